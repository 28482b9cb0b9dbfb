import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Every public entry point of the engine, given bad input: the error names the problem and
/// the values, and neither the engine nor the host changed.
@MainActor
@Suite struct EngineBadInputTests {
  /// Two sections: three rows and one row.
  func makeFilledTable() throws -> (TableEngine, TerminalTableView) {
    let (engine, host) = makeTable()
    try engine.addSection(TableSection(headerTitle: "A", rows: [label("a0"), label("a1"), label("a2")]))
    try engine.addSection(TableSection(rows: [label("b0")]))
    return (engine, host)
  }

  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func sectionIndicesOutOfRange() throws {
    let (engine, host) = try makeFilledTable()
    expectRefused(
      .sectionOutOfRange(operation: "insertSection(_:at:animation:)", section: 3, sectionCount: 2), in: engine,
      host: host
    ) {
      try engine.insertSection(TableSection(), at: 3)
    }
    expectRefused(
      .sectionOutOfRange(operation: "insertSection(_:at:animation:)", section: -1, sectionCount: 2), in: engine,
      host: host
    ) {
      try engine.insertSection(TableSection(), at: -1)
    }
    expectRefused(
      .sectionOutOfRange(operation: "removeSection(at:animation:)", section: 2, sectionCount: 2), in: engine, host: host
    ) {
      try engine.removeSection(at: 2)
    }
    expectRefused(
      .sectionOutOfRange(operation: "moveSection(at:to:animation:)", section: 5, sectionCount: 2), in: engine,
      host: host
    ) {
      try engine.moveSection(at: 5, to: 0)
    }
    expectRefused(
      .sectionOutOfRange(operation: "moveSection(at:to:animation:)", section: 2, sectionCount: 2), in: engine,
      host: host
    ) {
      try engine.moveSection(at: 0, to: 2)
    }
    expectRefused(
      .sectionOutOfRange(operation: "updateSection(at:with:animation:)", section: 9, sectionCount: 2), in: engine,
      host: host
    ) {
      try engine.updateSection(at: 9, with: TableSection())
    }
    expectRefused(
      .sectionOutOfRange(operation: "addCell(_:toSection:animation:)", section: 2, sectionCount: 2), in: engine,
      host: host
    ) {
      try engine.addCell(label("x"), toSection: 2)
    }
    expectRefused(.sectionOutOfRange(operation: "section(at:)", section: 2, sectionCount: 2), in: engine, host: host) {
      _ = try engine.section(at: 2)
    }
    expectRefused(
      .sectionOutOfRange(operation: "sectionHandle(at:)", section: -3, sectionCount: 2), in: engine, host: host
    ) {
      _ = try engine.sectionHandle(at: -3)
    }
  }

  @Test func rowIndicesOutOfRange() throws {
    let (engine, host) = try makeFilledTable()
    expectRefused(
      .rowOutOfRange(operation: "insertCell(_:at:animation:)", indexPath: path(0, 4), rowCount: 3), in: engine,
      host: host
    ) {
      try engine.insertCell(label("x"), at: path(0, 4))
    }
    expectRefused(
      .sectionOutOfRange(operation: "insertCells(_:at:animation:)", section: 7, sectionCount: 2), in: engine, host: host
    ) {
      try engine.insertCells([label("x")], at: path(7, 0))
    }
    expectRefused(
      .rowOutOfRange(operation: "removeCell(at:animation:)", indexPath: path(1, 1), rowCount: 1), in: engine, host: host
    ) {
      try engine.removeCell(at: path(1, 1))
    }
    expectRefused(
      .rowOutOfRange(operation: "removeCells(at:animation:)", indexPath: path(0, -1), rowCount: 3), in: engine,
      host: host
    ) {
      try engine.removeCells(at: [path(0, 0), path(0, -1)])
    }
    expectRefused(
      .rowOutOfRange(operation: "moveCell(at:to:animation:)", indexPath: path(0, 3), rowCount: 3), in: engine,
      host: host
    ) {
      try engine.moveCell(at: path(0, 3), to: path(0, 0))
    }
    // Within one section the destination counts the section without the moved row.
    expectRefused(
      .rowOutOfRange(operation: "moveCell(at:to:animation:)", indexPath: path(0, 3), rowCount: 2), in: engine,
      host: host
    ) {
      try engine.moveCell(at: path(0, 0), to: path(0, 3))
    }
    expectRefused(
      .rowOutOfRange(operation: "moveCell(at:to:animation:)", indexPath: path(1, 2), rowCount: 1), in: engine,
      host: host
    ) {
      try engine.moveCell(at: path(0, 0), to: path(1, 2))
    }
    expectRefused(
      .sectionOutOfRange(operation: "moveCell(at:to:animation:)", section: 2, sectionCount: 2), in: engine, host: host
    ) {
      try engine.moveCell(at: path(0, 0), to: path(2, 0))
    }
    expectRefused(
      .rowOutOfRange(operation: "updateCell(at:with:animation:)", indexPath: path(0, 3), rowCount: 3), in: engine,
      host: host
    ) {
      try engine.updateCell(at: path(0, 3), with: label("x"))
    }
    expectRefused(
      .rowOutOfRange(operation: "component(at:)", indexPath: path(1, 5), rowCount: 1), in: engine, host: host
    ) {
      _ = try engine.component(at: path(1, 5))
    }
    expectRefused(
      .rowOutOfRange(operation: "invalidateHeight(forRowAt:)", indexPath: path(0, 9), rowCount: 3), in: engine,
      host: host
    ) {
      try engine.invalidateHeight(forRowAt: path(0, 9))
    }
  }

  @Test func malformedIndexPathIsRefused() throws {
    let (engine, host) = try makeFilledTable()
    expectRefused(
      .rowOutOfRange(operation: "removeCell(at:animation:)", indexPath: path(-1, -1), rowCount: 0), in: engine,
      host: host
    ) {
      try engine.removeCell(at: IndexPath(index: 0))
    }
    expectRefused(
      .rowOutOfRange(operation: "moveCell(at:to:animation:)", indexPath: path(-1, -1), rowCount: 0), in: engine,
      host: host
    ) {
      try engine.moveCell(at: path(0, 0), to: IndexPath(indexes: [0, 1, 0]))
    }
    #expect(!engine.dataSource.send(.moved(from: path(0, 0), to: IndexPath(index: 0))))
  }

  @Test func duplicateIndexPathsAreRefused() throws {
    let (engine, host) = try makeFilledTable()
    expectRefused(
      .duplicateIndexPath(operation: "removeCells(at:animation:)", indexPath: path(0, 1)), in: engine, host: host
    ) {
      try engine.removeCells(at: [path(0, 1), path(0, 2), path(0, 1)])
    }
  }

  @Test func emptyReuseIdentifierIsRefused() throws {
    let (engine, host) = try makeFilledTable()
    let bad = TableComponent(LabelCell.self, data: "x", reuseIdentifier: "")
    let expected = TableError.emptyReuseIdentifier(
      operation: "addCell(_:toSection:animation:)", viewClass: String(reflecting: LabelCell.self))
    expectRefused(expected, in: engine, host: host) { try engine.addCell(bad, toSection: 0) }
    #expect(expected.description.contains("LabelCell has an empty reuse identifier"))
    expectRefused(
      .emptyReuseIdentifier(operation: "addSection(_:animation:)", viewClass: String(reflecting: ProfileHeader.self)),
      in: engine, host: host
    ) {
      try engine.addSection(
        TableSection(
          header: TableComponent(ProfileHeader.self, data: Profile(name: "", email: ""), reuseIdentifier: "")))
    }
  }

  @Test func oneIdentifierForTwoClassesIsRefused() throws {
    let (engine, host) = try makeFilledTable()
    try engine.addCell(TableComponent(LabelCell.self, data: "shared", reuseIdentifier: "shared"), toSection: 1)
    let conflicting = TableComponent(
      SwitchCell.self, data: SwitchState(title: "x", isOn: true), reuseIdentifier: "shared")
    let expected = TableError.reuseIdentifierConflict(
      identifier: "shared", registeredClass: String(reflecting: LabelCell.self),
      newClass: String(reflecting: SwitchCell.self))
    expectRefused(expected, in: engine, host: host) {
      try engine.insertCells([label("fine"), conflicting], at: path(0, 0))
    }
    #expect(expected.description.contains("\"shared\" is registered for"))
    // A derived identifier cannot be taken over either.
    let takeover = TableComponent(
      SwitchCell.self, data: SwitchState(title: "x", isOn: true),
      reuseIdentifier: TableComponent.derivedReuseIdentifier(for: LabelCell.self))
    expectRefused(
      .reuseIdentifierConflict(
        identifier: String(reflecting: LabelCell.self), registeredClass: String(reflecting: LabelCell.self),
        newClass: String(reflecting: SwitchCell.self)), in: engine, host: host
    ) { try engine.updateCell(at: path(0, 0), with: takeover) }
  }

  @Test func derivedIdentifierClaimedFirstIsRefusedOnEveryPath() throws {
    let (engine, host) = try makeFilledTable()
    // LabelCell is registered by its derived identifier; SwitchCell's is claimed by a LabelCell.
    let claim = TableComponent(
      LabelCell.self, data: "claim", reuseIdentifier: TableComponent.derivedReuseIdentifier(for: SwitchCell.self))
    try engine.addCell(claim, toSection: 1)
    let switchRow = TableComponent(SwitchCell.self, data: SwitchState(title: "s", isOn: true))
    let expected = TableError.reuseIdentifierConflict(
      identifier: String(reflecting: SwitchCell.self), registeredClass: String(reflecting: LabelCell.self),
      newClass: String(reflecting: SwitchCell.self))
    // Rows of mixed classes, the known class first: the known class must not let the other pass.
    expectRefused(expected, in: engine, host: host) {
      try engine.apply([TableSection(rows: [label("a"), switchRow, label("b")])])
    }
    expectRefused(expected, in: engine, host: host) {
      try engine.addCell(switchRow, toSection: 0)
    }
    // Applying rows of known classes again registers nothing new and is accepted.
    try engine.apply([TableSection(rows: [label("a"), claim, label("b"), claim])])
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 4)
  }

  @Test func viewClassTheHostCannotShowIsRefused() throws {
    let (engine, host) = try makeFilledTable()
    expectRefused(
      .unsupportedViewClass(
        viewClass: String(reflecting: NotATerminalView.self), role: .cell,
        reason: "the terminal host shows rows with TerminalTableCell subclasses"), in: engine, host: host
    ) { try engine.addCell(TableComponent(NotATerminalView.self, data: "x"), toSection: 0) }
    // A cell class as a header is refused too: headers and cells are different registries.
    expectRefused(
      .unsupportedViewClass(
        viewClass: String(reflecting: LabelCell.self), role: .headerFooter,
        reason: "the terminal host shows headers and footers with TerminalHeaderFooterView subclasses"),
      in: engine, host: host
    ) { try engine.insertSection(TableSection(header: label("not a header")), at: 0) }
  }

  @Test func handleOfARemovedSectionIsRefused() throws {
    let (engine, host) = try makeFilledTable()
    let handle = try engine.sectionHandle(at: 1)
    try engine.removeSection(at: 1)
    #expect(handle.index == nil)
    expectRefused(.sectionRemoved(operation: "addCell(_:animation:)"), in: engine, host: host) {
      try handle.addCell(label("x"))
    }
    expectRefused(.sectionRemoved(operation: "addCells(_:animation:)"), in: engine, host: host) {
      try handle.addCells([label("x")])
    }
    expectRefused(.sectionRemoved(operation: "rowCount()"), in: engine, host: host) {
      _ = try handle.rowCount()
    }
  }

  @Test func failingGroupIsUndoneCompletely() throws {
    let (engine, host) = try makeFilledTable()
    let before = dump(engine)
    let updates = host.appliedUpdateCount
    #expect(
      throws: TableError.rowOutOfRange(operation: "removeCell(at:animation:)", indexPath: path(0, 10), rowCount: 4)
    ) {
      try engine.performBatchUpdates {
        try engine.insertCell(label("new"), at: path(0, 0))
        try engine.removeSection(at: 1)
        try engine.removeCell(at: path(0, 10))
      }
    }
    #expect(dump(engine) == before)
    #expect(host.appliedUpdateCount == updates)
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func errorMessagesNameTheValues() {
    #expect(
      TableError.sectionOutOfRange(operation: "removeSection(at:animation:)", section: 4, sectionCount: 1).description
        == "removeSection(at:animation:): section 4 is out of range; the table has 1 section")
    #expect(
      TableError.rowOutOfRange(
        operation: "removeCell(at:animation:)", indexPath: IndexPath(row: 7, section: 2), rowCount: 3
      ).description
        == "removeCell(at:animation:): row 7 is out of range for section 2, which has 3 rows")
    #expect(
      TableError.reentrantMutation(operation: "removeCell(at:animation:)", during: "a view is being configured")
        .description
        == "removeCell(at:animation:): the table cannot change while a view is being configured")
  }
}
