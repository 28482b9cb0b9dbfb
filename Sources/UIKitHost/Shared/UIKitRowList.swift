#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  /// What the hosts' shared parts (dialogs, keyboard avoidance, control events), a screen's
  /// controller and the navigator do with the rows a UIKit host shows, the same on a
  /// `UITableView` and on a `UICollectionView` list: they reach it as ``UIKitRowHost/rowList``,
  /// never by asking which of the two it is. Selecting and deselecting
  /// here calls no delegate method, as UIKit's own `selectRow`/`deselectRow` and
  /// `selectItem`/`deselectItem` do not.
  @MainActor
  package protocol UIKitRowList: UIScrollView {
    /// The rows shown selected.
    var indexPathsForSelectedRows: [IndexPath]? { get }
    /// Shows `indexPath` selected.
    func selectRow(at indexPath: IndexPath, animated: Bool)
    /// Shows `indexPath` not selected.
    func deselectRow(at indexPath: IndexPath, animated: Bool)
    /// Whether the view lists a row at `indexPath`.
    func hasRow(at indexPath: IndexPath) -> Bool
    /// Scrolls, without animation, so that the row at `indexPath` is in the middle.
    func centerRow(at indexPath: IndexPath)
    /// The cell showing the row at `indexPath`, if it is visible.
    func rowCell(at indexPath: IndexPath) -> UIView?
    /// The cells on screen.
    var visibleRowCells: [UIView] { get }
    /// The row `view` (a cell, or a view inside one) shows, if the view lists it at one.
    func indexPath(ofCellContaining view: UIView) -> IndexPath?
    /// Scrolls, animated, as little as shows the row at `indexPath`.
    func revealRow(at indexPath: IndexPath)
    /// Drops every cell and asks the data source for everything again.
    func reloadData()
  }

  extension UIKitRowHost {
    /// The table view or collection view the host drives, as the rows it lists.
    package var rowList: (any UIKitRowList)? { scrollView as? any UIKitRowList }
  }

  extension UITableView: UIKitRowList {
    package func selectRow(at indexPath: IndexPath, animated: Bool) {
      selectRow(at: indexPath, animated: animated, scrollPosition: .none)
    }

    package func hasRow(at indexPath: IndexPath) -> Bool {
      indexPath.section < numberOfSections && indexPath.row < numberOfRows(inSection: indexPath.section)
    }

    package func centerRow(at indexPath: IndexPath) {
      scrollToRow(at: indexPath, at: .middle, animated: false)
    }

    package func rowCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    package var visibleRowCells: [UIView] { visibleCells }

    package func indexPath(ofCellContaining view: UIView) -> IndexPath? {
      view.enclosing(UITableViewCell.self).flatMap { indexPath(for: $0) }
    }

    package func revealRow(at indexPath: IndexPath) {
      scrollToRow(at: indexPath, at: .none, animated: true)
    }
  }

  extension UICollectionView: UIKitRowList {
    package var indexPathsForSelectedRows: [IndexPath]? { indexPathsForSelectedItems }

    package func selectRow(at indexPath: IndexPath, animated: Bool) {
      selectItem(at: indexPath, animated: animated, scrollPosition: [])
    }

    package func deselectRow(at indexPath: IndexPath, animated: Bool) {
      deselectItem(at: indexPath, animated: animated)
    }

    package func hasRow(at indexPath: IndexPath) -> Bool {
      indexPath.section < numberOfSections && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    package func centerRow(at indexPath: IndexPath) {
      scrollToItem(at: indexPath, at: .centeredVertically, animated: false)
    }

    package func rowCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    package var visibleRowCells: [UIView] { visibleCells }

    package func indexPath(ofCellContaining view: UIView) -> IndexPath? {
      view.enclosing(UICollectionViewCell.self).flatMap { indexPath(for: $0) }
    }

    /// A list has no scroll position "none": the row's frame is scrolled to.
    package func revealRow(at indexPath: IndexPath) {
      guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
      scrollRectToVisible(frame, animated: true)
    }
  }

  extension TableEngine {
    /// The rows the engine's UIKit host lists, on a table view or a collection view.
    package var rowList: (any UIKitRowList)? { (host as? UIKitRowHost)?.rowList }
  }
#endif
