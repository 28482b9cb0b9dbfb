#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension UIKitTableHost {
    /// The UIKit cells of the built-in rows, and the classes the app registered for its own.
    package var views: ViewCatalog { .uiKit }

    package func register(
      _ viewClass: AnyObject.Type, forReuseIdentifier identifier: String, role: TableViewRole
    ) throws(TableError) {
      let (expected, shown): (AnyClass, String) =
        switch role {
        case .cell: (UITableViewCell.self, "rows")
        case .headerFooter: (UITableViewHeaderFooterView.self, "headers and footers")
        case .tableHeaderFooter: (UIView.self, "its tableHeaderView and tableFooterView")
        }
      guard let viewClass = viewClass as? UIView.Type, viewClass.isSubclass(of: expected) else {
        throw .unsupportedViewClass(
          viewClass: String(reflecting: viewClass), role: role,
          reason: "UITableView shows \(shown) with \(expected) subclasses")
      }
      switch role {
      case .cell: tableView?.register(viewClass, forCellReuseIdentifier: identifier)
      case .headerFooter: tableView?.register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
      case .tableHeaderFooter: tableDecorations.register(identifier) { viewClass.init(frame: .zero) }
      }
    }

    /// Asked only while UIKit asks for a view, after the engine registered its class. Only
    /// `dequeueReusableCell(withIdentifier:for:)` hands back the existing cell during
    /// `reconfigureRows(at:)`.
    package func dequeueReusableView(withIdentifier identifier: String, role: TableViewRole) -> AnyObject {
      switch role {
      case .cell: tableView!.dequeueReusableCell(withIdentifier: identifier, for: indexPathBeingDequeued!)
      case .headerFooter: tableView!.dequeueReusableHeaderFooterView(withIdentifier: identifier)!
      case .tableHeaderFooter: tableDecorations.dequeue(identifier)
      }
    }

    /// The model changes first inside the block ("update your table's data source",
    /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:));
    /// UIKit orders deletes before inserts itself.
    package func performBatchUpdates(_ update: TableBatchUpdate, animation: TableAnimation, updateModel: () -> Void) {
      guard let tableView else { return updateModel() }
      let rowAnimation = animation.rowAnimation
      performBatch(animation) {
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
    }

    package func setEditing(_ editing: Bool, animated: Bool) {
      tableView?.setEditing(editing, animated: animated)
    }

    package func reloadSectionIndexTitles() {
      tableView?.reloadSectionIndexTitles()
    }

    /// An empty batch update re-asks heights without reloading cells
    /// (https://developer.apple.com/documentation/uikit/uitableview/beginupdates()).
    package func invalidateLayout() {
      if let tableView, let dataSource,
        let padding = sectionTopPadding.padding(
          for: dataSource.sectionSpacing, current: tableView.sectionHeaderTopPadding,
          standard: UITableView.automaticDimension)
      {
        tableView.sectionHeaderTopPadding = padding
      }
      tableView?.performBatchUpdates(nil, completion: nil)
    }

    package func reconfigureHeadersAndFooters(inSections sections: [Int]) {
      guard let tableView else { return }
      for section in sections {
        if let view = tableView.headerView(forSection: section) { reconfigure(view, of: .header(section)) }
        if let view = tableView.footerView(forSection: section) { reconfigure(view, of: .footer(section)) }
      }
    }

    /// UIKit sizes `tableHeaderView` by its frame when it is assigned, Auto Layout inside or not
    /// (https://developer.apple.com/documentation/uikit/uitableview/tableheaderview), so a
    /// self-sizing one is measured at the table's width before.
    package func reloadTableHeaderAndFooter() {
      guard let tableView else { return }
      let width = tableView.bounds.width
      let (header, footer) = (sized(.tableHeader, width: width), sized(.tableFooter, width: width))
      tableDecorations.recycle(tableView.tableHeaderView, keeping: header)
      tableDecorations.recycle(tableView.tableFooterView, keeping: footer)
      tableView.tableHeaderView = header
      tableView.tableFooterView = footer
      scheduleLayoutFinishedIfNeeded()
    }

    /// Not inside the layout that asked: assigning `tableHeaderView` lays out again.
    package func tableHeaderAndFooterNeedLayout() {
      DispatchQueue.main.async { [weak self] in self?.reloadTableHeaderAndFooter() }
    }

    private func sized(_ decoration: Decoration, width: CGFloat) -> UIView? {
      guard let view = dataSource.view(of: decoration) as? UIView,
        let height = dataSource.height(of: decoration, width: width)
      else { return nil }
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
