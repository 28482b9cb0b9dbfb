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
      adapter.dataSource.send(.control(event, at: indexPath))
    }

    /// A reference to the row this cell shows now, to send a later event to that row wherever
    /// it is then (``sendControlEvent(_:toRow:)``); `nil` when the cell shows no row of a table
    /// a `TableEngine` drives. Take it when an interaction begins (a text field's
    /// `.editingDidBegin`), while UIKit still lists the cell at its row.
    package func currentRowReference() -> RowReference? {
      guard let tableView = enclosingTableView, let indexPath = tableView.indexPath(for: self),
        let adapter = TableViewAdapter.installed(on: tableView)
      else { return nil }
      return adapter.dataSource.rowReference(forRowAt: indexPath)
    }

    /// Sends `event` to the row `row` refers to (see ``currentRowReference()``), wherever that
    /// row is now; nothing when it is gone. The engine holds the event back while it or UIKit
    /// is in the middle of an update (`TableEvent.control`).
    ///
    /// A cell that UIKit no longer lists at a row is being taken out of the table by a pass of
    /// UIKit's own that the engine cannot see (`reloadData()` or `setEditing(_:animated:)`
    /// called on the table view directly): its text field ends editing from inside that pass,
    /// and changing the table there makes `UITableView` raise an inconsistency exception (a
    /// reload from a text field's end of editing inside `setEditing:animated:`,
    /// https://github.com/lionheart/openradar-mirror/issues/17458). The event is then sent on
    /// the next turn of the main queue, after the pass.
    package func sendControlEvent(_ event: ControlEvent, toRow row: RowReference) {
      sendControlEvent(event, toRow: row, in: enclosingTableView)
    }

    /// ``sendControlEvent(_:toRow:)`` through `tableView`, the table the cell was in when `row`
    /// was taken: a cell being removed may have left the view hierarchy already.
    func sendControlEvent(_ event: ControlEvent, toRow row: RowReference, in tableView: UITableView?) {
      guard let tableView, let adapter = TableViewAdapter.installed(on: tableView)
      else { return }
      let dataSource = adapter.dataSource
      guard tableView.indexPath(for: self) == nil else {
        dataSource.send(.control(event, row: row))
        return
      }
      DispatchQueue.main.async {
        MainActor.assumeIsolated { _ = dataSource.send(.control(event, row: row)) }
      }
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
