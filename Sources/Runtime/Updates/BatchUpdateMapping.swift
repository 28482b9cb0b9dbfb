import ComponentTableComponents
import Foundation

/// Where the sections and rows of a table end up after one batch update, exactly as
/// `UITableView` moves them: what a staged update means to a host that keeps its views through
/// it (the terminal host). Made by ``init(_:rowCountsBefore:rowCountsAfter:)``.
///
/// A row *keeps its view* through the batch unless it is deleted, reloaded, or in a deleted or
/// reloaded section. Moved rows go to their destination. In every other surviving section (also
/// one that moved: its rows come along), the rows that stay keep their order and fill, in order,
/// the new section's slots that are neither inserts nor move destinations.
///
/// A host updates what it shows like this: every kept view goes to `newIndexPath(forOld:)`, every
/// position where `needsFreshView(at:)` is true gets a new view, and the views at
/// `reconfiguredRows` are configured again in place.
///
/// Making one costs O(sections + changes + rows in sections whose rows shift) expected time;
/// lookups cost O(1) expected.
package struct BatchUpdateMapping: Sendable, Equatable {
  /// The number of rows of every section before the batch.
  package let rowCountsBefore: [Int]
  /// The number of rows of every section after the batch.
  package let rowCountsAfter: [Int]
  /// Sections, by their index after the batch, that get all-new views (header, footer, rows):
  /// inserted and reloaded sections. Ascending.
  package let freshSections: [Int]
  /// Rows, by their index path after the batch, that get a new view outside `freshSections`:
  /// inserted and reloaded rows. Ascending.
  package let freshRows: [IndexPath]
  /// Rows, by their index path after the batch, whose kept view must be configured again with
  /// the new content. Ascending.
  package let reconfiguredRows: [IndexPath]

  /// The new section of each old section; -1 when deleted or reloaded.
  let newSectionForOld: [Int]
  /// The old section of each new section; -1 when inserted or reloaded.
  let oldSectionForNew: [Int]
  // Sections without row changes map row i to row i, so only sections whose rows shift get a
  // table; that keeps a batch touching two rows of a long table cheap.
  /// Keyed by old section: the new row of each old row that stays in its section; -1 otherwise.
  let newRowsForShiftedOldSections: [Int: [Int]]
  /// Keyed by new section: the old row of each new row that stayed in its section; -1 otherwise.
  let oldRowsForShiftedNewSections: [Int: [Int]]
  let moveDestinations: [RowPosition: RowPosition]
  let moveSources: [RowPosition: RowPosition]

  /// The index after the batch of the section at `oldSection` before it, or nil when that
  /// section is deleted, reloaded (its views are replaced) or does not exist. O(1).
  package func newSection(forOld oldSection: Int) -> Int? {
    guard newSectionForOld.indices.contains(oldSection) else { return nil }
    let section = newSectionForOld[oldSection]
    return section >= 0 ? section : nil
  }

  /// The index before the batch of the section at `newSection` after it, or nil when that
  /// section is inserted, reloaded or does not exist. O(1).
  package func oldSection(forNew newSection: Int) -> Int? {
    guard oldSectionForNew.indices.contains(newSection) else { return nil }
    let section = oldSectionForNew[newSection]
    return section >= 0 ? section : nil
  }

  /// Where the row at `oldIndexPath` before the batch is after it, if it keeps its view: nil
  /// when the row is deleted, reloaded, in a deleted or reloaded section, or does not exist.
  /// O(1) expected.
  package func newIndexPath(forOld oldIndexPath: IndexPath) -> IndexPath? {
    newPosition(forOld: RowPosition(oldIndexPath))?.indexPath
  }

  /// Where the row at `newIndexPath` after the batch was before it, if it kept its view: nil
  /// when the position gets a fresh view (see `needsFreshView(at:)`) or does not exist.
  /// O(1) expected.
  package func oldIndexPath(forNew newIndexPath: IndexPath) -> IndexPath? {
    oldPosition(forNew: RowPosition(newIndexPath))?.indexPath
  }

  /// `newIndexPath(forOld:)` without building index paths, for loops over every row.
  func newPosition(forOld old: RowPosition) -> RowPosition? {
    guard let newSection = newSection(forOld: old.section),
      (0..<rowCountsBefore[old.section]).contains(old.row)
    else { return nil }
    if let destination = moveDestinations[old] { return destination }
    guard let newRows = newRowsForShiftedOldSections[old.section] else {
      return RowPosition(section: newSection, row: old.row)
    }
    let newRow = newRows[old.row]
    return newRow >= 0 ? RowPosition(section: newSection, row: newRow) : nil
  }

  /// `oldIndexPath(forNew:)` without building index paths, for loops over every row.
  func oldPosition(forNew new: RowPosition) -> RowPosition? {
    guard let oldSection = oldSection(forNew: new.section),
      (0..<rowCountsAfter[new.section]).contains(new.row)
    else { return nil }
    if let source = moveSources[new] { return source }
    guard let oldRows = oldRowsForShiftedNewSections[new.section] else {
      return RowPosition(section: oldSection, row: new.row)
    }
    let oldRow = oldRows[new.row]
    return oldRow >= 0 ? RowPosition(section: oldSection, row: oldRow) : nil
  }

  /// Whether the kept view at `newIndexPath` after the batch must be configured again (it is
  /// one of `reconfiguredRows`). O(log of their count).
  package func isReconfigured(at newIndexPath: IndexPath) -> Bool {
    var low = 0
    var high = reconfiguredRows.count
    while low < high {
      let mid = (low + high) / 2
      if reconfiguredRows[mid] < newIndexPath { low = mid + 1 } else { high = mid }
    }
    return low < reconfiguredRows.count && reconfiguredRows[low] == newIndexPath
  }

  /// Whether the row at `newIndexPath` after the batch needs a new view: it is inserted,
  /// reloaded, or in an inserted or reloaded section. False for positions that do not exist.
  /// O(1) expected.
  package func needsFreshView(at newIndexPath: IndexPath) -> Bool {
    needsFreshView(at: RowPosition(newIndexPath))
  }

  func needsFreshView(at new: RowPosition) -> Bool {
    guard rowCountsAfter.indices.contains(new.section),
      (0..<rowCountsAfter[new.section]).contains(new.row)
    else { return false }
    return oldPosition(forNew: new) == nil
  }
}

extension BatchUpdateMapping {
  /// Where everything of a table with `rowCountsBefore` goes through `update`, which leaves it
  /// with `rowCountsAfter`; `nil` when the batch cannot be laid onto those counts (a position
  /// out of range, a slot taken twice, counts that do not add up), and the host should reload.
  ///
  /// The batch is not checked against UIKit's rules, which only the engine's tests enforce: the
  /// engine stages only batches UIKit accepts. What is checked here is what the walk needs to
  /// stay in bounds.
  package init?(_ update: TableBatchUpdate, rowCountsBefore: [Int], rowCountsAfter: [Int]) {
    guard let sections = SectionWalk(update, before: rowCountsBefore.count, after: rowCountsAfter.count) else {
      return nil
    }
    var rows = RowWalk(sections: sections, before: rowCountsBefore, after: rowCountsAfter)
    guard rows.record(update), let mapping = rows.mapping() else { return nil }
    self = mapping
  }
}

/// The sections of a batch: where each old one goes and where each new one comes from.
private struct SectionWalk {
  enum OldFate: UInt8 { case stays, deleted, reloaded, movedAway }
  enum NewOrigin: UInt8 { case stayed, inserted, reloaded, movedHere }
  var oldFates: [OldFate]
  var newOrigins: [NewOrigin]
  var newSectionForOld: [Int]
  var oldSectionForNew: [Int]

  init?(_ update: TableBatchUpdate, before oldCount: Int, after newCount: Int) {
    oldFates = Array(repeating: .stays, count: oldCount)
    newOrigins = Array(repeating: .stayed, count: newCount)
    newSectionForOld = Array(repeating: -1, count: oldCount)
    oldSectionForNew = Array(repeating: -1, count: newCount)
    let old = 0..<oldCount
    let new = 0..<newCount
    for section in update.deletedSections {
      guard old.contains(section) else { return nil }
      oldFates[section] = .deleted
    }
    for section in update.reloadedSections {
      guard old.contains(section) else { return nil }
      oldFates[section] = .reloaded
    }
    for section in update.insertedSections {
      guard new.contains(section) else { return nil }
      newOrigins[section] = .inserted
    }
    for move in update.movedSections {
      guard old.contains(move.from), new.contains(move.to) else { return nil }
      oldFates[move.from] = .movedAway
      newOrigins[move.to] = .movedHere
      newSectionForOld[move.from] = move.to
      oldSectionForNew[move.to] = move.from
    }
    // Staying and reloaded sections fill the free new slots in order; a reloaded one keeps its
    // index and gets fresh views.
    var slot = 0
    for section in old where oldFates[section] == .stays || oldFates[section] == .reloaded {
      while slot < newCount, newOrigins[slot] != .stayed { slot += 1 }
      guard slot < newCount else { return nil }
      if oldFates[section] == .reloaded {
        newOrigins[slot] = .reloaded
      } else {
        newSectionForOld[section] = slot
        oldSectionForNew[slot] = section
      }
      slot += 1
    }
  }

  var freshSections: [Int] {
    newOrigins.indices.filter { newOrigins[$0] == .inserted || newOrigins[$0] == .reloaded }
  }
}

/// The rows of a batch: which old rows leave their slots, which new slots are taken, and then
/// where the rows that stay go.
private struct RowWalk {
  enum OldFate: UInt8 { case deleted, reloaded, movedAway, reconfigured }
  enum NewOrigin: UInt8 { case inserted, movedHere }
  let sections: SectionWalk
  let before: [Int]
  let after: [Int]
  var oldFates: PositionTable<OldFate>
  var newOrigins: PositionTable<NewOrigin>
  var moveDestinations: [RowPosition: RowPosition] = [:]
  var moveSources: [RowPosition: RowPosition] = [:]
  /// By old section and by new section: whether rows leave or arrive, so the section's rows shift.
  var oldRowsShift: [Bool]
  var newRowsShift: [Bool]
  var freshRows: [RowPosition] = []
  var reconfiguredRows: [RowPosition] = []

  init(sections: SectionWalk, before: [Int], after: [Int]) {
    self.sections = sections
    self.before = before
    self.after = after
    oldFates = PositionTable(rowCounts: before)
    newOrigins = PositionTable(rowCounts: after)
    oldRowsShift = Array(repeating: false, count: before.count)
    newRowsShift = Array(repeating: false, count: after.count)
  }

  func existsBefore(_ old: RowPosition) -> Bool {
    old.section >= 0 && old.section < before.count && old.row >= 0 && old.row < before[old.section]
  }

  func existsAfter(_ new: RowPosition) -> Bool {
    new.section >= 0 && new.section < after.count && new.row >= 0 && new.row < after[new.section]
  }

  mutating func record(_ update: TableBatchUpdate) -> Bool {
    moveDestinations.reserveCapacity(update.movedRows.count)
    moveSources.reserveCapacity(update.movedRows.count)
    for path in update.deletedRows {
      let old = RowPosition(path)
      guard existsBefore(old) else { return false }
      oldFates[old] = .deleted
      oldRowsShift[old.section] = true
    }
    for path in update.reloadedRows {
      let old = RowPosition(path)
      guard existsBefore(old) else { return false }
      oldFates[old] = .reloaded
      oldRowsShift[old.section] = true
    }
    for move in update.movedRows {
      let old = RowPosition(move.from)
      let new = RowPosition(move.to)
      guard existsBefore(old), existsAfter(new) else { return false }
      oldFates[old] = .movedAway
      newOrigins[new] = .movedHere
      moveDestinations[old] = new
      moveSources[new] = old
      oldRowsShift[old.section] = true
      newRowsShift[new.section] = true
    }
    for path in update.reconfiguredRows {
      let old = RowPosition(path)
      guard existsBefore(old) else { return false }
      oldFates[old] = .reconfigured
      reconfiguredRows.append(old)
    }
    for path in update.insertedRows {
      let new = RowPosition(path)
      guard existsAfter(new) else { return false }
      newOrigins[new] = .inserted
      freshRows.append(new)
      newRowsShift[new.section] = true
    }
    return true
  }

  /// Lays the staying rows of every shifted section into the free slots of its new section.
  func mapping() -> BatchUpdateMapping? {
    var newRowsForOld: [Int: [Int]] = [:]
    var oldRowsForNew: [Int: [Int]] = [:]
    var freshRows = freshRows
    for newSection in sections.oldSectionForNew.indices {
      let oldSection = sections.oldSectionForNew[newSection]
      guard oldSection >= 0 else { continue }
      guard oldRowsShift[oldSection] || newRowsShift[newSection] else {
        // Its rows keep their indexes, which must all exist on both sides.
        guard before[oldSection] == after[newSection] else { return nil }
        continue
      }
      // Flat arrays of the section: the walk reads them once per row.
      let fates = oldFates.values(inSection: oldSection)
      let taken = newOrigins.values(inSection: newSection)
      var newRows = [Int](repeating: -1, count: before[oldSection])
      var oldRows = [Int](repeating: -1, count: after[newSection])
      var slot = 0
      for row in 0..<before[oldSection] {
        let fate = fates[row]
        if fate == .deleted || fate == .movedAway { continue }
        while slot < taken.count, taken[slot] != nil { slot += 1 }
        guard slot < taken.count else { return nil }
        if fate == .reloaded {
          freshRows.append(RowPosition(section: newSection, row: slot))
        } else {
          newRows[row] = slot
          oldRows[slot] = row
        }
        slot += 1
      }
      newRowsForOld[oldSection] = newRows
      oldRowsForNew[newSection] = oldRows
    }
    // Reconfigured rows are never moved (UIKit refuses it), so only the shifts of the rows
    // around them change their index.
    var reconfigured: [RowPosition] = []
    reconfigured.reserveCapacity(reconfiguredRows.count)
    for old in reconfiguredRows {
      let newSection = sections.newSectionForOld[old.section]
      let newRow = newRowsForOld[old.section].map { $0[old.row] } ?? old.row
      guard newSection >= 0, newRow >= 0 else { continue }
      reconfigured.append(RowPosition(section: newSection, row: newRow))
    }
    return BatchUpdateMapping(
      rowCountsBefore: before, rowCountsAfter: after,
      freshSections: sections.freshSections,
      freshRows: freshRows.sorted().map(\.indexPath),
      // Sorted as plain positions: comparing index paths calls into Foundation.
      reconfiguredRows: reconfigured.sorted().map(\.indexPath),
      newSectionForOld: sections.newSectionForOld, oldSectionForNew: sections.oldSectionForNew,
      newRowsForShiftedOldSections: newRowsForOld, oldRowsForShiftedNewSections: oldRowsForNew,
      moveDestinations: moveDestinations, moveSources: moveSources)
  }
}
