import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// A `DefaultValue` that is none of the `Values` is reported, shows no value on the row (as
/// the Settings app shows none), no option is ticked for it, and every option, the first
/// too, can be chosen and is stored.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsBundleOutsideValueTests {
  func rendered(_ navigator: TableNavigator) throws -> [String] {
    try #require(navigator.top.engine?.host as? TerminalTableView).render()
  }

  func select(_ title: String, in navigator: TableNavigator) throws {
    try selectRow(showing: title, onTopOf: navigator)
  }

  @Test(.recordsDiagnostics) func aMultiValueShowsNoValueForAnOutsideDefaultAndItsFirstOptionCanBeChosen() throws {
    let bundle = try TemporaryBundle(root: [
      [
        "Type": "PSMultiValueSpecifier", "Title": "Refresh", "Key": "refresh", "DefaultValue": 99,
        "Titles": ["One", "Two"], "Values": [1, 2],
      ]
    ])
    defer { bundle.remove() }
    let store = InMemorySettingsStore()
    let loaded = try bundle.load()
    #expect(
      loaded.diagnostics.map(\.description) == [
        "Root.plist, specifier 0: DefaultValue is \"99\", not one of 1, 2; no option is checked "
          + "and the row shows no value, as in the Settings app"
      ])
    let root = loaded.rootScreen(store: store)
    let navigator = try TableNavigator(root: root) { _ in TerminalTableView(width: 40, height: 20) }
    #expect(try rendered(navigator).contains { $0.hasPrefix("Refresh") && $0.hasSuffix(" ›") })
    #expect(try !rendered(navigator).contains { $0.contains("99") })
    try select("Refresh", in: navigator)
    #expect(try !rendered(navigator).contains { $0.contains("✓") })
    try select("One", in: navigator)
    #expect(store.userValues["refresh"] == .integer(1))
    #expect(try rendered(navigator).contains { $0.contains("One") && $0.contains("✓") })
  }

  @Test(.recordsDiagnostics) func aRadioGroupWithAnOutsideDefaultTicksNothingAndStoresTheFirstOption() throws {
    let bundle = try TemporaryBundle(root: [
      [
        "Type": "PSRadioGroupSpecifier", "Title": "Theme", "Key": "theme", "DefaultValue": "auto",
        "Titles": ["Light", "Dark"], "Values": ["light", "dark"],
      ]
    ])
    defer { bundle.remove() }
    let store = InMemorySettingsStore()
    let root = try bundle.load().rootScreen(store: store)
    let navigator = try TableNavigator(root: root) { _ in TerminalTableView(width: 40, height: 20) }
    #expect(try !rendered(navigator).contains { $0.contains("✓") })
    try select("Light", in: navigator)
    #expect(store.userValues["theme"] == .string("light"))
  }
}
