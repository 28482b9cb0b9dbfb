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
    ///   - delegate: Receives the engine's events (`TableEngineDelegate`).
    ///   - tableViewDelegate: Receives every `UITableViewDelegate` and `UIScrollViewDelegate`
    ///     message the engine does not answer itself, and the selection, display and scroll
    ///     messages after the engine handled them. Held weakly. Counts, cells, heights and
    ///     header/footer views come from the components and are not asked of it.
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

    /// Turns the table's editing mode on or off: call it instead of the table view's
    /// `setEditing(_:animated:)`. A text field that stops editing because of it sends its text
    /// after UIKit's pass, not inside it, where a change of the table raises
    /// (https://github.com/lionheart/openradar-mirror/issues/17458).
    public func setEditing(_ editing: Bool, animated: Bool) {
      guard let tableView else { return }
      dataSource.performHostUpdate { tableView.setEditing(editing, animated: animated) }
    }

    /// The external `UITableViewDelegate` (see `init(tableView:delegate:tableViewDelegate:)`);
    /// `nil` when the host is not a `UIKitTableHost`.
    public var tableViewDelegate: (any UITableViewDelegate)? {
      get { (host as? UIKitTableHost)?.tableViewDelegate }
      set { (host as? UIKitTableHost)?.forward(to: newValue) }
    }
  }

  extension UITableView.Style {
    /// The style of settings screens and the default of every table this package makes:
    /// `.insetGrouped`, or `.grouped` on tvOS, which has no inset grouped style
    /// (https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped).
    public static var settings: UITableView.Style {
      #if os(tvOS)
        .grouped
      #else
        .insetGrouped
      #endif
    }
  }
#endif
