import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A row's icon is per-row state: every host is told it, a built-in row keeps it when it
/// replaces itself, VoiceOver hears it only when it says something, and search ignores it.
@MainActor
@Suite struct RowIconTests {
  let wifiIcon = RowIcon.systemImage("wifi", background: .blue)

  func app(_ rows: @escaping @MainActor () -> [TableComponent]) throws -> TerminalTableApp {
    let app = try TerminalTableApp(root: TableScreen(title: "Settings") { TableSection(id: "s", rows: rows()) })
    app.resize(to: TerminalSize(columns: 40, rows: 6))
    return app
  }

  @Test func everyBuiltInRowCarriesItsIconAndKeepsItWhenItShowsANewValue() throws {
    var isOn = false
    let app = try app {
      [
        TableComponent.switchRow("Wi-Fi", isOn: .value(isOn)) { isOn = $0 }.icon(wifiIcon),
        TableComponent.valueRow("Version", value: "1.0"),
      ]
    }
    #expect(try app.row(titled: "Wi-Fi").icon == wifiIcon)
    #expect(try app.row(titled: "Version").icon == nil)
    try app.row(titled: "Wi-Fi").setOn(true)
    #expect(isOn)
    #expect(try app.row(titled: "Wi-Fi").icon == wifiIcon, "the replaced row keeps the app's icon")
    // The terminal has no images: the line is as it would be without one.
    #expect(app.table.render().first == rowLine("Wi-Fi", "[ on]", width: 38))
  }

  @Test func everyBuiltInRowKindIsToldItsIcon() throws {
    let icon = RowIcon.asset("logo", background: .gray)
    let rows: [TableComponent] = [
      TableComponent.textRow("Text"), TableComponent.textRow("Subtitle", subtitle: "s"),
      TableComponent.valueRow("Value", value: "v"), TableComponent.valueRow("Disclosure") { _ in },
      TableComponent.navigationRow("Navigation") { TableScreen(title: "N") {} },
      TableComponent.switchRow("Switch", isOn: .value(true)),
      TableComponent.checkmarkRow("Check", isChecked: .value(true)),
      TableComponent.buttonRow("Button") { _ in }, TableComponent.textFieldRow("Field", text: .value("t")),
      TableComponent.stepperRow("Stepper", value: .value(1), range: 0...3),
      TableComponent.sliderRow("Slider", value: .value(0.5), range: 0...1),
      TableComponent.pickerRow("Picker", selection: .value(0), options: [(0, "A"), (1, "B")]),
    ].map { $0.icon(icon) }
    let app = try app { rows }
    app.resize(to: TerminalSize(columns: 40, rows: 30))
    for title in [
      "Text", "Subtitle", "Value", "Disclosure", "Navigation", "Switch", "Check", "Button", "Field", "Stepper",
      "Slider", "Picker",
    ] {
      #expect(try app.row(titled: title).icon == icon, "\(title)")
    }
  }

  @Test func aChangedIconConfiguresTheRowAgainInPlace() throws {
    let (engine, host) = try makeTable(showing: [TableComponent.textRow("Privacy").icon(.systemImage("hand.raised"))])
    try engine.apply(
      [TableSection(rows: [TableComponent.textRow("Privacy").icon(.systemImage("hand.raised", background: .blue))])],
      animation: .none)
    let update = try #require(host.lastAppliedUpdate)
    #expect(update.reconfiguredRows == [IndexPath(row: 0, section: 0)] && update.insertedRows.isEmpty)
    let updates = host.appliedUpdateCount
    try engine.apply(
      [TableSection(rows: [TableComponent.textRow("Privacy").icon(.systemImage("hand.raised", background: .blue))])],
      animation: .none)
    #expect(host.appliedUpdateCount == updates, "the same icon changes nothing")
  }

  @Test func voiceOverHearsAnIconOnlyWhenItSaysSomething() throws {
    let app = try app {
      [
        TableComponent.textRow("Battery").icon(.systemImage("battery.25", accessibilityLabel: "Low")),
        TableComponent.textRow("Wi-Fi").icon(wifiIcon),
      ]
    }
    #expect(try app.row(titled: "Battery, Low").accessibilityIdentifier == nil)
    #expect(throws: TerminalTableApp.RowError.self) { try app.row(titled: "Battery") }
    #expect(try app.row(titled: "Wi-Fi").icon == wifiIcon)
  }

  @Test func searchDoesNotIndexAnIconsWords() {
    let root = TableScreen(title: "Settings") {
      TableSection(rows: [TableComponent.textRow("Battery").icon(.systemImage("bolt", accessibilityLabel: "Charging"))])
    }
    let search = TableSearch(root: root)
    search.indexNow()
    search.query = "charging"
    #expect(search.results.isEmpty)
    search.query = "battery"
    #expect(search.results.map(\.entry.title) == ["Battery"])
  }
}
