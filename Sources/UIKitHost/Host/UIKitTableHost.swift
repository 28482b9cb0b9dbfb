#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  /// A `UITableView` as the engine's host; `TableEngine(tableView:delegate:tableViewDelegate:)`
  /// makes one. A class rather than an extension of `UITableView`: it holds state the table view
  /// has no place for, and `UITableView` must not gain methods named like its own.
  ///
  /// Memory: the table view keeps the adapter alive (an associated object), the adapter keeps
  /// the engine and this host, which hold the table view weakly; when the table view goes, the
  /// adapter's `TableHostLifetime` tells the engine, which drops its rows and their closures.
  @MainActor
  package final class UIKitTableHost: TableHost {
    package private(set) weak var tableView: UITableView?
    /// Handed to the adapter when the engine attaches.
    private weak var initialTableViewDelegate: (any UITableViewDelegate)?
    weak var adapter: TableViewAdapter?
    /// Set by the adapter around `viewForRow(at:)`: only `dequeueReusableCell(withIdentifier:for:)`
    /// hands back the existing cell during `reconfigureRows(at:)`, which "must return the same
    /// existing cell" (https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)).
    var rowBeingDequeued: IndexPath?
    /// The table header and footer views, which UIKit neither registers nor reuses.
    private var tableDecorations = ViewPool<UIView>()
    private var sectionTopPadding = SectionTopPadding()

    /// A host for `tableView`; `tableViewDelegate` gets what the engine does not answer.
    package init(tableView: UITableView, tableViewDelegate: (any UITableViewDelegate)? = nil) {
      self.tableView = tableView
      initialTableViewDelegate = tableViewDelegate
    }

    package func attach(_ dataSource: any TableViewDataSource) {
      guard let tableView else { return }
      let adapter = TableViewAdapter(dataSource: dataSource, host: self, tableViewDelegate: initialTableViewDelegate)
      self.adapter = adapter
      adapter.install(in: tableView)
    }

    package func register(
      _ viewClass: AnyObject.Type, forReuseIdentifier identifier: String, role: TableViewRole
    ) throws(TableError) {
      func cast<Expected>(_: Expected.Type, _ reason: String) throws(TableError) -> Expected {
        guard let cast = viewClass as? Expected else {
          throw .unsupportedViewClass(viewClass: String(reflecting: viewClass), role: role, reason: reason)
        }
        return cast
      }
      switch role {
      case .cell:
        let cellClass = try cast(UITableViewCell.Type.self, "UITableView shows rows with UITableViewCell subclasses")
        tableView?.register(cellClass, forCellReuseIdentifier: identifier)
      case .headerFooter:
        let headerClass = try cast(
          UITableViewHeaderFooterView.Type.self,
          "UITableView shows headers and footers with UITableViewHeaderFooterView subclasses")
        tableView?.register(headerClass, forHeaderFooterViewReuseIdentifier: identifier)
      case .tableHeaderFooter:
        let viewClass = try cast(
          UIView.Type.self, "UITableView's tableHeaderView and tableFooterView are UIView subclasses")
        tableDecorations.register(identifier) { viewClass.init(frame: .zero) }
      }
    }

    /// Only asked while UIKit asks for a view, after the engine registered its class.
    package func dequeueReusableView(withIdentifier identifier: String, role: TableViewRole) -> AnyObject {
      switch role {
      case .cell: tableView!.dequeueReusableCell(withIdentifier: identifier, for: rowBeingDequeued!)
      case .headerFooter: tableView!.dequeueReusableHeaderFooterView(withIdentifier: identifier)!
      case .tableHeaderFooter: tableDecorations.dequeue(identifier)
      }
    }

    package func reloadData() {
      tableView?.reloadData()
    }

    /// The model changes first inside the block ("update your table's data source",
    /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:));
    /// UIKit orders deletes before inserts itself. The `.none` row animation still animates
    /// (https://developer.apple.com/documentation/uikit/uitableview/rowanimation/none), so
    /// `.none` runs without animations.
    package func performBatchUpdates(_ update: TableBatchUpdate, animation: TableAnimation, updateModel: () -> Void) {
      guard let tableView else { return updateModel() }
      let rowAnimation = animation.rowAnimation
      func batch() {
        tableView.performBatchUpdates(
          {
            updateModel()
            tableView.deleteSections(IndexSet(update.deletedSections), with: rowAnimation)
            tableView.insertSections(IndexSet(update.insertedSections), with: rowAnimation)
            tableView.reloadSections(IndexSet(update.reloadedSections), with: rowAnimation)
            for move in update.movedSections { tableView.moveSection(move.from, toSection: move.to) }
            tableView.deleteRows(at: update.deletedRows, with: rowAnimation)
            tableView.insertRows(at: update.insertedRows, with: rowAnimation)
            tableView.reloadRows(at: update.reloadedRows, with: rowAnimation)
            for move in update.movedRows { tableView.moveRow(at: move.from, to: move.to) }
            tableView.reconfigureRows(at: update.reconfiguredRows)
          }, completion: nil)
      }
      if animation == .none { UIView.performWithoutAnimation { batch() } } else { batch() }
    }

    package func reloadSectionIndexTitles() {
      tableView?.reloadSectionIndexTitles()
    }

    /// An empty batch update re-asks heights without reloading cells
    /// (https://developer.apple.com/documentation/uikit/uitableview/beginupdates()).
    package func invalidateLayout() {
      if let tableView, let engine = (adapter?.dataSource as? TableEngineDataSource)?.engine,
        let padding = sectionTopPadding.padding(
          for: engine.sectionSpacing, current: tableView.sectionHeaderTopPadding,
          standard: UITableView.automaticDimension)
      {
        tableView.sectionHeaderTopPadding = padding
      }
      tableView?.performBatchUpdates(nil, completion: nil)
    }

    /// Heights are cached per this width. In `.insetGrouped` tables the cells' content is
    /// narrower: a component whose height depends on the width should answer `.automatic`.
    package var availableWidth: CGFloat {
      tableView?.bounds.width ?? 0
    }

    /// Off screen the engine reloads instead of animating, as DifferenceKit and Carbon do.
    package var isOnScreen: Bool {
      tableView?.window != nil
    }

    package func visibleView(forRowAt indexPath: IndexPath) -> AnyObject? {
      tableView?.cellForRow(at: indexPath)
    }

    package func reconfigureHeadersAndFooters(inSections sections: [Int]) {
      guard let tableView, let dataSource = adapter?.dataSource else { return }
      for section in sections {
        if let view = tableView.headerView(forSection: section) {
          dataSource.reconfigureHeaderView(view, inSection: section)
          view.applyAccessibility(dataSource.headerAccessibility(inSection: section))
        }
        if let view = tableView.footerView(forSection: section) {
          dataSource.reconfigureFooterView(view, inSection: section)
          view.applyAccessibility(dataSource.footerAccessibility(inSection: section))
        }
      }
    }

    // MARK: Table header and footer

    /// UIKit sizes `tableHeaderView` by its frame when it is assigned, Auto Layout inside or not
    /// (https://developer.apple.com/documentation/uikit/uitableview/tableheaderview), so a
    /// self-sizing one is measured at the table's width before.
    package func reloadTableHeaderAndFooter() {
      guard let tableView, let dataSource = adapter?.dataSource else { return }
      let width = tableView.bounds.width
      let header = Self.sized(dataSource.tableHeaderView(), dataSource.heightForTableHeader(width: width), width)
      let footer = Self.sized(dataSource.tableFooterView(), dataSource.heightForTableFooter(width: width), width)
      tableDecorations.recycle(tableView.tableHeaderView, keeping: header)
      tableDecorations.recycle(tableView.tableFooterView, keeping: footer)
      tableView.tableHeaderView = header
      tableView.tableFooterView = footer
      adapter?.scheduleLayoutFinishedIfNeeded()
    }

    /// After the layout that asked: assigning `tableHeaderView` inside it lays out again.
    package func tableHeaderAndFooterNeedLayout() {
      DispatchQueue.main.async { [weak self] in self?.reloadTableHeaderAndFooter() }
    }

    private static func sized(_ view: AnyObject?, _ height: ComponentHeight?, _ width: CGFloat) -> UIView? {
      guard let view = view as? UIView, let height else { return nil }
      view.frame = CGRect(x: 0, y: 0, width: width, height: height.value)
      if height.isAutomatic {
        view.layoutIfNeeded()
        view.frame.size.height =
          view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
          ).height
      }
      return view
    }
  }
#endif
