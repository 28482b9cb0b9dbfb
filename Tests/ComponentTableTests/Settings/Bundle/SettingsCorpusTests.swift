import ComponentTableSettings
import Foundation
import Testing

/// Every shape of the corpus loads with the diagnostics it should have, renders, and runs in
/// the demo with exit status 0 and those diagnostics on standard error.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsCorpusTests {
  @Test(arguments: SettingsCorpus.all.indices)
  func eachFixtureLoadsAndRenders(index: Int) throws {
    let fixture = SettingsCorpus.all[index]
    let bundle = try TemporaryBundle(fixture.files)
    defer { bundle.remove() }
    let loaded = try bundle.load()
    #expect(
      loaded.diagnostics.count == fixture.diagnostics,
      "\(fixture.name): \(loaded.diagnostics.map(\.description))")
    #expect(try SettingsBundlePropertyTests.renderEverything(loaded) >= 1)
  }

  @Test(arguments: SettingsCorpus.all.indices)
  func eachFixtureRunsInTheDemo(index: Int) throws {
    let fixture = SettingsCorpus.all[index]
    let bundle = try TemporaryBundle(fixture.files)
    defer { bundle.remove() }
    let store = bundle.url.appendingPathComponent("store.plist")
    let result = try SettingsDemoPersistenceTests().run([
      "--width", "50", "--bundle", bundle.url.path, "--store", store.path, "--language", "en",
      "--keys", "down enter esc down*2 space",
    ])
    #expect(result.exited && result.status == 0, "\(fixture.name): \(result.errors)")
    let lines = result.errors.split(separator: "\n")
    #expect(
      lines.count == fixture.diagnostics + fixture.shownDiagnostics, "\(fixture.name): \(result.errors)")
    #expect(lines.allSatisfy { $0.hasPrefix("ComponentTable: ") })
  }
}
