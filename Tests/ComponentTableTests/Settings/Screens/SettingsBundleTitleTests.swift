import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// Screens are titled as iOS titles them: the root by the app's name, a child pane by the row
/// that opens it; and every diagnostic of a bundle is reported when its root is first shown.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsBundleTitleTests {
  func navigator(_ root: TableScreen) throws -> TableNavigator {
    try TableNavigator(root: root) { _ in TerminalTableView(width: 50, height: 30) }
  }

  func select(_ title: String, in navigator: TableNavigator) throws {
    try selectRow(showing: title, onTopOf: navigator)
  }

  func bundle() throws -> TemporaryBundle {
    let toggle: [String: Any] = ["Type": "PSToggleSwitchSpecifier", "Title": "X", "Key": "x"]
    return try TemporaryBundle(
      root: [
        ["Type": "PSChildPaneSpecifier", "Title": "About", "File": "com.example.about"],
        ["Type": "PSChildPaneSpecifier", "Title": "Legal", "File": "Legal/Legal"],
      ],
      files: [
        "com.example.about.plist": ["PreferenceSpecifiers": [toggle]],
        "Legal/Legal.plist": [
          "Title": "Pane title iOS ignores",
          "PreferenceSpecifiers": [toggle, ["Type": "PSToggleSwitchSpecifier", "Title": "No key"]],
        ],
      ])
  }

  @Test(.recordsDiagnostics) func childPanesTakeTheRowsTitleAndTheRootTheAppsName() throws {
    let files = try bundle()
    defer { files.remove() }
    let loaded = try files.load()
    let navigator = try navigator(
      loaded.rootScreen(store: InMemorySettingsStore(), title: "MyApp"))
    #expect(navigator.path == ["MyApp"])
    try select("About", in: navigator)
    #expect(navigator.path == ["MyApp", "About"])
    navigator.pop()
    try select("Legal", in: navigator)
    #expect(navigator.path == ["MyApp", "Legal"])
  }

  @Test(.recordsDiagnostics) func anUntitledRootIsCalledSettingsNotRoot() throws {
    let files = try bundle()
    defer { files.remove() }
    let root = try files.load().rootScreen(store: InMemorySettingsStore())
    #expect(root.title == "Settings")
  }

  @Test(.recordsDiagnostics) func everyPanesDiagnosticsAreReportedWhenTheRootIsFirstShown() throws {
    let files = try bundle()
    defer { files.remove() }
    let loaded = try files.load()
    #expect(loaded.diagnostics.map(\.file) == ["Legal/Legal.plist"])
    let reported = try reportedDiagnostics()
    let navigator = try navigator(loaded.rootScreen(store: InMemorySettingsStore()))
    #expect(reported.entries.map(\.kind) == [.unsupportedInput(source: "Legal/Legal.plist, specifier 1")])
    try select("Legal", in: navigator)
    navigator.pop()
    #expect(reported.entries.count == 1)
  }
}
