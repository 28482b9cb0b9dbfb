#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension TableEngine {
    /// An engine that drives `tableView`: the one line a screen needs.
    ///
    /// ```swift
    /// TableEngine(tableView: tableView, delegate: self, tableViewDelegate: self)
    /// ```
    ///
    /// The engine becomes the table's data source and delegate, and the table keeps it alive,
    /// so you need not store it (selection closures get it as `selection.engine`).
    ///
    /// - Parameters:
    ///   - tableView: The table view to drive.
    ///   - delegate: Receives the engine's events (`TableEngineDelegate`): selection after the
    ///     component's closure ran, display, scrolling.
    ///   - tableViewDelegate: Receives every `UITableViewDelegate` and `UIScrollViewDelegate`
    ///     message the engine does not answer itself (scrolling, dragging, menus…), and
    ///     the selection, display and scroll messages after the engine handled them. Held weakly.
    ///     Counts, cells, heights and header/footer views come from the components and are
    ///     not asked of it.
    public convenience init(
      tableView: UITableView, delegate: (any TableEngineDelegate)? = nil,
      tableViewDelegate: (any UITableViewDelegate)? = nil
    ) {
      self.init(host: UIKitTableHost(tableView: tableView, tableViewDelegate: tableViewDelegate), delegate: delegate)
    }

    /// The table view the engine drives, when its host is a `UIKitTableHost`.
    public var tableView: UITableView? {
      (host as? UIKitTableHost)?.tableView
    }

    /// The external `UITableViewDelegate` (see `init(tableView:delegate:tableViewDelegate:)`);
    /// `nil` when the host is not a `UIKitTableHost`. Setting it makes UIKit ask again which
    /// messages the table's delegate answers (contract §c pitfall 1).
    public var tableViewDelegate: (any UITableViewDelegate)? {
      get { (host as? UIKitTableHost)?.adapter?.tableViewDelegate }
      set { (host as? UIKitTableHost)?.adapter?.tableViewDelegate = newValue }
    }
  }
#endif
