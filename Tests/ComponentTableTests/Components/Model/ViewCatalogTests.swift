import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Rows described by their data alone: each host draws them with the class its catalog has for
/// the data, so one screen runs on every host, and a row no class draws is refused up front.
@MainActor
@Suite struct ViewCatalogTests {
  struct BadgeRow: Hashable {
    var title: String
    var count: Int
  }

  /// The app's own class for `BadgeRow`: the title and the count in parentheses, and a blank
  /// line under a large count (a height only this class knows).
  final class BadgeCell: TerminalTableCell, ComponentView {
    private(set) var row = BadgeRow(title: "", count: 0)
    func configure(with row: BadgeRow) { self.row = row }
    static func height(for row: BadgeRow, width: CGFloat) -> ComponentHeight { .fixed(row.count > 99 ? 2 : 1) }
    override func render(width: Int) -> [String] {
      ["\(row.title) (\(row.count > 99 ? "99+" : String(row.count)))"]
    }
  }

  /// Another host's class for the built-in switch row.
  final class StarSwitchCell: TerminalTableCell, ComponentView {
    private var data = SwitchRowData(title: "", isOn: false)
    func configure(with data: SwitchRowData) { self.data = data }
    static func height(for data: SwitchRowData, width: CGFloat) -> ComponentHeight { .fixed(1) }
    override func render(width: Int) -> [String] { ["\(data.isOn ? "★" : "☆") \(data.title)"] }
  }

  /// A row described by a view builder (as a SwiftUI row is): data that cannot be `Hashable`,
  /// equal when the values are.
  struct BuiltRow: Equatable {
    var value: Int
    let make: @MainActor (Int) -> String
    static func == (a: Self, b: Self) -> Bool { a.value == b.value }
  }

  /// How two hosts draw `BuiltRow`s, each counting its configurations.
  final class PlainBuiltCell: TerminalTableCell, ComponentView {
    private(set) var text = ""
    private(set) var configureCount = 0
    func configure(with row: BuiltRow) {
      text = row.make(row.value)
      configureCount += 1
    }
    static func height(for row: BuiltRow, width: CGFloat) -> ComponentHeight { .fixed(1) }
    override func render(width: Int) -> [String] { [text] }
  }

  final class BoxedBuiltCell: TerminalTableCell, ComponentView {
    private var text = ""
    func configure(with row: BuiltRow) { text = "[\(row.make(row.value))]" }
    static func height(for row: BuiltRow, width: CGFloat) -> ComponentHeight { .fixed(1) }
    override func render(width: Int) -> [String] { [text] }
  }

  /// A kind no catalog has a class for.
  struct UnregisteredRow: Hashable {
    var title: String
  }

  @Test func aKindOfTheAppsOwnIsDrawnMeasuredAndSelectedThroughTheClassItRegistered() throws {
    ViewCatalog.terminal.register(BadgeCell.self)
    var selected: [SelectionContext<BadgeRow>] = []
    let (engine, host) = try makeTable(
      showing: [
        TableComponent(data: BadgeRow(title: "Inbox", count: 3)) { selected.append($0) },
        TableComponent(data: BadgeRow(title: "Spam", count: 120)),
      ], width: 20, height: 5)
    #expect(host.render() == ["Inbox (3)", "Spam (99+)", ""])
    host.selectRow(at: IndexPath(row: 0, section: 0))
    let selection = try #require(selected.first)
    #expect(selection.data == BadgeRow(title: "Inbox", count: 3))
    #expect(selection.view is BadgeCell, "the view is the host's class for the data")
    #expect(try engine.component(at: IndexPath(row: 1, section: 0)).data(as: BadgeRow.self)?.count == 120)
  }

  @Test func oneScreenIsDrawnByEachHostWithItsOwnClasses() throws {
    let rows = [TableComponent.switchRow("Wi-Fi", isOn: .value(true))]
    let terminal = TerminalTableView(width: 20, height: 2)
    let starred = TerminalTableView(width: 20, height: 2)
    let stars = ViewCatalog()
    stars.register(StarSwitchCell.self)
    starred.views = stars
    for host in [terminal, starred] {
      try TableEngine(host: host).addSection(TableSection(rows: rows))
    }
    #expect(terminal.render() == [rowLine("Wi-Fi", "[ on]", width: 20)])
    #expect(starred.render() == ["★ Wi-Fi"])
  }

  @Test func aRowWhoseDataNoClassDrawsIsRefusedAndTheTableIsLeftAsItWas() throws {
    let (engine, host) = try makeTable(showing: [label("kept")], width: 20, height: 3)
    let before = host.render()
    let expected = TableError.noViewRegistered(
      operation: "addSection(_:animation:)", dataType: String(reflecting: UnregisteredRow.self))
    #expect(throws: expected) {
      try engine.addSection(TableSection(rows: [TableComponent(data: UnregisteredRow(title: "lost"))]))
    }
    #expect(throws: TableError.self) {
      try engine.apply([TableSection(rows: [label("kept"), TableComponent(data: UnregisteredRow(title: "lost"))])])
    }
    #expect(engine.sectionCount == 1)
    #expect(host.render() == before)
    #expect(expected.description.contains("UnregisteredRow") && expected.description.contains("ViewCatalog"))
  }

  /// A SwiftUI row's path on every host: data that only a content rule compares, drawn by the
  /// class each host's catalog has for it; an opaque row is configured again on every apply, a
  /// compared one only when its value changed.
  @Test func dataThatCannotBeHashedIsDrawnByEachHostAndComparedByItsContentRule() throws {
    let plain = ViewCatalog()
    plain.register(PlainBuiltCell.self)
    let boxed = ViewCatalog()
    boxed.register(BoxedBuiltCell.self)
    func rows(_ value: Int) -> [TableSection] {
      let row = BuiltRow(value: value) { "value \($0)" }
      return [
        TableSection(rows: [
          TableComponent(data: row, content: OpaqueContent(), id: "opaque", onSelect: nil),
          TableComponent(data: row, content: EquatableContent(), id: "compared", onSelect: nil),
        ])
      ]
    }
    let (first, second) = (TerminalTableView(width: 20, height: 2), TerminalTableView(width: 20, height: 2))
    first.views = plain
    second.views = boxed
    let engines = [TableEngine(host: first), TableEngine(host: second)]
    for engine in engines { try engine.apply(rows(1), animation: .none) }
    #expect(first.render() == ["value 1", "value 1"])
    #expect(second.render() == ["[value 1]", "[value 1]"])

    func configureCounts() -> [Int] {
      (0..<2).map { (first.cellForRow(at: IndexPath(row: $0, section: 0)) as? PlainBuiltCell)?.configureCount ?? -1 }
    }
    let before = configureCounts()
    try engines[0].apply(rows(1), animation: .none)
    _ = first.render()
    #expect(configureCounts() == [before[0] + 1, before[1]], "only the opaque row is configured again")
    try engines[0].apply(rows(2), animation: .none)
    #expect(first.render() == ["value 2", "value 2"])
    #expect(configureCounts()[1] == before[1] + 1)

    let bare = TableEngine(host: TerminalTableView(width: 20, height: 2))
    #expect(
      throws: TableError.noViewRegistered(operation: "apply(_:animation:)", dataType: String(reflecting: BuiltRow.self))
    ) {
      try bare.apply(rows(1))
    }
    #expect(bare.sectionCount == 0)
  }

  @Test func rowsOfTwoDataTypesWithOneIdentityAreTwoRows() throws {
    ViewCatalog.terminal.register(BadgeCell.self)
    let (engine, host) = try makeTable(
      showing: [TableComponent(data: BadgeRow(title: "Inbox", count: 1), id: "inbox")], width: 20, height: 3)
    try engine.apply(
      [TableSection(rows: [TableComponent.valueRow("Inbox", value: "1", id: "inbox")])], animation: .none)
    let update = try #require(host.lastAppliedUpdate)
    #expect(
      update.deletedRows == [IndexPath(row: 0, section: 0)] && update.insertedRows == [IndexPath(row: 0, section: 0)])
    #expect(host.render() == [rowLine("Inbox", "1", width: 20)])
  }
}
