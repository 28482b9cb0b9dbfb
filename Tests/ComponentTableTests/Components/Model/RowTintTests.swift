import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A row's tint is per-row state: its own, else its screen's, told to every host; a changed
/// tint configures the row again in place, and a built-in row keeps it when it replaces itself.
@MainActor
@Suite struct RowTintTests {
  let purple = TableColor.rgb(red: 88, green: 86, blue: 214)

  func app(tint: TableColor? = nil, _ rows: @escaping @MainActor () -> [TableComponent]) throws -> TerminalTableApp {
    let app = try TerminalTableApp(
      root: TableScreen(title: "Settings") { TableSection(id: "s", rows: rows()) }.tint(tint))
    app.resize(to: TerminalSize(columns: 40, rows: 8))
    return app
  }

  @Test func aRowsOwnTintWinsOverItsScreens() throws {
    let app = try app(tint: .orange) {
      [
        TableComponent.valueRow("Version", value: "1.0"),
        TableComponent.switchRow("Wi-Fi", isOn: .value(true)).tint(.red),
        TableComponent.buttonRow("Sign Out") { _ in },
      ]
    }
    #expect(try app.row(titled: "Wi-Fi").tint == .red)
    #expect(try app.row(titled: "Sign Out").tint == .orange, "a row without a tint takes its screen's")
    let plain = try self.app { [TableComponent.switchRow("Wi-Fi", isOn: .value(true))] }
    #expect(try plain.row(titled: "Wi-Fi").tint == nil, "no tint anywhere: the host's own colours")
  }

  @Test func theEnginesTintReachesEveryRowAndAChangeShowsAtOnce() throws {
    let (engine, host) = try makeTable(showing: [
      TableComponent.switchRow("Wi-Fi", isOn: .value(true)), TableComponent.textRow("About").tint(.gray),
    ])
    let reloads = host.reloadCount
    engine.tint = .green
    #expect(host.reloadCount == reloads + 1, "every row shows the new tint")
    #expect(engine.dataSource.rowState(at: IndexPath(row: 0, section: 0)).tint == .green)
    #expect(engine.dataSource.rowState(at: IndexPath(row: 1, section: 0)).tint == .gray)
    engine.tint = .green
    #expect(host.reloadCount == reloads + 1, "the same tint shows nothing again")
  }

  @Test func aScreenPushedWithoutATintTakesItsParents() throws {
    let app = try app(tint: .teal) {
      [
        TableComponent.navigationRow("Wi-Fi") {
          TableScreen(title: "Wi-Fi") { TableSection(rows: [TableComponent.switchRow("Ask", isOn: .value(true))]) }
        },
        TableComponent.navigationRow("Privacy") {
          TableScreen(title: "Privacy") { TableSection(rows: [TableComponent.switchRow("Track", isOn: .value(true))]) }
            .tint(.pink)
        },
      ]
    }
    try app.row(titled: "Wi-Fi").select()
    #expect(try app.row(titled: "Ask").tint == .teal)
    app.replay([.escape])
    try app.row(titled: "Privacy").select()
    #expect(try app.row(titled: "Track").tint == .pink)
  }

  @Test func aChangedTintConfiguresTheRowAgainInPlace() throws {
    let (engine, host) = try makeTable(showing: [TableComponent.textRow("Privacy").tint(.blue)])
    try engine.apply([TableSection(rows: [TableComponent.textRow("Privacy").tint(.indigo)])], animation: .none)
    let update = try #require(host.appliedUpdates.last)
    #expect(update.reconfiguredRows == [IndexPath(row: 0, section: 0)] && update.insertedRows.isEmpty)
    let updates = host.appliedUpdates.count
    try engine.apply([TableSection(rows: [TableComponent.textRow("Privacy").tint(.indigo)])], animation: .none)
    #expect(host.appliedUpdates.count == updates, "the same tint changes nothing")
  }

  @Test func aBuiltInRowKeepsItsTintWhenItShowsANewValue() throws {
    var isOn = false
    let app = try app {
      [
        TableComponent.valueRow("Version", value: "1.0"),
        TableComponent.switchRow("Wi-Fi", isOn: .value(isOn)) { isOn = $0 }.tint(purple),
      ]
    }
    try app.row(titled: "Wi-Fi").setOn(true)
    #expect(isOn)
    #expect(try app.row(titled: "Wi-Fi").tint == purple, "the replaced row keeps the app's tint")
  }
}
