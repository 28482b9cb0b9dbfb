#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // Editing. UIKit caches which methods its delegate answers when the delegate is set, and rows
  // with actions can be added later, so these are always implemented and answer per row from the
  // engine: a row without actions gets an empty configuration (`nil` would mean UIKit's default
  // actions), a row that is not movable gets `false`, a table without index titles gets `nil`.
  // `tableView(_:commit:forRowAt:)` is deliberately not implemented: it would turn on
  // swipe-to-delete for every row.
  extension TableViewAdapter {
    // tvOS has no swipe actions (UISwipeActionsConfiguration and UIContextualAction are
    // unavailable there): rows' actions are not offered, reordering and the index still work.
    #if !os(tvOS)
      func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        swipeActionsConfiguration(trailing: true, at: indexPath) {
          forwardee?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
      }

      func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        swipeActionsConfiguration(trailing: false, at: indexPath) {
          forwardee?.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
      }

      /// The row's own actions on one edge; for a row without any there, the app's delegate's
      /// configuration (`external`), if it offers one.
      private func swipeActionsConfiguration(
        trailing: Bool, at indexPath: IndexPath, external: () -> UISwipeActionsConfiguration?
      ) -> UISwipeActionsConfiguration? {
        let actions = dataSource.actions(forRowAt: indexPath)
        let edge = trailing ? actions.trailing : actions.leading
        if edge.isEmpty, let external = external() { return external }
        return swipeConfiguration(edge, trailing: trailing, at: indexPath)
      }

      /// One contextual action per row action. The handler runs the action for the row that
      /// was swiped, found again by identity when it is tapped (`TableEngineDataSource.performAction(at:
      /// from:forRow:)`): rows inserted or removed above it while the actions were shown must not
      /// make Delete remove another row. It captures only values, and looks the action up again
      /// by its position, so the row's actions are current.
      ///
      /// The handler reports the engine's real outcome: "Call the completion handler to
      /// indicate whether the action was successful"
      /// (https://developer.apple.com/documentation/uikit/uicontextualaction/handler), and a
      /// destructive action reported successful has UIKit animate its row away, which must not
      /// happen to a row the model keeps (a refused or confirmation-first delete).
      private func swipeConfiguration(_ actions: [RowAction], trailing: Bool, at indexPath: IndexPath)
        -> UISwipeActionsConfiguration
      {
        let row = dataSource.rowReference(forRowAt: indexPath) ?? RowReference(indexPath: indexPath)
        return UISwipeActionsConfiguration(
          actions: actions.enumerated().map { position, action in
            UIContextualAction(style: action.style == .destructive ? .destructive : .normal, title: action.title) {
              [weak self] _, _, completion in
              let done = MainActor.assumeIsolated {
                self?.dataSource.performAction(at: position, from: trailing ? .trailing : .leading, forRow: row)
                  ?? false
              }
              completion(done)
            }
          })
      }
    #endif

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      dataSource.userCanMoveRow(at: indexPath)
    }

    /// Where a dragged row may go: among the movable rows next to it, in its own section (the
    /// engine's rule, `TableEngineDataSource.targetIndexPathForMove(from:toProposed:)`); an external
    /// delegate that implements the method has the last word, given the engine's answer.
    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      let target = dataSource.targetIndexPathForMove(from: sourceIndexPath, toProposed: proposedDestinationIndexPath)
      return forwardee?.tableView?(
        tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: target) ?? target
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
      // The table shows the row at its new place already; if the engine refuses the move, the
      // screen and the model disagree, so the table reloads once the reordering has finished.
      if !dataSource.userDidMoveRow(from: sourceIndexPath, to: destinationIndexPath) {
        DispatchQueue.main.async { [weak tableView] in tableView?.reloadData() }
      }
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      dataSource.sectionIndexTitles
    }

    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
      dataSource.sectionIndex(forIndexTitleAt: index)
    }
  }
#endif
