import ComponentTableComponents
import Foundation

/// The difference between two tables whose sections and rows are known by identity: which
/// sections and rows were deleted, inserted, moved, or kept with changed content.
///
/// **Pairing.** The k-th occurrence of an identity in the old table pairs with its k-th
/// occurrence in the new one, so duplicate identities never crash; surplus occurrences are
/// deletes or inserts. Sections pair by section identity; rows pair by row identity across the
/// whole table, in table order (section by section, row by row).
///
/// **Moves are minimal.** Among paired sections, a longest run that is already in order (a
/// longest increasing subsequence of old indices, taken in new order) stays put; every other
/// paired section is a move. Within a paired section, the same holds for the rows that stay in
/// it. A row that changes section is always a move, unless its old section is deleted or its
/// new one inserted: UIKit forbids moving out of a deleted or into an inserted section, so that
/// row becomes a delete plus an insert and loses its pairing.
///
/// **UIKit's index model.** Deletes and the old side of moves and updates use old indices;
/// inserts and the new side use new ones. Rows of deleted sections are not listed as deleted
/// and rows of inserted sections are not listed as inserted: the section change implies them.
///
/// - Complexity: O(n) expected time and memory for n sections and rows together, plus
///   O(k log k) for each group of k paired sections or same-section rows ordered by the move
///   minimisation.
package struct SectionedDiff: Sendable, Equatable {
  /// A row's place in one version of the table: a plain pair of integers. The diff's hot loops
  /// use it rather than `IndexPath`, which on Linux is an enum with array storage whose every
  /// construction can allocate.
  package struct RowPosition: Hashable, Sendable {
    package var section: Int
    package var row: Int

    package init(section: Int, row: Int) {
      self.section = section
      self.row = row
    }

    /// The same place as an index path.
    package var indexPath: IndexPath { IndexPath(row: row, section: section) }
  }

  /// Something at `old` before and at `new` after the change.
  package struct Pair<Position: Hashable & Sendable>: Hashable, Sendable {
    package var old: Position
    package var new: Position

    package init(old: Position, new: Position) {
      self.old = old
      self.new = new
    }
  }

  /// Old indices of sections without a partner, ascending.
  package private(set) var deletedSections: [Int] = []
  /// New indices of sections without a partner, ascending.
  package private(set) var insertedSections: [Int] = []
  /// Paired sections outside the longest in-order run, by new index.
  package private(set) var movedSections: [Pair<Int>] = []
  /// Paired sections whose own content (header, footer) changed, by new index.
  package private(set) var updatedSections: [Pair<Int>] = []
  /// Old index paths of unpaired rows in surviving sections, ascending.
  package private(set) var deletedRows: [IndexPath] = []
  /// New index paths of unpaired rows in paired sections, ascending.
  package private(set) var insertedRows: [IndexPath] = []
  /// Paired rows that change section, or leave the in-order run of their section; by new path.
  package private(set) var movedRows: [Pair<IndexPath>] = []
  /// Paired rows whose content changed (moved or not), by new path.
  package private(set) var updatedRows: [Pair<IndexPath>] = []

  /// The number of rows of every old section.
  package let rowCountsBefore: [Int]
  /// The number of rows of every new section.
  package let rowCountsAfter: [Int]

  // The pairing, kept for the update stager and for lookups; -1 means "no partner". Rows are
  // numbered through the whole table ("flat"), which is how they are paired.
  let newSectionForOld: [Int]
  let oldSectionForNew: [Int]
  /// The flat number of the first row of each section, and the row count as a last element.
  let oldRowStarts: [Int]
  let newRowStarts: [Int]
  let oldSectionOfRow: [Int]
  let newSectionOfRow: [Int]
  /// Only rows that keep their view are paired here: pairs across a deleted or inserted
  /// section are split into a delete and an insert.
  private(set) var newRowForOldRow: [Int]
  private(set) var oldRowForNewRow: [Int]

  /// Compares two tables given as sections of identities.
  ///
  /// - Parameters:
  ///   - rowContentChanged: called once for every paired row, with its old and new position;
  ///     return whether what the row shows changed.
  ///   - sectionContentChanged: called once for every paired section, with its old and new
  ///     index; return whether its header or footer changed.
  // Code outside this module (hosts, the benchmark) would otherwise run the generic version,
  // about twice as slow as the specialised code the engine's own calls get.
  @_specialize(exported:true,where SectionID == Int, RowID == Int)
  package init<SectionID: Hashable, RowID: Hashable>(
    from old: [(id: SectionID, rows: [RowID])],
    to new: [(id: SectionID, rows: [RowID])],
    rowContentChanged: (_ old: RowPosition, _ new: RowPosition) -> Bool,
    sectionContentChanged: (_ old: Int, _ new: Int) -> Bool
  ) {
    self.init(pairing: old, to: new, sectionContentChanged: sectionContentChanged)
    diffRowsOfPairedSections(rowContentChanged: rowContentChanged)
  }

  /// Compares two tables given as sections of identities, with one content check of all the
  /// paired rows together: for a long table this spares a call through a closure per row.
  ///
  /// - Parameters:
  ///   - changedRows: called once, with the final pairing: the old partner of every new row
  ///     (rows numbered through the whole table, section by section; -1 for none). Returns,
  ///     for every new row, whether it is paired and what it shows changed.
  ///   - sectionContentChanged: called once for every paired section, with its old and new
  ///     index; return whether its header or footer changed.
  @_specialize(exported:true,where SectionID == Int, RowID == Int)
  package init<SectionID: Hashable, RowID: Hashable>(
    from old: [(id: SectionID, rows: [RowID])],
    to new: [(id: SectionID, rows: [RowID])],
    changedRows: (_ oldRowForNewRow: [Int]) -> [Bool],
    sectionContentChanged: (_ old: Int, _ new: Int) -> Bool
  ) {
    self.init(pairing: old, to: new, sectionContentChanged: sectionContentChanged)
    let changed = changedRows(oldRowForNewRow)
    precondition(changed.count == oldRowForNewRow.count, "one content flag per new row")
    let newRowStarts = newRowStarts
    diffRowsOfPairedSections { _, new in changed[newRowStarts[new.section] + new.row] }
  }

  /// Everything but the rows' moves and content checks, which the public initializers add.
  private init<SectionID: Hashable, RowID: Hashable>(
    pairing old: [(id: SectionID, rows: [RowID])], to new: [(id: SectionID, rows: [RowID])],
    sectionContentChanged: (_ old: Int, _ new: Int) -> Bool
  ) {
    rowCountsBefore = old.map { $0.rows.count }
    rowCountsAfter = new.map { $0.rows.count }
    (newSectionForOld, oldSectionForNew) = pairOccurrences(old.map { $0.id }, new.map { $0.id })
    (oldRowStarts, oldSectionOfRow) = rowNumbering(rowCountsBefore)
    (newRowStarts, newSectionOfRow) = rowNumbering(rowCountsAfter)
    // One section (a list) is already flat: no copy of its identities.
    (newRowForOldRow, oldRowForNewRow) = pairOccurrences(
      old.count == 1 ? old[0].rows : old.flatMap { $0.rows },
      new.count == 1 ? new[0].rows : new.flatMap { $0.rows })

    diffSections(sectionContentChanged: sectionContentChanged)
    splitPairsAcrossDeletedOrInsertedSections()
    collectDeletedRows()
  }

  /// Whether the tables are the same, content included.
  package var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && updatedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
      && movedRows.isEmpty && updatedRows.isEmpty
  }

  /// The new index of the old section `oldSection`, or nil if it was deleted. O(1).
  package func newSection(forOld oldSection: Int) -> Int? {
    partner(of: oldSection, in: newSectionForOld)
  }

  /// The old index of the new section `newSection`, or nil if it was inserted. O(1).
  package func oldSection(forNew newSection: Int) -> Int? {
    partner(of: newSection, in: oldSectionForNew)
  }

  /// Where the row at `oldIndexPath` is in the new table, or nil if it is deleted (also when
  /// it reappears in an inserted section, or its section was deleted). O(1).
  package func newIndexPath(forOld oldIndexPath: IndexPath) -> IndexPath? {
    guard let oldRow = flatRow(oldIndexPath, starts: oldRowStarts),
      let newRow = partner(of: oldRow, in: newRowForOldRow)
    else { return nil }
    let section = newSectionOfRow[newRow]
    return IndexPath(row: newRow - newRowStarts[section], section: section)
  }

  /// Where the row at `newIndexPath` was in the old table, or nil if it is inserted. O(1).
  package func oldIndexPath(forNew newIndexPath: IndexPath) -> IndexPath? {
    guard let newRow = flatRow(newIndexPath, starts: newRowStarts),
      let oldRow = partner(of: newRow, in: oldRowForNewRow)
    else { return nil }
    let section = oldSectionOfRow[oldRow]
    return IndexPath(row: oldRow - oldRowStarts[section], section: section)
  }

  private func partner(of index: Int, in partners: [Int]) -> Int? {
    guard partners.indices.contains(index), partners[index] >= 0 else { return nil }
    return partners[index]
  }

  private func flatRow(_ path: IndexPath, starts: [Int]) -> Int? {
    let section = path.section
    guard section >= 0, section < starts.count - 1,
      path.row >= 0, path.row < starts[section + 1] - starts[section]
    else { return nil }
    return starts[section] + path.row
  }

  // MARK: The passes, in the order `init` runs them

  private mutating func diffSections(sectionContentChanged: (Int, Int) -> Bool) {
    deletedSections = newSectionForOld.indices.filter { newSectionForOld[$0] < 0 }
    insertedSections = oldSectionForNew.indices.filter { oldSectionForNew[$0] < 0 }
    let pairedInNewOrder = oldSectionForNew.indices.filter { oldSectionForNew[$0] >= 0 }
    let staysPut = longestIncreasingRunMask(pairedInNewOrder.map { oldSectionForNew[$0] })
    for position in pairedInNewOrder.indices {
      let newSection = pairedInNewOrder[position]
      let pair = Pair(old: oldSectionForNew[newSection], new: newSection)
      if !staysPut[position] { movedSections.append(pair) }
      if sectionContentChanged(pair.old, pair.new) { updatedSections.append(pair) }
    }
  }

  private mutating func splitPairsAcrossDeletedOrInsertedSections() {
    for oldRow in newRowForOldRow.indices {
      let newRow = newRowForOldRow[oldRow]
      guard newRow >= 0 else { continue }
      if newSectionForOld[oldSectionOfRow[oldRow]] < 0
        || oldSectionForNew[newSectionOfRow[newRow]] < 0
      {
        newRowForOldRow[oldRow] = -1
        oldRowForNewRow[newRow] = -1
      }
    }
  }

  private mutating func collectDeletedRows() {
    for oldSection in newSectionForOld.indices where newSectionForOld[oldSection] >= 0 {
      let start = oldRowStarts[oldSection]
      for oldRow in start..<oldRowStarts[oldSection + 1] where newRowForOldRow[oldRow] < 0 {
        deletedRows.append(IndexPath(row: oldRow - start, section: oldSection))
      }
    }
  }

  private mutating func diffRowsOfPairedSections(
    rowContentChanged: (RowPosition, RowPosition) -> Bool
  ) {
    var isMove: [Bool] = []
    var rowsStayingInSection: [Int] = []
    var oldRowsStayingInSection: [Int] = []
    for newSection in oldSectionForNew.indices where oldSectionForNew[newSection] >= 0 {
      let oldSection = oldSectionForNew[newSection]
      let start = newRowStarts[newSection]
      let rowCount = newRowStarts[newSection + 1] - start
      isMove.removeAll(keepingCapacity: true)
      isMove.append(contentsOf: repeatElement(false, count: rowCount))
      rowsStayingInSection.removeAll(keepingCapacity: true)
      oldRowsStayingInSection.removeAll(keepingCapacity: true)
      for row in 0..<rowCount {
        let oldRow = oldRowForNewRow[start + row]
        if oldRow < 0 {
          insertedRows.append(IndexPath(row: row, section: newSection))
        } else if oldSectionOfRow[oldRow] == oldSection {
          rowsStayingInSection.append(row)
          oldRowsStayingInSection.append(oldRow)
        } else {
          isMove[row] = true
        }
      }
      let staysPut = longestIncreasingRunMask(oldRowsStayingInSection)
      for position in rowsStayingInSection.indices where !staysPut[position] {
        isMove[rowsStayingInSection[position]] = true
      }
      for row in 0..<rowCount {
        let oldRow = oldRowForNewRow[start + row]
        guard oldRow >= 0 else { continue }
        let oldOwner = oldSectionOfRow[oldRow]
        let old = RowPosition(section: oldOwner, row: oldRow - oldRowStarts[oldOwner])
        let new = RowPosition(section: newSection, row: row)
        // Index paths only for the rows that are reported.
        let moved = isMove[row]
        let changed = rowContentChanged(old, new)
        guard moved || changed else { continue }
        let pair = Pair(old: old.indexPath, new: new.indexPath)
        if moved { movedRows.append(pair) }
        if changed { updatedRows.append(pair) }
      }
    }
  }
}

/// Numbers the rows of a table through all sections: where each section starts (plus the total
/// at the end) and the section of each row. O(sections + rows).
private func rowNumbering(_ rowCounts: [Int]) -> (starts: [Int], sectionOfRow: [Int]) {
  var starts = [0]
  starts.reserveCapacity(rowCounts.count + 1)
  var sectionOfRow: [Int] = []
  sectionOfRow.reserveCapacity(rowCounts.reduce(0, +))
  for section in rowCounts.indices {
    starts.append(starts[section] + rowCounts[section])
    for _ in 0..<rowCounts[section] { sectionOfRow.append(section) }
  }
  return (starts, sectionOfRow)
}

/// Marks one longest strictly increasing subsequence of `values` (patience sorting).
/// O(n log n) time, O(n) memory; O(n) when the values are mostly in order, as they are when a
/// few rows of a long list moved: a value above the longest run's end extends it directly.
func longestIncreasingRunMask(_ values: [Int]) -> [Bool] {
  let count = values.count
  var mask = [Bool](repeating: false, count: count)
  guard count > 0 else { return mask }
  // tails[k]: index of the smallest value ending an increasing run of length k + 1;
  // tailValues[k] its value, kept beside it so the search reads one array.
  var tails = [Int](repeating: 0, count: count)
  var tailValues = [Int](repeating: 0, count: count)
  var predecessor = [Int](repeating: -1, count: count)
  var length = 0
  values.withUnsafeBufferPointer { values in
    tails.withUnsafeMutableBufferPointer { tails in
      tailValues.withUnsafeMutableBufferPointer { tailValues in
        predecessor.withUnsafeMutableBufferPointer { predecessor in
          for index in 0..<count {
            let value = values[index]
            var low: Int
            if length == 0 || tailValues[length - 1] < value {
              low = length
            } else {
              low = 0
              var high = length - 1
              while low < high {
                let middle = (low + high) >> 1
                if tailValues[middle] < value { low = middle + 1 } else { high = middle }
              }
            }
            if low > 0 { predecessor[index] = tails[low - 1] }
            tails[low] = index
            tailValues[low] = value
            if low == length { length += 1 }
          }
        }
      }
    }
  }
  var index = tails[length - 1]
  while index >= 0 {
    mask[index] = true
    index = predecessor[index]
  }
  return mask
}
