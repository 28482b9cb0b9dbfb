import Foundation

@testable import ComponentTable

/// `UITableView`'s consistency rules for `performBatchUpdates`, as a pure function: the oracle
/// the tests check every staged update with, on every host (UIKit's rules are a fact about
/// UIKit, so they live with the tests, not in the package).
///
/// The rules are at least as strict as UIKit's, so a batch that passes here passes on iOS. Where
/// UIKit's behaviour is undocumented the validator refuses rather than guesses; in particular a
/// reloaded row or section must keep its index path through the batch, because UIKit documents
/// the old index of a reload but not where its fresh view lands.
enum BatchUpdateValidator {
  /// Checks `update` against the row counts of every section before and after it, and returns
  /// where everything went.
  ///
  /// Checked, in this order: section indices in range, sections named twice or by conflicting
  /// operations (delete + reload, delete or reload + move, insert + move to one index), UIKit's
  /// section count rule; row indices in range, row operations inside sections that are deleted,
  /// reloaded, inserted (or, for reconfigures, moved) in the same batch, rows named twice or by
  /// conflicting operations (delete + reload, delete or reload + move, insert + move to one
  /// path, reconfigure + anything), UIKit's row count rule for every surviving section, and
  /// finally that every reloaded row and section keeps its index.
  ///
  /// - Throws: the first inconsistency found, with UIKit's message for it.
  /// - Complexity: O(sections + changes + rows in sections whose rows shift) expected time.
  static func validate(
    _ update: TableBatchUpdate, rowCountsBefore: [Int], rowCountsAfter: [Int]
  ) throws(TableUpdateInconsistency) -> BatchUpdateMapping {
    let sections = try SectionChanges(
      update, sectionCountBefore: rowCountsBefore.count, sectionCountAfter: rowCountsAfter.count)
    var rows = RowChanges(
      sections: sections, rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter)
    try rows.record(update)
    try rows.checkRowCounts()
    return try rows.mapping()
  }
}

private enum OldSectionFate: UInt8 { case stays, deleted, reloaded, movedAway }
private enum NewSectionOrigin: UInt8 { case stayed, inserted, reloaded, movedHere }
private enum OldRowFate: UInt8 { case deleted, reloaded, movedAway, reconfigured }
private enum NewRowOrigin: UInt8 { case inserted, movedHere }

/// The section half of a batch, checked, with the section mapping.
private struct SectionChanges {
  var oldFates: [OldSectionFate]
  var newOrigins: [NewSectionOrigin]
  var newSectionForOld: [Int]
  var oldSectionForNew: [Int]

  init(
    _ update: TableBatchUpdate, sectionCountBefore oldCount: Int, sectionCountAfter newCount: Int
  ) throws(TableUpdateInconsistency) {
    oldFates = Array(repeating: .stays, count: oldCount)
    for section in update.deletedSections {
      guard (0..<oldCount).contains(section) else {
        throw .sectionBeyondOldCount("delete", section: section, sectionCount: oldCount)
      }
      guard oldFates[section] == .stays else { throw .sectionRepeated("delete", section: section) }
      oldFates[section] = .deleted
    }
    for section in update.reloadedSections {
      guard (0..<oldCount).contains(section) else {
        throw .sectionBeyondOldCount("reload", section: section, sectionCount: oldCount)
      }
      switch oldFates[section] {
      case .deleted: throw .sectionDeletedAndReloaded(section)
      case .reloaded: throw .sectionRepeated("reload", section: section)
      case .stays, .movedAway: oldFates[section] = .reloaded
      }
    }
    for move in update.movedSections {
      guard (0..<oldCount).contains(move.from) else {
        throw .sectionBeyondOldCount("move", section: move.from, sectionCount: oldCount)
      }
      guard (0..<newCount).contains(move.to) else {
        throw .sectionMoveBeyondNewCount(from: move.from, to: move.to, sectionCount: newCount)
      }
      switch oldFates[move.from] {
      case .deleted, .reloaded: throw .sectionDeletedAndMoved(move.from)
      case .movedAway: throw .sectionRepeated("move", section: move.from)
      case .stays: oldFates[move.from] = .movedAway
      }
    }

    newOrigins = Array(repeating: .stayed, count: newCount)
    for section in update.insertedSections {
      guard (0..<newCount).contains(section) else {
        throw .insertedSectionBeyondNewCount(section: section, sectionCount: newCount)
      }
      guard newOrigins[section] == .stayed else { throw .sectionRepeated("insert", section: section) }
      newOrigins[section] = .inserted
    }
    for move in update.movedSections {
      switch newOrigins[move.to] {
      case .inserted: throw .sectionInsertedAndMovedTo(move.to)
      case .movedHere: throw .sectionsMovedToSameIndex(move.to)
      case .stayed, .reloaded: newOrigins[move.to] = .movedHere
      }
    }

    // Duplicates are refused above, so the list lengths are the counts UIKit reports.
    let inserted = update.insertedSections.count
    let deleted = update.deletedSections.count
    guard newCount == oldCount + inserted - deleted else {
      throw .invalidSectionCount(
        before: oldCount, after: newCount, inserted: inserted, deleted: deleted)
    }

    newSectionForOld = Array(repeating: -1, count: oldCount)
    oldSectionForNew = Array(repeating: -1, count: newCount)
    for move in update.movedSections {
      newSectionForOld[move.from] = move.to
      oldSectionForNew[move.to] = move.from
    }
    // The count rule above guarantees as many free slots as staying sections.
    var slot = 0
    for section in 0..<oldCount where oldFates[section] == .stays || oldFates[section] == .reloaded {
      while newOrigins[slot] != .stayed { slot += 1 }
      if oldFates[section] == .reloaded {
        guard slot == section else { throw .reloadedSectionChangesIndex(section, to: slot) }
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

/// The row half of a batch: collects and checks the row operations, then maps the rows.
private struct RowChanges {
  let sections: SectionChanges
  let rowCountsBefore: [Int]
  let rowCountsAfter: [Int]
  var oldFates: PositionTable<OldRowFate>
  var newOrigins: PositionTable<NewRowOrigin>
  var moveDestinations: [RowPosition: RowPosition] = [:]
  var moveSources: [RowPosition: RowPosition] = [:]
  /// By old section.
  var deletedCounts: [Int]
  var movedOutCounts: [Int]
  var oldRowsShift: [Bool]
  /// By new section.
  var insertedCounts: [Int]
  var movedInCounts: [Int]
  var newRowsShift: [Bool]
  var insertedRows: [RowPosition] = []
  var reconfiguredRows: [RowPosition] = []

  init(sections: SectionChanges, rowCountsBefore: [Int], rowCountsAfter: [Int]) {
    self.sections = sections
    self.rowCountsBefore = rowCountsBefore
    self.rowCountsAfter = rowCountsAfter
    oldFates = PositionTable(rowCounts: rowCountsBefore)
    newOrigins = PositionTable(rowCounts: rowCountsAfter)
    deletedCounts = Array(repeating: 0, count: rowCountsBefore.count)
    movedOutCounts = deletedCounts
    oldRowsShift = Array(repeating: false, count: rowCountsBefore.count)
    insertedCounts = Array(repeating: 0, count: rowCountsAfter.count)
    movedInCounts = insertedCounts
    newRowsShift = Array(repeating: false, count: rowCountsAfter.count)
  }

  mutating func record(_ update: TableBatchUpdate) throws(TableUpdateInconsistency) {
    // Sized once: a staged change of thousands of moves otherwise regrows both tables.
    moveDestinations.reserveCapacity(update.movedRows.count)
    moveSources.reserveCapacity(update.movedRows.count)
    for path in update.deletedRows { try recordDelete(RowPosition(path)) }
    for path in update.reloadedRows { try recordReload(RowPosition(path)) }
    for move in update.movedRows {
      try recordMove(from: RowPosition(move.from), to: RowPosition(move.to))
    }
    for path in update.reconfiguredRows { try recordReconfigure(RowPosition(path)) }
    for path in update.insertedRows { try recordInsert(RowPosition(path)) }
  }

  @inline(__always)
  private mutating func recordDelete(_ old: RowPosition) throws(TableUpdateInconsistency) {
    try checkExistsBefore(old, "delete", "from")
    switch sections.oldFates[old.section] {
    case .deleted: throw rowInChangedSection("delete", "from", old, "deleted")
    case .reloaded: throw rowInChangedSection("delete", "from", old, "reloaded")
    case .stays, .movedAway: break
    }
    if oldFates[old] != nil { throw .rowRepeated("delete", "from", row: old.row, section: old.section) }
    oldFates[old] = .deleted
    deletedCounts[old.section] += 1
    oldRowsShift[old.section] = true
  }

  @inline(__always)
  private mutating func recordReload(_ old: RowPosition) throws(TableUpdateInconsistency) {
    try checkExistsBefore(old, "reload", "from")
    switch sections.oldFates[old.section] {
    case .deleted: throw rowInChangedSection("reload", "from", old, "deleted")
    case .reloaded: throw rowInChangedSection("reload", "from", old, "reloaded")
    case .stays, .movedAway: break
    }
    switch oldFates[old] {
    case .deleted: throw .rowDeletedAndReloaded(old.indexPath)
    case .reloaded: throw .rowRepeated("reload", "from", row: old.row, section: old.section)
    case .movedAway, .reconfigured, nil: oldFates[old] = .reloaded
    }
    oldRowsShift[old.section] = true
  }

  @inline(__always)
  private mutating func recordMove(
    from old: RowPosition, to new: RowPosition
  ) throws(TableUpdateInconsistency) {
    try checkExistsBefore(old, "move", "from")
    switch sections.oldFates[old.section] {
    case .deleted: throw .rowMovedOutOfDeletedSection(old.section)
    case .reloaded: throw .rowMovedOutOfReloadedSection(old.section)
    case .stays, .movedAway: break
    }
    switch oldFates[old] {
    case .deleted, .reloaded: throw .rowDeletedAndMoved(old.indexPath)
    case .movedAway: throw .rowRepeated("move", "from", row: old.row, section: old.section)
    case .reconfigured, nil: oldFates[old] = .movedAway
    }

    try checkExistsAfter(new, "move")
    switch sections.newOrigins[new.section] {
    case .inserted: throw .rowMovedIntoInsertedSection(new.section)
    case .reloaded: throw .rowMovedIntoReloadedSection(new.section)
    case .stayed, .movedHere: break
    }
    if newOrigins[new] != nil { throw .rowsMovedToSamePath(new.indexPath) }
    newOrigins[new] = .movedHere

    moveDestinations[old] = new
    moveSources[new] = old
    movedOutCounts[old.section] += 1
    movedInCounts[new.section] += 1
    oldRowsShift[old.section] = true
    newRowsShift[new.section] = true
  }

  @inline(__always)
  private mutating func recordReconfigure(_ old: RowPosition) throws(TableUpdateInconsistency) {
    try checkExistsBefore(old, "reconfigure", "in")
    switch sections.oldFates[old.section] {
    case .deleted: throw rowInChangedSection("reconfigure", "in", old, "deleted")
    case .reloaded: throw rowInChangedSection("reconfigure", "in", old, "reloaded")
    case .movedAway: throw rowInChangedSection("reconfigure", "in", old, "moved")
    case .stays: break
    }
    switch oldFates[old] {
    case .deleted: throw .rowReconfiguredAnd("delete", old.indexPath)
    case .reloaded: throw .rowReconfiguredAnd("reload", old.indexPath)
    case .movedAway: throw .rowReconfiguredAnd("move", old.indexPath)
    case .reconfigured:
      throw .rowRepeated("reconfigure", "in", row: old.row, section: old.section)
    case nil: oldFates[old] = .reconfigured
    }
    reconfiguredRows.append(old)
  }

  @inline(__always)
  private mutating func recordInsert(_ new: RowPosition) throws(TableUpdateInconsistency) {
    try checkExistsAfter(new, "insert")
    switch sections.newOrigins[new.section] {
    case .inserted: throw rowInChangedSection("insert", "into", new, "inserted")
    case .reloaded: throw rowInChangedSection("insert", "into", new, "reloaded")
    case .stayed, .movedHere: break
    }
    switch newOrigins[new] {
    case .movedHere: throw .rowInsertedAndMovedTo(new.indexPath)
    case .inserted: throw .rowRepeated("insert", "into", row: new.row, section: new.section)
    case nil: newOrigins[new] = .inserted
    }
    insertedRows.append(new)
    insertedCounts[new.section] += 1
    newRowsShift[new.section] = true
  }

  // The checks inline and their errors out of line: a batch of a long table checks thousands
  // of positions, and the error's message building kept the check from being inlined.
  @inline(__always)
  private func checkExistsBefore(
    _ old: RowPosition, _ verb: String, _ preposition: String
  ) throws(TableUpdateInconsistency) {
    if old.section >= 0, old.section < rowCountsBefore.count, old.row >= 0, old.row < rowCountsBefore[old.section] {
      return
    }
    throw missingBefore(old, verb, preposition)
  }

  @inline(never)
  private func missingBefore(
    _ old: RowPosition, _ verb: String, _ preposition: String
  ) -> TableUpdateInconsistency {
    guard rowCountsBefore.indices.contains(old.section) else {
      return .rowBeyondOldSectionCount(
        verb, preposition, row: old.row, section: old.section,
        sectionCount: rowCountsBefore.count)
    }
    return .rowBeyondOldRowCount(
      verb, preposition, row: old.row, section: old.section,
      rowCount: rowCountsBefore[old.section])
  }

  @inline(__always)
  private func checkExistsAfter(
    _ new: RowPosition, _ verb: String
  ) throws(TableUpdateInconsistency) {
    if new.section >= 0, new.section < rowCountsAfter.count, new.row >= 0, new.row < rowCountsAfter[new.section] {
      return
    }
    throw missingAfter(new, verb)
  }

  @inline(never)
  private func missingAfter(_ new: RowPosition, _ verb: String) -> TableUpdateInconsistency {
    guard rowCountsAfter.indices.contains(new.section) else {
      return .rowBeyondNewSectionCount(
        verb, row: new.row, section: new.section, sectionCount: rowCountsAfter.count)
    }
    // UIKit's text names the count as the limit ("row 8 … only 8 rows"), also for row 9.
    return .rowBeyondNewRowCount(
      verb, row: new.row, section: new.section, rowCount: rowCountsAfter[new.section])
  }

  private func rowInChangedSection(
    _ verb: String, _ preposition: String, _ position: RowPosition, _ change: String
  ) -> TableUpdateInconsistency {
    .rowInChangedSection(
      verb, preposition, row: position.row, section: position.section, change: change)
  }

  /// UIKit's rule for every section that exists before and after the batch (moved ones too).
  func checkRowCounts() throws(TableUpdateInconsistency) {
    for newSection in sections.oldSectionForNew.indices {
      let oldSection = sections.oldSectionForNew[newSection]
      guard oldSection >= 0 else { continue }
      let before = rowCountsBefore[oldSection]
      let after = rowCountsAfter[newSection]
      let inserted = insertedCounts[newSection]
      let deleted = deletedCounts[oldSection]
      let movedIn = movedInCounts[newSection]
      let movedOut = movedOutCounts[oldSection]
      guard after == before + inserted - deleted + movedIn - movedOut else {
        throw .invalidRowCount(
          section: newSection, before: before, after: after, inserted: inserted,
          deleted: deleted, movedIn: movedIn, movedOut: movedOut)
      }
    }
  }

  /// Lays the staying rows of every shifted section into the free slots of its new section.
  /// - Complexity: O(rows of the shifted sections) expected.
  func mapping() throws(TableUpdateInconsistency) -> BatchUpdateMapping {
    var newRowsForOld: [Int: [Int]] = [:]
    var oldRowsForNew: [Int: [Int]] = [:]
    var freshRows = insertedRows
    for newSection in sections.oldSectionForNew.indices {
      let oldSection = sections.oldSectionForNew[newSection]
      guard oldSection >= 0, oldRowsShift[oldSection] || newRowsShift[newSection] else { continue }
      // Flat arrays of the section: the walk reads them once per row.
      let fates = oldFates.values(inSection: oldSection)
      let taken = newOrigins.values(inSection: newSection)
      var newRows = [Int](repeating: -1, count: rowCountsBefore[oldSection])
      var oldRows = [Int](repeating: -1, count: rowCountsAfter[newSection])
      // The row count rule guarantees as many free slots as staying rows.
      var slot = 0
      for row in 0..<rowCountsBefore[oldSection] {
        let old = RowPosition(section: oldSection, row: row)
        let fate = fates[row]
        if fate == .deleted || fate == .movedAway { continue }
        while slot < taken.count, taken[slot] != nil { slot += 1 }
        let new = RowPosition(section: newSection, row: slot)
        if fate == .reloaded {
          guard new == old else {
            throw .reloadedRowChangesPosition(old.indexPath, to: new.indexPath)
          }
          freshRows.append(new)
        } else {
          newRows[row] = slot
          oldRows[slot] = row
        }
        slot += 1
      }
      newRowsForOld[oldSection] = newRows
      oldRowsForNew[newSection] = oldRows
    }
    // A reloaded row in an unshifted section cannot exist: reloading marks its section shifted.

    // Reconfigured rows are never moved and their sections never move, so only row shifts
    // within the section can change their index.
    let reconfigured = reconfiguredRows.map { old in
      let newSection = sections.newSectionForOld[old.section]
      let newRow = newRowsForOld[old.section].map { $0[old.row] } ?? old.row
      return RowPosition(section: newSection, row: newRow)
    }

    return BatchUpdateMapping(
      rowCountsBefore: rowCountsBefore, rowCountsAfter: rowCountsAfter,
      freshSections: sections.freshSections,
      freshRows: freshRows.sorted().map { $0.indexPath },
      // Sorted as plain positions: comparing index paths calls into Foundation.
      reconfiguredRows: reconfigured.sorted().map(\.indexPath),
      newSectionForOld: sections.newSectionForOld, oldSectionForNew: sections.oldSectionForNew,
      newRowsForShiftedOldSections: newRowsForOld, oldRowsForShiftedNewSections: oldRowsForNew,
      moveDestinations: moveDestinations, moveSources: moveSources)
  }
}
