import Foundation

@testable import ComponentTable

/// Where the sections and rows of a table end up after one batch update, exactly as
/// `UITableView` moves its views: the model of UIKit the tests replay staged updates on, made by
/// `BatchUpdateValidator.validate(_:rowCountsBefore:rowCountsAfter:)`.
///
/// A row *keeps its view* through the batch unless it is deleted, reloaded, or in a deleted or
/// reloaded section. Moved rows go to their destination. In every other surviving section (also
/// one that moved: its rows come along), the rows that stay keep their order and fill, in order,
/// the new section's slots that are neither inserts nor move destinations.
///
/// Lookups cost O(1) expected.
struct BatchUpdateMapping: Sendable, Equatable {
  /// The number of rows of every section before the batch.
  let rowCountsBefore: [Int]
  /// The number of rows of every section after the batch.
  let rowCountsAfter: [Int]
  /// Sections, by their index after the batch, that get all-new views (header, footer, rows):
  /// inserted and reloaded sections. Ascending.
  let freshSections: [Int]
  /// Rows, by their index path after the batch, that get a new view outside `freshSections`:
  /// inserted and reloaded rows. Ascending.
  let freshRows: [IndexPath]
  /// Rows, by their index path after the batch, whose kept view must be configured again with
  /// the new content. Ascending.
  let reconfiguredRows: [IndexPath]

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
  func newSection(forOld oldSection: Int) -> Int? {
    guard newSectionForOld.indices.contains(oldSection) else { return nil }
    let section = newSectionForOld[oldSection]
    return section >= 0 ? section : nil
  }

  /// The index before the batch of the section at `newSection` after it, or nil when that
  /// section is inserted, reloaded or does not exist. O(1).
  func oldSection(forNew newSection: Int) -> Int? {
    guard oldSectionForNew.indices.contains(newSection) else { return nil }
    let section = oldSectionForNew[newSection]
    return section >= 0 ? section : nil
  }

  /// Where the row at `oldIndexPath` before the batch is after it, if it keeps its view: nil
  /// when the row is deleted, reloaded, in a deleted or reloaded section, or does not exist.
  /// O(1) expected.
  func newIndexPath(forOld oldIndexPath: IndexPath) -> IndexPath? {
    newPosition(forOld: RowPosition(oldIndexPath))?.indexPath
  }

  /// Where the row at `newIndexPath` after the batch was before it, if it kept its view: nil
  /// when the position gets a fresh view (see `needsFreshView(at:)`) or does not exist.
  /// O(1) expected.
  func oldIndexPath(forNew newIndexPath: IndexPath) -> IndexPath? {
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

  /// Whether the row at `newIndexPath` after the batch needs a new view: it is inserted,
  /// reloaded, or in an inserted or reloaded section. False for positions that do not exist.
  /// O(1) expected.
  func needsFreshView(at newIndexPath: IndexPath) -> Bool {
    needsFreshView(at: RowPosition(newIndexPath))
  }

  func needsFreshView(at new: RowPosition) -> Bool {
    guard rowCountsAfter.indices.contains(new.section),
      (0..<rowCountsAfter[new.section]).contains(new.row)
    else { return false }
    return oldPosition(forNew: new) == nil
  }
}
