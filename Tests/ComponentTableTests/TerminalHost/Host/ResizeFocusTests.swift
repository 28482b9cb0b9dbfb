import ComponentTable
import ComponentTableTerminal
import Foundation
import SettingsScreen
import Testing

/// After any resize, the focused row is on screen: a terminal user must see what Enter acts on.
@MainActor
@Suite struct ResizeFocusTests {
  /// The demo screen in an app of `columns` × `rows`, focused on its last row.
  func demoFocusedOnTheLastRow(columns: Int, rows: Int) throws -> TerminalTableApp {
    let table = TerminalTableView()
    let engine = TableEngine(host: table)
    try SettingsScreen.build(in: engine, model: SettingsModel())
    let app = TerminalTableApp(title: "Settings", table: table)
    app.resize(to: TerminalSize(columns: columns, rows: rows))
    app.replay([.end])
    return app
  }

  func focusMarkerShows(_ app: TerminalTableApp) -> Bool {
    app.renderFrame(styled: false).contains { $0.hasPrefix("›") }
  }

  @Test func theFocusedLastRowStaysVisibleWhenTheTerminalShrinks() throws {
    let app = try demoFocusedOnTheLastRow(columns: 80, rows: 30)
    #expect(focusMarkerShows(app))
    app.resize(to: TerminalSize(columns: 50, rows: 15))
    let focus = try #require(app.table.focusedIndexPath)
    #expect(app.table.indexPathsForVisibleRows.contains(focus))
    #expect(focusMarkerShows(app))
  }

  @Test(arguments: [(80, 30), (50, 15), (20, 6), (120, 60), (30, 4)])
  func theFocusStaysVisibleThroughAnySequenceOfResizes(columns: Int, rows: Int) throws {
    let sizes = [(columns, rows), (50, 15), (columns, rows), (24, 5), (100, 40), (columns, rows)]
    for focusKey in [TerminalKey.end, .home, .pageDown] {
      let app = try demoFocusedOnTheLastRow(columns: 60, rows: 20)
      app.replay([focusKey])
      for (width, height) in sizes {
        app.resize(to: TerminalSize(columns: width, rows: height))
        let focus = try #require(app.table.focusedIndexPath)
        #expect(
          app.table.indexPathsForVisibleRows.contains(focus), "\(focusKey) then \(width)×\(height)")
        #expect(focusMarkerShows(app), "\(focusKey) then \(width)×\(height)")
      }
    }
  }

  @Test func aResizeWithoutAFocusScrollsNowhereNew() throws {
    let (engine, table) = makeTable(width: 20, height: 5)
    try engine.addSection(TableSection(rows: (0..<20).map { label("\($0)") }))
    table.scroll(toOffset: 10)
    table.height = 4
    _ = table.render()
    #expect(table.contentOffset == 10)
  }
}
