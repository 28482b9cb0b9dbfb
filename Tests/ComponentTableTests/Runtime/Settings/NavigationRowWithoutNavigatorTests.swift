import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A `navigationRow` or `pickerRow` in a table on no navigation stack (SwiftUI's
/// `ComponentTableView`, an engine of one's own) cannot open anything: it says so through the
/// engine's diagnostic handler instead of doing nothing silently.
@MainActor
@Suite struct NavigationRowWithoutNavigatorTests {
  typealias Kit = TerminalSettingsKit

  @Test func selectingReportsThatNothingCanBeShown() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    var diagnostics: [TableDiagnostic] = []
    engine.diagnosticHandler = { diagnostics.append($0) }
    var built = 0
    try engine.addSection(
      TableSection(rows: [
        Kit.navigationRow("General") {
          built += 1
          return TableScreen(title: "General") { TableSection() }
        },
        Kit.pickerRow("Appearance", options: ["Light", "Dark"], selection: 0) { _ in },
      ]))
    host.selectRow(at: IndexPath(row: 0, section: 0))
    host.selectRow(at: IndexPath(row: 1, section: 0))
    #expect(built == 0)
    #expect(
      diagnostics.map(\.kind) == [
        .unsupportedInput(source: "navigationRow \"General\""),
        .unsupportedInput(source: "navigationRow \"Appearance\""),
      ])
    #expect(diagnostics.first?.message.contains("no navigation stack") == true)
  }
}
