import ComponentTable
import ComponentTableSettings
import Foundation
import Testing

/// A `PropertyListFileSettingsStore` reports each problem with its file through the diagnostics
/// channel, as a `TableDiagnostic` whose kind names the file and whose message names the file
/// and the problem.
@MainActor
@Suite struct SettingsFileDiagnosticTests {
  @Test(.recordsDiagnostics) func aFileThatIsNotAPropertyListIsReportedTypedAndNamed() throws {
    let heard = try reportedDiagnostics()
    let url = SettingsStoreTests.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try Data("not a plist <<<".utf8).write(to: url)
    let store = PropertyListFileSettingsStore(url: url)
    #expect(heard.entries.map(\.kind) == [.settingsFileReadOnly(url: url, reason: "is not a property list")])
    store.set(.bool(true), forKey: "wifi")
    #expect(
      heard.entries.map(\.kind) == [
        .settingsFileReadOnly(url: url, reason: "is not a property list"),
        .settingsChangeNotSaved(url: url, reason: "is not a property list"),
      ])
    #expect(store.diagnostics == heard.entries)
    #expect(heard.entries[0].message.contains(url.path))
    #expect(heard.entries[0].message.contains("is not a property list"))
  }

  @Test(.recordsDiagnostics) func aFileThatCannotBeWrittenIsReportedWithTheSystemsReason() throws {
    let heard = try reportedDiagnostics()
    let folder = SettingsStoreTests.temporaryFile().deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A file stands where the store's folder should be, so the store's file cannot be written.
    let blocker = folder.appendingPathComponent("blocker")
    try Data().write(to: blocker)
    let url = blocker.appendingPathComponent("settings.plist")
    let store = PropertyListFileSettingsStore(url: url)
    store.set(.bool(true), forKey: "wifi")
    guard case .settingsFileWriteFailed(let reported, _) = heard.entries.last?.kind else {
      Issue.record("expected a failed write, got \(heard.entries)")
      return
    }
    #expect(reported == url)
    #expect(heard.entries.last?.message.contains("could not write the settings file \(url.path)") == true)
    #expect(store.value(forKey: "wifi") == .bool(true))
  }
}
