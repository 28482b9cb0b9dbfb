import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// `apply` of a change that keeps every section in place sends its rows' deletes, inserts and
/// moves in one batch and the reconfigures in a second, both describing the new table (no
/// intermediate models); changes of the section structure still go through the stages.
@MainActor
@Suite struct DirectBatchTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  func toggle(_ id: String, on: Bool = false) -> TableComponent {
    TableComponent(SwitchCell.self, data: SwitchState(title: id, isOn: on), id: id)
  }

  func shown(_ host: TerminalTableView) -> [String] {
    host.indexPathsForVisibleRows.compactMap { (host.cellForRow(at: $0) as? SwitchCell)?.state.title }
  }

  @Test func deletesInsertsAndMovesTravelInOneBatchAndReconfiguresFollow() throws {
    let (engine, host) = makeTable(height: 20)
    try engine.apply([TableSection(id: "s", rows: ["a", "b", "c", "d"].map { toggle($0) })])
    let a = try #require(host.cellForRow(at: path(0, 0)))
    // a changes in place, b and c swap, d goes, e comes.
    let sent = try host.updatesSent {
      try engine.apply([TableSection(id: "s", rows: [toggle("a", on: true), toggle("c"), toggle("b"), toggle("e")])])
    }
    #expect(sent.count == 2, "two batches, not one per stage: \(sent)")
    let batch = try #require(sent.first)
    #expect(batch.deletedRows == [path(0, 3)])
    #expect(batch.insertedRows == [path(0, 3)])
    #expect(batch.movedRows.count == 1)
    #expect(batch.reconfiguredRows.isEmpty)
    #expect(sent.last == TableBatchUpdate(reconfiguredRows: [path(0, 0)]))
    #expect(host.inconsistencies.isEmpty)
    #expect(host.cellForRow(at: path(0, 0)) === a, "the changed row keeps its view")
    #expect((a as? SwitchCell)?.state.isOn == true)
    #expect(shown(host) == ["a", "c", "b", "e"])
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func aRowThatMovesAndChangesIsReconfiguredAtItsNewPlaceAfterTheMove() throws {
    let (engine, host) = makeTable(height: 20)
    try engine.apply([TableSection(id: "s", rows: ["a", "b", "c"].map { toggle($0) })])
    let c = try #require(host.cellForRow(at: path(0, 2)))
    let sent = try host.updatesSent {
      try engine.apply([TableSection(id: "s", rows: [toggle("c", on: true), toggle("a"), toggle("b")])])
    }
    #expect(
      sent == [
        TableBatchUpdate(movedRows: [.init(from: path(0, 2), to: path(0, 0))]),
        TableBatchUpdate(reconfiguredRows: [path(0, 0)]),
      ])
    #expect(host.inconsistencies.isEmpty)
    #expect(host.cellForRow(at: path(0, 0)) === c, "the moved row keeps its view")
    #expect((c as? SwitchCell)?.state.isOn == true)
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func rowsMovingBetweenSectionsThatStayInPlaceTravelInOneBatch() throws {
    let (engine, host) = makeTable(height: 20)
    try engine.apply([
      TableSection(id: "x", rows: ["a", "b"].map { toggle($0) }),
      TableSection(id: "y", rows: ["c"].map { toggle($0) }),
    ])
    let sent = try host.updatesSent {
      try engine.apply([
        TableSection(id: "x", rows: ["a"].map { toggle($0) }),
        TableSection(id: "y", rows: [toggle("b", on: true), toggle("c")]),
      ])
    }
    #expect(
      sent == [
        TableBatchUpdate(movedRows: [.init(from: path(0, 1), to: path(1, 0))]),
        TableBatchUpdate(reconfiguredRows: [path(1, 0)]),
      ])
    #expect(host.inconsistencies.isEmpty)
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func sectionChangesStillGoThroughTheStages() throws {
    let (engine, host) = makeTable(height: 20)
    try engine.apply([
      TableSection(id: "x", rows: ["a"].map { toggle($0) }),
      TableSection(id: "y", rows: ["b", "c"].map { toggle($0) }),
    ])
    // Section x goes, z comes, and a row of y changes: deletions, then insertions, each in
    // the model of its own stage.
    let sent = try host.updatesSent {
      try engine.apply([
        TableSection(id: "y", rows: [toggle("b", on: true), toggle("c")]),
        TableSection(id: "z", rows: ["d"].map { toggle($0) }),
      ])
    }
    #expect(sent.count == 3, "\(sent)")
    #expect(sent.first == TableBatchUpdate(reconfiguredRows: [path(1, 0)]))
    #expect(host.inconsistencies.isEmpty)
    #expect(shown(host) == ["b", "c", "d"])
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func aChangedRowThatNeedsAnotherReusePoolIsReloadedThroughTheStages() throws {
    let (engine, host) = makeTable(height: 20)
    func row(_ pool: String) -> TableComponent {
      TableComponent(SwitchCell.self, data: SwitchState(title: pool, isOn: false), reuseIdentifier: pool, id: "r")
    }
    try engine.apply([TableSection(id: "s", rows: [row("one"), toggle("b")])])
    let sent = try host.updatesSent { try engine.apply([TableSection(id: "s", rows: [row("two")])]) }
    #expect(
      sent == [
        TableBatchUpdate(reloadedRows: [path(0, 0)]), TableBatchUpdate(deletedRows: [path(0, 1)]),
      ])
    #expect(host.inconsistencies.isEmpty)
    expectVisibleViewsMatchModel(engine, host)
  }
}
