import ComponentTable
import Foundation

extension TerminalTableView {
  /// Applies a batch as a renderer: what the user sees and points at belongs to rows, not to
  /// positions. Every row in the viewport that the batch keeps is where the batch puts it
  /// (`BatchPlacement`): its view stays, configured again when the batch reconfigures it and
  /// dropped for a new one when it reloads it, and the delegate hears nothing of it. So do the
  /// header and footer of every section the batch keeps. The focus and the selection follow
  /// their row by the same rule; when the focused row is gone, the focus goes to the row that
  /// followed it, else the one before it, else (no row around it is kept) the row now at its
  /// place.
  ///
  /// Costs O(c log c) for the batch's c changes, plus O(log c) for each view in the viewport.
  package func performBatchUpdates(
    _ update: TableBatchUpdate, animation: TableAnimation, updateModel: () -> Void
  ) {
    guard let source = dataSource else {
      updateModel()
      return
    }
    precondition(!isUpdating, "performBatchUpdates(_:animation:updateModel:) called inside a batch update")
    let before = focusedIndexPath == nil ? [] : currentRowCounts(of: source)
    let (placement, focused, selected) = (BatchPlacement(update), focusedIndexPath, indexPathForSelectedRow)
    isUpdating = true
    updateModel()
    isUpdating = false
    appliedUpdateCount += 1
    lastAppliedUpdate = update
    let (reloaded, reconfigured) = (shown(update.reloadedRows), shown(update.reconfiguredRows))
    var cells: [IndexPath: TerminalTableCell] = [:]
    for (old, cell) in visibleCells {
      if !reloaded.contains(old), let new = placement.newIndexPath(forOld: old) {
        cells[new] = cell
      } else {
        source.send(.didEndDisplayingRow(cell, old))
      }
    }
    for old in reconfigured.sorted() {
      if let new = placement.newIndexPath(forOld: old), let cell = cells[new] {
        source.reconfigure(cell, forRowAt: new)
      }
    }
    visibleCells = cells
    var decorations: [TerminalLayout.Item: TerminalView] = [:]
    for (item, view) in visibleDecorations {
      switch item {
      case .header(let old): if let new = placement.newSection(forOld: old) { decorations[.header(new)] = view }
      case .footer(let old): if let new = placement.newSection(forOld: old) { decorations[.footer(new)] = view }
      default: decorations[item] = view
      }
    }
    visibleDecorations = decorations
    indexPathForSelectedRow = selected.flatMap(placement.newIndexPath)
    measuredHeights.removeAll()
    needsLayout = true
    guard let focused else { return }
    focusedIndexPath = placement.newIndexPath(forOld: focused)
    guard focusedIndexPath == nil else { return }
    // When the batch keeps none of the rows around it (a new list), the keyboard stays in the
    // list: on the row now at its place.
    if let kept = keptRow(from: focused, step: 1, placement, before)
      ?? keptRow(from: focused, step: -1, placement, before)
    {
      setFocus(kept)
    } else {
      restoreFocus(near: focused)
    }
  }

  /// Where the batch put the first row it keeps from `old` on, `step` rows at a time in the
  /// order before the batch (`rowCounts`), leaving `old` out.
  private func keptRow(from old: IndexPath, step: Int, _ placement: BatchPlacement, _ rowCounts: [Int]) -> IndexPath? {
    guard rowCounts.indices.contains(old.section) else { return nil }
    var (section, row) = (old.section, old.row)
    while true {
      row += step
      while !(0..<rowCounts[section]).contains(row) {
        section += step
        guard rowCounts.indices.contains(section) else { return nil }
        row = step > 0 ? 0 : rowCounts[section] - 1
      }
      if let new = placement.newIndexPath(forOld: IndexPath(row: row, section: section)) { return new }
    }
  }

  /// Those of `paths` that have a view in the viewport: a few, where a batch may name
  /// thousands.
  private func shown(_ paths: [IndexPath]) -> Set<IndexPath> {
    guard let first = visibleCells.keys.first else { return [] }
    // The viewport's rows are one run of positions: most paths fail two comparisons of numbers.
    var (low, high) = ((first.section, first.row), (first.section, first.row))
    for path in visibleCells.keys {
      if (path.section, path.row) < low { low = (path.section, path.row) }
      if (path.section, path.row) > high { high = (path.section, path.row) }
    }
    var shown: Set<IndexPath> = []
    for path in paths where (path.section, path.row) >= low && (path.section, path.row) <= high {
      if visibleCells[path] != nil { shown.insert(path) }
    }
    return shown
  }

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
