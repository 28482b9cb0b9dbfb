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

    /// Turns the table's editing mode on or off, as `UITableView.setEditing(_:animated:)`
    /// does, as an update of the host's own (`TableEngineDataSource.performHostUpdate(_:)`): a text field that
    /// stops editing because of it sends its text after UIKit's pass, not inside it, where a
    /// change of the table raises (https://github.com/lionheart/openradar-mirror/issues/17458).
    /// Call it instead of the table view's method; a `UITableViewController`'s
    /// `setEditing(_:animated:)` can call it rather than `super`'s table part.
    public func setEditing(_ editing: Bool, animated: Bool) {
      guard let tableView else { return }
      dataSource.performHostUpdate { tableView.setEditing(editing, animated: animated) }
    }

    /// The external `UITableViewDelegate` (see `init(tableView:delegate:tableViewDelegate:)`);
    /// `nil` when the host is not a `UIKitTableHost`. Setting it makes UIKit ask again which
    /// messages the table's delegate answers, which UIKit caches when a delegate is set.
    public var tableViewDelegate: (any UITableViewDelegate)? {
      get { (host as? UIKitTableHost)?.adapter?.tableViewDelegate }
      set { (host as? UIKitTableHost)?.adapter?.tableViewDelegate = newValue }
    }
  }
#endif
