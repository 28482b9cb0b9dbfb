import ComponentTable
import Foundation
import Testing

@testable import ComponentTableTerminal

/// A row's tint is per-row state: its own, else its screen's, told to every host; a changed
/// tint configures the row again in place, a built-in row keeps it when it replaces itself,
/// and the terminal draws it in the colours the terminal shows, none when colours are off.
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

  @Test func aScreenPresentedWithoutATintTakesItsPresenters() throws {
    let app = try app(tint: .teal) {
      [
        TableComponent.buttonRow("About") { context in
          try? context.engine.navigator?.present(
            TableScreen(title: "About") { TableSection(rows: [TableComponent.switchRow("Beta", isOn: .value(true))]) })
        }
      ]
    }
    try app.row(titled: "About").select()
    #expect(try app.row(titled: "Beta").tint == .teal)
  }

  @Test func aChangedTintConfiguresTheRowAgainInPlace() throws {
    let (engine, host) = try makeTable(showing: [TableComponent.textRow("Privacy").tint(.blue)])
    try engine.apply([TableSection(rows: [TableComponent.textRow("Privacy").tint(.indigo)])], animation: .none)
    let update = try #require(host.lastAppliedUpdate)
    #expect(update.reconfiguredRows == [IndexPath(row: 0, section: 0)] && update.insertedRows.isEmpty)
    let updates = host.appliedUpdateCount
    try engine.apply([TableSection(rows: [TableComponent.textRow("Privacy").tint(.indigo)])], animation: .none)
    #expect(host.appliedUpdateCount == updates, "the same tint changes nothing")
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

  @Test func theTerminalDrawsTheTintInTheColoursItShows() throws {
    let app = try app {
      [
        TableComponent.valueRow("Version", value: "1.0"),
        TableComponent.switchRow("Wi-Fi", isOn: .value(true)).tint(purple),
        TableComponent.checkmarkRow("Daily", isChecked: .value(true)).tint(.orange),
        TableComponent.buttonRow("Sign Out") { _ in },
      ]
    }
    func frame(_ environment: [String: String]) -> String {
      app.colors = TerminalColors(environment: environment)
      return app.renderFrame(styled: true).joined(separator: "\n")
    }
    let trueColor = frame(["TERM": "xterm-256color", "COLORTERM": "truecolor"])
    #expect(trueColor.contains("\u{1B}[0;38;2;88;86;214m[ on]"))
    #expect(trueColor.contains("\u{1B}[0;38;5;208m✓"))
    #expect(trueColor.contains("\u{1B}[0;34mSign Out"), "an untinted row keeps the host's accent")
    #expect(frame(["TERM": "xterm-256color"]).contains("\u{1B}[0;38;5;62m[ on]"))
    let basic = frame(["TERM": "xterm"])
    #expect(basic.contains("\u{1B}[0;94m[ on]") && basic.contains("\u{1B}[0;33m✓"))
    let noColor = frame(["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"])
    #expect(!noColor.contains("38;") && !noColor.contains("[0;34m") && noColor.contains("\u{1B}[0;7m"))
    let untinted = try self.app {
      [
        TableComponent.valueRow("Version", value: "1.0"),
        TableComponent.switchRow("Wi-Fi", isOn: .value(true)),
        TableComponent.checkmarkRow("Daily", isChecked: .value(true)),
        TableComponent.buttonRow("Sign Out") { _ in },
      ]
    }
    untinted.colors = TerminalColors(environment: ["NO_COLOR": "1"])
    #expect(noColor == untinted.renderFrame(styled: true).joined(separator: "\n"), "without colour a tint is nothing")
    #expect(app.frameText == untinted.frameText, "a headless frame is the same with a tint")
  }

  @Test func theFocusedOrDisabledRowDrawsNoTint() throws {
    let app = try app {
      [
        TableComponent.switchRow("Wi-Fi", isOn: .value(true)).tint(purple),
        TableComponent.switchRow("Bluetooth", isOn: .value(true)).tint(purple).disabled(true),
      ]
    }
    app.colors = .trueColor
    #expect(!app.renderFrame(styled: true).joined().contains("38;2"), "inverted and dimmed rows are plain")
  }
}
