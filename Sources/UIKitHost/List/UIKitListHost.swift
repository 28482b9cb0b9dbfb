#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  /// A `UICollectionView` with a list layout as the engine's host, and the collection view's
  /// data source and delegate: the same screens as ``UIKitTableHost``, rows as
  /// `UICollectionViewCell`s (`UICollectionViewListCell` for list styling), headers and footers
  /// as supplementary views, the table header and footer as the layout's boundary items.
  @MainActor
  package final class UIKitListHost: UIKitRowHost, TableHost {
    package var collectionView: UICollectionView? { scrollView as? UICollectionView }
    let appearance: UICollectionLayoutListConfiguration.Appearance
    /// The kind of the supplementary view `view(of:)` is asked for, with
    /// `indexPathBeingDequeued`: UIKit dequeues one only for its kind and index path.
    var kindBeingDequeued: String?
    private var isIndexReloadScheduled = false

    /// The kinds of the boundary items that show the table header and footer.
    static let tableEdges: [(kind: String, decoration: Decoration)] = [
      ("ComponentTable.tableHeader", .tableHeader), ("ComponentTable.tableFooter", .tableFooter),
    ]
    static let titleIdentifier = "ComponentTable.title"
    static let containerIdentifier = "ComponentTable.container"

    package init(
      collectionView: UICollectionView, appearance: UICollectionLayoutListConfiguration.Appearance,
      collectionViewDelegate: (any UICollectionViewDelegate)? = nil
    ) {
      self.appearance = appearance
      super.init(scrollView: collectionView, delegate: collectionViewDelegate)
    }

    var collectionViewDelegate: (any UICollectionViewDelegate)? { forwardee as? any UICollectionViewDelegate }

    package func attach(_ dataSource: any TableViewDataSource) {
      guard let collectionView else { return }
      adopt(dataSource, in: collectionView) {
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
          collectionView.register(
            ListTitleView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: Self.titleIdentifier)
        }
        for (kind, _) in Self.tableEdges {
          collectionView.register(
            ListDecorationContainer.self, forSupplementaryViewOfKind: kind,
            withReuseIdentifier: Self.containerIdentifier)
        }
        collectionView.collectionViewLayout = makeLayout()
      }
    }

    override func connect(_ isConnected: Bool) {
      collectionView?.dataSource = isConnected ? self : nil
      collectionView?.delegate = isConnected ? self : nil
    }

    /// The index, read again only by `reloadData()`: no `reloadSectionIndexTitles()` exists
    /// for a collection view. After the turn that changed the titles, so that no batch update
    /// follows the reload in the same turn, which crashes
    /// (https://github.com/lionheart/openradar-mirror/issues/15769), with a layout pass right
    /// after it for the same reason.
    package func reloadSectionIndexTitles() {
      guard !isIndexReloadScheduled else { return }
      isIndexReloadScheduled = true
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated {
          guard let self, let collectionView = self.collectionView else { return }
          self.isIndexReloadScheduled = false
          self.dataSource.performHostUpdate { collectionView.reloadData() }
          collectionView.layoutIfNeeded()
        }
      }
    }
  }

  // Each conformance in its own extension, so that a signature unlike UIKit's is an error, not
  // a method UIKit never calls.
  extension UIKitListHost: UICollectionViewDataSource {
    package func numberOfSections(in collectionView: UICollectionView) -> Int {
      dataSource.numberOfSections
    }
    package func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      dataSource.numberOfRows(inSection: section)
    }

    package func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      cell(forRowAt: indexPath) { (cell: UICollectionViewCell) in
        cell.contentView.hold(dataSource.heightForRow(at: indexPath, width: availableWidth))
      }
    }

    /// A section's header or footer: its component's view, else the host's title view, which
    /// is also what an edge without either gets, as a `.supplementary` list edge must be given
    /// a view (https://github.com/Juanpe/SkeletonView/issues/290).
    package func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
      defer { scheduleLayoutFinishedIfNeeded() }
      if let decoration = Self.tableEdges.first(where: { $0.kind == kind })?.decoration {
        let container = collectionView.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: Self.containerIdentifier, for: indexPath)
        show(decoration, in: container as! ListDecorationContainer)
        return container
      }
      let decoration: Decoration =
        kind == UICollectionView.elementKindSectionHeader ? .header(indexPath.section) : .footer(indexPath.section)
      (kindBeingDequeued, indexPathBeingDequeued) = (kind, indexPath)
      defer { (kindBeingDequeued, indexPathBeingDequeued) = (nil, nil) }
      if let view = dataSource.view(of: decoration) as? UICollectionReusableView {
        view.applyAccessibility(dataSource.accessibility(of: decoration))
        view.hold(dataSource.height(of: decoration, width: availableWidth))
        return view
      }
      let titleView = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: Self.titleIdentifier, for: indexPath)
      (titleView as! ListTitleView).show(dataSource.title(of: decoration), of: decoration, in: appearance)
      return titleView
    }

    func show(_ decoration: Decoration, in container: ListDecorationContainer) {
      let view = dataSource.view(of: decoration) as? UIView
      tableDecorations.recycle(container.shown, keeping: view)
      container.show(view, height: dataSource.height(of: decoration, width: availableWidth))
    }

    package func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
      dataSource.rowState(at: indexPath).canMove
    }

    /// Implemented, or UIKit ignores every attempt to reorder
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)).
    package func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      moveRow(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/indextitles(for:)
    package func indexTitles(for collectionView: UICollectionView) -> [String]? {
      dataSource.sectionIndexTitles
    }
    package func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
      IndexPath(item: 0, section: dataSource.sectionIndex(forIndexTitleAt: index))
    }
  }
#endif
