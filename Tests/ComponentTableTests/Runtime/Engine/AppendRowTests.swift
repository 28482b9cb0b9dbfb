import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Appending rows: the same two verbs, `addCell` and `addCells`, on the engine, on a
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
    #expect(try engine.addCell(label("a1"), toSection: 0) == path(0, 1))
    #expect(try engine.addCells([label("a2"), label("a3")], toSection: 0) == [path(0, 2), path(0, 3)])
    #expect(host.lastAppliedUpdate == TableBatchUpdate(insertedRows: [path(0, 2), path(0, 3)]))
    #expect(rows(engine, 0) == ["a0", "a1", "a2", "a3"])
    let updates = host.appliedUpdateCount
    #expect(try engine.addCells([], toSection: 0) == [])
    #expect(host.appliedUpdateCount == updates)
    expectVisibleViewsMatchModel(engine, host)
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func theEngineRefusesASectionOutOfRangeAndChangesNothing() throws {
    let (engine, host) = makeTable(width: 20, height: 30)
    try engine.addSection(TableSection(rows: [label("a0")]))
    expectRefused(
      .sectionOutOfRange(operation: "addCells(_:toSection:animation:)", section: 1, sectionCount: 1),
      in: engine, host: host
    ) { try engine.addCells([label("x")], toSection: 1) }
    expectRefused(
      .sectionOutOfRange(operation: "addCell(_:toSection:animation:)", section: -1, sectionCount: 1),
      in: engine, host: host
    ) { try engine.addCell(label("x"), toSection: -1) }
    #expect(rows(engine, 0) == ["a0"])
  }

  @Test func aHandleAppendsToItsSectionWhereverItMoved() throws {
    let (engine, host) = makeTable(width: 20, height: 30)
    let handle = try engine.addSection(TableSection(rows: [label("b0")]))
    try engine.insertSection(TableSection(rows: [label("a0")]), at: 0)
    #expect(try handle.addCell(label("b1")) == path(1, 1))
    #expect(try handle.addCells([label("b2"), label("b3")]) == [path(1, 2), path(1, 3)])
    #expect(rows(engine, 1) == ["b0", "b1", "b2", "b3"])
    expectVisibleViewsMatchModel(engine, host)
    try engine.removeSection(at: 1)
    #expect(throws: TableError.sectionRemoved(operation: "addCell(_:animation:)")) {
      try handle.addCell(label("x"))
    }
    #expect(throws: TableError.sectionRemoved(operation: "addCells(_:animation:)")) {
      try handle.addCells([label("x")])
    }
    #expect(rows(engine, 0) == ["a0"])
  }
}
