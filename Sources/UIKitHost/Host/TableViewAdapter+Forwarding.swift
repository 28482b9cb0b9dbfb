#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // Everything the adapter does not implement reaches the external delegate: `UITableView` asks
  // `respondsToSelector:` before sending an optional message, and the runtime then asks
  // `forwardingTarget(for:)` where to send it (contract §c, TableKit's `TableDirector`).
  extension TableViewAdapter {
    /// The external delegate, usually the view controller. It gets every `UITableViewDelegate`
    /// and `UIScrollViewDelegate` message the adapter does not implement, and the selection,
    /// display and scroll messages after the engine handled them. Held weakly.
    ///
    /// Setting it re-assigns the adapter as the table's delegate and data source, because
    /// UIKit caches `respondsToSelector:` answers when they are set (contract §c pitfall 1,
    /// RATreeView#154). The adapter itself and the table view are refused (stored as `nil`):
    /// forwarding to either loops forever (pitfall 7).
    ///
    /// Keep the delegate alive as long as the table, or set this to `nil` before it goes: a
    /// message UIKit was told is answered, sent after the delegate vanished, raises
    /// "unrecognized selector" (pitfall 6). A view controller that owns the table does this by
    /// construction.
    var tableViewDelegate: (any UITableViewDelegate)? {
      get { forwardee }
      set {
        forwardee = (newValue === self || newValue === host.tableView) ? nil : newValue
        guard let tableView = host.tableView else { return }
        tableView.delegate = nil
        tableView.delegate = self
        tableView.dataSource = nil
        tableView.dataSource = self
      }
    }

    /// `true` for what the adapter implements and for what the external delegate implements.
    /// Swipe actions, moving and index titles are the adapter's and answer per row (see
    /// `TableViewAdapter+Editing.swift`); `commit editingStyle` is nobody's unless the external
    /// delegate implements it (pitfall 5).
    ///
    /// Nonisolated because NSObject's is; UIKit asks on the main thread (see `forwardee`).
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || forwardee?.responds(to: aSelector) == true
    }

    /// The external delegate for a message the adapter does not implement, else NSObject's
    /// answer; never `self` (that loops: NSObject `forwardingTarget(for:)` documentation).
    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
      if let forwardee, forwardee.responds(to: aSelector) { return forwardee }
      return super.forwardingTarget(for: aSelector)
    }
  }
#endif
