import ComponentTableTerminal
import Foundation
import Testing

@testable import ComponentTable

/// `RowKeyTable`: the pairing keys of one version of the table, section by section, with its
/// components unretained and numbered through the table.
@MainActor
@Suite struct RowKeyTableTests {
  func records(_ sections: [TableSection]) -> [SectionRecord] {
    sections.enumerated().map { SectionRecord($1, key: $0) }
  }

  @Test func keysFollowTheSectionsAndComponentsAreTheRowsOwn() {
    let records = records([
      TableSection(rows: [label("a"), label("b")]), TableSection(), TableSection(rows: [label("c")]),
    ])
    let keys = RowKeyTable(records, matchingValues: false)
    #expect(keys.sections.map(\.count) == [2, 0, 1])
    #expect(keys.components.count == 3)
    #expect(keys.brokenInvariant(against: records) == nil)
    #expect(!keys.hasCustomReusePools)
  }

  @Test func rowsWithTheSameIdentityHaveEqualKeysAndOthersDoNot() {
    let records = records([
      TableSection(rows: [
        TableComponent(LabelCell.self, data: "one", id: 7), TableComponent(LabelCell.self, data: "changed", id: 7),
        TableComponent(LabelCell.self, data: "other", id: 8), TableComponent(MultilineCell.self, data: "x", id: 7),
      ])
    ])
    let row = RowKeyTable(records, matchingValues: false).sections[0]
    #expect(row[0] == row[1], "the same id, another value")
    #expect(row[0] != row[2], "another id")
    #expect(row[0] != row[3], "the same id shown by another class")
  }

  /// Rows without an identity: by value only the very same component matches; otherwise every
  /// row of a class has the same key, and pairing goes by order.
  @Test func rowsWithoutIdentityMatchByValueOnlyWhenAsked() {
    let same = TitleValue(title: "same", value: "same")
    let records = records([
      TableSection(rows: [TableComponent(ValueCell.self, data: same), TableComponent(ValueCell.self, data: same)])
    ])
    let byOrder = RowKeyTable(records, matchingValues: false).sections[0]
    #expect(byOrder[0] == byOrder[1])
    let byValue = RowKeyTable(records, matchingValues: true).sections[0]
    #expect(byValue[0] != byValue[1])
    #expect(byValue[0] == RowKeyTable(records, matchingValues: true).sections[0][0])
  }

  @Test func aRowWithItsOwnReuseIdentifierMarksCustomPools() {
    let records = records([
      TableSection(rows: [label("a"), TableComponent(LabelCell.self, data: "b", reuseIdentifier: "special")])
    ])
    #expect(RowKeyTable(records, matchingValues: false).hasCustomReusePools)
  }

  @Test func makingRecordsRegistersTheClassesAndRefusesAConflictFirst() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    let made = try RowKeyTable.makeRecords(
      of: [TableSection(rows: [label("a"), label("b")])], registeringWith: engine, operation: "test")
    #expect(made.records.count == 1)
    #expect(made.keys.brokenInvariant(against: made.records) == nil)
    let conflict = [
      TableSection(rows: [
        TableComponent(
          MultilineCell.self, data: "x", reuseIdentifier: TableComponent.derivedReuseIdentifier(for: LabelCell.self))
      ])
    ]
    #expect(throws: TableError.self) {
      _ = try RowKeyTable.makeRecords(of: conflict, registeringWith: engine, operation: "test")
    }
    #expect(engine.sectionCount == 0, "making records changes no table")
  }
}
