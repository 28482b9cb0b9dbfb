import Foundation
import Testing

@testable import ComponentTable

/// Where rows and sections go in a valid batch, following UIKit's placement rule.
@Suite struct BatchUpdateMappingTests {
  typealias Move = TableBatchUpdate.Move

  func mapping(
    _ update: TableBatchUpdate, before: [Int], after: [Int]
  ) throws -> BatchUpdateMapping {
    try BatchUpdateValidator.validate(update, rowCountsBefore: before, rowCountsAfter: after)
  }

  /// Every old row's new index path (nil where the view does not survive), section by section.
  func destinations(_ mapping: BatchUpdateMapping) -> [[IndexPath?]] {
    mapping.rowCountsBefore.indices.map { section in
      (0..<mapping.rowCountsBefore[section]).map {
        mapping.newIndexPath(forOld: rowPath($0, in: section))
      }
    }
  }

  /// Checks that `oldIndexPath(forNew:)` inverts `newIndexPath(forOld:)` and that every other
  /// new position needs a fresh view.
  func expectInverse(_ mapping: BatchUpdateMapping) {
    var kept: Set<IndexPath> = []
    for section in mapping.rowCountsBefore.indices {
      for oldRow in 0..<mapping.rowCountsBefore[section] {
        guard let target = mapping.newIndexPath(forOld: rowPath(oldRow, in: section)) else { continue }
        kept.insert(target)
        #expect(mapping.oldIndexPath(forNew: target) == rowPath(oldRow, in: section))
      }
    }
    for section in mapping.rowCountsAfter.indices {
      for newRow in 0..<mapping.rowCountsAfter[section] {
        let path = rowPath(newRow, in: section)
        #expect(mapping.needsFreshView(at: path) == !kept.contains(path))
      }
    }
  }

  @Test func rowMovedWithinItsSection() throws {
    let moved = try mapping(
      TableBatchUpdate(movedRows: [Move(from: rowPath(0, in: 0), to: rowPath(2, in: 0))]), before: [3],
      after: [3])
    // The two staying rows fill the free slots 0 and 1 in order.
    #expect(destinations(moved) == [[rowPath(2, in: 0), rowPath(0, in: 0), rowPath(1, in: 0)]])
    #expect(moved.freshRows.isEmpty && moved.freshSections.isEmpty)
    expectInverse(moved)
  }

  @Test func rowMovedAcrossSections() throws {
    let moved = try mapping(
      TableBatchUpdate(movedRows: [Move(from: rowPath(1, in: 0), to: rowPath(0, in: 1))]), before: [2, 2],
      after: [1, 3])
    #expect(
      destinations(moved) == [
        [rowPath(0, in: 0), rowPath(0, in: 1)],
        [rowPath(1, in: 1), rowPath(2, in: 1)],
      ])
    expectInverse(moved)
  }

  @Test func movedSectionsTakeTheirRowsAlong() throws {
    let moved = try mapping(
      TableBatchUpdate(movedSections: [Move(from: 0, to: 2)]), before: [2, 1, 3],
      after: [1, 3, 2])
    #expect(moved.newSection(forOld: 0) == 2)
    #expect(moved.newSection(forOld: 1) == 0)
    #expect(moved.newSection(forOld: 2) == 1)
    #expect(moved.oldSection(forNew: 2) == 0)
    #expect(
      destinations(moved) == [
        [rowPath(0, in: 2), rowPath(1, in: 2)],
        [rowPath(0, in: 0)],
        [rowPath(0, in: 1), rowPath(1, in: 1), rowPath(2, in: 1)],
      ])
    expectInverse(moved)
  }

  @Test func rowsChangeInsideAMovedSection() throws {
    // Section 0 moves behind section 1, loses its row 0, gets a new row 0 and section 1's row.
    let moved = try mapping(
      TableBatchUpdate(
        movedSections: [Move(from: 0, to: 1)], deletedRows: [rowPath(0, in: 0)],
        insertedRows: [rowPath(0, in: 1)], movedRows: [Move(from: rowPath(0, in: 1), to: rowPath(2, in: 1))]),
      before: [2, 1], after: [0, 3])
    #expect(destinations(moved) == [[nil, rowPath(1, in: 1)], [rowPath(2, in: 1)]])
    #expect(moved.freshRows == [rowPath(0, in: 1)])
    expectInverse(moved)
  }

  @Test func insertsPushSurvivorsDown() throws {
    let inserted = try mapping(
      TableBatchUpdate(insertedRows: [rowPath(0, in: 0), rowPath(2, in: 0)]), before: [2], after: [4])
    #expect(destinations(inserted) == [[rowPath(1, in: 0), rowPath(3, in: 0)]])
    #expect(inserted.freshRows == [rowPath(0, in: 0), rowPath(2, in: 0)])
    #expect(inserted.needsFreshView(at: rowPath(2, in: 0)))
    #expect(!inserted.needsFreshView(at: rowPath(3, in: 0)))
    #expect(!inserted.needsFreshView(at: rowPath(4, in: 0)))
    expectInverse(inserted)
  }

  @Test func deletesAndInsertsOfSectionsShiftTheOthers() throws {
    let shifted = try mapping(
      TableBatchUpdate(deletedSections: [0], insertedSections: [1], reloadedSections: [2]),
      before: [1, 2, 1], after: [2, 5, 4])
    #expect(shifted.newSection(forOld: 0) == nil)
    #expect(shifted.newSection(forOld: 1) == 0)
    #expect(shifted.newSection(forOld: 2) == nil)
    #expect(shifted.oldSection(forNew: 1) == nil)
    #expect(shifted.freshSections == [1, 2])
    #expect(destinations(shifted) == [[nil], [rowPath(0, in: 0), rowPath(1, in: 0)], [nil]])
    #expect(shifted.needsFreshView(at: rowPath(4, in: 1)))
    #expect(shifted.needsFreshView(at: rowPath(3, in: 2)))
    expectInverse(shifted)
  }

  @Test func reloadedRowsGetAFreshViewInPlace() throws {
    let reloaded = try mapping(
      TableBatchUpdate(deletedRows: [rowPath(2, in: 0)], reloadedRows: [rowPath(1, in: 0)]), before: [3],
      after: [2])
    #expect(destinations(reloaded) == [[rowPath(0, in: 0), nil, nil]])
    #expect(reloaded.freshRows == [rowPath(1, in: 0)])
    expectInverse(reloaded)
  }

  @Test func reconfiguredRowsAreReportedWhereTheyEndUp() throws {
    let reconfigured = try mapping(
      TableBatchUpdate(deletedRows: [rowPath(0, in: 0)], reconfiguredRows: [rowPath(2, in: 0)]),
      before: [3], after: [2])
    #expect(reconfigured.reconfiguredRows == [rowPath(1, in: 0)])
    #expect(reconfigured.newIndexPath(forOld: rowPath(2, in: 0)) == rowPath(1, in: 0))
  }

  @Test func positionsOutsideTheTableMapToNothing() throws {
    let unchanged = try mapping(TableBatchUpdate(), before: [1], after: [1])
    #expect(unchanged.newIndexPath(forOld: rowPath(1, in: 0)) == nil)
    #expect(unchanged.newIndexPath(forOld: rowPath(0, in: 1)) == nil)
    #expect(unchanged.oldIndexPath(forNew: rowPath(0, in: -1)) == nil)
    #expect(unchanged.newSection(forOld: 1) == nil)
    #expect(!unchanged.needsFreshView(at: rowPath(1, in: 0)))
  }
}
