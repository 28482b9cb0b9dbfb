import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// The example bundle as screens on a navigation stack of terminal tables: rows bound to the
/// store both ways, child panes, the multi-value picker, and reports of unknown types.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsBundleScreenTests {

  @MainActor struct Shown {
    let store: InMemorySettingsStore
    let navigator: TableNavigator
    /// What was reported while the root was shown.
    var diagnostics: [TableDiagnostic] { log.entries }
    private let log = DiagnosticLog()

    init(
      bundle: SettingsBundle? = nil, store: InMemorySettingsStore = InMemorySettingsStore()
    ) throws {
      let bundle =
        try bundle ?? SettingsBundle(contentsOf: exampleBundleURL, preferredLanguages: ["en"])
      self.store = store
      let root = bundle.rootScreen(store: store)
      navigator = try log.record {
        try TableNavigator(root: root) { _ in
          TerminalTableView(width: 50, height: 40, inconsistencyPolicy: .record)
        }
      }
    }

    var table: TerminalTableView { navigator.top.engine!.host as! TerminalTableView }
    var engine: TableEngine { navigator.top.engine! }
    var text: String { table.render().joined(separator: "\n") }

    /// The first row whose rendered line contains `text`.
    func path(of text: String) throws -> IndexPath { try firstRow(showing: text, in: table) }

    func select(_ text: String) throws { table.selectRow(at: try path(of: text)) }
  }

  struct NoSuchRow: Error { let text: String }

  /// `title` left and `value` right on a 50-column line.
  func line(_ title: String, _ value: String) -> String {
    title + String(repeating: " ", count: 50 - title.count - value.count) + value
  }

  @Test func theRootPaneShowsEverySpecifierWithItsDefault() throws {
    let shown = try Shown()
    let text = shown.text
    #expect(shown.navigator.top.title == "Settings")
    #expect(text.contains("ACCOUNT"))
    #expect(text.contains("Your name is shown to people you share with."))
    #expect(text.contains("Ann Lee"))
    #expect(text.contains(line("Plan", "Family")))
    #expect(text.contains(line("Sync over Cellular", "[off]")))
    #expect(text.contains(line("Refresh", "Every 15 Minutes ›")))
    #expect(text.contains(line("Volume", "▕█████░░░░░▏  50%")))
    #expect(text.contains(line("Privacy", "›")))
    #expect(text.contains("THEME"))
    #expect(text.contains(line("Automatic", "✓")))
    #expect(shown.diagnostics.isEmpty)
    #expect(shown.table.inconsistencies.isEmpty)
  }

  @Test func aToggleWritesTheStoreAndAnExternalChangeShowsAtOnce() throws {
    let shown = try Shown()
    try shown.select("Sync over Cellular")
    #expect(shown.store.userValues["cellular_sync"] == .bool(true))
    #expect(shown.text.contains(line("Sync over Cellular", "[ on]")))
    // Another part of the app changes the value while the screen is open.
    shown.store.set(.bool(false), forKey: "cellular_sync")
    #expect(shown.text.contains(line("Sync over Cellular", "[off]")))
    shown.store.set(.string("personal"), forKey: "plan")
    #expect(shown.text.contains(line("Plan", "Personal")))
    shown.store.set(.string("dark"), forKey: "theme")
    #expect(shown.text.contains(line("Dark", "✓")))
    #expect(!shown.text.contains(line("Automatic", "✓")))
    #expect(shown.table.inconsistencies.isEmpty)
  }

  @Test func valuesTheUserSetShowInsteadOfTheDefaults() throws {
    let shown = try Shown(
      store: InMemorySettingsStore(["refresh_minutes": .integer(60), "name": .string("Bo")]))
    #expect(shown.text.contains(line("Refresh", "Hourly ›")))
    #expect(shown.text.contains("Bo"))
    #expect(shown.store.value(forKey: "refresh_minutes") == .integer(60))
  }

  @Test func theRadioGroupTheTextFieldAndTheSliderWriteTheStore() throws {
    let shown = try Shown()
    try shown.select("Light")
    #expect(shown.store.userValues["theme"] == .string("light"))
    shown.engine.dataSource.send(.control(.text("Cy"), at: try shown.path(of: "Ann Lee")))
    #expect(shown.store.userValues["name"] == .string("Cy"))
    // Steps of a twentieth of the 0…1 range, stored as Doubles.
    shown.engine.dataSource.send(.control(.step(2), at: try shown.path(of: "Volume")))
    #expect(shown.store.userValues["volume"] == .double(0.6))
    #expect(shown.text.contains(line("Volume", "▕██████░░░░▏  60%")))
    shown.engine.dataSource.send(.control(.step(100), at: try shown.path(of: "Volume")))
    #expect(shown.store.userValues["volume"] == .double(1))
    // What a UISlider sends: the value itself, clamped to the range.
    shown.engine.dataSource.send(.control(.slide(0.25), at: try shown.path(of: "Volume")))
    #expect(shown.store.userValues["volume"] == .double(0.25))
    #expect(shown.text.contains(line("Volume", "▕███░░░░░░░▏  25%")))
    shown.engine.dataSource.send(.control(.slide(-3), at: try shown.path(of: "Volume")))
    #expect(shown.store.userValues["volume"] == .double(0))
  }

  @Test func theSliderFollowsTheStoreAndClampsWhatItCannotShow() throws {
    let shown = try Shown()
    shown.store.set(.double(0.8), forKey: "volume")
    #expect(shown.text.contains(line("Volume", "▕████████░░▏  80%")))
    // A value outside the range, or not a number, shows clamped; the store keeps it until
    // the user moves the slider.
    shown.store.set(.integer(7), forKey: "volume")
    #expect(shown.text.contains(line("Volume", "▕██████████▏ 100%")))
    #expect(shown.store.userValues["volume"] == .integer(7))
    shown.store.set(.string("loud"), forKey: "volume")
    #expect(shown.text.contains(line("Volume", "▕░░░░░░░░░░▏   0%")))
    shown.engine.dataSource.send(.control(.step(1), at: try shown.path(of: "Volume")))
    #expect(shown.store.userValues["volume"] == .double(0.05))
    #expect(shown.table.inconsistencies.isEmpty)
  }

  @Test func aSliderOfWholeNumbersStepsByOneAndShowsTheNumber() throws {
    let bundle = try TemporaryBundle(root: [
      [
        "Type": "PSSliderSpecifier", "Title": "Level", "Key": "level", "DefaultValue": 4,
        "MinimumValue": 0, "MaximumValue": 10,
      ]
    ])
    defer { bundle.remove() }
    let shown = try Shown(bundle: try bundle.load())
    #expect(shown.text.contains(line("Level", "▕████░░░░░░▏  4")))
    shown.engine.dataSource.send(.control(.step(3), at: try shown.path(of: "Level")))
    #expect(shown.store.userValues["level"] == .double(7))
    #expect(shown.text.contains(line("Level", "▕███████░░░▏  7")))
  }

  @Test func aSliderSpecifierMadeByHandWithAnInvertedRangeShowsAFixedSlider() throws {
    let pane = SettingsPane(
      file: "Root.plist", title: nil, stringsTable: "Root",
      specifiers: [
        .slider(.init(title: "Odd", key: "odd", defaultValue: 3, minimumValue: 5, maximumValue: 2)),
        .slider(.init(title: "NaN", key: "nan", defaultValue: 0, minimumValue: .nan, maximumValue: 1)),
      ])
    let store = InMemorySettingsStore(["odd": .double(9)])
    let bundle = try TemporaryBundle(root: [])
    defer { bundle.remove() }
    let rows = try bundle.load().sections(for: pane, store: store).flatMap(\.rows)
    let odd = try #require(rows.first?.data(as: SliderRowData.self))
    #expect(odd.range == 5...5 && odd.value == 5)
    let nan = try #require(rows.last?.data(as: SliderRowData.self))
    #expect(nan.range == 0...1 && nan.value == 0)
    #expect(store.userValues == ["odd": .double(9)])
  }

  @Test func theMultiValueOpensAPickerAndTheParentShowsTheChoiceOnTheWayBack() throws {
    let shown = try Shown()
    try shown.select("Refresh")
    #expect(shown.navigator.path == ["Settings", "Refresh"])
    #expect(shown.text.contains(line("Every 15 Minutes", "✓")))
    try shown.select("Hourly")
    #expect(shown.store.userValues["refresh_minutes"] == .integer(60))
    #expect(shown.text.contains(line("Hourly", "✓")))
    // The list follows the store while it is open.
    shown.store.set(.integer(5), forKey: "refresh_minutes")
    #expect(shown.text.contains(line("Every 5 Minutes", "✓")))
    #expect(!shown.text.contains(line("Hourly", "✓")))
    try shown.select("Hourly")
    #expect(shown.navigator.pop())
    #expect(shown.text.contains(line("Refresh", "Hourly ›")))
  }

  @Test func aMultiValueRowShowsItsShortTitle() throws {
    let bundle = try TemporaryBundle(root: [
      [
        "Type": "PSMultiValueSpecifier", "Title": "Size", "Key": "size", "DefaultValue": "m",
        "Titles": ["Small", "Medium"], "ShortTitles": ["S", "M"], "Values": ["s", "m"],
      ]
    ])
    defer { bundle.remove() }
    let shown = try Shown(bundle: try bundle.load())
    #expect(shown.text.contains(line("Size", "M ›")))
    try shown.select("Size")
    #expect(shown.text.contains(line("Medium", "✓")))
  }

  @Test func aChildPaneOpensBoundToTheSameStore() throws {
    let shown = try Shown()
    try shown.select("Privacy")
    #expect(shown.navigator.path == ["Settings", "Privacy"])
    #expect(shown.text.contains(line("Send Crash Reports", "[ on]")))  // DefaultValue "YES"
    try shown.select("Send Crash Reports")
    #expect(shown.store.userValues["crash_reports"] == .string("NO"))  // FalseValue
    #expect(shown.text.contains("Reports never include your name."))
    // The passcode field is secure: its text shows as bullets, and is stored as typed.
    shown.engine.dataSource.send(.control(.text("1234"), at: try shown.path(of: "Passcode")))
    #expect(shown.store.userValues["passcode"] == .string("1234"))
    #expect(shown.text.contains(line("Passcode", "[••••]")))
    #expect(!shown.text.contains("1234"))
  }

  @Test func unknownSpecifierTypesShowAsPlainRowsAndAreReportedOnce() throws {
    let bundle = try TemporaryBundle(root: [
      ["Type": "PSGroupSpecifier", "Title": "G"],
      ["Type": "PSFancySpecifier", "Title": "Fancy"],
      ["Type": "PSOtherSpecifier"],
      ["Type": "PSToggleSwitchSpecifier", "Title": "On", "Key": "on"],
    ])
    defer { bundle.remove() }
    let shown = try Shown(bundle: try bundle.load())
    #expect(shown.text.contains("Fancy"))
    #expect(shown.text.contains("PSOtherSpecifier"))
    #expect(
      shown.diagnostics.map(\.kind) == [
        .unsupportedInput(source: "Root.plist, specifier 1"),
        .unsupportedInput(source: "Root.plist, specifier 2"),
      ])
    #expect(shown.diagnostics.first?.message.contains("PSFancySpecifier") == true)
    try shown.select("On")  // a refresh does not report again
    #expect(shown.diagnostics.count == 2)
  }

  @Test func aScreenNobodyShowsLetsGoOfItsObservation() throws {
    let store = InMemorySettingsStore()
    let bundle = try SettingsBundle(contentsOf: exampleBundleURL, preferredLanguages: ["en"])
    weak var released: TableScreen?
    do {
      let screen = bundle.rootScreen(store: store)
      released = screen
    }
    #expect(released == nil)
    store.set(.bool(true), forKey: "cellular_sync")  // nothing left to refresh
  }
}
