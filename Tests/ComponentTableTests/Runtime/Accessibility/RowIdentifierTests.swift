import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// The accessibility identifier a row is given: carried in the state every host draws, only
/// for that row, kept by a built-in row that replaces itself, and a change the diff shows.
@MainActor
@Suite struct RowIdentifierTests {
  let first = IndexPath(row: 0, section: 0)
  let second = IndexPath(row: 1, section: 0)

  func rows(wifiIdentifier: String? = "wifi") -> [TableSection] {
    [
      TableSection(
        id: "main",
        rows: [
          TableComponent.switchRow("Wi-Fi", isOn: .value(true)).accessibilityIdentifier(wifiIdentifier),
          TableComponent.switchRow("Bluetooth", isOn: .value(false)),
        ])
    ]
  }

  @Test func theIdentifierIsInTheRowStateOfItsRowOnly() throws {
    let table = TerminalTableView(width: 40, height: 10)
    let engine = TableEngine(host: table)
    try engine.apply(rows())
    #expect(engine.dataSource.rowState(at: first).accessibilityIdentifier == "wifi")
    #expect(engine.dataSource.rowState(at: second).accessibilityIdentifier == nil)
    // An empty identifier is none, as `nil` is.
    #expect(TableComponent.textRow("About").accessibilityIdentifier("").accessibilityIdentifier == nil)
  }

  /// The row that takes the identified row's place (as a reused view would show it next)
  /// has no identifier of its own, and gets none.
  @Test func theRowInTheIdentifiedRowsPlaceHasNone() throws {
    let table = TerminalTableView(width: 40, height: 10)
    let engine = TableEngine(host: table)
    try engine.apply(rows())
    _ = table.render()
    try engine.removeCell(at: first, animation: .none)
    _ = table.render()
    #expect(engine.dataSource.rowState(at: first).accessibility?.label == "Bluetooth")
    #expect(engine.dataSource.rowState(at: first).accessibilityIdentifier == nil)
  }

  /// An identifier changed while the row's data stays the same configures the row again, so
  /// that a host that shows it sets the new one.
  @Test func aChangedIdentifierConfiguresTheRowAgain() throws {
    let table = TerminalTableView(width: 40, height: 10)
    table.callObserver = UIKitRulesOracle(policy: .record)
    let engine = TableEngine(host: table)
    try engine.apply(rows())
    _ = table.render()
    try engine.apply(rows(wifiIdentifier: "wireless"), animation: .none)
    #expect(table.lastAppliedUpdate == TableBatchUpdate(reconfiguredRows: [first]))
    #expect(engine.dataSource.rowState(at: first).accessibilityIdentifier == "wireless")
    try engine.apply(rows(wifiIdentifier: nil), animation: .none)
    #expect(table.lastAppliedUpdate == TableBatchUpdate(reconfiguredRows: [first]))
    #expect(engine.dataSource.rowState(at: first).accessibilityIdentifier == nil)
    #expect(table.inconsistencies.isEmpty)
  }

  /// A switch flipped in a table that declares nothing again replaces itself to show the new
  /// value: the replacement is still the row the app identified.
  @Test func aBuiltInRowKeepsItsIdentifierWhenItShowsANewValue() throws {
    let table = TerminalTableView(width: 40, height: 10)
    let engine = TableEngine(host: table)
    try engine.apply(rows())
    try engine.apply([
      TableSection(
        id: "main",
        rows: rows()[0].rows + [
          TableComponent.checkmarkRow("Ask", isChecked: .value(false)).accessibilityIdentifier("ask"),
          TableComponent.stepperRow("Size", value: .value(1), range: 0...5).accessibilityIdentifier("size"),
        ]
          + TableComponent.radioGroup(selection: .value(0), options: [(0, "Light"), (1, "Dark")]).enumerated().map {
            $0.element.accessibilityIdentifier("look.\($0.offset)")
          })
    ])
    // Driven as a user does, in an app around the table.
    let app = TerminalTableApp(title: "Settings", table: table)
    try app.row(titled: "Wi-Fi").setOn(false)
    try app.row(titled: "Ask").select()
    try app.row(titled: "Size").step(1)
    try app.row(titled: "Dark").select()
    let states = (0..<6).map { engine.dataSource.rowState(at: IndexPath(row: $0, section: 0)) }
    #expect(states.map(\.accessibility?.value) == ["Off", "Off", nil, "2", nil, nil])
    #expect(states[5].accessibility?.traits.contains(.selected) == true, "the radio group moved")
    #expect(states.map(\.accessibilityIdentifier) == ["wifi", nil, "ask", "size", "look.0", "look.1"])
  }

  /// A built-in row that replaces itself to show a new value keeps the editing options the app
  /// put on it: its swipe actions and how it is selected.
  @Test func aBuiltInRowKeepsItsSwipeActionsWhenItShowsANewValue() throws {
    let table = TerminalTableView(width: 40, height: 10)
    let engine = TableEngine(host: table)
    try engine.addSection(
      TableSection(rows: [
        TableComponent.switchRow("Wi-Fi", isOn: .value(true)).swipeActions(trailing: [RowAction("Forget") { _ in }])
          .selectable(.never)
      ]))
    let app = TerminalTableApp(title: "Settings", table: table)
    try app.row(titled: "Wi-Fi").setOn(false)
    let row = IndexPath(row: 0, section: 0)
    #expect(engine.dataSource.rowState(at: row).accessibility?.value == "Off")
    #expect(engine.dataSource.rowState(at: row).trailingActions.map(\.title) == ["Forget"])
    #expect(!engine.dataSource.rowState(at: row).interaction.isActivatable)
  }

  /// A row bound to a store key is identified by the key's name unless it is given one; a
  /// radio group's options are not (the key names the group, not an option).
  @Test func aStoreBoundRowIsIdentifiedByItsKey() throws {
    let store = InMemorySettingsStore()
    let wifi = SettingsKey("wifi", default: true)
    let theme = SettingsKey("theme", default: 0)
    let rows =
      [
        TableComponent.switchRow("Wi-Fi", isOn: .key(wifi, in: store)),
        TableComponent.switchRow("Bluetooth", isOn: .key("bluetooth", in: store)),
        TableComponent.stepperRow("Size", value: .key(SettingsKey("size", default: 2), in: store), range: 0...5)
          .accessibilityIdentifier("text-size"),
        TableComponent.pickerRow("Theme", selection: .key(theme, in: store), options: [(0, "Light"), (1, "Dark")]),
      ] + TableComponent.radioGroup(selection: .key(theme, in: store), options: [(0, "Light"), (1, "Dark")])
    #expect(rows.map(\.accessibilityIdentifier) == ["wifi", "bluetooth", "text-size", "theme", nil, nil])

    // Flipped, the typed switch replaces itself and stays identified by its key.
    let table = TerminalTableView(width: 40, height: 10)
    let engine = TableEngine(host: table)
    try engine.apply([TableSection(id: "main", rows: rows)])
    try TerminalTableApp(title: "Settings", table: table).row(identifiedBy: "wifi").setOn(false)
    #expect(store[wifi] == false)
    #expect(engine.dataSource.rowState(at: first).accessibilityIdentifier == "wifi")
  }
}
