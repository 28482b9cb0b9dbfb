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
  /// and scrolls it into view. Without a focus, focuses the first row.
  public func moveFocus(by steps: Int) {
    layoutIfNeeded()
    let paths = rowPaths
    guard !paths.isEmpty else { return }
    guard let focused = focusedIndexPath, let index = paths.firstIndex(of: focused) else {
      setFocus(paths[0])
      return
    }
    setFocus(paths[max(0, min(paths.count - 1, index + steps))])
  }

  /// Focuses the first row (`toEnd`: the last) and scrolls to the top (or the bottom).
  package func moveFocusToEnd(_ toEnd: Bool) {
    layoutIfNeeded()
    guard let target = toEnd ? rowPaths.last : rowPaths.first else { return }
    setFocus(target)
    scroll(toOffset: toEnd ? layout.contentHeight : 0)
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
