#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // tvOS has no swipe actions (UIContextualAction is unavailable there).
  #if !os(tvOS)
    extension UIKitRowHost {
      /// The swipe actions of the row at `indexPath` from `edge`; for a row without actions of
      /// its own the external delegate's configuration (`external`), else none (not `nil`,
      /// which a table takes for UIKit's default actions). The handler finds its row by
      /// identity, however the rows moved meanwhile, and reports the engine's outcome: a
      /// destructive action reported done has UIKit remove the row
      /// (https://developer.apple.com/documentation/uikit/uicontextualaction/handler).
      func swipeConfiguration(
        _ edge: RowActionEdge, at indexPath: IndexPath, external: () -> UISwipeActionsConfiguration? = { nil }
      ) -> UISwipeActionsConfiguration? {
        let actions = dataSource.rowState(at: indexPath).actions(at: edge)
        if actions.isEmpty { return external() ?? UISwipeActionsConfiguration(actions: []) }
        let row = dataSource.rowReference(forRowAt: indexPath) ?? RowReference(indexPath: indexPath)
        return UISwipeActionsConfiguration(
          actions: actions.enumerated().map { position, action in
            UIContextualAction(style: action.style == .destructive ? .destructive : .normal, title: action.title) {
              [weak self] _, _, completion in
              completion(
                MainActor.assumeIsolated { self?.dataSource.send(.action(position: position, edge: edge, row: row)) }
                  ?? false)
            }
          })
      }
    }
  #endif
#endif
