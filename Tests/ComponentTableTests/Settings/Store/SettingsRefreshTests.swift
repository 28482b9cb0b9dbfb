import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// A screen made by `SettingsScreenBuilder` refreshes for every change of its store, also one
/// that arrives while its engine is busy, and says so when a refresh is refused.
@MainActor
@Suite struct SettingsRefreshTests {

  /// A screen of one switch bound to "wifi", shown on a navigation stack.
  func shownScreen(
    store: InMemorySettingsStore, builds: @escaping @MainActor () -> [TableSection]
  ) throws -> (TableScreen, TableNavigator, TerminalTableView) {
    let screen = SettingsScreenBuilder.screen(title: "Wi-Fi", store: store) { _ in builds() }
    let navigator = try TableNavigator(root: TableScreen(title: "Root") {}) { _ in
      TerminalTableView(width: 40, height: 5)
    }
    try navigator.push(screen)
    let host = try #require(screen.engine?.host as? TerminalTableView)
    return (screen, navigator, host)
  }

  @Test func aChangeMadeWhileTheEngineIsBusyIsShownWhenItIsIdle() throws {
    let store = InMemorySettingsStore()
    var buildCount = 0
    let (screen, navigator, host) = try shownScreen(store: store) {
      buildCount += 1
      return [TableSection(rows: [TableComponent.switchRow("Wi-Fi", isOn: .key("wifi", in: store))])]
    }
    let engine = try #require(screen.engine)
    let buildsBefore = buildCount
    try engine.performBatchUpdates {
      // Inside a group the engine refuses a new list of sections: the refresh must wait.
      store.set(.bool(true), forKey: "wifi")
      store.set(.bool(false), forKey: "wifi")
      store.set(.bool(true), forKey: "wifi")
      #expect(buildCount == buildsBefore)
    }
    #expect(buildCount == buildsBefore + 1)  // three changes, one refresh
    #expect(host.render().first?.hasSuffix("[ on]") == true)
    withExtendedLifetime(navigator) {}
  }

  @Test(.recordsDiagnostics) func aRefusedRefreshIsReportedAndTheScreenKeepsWhatItShowed() throws {
    let store = InMemorySettingsStore()
    let (screen, navigator, host) = try shownScreen(store: store) {
      guard store.bool(forKey: "conflict") else {
        return [TableSection(rows: [TableComponent.switchRow("Wi-Fi", isOn: .key("wifi", in: store))])]
      }
      // A second class under the switch row's identifier: the engine refuses the sections.
      let identifier = TableComponent.switchRow("Wi-Fi", isOn: .value(false)).reuseIdentifier
      return [
        TableSection(rows: [
          TableComponent(
            TerminalBuiltInCell<ValueRowData>.self, data: ValueRowData(title: "x", value: "y"),
            reuseIdentifier: identifier)
        ])
      ]
    }
    _ = try #require(screen.engine)
    let reported = try reportedDiagnostics()
    let before = host.render()
    store.set(.bool(true), forKey: "conflict")
    #expect(reported.entries.map(\.kind) == [.refreshFailed(screen: "Wi-Fi")])
    #expect(reported.entries.first?.message.contains("The screen \"Wi-Fi\" did not show a settings change") == true)
    #expect(
      reported.entries.first?.message.contains(String(reflecting: TerminalBuiltInCell<ValueRowData>.self)) == true)
    #expect(host.render() == before)
    withExtendedLifetime(navigator) {}
  }
}
