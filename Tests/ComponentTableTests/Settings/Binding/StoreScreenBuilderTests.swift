import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// `SettingsScreenBuilder.screen(title:store:sections:)` with the result-builder closure every
/// other example uses: typed keys and plain `if`s, refreshed when the store changes, on every
/// system the package supports.
@MainActor
@Suite struct StoreScreenBuilderTests {

  @Test func aBuilderScreenShowsConditionalRowsOfTypedKeys() throws {
    let store = InMemorySettingsStore()
    let passcode = SettingsKey("passcode", default: false)
    let lockAfter = SettingsKey("lockAfter", default: 60)
    let screen = SettingsScreenBuilder.screen(title: "Security", store: store) {
      TableSection(id: "security") {
        TableComponent.switchRow("Passcode", isOn: .key(passcode, in: store))
        if store[passcode] {
          TableComponent.pickerRow(
            "Require Passcode", selection: .key(lockAfter, in: store),
            options: [(0, "Immediately"), (60, "After 1 minute"), (300, "After 5 minutes")])
        }
      }
    }
    let navigator = try TableNavigator(root: screen) { _ in TerminalTableView(width: 50, height: 6) }
    let host = try #require(screen.engine?.host as? TerminalTableView)
    #expect(!host.render().contains { $0.contains("Require Passcode") })
    screen.engine?.dataSource.send(.control(.toggle(true), at: IndexPath(row: 0, section: 0)))
    #expect(store.userValues["passcode"] == .bool(true))
    #expect(host.render().contains { $0.contains("Require Passcode") && $0.contains("After 1 minute") })
    withExtendedLifetime(navigator) {}
  }
}
