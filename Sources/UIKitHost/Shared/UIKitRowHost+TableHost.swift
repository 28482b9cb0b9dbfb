#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // What both hosts answer the engine (`TableHost`) and UIKit alike, on a table view as on a
  // list: each host class takes these members as its own.
  extension UIKitRowHost {
    package func reloadData() {
      showEngineTint()
      rowList?.reloadData()
    }

    /// In `.insetGrouped` tables and lists the cells are narrower: a component whose height
    /// depends on the width should answer `.automatic`.
    package var availableWidth: CGFloat {
      scrollView?.bounds.width ?? 0
    }

    package var isOnScreen: Bool {
      scrollView?.window != nil
    }

    package func visibleView(forRowAt indexPath: IndexPath) -> AnyObject? {
      rowList?.rowCell(at: indexPath)
    }

    /// The one place a row is shown: a cell of the row's class configured with its data, then
    /// its state (`UIKitRowCell.apply(_:)`), then what `finish` adds.
    func cell<Cell: UIKitRowCell>(forRowAt indexPath: IndexPath, finish: (Cell) -> Void = { _ in }) -> Cell {
      indexPathBeingDequeued = indexPath
      defer {
        indexPathBeingDequeued = nil
        scheduleLayoutFinishedIfNeeded()
      }
      // Only subclasses of the host's cell class are registered for rows.
      let cell = dataSource.viewForRow(at: indexPath) as! Cell
      cell.apply(dataSource.rowState(at: indexPath))
      finish(cell)
      return cell
    }

    /// Runs `batch`, the host's one batch update, in the engine's tint; `.none` without
    /// animations: a table's `.none` row animation still animates
    /// (https://developer.apple.com/documentation/uikit/uitableview/rowanimation/none), and a
    /// collection view has no animation per row.
    func performBatch(_ animation: TableAnimation, _ batch: () -> Void) {
      showEngineTint()
      if animation == .none { UIView.performWithoutAnimation(batch) } else { batch() }
    }

    /// Tells the engine the user selected the row. The row's closure may have moved it: a
    /// selection the engine does not keep is shown undone.
    func selectRow(at indexPath: IndexPath) {
      guard !dataSource.send(.select(indexPath)), let rowList else { return }
      for selected in rowList.indexPathsForSelectedRows ?? [] {
        rowList.deselectRow(at: selected, animated: true)
      }
    }

    /// UIKit has sized the cell: a self-sizing table row's height becomes its estimate; a list
    /// takes no estimate per item, so there it is the engine's record only.
    func rowWillDisplay(_ cell: UIView, at indexPath: IndexPath) {
      dataSource.send(.measured(indexPath, height: cell.bounds.height, width: availableWidth))
      dataSource.send(.willDisplayRow(cell, indexPath))
    }

    /// A header or footer on screen configured again with its section's new data.
    func reconfigure(_ view: UIView, of decoration: Decoration) {
      dataSource.reconfigure(view, of: decoration)
      view.applyAccessibility(dataSource.accessibility(of: decoration))
    }

    /// UIKit shows the row moved already: a move the engine refuses is undone by a reload
    /// once the reordering is over.
    func moveRow(from source: IndexPath, to destination: IndexPath) {
      if !dataSource.send(.moved(from: source, to: destination)) {
        DispatchQueue.main.async { [weak rowList] in rowList?.reloadData() }
      }
    }
  }

  // The external delegate is a table's or a collection view's, both scroll view delegates.
  extension UIKitRowHost: UIScrollViewDelegate {
    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
      dataSource.send(.scroll(to: scrollView.contentOffset.y))
      (forwardee as? any UIScrollViewDelegate)?.scrollViewDidScroll?(scrollView)
    }
  }
#endif
