import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import SettingsScreen
import Testing

/// The terminal's search: `/` opens a field, every key updates the results, Enter opens the
/// chosen one and focuses its row, Esc closes, and the bottom lines say what the keys do.
@MainActor
@Suite struct TerminalSearchTests {
  func exampleApp(_ model: SettingsModel = SettingsModel()) throws -> TerminalTableApp {
    let app = try TerminalTableApp(root: SettingsScreen.screen(model: model))
    app.resize(to: TerminalSize(columns: 60, rows: 14))
    return app
  }

  func focusedTitle(_ app: TerminalTableApp) throws -> String? {
    let path = try #require(app.table.focusedIndexPath)
    let engine = try #require(app.navigator?.top.engine)
    return try engine.accessibilityDescription(forRowAt: path)?.label
  }

  @Test func slashOpensAFieldAndEveryKeyUpdatesTheResults() throws {
    let app = try exampleApp()
    try app.replay("/")
    #expect(app.isSearching)
    let lines = app.renderFrame(styled: false)
    #expect(lines[1].hasPrefix(" Search: ▏"))
    #expect(lines[lines.count - 2].hasPrefix(" type to search every screen"))
    #expect(lines.last?.hasPrefix(" type to search · ↑↓ choose · ⏎ open · esc close") == true)
    try app.replay("'s'")
    let afterS = app.searchResults.count
    try app.replay("'ec'")
    #expect(app.searchQuery == "sec")
    #expect(app.searchResults.map(\.entry.displayPath) == ["Settings › Other Networks › Security"])
    #expect(afterS > 1)
    #expect(app.frameText.contains("› Security"))
    #expect(app.frameText.contains("Settings › Other Networks"))
    #expect(app.frameText.contains(" 1 result for “sec”"))
    try app.replay("backspace*2")
    #expect(app.searchQuery == "s")
    #expect(app.searchResults.count == afterS)
    try app.replay("'zzz'")
    #expect(app.searchResults.isEmpty)
    #expect(app.frameText.contains("no results for “szzz”"))
  }

  @Test func enterOpensTheResultsScreensAndFocusesItsRow() throws {
    let model = SettingsModel()
    let app = try exampleApp(model)
    try app.replay("/ 'organiser' enter")
    #expect(!app.isSearching)
    #expect(app.navigator?.path == ["Settings", "Family Sharing"])
    #expect(try focusedTitle(app) == "Ann Lee")
    #expect(app.frameText.contains("Settings › Family Sharing"))
    // From there, a row two screens down the other branch; ↓ chose the second result.
    try app.replay("/ 'net'")
    let titles = app.searchResults.map(\.entry.title)
    let second = try #require(titles.dropFirst().first)
    try app.replay("down enter")
    #expect(try focusedTitle(app) == second)
    // Opening changed nothing but the stack: no row's selection ran.
    #expect(model.log.isEmpty)
  }

  @Test func escClosesAndChangesNothing() throws {
    let app = try exampleApp()
    try app.replay("down*3 / 'legal' esc")
    #expect(!app.isSearching)
    #expect(app.navigator?.path == ["Settings"])
    #expect(try focusedTitle(app) == "Wi-Fi")
    #expect(!app.isFinished)
    // `q` typed into the field is a letter, not quit.
    try app.replay("/ 'q'")
    #expect(app.searchQuery == "q")
    #expect(!app.isFinished)
    try app.replay("ctrl-c")
    #expect(app.isFinished)
    #expect(app.wasInterrupted)
  }

  @Test func aResultThatIsGoneSaysSoAndStaysOpen() throws {
    let model = SettingsModel()
    let app = try exampleApp(model)
    try app.replay("/ 'wpa3'")
    #expect(app.searchResults.count == 1)
    // The Wi-Fi rows go while the search is open: the path to the result is gone.
    model.wifi = false
    try app.navigator?.screens[0].refresh(animation: .none)
    try app.replay("enter")
    #expect(app.isSearching)
    #expect(app.frameText.contains(" “Other Networks…” is gone from Settings"))
    #expect(app.navigator?.path == ["Settings"])
  }

  @Test(arguments: ["wifi", "wi-fi", "Wi Fi"])
  func theExampleFindsWiFiHoweverItIsTyped(query: String) throws {
    let app = try exampleApp()
    try app.replay("/ '\(query)'")
    #expect(app.searchQuery == query)
    #expect(app.searchResults.first?.entry.title == "Wi-Fi")
    // The licence's footer has "without" and "fitness": one word typed finds it not at all,
    // two words found apart only below the phrase.
    let licence = app.searchResults.firstIndex { $0.entry.title.contains("Licen") }
    if query.contains(" ") { #expect(licence.map { $0 > 0 } ?? true) } else { #expect(licence == nil) }
  }

  @Test func theBundlesNestedPaneIsFoundAndOpened() throws {
    let bundle = try SettingsBundle(contentsOf: exampleBundleURL, preferredLanguages: ["de"])
    let app = try TerminalTableApp(root: bundle.rootScreen(store: InMemorySettingsStore()))
    app.searchLocale = Locale(identifier: "de")
    app.resize(to: TerminalSize(columns: 60, rows: 14))
    try app.replay("/ 'code' enter")
    #expect(app.navigator?.path == ["Einstellungen", "Datenschutz"])
    #expect(try focusedTitle(app) == "Code")
    // An option of a multi-value opens its list with the option focused; typed without its
    // umlaut.
    try app.replay("/ 'stundlich' enter")
    #expect(app.navigator?.path == ["Einstellungen", "Aktualisieren"])
    #expect(try focusedTitle(app) == "Stündlich")
    // Going back lands on the row that led there, not on the root's first row.
    try app.replay("esc")
    #expect(app.navigator?.path == ["Einstellungen"])
    #expect(try focusedTitle(app) == "Aktualisieren")
  }

  @Test func aScreenReaderHearsTheFieldAndTheChosenResult() throws {
    let app = try exampleApp()
    app.speaksForScreenReaders = true
    try app.replay("/ 'blu' enter")
    #expect(
      app.spokenLines.suffix(4) == [
        "Search. Search field, empty. type to search every screen",
        "Bluetooth, Settings, result 1 of 15",
        "Bluetooth, Settings, result 1 of 1",
        // Back on the screen, the section of the row it landed on says its header first.
        "Settings. Network, Heading. Bluetooth, Switch button, Off, Double-tap to toggle setting.",
      ])
  }

  @Test func withoutANavigatorThereIsNoSearch() throws {
    let table = TerminalTableView(width: 40, height: 10)
    let engine = TableEngine(host: table)
    try engine.addSection(TableSection(rows: [TableComponent.textRow("One")]))
    let app = TerminalTableApp(title: "Plain", table: table)
    try app.replay("/")
    #expect(!app.isSearching)
    #expect(!app.frameText.contains("/ search"))
  }

  @Test func theSearchKeyIsNamedOnlyWhereTheHelpLineHasRoom() throws {
    let app = try exampleApp()
    #expect(app.frameText.hasSuffix("/ search · q quit" + String(repeating: " ", count: 21)))
    app.resize(to: TerminalSize(columns: 30, rows: 14))
    #expect(!app.frameText.contains("/ search"))
    #expect(app.renderFrame(styled: false).last?.contains("q quit") == true)
  }
}
