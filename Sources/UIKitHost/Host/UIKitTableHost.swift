#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  /// A `UITableView` as the engine's host: every requirement of `TableHost` is one call on the
  /// table view.
  ///
  /// You rarely make one yourself: `TableEngine(tableView:delegate:tableViewDelegate:)` does.
  /// Made by hand, hand it to `TableEngine(host:delegate:)`:
  ///
  /// ```swift
  /// let engine = TableEngine(host: UIKitTableHost(tableView: tableView), delegate: self)
  /// ```
  ///
  /// The host is a small class rather than an extension of `UITableView` because it holds state
  /// the table view has no place for (the row UIKit is asking a cell for, the external delegate
  /// until the engine attaches), and so that `UITableView` does not gain methods named like its
  /// own (`performBatchUpdates`, `register`) with other meanings.
  ///
  /// Memory: the table view keeps the adapter (its data source and delegate) alive through an
  /// associated object; the adapter keeps the engine and this host; the engine and this host
  /// hold the table view weakly. When the table view goes, the adapter's `TableHostLifetime`
  /// tells the engine, which drops its rows: a row closure that captured the engine strongly
  /// does not keep it alive.
  @MainActor
  package final class UIKitTableHost: TableHost {
    /// The table view this host drives; `nil` once it is gone.
    package private(set) weak var tableView: UITableView?

    /// The external delegate given at creation, passed to the adapter when the engine attaches.
    private weak var initialTableViewDelegate: (any UITableViewDelegate)?

    /// The adapter `attach(_:)` installed on the table view (which keeps it alive).
    weak var adapter: TableViewAdapter?

    /// The row UIKit is asking a cell for, set by the adapter around `viewForRow(at:)`: the
    /// engine's dequeue has no index path, and only `dequeueReusableCell(withIdentifier:for:)`
    /// hands back the existing cell during `reconfigureRows(at:)`.
    var rowBeingDequeued: IndexPath?

    /// The classes registered for the table header and footer, which UIKit does not register:
    /// `tableHeaderView` takes any view, made here with `init(frame:)`.
    var tableDecorationClasses: [String: UIView.Type] = [:]
    /// Table header and footer views that were replaced, kept per identifier for the next one.
    var tableDecorationPool: [String: [UIView]] = [:]
    /// The identifier each table header or footer view this host made belongs to.
    var tableDecorationIdentifiers: [ObjectIdentifier: String] = [:]

    /// A host for `tableView`. `tableViewDelegate` receives every `UITableViewDelegate` and
    /// `UIScrollViewDelegate` call the engine does not answer itself, and the selection, display
    /// and scroll calls after the engine has handled them.
    package init(tableView: UITableView, tableViewDelegate: (any UITableViewDelegate)? = nil) {
      self.tableView = tableView
      self.initialTableViewDelegate = tableViewDelegate
    }

    // MARK: TableHost

    /// Makes an adapter for `dataSource` the table view's data source and delegate. The table
    /// view keeps it alive (it holds both weakly:
    /// https://developer.apple.com/documentation/uikit/uitableview/datasource and
    /// https://developer.apple.com/documentation/uikit/uitableview/delegate).

    package func attach(_ dataSource: any TableViewDataSource) {
      guard let tableView else { return }
      let adapter = TableViewAdapter(
        dataSource: dataSource, host: self, tableViewDelegate: initialTableViewDelegate)
      self.adapter = adapter
      adapter.install(in: tableView)
    }

    /// The UIKit cells of the built-in rows, and the classes the app registered for its own.
    package var views: ViewCatalog { .uiKit }

    /// Registers a `UITableViewCell` subclass for rows, or a `UITableViewHeaderFooterView`
    /// subclass for headers and footers: the classes UIKit creates with
    /// `init(style:reuseIdentifier:)` and `init(reuseIdentifier:)`.
    package func register(
      _ viewClass: AnyObject.Type, forReuseIdentifier identifier: String, role: TableViewRole
    ) throws(TableError) {
      switch role {
      case .cell:
        let cellClass = try Self.cast(
          viewClass, to: UITableViewCell.Type.self, role: role,
          reason: "UITableView shows rows with UITableViewCell subclasses")
        tableView?.register(cellClass, forCellReuseIdentifier: identifier)
      case .headerFooter:
        let headerClass = try Self.cast(
          viewClass, to: UITableViewHeaderFooterView.Type.self, role: role,
          reason: "UITableView shows headers and footers with UITableViewHeaderFooterView subclasses")
        tableView?.register(headerClass, forHeaderFooterViewReuseIdentifier: identifier)
      case .tableHeaderFooter:
        tableDecorationClasses[identifier] = try Self.cast(
          viewClass, to: UIView.Type.self, role: role,
          reason: "UITableView's tableHeaderView and tableFooterView are UIView subclasses")
      }
    }

    /// `viewClass` as the class a `role` takes, or the error that names the class, the role and
    /// `reason`.
    private static func cast<Expected>(
      _ viewClass: AnyObject.Type, to expected: Expected.Type, role: TableViewRole, reason: String
    ) throws(TableError) -> Expected {
      guard let cast = viewClass as? Expected else {
        throw .unsupportedViewClass(viewClass: String(reflecting: viewClass), role: role, reason: reason)
      }
      return cast
    }

    /// A queued or new view of the class registered under `identifier`.
    ///
    /// Cells come from `dequeueReusableCell(withIdentifier:for:)` while UIKit is asking for the
    /// row (the adapter sets ``rowBeingDequeued``): the contract's choice ("always returns a
    /// valid cell", sized for its row, and the only one `reconfigureRows(at:)` can answer with
    /// the existing cell: "must return the same existing cell",
    /// https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)). Outside
    /// `cellForRowAt` (someone called `viewForRow(at:)` directly) there is no index path, and
    /// `dequeueReusableCell(withIdentifier:)`, which also creates registered classes, is used.
    package func dequeueReusableView(withIdentifier identifier: String, role: TableViewRole) -> AnyObject {
      guard let tableView else { preconditionFailure("a view was asked for after the table view was gone") }
      switch role {
      case .cell:
        if let indexPath = rowBeingDequeued {
          return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        }
        guard let cell = tableView.dequeueReusableCell(withIdentifier: identifier) else {
          preconditionFailure(
            "unable to dequeue a cell with identifier \(identifier) - must register a class for the identifier")
        }
        return cell
      case .headerFooter:
        guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
          preconditionFailure(
            "unable to dequeue a header/footer view with identifier \(identifier)"
              + " - must register a class for the identifier")
        }
        return view
      case .tableHeaderFooter:
        return dequeueTableDecoration(withIdentifier: identifier)
      }
    }

    /// Reloads everything (`UITableView.reloadData()`).
    package func reloadData() {
      tableView?.reloadData()
    }

    /// Applies `update` in one `performBatchUpdates(_:completion:)`; `.none` runs it inside
    /// `UIView.performWithoutAnimation(_:)`, because the `.none` row animation alone still
    /// animates (see `TableAnimation.rowAnimation`).
    package func performBatchUpdates(
      _ update: TableBatchUpdate, animation: TableAnimation, updateModel: () -> Void
    ) {
      guard let tableView else {
        updateModel()
        return
      }
      if animation == .none {
        UIView.performWithoutAnimation {
          apply(update, to: tableView, animation: .none, updateModel: updateModel)
        }
      } else {
        apply(update, to: tableView, animation: animation.rowAnimation, updateModel: updateModel)
      }
    }

    /// One UIKit batch. The model changes first inside the block ("update your table's data
    /// source to reflect your changes",
    /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:));
    /// UIKit orders deletes before inserts itself, so the calls follow the batch's fields.
    /// `reconfigureRows(at:)` exists from iOS/tvOS 15 and visionOS 1, the package's minimums, so no
    /// reload fallback is needed.
    private func apply(
      _ update: TableBatchUpdate, to tableView: UITableView, animation: UITableView.RowAnimation,
      updateModel: () -> Void
    ) {
      // Not a trailing closure: that would bind to `completion`.
      tableView.performBatchUpdates(
        {
          updateModel()
          tableView.deleteSections(IndexSet(update.deletedSections), with: animation)
          tableView.insertSections(IndexSet(update.insertedSections), with: animation)
          tableView.reloadSections(IndexSet(update.reloadedSections), with: animation)
          for move in update.movedSections { tableView.moveSection(move.from, toSection: move.to) }
          tableView.deleteRows(at: update.deletedRows, with: animation)
          tableView.insertRows(at: update.insertedRows, with: animation)
          tableView.reloadRows(at: update.reloadedRows, with: animation)
          for move in update.movedRows { tableView.moveRow(at: move.from, to: move.to) }
          tableView.reconfigureRows(at: update.reconfiguredRows)
        }, completion: nil)
    }

    /// Shows the section index titles again (`reloadSectionIndexTitles()`).
    package func reloadSectionIndexTitles() {
      tableView?.reloadSectionIndexTitles()
    }

    /// Lays out again with the heights the engine now answers: an empty batch update is UIKit's
    /// way to re-ask heights without reloading cells
    /// (https://developer.apple.com/documentation/uikit/uitableview/beginupdates()).
    package func invalidateLayout() {
      applySectionSpacing()
      tableView?.performBatchUpdates(nil, completion: nil)
    }

    /// Whether the host set the table's `sectionHeaderTopPadding` to zero, to give it back.
    private var removedHeaderTopPadding = false

    /// Makes sections touch when the engine's `sectionSpacing` is `.none`: since iOS 15 a table
    /// adds `sectionHeaderTopPadding` above every header, whatever the header's height ("the
    /// padding above each section header", defaulting to `automaticDimension`,
    /// https://developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding),
    /// which the near-zero heights of `.none` do not remove in `.plain` tables. A padding the
    /// app set itself is left alone unless `.none` asks for zero; the host gives back the
    /// default only where it removed it.
    private func applySectionSpacing() {
      guard let tableView, let engine = (adapter?.dataSource as? TableEngineDataSource)?.engine else { return }
      if engine.sectionSpacing == .none {
        guard tableView.sectionHeaderTopPadding != 0 else { return }
        tableView.sectionHeaderTopPadding = 0
        removedHeaderTopPadding = true
      } else if removedHeaderTopPadding {
        tableView.sectionHeaderTopPadding = UITableView.automaticDimension
        removedHeaderTopPadding = false
      }
    }

    /// The table view's width (`bounds.width`).
    ///
    /// Heights are cached per this width. In `.insetGrouped` tables and beside a safe area the
    /// cells' content is narrower than this; a component whose fixed height depends on the width
    /// (wrapped text) should answer `.automatic` and let Auto Layout measure it instead.
    package var availableWidth: CGFloat {
      tableView?.bounds.width ?? 0
    }

    /// Whether the table view is in a window; off screen the engine reloads instead of
    /// animating (DifferenceKit and Carbon do the same for `window == nil`).
    package var isOnScreen: Bool {
      tableView?.window != nil
    }

    /// The cell showing the row (`cellForRow(at:)`). From iOS 15 this may also be a prepared
    /// cell that is not visible yet
    /// (https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)).
    package func visibleView(forRowAt indexPath: IndexPath) -> AnyObject? {
      tableView?.cellForRow(at: indexPath)
    }

    /// Configures the header and footer views of `sections` on screen again
    /// (`headerView(forSection:)`, `footerView(forSection:)`) and gives them their new
    /// descriptions.
    package func reconfigureHeadersAndFooters(inSections sections: [Int]) {
      guard let tableView, let dataSource = adapter?.dataSource else { return }
      for section in sections {
        if let view = tableView.headerView(forSection: section) {
          dataSource.reconfigureHeaderView(view, inSection: section)
          if let description = dataSource.headerAccessibility(inSection: section) {
            view.applyAccessibility(description)
          }
        }
        if let view = tableView.footerView(forSection: section) {
          dataSource.reconfigureFooterView(view, inSection: section)
          if let description = dataSource.footerAccessibility(inSection: section) {
            view.applyAccessibility(description)
          }
        }
      }
    }

  }
#endif
