import Foundation
import Testing

@testable import ComponentTable

/// `PositionTable`: a value per row position, numbered through the sections in one array.
@Suite struct PositionTableTests {
  @Test func anUnwrittenTableReadsNothingEverywhere() {
    let table = PositionTable<String>(rowCounts: [2, 0, 3])
    #expect(table[RowPosition(section: 2, row: 2)] == nil)
    #expect(table.values(inSection: 0) == [nil, nil])
    #expect(table.values(inSection: 1).isEmpty)
  }

  /// Positions of different sections never share a slot, empty sections included.
  @Test func eachPositionHasItsOwnSlot() {
    var table = PositionTable<String>(rowCounts: [2, 0, 3])
    table[RowPosition(section: 0, row: 1)] = "a"
    table[RowPosition(section: 2, row: 0)] = "b"
    table[RowPosition(section: 2, row: 2)] = "c"
    #expect(table.values(inSection: 0) == [nil, "a"])
    #expect(table.values(inSection: 1).isEmpty)
    #expect(table.values(inSection: 2) == ["b", nil, "c"])
    table[RowPosition(section: 2, row: 0)] = nil
    #expect(table[RowPosition(section: 2, row: 0)] == nil)
    #expect(table[RowPosition(section: 0, row: 1)] == "a")
  }
}
