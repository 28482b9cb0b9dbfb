import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Appending rows: the same two verbs, `appendRow` and `appendRows`, on the engine, on a
/// section handle and on a composition's source, each returning the index paths of the rows it
/// added, and each refusing a section that is not there with the table unchanged.
@MainActor
@Suite struct AppendRowTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  func rows(_ engine: TableEngine, _ section: Int) -> [String] {
    (try? engine.section(at: section).rows.map(\.debugData)) ?? []
  }

  @Test func theEngineAppendsOneRowOrSeveralInOneUpdate() throws {
    let (engine, host) = makeTable(width: 20, height: 30)
    try engine.addSection(TableSection(rows: [label("a0")]))
    #expect(try engine.appendRow(label("a1"), toSection: 0) == path(0, 1))
    #expect(try engine.appendRows([label("a2"), label("a3")], toSection: 0) == [path(0, 2), path(0, 3)])
    #expect(host.appliedUpdates.last == TableBatchUpdate(insertedRows: [path(0, 2), path(0, 3)]))
    #expect(rows(engine, 0) == ["a0", "a1", "a2", "a3"])
    let updates = host.appliedUpdates.count
    #expect(try engine.appendRows([], toSection: 0) == [])
    #expect(host.appliedUpdates.count == updates)
    expectVisibleViewsMatchModel(engine, host)
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func theEngineRefusesASectionOutOfRangeAndChangesNothing() throws {
    let (engine, host) = makeTable(width: 20, height: 30)
    try engine.addSection(TableSection(rows: [label("a0")]))
    expectRefused(
      .sectionOutOfRange(operation: "appendRows(_:toSection:animation:)", section: 1, sectionCount: 1),
      in: engine, host: host
    ) { try engine.appendRows([label("x")], toSection: 1) }
    expectRefused(
      .sectionOutOfRange(operation: "appendRow(_:toSection:animation:)", section: -1, sectionCount: 1),
      in: engine, host: host
    ) { try engine.appendRow(label("x"), toSection: -1) }
    #expect(rows(engine, 0) == ["a0"])
  }

  @Test func aHandleAppendsToItsSectionWhereverItMoved() throws {
    let (engine, host) = makeTable(width: 20, height: 30)
    let handle = try engine.addSection(TableSection(rows: [label("b0")]))
    try engine.insertSection(TableSection(rows: [label("a0")]), at: 0)
    #expect(try handle.appendRow(label("b1")) == path(1, 1))
    #expect(try handle.appendRows([label("b2"), label("b3")]) == [path(1, 2), path(1, 3)])
    #expect(rows(engine, 1) == ["b0", "b1", "b2", "b3"])
    expectVisibleViewsMatchModel(engine, host)
    try engine.removeSection(at: 1)
    #expect(throws: TableError.sectionRemoved(operation: "appendRow(_:animation:)")) {
      try handle.appendRow(label("x"))
    }
    #expect(throws: TableError.sectionRemoved(operation: "appendRows(_:animation:)")) {
      try handle.appendRows([label("x")])
    }
    #expect(rows(engine, 0) == ["a0"])
  }

  @Test func aSourceAppendsAtItsOwnPositionsAndReturnsThem() throws {
    let (engine, host, top, bottom) = try makeTwoSourceTable([label("t0")], [label("b0")], width: 20, height: 30)
    // Local paths: the bottom source's section 0 is the table's section 1.
    #expect(try bottom.appendRow(label("b1"), toSection: 0) == path(0, 1))
    #expect(try bottom.appendRows([label("b2"), label("b3")], toSection: 0) == [path(0, 2), path(0, 3)])
    #expect(host.appliedUpdates.last == TableBatchUpdate(insertedRows: [path(1, 2), path(1, 3)]))
    #expect(try top.appendRows([label("t1")], toSection: 0) == [path(0, 1)])
    #expect(rows(engine, 0) == ["t0", "t1"])
    #expect(rows(engine, 1) == ["b0", "b1", "b2", "b3"])
    expectRefused(
      .sectionOutOfRange(operation: "appendRows(_:toSection:animation:)", section: 1, sectionCount: 1),
      in: engine, host: host
    ) { try top.appendRows([label("x")], toSection: 1) }
    expectVisibleViewsMatchModel(engine, host)
    #expect(host.inconsistencies.isEmpty)
  }
}
