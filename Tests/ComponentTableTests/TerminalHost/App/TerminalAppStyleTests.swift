import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The terminal app draws a screen in its style: a blank line between sections in the grouped
/// styles and by default, none on a plain screen.
@MainActor
@Suite struct TerminalAppStyleTests {
  /// A screen titled `title` of two sections without headers, one row each; its first row
  /// opens `destination`.
  func screen(_ title: String, opening destination: (@MainActor () -> TableScreen)? = nil) -> TableScreen {
    TableScreen(title: title) {
      TableSection(
        id: "first",
        rows: [
          destination.map { TableComponent.navigationRow("\(title) one", destination: $0) }
            ?? TableComponent.valueRow("\(title) one", value: "1")
        ])
      TableSection(id: "second", rows: [TableComponent.valueRow("\(title) two", value: "2")])
    }
  }

  /// The lines the app draws between the title bar and the status line, up to the last that
  /// is not blank, trailing spaces dropped.
  func tableLines(_ app: TerminalTableApp) -> [String] {
    let frame = app.renderFrame(styled: false)
    let lines = frame[1..<(frame.count - 2)].map { String($0.reversed().drop { $0 == " " }.reversed()) }
    return Array(lines[..<((lines.lastIndex { !$0.isEmpty } ?? -1) + 1)])
  }

  @Test func aPlainScreenPushedFromAGroupedOneDrawsItsSectionsWithoutTheBlankLine() throws {
    let app = try TerminalTableApp(
      root: screen("Settings") { screen("Results") { screen("Details") }.style(.plain) })
    app.resize(to: TerminalSize(columns: 40, rows: 12))
    let settings = tableLines(app)
    #expect(settings.count == 3)
    #expect(settings[1].isEmpty)
    app.replay([.enter])
    #expect(app.navigator?.path == ["Settings", "Results"])
    let results = tableLines(app)
    #expect(results.count == 2)
    #expect(results[0].contains("Results one") && results[1].contains("Results two"))
    // The screen a plain one opens gives no style: it has the default, not its parent's.
    app.replay([.enter])
    #expect(app.navigator?.path == ["Settings", "Results", "Details"])
    let details = tableLines(app)
    #expect(details.count == 3)
    #expect(details[1].isEmpty)
  }

  /// The engine's `SectionSpacing.none` is what a plain screen draws: sections that touch.
  @Test func sectionsWithoutSpacingTouch() throws {
    let app = try TerminalTableApp(root: screen("Settings"))
    app.resize(to: TerminalSize(columns: 40, rows: 12))
    #expect(tableLines(app).count == 3)
    let engine = try #require(app.navigator?.screens.first?.engine)
    engine.sectionSpacing = .none
    let lines = tableLines(app)
    #expect(lines.count == 2)
    #expect(lines[0].contains("Settings one") && lines[1].contains("Settings two"))
  }
}
