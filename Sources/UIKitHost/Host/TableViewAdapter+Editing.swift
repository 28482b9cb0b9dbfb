#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // Editing. UIKit caches which methods its delegate answers when the delegate is set (contract
  // §c pitfall 1), and rows with actions can be added later, so these are always implemented and
  // answer per row from the engine: a row without actions gets an empty configuration (`nil`
  // would mean UIKit's default actions, pitfall 9), a row that is not movable gets `false`, a
  // table without index titles gets `nil`. `tableView(_:commit:forRowAt:)` is deliberately not
  // implemented: it would turn on swipe-to-delete for every row (pitfall 5).
  extension TableViewAdapter {
    // tvOS has no swipe actions (UISwipeActionsConfiguration and UIContextualAction are
    // unavailable there): rows' actions are not offered, reordering and the index still work.
    #if !os(tvOS)
      func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        let actions = dataSource.actions(forRowAt: indexPath).trailing
        if actions.isEmpty,
          let external = forwardee?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        {
          return external
        }
        return swipeConfiguration(actions, trailing: true, at: indexPath)
      }

      func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        let actions = dataSource.actions(forRowAt: indexPath).leading
        if actions.isEmpty,
          let external = forwardee?.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        {
          return external
        }
        return swipeConfiguration(actions, trailing: false, at: indexPath)
      }

      /// One contextual action per row action. The handler looks the action up again when it runs
      /// (by its position), so it captures only values, and the row's actions are current.
      private func swipeConfiguration(_ actions: [RowAction], trailing: Bool, at indexPath: IndexPath)
        -> UISwipeActionsConfiguration
      {
        UISwipeActionsConfiguration(
          actions: actions.enumerated().map { position, action in
            UIContextualAction(style: action.style == .destructive ? .destructive : .normal, title: action.title) {
              [weak self] _, _, completion in
              MainActor.assumeIsolated {
                guard let self else { return }
                let current = self.dataSource.actions(forRowAt: indexPath)
                let list = trailing ? current.trailing : current.leading
                if list.indices.contains(position) {
                  self.dataSource.performAction(list[position], forRowAt: indexPath)
                }
              }
              completion(true)
            }
          })
      }
    #endif

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      dataSource.userCanMoveRow(at: indexPath)
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
