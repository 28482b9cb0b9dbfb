import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// The README's Settings.bundle examples, compiled and run, so the README cannot drift from the
/// API.
@MainActor
@Suite(.recordsDiagnostics) struct ReadmeSettingsBundleExampleTests {
  @Test func theBundleExampleShowsTheRootPane() throws {
    let bundleURL = exampleBundleURL
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: folder) }

    // README: "## Settings.bundle"
    let bundle = try SettingsBundle(contentsOf: bundleURL)  // Root.plist and every child pane
    let store = PropertyListFileSettingsStore(url: folder.appendingPathComponent("s.plist"))
    let root = bundle.rootScreen(store: store)  // registers DefaultValues
    let app = try TerminalTableApp(root: root)

    app.resize(to: TerminalSize(columns: 60, rows: 40))
    #expect(app.renderFrame(styled: false).contains { $0.contains("Refresh") })
    #expect(store.value(forKey: "refresh_minutes") == .integer(15))
  }

  @Test func theBoundRowsExampleBindsToTheStore() throws {
    let store = InMemorySettingsStore()
    // README: "Your own screens bind rows to keys the same way"
    let rows =
      [
        TableComponent.switchRow("Wi-Fi", isOn: .key("wifi", in: store)),
        TableComponent.textFieldRow("Device Name", text: .key("device_name", in: store)),
      ]
      + TableComponent.radioGroup(
        ["Light", "Dark"], values: [.string("light"), .string("dark")], key: "theme", in: store)
      + [TableComponent.sliderRow("Volume", value: .key("volume", in: store), range: 0.0...1.0)]
    let host = TerminalTableView(width: 40, height: 10)
    let engine = TableEngine(host: host)
    try engine.addSection(TableSection(rows: rows))
    host.selectRow(at: IndexPath(row: 3, section: 0))
    #expect(store.userValues["theme"] == .string("dark"))
    engine.dataSource.send(.control(.step(1), at: IndexPath(row: 4, section: 0)))
    #expect(store.userValues["volume"] == .double(0.05))
  }
}
