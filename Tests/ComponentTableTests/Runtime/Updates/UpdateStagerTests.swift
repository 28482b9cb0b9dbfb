import Foundation
import Testing

@testable import ComponentTable

/// Hand-written cases, most of them the update patterns behind classic UITableView crash
/// reports. Every case is also replayed: each stage must pass the validator and the table must
/// end up showing the new content.
@Suite struct UpdateStagerTests {
  typealias Move = TableBatchUpdate.Move

  func staged(
    _ old: DiffTestTable, _ new: DiffTestTable,
    reloadsRow: (IndexPath, IndexPath) -> Bool = { _, _ in false }
  ) -> StagedUpdate {
    let update = UpdateStager.stages(for: old.diff(to: new), reloadsRow: reloadsRow)
    let failure = StagedUpdateReplay(old: old, new: new).failure(of: update)
    #expect(failure == nil)
    return update
  }

  func kinds(_ update: StagedUpdate) -> [UpdateStage.Kind] { update.stages.map { $0.kind } }

  @Test func deleteAndUpdateOfNeighbouringRowsNeverHitOneIndexPath() {
    // Deleting a and updating b: a naive batch reloads b at its new path (0,0), which is the
    // deleted path: "attempt to delete and reload the same index path".
    var new = DiffTestTable(ids: [(1, [11])])
    new.sections[0].rows[0].version = 1
    let update = staged(DiffTestTable(ids: [(1, [10, 11])]), new)
    #expect(kinds(update) == [.rowUpdates, .deletions])
    #expect(update.stages[0].batch == TableBatchUpdate(reconfiguredRows: [rowPath(1, in: 0)]))
    #expect(update.stages[1].batch == TableBatchUpdate(deletedRows: [rowPath(0, in: 0)]))
  }

  @Test func moveIntoAnInsertedSectionBecomesDeleteAndInsert() {
    let update = staged(DiffTestTable(ids: [(1, [10, 11])]), DiffTestTable(ids: [(1, [10]), (2, [11])]))
    #expect(kinds(update) == [.deletions, .sectionInsertionsAndMoves])
    #expect(update.stages[0].batch == TableBatchUpdate(deletedRows: [rowPath(1, in: 0)]))
    #expect(update.stages[1].batch == TableBatchUpdate(insertedSections: [1]))
  }

  @Test func moveOutOfADeletedSectionBecomesDeleteAndInsert() {
    let update = staged(DiffTestTable(ids: [(1, [10]), (2, [20])]), DiffTestTable(ids: [(2, [10, 20])]))
    #expect(kinds(update) == [.deletions, .rowInsertionsAndMoves])
    #expect(update.stages[0].batch == TableBatchUpdate(deletedSections: [0]))
    #expect(update.stages[1].batch == TableBatchUpdate(insertedRows: [rowPath(0, in: 0)]))
  }

  @Test func lastRowOfADeletedSectionGoesWithTheSection() {
    let update = staged(DiffTestTable(ids: [(1, [10]), (2, [20])]), DiffTestTable(ids: [(1, [10])]))
    #expect(update.stages.map { $0.batch } == [TableBatchUpdate(deletedSections: [1])])
  }

  @Test func allRowsReversed() {
    let update = staged(
      DiffTestTable(ids: [(1, [10, 11, 12, 13, 14])]), DiffTestTable(ids: [(1, [14, 13, 12, 11, 10])]))
    #expect(kinds(update) == [.rowInsertionsAndMoves])
    #expect(update.stages[0].batch.movedRows.count == 4)
  }

  @Test func everythingDeleted() {
    let update = staged(DiffTestTable(ids: [(1, [10]), (2, [20, 21])]), DiffTestTable(ids: []))
    #expect(update.stages.map { $0.batch } == [TableBatchUpdate(deletedSections: [0, 1])])
    #expect(update.stages[0].sections.isEmpty)
  }

  @Test func everythingInserted() {
    let update = staged(DiffTestTable(ids: []), DiffTestTable(ids: [(1, [10]), (2, [20, 21])]))
    #expect(update.stages.map { $0.batch } == [TableBatchUpdate(insertedSections: [0, 1])])
  }

  @Test func emptyToEmpty() {
    #expect(staged(DiffTestTable(ids: []), DiffTestTable(ids: [])).stages.isEmpty)
  }

  @Test func sectionMovesComeBeforeRowMovesBetweenThem() {
    // Sections swap and a row changes section: the row moves in the last stage, from where
    // the section move left it.
    let update = staged(
      DiffTestTable(ids: [(1, [10, 11]), (2, [20])]), DiffTestTable(ids: [(2, [20, 10]), (1, [11])]))
    #expect(kinds(update) == [.sectionInsertionsAndMoves, .rowInsertionsAndMoves])
    #expect(update.stages[0].batch.movedSections.count == 1)
    #expect(
      update.stages[1].batch
        == TableBatchUpdate(movedRows: [Move(from: rowPath(0, in: 1), to: rowPath(1, in: 0))]))
  }

  @Test func intermediateModelsSayWhereContentComesFrom() {
    var new = DiffTestTable(ids: [(3, [30]), (1, [11, 12])])
    new.sections[1].rows[0].version = 1
    let update = staged(DiffTestTable(ids: [(1, [10, 11]), (2, [20])]), new)
    #expect(
      kinds(update) == [.rowUpdates, .deletions, .sectionInsertionsAndMoves, .rowInsertionsAndMoves]
    )
    // Paired sections and rows show new content from the first stage on.
    #expect(
      update.stages[0].sections == [
        StagedSection(content: .new(1), rows: [.old(position(0, in: 0)), .new(position(0, in: 1))]),
        StagedSection(content: .old(1), rows: [.old(position(0, in: 1))]),
      ])
    #expect(
      update.stages[1].sections == [StagedSection(content: .new(1), rows: [.new(position(0, in: 1))])])
    #expect(
      update.stages[2].sections == [
        StagedSection(content: .new(0), rows: [.new(position(0, in: 0))]),
        StagedSection(content: .new(1), rows: [.new(position(0, in: 1))]),
      ])
    #expect(update.stages[3].batch == TableBatchUpdate(insertedRows: [rowPath(1, in: 1)]))
    #expect(update.stages[3].rowCounts == [1, 2])
  }

  @Test func rowsCanBeReloadedInsteadOfReconfigured() {
    var new = DiffTestTable(ids: [(1, [10, 11, 12])])
    new.sections[0].rows[0].version = 1
    new.sections[0].rows[2].version = 1
    let update = staged(DiffTestTable(ids: [(1, [10, 11, 12])]), new) { old, _ in old.row == 2 }
    #expect(
      update.stages.map { $0.batch } == [
        TableBatchUpdate(reloadedRows: [rowPath(2, in: 0)], reconfiguredRows: [rowPath(0, in: 0)])
      ])
  }

  @Test func sectionContentChangesNeedNoBatch() {
    var new = DiffTestTable(ids: [(1, [10]), (2, [])])
    new.sections[1].version = 1
    let update = staged(DiffTestTable(ids: [(1, [10]), (2, [])]), new)
    #expect(update.stages.isEmpty)
    #expect(update.updatedSections == [SectionedDiff.Pair(old: 1, new: 1)])
  }

  @Test func duplicateIdentitiesStageCleanly() {
    _ = staged(
      DiffTestTable(ids: [(1, [7, 7, 8]), (1, [7]), (2, [8, 8])]),
      DiffTestTable(ids: [(2, [7]), (1, [8, 7, 7, 7]), (1, [])]))
  }
}
