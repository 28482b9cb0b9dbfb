import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// Rows of keys an administrator manages (`SettingsStore.isForced(forKey:)`): locked on every
/// path that binds a row to a store (typed keys, untyped keys, a Settings.bundle), with the
/// explanation shown, spoken and marked in search results.
@MainActor
@Suite(.serialized) struct ManagedRowTests {
  let explanation = SettingsManagedText.explanation

  func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func everyUntypedBoundRowOfAManagedKeyIsLockedWithTheExplanation() throws {
    let store = InMemorySettingsStore()
    for key in ["wifi", "name", "size", "volume", "version", "mode"] { store.force(.integer(1), forKey: key) }
    let rows =
      [
        TableComponent.switchRow("Wi-Fi", isOn: .key("wifi", in: store)),
        TableComponent.textFieldRow("Name", text: .key("name", in: store)),
        TableComponent.stepperRow("Size", value: .key("size", in: store), range: 0...3),
        TableComponent.sliderRow("Volume", value: .key("volume", in: store), range: 0.0...1.0),
        TableComponent.valueRow("Version", key: "version", in: store),
      ] + TableComponent.radioGroup(["A", "B"], values: [.integer(1), .integer(2)], key: "mode", in: store)
    for row in rows { #expect(row.availability == .disabled(reason: explanation)) }
    // A key nobody manages is not locked.
    #expect(TableComponent.switchRow("Other", isOn: .key("other", in: store)).isEnabled)
    // The user's edit cannot get through the locked row.
    let host = TerminalTableView(width: 40, height: 10)
    let engine = TableEngine(host: host)
    try engine.addSection(TableSection(rows: rows))
    engine.dataSource.send(.control(.toggle(false), at: path(0)))
    engine.dataSource.send(.control(.step(1), at: path(2)))
    #expect(store.userValues.isEmpty)
    // Forcing ends: the rows declared again are enabled.
    store.force(nil, forKey: "wifi")
    #expect(TableComponent.switchRow("Wi-Fi", isOn: .key("wifi", in: store)).isEnabled)
  }

  @Test func aTypedPickerAndRadioGroupOfAManagedKeyAreLocked() {
    enum Theme: String, CaseIterable, Sendable { case light, dark }
    let store = InMemorySettingsStore()
    let theme = SettingsKey("theme", default: Theme.light)
    store.force(.string("dark"), forKey: "theme")
    let options = Theme.allCases.map { ($0, "\($0)") }
    #expect(
      TableComponent.pickerRow("Theme", selection: .key(theme, in: store), options: options).availability
        == .disabled(reason: explanation))
    for row in TableComponent.radioGroup(selection: .key(theme, in: store), options: options) {
      #expect(!row.isEnabled)
    }
    #expect(store[theme] == .dark)
  }

  @Test(.recordsDiagnostics) func theManagedAppConfigurationOfUserDefaultsLocksABundlesRows() throws {
    let suite = try TemporaryDefaultsSuite(prefix: "com.example.ComponentTableTests.managed")
    defer { suite.remove() }
    let defaults = suite.defaults
    // What an MDM server delivers: a dictionary under the managed configuration key.
    defaults.set(
      ["sync": false, "server": "mdm.example.com"], forKey: UserDefaultsSettingsStore.managedConfigurationKey)
    let store = UserDefaultsSettingsStore(defaults, domainName: suite.name)
    let bundle = try TemporaryBundle(root: [
      ["Type": "PSToggleSwitchSpecifier", "Title": "Sync", "Key": "sync", "DefaultValue": true],
      ["Type": "PSTextFieldSpecifier", "Title": "Server", "Key": "server"],
      [
        "Type": "PSMultiValueSpecifier", "Title": "Quality", "Key": "quality", "DefaultValue": "high",
        "Titles": ["High", "Low"], "Values": ["high", "low"],
      ],
    ])
    defer { bundle.remove() }
    let root = try bundle.load().rootScreen(store: store)
    let rows = root.makeSections().flatMap(\.rows)
    #expect(rows.map(\.availability) == [.disabled(reason: explanation), .disabled(reason: explanation), .enabled])
    // The forced values are what the rows show.
    #expect(rows[0].data(as: SwitchRowData.self)?.isOn == false)
    #expect(rows[1].data(as: TerminalTextFieldCell.Data.self)?.text == "mdm.example.com")
  }

  @Test func searchMarksALockedRowAndSaysWhy() throws {
    let store = InMemorySettingsStore()
    store.force(.bool(true), forKey: "vpn")
    let screen = TableScreen(title: "Settings") {
      TableSection {
        TableComponent.switchRow("VPN", isOn: .key("vpn", in: store))
        TableComponent.switchRow("Bluetooth", isOn: .key("bluetooth", in: store))
      }
    }
    let entries = SearchEntry.entries(of: screen.makeSections(), path: ["Settings"])
    #expect(entries.map(\.availability) == [.disabled(reason: explanation), .enabled])
    #expect(entries[0].resultSubtitle == "Settings · 🔒 \(explanation)")
    #expect(entries[1].resultSubtitle == "Settings")
    // Found by the explanation too.
    let search = TableSearch(entries: entries)
    search.query = "managed"
    #expect(search.results.map(\.entry.title) == ["VPN"])
    // The result rows every host shows carry the mark.
    search.query = "vpn"
    let results = TableComponent.searchResultSections(for: search) { _ in }
    #expect(results.first?.rows.first?.data(as: TextRowData.self)?.subtitle == "Settings · 🔒 \(explanation)")
    // A disabled row without a reason is marked by the lock alone.
    var plain = entries[1]
    plain.availability = .disabled(reason: nil)
    #expect(plain.resultSubtitle == "Settings · 🔒")
  }

  @Test func theTerminalSearchShowsAndSpeaksTheLock() throws {
    let store = InMemorySettingsStore()
    store.force(.bool(true), forKey: "vpn")
    let root = TableScreen(title: "Settings") {
      TableSection { TableComponent.switchRow("VPN", isOn: .key("vpn", in: store)) }
    }
    let app = try TerminalTableApp(root: root)
    app.resize(to: TerminalSize(columns: 60, rows: 10))
    app.speaksForScreenReaders = true
    try app.replay("/ 'vpn'")
    let frame = app.renderFrame(styled: false)
    #expect(frame.contains { $0.contains("VPN") && $0.contains("🔒 \(explanation)") })
    #expect(app.focusedRowSpokenText?.contains("VPN, \(explanation)") == true)
  }
}
