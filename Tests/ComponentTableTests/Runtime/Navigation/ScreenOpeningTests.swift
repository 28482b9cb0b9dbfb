import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// What a row that opens a screen does in a table on no navigator's stack: the engine's
/// `screenOpener` shows the screen (SwiftUI pushes it on the enclosing `NavigationStack`), and a
/// table known to have no navigation builds it as a plain value row that does not look or act
/// tappable.
@MainActor
@Suite struct ScreenOpeningTests {

  @Test(.recordsDiagnostics) func theScreenOpenerShowsTheScreensOfANavigationRowAndAnOptionPicker() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    let diagnostics = try reportedDiagnostics()
    var opened: [String] = []
    engine.screenOpener = { opened.append($0.title) }
    #expect(engine.canOpenScreens)
    try engine.addSection(
      TableSection(rows: [
        TableComponent.navigationRow("General") { labelScreen("General") },
        TableComponent.pickerRow("Appearance", selection: .value(0), options: [(0, "Light"), (1, "Dark")]) { _ in },
      ]))
    #expect(engine.dataSource.rowState(at: IndexPath(row: 0, section: 0)).interaction.isSelectable)
    host.selectRow(at: IndexPath(row: 0, section: 0))
    host.selectRow(at: IndexPath(row: 1, section: 0))
    #expect(opened == ["General", "Appearance"])
    #expect(diagnostics.entries.isEmpty)
  }

  /// The list an option picker opens through the opener works as on a navigator: a choice
  /// moves the checkmark and shows in the picker's row of the table it was opened from.
  @Test func anOptionListOpenedByTheOpenerShowsTheChoiceInTheTableItCameFrom() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    var choice = 0
    var list: TableScreen?
    engine.screenOpener = { list = $0 }
    try engine.addSection(
      TableSection(rows: [
        TableComponent.pickerRow("Appearance", selection: .value(choice), options: [(0, "Light"), (1, "Dark")]) {
          choice = $0
        }
      ]))
    host.selectRow(at: IndexPath(row: 0, section: 0))
    // Shown the way a host without a navigator of its own shows it: as a stack's root.
    let shown = try #require(list)
    let navigator = try TableNavigator(root: shown) { _ in TerminalTableView(width: 40, height: 6) }
    try #require(shown.terminalTable).selectRow(at: IndexPath(row: 1, section: 0))
    #expect(choice == 1)
    let row = try engine.component(at: IndexPath(row: 0, section: 0)).data(as: ValueRowData.self)
    #expect(row?.value == "Dark")
    withExtendedLifetime(navigator) {}
  }

  @Test(.recordsDiagnostics) func rowsBuiltWithoutNavigationArePlainValueRowsAndAreReported() throws {
    let diagnostics = try reportedDiagnostics()
    let rows = ScreenOpening.withoutNavigation {
      #expect(ScreenOpening.isWithoutNavigation)
      return [
        TableComponent.navigationRow("General", value: "iPhone") { labelScreen("General") },
        TableComponent.pickerRow("Appearance", selection: .value(1), options: [(0, "Light"), (1, "Dark")]) { _ in },
        TableComponent.valueRow("Help") { _ in },  // its own closure decides: left alone
      ]
    }
    #expect(!ScreenOpening.isWithoutNavigation)
    #expect(
      diagnostics.entries.map(\.kind) == [
        .unsupportedInput(source: "navigationRow \"General\""),
        .unsupportedInput(source: "navigationRow \"Appearance\""),
      ])
    #expect(diagnostics.entries.first?.message.contains("has no navigation") == true)
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.addSection(TableSection(rows: rows))
    let data = try (0..<2).map {
      try #require(try engine.component(at: IndexPath(row: $0, section: 0)).data(as: ValueRowData.self))
    }
    #expect(
      data == [ValueRowData(title: "General", value: "iPhone"), ValueRowData(title: "Appearance", value: "Dark")])
    #expect(!engine.dataSource.rowState(at: IndexPath(row: 0, section: 0)).interaction.isSelectable)
    #expect(!engine.dataSource.rowState(at: IndexPath(row: 1, section: 0)).interaction.isSelectable)
    #expect(!engine.rowOpensScreen(at: IndexPath(row: 0, section: 0)))
    #expect(engine.dataSource.rowState(at: IndexPath(row: 2, section: 0)).interaction.isSelectable)
    host.selectRow(at: IndexPath(row: 0, section: 0))
    #expect(diagnostics.entries.count == 2)  // nothing to select, nothing more to report
    // Outside it, the same rows open screens again.
    #expect(TableComponent.navigationRow("General") { labelScreen("General") }.interaction.isSelectable)
  }

  @Test(.recordsDiagnostics) func nestedCallsKeepRowsPlainUntilTheOutermostReturns() throws {
    let diagnostics = try reportedDiagnostics()
    ScreenOpening.withoutNavigation {
      _ = TableComponent.navigationRow("A") { labelScreen("A") }
      ScreenOpening.withoutNavigation {
        _ = TableComponent.navigationRow("B") { labelScreen("B") }
      }
      #expect(ScreenOpening.isWithoutNavigation)
      _ = TableComponent.navigationRow("C") { labelScreen("C") }
    }
    #expect(!ScreenOpening.isWithoutNavigation)
    #expect(
      diagnostics.entries.map(\.kind)
        == ["A", "B", "C"].map { .unsupportedInput(source: "navigationRow \"\($0)\"") })
  }

  /// With no opener either (an engine of one's own), a navigation row or a picker cannot open
  /// anything: it says so through the diagnostics channel instead of doing nothing silently.
  @Test(.recordsDiagnostics) func selectingWithNoOpenerReportsThatNothingCanBeShown() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    let diagnostics = try reportedDiagnostics()
    var built = 0
    try engine.addSection(
      TableSection(rows: [
        TableComponent.navigationRow("General") {
          built += 1
          return TableScreen(title: "General") { TableSection() }
        },
        TableComponent.pickerRow("Appearance", selection: .value(0), options: [(0, "Light"), (1, "Dark")]) { _ in },
      ]))
    host.selectRow(at: IndexPath(row: 0, section: 0))
    host.selectRow(at: IndexPath(row: 1, section: 0))
    #expect(built == 0)
    #expect(
      diagnostics.entries.map(\.kind) == [
        .unsupportedInput(source: "navigationRow \"General\""),
        .unsupportedInput(source: "navigationRow \"Appearance\""),
      ])
    #expect(diagnostics.entries.first?.message.contains("no navigation stack") == true)
  }
}
