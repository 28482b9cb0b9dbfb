import ComponentTable
import Foundation

/// What a test sees of the calls a `TerminalTableView` relies on its data source's counts for:
/// every reload, batch update and layout, with the counts around it. The table itself checks
/// nothing of UIKit's rules; the package's tests install an observer that holds every call to
/// them.
@MainActor
package protocol TerminalTableObserver: AnyObject {
  /// `table` is about to rely on its data source's counts, `rowCounts` now, for `call`.
  /// Returns whether the table may go on; `false` makes it reload instead.
  func table(_ table: TerminalTableView, relies call: TerminalTableCall, on rowCounts: [Int]) -> Bool
}

/// A call of a `TerminalTableView` that relies on its data source's counts.
package enum TerminalTableCall {
  /// The table reloaded: it shows the counts from now on.
  case reload
  /// The table laid out.
  case layout
  /// The table applied `update`, which started from `before`.
  case batch(TableBatchUpdate, before: [Int])
  /// The table laid out again without a change (UIKit's empty batch update).
  case emptyBatch
  /// Another call of the host contract, by name.
  case other(String)
}

extension TerminalTableView {
  /// Applies a batch as `UITableView` does: the model changes inside the batch, views of
  /// surviving rows move to their new index paths and keep what they show (reconfigured rows
  /// are configured again in place), views of deleted and reloaded rows are dropped, and new
  /// positions in the viewport get views at the next layout. A batch that cannot be laid onto
  /// the counts around it reloads the table.
  package func performBatchUpdates(
    _ update: TableBatchUpdate, animation: TableAnimation, updateModel: () -> Void
  ) {
    guard let source = dataSource else {
      updateModel()
      return
    }
    precondition(!isUpdating, "performBatchUpdates(_:animation:updateModel:) called inside a batch update")
    // The views must stand at the positions the batch starts from. After another batch they
    // do already (UIKit, too, lays out once, on the next pass); a layout pending for other
    // counts (after a reload) has no views to place.
    let before = currentRowCounts(of: source)
    if !layoutPendingAfterBatch, layout.rowCounts == before { layoutIfNeeded() }
    isUpdating = true
    updateModel()
    isUpdating = false
    let after = currentRowCounts(of: source)
    appliedUpdates.append(update)
    guard observer?.table(self, relies: .batch(update, before: before), on: after) ?? true,
      let mapping = BatchUpdateMapping(update, rowCountsBefore: before, rowCountsAfter: after)
    else {
      reloadData()
      return
    }
    var cells: [IndexPath: TerminalTableCell] = [:]
    for (old, cell) in visibleCells {
      if let new = mapping.newIndexPath(forOld: old) {
        cells[new] = cell
      } else {
        source.send(.didEndDisplayingRow(cell, old))
      }
    }
    visibleCells = cells
    var decorations: [TerminalLayout.Item: TerminalView] = [:]
    for (item, view) in visibleDecorations {
      switch item {
      case .header(let old): if let new = mapping.newSection(forOld: old) { decorations[.header(new)] = view }
      case .footer(let old): if let new = mapping.newSection(forOld: old) { decorations[.footer(new)] = view }
      default: decorations[item] = view
      }
    }
    visibleDecorations = decorations
    indexPathForSelectedRow = indexPathForSelectedRow.flatMap { mapping.newIndexPath(forOld: $0) }
    let oldFocus = focusedIndexPath
    focusedIndexPath = oldFocus.flatMap { mapping.newIndexPath(forOld: $0) }
    // Only views in the viewport have anything to configure.
    for (new, cell) in cells.sorted(by: { $0.key < $1.key }) where mapping.isReconfigured(at: new) {
      source.reconfigure(cell, forRowAt: new)
    }
    measuredHeights.removeAll()
    needsLayout = true
    layoutPendingAfterBatch = true
    if let oldFocus, focusedIndexPath == nil { restoreFocus(near: oldFocus) }
  }

  /// Tells the observer, if there is one, that `call` relies on the data source's counts, and
  /// returns whether to go on; when the observer refuses, the table reloads (unless `call` is a
  /// reload).
  @discardableResult
  func observe(_ call: TerminalTableCall) -> Bool {
    guard let observer, let dataSource else { return true }
    guard observer.table(self, relies: call, on: currentRowCounts(of: dataSource)) else {
      if case .reload = call {} else { reloadData() }
      return false
    }
    return true
  }

  /// The data source's counts now.
  func currentRowCounts(of dataSource: any TableViewDataSource) -> [Int] {
    // A loop, not `map`: a closure made here is checked for main-actor isolation on each call.
    let count = dataSource.numberOfSections
    var counts: [Int] = []
    counts.reserveCapacity(count)
    var section = 0
    while section < count {
      counts.append(dataSource.numberOfRows(inSection: section))
      section += 1
    }
    return counts
  }
}
