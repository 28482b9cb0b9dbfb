import Foundation

extension TableEngine {
  /// Where a row the user drags from `indexPath` toward `proposed` may land (UIKit asks it
  /// while the user drags: `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`).
  /// Both are positions after the move, as in ``rowWasMoved(from:to:)``.
  ///
  /// A `movable()` row moves among the movable rows next to it, in its own section: rows that
  /// are not movable stay where they are, and no section gets a row from another one, whose
  /// rows (a settings group) it was not written for. A proposal outside that run lands at the
  /// nearest end of it: the first place for a proposal above it (or in a section before), the
  /// last for one below. A row that is not movable, or a position that names no row, stays
  /// where it is. Costs O(rows of the section).
  public func targetIndexPathForMove(from indexPath: IndexPath, toProposed proposed: IndexPath) -> IndexPath {
    guard containsRow(indexPath), proposed.count == 2 else { return indexPath }
    let rows = sections[indexPath.section].rows
    guard rows[indexPath.row].component.canMove else { return indexPath }
    var first = indexPath.row
    while first > 0, rows[first - 1].component.canMove { first -= 1 }
    var last = indexPath.row
    while last < rows.count - 1, rows[last + 1].component.canMove { last += 1 }
    // Taking the row out and putting it back at any place from `first` to `last` keeps every
    // other row of the run inside the run, and every row outside it where it was.
    let row: Int
    if proposed.section < indexPath.section {
      row = first
    } else if proposed.section > indexPath.section {
      row = last
    } else {
      row = min(max(proposed.row, first), last)
    }
    return IndexPath(row: row, section: indexPath.section)
  }
}
