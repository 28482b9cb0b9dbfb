import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Adapted components, item sections, the component map, compositions and item lists: their
/// behaviour beyond the examples of `ComingFromOtherLibrariesTests`, and their bad inputs.
@MainActor
@Suite struct DataSourceAdapterTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  /// A table composed of two sources, `a` showing a section of one row per text of `aSections`
  /// and `b` the same for `bSections`.
  func twoSources(_ aSections: [String], _ bSections: [String]) throws
    -> (engine: TableEngine, host: TerminalTableView, a: TableSource, b: TableSource)
  {
    let (engine, host, a, b) = try makeTwoSourceTable([], [], width: 20, height: 30)
    for text in aSections { try a.addSection(TableSection(rows: [plain(text)])) }
    for text in bSections { try b.addSection(TableSection(rows: [plain(text)])) }
    return (engine, host, a, b)
  }

  /// The texts of `sections`' rows.
  func texts(_ sections: [TableSection]) -> [[String]] {
    sections.map { $0.rows.map { $0.item(as: PlainCell.self, String.self) ?? "?" } }
  }

  func plain(_ text: String) -> TableComponent {
    TableComponent(view: PlainCell.self, item: text, height: .fixed(1)) { cell, text in cell.text = text }
  }

  // MARK: Adapted components

  @Test func adaptedComponentsKeepIdentityAndContentRules() {
    struct Opaque { var value: Int }
    let hashable = plain("a")
    #expect(hashable.id == AnyHashable("a"))
    #expect(hashable.hasSameContent(as: plain("a")))
    #expect(!hashable.hasSameContent(as: plain("b")))
    #expect(hashable.item(as: PlainCell.self, String.self) == "a")
    #expect(hashable.item(as: PlainCell.self, Int.self) == nil)
    #expect(hashable.data(as: LabelCell.self) == nil)
    let opaque = TableComponent(view: PlainCell.self, item: Opaque(value: 1)) { _, _ in }
    #expect(opaque.id == nil)
    #expect(!opaque.hasSameContent(as: TableComponent(view: PlainCell.self, item: Opaque(value: 1)) { _, _ in }))
    #expect(opaque.hasSameContent(as: opaque))
    #expect(TableComponent(view: PlainCell.self, item: "a", id: "A") { _, _ in }.id == AnyHashable("A"))
  }

  @Test func adaptedComponentsAreRefusedLikeAnyOther() throws {
    let (engine, host) = makeTable()
    try engine.addSection(TableSection(rows: [label("kept")]))
    expectRefused(
      .unsupportedViewClass(
        viewClass: String(reflecting: NotATerminalView.self), role: .cell,
        reason: "the terminal host shows rows with TerminalTableCell subclasses"),
      in: engine, host: host
    ) { try engine.addCell(TableComponent(view: NotATerminalView.self, item: 1) { _, _ in }, toSection: 0) }
    let labelIdentifier = TableComponent.derivedReuseIdentifier(for: LabelCell.self)
    expectRefused(
      .reuseIdentifierConflict(
        identifier: labelIdentifier, registeredClass: String(reflecting: LabelCell.self),
        newClass: String(reflecting: PlainCell.self)),
      in: engine, host: host
    ) {
      try engine.addCell(
        TableComponent(view: PlainCell.self, item: "x", reuseIdentifier: labelIdentifier) { _, _ in }, toSection: 0)
    }
    expectRefused(
      .emptyReuseIdentifier(operation: "addSection(_:animation:)", viewClass: String(reflecting: PlainCell.self)),
      in: engine, host: host
    ) {
      try engine.addSection(
        TableSection(rows: [TableComponent(view: PlainCell.self, item: "x", reuseIdentifier: "") { _, _ in }]))
    }
  }

  @Test func itemSectionsReconfigureRowsWhoseIndexChanged() throws {
    let (engine, host) = makeTable(width: 20, height: 10)
    func section(_ items: [String]) -> TableSection {
      TableSection(id: "s", cell: PlainCell.self, items: items, height: .fixed(1)) { cell, item, index in
        cell.text = "\(index). \(item)"
      }
    }
    try engine.apply([section(["a", "b", "c"])])
    #expect(host.render() == ["0. a", "1. b", "2. c"])
    try engine.apply([section(["b", "c"])])
    #expect(host.render() == ["0. b", "1. c"], "the rows below the removed one are renumbered")
    let updatesBefore = host.appliedUpdates.count
    try engine.apply([section(["b", "c"])])
    #expect(host.appliedUpdates.count == updatesBefore, "nothing changed, nothing reconfigured")
  }

  // MARK: Component map

  @Test func componentMapPicksTheClassByTheModelsExactType() throws {
    var map = ComponentMap()
    #expect(throws: TableError.unmappedModel(operation: "component(for:)", modelType: "Swift.String", index: 0)) {
      try map.component(for: "text")
    }
    map.register(LabelCell.self)
    map.register(Int.self, view: PlainCell.self, height: .fixed(2)) { cell, number in cell.text = "#\(number)" }
    #expect(map.contains(String.self) && map.contains(Int.self) && !map.contains(Double.self))
    let rows = try map.components(for: ["x", 7])
    #expect(rows.map { String(describing: $0.viewClass) } == ["LabelCell", "PlainCell"])
    #expect(rows[1].item(as: PlainCell.self, Int.self) == 7)
    #expect(rows[0].id == AnyHashable("x"), "a Hashable model is the row's identity")
    map.register(String.self, view: PlainCell.self) { cell, text in cell.text = text }
    #expect(try map.component(for: "y").viewClass == PlainCell.self, "a later registration replaces the earlier")
    let error = TableError.unmappedModel(operation: "components(for:)", modelType: "Swift.Double", index: 2)
    #expect(throws: error) { try map.components(for: ["a", 1, 2.5]) }
    #expect(error.description == "components(for:): no view class is registered for Swift.Double, the type of model 2")
  }

  // MARK: Composition

  @Test func anEmptySourceInsertsBeforeTheSourcesAfterIt() throws {
    let (engine, host) = makeTable(width: 20, height: 30)
    let composition = TableComposition(engine: engine)
    let first = composition.addSource()
    let second = composition.addSource()
    let third = composition.addSource()
    try third.addSection(TableSection(rows: [plain("3")]))
    try first.addSection(TableSection(rows: [plain("1")]))
    try second.addSection(TableSection(rows: [plain("2")]))
    #expect(
      engine.allSections.map { $0.rows.map { $0.item(as: PlainCell.self, String.self)! } } == [["1"], ["2"], ["3"]])
    #expect(composition.source(forTableSection: 1) === second)
    #expect(composition.source(forTableSection: 9) == nil)
    #expect([first, second, third].map(\.sectionCount) == [1, 1, 1])
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func sectionsRemovedThroughTheEngineLeaveTheirSource() throws {
    let (engine, _) = makeTable()
    let composition = TableComposition(engine: engine)
    let source = composition.addSource()
    try source.addSection(TableSection(rows: [plain("a")]))
    try source.addSection(TableSection(rows: [plain("b")]))
    try engine.insertSection(TableSection(rows: [label("foreign")]), at: 0)
    try engine.removeSection(at: 1)
    #expect(source.sectionCount == 1)
    #expect(try source.component(at: path(0, 0)).item(as: PlainCell.self, String.self) == "b")
    #expect(try source.tableIndexPath(for: path(0, 0)) == path(1, 0))
  }

  @Test func setSectionsChangesOnlyTheSourcesSections() throws {
    let (engine, host, top, bottom) = try makeTwoSourceTable([plain("t")], [plain("b1")], width: 20, height: 30)
    let updatesBefore = host.appliedUpdates.count
    try bottom.setSections([TableSection(rows: [plain("b1"), plain("b2")]), TableSection(rows: [plain("b3")])])
    #expect(bottom.sectionCount == 2)
    #expect(top.sections.map { $0.rows.count } == [1])
    let updates = host.appliedUpdates.dropFirst(updatesBefore)
    #expect(updates.flatMap(\.insertedRows) == [path(1, 1)])
    #expect(updates.flatMap(\.insertedSections) == [2])
    try bottom.setSections([])
    #expect(bottom.sectionCount == 0 && engine.sectionCount == 1)
    try bottom.setSections([TableSection(rows: [plain("again")])])
    #expect(try bottom.tableIndexPath(for: path(0, 0)) == path(1, 0))
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func setSectionsNeverTakesAnotherSourcesSectionWithoutAnID() throws {
    let (engine, host, a, b) = try twoSources(["a1"], ["b1"])
    // Matched in order across the whole table, `a`'s new second section would take `b`'s
    // section (and its key): `b`'s next row would then land in `a`'s section.
    try a.setSections([TableSection(rows: [plain("a1")]), TableSection(rows: [plain("a2")])])
    try b.addCell(plain("b2"), toSection: 0)
    #expect(texts(engine.allSections) == [["a1"], ["a2"], ["b1", "b2"]])
    #expect(a.sectionCount == 2 && b.sectionCount == 1)
    #expect(b.localIndexPath(for: path(2, 1)) == path(0, 1))
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func aSectionRemovedInAnUndoneGroupStaysTheSources() throws {
    let (engine, host, a, b) = try twoSources(["a1", "a2"], ["b1"])
    struct Undo: Error {}
    #expect(throws: Undo.self) {
      try engine.performBatchUpdates {
        try a.removeSection(at: 0)
        #expect(a.sectionCount == 1)
        try a.addSection(TableSection(rows: [plain("a3")]))
        throw Undo()
      }
    }
    #expect(a.sectionCount == 2)
    #expect(texts(a.sections) == [["a1"], ["a2"]])
    // Inside a group that stays, a removed section's place is skipped when adding another.
    try engine.performBatchUpdates {
      try a.removeSection(at: 0)
      try a.addSection(TableSection(rows: [plain("a3")]))
    }
    #expect(texts(a.sections) == [["a2"], ["a3"]])
    #expect(b.sectionCount == 1)
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func sourcesRefuseLocalPositionsOutsideThemAndChangeNothing() throws {
    let (engine, host, other, source) = try makeTwoSourceTable([plain("o")], [plain("a"), plain("b")])
    expectRefused(
      .sectionOutOfRange(operation: "removeSection(at:animation:)", section: 1, sectionCount: 1), in: engine, host: host
    ) {
      try source.removeSection(at: 1)
    }
    expectRefused(
      .sectionOutOfRange(operation: "insertSection(_:at:animation:)", section: 2, sectionCount: 1), in: engine,
      host: host
    ) {
      try source.insertSection(TableSection(), at: 2)
    }
    expectRefused(
      .rowOutOfRange(operation: "insertCell(_:at:animation:)", indexPath: path(0, 3), rowCount: 2), in: engine,
      host: host
    ) {
      try source.insertCell(plain("x"), at: path(0, 3))
    }
    expectRefused(
      .rowOutOfRange(operation: "removeCell(at:animation:)", indexPath: path(0, -1), rowCount: 2), in: engine, host: host
    ) {
      try source.removeCell(at: path(0, -1))
    }
    expectRefused(
      .rowOutOfRange(operation: "moveCell(at:to:animation:)", indexPath: path(0, 2), rowCount: 2), in: engine, host: host
    ) {
      try source.moveCell(at: path(0, 0), to: path(0, 2))
    }
    expectRefused(
      .sectionOutOfRange(operation: "updateCell(at:with:animation:)", section: -1, sectionCount: 1), in: engine,
      host: host
    ) {
      try source.updateCell(at: path(-1, 0), with: plain("x"))
    }
    expectRefused(
      .sectionOutOfRange(operation: "addCell(_:toSection:animation:)", section: 5, sectionCount: 1), in: engine,
      host: host
    ) {
      try source.addCell(plain("x"), toSection: 5)
    }
    #expect(throws: TableError.rowOutOfRange(operation: "tableIndexPath(for:)", indexPath: path(0, 9), rowCount: 2)) {
      try source.tableIndexPath(for: path(0, 9))
    }
    #expect(throws: TableError.sectionOutOfRange(operation: "rowCount(inSection:)", section: 1, sectionCount: 1)) {
      try source.rowCount(inSection: 1)
    }
    try source.moveCell(at: path(0, 0), to: path(0, 1))
    #expect(source.sections[0].rows.map { $0.item(as: PlainCell.self, String.self)! } == ["b", "a"])
    try source.addCell(plain("c"), toSection: 0)
    try source.updateCell(at: path(0, 2), with: plain("C"))
    #expect(try source.rowCount(inSection: 0) == 3)
    #expect(other.sections[0].rows.count == 1, "the other source's section is untouched")
  }

  @Test func aSourceNobodyKeepsLeavesTheComposition() throws {
    let (engine, _) = makeTable()
    let composition = TableComposition(engine: engine)
    do {
      let temporary = composition.addSource()
      try temporary.addSection(TableSection(rows: [plain("stays in the table")]))
    }
    let kept = composition.addSource()
    #expect(composition.sources.count == 1 && composition.sources.first === kept)
    #expect(engine.sectionCount == 1)
  }

  // MARK: Item lists

  @Test func itemListsFollowTheTableAndRefuseWhatTheyCannotDo() throws {
    let (engine, host) = makeTable()
    try engine.addSection(TableSection(rows: [label("above")]))
    let list = try TableList(
      engine: engine, section: TableSection(headerTitle: "List"), cell: PlainCell.self, items: ["a", "b", "c"],
      height: .fixed(1)
    ) { cell, item in cell.text = item }
    #expect(list.section.index == 1)
    try engine.removeCell(at: path(1, 1))
    #expect(list.items == ["a", "c"], "a row removed through the engine leaves the list")
    #expect(list.item(at: path(0, 0)) == nil, "a row of another section")
    #expect(
      throws: TableError.reentrantMutation(
        operation: "apply(_:animation:)", during: "a performBatchUpdates group is open")
    ) {
      try engine.performBatchUpdates { try list.setItems(["x"]) }
    }
    #expect(list.items == ["a", "c"])
    try engine.removeSection(at: 1)
    expectRefused(.sectionRemoved(operation: "setItems(_:animation:)"), in: engine, host: host) {
      try list.setItems(["z"])
    }
    #expect(list.items.isEmpty)
    let before = dump(engine)
    #expect(throws: TableError.self) {
      _ = try TableList(engine: engine, cell: NotATerminalView.self, items: [1]) { _, _ in }
    }
    #expect(dump(engine) == before)
  }
}
