#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension UIKitListHost {
    package var views: ViewCatalog { .uiKitList }

    /// Rows need `UICollectionViewCell` subclasses, headers and footers
    /// `UICollectionReusableView` subclasses, registered for both kinds, as the role does not
    /// say which (https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-661io).
    /// The table header and footer may be any view: the host wraps them.
    package func register(
      _ viewClass: AnyObject.Type, forReuseIdentifier identifier: String, role: TableViewRole
    ) throws(TableError) {
      let (expected, shown): (AnyClass, String) =
        switch role {
        case .cell: (UICollectionViewCell.self, "rows with collection view cells (UICollectionViewListCell, …)")
        case .headerFooter:
          (UICollectionReusableView.self, "headers and footers with UICollectionReusableView subclasses")
        case .tableHeaderFooter: (UIView.self, "the header and footer of the list with UIView subclasses")
        }
      guard let viewClass = viewClass as? UIView.Type, viewClass.isSubclass(of: expected) else {
        throw .unsupportedViewClass(
          viewClass: String(reflecting: viewClass), role: role, reason: "UICollectionView shows \(shown)")
      }
      guard let collectionView else { return }
      switch role {
      case .cell: collectionView.register(viewClass, forCellWithReuseIdentifier: identifier)
      case .headerFooter:
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
          collectionView.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
      case .tableHeaderFooter: tableDecorations.register(identifier) { viewClass.init(frame: .zero) }
      }
    }

    /// Asked only while UIKit asks for a view, after the engine registered its class.
    package func dequeueReusableView(withIdentifier identifier: String, role: TableViewRole) -> AnyObject {
      switch role {
      case .cell:
        collectionView!.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPathBeingDequeued!)
          .removingHostAccessories()
      case .headerFooter:
        collectionView!.dequeueReusableSupplementaryView(
          ofKind: kindBeingDequeued!, withReuseIdentifier: identifier, for: indexPathBeingDequeued!)
      case .tableHeaderFooter: tableDecorations.dequeue(identifier)
      }
    }

    /// The model changes first inside the block
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)).
    package func performBatchUpdates(_ update: TableBatchUpdate, animation: TableAnimation, updateModel: () -> Void) {
      guard let collectionView else { return updateModel() }
      performBatch(animation) {
        collectionView.performBatchUpdates(
          {
            updateModel()
            collectionView.deleteSections(IndexSet(update.deletedSections))
            collectionView.insertSections(IndexSet(update.insertedSections))
            collectionView.reloadSections(IndexSet(update.reloadedSections))
            for move in update.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
            collectionView.deleteItems(at: update.deletedRows)
            collectionView.insertItems(at: update.insertedRows)
            collectionView.reloadItems(at: update.reloadedRows)
            for move in update.movedRows { collectionView.moveItem(at: move.from, to: move.to) }
            collectionView.reconfigureItems(at: update.reconfiguredRows)
          }, completion: nil)
      }
    }

    /// The layout asked again; fixed heights are constraints of the cells, set again for the
    /// visible ones.
    package func invalidateLayout() {
      guard let collectionView else { return }
      for indexPath in collectionView.indexPathsForVisibleItems {
        collectionView.cellForItem(at: indexPath)?.contentView.hold(
          dataSource.heightForRow(at: indexPath, width: availableWidth))
      }
      collectionView.collectionViewLayout.invalidateLayout()
    }

    /// By hand: UIKit has no `reconfigure` for supplementary views, and reloading the sections
    /// would reload their rows.
    package func reconfigureHeadersAndFooters(inSections sections: [Int]) {
      guard let collectionView else { return }
      for section in sections {
        for (kind, decoration) in [
          (UICollectionView.elementKindSectionHeader, Decoration.header(section)),
          (UICollectionView.elementKindSectionFooter, .footer(section)),
        ] {
          let view = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))
          if let titleView = view as? ListTitleView {
            titleView.show(dataSource.title(of: decoration), of: decoration, in: appearance)
          } else if let view {
            reconfigure(view, of: decoration)
          }
        }
      }
    }

    /// The table header and footer are the layout's boundary items, there only when the engine
    /// has them; a change of the configuration invalidates the layout
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration).
    /// The ones on screen show the new views at once.
    package func reloadTableHeaderAndFooter() {
      guard let collectionView, let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
      else { return }
      let configuration = layout.configuration
      configuration.boundarySupplementaryItems = Self.tableEdges.compactMap { kind, decoration in
        guard dataSource.height(of: decoration, width: availableWidth) != nil else { return nil }
        return NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
          elementKind: kind, alignment: decoration == .tableHeader ? .top : .bottom)
      }
      layout.configuration = configuration
      for (kind, decoration) in Self.tableEdges {
        for case let container as ListDecorationContainer in collectionView.visibleSupplementaryViews(ofKind: kind) {
          show(decoration, in: container)
        }
      }
      scheduleLayoutFinishedIfNeeded()
    }

    /// Editing mode shows the accessories displayed `.whenEditing`: the delete and reorder
    /// controls the host adds (https://developer.apple.com/documentation/uikit/uicollectionview/isediting).
    package func setEditing(_ editing: Bool, animated: Bool) {
      collectionView?.isEditing = editing
    }

    /// Nothing: the boundary items are measured at every layout.
    package func tableHeaderAndFooterNeedLayout() {}

    /// One list section per engine section: the appearance the host was made with, a header
    /// and footer only where the section has a view or a title
    /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum/supplementary;
    /// never `.firstItemInSection`, which makes the first row the header), and the rows' swipe
    /// actions.
    func makeLayout() -> UICollectionViewCompositionalLayout {
      UICollectionViewCompositionalLayout { [weak self] section, environment in
        MainActor.assumeIsolated { self?.listSection(section, in: environment) }
      }
    }

    private func listSection(_ section: Int, in environment: any NSCollectionLayoutEnvironment)
      -> NSCollectionLayoutSection
    {
      var list = UICollectionLayoutListConfiguration(appearance: appearance)
      let width = availableWidth
      list.headerMode = dataSource.edgeHeight(of: .header(section), width: width).showsView ? .supplementary : .none
      list.footerMode = dataSource.edgeHeight(of: .footer(section), width: width).showsView ? .supplementary : .none
      if dataSource.sectionSpacing == .none { list.headerTopPadding = 0 }
      #if !os(tvOS)
        list.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
          MainActor.assumeIsolated { self?.swipeConfiguration(.leading, at: indexPath) }
        }
        list.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
          MainActor.assumeIsolated { self?.swipeConfiguration(.trailing, at: indexPath) }
        }
      #endif
      return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
    }
  }
#endif
