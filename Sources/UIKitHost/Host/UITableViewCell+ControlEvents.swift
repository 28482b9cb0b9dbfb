#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension UITableViewCell {
    /// Sends `event` for the row this cell shows to the engine of its table: call it from a
    /// control's action (a `UISwitch`'s `.valueChanged`, a text field's `.editingDidEnd`).
    ///
    /// The row is looked up when the event happens, so it is right after rows were inserted or
    /// moved above it. Nothing happens when the cell shows no row of a table a `TableEngine`
    /// drives.
    public func sendControlEvent(_ event: ControlEvent) {
      guard let row = currentRowReference() else { return }
      sendControlEvent(event, toRow: row)
    }

    /// A reference to the row this cell shows, to send it a later event wherever it is then;
    /// take it when an interaction begins, while UIKit still lists the cell at its row.
    package func currentRowReference() -> RowReference? {
      guard let tableView = enclosingTableView, let indexPath = tableView.indexPath(for: self) else { return nil }
      return UIKitTableHost.installed(on: tableView)?.dataSource.rowReference(forRowAt: indexPath)
    }

    /// Sends `event` to the row `row` refers to, through `tableView` (the table the cell was in
    /// when `row` was taken: a cell being removed may have left it already), else the
    /// enclosing one.
    ///
    /// A cell UIKit no longer lists at a row is being removed by a pass of UIKit's own
    /// (`reloadData()`, `setEditing(_:animated:)` called on the table view), where a change of
    /// the table raises an inconsistency exception
    /// (https://github.com/lionheart/openradar-mirror/issues/17458): the event waits for the
    /// next turn of the main queue.
    package func sendControlEvent(_ event: ControlEvent, toRow row: RowReference, in tableView: UITableView? = nil) {
      guard let tableView = tableView ?? enclosingTableView, let host = UIKitTableHost.installed(on: tableView)
      else { return }
      guard tableView.indexPath(for: self) == nil else {
        host.dataSource.send(.control(event, row: row))
        return
      }
      DispatchQueue.main.async {
        MainActor.assumeIsolated { _ = host.dataSource.send(.control(event, row: row)) }
      }
    }

    /// Searched up the superviews: UIKit puts wrapper views between a cell and its table.
    var enclosingTableView: UITableView? {
      sequence(first: self as UIView, next: { $0.superview }).lazy.compactMap { $0 as? UITableView }.first
    }
  }
#endif
