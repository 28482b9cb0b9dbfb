import Foundation
import Testing

@testable import ComponentTable

/// Diffs turned into the batches the engine sends, through the real `SectionedDiff` and
/// `UpdateStager`: which diffs skip the stages, where their batches name rows, and which row
/// updates a section reload makes unneeded. Every batch must pass the validator.
@Suite struct DiffBatchesTests {
  /// The batches of `old` to `new`, each checked by the validator on the row counts it starts
  /// from and the ones its model (or the new table) has.
  func batches(
    _ old: DiffTestTable, _ new: DiffTestTable,
    reloadsSection: (SectionedDiff.Pair<Int>) -> Bool = { _ in false },
    reloadsRow: ((IndexPath, IndexPath) -> Bool)? = nil
  ) -> DiffBatches {
    let planned = DiffBatches(for: old.diff(to: new), reloadsSection: reloadsSection, reloadsRow: reloadsRow)
    #expect(Self.failure(of: planned, old, new) == nil)
    return planned
  }

  static func failure(of planned: DiffBatches, _ old: DiffTestTable, _ new: DiffTestTable) -> String? {
    var counts = old.rowCounts
    var updates = planned.batches.map { ($0.update, $0.sections?.map { $0.rows.count } ?? new.rowCounts) }
    if !planned.reloadedSections.isEmpty {
      updates.append((TableBatchUpdate(reloadedSections: planned.reloadedSections), new.rowCounts))
    }
    for (number, (update, after)) in updates.enumerated() {
      if update.isEmpty { return "batch \(number) is empty" }
      do {
        _ = try BatchUpdateValidator.validate(update, rowCountsBefore: counts, rowCountsAfter: after)
      } catch {
        return "batch \(number) (\(update)): \(error)"
      }
      counts = after
    }
    return counts == new.rowCounts ? nil : "ends with row counts \(counts), not \(new.rowCounts)"
  }

  @Test func fixedSectionsGetOneStructuralBatchThenReconfiguresAtNewPlaces() {
    var new = DiffTestTable(ids: [(1, [11, 12, 13])])
    new.sections[0].rows[1].version = 1
    let planned = batches(DiffTestTable(ids: [(1, [10, 11, 12])]), new)
    #expect(
      planned.batches == [
        DiffBatches.Batch(
          update: TableBatchUpdate(deletedRows: [rowPath(0, in: 0)], insertedRows: [rowPath(2, in: 0)]),
          sections: nil),
        DiffBatches.Batch(update: TableBatchUpdate(reconfiguredRows: [rowPath(1, in: 0)]), sections: nil),
      ])
    #expect(planned.reloadedSections.isEmpty)
  }

  @Test func aRowNeedingAReloadGoesThroughTheStages() {
    let old = DiffTestTable(ids: [(1, [10, 11, 12])])
    var new = DiffTestTable(ids: [(1, [11, 12, 13])])
    new.sections[0].rows[1].version = 1
    let planned = batches(old, new, reloadsRow: { _, _ in true })
    let stages = UpdateStager.stages(for: old.diff(to: new)) { _, _ in true }.stages
    #expect(planned.batches.map(\.update) == stages.map(\.batch))
    #expect(planned.batches.first?.update == TableBatchUpdate(reloadedRows: [rowPath(2, in: 0)]))
    // The last model is the new table, which the caller has already.
    #expect(planned.batches.map { $0.sections == nil } == [false, false, true])
    #expect(planned.batches[0].sections == stages[0].sections)
  }

  @Test func sectionsWhoseViewChangesAreReloadedLastWithoutTheirRows() {
    var new = DiffTestTable(ids: [(1, [10]), (2, [20]), (3, [30])])
    new.sections[0].version = 1
    new.sections[0].rows[0].version = 1
    new.sections[1].version = 1
    new.sections[1].rows[0].version = 1
    var asked: [SectionedDiff.Pair<Int>] = []
    let planned = batches(
      DiffTestTable(ids: [(1, [10]), (2, [20]), (3, [30])]), new,
      reloadsSection: { pair in
        asked.append(pair)
        return pair.new == 0
      })
    #expect(asked == [SectionedDiff.Pair(old: 0, new: 0), SectionedDiff.Pair(old: 1, new: 1)])
    #expect(planned.reloadedSections == [0])
    #expect(planned.batches.map(\.update) == [TableBatchUpdate(reconfiguredRows: [rowPath(0, in: 1)])])
  }

  @Test func aRowLeavingAReloadedSectionKeepsItsUpdate() {
    // Stages (a section is inserted): 10 stays in the reloaded section and is left to the
    // reload; 11 moves out of it and must be reconfigured on its own.
    var new = DiffTestTable(ids: [(3, []), (1, [10]), (2, [11, 20])])
    new.sections[1].version = 1
    new.sections[1].rows[0].version = 1
    new.sections[2].rows[0].version = 1
    let old = DiffTestTable(ids: [(1, [10, 11]), (2, [20])])
    let planned = batches(old, new, reloadsSection: { $0.new == 1 })
    #expect(planned.reloadedSections == [1])
    let stages = UpdateStager.stages(for: old.diff(to: new)).stages
    #expect(stages.first?.batch.reconfiguredRows == [rowPath(0, in: 0), rowPath(1, in: 0)])
    #expect(
      planned.batches.map(\.update) == [TableBatchUpdate(reconfiguredRows: [rowPath(1, in: 0)])]
        + stages.dropFirst().map(\.batch))
  }

  @Test func rowUpdatesAllLeftToReloadsLeaveNoBatch() {
    var new = DiffTestTable(ids: [(3, []), (1, [10])])
    new.sections[1].version = 1
    new.sections[1].rows[0].version = 1
    let old = DiffTestTable(ids: [(1, [10])])
    let planned = batches(old, new, reloadsSection: { _ in true })
    #expect(planned.reloadedSections == [1])
    #expect(planned.batches.map(\.update) == [TableBatchUpdate(insertedSections: [0])])
  }

  @Test func randomTablesGiveValidBatches() {
    for index in 0..<2_000 {
      var generator = RandomTablePairs(seed: 0xBA7C_0000_0000_0000 &+ UInt64(index))
      let (old, new) = generator.makePair()
      let reloadsSome = generator.chance(1, in: 4)
      let reloadsSections = generator.chance(1, in: 3)
      let planned = DiffBatches(
        for: old.diff(to: new), reloadsSection: { reloadsSections && $0.new % 2 == 0 },
        reloadsRow: reloadsSome ? { ($0.row + $1.row) % 3 == 0 } : nil)
      if let failure = Self.failure(of: planned, old, new) {
        Issue.record("pair \(index): \(old) -> \(new): \(failure)")
        return
      }
    }
  }
}
