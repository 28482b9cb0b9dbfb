import ComponentTableTerminal
import Foundation
import Testing

@testable import ComponentTable

/// The rules `TableEngine.brokenInvariant()` checks (and `checkInvariants()` enforces in a build
/// with `COMPONENT_TABLE_INVARIANTS`): a table the API built keeps them all, and each rule,
/// broken on purpose in the storage, is named.
@MainActor
@Suite struct EngineInvariantTests {
  func makeFilledTable() throws -> (TableEngine, TerminalTableView) {
    let (engine, host) = makeTable()
    try engine.addSection(
      TableSection(
        header: TableComponent(ProfileHeader.self, data: Profile(name: "P", email: "p@example.com")),
        rows: [label("a0"), label("a1")]))
    try engine.addSection(TableSection(rows: [label("b0")]))
    _ = host.renderScreen(styled: false)
    return (engine, host)
  }

  @Test func aTableBuiltThroughTheAPIKeepsEveryRule() throws {
    let (engine, host) = try makeFilledTable()
    #expect(engine.brokenInvariant() == nil)
    try engine.moveCell(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
    try engine.performBatchUpdates {
      try engine.removeSection(at: 0)
      try engine.addCell(label("c0"), toSection: 0)
    }
    try engine.apply([TableSection(rows: [label("b0"), label("d0")])])
    _ = host.renderScreen(styled: false)
    #expect(engine.brokenInvariant() == nil)
  }

  @Test func rowRecordHeightEncodingReadsBack() throws {
    let (engine, host) = try makeFilledTable()
    // The host owns the engine's life as a table: without it the engine lets its rows go.
    defer { withExtendedLifetime(host) {} }
    var record = RowRecord(label("x"))
    for height in [ComponentHeight.fixed(0), .fixed(12), .automatic(estimate: 0), .automatic(estimate: 44)] {
      record.height = height
      #expect(record.brokenInvariant() == nil)
      #expect(record.height == height)
    }
    // A fixed -0.0 is stored as +0.0, so it does not read back as automatic.
    record.height = .fixed(-0.0)
    #expect(record.height == .fixed(0))
    #expect(record.storedHeight.sign == .plus)
    record.storedHeight = .infinity
    #expect(record.brokenInvariant() == "the cached height is inf")
    record.storedHeight = -.infinity
    #expect(record.brokenInvariant() != nil)
    engine.sections[1].rows[0].storedHeight = .infinity
    #expect(engine.brokenInvariant() == "row 0 of section 1: the cached height is inf")
  }

  @Test func sectionKeysAreUniqueAndIssued() throws {
    let (engine, host) = try makeFilledTable()
    // The host owns the engine's life as a table: without it the engine lets its rows go.
    defer { withExtendedLifetime(host) {} }
    engine.sections[1].key = engine.sections[0].key
    #expect(engine.brokenInvariant() == "section 1 has the key \(engine.sections[0].key) of another section")
    engine.sections[1].key = engine.nextSectionKey
    #expect(
      engine.brokenInvariant() == "section 1 has key \(engine.nextSectionKey), outside 0..<\(engine.nextSectionKey)")
  }

  @Test func everyShownClassIsRegisteredUnderItsIdentifier() throws {
    let (engine, host) = try makeFilledTable()
    // The host owns the engine's life as a table: without it the engine lets its rows go.
    defer { withExtendedLifetime(host) {} }
    engine.sections[1].rows[0] = RowRecord(TableComponent(ValueCell.self, data: TitleValue(title: "t", value: "v")))
    let identifier = TableComponent.derivedReuseIdentifier(for: ValueCell.self)
    #expect(
      engine.brokenInvariant() == "row 0 of section 1: its reuse identifier \(identifier) is not registered as a cell")
  }

  @Test func headersFootersAndTheTableHeaderKeepTheRulesOfRows() throws {
    let (engine, host) = try makeFilledTable()
    // The host owns the engine's life as a table: without it the engine lets its rows go.
    defer { withExtendedLifetime(host) {} }
    let header = engine.sections[0].header
    engine.sections[0].header?.storedHeight = .infinity
    #expect(engine.brokenInvariant() == "section 0: the cached height is inf")
    engine.sections[0].header = header
    let identifier = TableComponent.derivedReuseIdentifier(for: ProfileHeader.self)
    // Registered as a section's header, not as a table header: the host could not dequeue it.
    engine.tableHeaderRecord = header
    #expect(
      engine.brokenInvariant()
        == "the table header or footer: its reuse identifier \(identifier) is not registered as a table header/footer view"
    )
    engine.tableHeaderRecord = nil
    try engine.setTableFooter(TableComponent(ProfileHeader.self, data: Profile(name: "F", email: "f@example.com")))
    #expect(engine.brokenInvariant() == nil)
  }

  @Test func rowKeysHoldExactlyTheRecordsComponents() throws {
    let (engine, host) = try makeFilledTable()
    // The host owns the engine's life as a table: without it the engine lets its rows go.
    defer { withExtendedLifetime(host) {} }
    let keys = RowKeyTable(engine.sections, matchingValues: false)
    #expect(keys.brokenInvariant(against: engine.sections) == nil)
    var other = engine.sections
    other[0].rows[1] = RowRecord(label("a1"))
    #expect(keys.brokenInvariant(against: other) == "row 1 of section 0 is not the component the keys hold")
    other.removeLast()
    #expect(keys.brokenInvariant(against: other) == "keys of 2 sections for 1 sections")
  }
}
