import Foundation
import Testing

@testable import ComponentTable

@Suite struct SectionedDiffTests {
  typealias Pair = SectionedDiff.Pair

  /// The diff between tables of string identities, with no content changes.
  func diff(_ old: [(String, [String])], _ new: [(String, [String])]) -> SectionedDiff {
    SectionedDiff(
      from: old.map { (id: $0.0, rows: $0.1) }, to: new.map { (id: $0.0, rows: $0.1) },
      rowContentChanged: { _, _ in false }, sectionContentChanged: { _, _ in false })
  }

  @Test func identicalTablesHaveNoChanges() {
    let same = diff([("A", ["a", "b"]), ("B", [])], [("A", ["a", "b"]), ("B", [])])
    #expect(same.isEmpty)
    #expect(same.newIndexPath(forOld: rowPath(1, in: 0)) == rowPath(1, in: 0))
  }

  @Test func emptyToEmpty() {
    #expect(diff([], []).isEmpty)
  }

  @Test func rowsDeletedInsertedAndMovedWithinASection() {
    let changes = diff([("A", ["a", "b", "c", "d"])], [("A", ["d", "a", "x", "c"])])
    #expect(changes.deletedRows == [rowPath(1, in: 0)])
    #expect(changes.insertedRows == [rowPath(2, in: 0)])
    // a, c stay in order; d is the one row that has to move.
    #expect(changes.movedRows == [Pair(old: rowPath(3, in: 0), new: rowPath(0, in: 0))])
    #expect(changes.newIndexPath(forOld: rowPath(2, in: 0)) == rowPath(3, in: 0))
    #expect(changes.oldIndexPath(forNew: rowPath(2, in: 0)) == nil)
  }

  @Test func onlyRowsOutsideTheLongestInOrderRunMove() {
    let changes = diff([("A", ["a", "b", "c", "d", "e"])], [("A", ["b", "c", "e", "a", "d"])])
    // b c e (or b c d) stays; two rows move.
    #expect(changes.movedRows.count == 2)
    #expect(changes.deletedRows.isEmpty && changes.insertedRows.isEmpty)
  }

  @Test func allRowsReversedMoveAllButOne() {
    let changes = diff([("A", ["a", "b", "c", "d", "e"])], [("A", ["e", "d", "c", "b", "a"])])
    #expect(changes.movedRows.count == 4)
  }

  @Test func rowChangingSectionIsAMove() {
    let changes = diff([("A", ["a", "b"]), ("B", ["c"])], [("A", ["a"]), ("B", ["b", "c"])])
    #expect(changes.movedRows == [Pair(old: rowPath(1, in: 0), new: rowPath(0, in: 1))])
    #expect(changes.deletedRows.isEmpty && changes.insertedRows.isEmpty)
  }

  @Test func sectionsOutsideTheLongestInOrderRunMove() {
    let changes = diff(
      [("A", ["a"]), ("B", ["b"]), ("C", ["c"])], [("C", ["c"]), ("A", ["a"]), ("B", ["b"])])
    #expect(changes.movedSections == [Pair(old: 2, new: 0)])
    // Rows of moved sections come along: not moves of their own.
    #expect(changes.movedRows.isEmpty)
    #expect(changes.newSection(forOld: 0) == 1)
    #expect(changes.oldSection(forNew: 0) == 2)
  }

  @Test func rowIntoAnInsertedSectionIsADeleteAndAnInsert() {
    let changes = diff([("A", ["a", "b"])], [("A", ["a"]), ("N", ["b"])])
    #expect(changes.insertedSections == [1])
    #expect(changes.deletedRows == [rowPath(1, in: 0)])
    // Rows of inserted sections come with the section.
    #expect(changes.insertedRows.isEmpty)
    #expect(changes.movedRows.isEmpty)
    #expect(changes.newIndexPath(forOld: rowPath(1, in: 0)) == nil)
  }

  @Test func rowOutOfADeletedSectionIsADeleteAndAnInsert() {
    let changes = diff([("D", ["a"]), ("B", ["b"])], [("B", ["a", "b"])])
    #expect(changes.deletedSections == [0])
    // Rows of deleted sections go with the section.
    #expect(changes.deletedRows.isEmpty)
    #expect(changes.insertedRows == [rowPath(0, in: 0)])
    #expect(changes.movedRows.isEmpty)
    #expect(changes.oldIndexPath(forNew: rowPath(0, in: 0)) == nil)
  }

  @Test func duplicateRowsPairByOccurrence() {
    // The k-th "x" of the old table pairs with the k-th "x" of the new one, across sections.
    let changes = diff(
      [("A", ["x", "y", "x"]), ("B", ["x"])], [("A", ["x"]), ("B", ["x", "x", "x", "y"])])
    #expect(changes.newIndexPath(forOld: rowPath(0, in: 0)) == rowPath(0, in: 0))
    #expect(changes.newIndexPath(forOld: rowPath(2, in: 0)) == rowPath(0, in: 1))
    #expect(changes.newIndexPath(forOld: rowPath(0, in: 1)) == rowPath(1, in: 1))
    #expect(changes.newIndexPath(forOld: rowPath(1, in: 0)) == rowPath(3, in: 1))
    // The fourth "x" has no old partner.
    #expect(changes.insertedRows == [rowPath(2, in: 1)])
    #expect(changes.deletedRows.isEmpty)
  }

  @Test func duplicateSectionsPairByOccurrence() {
    let changes = diff([("S", ["a"]), ("S", ["b"])], [("S", ["b"]), ("T", []), ("S", ["a"])])
    #expect(changes.newSection(forOld: 0) == 0)
    #expect(changes.newSection(forOld: 1) == 2)
    #expect(changes.insertedSections == [1])
    // a and b swap sections: two cross-section moves.
    #expect(changes.movedRows.count == 2)
    #expect(changes.movedSections.isEmpty)
  }

  @Test func surplusDuplicatesAreDeletes() {
    let changes = diff([("S", []), ("S", []), ("S", [])], [("S", [])])
    #expect(changes.deletedSections == [1, 2])
    #expect(changes.newSection(forOld: 0) == 0)
  }

  @Test func contentIsComparedForPairedRowsAndSectionsOnly() {
    var askedRows: [Pair<IndexPath>] = []
    var askedSections: [Pair<Int>] = []
    let changes = SectionedDiff(
      from: [(id: "A", rows: ["a", "b"]), (id: "D", rows: ["c"])],
      to: [(id: "N", rows: ["c"]), (id: "A", rows: ["b", "a"])],
      rowContentChanged: { old, new in
        askedRows.append(Pair(old: old.indexPath, new: new.indexPath))
        return old.row == 0
      },
      sectionContentChanged: { old, new in
        askedSections.append(Pair(old: old, new: new))
        return true
      })
    // c crosses from a deleted into an inserted section: no pair, no question.
    #expect(
      askedRows == [
        Pair(old: rowPath(1, in: 0), new: rowPath(0, in: 1)), Pair(old: rowPath(0, in: 0), new: rowPath(1, in: 1)),
      ])
    #expect(askedSections == [Pair(old: 0, new: 1)])
    #expect(changes.updatedRows == [Pair(old: rowPath(0, in: 0), new: rowPath(1, in: 1))])
    #expect(changes.updatedSections == [Pair(old: 0, new: 1)])
  }

  @Test func everythingDeletedOrInserted() {
    let gone = diff([("A", ["a"]), ("B", ["b", "c"])], [])
    #expect(gone.deletedSections == [0, 1])
    #expect(gone.deletedRows.isEmpty)
    let new = diff([], [("A", ["a"]), ("B", ["b", "c"])])
    #expect(new.insertedSections == [0, 1])
    #expect(new.insertedRows.isEmpty)
  }

  @Test func longestIncreasingRunIsMarked() {
    let values = [3, 1, 4, 1, 5, 9, 2, 6]
    let mask = longestIncreasingRunMask(values)
    let run = values.indices.filter { mask[$0] }.map { values[$0] }
    #expect(run.count == 4)
    #expect(zip(run, run.dropFirst()).allSatisfy { $0 < $1 })
    #expect(longestIncreasingRunMask([]).isEmpty)
  }
}
