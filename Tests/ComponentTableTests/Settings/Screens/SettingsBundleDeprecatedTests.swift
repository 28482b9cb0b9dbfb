import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// The bundle's `screen(…)` and `sections(…)` with the handler they never called still compile,
/// deprecated, and make what the spellings without it make.
@MainActor
@Suite struct SettingsBundleDeprecatedHandlerTests {
  @Test func theSpellingsWithTheUnusedHandlerMakeTheSameSections() throws {
    let pane = SettingsPane(
      file: "Root.plist", title: "Root", stringsTable: "Root",
      specifiers: [.slider(.init(title: "Volume", key: "volume", defaultValue: 0.5, minimumValue: 0, maximumValue: 1))])
    let temporary = try TemporaryBundle(root: [])
    defer { temporary.remove() }
    let bundle = try temporary.load()
    let store = InMemorySettingsStore()
    let old: any UnusedHandlerSpellings = DeprecatedUnusedHandler()
    let oldRows = old.sections(bundle, pane: pane, store: store).flatMap(\.rows)
    let newRows = bundle.sections(TerminalSettingsKit.self, for: pane, store: store).flatMap(\.rows)
    #expect(oldRows.map(\.id) == newRows.map(\.id))
    #expect(oldRows.count == 1)
    #expect(old.screen(bundle, pane: pane, store: store).title == "Root")
  }
}

/// Calls the deprecated spellings; reached through the protocol, whose requirements are not
/// deprecated, so the calls do not warn.
@MainActor
protocol UnusedHandlerSpellings {
  func sections(_ bundle: SettingsBundle, pane: SettingsPane, store: any SettingsStore) -> [TableSection]
  func screen(_ bundle: SettingsBundle, pane: SettingsPane, store: any SettingsStore) -> TableScreen
}

@MainActor
struct DeprecatedUnusedHandler: UnusedHandlerSpellings {
  @available(*, deprecated, message: "calls the old spelling on purpose")
  func sections(_ bundle: SettingsBundle, pane: SettingsPane, store: any SettingsStore) -> [TableSection] {
    bundle.sections(TerminalSettingsKit.self, for: pane, store: store, diagnosticHandler: { _ in })
  }

  @available(*, deprecated, message: "calls the old spelling on purpose")
  func screen(_ bundle: SettingsBundle, pane: SettingsPane, store: any SettingsStore) -> TableScreen {
    bundle.screen(TerminalSettingsKit.self, for: pane, store: store, diagnosticHandler: nil)
  }
}
