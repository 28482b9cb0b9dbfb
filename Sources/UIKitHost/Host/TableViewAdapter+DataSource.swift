#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // Every data source method in the conformance's own extension, so that a signature that does
  // not match UIKit's is an error, not a method UIKit never calls.
  //
  // `commit editingStyle` is not implemented, so `responds(to:)` answers `false` for it unless
  // the external delegate implements it (answering "yes" turns on swipe-to-delete for every
  // row). UIKit caches which methods its data source answers when it is set, and rows that can
  // move or index titles can come later, so those are always implemented and answer per row.
  extension TableViewAdapter: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int {
      dataSource.numberOfSections
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      dataSource.numberOfRows(inSection: section)
    }

    /// A cell of the row's class, configured by the engine, then the row's state drawn on it
    /// (`UITableViewCell.apply(_:)`): the one place a row is shown.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      host.rowBeingDequeued = indexPath
      defer { host.rowBeingDequeued = nil }
      defer { scheduleLayoutFinishedIfNeeded() }
      // The host dequeues cells only from classes it registered as UITableViewCell subclasses.
      let cell = dataSource.viewForRow(at: indexPath) as! UITableViewCell
      cell.apply(dataSource.rowState(at: indexPath))
      return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      dataSource.headerTitle(inSection: section)
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      dataSource.footerTitle(inSection: section)
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      dataSource.userCanMoveRow(at: indexPath)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
      // The table shows the row at its new place already; if the engine refuses the move, the
      // screen and the model disagree, so the table reloads once the reordering has finished.
      if !dataSource.send(.moved(from: sourceIndexPath, to: destinationIndexPath)) {
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
