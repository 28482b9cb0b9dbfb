#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension UITableViewCell {
    /// Sends `event` for the row this cell shows to the engine of its table: call it from a
    /// control's action (a `UISwitch`'s `.valueChanged`, a text field's `.editingDidEnd`).
    ///
    /// The row is looked up when the event happens, not remembered when the cell was
    /// configured, so it is right even after rows were inserted or moved above it, and the cell
    /// holds no reference to the engine. It does nothing when the cell is not in a table that a
    /// `TableEngine` drives, or no longer shows a row.
    public func sendControlEvent(_ event: ControlEvent) {
      guard let tableView = enclosingTableView, let indexPath = tableView.indexPath(for: self),
        let adapter = TableViewAdapter.installed(on: tableView)
      else { return }
      adapter.dataSource.sendControlEvent(event, forRowAt: indexPath)
    }

    /// The table view the cell is in. Found through the superviews rather than assumed to be
    /// the direct superview, because UIKit has put wrapper views between the two.
    var enclosingTableView: UITableView? {
      var view = superview
      while let current = view {
        if let tableView = current as? UITableView { return tableView }
        view = current.superview
      }
      return nil
    }
  }
#endif
