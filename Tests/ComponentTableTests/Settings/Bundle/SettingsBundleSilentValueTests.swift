import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// Values iOS shows differently from what the bundle seems to say, or that a developer wants
/// to hear about: each is a diagnostic naming the pane, the specifier and the values, and the
/// row does what the Settings app does.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsBundleSilentValueTests {
  func load(_ specifiers: [[String: Any]]) throws -> SettingsBundle {
    let bundle = try TemporaryBundle(root: specifiers)
    defer { bundle.remove() }
    return try bundle.load()
  }

  func shown(_ bundle: SettingsBundle, store: InMemorySettingsStore = InMemorySettingsStore())
    throws -> (TableNavigator, [String])
  {
    let log = DiagnosticLog()
    let root = bundle.rootScreen(store: store)
    let navigator = try log.record { try TableNavigator(root: root) { _ in TerminalTableView(width: 40, height: 20) } }
    return (navigator, log.entries.map(\.message))
  }

  @Test func aMultiValueWithEmptyTitlesAndValuesIsReported() throws {
    let bundle = try load([
      ["Type": "PSMultiValueSpecifier", "Title": "Server", "Key": "server", "Titles": [], "Values": []]
    ])
    #expect(
      bundle.diagnostics.map(\.description) == [
        "Root.plist, specifier 0: there are no Titles and Values to choose from; the list opens "
          + "empty unless the app supplies options"
      ])
    // Reported once: not again when the root is shown.
    #expect(try shown(bundle).1.count == 1)
  }

  @Test func aChoiceLeftToTheAppIsReportedWhenShownOnlyIfTheAppSuppliesNone() throws {
    let bundle = try load([
      ["Type": "PSMultiValueSpecifier", "Title": "Server", "Key": "server"],
      ["Type": "PSRadioGroupSpecifier", "Title": "Region", "Key": "region"],
    ])
    #expect(bundle.diagnostics.isEmpty)
    let (_, heard) = try shown(bundle)
    #expect(
      heard == [
        "Root.plist, specifier 0: there are no Titles and Values to choose from; the list opens "
          + "empty; the app supplies options through SettingsBundleHooks.options",
        "Root.plist, specifier 1: there are no Titles and Values to choose from; the list opens "
          + "empty; the app supplies options through SettingsBundleHooks.options",
      ])
    let hooks = SettingsBundleHooks()
    hooks.options = { _ in (["EU"], [.string("eu")]) }
    let supplied = DiagnosticLog()
    let root = bundle.rootScreen(store: InMemorySettingsStore(), hooks: hooks)
    _ = try supplied.record { try TableNavigator(root: root) { _ in TerminalTableView(width: 40, height: 20) } }
    #expect(supplied.entries.isEmpty)
  }

  @Test func anEmptyKeyIsReportedAndTheRowsWriteNothing() throws {
    let field: [String: Any] = ["Type": "PSTextFieldSpecifier", "Title": "Name", "Key": ""]
    let bundle = try load([field, field, ["Type": "PSToggleSwitchSpecifier", "Title": "On", "Key": ""]])
    #expect(bundle.root.specifiers.allSatisfy { $0.key == nil })
    #expect(bundle.keys.isEmpty)
    let problem = SettingsError.Problem.invalidValue(key: "Key", value: "", allowed: "a non-empty key")
    #expect(bundle.diagnostics.map(\.problem) == [problem, problem, problem])
    #expect(bundle.diagnostics.map(\.index) == [0, 1, 2])
    #expect(bundle.diagnostics.first?.description.hasSuffix("it is shown as a plain row") == true)
    let store = InMemorySettingsStore()
    let (navigator, _) = try shown(bundle, store: store)
    let table = try #require(navigator.top.engine?.host as? TerminalTableView)
    table.selectRow(at: IndexPath(row: 2, section: 0))
    #expect(store.userValues.isEmpty)
  }

  @Test(arguments: [
    ("YES", "on"), ("no", "off"), ("maybe", "off"),
  ])
  func aToggleDefaultThatIsNeitherValueIsReported(value: String, shownAs: String) throws {
    let bundle = try load([
      ["Type": "PSToggleSwitchSpecifier", "Title": "Sync", "Key": "sync", "DefaultValue": value]
    ])
    #expect(
      bundle.diagnostics.map(\.description) == [
        "Root.plist, specifier 0: DefaultValue \"\(value)\" (a string) is neither TrueValue true "
          + "(a Boolean) nor FalseValue false (a Boolean); the switch shows it as \(shownAs)"
      ])
    let (navigator, _) = try shown(bundle)
    let table = try #require(navigator.top.engine?.host as? TerminalTableView)
    #expect(table.render().first?.hasSuffix(shownAs == "on" ? "[ on]" : "[off]") == true)
  }

  @Test func aToggleDefaultThatIsOneOfItsValuesIsNotReported() throws {
    let bundle = try load([
      [
        "Type": "PSToggleSwitchSpecifier", "Title": "Mode", "Key": "mode", "DefaultValue": "fast",
        "TrueValue": "fast", "FalseValue": "slow",
      ],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Sync", "Key": "sync", "DefaultValue": 1],
    ])
    #expect(bundle.diagnostics.isEmpty)
  }

  @Test func aSliderDefaultOutsideItsRangeIsReportedAndClamped() throws {
    let bundle = try load([
      [
        "Type": "PSSliderSpecifier", "Key": "volume", "MinimumValue": 0, "MaximumValue": 10,
        "DefaultValue": 12,
      ]
    ])
    #expect(
      bundle.diagnostics.map(\.description) == [
        "Root.plist, specifier 0: DefaultValue is \"12.0\", not one of 0.0 to 10.0; the slider "
          + "shows 10.0, as a slider clamps it"
      ])
    #expect(bundle.defaults["volume"] == .double(10))
  }

  @Test func aSliderBeyondWhatASliderCanShowIsReportedCutAndStepsBothWays() throws {
    let bundle = try load([
      [
        "Type": "PSSliderSpecifier", "Key": "gain", "MinimumValue": -1.7e308,
        "MaximumValue": 1.7e308, "DefaultValue": 0,
      ]
    ])
    #expect(bundle.diagnostics.map(\.problem.key) == ["MinimumValue", "MaximumValue"])
    #expect(bundle.diagnostics.first?.description.contains("-1.7e+308") == true)
    guard case .slider(let slider) = bundle.root.specifiers.first else {
      Issue.record("not a slider")
      return
    }
    let largest = Double(Float.greatestFiniteMagnitude)
    #expect(slider.minimumValue == -largest && slider.maximumValue == largest)
    let store = InMemorySettingsStore()
    let (navigator, _) = try shown(bundle, store: store)
    let engine = try #require(navigator.top.engine)
    engine.dataSource.send(.control(.step(1), at: IndexPath(row: 0, section: 0)))
    let up = try #require(store.value(forKey: "gain")?.doubleValue)
    #expect(up > 0 && up < largest)
    engine.dataSource.send(.control(.step(-2), at: IndexPath(row: 0, section: 0)))
    #expect(try #require(store.value(forKey: "gain")?.doubleValue) < 0)
  }
}

extension SettingsError.Problem {
  /// The key an `invalidValue` problem names.
  var key: String? {
    if case .invalidValue(let key, _, _) = self { return key }
    return nil
  }
}
