import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// Built-in rows bound to store keys, in a plain engine: what they show comes from the store
/// and what the user does goes to it; screens made by `SettingsScreenBuilder` follow the store.
@MainActor
@Suite struct SettingsBindingTests {

  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test func aSwitchWithCustomValuesReadsAndWritesThem() throws {
    let store = InMemorySettingsStore(["sync": .string("YES")])
    let row = TableComponent.switchRow("Sync", isOn: .key("sync", in: store, on: .string("YES"), off: .string("NO")))
    let (engine, host) = try makeTable(showing: [row])
    #expect(try engine.component(at: path(0)).data(as: SwitchRowData.self)?.isOn == true)
    engine.dataSource.send(.control(.toggle(false), at: path(0)))
    #expect(store.userValues["sync"] == .string("NO"))
    // A Boolean stored by someone else reads as on, too.
    store.set(.bool(true), forKey: "sync")
    let again = TableComponent.switchRow(
      "Sync", isOn: .key("sync", in: store, on: .string("YES"), off: .string("NO")))
    let (second, secondHost) = try makeTable(showing: [again])
    #expect(try second.component(at: path(0)).data(as: SwitchRowData.self)?.isOn == true)
    withExtendedLifetime((host, secondHost)) {}
  }

  @Test func aStepperClampsWhatTheStoreHoldsAndStoresWholeNumbers() throws {
    let store = InMemorySettingsStore(["size": .double(42.4)])
    let (engine, host) = try makeTable(showing: [
      TableComponent.stepperRow("Size", value: .key("size", in: store), range: 1...7)
    ])
    defer { withExtendedLifetime(host) {} }
    #expect(try engine.component(at: path(0)).data(as: StepperRowData.self)?.value == 7)
    engine.dataSource.send(.control(.step(-2), at: path(0)))
    #expect(store.userValues["size"] == .integer(5))
  }

  @Test func aTextFieldAndAValueRowShowTheStoredText() throws {
    let store = InMemorySettingsStore(["name": .string("Ann"), "count": .integer(3)])
    let (engine, host) = try makeTable(showing: [
      TableComponent.textFieldRow("Name", text: .key("name", in: store)),
      TableComponent.valueRow("Count", key: "count", in: store) { "\($0?.stringValue ?? "none") items" },
    ])
    #expect(host.render().joined().contains("3 items"))
    engine.dataSource.send(.control(.text("Bo"), at: path(0)))
    #expect(store.userValues["name"] == .string("Bo"))
  }

  @Test func aRadioGroupChecksTheStoredValueAndStoresTheChoice() throws {
    let store = InMemorySettingsStore(["theme": .string("dark")])
    let rows = TableComponent.radioGroup(
      ["Light", "Dark"], values: [.string("light"), .string("dark")], key: "theme", in: store)
    let (engine, host) = try makeTable(showing: rows)
    #expect(
      try engine.component(at: path(1)).data(as: CheckmarkRowData.self)?.isChecked == true)
    host.selectRow(at: path(0))
    #expect(store.userValues["theme"] == .string("light"))
  }

  @Test func aScreenFromTheBuilderFollowsTheStoreWhileShownAndStopsWhenPopped() throws {
    let store = InMemorySettingsStore()
    var builds = 0
    let screen = SettingsScreenBuilder.screen(title: "Wi-Fi", store: store) { _ in
      builds += 1
      return [TableSection(rows: [TableComponent.switchRow("Wi-Fi", isOn: .key("wifi", in: store))])]
    }
    let navigator = try TableNavigator(root: TableScreen(title: "Root") {}) { _ in
      TerminalTableView(width: 40, height: 5)
    }
    try navigator.push(screen)
    let host = try #require(screen.engine?.host as? TerminalTableView)
    #expect(host.render().first?.hasSuffix("[off]") == true)
    store.set(.bool(true), forKey: "wifi")  // changed elsewhere while the screen is shown
    #expect(host.render().first?.hasSuffix("[ on]") == true)
    #expect(navigator.pop())
    let buildsWhenPopped = builds
    store.set(.bool(false), forKey: "wifi")
    #expect(builds == buildsWhenPopped)  // not shown: nothing is built
  }

  @Test func userDefaultsChangedBehindTheStoresBackAreHeard() throws {
    let suite = try TemporaryDefaultsSuite()
    defer { suite.remove() }
    let store = try #require(UserDefaultsSettingsStore(suiteName: suite.name))
    var heard: [SettingsChange] = []
    let observation = store.observe { heard.append($0) }
    store.set(.integer(1), forKey: "a")
    #expect(heard == [SettingsChange(keys: ["a"])])  // its own write, once
    store.defaults.set(2, forKey: "a")  // another writer of the same defaults
    #if !canImport(Darwin)
      // swift-corelibs-foundation posts no UserDefaults.didChangeNotification.
      #expect(heard.count == 1)
      store.reload()
    #endif
    // The store compares with what it saw, so observers hear exactly which key changed.
    #expect(heard.last == SettingsChange(keys: ["a"]))
    #expect(store.value(forKey: "a") == .integer(2))
    let count = heard.count
    store.reload()  // nothing changed since
    #expect(heard.count == count)
    _ = observation
  }

  @Test func changesMadeByAnotherProcessAreHeardWhenTheAppBecomesActive() async throws {
    // The Settings app writes a Settings.bundle's values in its own process: no
    // didChangeNotification reaches the app, which learns of it when the user comes back.
    let suite = try TemporaryDefaultsSuite()
    defer { suite.remove() }
    let store = try #require(UserDefaultsSettingsStore(suiteName: suite.name))
    let wifi = "wifi-\(suite.name)"
    let volume = "volume-\(suite.name)"
    store.register(defaults: [wifi: .bool(true)])
    #expect(store.value(forKey: volume) == nil)  // read once: a key the screens show
    var heard: [SettingsChange] = []
    let observation = store.observe { heard.append($0) }
    store.defaults.set(false, forKey: wifi)  // as the Settings app would, behind the store's back
    store.defaults.set(0.7, forKey: volume)
    store.defaults.set("x", forKey: "unrelated")  // a key no screen reads
    #if !canImport(Darwin)
      #expect(heard.isEmpty)  // Linux posts no didChangeNotification
    #endif
    for name in ["UIApplicationDidBecomeActiveNotification", "NSApplicationDidBecomeActiveNotification"] {
      heard.removeAll()
      store.defaults.set(name.hasPrefix("UI") ? false : true, forKey: wifi)
      NotificationCenter.default.post(name: Notification.Name(name), object: nil)
      // Posted off the main thread (as Swift Testing runs the main actor on Linux), the
      // notification reaches the store through a hop to the main actor: let it happen.
      for _ in 0..<500 where heard.isEmpty { try await Task.sleep(nanoseconds: 2_000_000) }
      #expect(heard.count == 1, "\(name)")
      #expect(heard.last?.keys?.contains(wifi) == true, "\(name)")
      #expect(heard.last?.affects("unrelated") == false, "\(name)")
    }
    #expect(store.bool(forKey: wifi) == true)
    #expect(store.double(forKey: volume) == 0.7)
    _ = observation
  }
}
