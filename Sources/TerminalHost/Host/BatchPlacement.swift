import ComponentTable
import Foundation

/// Where a batch puts a row or a section, by the rule every ordered list follows: a moved row (or section)
/// is at its destination; the others that stay keep their order and fill, in order, the slots
/// of the new list that are neither inserted nor move destinations. A section that moved takes
/// its rows along. Deleted rows and the rows of deleted or reloaded sections have no new place;
/// a reloaded row keeps its slot (the caller gives it a new view).
///
/// Worked out only for the rows asked about (the terminal asks for the rows in its viewport,
/// the focus and the selection), never for every row of the table: made in O(c log c) for c
/// changes, as sorted lists of the positions each list loses and gains; a lookup costs
/// O(log c).
struct BatchPlacement {
  /// What a batch does to one ordered list: the positions it loses (before the batch) and
  /// gains (after it), ascending.
  private struct Edits {
    var removed: [Int] = []
    var added: [Int] = []

    /// Where the item at `old` is after the batch; `nil` when it is removed.
    func new(forOld old: Int) -> Int? {
      let removedBefore = Self.count(removed) { _, position in position < old }
      if removedBefore < removed.count && removed[removedBefore] == old { return nil }
      // The item is the `rank`-th that stays, so it takes the `rank`-th free slot; an added
      // position comes before that slot when at most `rank` free slots come before it.
      let rank = old - removedBefore
      return rank + Self.count(added) { index, position in position - index <= rank }
    }

    /// How many leading elements of `sorted` satisfy `isLeading`, which holds for a prefix of it.
    private static func count(_ sorted: [Int], _ isLeading: (Int, Int) -> Bool) -> Int {
      var (low, high) = (0, sorted.count)
      while low < high {
        let middle = (low + high) / 2
        if isLeading(middle, sorted[middle]) { low = middle + 1 } else { high = middle }
      }
      return low
    }
  }

  private var sections = Edits()
  private var reloadedSections: Set<Int>
  private var movedSections: [Int: Int] = [:]
  /// Row edits by section: the removed rows by the section's index before the batch, the added
  /// ones by its index after it.
  private var removedRows: [Int: [Int]]
  private var addedRows: [Int: [Int]]
  private var movedRows: [RowPosition: RowPosition] = [:]

  init(_ update: TableBatchUpdate) {
    // A reloaded section or row stays in its slot: it is neither removed nor added.
    reloadedSections = Set(update.reloadedSections)
    sections.removed = update.deletedSections
    sections.added = update.insertedSections
    for move in update.movedSections {
      sections.removed.append(move.from)
      sections.added.append(move.to)
      movedSections[move.from] = move.to
    }
    sections.removed.sort()
    sections.added.sort()
    var (removed, added) = (update.deletedRows.map(RowPosition.init), update.insertedRows.map(RowPosition.init))
    movedRows.reserveCapacity(update.movedRows.count)
    for move in update.movedRows {
      let (from, to) = (RowPosition(move.from), RowPosition(move.to))
      removed.append(from)
      added.append(to)
      movedRows[from] = to
    }
    (removedRows, addedRows) = (Self.rowsBySection(removed), Self.rowsBySection(added))
  }

  /// The rows of `positions` by section, ascending.
  private static func rowsBySection(_ positions: [RowPosition]) -> [Int: [Int]] {
    var rows: [Int: [Int]] = [:]
    // A batch names a section's rows together: a dictionary access for each run of them.
    var start = 0
    while start < positions.count {
      let section = positions[start].section
      var end = start + 1
      while end < positions.count && positions[end].section == section { end += 1 }
      rows[section, default: []].append(contentsOf: positions[start..<end].lazy.map(\.row))
      start = end
    }
    for index in rows.values.indices { rows.values[index].sort() }
    return rows
  }

  /// Where the section at `old` (before the batch) is after it; `nil` when the section is
  /// deleted or reloaded.
  func newSection(forOld old: Int) -> Int? {
    guard !reloadedSections.contains(old) else { return nil }
    return movedSections[old] ?? sections.new(forOld: old)
  }

  /// Where the row at `old` (before the batch) is after it; `nil` when the row is deleted or
  /// in a deleted or reloaded section.
  func newIndexPath(forOld old: IndexPath) -> IndexPath? {
    guard old.count == 2, !reloadedSections.contains(old.section) else { return nil }
    if let moved = movedRows[RowPosition(old)] { return moved.indexPath }
    guard let section = newSection(forOld: old.section) else { return nil }
    let rows = Edits(removed: removedRows[old.section] ?? [], added: addedRows[section] ?? [])
    return rows.new(forOld: old.row).map { IndexPath(row: $0, section: section) }
  }
}
