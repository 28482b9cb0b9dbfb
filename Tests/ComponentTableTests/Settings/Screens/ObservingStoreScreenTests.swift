import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// `TableScreen.observing(title:store:sections:)`: one screen that follows its settings and the
/// models it reads on every system, so an app needs no fallback of its own below iOS 17.
@MainActor
@Suite struct ObservingStoreScreenTests {
  @Test func theScreenFollowsItsStoreAndTheModelsItReads() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let store = InMemorySettingsStore()
    let wifi = SettingsKey("wifi", default: false)
    let model = FollowedModel()
    var builds = 0
    let screen = TableScreen.observing(title: "Network", store: store) {
      builds += 1
      return [
        TableSection(id: "network") {
          TableComponent.switchRow("Wi-Fi", isOn: .key(wifi, in: store))
          if store[wifi] { TableComponent.valueRow("Network", value: model.network) }
        }
      ]
    }
    let navigator = try TableNavigator(root: TableScreen(title: "Root") {}) { _ in
      TerminalTableView(width: 30, height: 4)
    }
    try navigator.push(screen)
    let host = try #require(screen.engine?.host as? TerminalTableView)
    #expect(host.render() == [rowLine("Wi-Fi", "[off]", width: 30)])
    // A write made anywhere, not through the row, is shown.
    try store.set(true, for: wifi)
    await settle()
    #expect(host.render() == [rowLine("Wi-Fi", "[ on]", width: 30), rowLine("Network", "Home", width: 30)])
    // A model the builder read is followed too.
    model.network = "Office"
    await settle()
    #expect(host.render().last == rowLine("Network", "Office", width: 30))
    #expect(builds == 3)
  }

  @Test func theScreenBelowObservationFollowsEveryWriteToItsStore() async throws {
    // The path the systems before Observation take, through the same store observation.
    let store = InMemorySettingsStore()
    let screen = SettingsScreenBuilder.screen(title: "Network", store: store) {
      [TableSection(id: "network") { TableComponent.valueRow("Name", value: store.string(forKey: "name")) }]
    }
    let navigator = try TableNavigator(root: TableScreen(title: "Root") {}) { _ in
      TerminalTableView(width: 30, height: 4)
    }
    try navigator.push(screen)
    let host = try #require(screen.engine?.host as? TerminalTableView)
    store.set(.string("Ann"), forKey: "name")
    await settle()
    #expect(host.render() == [rowLine("Name", "Ann", width: 30)])
  }
}
