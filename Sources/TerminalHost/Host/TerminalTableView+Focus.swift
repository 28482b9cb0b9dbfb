import ComponentTable

// The keyboard focus: the row the arrow keys move and Enter selects. UIKit has no such thing on
// iPhone; on a terminal it is how a user points at a row.
extension TerminalTableView {
  /// All row positions, top to bottom.
  var rowPaths: [IndexPath] {
    guard let dataSource else { return [] }
    return (0..<dataSource.numberOfSections).flatMap { section in
      (0..<dataSource.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
    }
  }

  /// Moves the focus `steps` rows down (negative: up), across sections, stopping at the ends,
  /// and scrolls it into view. Without a focus, focuses the first row. Costs O(sections), not
  /// O(rows): an arrow key in a long table costs what it costs in a short one.
  public func moveFocus(by steps: Int) {
    layoutIfNeeded()
    guard let focused = focusedIndexPath, layout.frame(ofRowAt: focused) != nil else {
      return setFocus(rowPath(at: 0))
    }
    let counts = rowCounts
    let position = counts.prefix(focused.section).reduce(0, +) + focused.row
    // `Int.max` steps go to the last row rather than overflow.
    setFocus(rowPath(at: steps > Int.max - position ? Int.max : position + steps, in: counts))
  }

  /// Focuses the first row (`toEnd`: the last) and scrolls to the top (or the bottom).
  package func moveFocusToEnd(_ toEnd: Bool) {
    layoutIfNeeded()
    guard let target = rowPath(at: toEnd ? Int.max : 0) else { return }
    setFocus(target)
    scroll(toOffset: toEnd ? layout.contentHeight : 0)
  }

  /// The row at `position`, counted from the top across sections and kept between the first
  /// and the last row; `nil` when the table has no rows.
  private func rowPath(at position: Int, in counts: [Int]? = nil) -> IndexPath? {
    let counts = counts ?? rowCounts
    var left = min(max(0, position), counts.reduce(0, +) - 1)
    for (section, count) in counts.enumerated() {
      if left < count { return IndexPath(row: left, section: section) }
      left -= count
    }
    return nil
  }

  private var rowCounts: [Int] {
    guard let dataSource else { return [] }
    return (0..<dataSource.numberOfSections).map { dataSource.numberOfRows(inSection: $0) }
  }

  /// Scrolls a page and moves the focus along by as many rows as left the screen.
  package func pageFocus(down: Bool) {
    layoutIfNeeded()
    let before = contentOffset
    down ? pageDown() : pageUp()
    let visible = indexPathsForVisibleRows
    if contentOffset == before {
      // Already at the end: the focus goes to the last (or first) visible row.
      if let target = down ? visible.last : visible.first { setFocus(target) }
      return
    }
    if let focused = focusedIndexPath, visible.contains(focused) { return }
    if let target = down ? visible.first : visible.last { setFocus(target) }
  }

  /// Focuses the row at `indexPath` and scrolls it into view; `nil` removes the focus. A path
  /// that names no row is ignored.
  public func setFocus(_ indexPath: IndexPath?) {
    layoutIfNeeded()
    if let indexPath, layout.frame(ofRowAt: indexPath) == nil { return }
    focusedIndexPath = indexPath
    if let indexPath { scrollToRow(at: indexPath) }
  }

  /// After a reload, or a batch that keeps no row around the focused one, the focus goes to
  /// the row now at `old`, else the last row before it, else the first row.
  func restoreFocus(near old: IndexPath) {
    let paths = rowPaths
    focusedIndexPath = nil
    setFocus(paths.last { ($0.section, $0.row) <= (old.section, old.row) } ?? paths.first)
  }
}
