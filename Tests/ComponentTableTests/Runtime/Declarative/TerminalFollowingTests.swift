import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// A screen that follows state in the terminal app, whose loop runs no main-actor tasks between
/// keys: each key's change is declared before the next key reads the table
/// (`TableEngine.applyFollowedChanges()`).
@MainActor
@Suite struct TerminalFollowingTests {

  @Test func aKeysChangeShowsBeforeTheNextKey() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let store = InMemorySettingsStore()
    let wifi = SettingsKey("wifi", default: true)
    let root = TableScreen.observing(title: "Settings") {
      TableSection(id: "network") {
        TableComponent.switchRow("Wi-Fi", isOn: .key(wifi, in: store))
        if store[wifi] { TableComponent.textRow("Ask to Join") }
        TableComponent.switchRow("Bluetooth", isOn: .key(SettingsKey("bluetooth", default: false), in: store))
      }
    }
    let app = try TerminalTableApp(root: root)
    let engine = try #require(app.navigator?.top.engine)
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 3)
    // Wi-Fi off, then down: the focus moves over the rows the change left, to Bluetooth.
    try app.replay("enter down enter")
    #expect(store[wifi] == false)
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 2)
    #expect(store[SettingsKey("bluetooth", default: false)] == true)
  }

  @Test func aChangeMadeOutsideTheAppShowsAfterTheNextKey() throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let store = InMemorySettingsStore()
    let wifi = SettingsKey("wifi", default: true)
    let host = TerminalTableView(width: 30, height: 5)
    let engine = TableEngine(host: host)
    try engine.follow { TableSection(id: "s") { if store[wifi] { TableComponent.textRow("Network") } } }
    let app = TerminalTableApp(title: "Bare", table: host)
    store[wifi] = false
    // Nothing runs main-actor tasks here: the change waits for the app's next key.
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 1)
    try app.replay("down")
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 0)
    // Applying again with nothing changed does nothing.
    engine.applyFollowedChanges()
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 0)
  }
}
