import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Where the user may drag a `movable()` row (UIKit's `targetIndexPathForMoveFromRowAt`): among
/// the movable rows next to it, in its own section; fixed rows and other sections stay as they
/// are.
@MainActor
@Suite struct MoveTargetTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  /// Section 0: fixed "top", movable a b c, fixed "add"; section 1: movable x, y.
  func makeEngine() throws -> (TableEngine, TerminalTableView) {
    let (engine, host) = makeTable()
    try engine.addSection(
      TableSection(rows: [label("top"), label("a").movable(), label("b").movable(), label("c").movable(), label("add")])
    )
    try engine.addSection(TableSection(rows: [label("x").movable(), label("y").movable()]))
    return (engine, host)
  }

  /// Where each drag from `from` to `proposed` lands, in the table of ``makeEngine()``.
  func targets(_ moves: [(from: IndexPath, proposed: IndexPath)]) throws -> [IndexPath] {
    let (engine, host) = try makeEngine()
    defer { withExtendedLifetime(host) {} }
    return moves.map { engine.dataSource.targetIndexPathForMove(from: $0.from, toProposed: $0.proposed) }
  }

  @Test func aRowMovesFreelyAmongTheMovableRowsNextToIt() throws {
    let moves = [(path(0, 1), path(0, 3)), (path(0, 3), path(0, 2)), (path(1, 0), path(1, 1))]
    #expect(try targets(moves) == [path(0, 3), path(0, 2), path(1, 1)])
  }

  @Test func fixedRowsStayWhereTheyAre() throws {
    // Not above "top", not below "add".
    #expect(try targets([(path(0, 2), path(0, 0)), (path(0, 2), path(0, 4))]) == [path(0, 1), path(0, 3)])
  }

  @Test func aRowStaysInItsSection() throws {
    // The last place of its own section, or the first.
    #expect(try targets([(path(0, 1), path(1, 0)), (path(1, 1), path(0, 2))]) == [path(0, 3), path(1, 0)])
  }

  @Test func aFixedRowOrAPositionWithoutARowStays() throws {
    #expect(try targets([(path(0, 0), path(0, 2)), (path(7, 0), path(0, 2))]) == [path(0, 0), path(7, 0)])
  }

  /// The terminal's move keys follow the same rule as UIKit's drag.
  @Test func theTerminalsMoveKeysKeepTheRule() throws {
    let (engine, host) = try makeEngine()
    #expect(!engine.dataSource.send(.move(from: path(0, 1), to: path(0, 0))), "past the fixed top row")
    #expect(!engine.dataSource.send(.move(from: path(0, 3), to: path(1, 0))), "into the next section")
    #expect(engine.dataSource.send(.move(from: path(0, 3), to: path(0, 2))))
    #expect(engine.allSections.map { $0.rows.map(\.debugData) } == [["top", "a", "c", "b", "add"], ["x", "y"]])
    #expect(host.inconsistencies.isEmpty)
  }
}
