import ComponentTable
import Foundation

extension TerminalTableView {
  /// Applies a batch as `UITableView` does: the model changes inside the batch, the batch is
  /// checked against the counts before and after by UIKit's rules, views of surviving rows
  /// keep showing what they showed (moved to their new index paths, not configured again),
  /// deleted and reloaded rows give their views back to the reuse queues, and new positions in
  /// the viewport get views from the engine.
  package func performBatchUpdates(
    _ update: TableBatchUpdate, animation: TableAnimation, updateModel: () -> Void
  ) {
    guard let source = dataSource else {
      updateModel()
      return
    }
    precondition(!isUpdating, "performBatchUpdates(_:animation:updateModel:) called inside a batch update")
    // After another batch, the views already sit at the model's index paths; laying out the
    // table between two batches of one change (every row's height, for a layout the next batch
    // throws away) is what UIKit does not do either: it lays out once, on the next pass.
    // The counts the batch starts from are the ones the table was last told, as UIKit's are,
    // not what the data source says now: a data source that changed early fails below. Then
    // there is no layout first, which would only find the same fault.
    let current = currentRowCounts(of: source)
    let before = toldRowCounts ?? current
    if !layoutPendingAfterBatch, before == current { layoutIfNeeded() }
    isUpdating = true
    updateModel()
    isUpdating = false
    let after = currentRowCounts(of: source)
    appliedUpdates.append(update)

    let mapping: BatchUpdateMapping
    do {
      mapping = try BatchUpdateValidator.validate(update, rowCountsBefore: before, rowCountsAfter: after)
    } catch {
      report(error)
      return
    }
    toldRowCounts = after

    var cells: [IndexPath: TerminalTableCell] = [:]
    for (old, cell) in visibleCells {
      if let new = mapping.newIndexPath(forOld: old) {
        cells[new] = cell
      } else {
        enqueue(cell, role: .cell)
        source.didEndDisplaying(cell, forRowAt: old)
      }
    }
    visibleCells = cells
    visibleHeaders = remap(visibleHeaders, mapping)
    visibleFooters = remap(visibleFooters, mapping)
    if let selected = indexPathForSelectedRow {
      indexPathForSelectedRow = mapping.newIndexPath(forOld: selected)
    }
    let oldFocus = focusedIndexPath
    focusedIndexPath = oldFocus.flatMap { mapping.newIndexPath(forOld: $0) }
    // The same view, configured again with the new data (reconfigureRows keeps the cell).
    // Only views on screen have anything to configure: when the batch names more rows than
    // there are, look the views up instead of the rows.
    if update.reconfiguredRows.count <= cells.count {
      for old in update.reconfiguredRows {
        if let new = mapping.newIndexPath(forOld: old), let cell = cells[new] {
          source.reconfigure(cell, forRowAt: new)
        }
      }
    } else {
      for new in cells.keys.sorted() where mapping.isReconfigured(at: new) {
        if let cell = cells[new] { source.reconfigure(cell, forRowAt: new) }
      }
    }
    measuredHeights.removeAll()
    needsLayout = true
    layoutPendingAfterBatch = true
    // The layout happens when something reads it (rendering, a visible cell, scrolling).
    if let oldFocus, focusedIndexPath == nil { restoreFocus(near: oldFocus) }
  }

  private func remap(_ views: [Int: TerminalView], _ mapping: BatchUpdateMapping) -> [Int: TerminalView] {
    var result: [Int: TerminalView] = [:]
    for (old, view) in views {
      if let new = mapping.newSection(forOld: old) {
        result[new] = view
      } else {
        enqueue(view, role: .headerFooter)
      }
    }
    return result
  }
}
