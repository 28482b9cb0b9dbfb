#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // Each conformance in its own extension, so that a signature unlike UIKit's is an error, not
  // a method UIKit never calls. Moving and index titles are always implemented, answering per
  // row: UIKit caches which methods its data source has when it is set.
  extension TableViewAdapter: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int {
      dataSource.numberOfSections
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      dataSource.numberOfRows(inSection: section)
    }

    /// The one place a row is shown: a cell of the row's class configured with its data, then
    /// its state (`UITableViewCell.apply(_:)`).
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      host.rowBeingDequeued = indexPath
      defer {
        host.rowBeingDequeued = nil
        scheduleLayoutFinishedIfNeeded()
      }
      // The host registers only UITableViewCell subclasses for rows.
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
      // UIKit shows the row moved already: a move the engine refuses is undone by a reload
      // once the reordering is over.
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
