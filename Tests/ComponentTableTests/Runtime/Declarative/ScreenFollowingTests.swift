import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// Screens declared by `TableScreen.observing`: they follow an `@Observable` model and settings
/// keys read through a store, do no work while not shown, and stop when popped or released.
@MainActor
@Suite struct ScreenFollowingTests {

  func navigator() throws -> TableNavigator {
    try TableNavigator(root: TableScreen(title: "Root") {}) { _ in TerminalTableView(width: 40, height: 8) }
  }

  func lines(_ screen: TableScreen) -> [String] {
    (screen.engine?.host as? TerminalTableView)?.render() ?? []
  }

  @Test func aScreenFollowsAModelOnlyWhileItIsShown() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let model = FollowedModel()
    var builds = 0
    let screen = TableScreen.observing(title: "Wi-Fi") {
      builds += 1
      return [
        TableSection(id: "a") {
          TableComponent.switchRow("Wi-Fi", isOn: .value(model.wifi)) { model.wifi = $0 }
          if model.wifi { TableComponent.valueRow("Network", value: model.network) }
        }
      ]
    }
    // Not pushed: nothing is tracked, nothing runs.
    model.wifi = true
    await settle()
    #expect(builds == 0)
    let navigator = try navigator()
    try navigator.push(screen)
    #expect(builds == 1 && lines(screen).contains { $0.contains("Network") })
    model.network = "Office"
    await settle()
    #expect(builds == 2 && lines(screen).contains { $0.contains("Office") })
    // Covered by a child: changes wait, and are declared once when the screen shows again.
    try navigator.push(TableScreen(title: "Child") {})
    model.network = "Cafe"
    model.wifi = false
    await settle()
    #expect(builds == 2)
    model.wifi = true
    await settle()
    #expect(builds == 2)
    #expect(navigator.pop())
    #expect(builds == 3 && lines(screen).contains { $0.contains("Cafe") })
    // Popped: tracking ends.
    #expect(navigator.pop())
    model.network = "Airport"
    await settle()
    #expect(builds == 3 && screen.engine == nil)
  }

  @Test func poppingOrReleasingAScreenEndsItsTrackingWithNoLateApply() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let model = FollowedModel()
    var builds = 0
    var screen: TableScreen? = TableScreen.observing(title: "Wi-Fi") {
      builds += 1
      return [TableSection(id: "a") { TableComponent.valueRow("Network", value: model.network) }]
    }
    weak let weakScreen = screen
    let navigator = try navigator()
    try navigator.push(try #require(screen))
    weak let engine = screen?.engine
    model.network = "Office"  // scheduled; popped before the turn ends
    #expect(navigator.pop())
    await settle()
    #expect(builds == 1)
    screen = nil
    #expect(weakScreen == nil && engine == nil)
    await expectNoDeclaration(after: { model.network = "Cafe" }, builds: { builds }, expected: 1)
  }

  @Test func aChangeAppliedAtOnceIsNotDeclaredAgainWhenItsScheduledTaskRuns() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let model = FollowedModel()
    var builds = 0
    let screen = TableScreen.observing(title: "Wi-Fi") {
      builds += 1
      return [TableSection(id: "a") { TableComponent.valueRow("Network", value: model.network) }]
    }
    let navigator = try navigator()
    try navigator.push(screen)
    #expect(builds == 1)
    // The change schedules a declaration for after this turn; applying it now makes that one
    // stale, and it must find the change done.
    model.network = "Office"
    screen.engine?.applyFollowedChanges()
    #expect(builds == 2 && lines(screen).contains { $0.contains("Office") })
    await settle()
    #expect(builds == 2)
    // The same for a refresh made by hand in the turn of the change.
    model.network = "Cafe"
    try screen.refresh()
    #expect(builds == 3 && lines(screen).contains { $0.contains("Cafe") })
    await settle()
    #expect(builds == 3)
    // The follower still follows: the next change is declared once.
    model.network = "Airport"
    await settle()
    #expect(builds == 4)
    withExtendedLifetime(navigator) {}
  }

  @Test func oneBuilderFollowsAModelAndSettingsKeysTogether() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let model = FollowedModel()
    let store = InMemorySettingsStore()
    let showsPreview = SettingsKey("preview", default: false)
    var builds = 0
    let screen = TableScreen.observing(title: "Mail") {
      builds += 1
      return [
        TableSection(id: "a") {
          TableComponent.valueRow("Unread", value: "\(model.unread)")
          if store[showsPreview] {
            TableComponent.valueRow("Lines", value: "\(store.int(forKey: "lines", default: 2))")
          }
        }
      ]
    }
    let navigator = try navigator()
    try navigator.push(screen)
    store[showsPreview] = true
    await settle()
    #expect(builds == 2 && lines(screen).contains { $0.contains("Lines") && $0.contains("2") })
    store.set(.integer(5), forKey: "lines")  // read through the untyped API: tracked too
    model.unread = 3  // the same turn: one declaration
    await settle()
    #expect(builds == 3)
    #expect(lines(screen).contains { $0.contains("Lines") && $0.contains("5") })
    #expect(lines(screen).contains { $0.contains("Unread") && $0.contains("3") })
    store.set(.string("x"), forKey: "unrelated")
    await settle()
    #expect(builds == 3)
    withExtendedLifetime(navigator) {}
  }

  @Test(.recordsDiagnostics) func refreshDeclaresAtOnceAndAThrowingBuilderKeepsTheScreen() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let model = FollowedModel()
    let screen = TableScreen.observing(title: "Net") {
      if model.fails { throw FollowTestError.broken }
      return [TableSection(id: "a") { TableComponent.valueRow("Network", value: model.network) }]
    }
    let navigator = try navigator()
    try navigator.push(screen)
    let reported = try reportedDiagnostics()
    let before = lines(screen)
    model.fails = true
    await settle()
    #expect(lines(screen) == before)
    #expect(reported.entries.map(\.kind) == [.refreshFailed(screen: "Net")])
    model.fails = false
    model.network = "Office"
    try screen.refresh()
    #expect(lines(screen).contains { $0.contains("Office") })
    #expect(screen.makeSections().count == 1)
    withExtendedLifetime(navigator) {}
  }
}
