import ComponentTable
import Foundation

/// Where a batch puts the rows whose place its own changes state, read off the batch alone: a
/// moved row is at its destination; the rows before a section's first change stay where they
/// are, and the rows after its last change stay at its end, shifted by as many rows as the
/// section gained; the same holds for whole sections. That is true of any ordered list whose
/// middle is edited. Where the rows between the first and the last change go, the terminal
/// does not work out: it shows them in new views.
///
/// Made in a pass over the changes; each lookup costs O(1) expected.
struct RowsAroundChanges {
  /// The span of an ordered list that a batch's changes touch: the first and the last
  /// position removed (before the batch) and added (after it), and how many it gained.
  private struct Span {
    var firstOld = Int.max
    var lastOld = Int.min
    var firstNew = Int.max
    var lastNew = Int.min
    var gained = 0

    mutating func remove(_ position: Int) {
      firstOld = min(firstOld, position)
      lastOld = max(lastOld, position)
      gained -= 1
    }

    mutating func add(_ position: Int) {
      firstNew = min(firstNew, position)
      lastNew = max(lastNew, position)
      gained += 1
    }

    /// Where `old` is after the batch, when it is before the first change or after the last.
    func new(forOld old: Int) -> Int? {
      if old < firstOld && old < firstNew { return old }
      let new = old + gained
      return old > lastOld && new > lastNew ? new : nil
    }
  }

  private var sections = Span()
  private var movedSections: [Int: Int] = [:]
  /// Row changes by section: removals by the section's index before the batch, additions by its
  /// index after it.
  private var removedRows: [Int: Span] = [:]
  private var addedRows: [Int: Span] = [:]
  private var movedRows: [IndexPath: IndexPath] = [:]

  init(_ update: TableBatchUpdate) {
    for section in update.deletedSections { sections.remove(section) }
    for section in update.insertedSections { sections.add(section) }
    // A reloaded section's rows get new views; the sections around it stay.
    for section in update.reloadedSections {
      sections.remove(section)
      sections.add(section)
    }
    for move in update.movedSections {
      sections.remove(move.from)
      sections.add(move.to)
      movedSections[move.from] = move.to
    }
    for path in update.deletedRows { removedRows[path.section, default: Span()].remove(path.row) }
    for path in update.insertedRows { addedRows[path.section, default: Span()].add(path.row) }
    for move in update.movedRows {
      removedRows[move.from.section, default: Span()].remove(move.from.row)
      addedRows[move.to.section, default: Span()].add(move.to.row)
      movedRows[move.from] = move.to
    }
  }

  /// Where the row at `old` (before the batch) is after it, when the batch's changes say;
  /// `nil` when the row is deleted, in a reloaded section, or between changes.
  func newIndexPath(forOld old: IndexPath) -> IndexPath? {
    guard old.count == 2 else { return nil }
    if let moved = movedRows[old] { return moved }
    guard let section = movedSections[old.section] ?? sections.new(forOld: old.section) else { return nil }
    var span = removedRows[old.section] ?? Span()
    if let added = addedRows[section] {
      (span.firstNew, span.lastNew, span.gained) = (added.firstNew, added.lastNew, span.gained + added.gained)
    }
    return span.new(forOld: old.row).map { IndexPath(row: $0, section: section) }
  }
}
