import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The bounds of every public mutation, each on both sides: the first position past a bound is
/// refused with an error naming the call and the values and changes nothing, and the last
/// position inside it is accepted. An off-by-one in either direction fails here, not by
/// crashing the test process.
@MainActor
@Suite struct MutationBoundsTests {
  /// Two sections: `a0 a1 a2` and `b0`, every row movable.
  func makeFilledTable() throws -> (TableEngine, TerminalTableView) {
    let (engine, host) = makeTable()
    try engine.addSection(TableSection(rows: ["a0", "a1", "a2"].map { label($0).movable() }))
    try engine.addSection(TableSection(rows: [label("b0").movable()]))
    return (engine, host)
  }

  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  /// `expectRefused` for a table as `makeFilledTable()` returns it.
  func refused(
    _ error: TableError, by table: (TableEngine, TerminalTableView), sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
  ) {
    expectRefused(error, in: table.0, host: table.1, sourceLocation: sourceLocation, body)
  }

  func rows(_ engine: TableEngine) -> [[String]] {
    engine.allSections.map { $0.rows.map(\.debugData) }
  }

  // MARK: Sections

  @Test func insertSectionAcceptsTheEndAndRefusesPastIt() throws {
    let (engine, host) = try makeFilledTable()
    for index in [-1, 3] {
      refused(
        .sectionOutOfRange(operation: "insertSection(_:at:animation:)", section: index, sectionCount: 2),
        by: (engine, host)
      ) { try engine.insertSection(TableSection(rows: [label("x")]), at: index) }
    }
    try engine.insertSection(TableSection(rows: [label("x")]), at: 2)
    #expect(rows(engine) == [["a0", "a1", "a2"], ["b0"], ["x"]])
  }

  @Test func removeAndReplaceSectionRefuseTheCount() throws {
    let (engine, host) = try makeFilledTable()
    for index in [-1, 2] {
      refused(
        .sectionOutOfRange(operation: "removeSection(at:animation:)", section: index, sectionCount: 2),
        by: (engine, host)
      ) { try engine.removeSection(at: index) }
      refused(
        .sectionOutOfRange(operation: "updateSection(at:with:animation:)", section: index, sectionCount: 2),
        by: (engine, host)
      ) { try engine.updateSection(at: index, with: TableSection()) }
    }
    try engine.updateSection(at: 1, with: TableSection(rows: [label("c0")]))
    try engine.removeSection(at: 1)
    #expect(rows(engine) == [["a0", "a1", "a2"]])
  }

  @Test func moveSectionRefusesASourceOrDestinationOutOfRange() throws {
    let (engine, host) = try makeFilledTable()
    for (from, to, named) in [(-1, 0, -1), (2, 0, 2), (0, -1, -1), (0, 2, 2), (1, 5, 5)] {
      refused(
        .sectionOutOfRange(operation: "moveSection(at:to:animation:)", section: named, sectionCount: 2),
        by: (engine, host)
      ) { try engine.moveSection(at: from, to: to) }
    }
    // The last section is a valid destination: the table has as many sections after a move.
    try engine.moveSection(at: 0, to: 1)
    #expect(rows(engine) == [["b0"], ["a0", "a1", "a2"]])
  }

  // MARK: Rows

  @Test func insertRowAcceptsTheEndOfTheSectionAndRefusesPastIt() throws {
    let (engine, host) = try makeFilledTable()
    for row in [-1, 4] {
      refused(
        .rowOutOfRange(operation: "insertCell(_:at:animation:)", indexPath: path(0, row), rowCount: 3),
        by: (engine, host)
      ) { try engine.insertCell(label("x"), at: path(0, row)) }
      refused(
        .rowOutOfRange(operation: "insertCells(_:at:animation:)", indexPath: path(0, row), rowCount: 3),
        by: (engine, host)
      ) { try engine.insertCells([label("x"), label("y")], at: path(0, row)) }
    }
    for section in [-1, 2] {
      refused(
        .sectionOutOfRange(operation: "addCell(_:toSection:animation:)", section: section, sectionCount: 2),
        by: (engine, host)
      ) { try engine.addCell(label("x"), toSection: section) }
    }
    try engine.insertCell(label("x"), at: path(0, 3))
    try engine.insertCells([label("y")], at: path(1, 1))
    #expect(try engine.addCell(label("z"), toSection: 1) == path(1, 2))
    #expect(rows(engine) == [["a0", "a1", "a2", "x"], ["b0", "y", "z"]])
  }

  @Test func removeAndReplaceRowRefuseTheCount() throws {
    let (engine, host) = try makeFilledTable()
    for row in [-1, 3] {
      refused(
        .rowOutOfRange(operation: "removeCell(at:animation:)", indexPath: path(0, row), rowCount: 3), by: (engine, host)
      ) { try engine.removeCell(at: path(0, row)) }
      refused(
        .rowOutOfRange(operation: "removeCells(at:animation:)", indexPath: path(0, row), rowCount: 3),
        by: (engine, host)
      ) { try engine.removeCells(at: [path(0, 0), path(0, row)]) }
      refused(
        .rowOutOfRange(operation: "updateCell(at:with:animation:)", indexPath: path(0, row), rowCount: 3),
        by: (engine, host)
      ) { try engine.updateCell(at: path(0, row), with: label("x")) }
      refused(
        .rowOutOfRange(operation: "updateCells(at:with:animation:)", indexPath: path(0, row), rowCount: 3),
        by: (engine, host)
      ) { try engine.updateCells(at: [path(0, row)], with: [label("x")]) }
    }
    try engine.updateCell(at: path(0, 2), with: label("x"))
    try engine.removeCell(at: path(0, 2))
    #expect(rows(engine) == [["a0", "a1"], ["b0"]])
  }

  /// `moveCell` and the user's move (`rowWasMoved`) take a destination after the row left its
  /// place: within its section the last row is the count minus one, in another section the
  /// count itself.
  @Test func moveRowRefusesOnePastTheEndWithinASectionAndAcrossSections() throws {
    let (engine, host) = try makeFilledTable()
    let moves: [(TableEngine) throws -> Void] = [
      { try $0.moveCell(at: self.path(0, 0), to: self.path(0, 3)) },
      { try $0.rowWasMoved(from: self.path(0, 0), to: self.path(0, 3)) },
    ]
    for (move, operation) in zip(moves, ["moveCell(at:to:animation:)", "rowWasMoved(from:to:)"]) {
      refused(.rowOutOfRange(operation: operation, indexPath: path(0, 3), rowCount: 2), by: (engine, host)) {
        try move(engine)
      }
    }
    for (to, rowCount) in [(path(0, -1), 2), (path(1, 2), 1), (path(1, -1), 1)] {
      refused(
        .rowOutOfRange(operation: "moveCell(at:to:animation:)", indexPath: to, rowCount: rowCount), by: (engine, host)
      ) {
        try engine.moveCell(at: path(0, 0), to: to)
      }
      refused(.rowOutOfRange(operation: "rowWasMoved(from:to:)", indexPath: to, rowCount: rowCount), by: (engine, host))
      {
        try engine.rowWasMoved(from: path(0, 0), to: to)
      }
    }
    refused(
      .rowOutOfRange(operation: "moveCell(at:to:animation:)", indexPath: path(1, 1), rowCount: 1), by: (engine, host)
    ) { try engine.moveCell(at: path(1, 1), to: path(0, 0)) }
    refused(
      .sectionOutOfRange(operation: "moveCell(at:to:animation:)", section: 2, sectionCount: 2), by: (engine, host)
    ) { try engine.moveCell(at: path(0, 0), to: path(2, 0)) }

    try engine.moveCell(at: path(0, 0), to: path(0, 2))
    #expect(rows(engine) == [["a1", "a2", "a0"], ["b0"]])
    try engine.moveCell(at: path(0, 0), to: path(1, 1))
    #expect(rows(engine) == [["a2", "a0"], ["b0", "a1"]])
  }
}
