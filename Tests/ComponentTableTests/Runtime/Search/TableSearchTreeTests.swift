import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import SettingsScreen
import Testing

/// Searching a whole tree of screens: the example screen and the example Settings.bundle, read
/// without showing anything, and results opened on a navigator.
@MainActor
@Suite struct TableSearchTreeTests {

  func exampleNavigator(_ model: SettingsModel) throws -> TableNavigator {
    try TableNavigator(root: SettingsScreen.screen(model: model)) { _ in
      TerminalTableView(width: 50, height: 30)
    }
  }

  /// The example tree on a navigator, and a search of it, indexed.
  func indexedExample(_ model: SettingsModel) throws -> (TableNavigator, TableSearch) {
    let navigator = try exampleNavigator(model)
    let search = TableSearch(root: navigator.screens[0])
    search.indexNow()
    return (navigator, search)
  }

  /// The best result of `query`.
  func first(_ query: String, in search: TableSearch) throws -> SearchEntry {
    search.query = query
    return try #require(search.results.first).entry
  }

  /// The label of the row at `row` of the top screen.
  func topLabel(_ navigator: TableNavigator, _ row: IndexPath) throws -> String? {
    try navigator.top.engine?.accessibilityDescription(forRowAt: row)?.label
  }

  func found(_ query: String, in search: TableSearch) -> [String] {
    search.query = query
    return search.results.map(\.entry.displayPath)
  }

  @Test func rowsOfNestedScreensAreFoundWithTheirPath() throws {
    let model = SettingsModel()
    let search = TableSearch(root: SettingsScreen.screen(model: model))
    search.indexNow()
    // The title first; then a row whose section's footer says "join".
    #expect(found("join", in: search) == ["Settings › Ask to Join Networks", "Settings › Other Networks › Security"])
    #expect(found("blue", in: search) == ["Settings › Bluetooth"])
    // Two screens down: Settings › Wi-Fi's Other Networks › its option picker.
    #expect(found("secur", in: search) == ["Settings › Other Networks › Security"])
    // A row of a child screen, by its subtitle.
    #expect(found("organiser", in: search) == ["Settings › Family Sharing › Ann Lee"])
    // An option picker is found by the titles of its options.
    #expect(found("wpa3", in: search) == ["Settings › Other Networks › Security"])
    #expect(found("200 gb", in: search) == ["Settings › Apple ID › iCloud+ Plan"])
    // A footer's words find the rows of its section; the title match ranks first.
    #expect(found("licence", in: search).first == "Settings › Legal & Regulatory › Licence")
    // The root, the four screens its rows open, and Apple ID's Passcode & Backup.
    #expect(search.screensIndexed == 6)
    #expect(!search.isTruncated)
  }

  /// "Wi Fi" is how people type "Wi-Fi": it finds the Wi-Fi rows, and not the rows of
  /// Legal & Regulatory, whose long footer has "without" and "fitness" words apart.
  @Test func aQuerysWordsSpreadOverAFooterDoNotFindItsRows() throws {
    let model = SettingsModel()
    let search = TableSearch(root: SettingsScreen.screen(model: model))
    search.indexNow()
    for query in ["Wi Fi", "wi fi", "wifi", "wi-fi"] {
      let paths = found(query, in: search)
      #expect(paths.first == "Settings › Wi-Fi", "query \(query)")
      #expect(!paths.contains { $0.contains("Licence") || $0.contains("Acknowledgements") }, "query \(query): \(paths)")
      #expect(!paths.contains { $0.hasPrefix("Settings › Legal & Regulatory") }, "query \(query): \(paths)")
    }
    // The footer's words typed out still find its rows, the last one by its beginning.
    let licence = "Settings › Legal & Regulatory › Licence"
    #expect(found("without fitness", in: search).first == licence)
    #expect(found("warranty merch", in: search).first == licence)
    // A beginning of a footer's word is not a word the user finished typing.
    #expect(found("wi fitness", in: search).isEmpty)
    #expect(found("warr merchantability", in: search).isEmpty)
  }

  @Test func indexingHasNoEffectOnTheAppsState() throws {
    let model = SettingsModel()
    let search = TableSearch(root: SettingsScreen.screen(model: model))
    search.indexNow()
    // The example's rows record "Opened …" when selected; search made the screens without
    // selecting, so nothing was recorded.
    #expect(model.log.isEmpty)
    #expect(!search.results.contains { _ in true })
  }

  @Test func rowsTheBuilderDoesNotMakeAreNotFound() throws {
    let model = SettingsModel()
    model.wifi = false
    let search = TableSearch(root: SettingsScreen.screen(model: model))
    search.indexNow()
    // The Wi-Fi switch is off: its three rows, and the screen one of them opens, are gone.
    #expect(found("join", in: search).isEmpty)
    #expect(found("secur", in: search).isEmpty)
    #expect(found("wi", in: search).first == "Settings › Wi-Fi")
    #expect(search.screensIndexed == 5)
  }

  @Test func theRootIsReadAsItIsShown() throws {
    let model = SettingsModel()
    let navigator = try exampleNavigator(model)
    let engine = try #require(navigator.screens[0].engine)
    try engine.addSection(TableSection(id: "extra", rows: [TableComponent.textRow("Added Through The Engine")]))
    let search = TableSearch(root: navigator.screens[0])
    search.indexNow()
    #expect(found("added", in: search) == ["Settings › Added Through The Engine"])
  }

  @Test func choosingAResultOpensItsScreensAndReturnsTheRow() throws {
    let (navigator, search) = try indexedExample(SettingsModel())
    search.query = "wpa"
    let result = try #require(search.results.first)
    let row = try navigator.open(result.entry)
    #expect(navigator.path == ["Settings", "Other Networks"])
    let engine = try #require(navigator.top.engine)
    #expect(try engine.accessibilityDescription(forRowAt: row)?.label == "Security")
    // The rows followed, one per screen: the root's "Other Networks…", then the result.
    search.query = "wpa"
    let followed = try navigator.openPath(try #require(search.results.first).entry)
    #expect(followed.count == 2)
    let rootEngine = try #require(navigator.screens[0].engine)
    #expect(try rootEngine.accessibilityDescription(forRowAt: followed[0])?.label == "Other Networks…")
    #expect(followed.last == row)
    // Opening again from a deeper screen starts from the root.
    let member = try navigator.open(try first("organiser", in: search))
    #expect(navigator.path == ["Settings", "Family Sharing"])
    #expect(try topLabel(navigator, member) == "Ann Lee")
    // A row of the root pops everything.
    let bluetooth = try navigator.open(try first("bluetooth", in: search))
    #expect(navigator.path == ["Settings"])
    #expect(try topLabel(navigator, bluetooth) == "Bluetooth")
  }

  @Test func aRowThatMovedSinceTheSearchIsFoundByItsTitle() throws {
    let (navigator, search) = try indexedExample(SettingsModel())
    let entry = try first("licence", in: search)
    // A section added above moves every row of the root down one section.
    try navigator.screens[0].engine?.insertSection(
      TableSection(id: "new", rows: [TableComponent.textRow("New")]), at: 0)
    let row = try navigator.open(entry)
    #expect(navigator.path == ["Settings", "Legal & Regulatory"])
    #expect(try topLabel(navigator, row) == "Licence")
  }

  @Test func aResultThatCannotBeOpenedNamesWhyAndChangesNothing() throws {
    let model = SettingsModel()
    let (navigator, search) = try indexedExample(model)
    let entry = try first("secur", in: search)
    // Open a screen first, to see that a refusal does not pop it.
    try navigator.open(try first("organiser", in: search))
    // The Wi-Fi rows, and with them the row that opens Other Networks, are gone now.
    model.wifi = false
    try navigator.screens[0].refresh(animation: .none)
    #expect(throws: TableError.resultRowNotFound(title: "Other Networks…", screen: "Settings")) {
      try navigator.open(entry)
    }
    #expect(navigator.path == ["Settings", "Family Sharing"])
    var other = entry
    other.path[0] = "Einstellungen"
    let error = #expect(throws: TableError.self) { try navigator.open(other) }
    #expect(error == .resultInOtherTree(resultRoot: "Einstellungen", root: "Settings"))
    #expect(error?.description.contains("\"Einstellungen\"") == true)
    #expect(navigator.path == ["Settings", "Family Sharing"])
  }

  @Test func hiddenRowsAndTheirScreensAreNotFound() {
    let child = TableScreen(title: "Secret") { TableSection(rows: [TableComponent.textRow("Hidden Child")]) }
    let root = TableScreen(title: "Root") {
      TableSection(rows: [
        TableComponent.textRow("Visible"),
        TableComponent.textRow("Invisible").hiddenFromSearch(),
        TableComponent.navigationRow("Secret") { child }.hiddenFromSearch(),
      ])
    }
    let search = TableSearch(root: root)
    search.indexNow()
    #expect(found("visible", in: search) == ["Root › Visible"])
    #expect(found("invisible", in: search).isEmpty)
    #expect(found("secret", in: search).isEmpty)
    #expect(found("hidden", in: search).isEmpty)
    #expect(search.screensIndexed == 1)
  }

  @Test func keywordsFindARowAndRankBelowTitles() {
    let root = TableScreen(title: "Root") {
      TableSection(rows: [
        TableComponent.valueRow("Appearance", value: "Light").searchKeywords(["dark mode"]).searchKeywords(["theme"]),
        TableComponent.switchRow("Dark Sky Alerts", isOn: .value(false)),
      ])
    }
    let search = TableSearch(root: root)
    search.indexNow()
    #expect(found("dark", in: search) == ["Root › Dark Sky Alerts", "Root › Appearance"])
    #expect(found("theme", in: search) == ["Root › Appearance"])
    #expect(TableComponent.textRow("x").searchKeywords(["a"]).searchKeywords(["b"]).searchKeywords == ["a", "b"])
  }

  @Test func aTreeThatOpensItselfStopsAtTheDepthLimit() {
    func level(_ depth: Int) -> TableScreen {
      TableScreen(title: "Level \(depth)") {
        TableSection(rows: [
          TableComponent.textRow("Row at \(depth)"),
          TableComponent.navigationRow("Deeper") { level(depth + 1) },
        ])
      }
    }
    let search = TableSearch(root: level(0), maxDepth: 3)
    search.indexNow()
    #expect(search.screensIndexed == 4)
    #expect(search.isTruncated)
    #expect(found("row", in: search).count == 4)
    let capped = TableSearch(root: level(0), maxDepth: 100, maxScreens: 2)
    capped.indexNow()
    #expect(capped.screensIndexed == 2)
    #expect(capped.isTruncated)
    // Bad limits are clamped: the root is always read.
    let clamped = TableSearch(root: level(0), maxDepth: -5, maxScreens: 0)
    clamped.indexNow()
    #expect(clamped.screensIndexed == 1)
  }

  @Test func indexingInSlicesAnswersOnlyWhenReady() async {
    let root = TableScreen(title: "Root") {
      TableSection(
        rows: (0..<40).map { index in
          TableComponent.navigationRow("Screen \(index)") {
            TableScreen(title: "Screen \(index)") { TableSection(rows: [TableComponent.textRow("Bluetooth \(index)")]) }
          }
        })
    }
    let search = TableSearch(root: root)
    var readyCalls = 0
    search.onIndexReady = { readyCalls += 1 }
    search.query = "blue"
    #expect(!search.continueIndexing(screens: 10))
    #expect(search.screensIndexed == 10)
    #expect(search.results.isEmpty)
    #expect(!search.isReady)
    await search.prepare()
    #expect(search.isReady)
    #expect(search.screensIndexed == 41)
    #expect(search.results.count == 40)
    #expect(readyCalls == 1)
    // The polling path gives the same: slices, then the sort on another thread.
    let polled = TableSearch(root: root)
    polled.query = "bluetooth 7"
    var slices = 0
    while !polled.continueIndexing(screens: 8) {
      slices += 1
      if slices > 8 { try? await Task.sleep(nanoseconds: 1_000_000) }
      if slices > 10_000 { break }
    }
    #expect(polled.results.map(\.entry.title) == ["Bluetooth 7"])
  }

  @Test func theExampleBundlesNestedPaneIsSearchedInItsLanguage() throws {
    let bundle = try SettingsBundle(contentsOf: exampleBundleURL, preferredLanguages: ["de"])
    let root = bundle.rootScreen(store: InMemorySettingsStore())
    let search = TableSearch(root: root, locale: Locale(identifier: "de"))
    search.indexNow()
    #expect(found("absturz", in: search) == ["Einstellungen › Datenschutz › Absturzberichte senden"])
    // Diacritics: "stundlich" finds the option "Stündlich" in the list the multi-value opens.
    #expect(found("stundlich", in: search).first?.hasSuffix("› Stündlich") == true)
    // A group footer's words find its rows.
    #expect(found("namen", in: search).contains("Einstellungen › Datenschutz › Absturzberichte senden"))
  }

  @Test func hiddenKeysOfABundleAreNotFound() throws {
    let bundle = try SettingsBundle(contentsOf: exampleBundleURL, preferredLanguages: ["en"])
    let hooks = SettingsBundleHooks()
    let visible = TableSearch(root: bundle.rootScreen(store: InMemorySettingsStore(), hooks: hooks))
    visible.indexNow()
    #expect(found("crash", in: visible) == ["Settings › Privacy › Send Crash Reports"])
    hooks.hiddenKeys = ["crash_reports"]
    let hidden = TableSearch(root: bundle.rootScreen(store: InMemorySettingsStore(), hooks: hooks))
    hidden.indexNow()
    #expect(found("crash", in: hidden).isEmpty)
    #expect(found("passcode", in: hidden) == ["Settings › Privacy › Passcode"])
  }

  @Test func openingFromInsideABuilderIsRefusedAndChangesNothing() throws {
    final class Seen {
      weak var navigator: TableNavigator?
      var entry: SearchEntry?
      var refusal: TableError?
    }
    let seen = Seen()
    // A builder that opens a result while the navigator builds it.
    let build: @MainActor () -> [TableSection] = {
      if let navigator = seen.navigator, let entry = seen.entry {
        do throws(TableError) { try navigator.open(entry) } catch { seen.refusal = error }
      }
      return [TableSection(rows: [TableComponent.textRow("Inside")])]
    }
    let child = TableScreen(title: "Child", sections: build)
    let root = TableScreen(title: "Root") {
      TableSection(rows: [TableComponent.textRow("Top"), TableComponent.navigationRow("Child") { child }])
    }
    let navigator = try TableNavigator(root: root) { _ in TerminalTableView(width: 40, height: 10) }
    seen.navigator = navigator
    let search = TableSearch(root: root)
    search.indexNow()
    search.query = "top"
    seen.entry = try #require(search.results.first).entry
    try navigator.push(child)
    #expect(seen.refusal == .resultOpenedDuringChange)
    #expect(seen.refusal?.description.contains("being built or refreshed") == true)
    #expect(navigator.path == ["Root", "Child"])
  }

  @Test func aSearchOfGivenEntriesIsReadyAtOnce() {
    let entries = [
      SearchEntry(
        path: ["Settings"], title: "Bluetooth",
        location: SearchLocation(screens: [], row: IndexPath(row: 0, section: 0)))
    ]
    let search = TableSearch(entries: entries, locale: Locale(identifier: "tr"))
    #expect(search.isReady)
    #expect(search.continueIndexing())
    #expect(search.screensIndexed == 0)
    search.query = "blu"
    #expect(search.results.map(\.entry) == entries)
    search.resultLimit = 0
    #expect(search.results.isEmpty)
  }
}
