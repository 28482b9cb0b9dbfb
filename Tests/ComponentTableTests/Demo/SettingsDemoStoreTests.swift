import Foundation
import Testing

/// Where the demo keeps its settings: a defaults suite per mode (the example screen, each
/// bundle), nothing saved by `--keys` runs unless `--store` names a file, and `--help` says
/// what `--store` does to a file that exists.
extension SettingsDemoPersistenceTests {
  @Test func theHelpSaysWhatStoreDoesToAnExistingFile() throws {
    let help = try run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("An existing file keeps every value it holds"))
    #expect(help.output.contains("is never written"))
    #expect(help.output.contains("a --keys run without --store starts from the"))
    #expect(help.output.contains("defaults and saves nothing"))
    #expect(help.output.contains("1 when the bundle's root pane cannot be read, 2 for a bad option"))
  }

  @Test func languageChoosesTheBundlesTitlesAndFallsBackAsIOSDoes() throws {
    let german = try run(
      ["--width", "60", "--bundle", exampleBundleURL.path, "--language", "de-CH"],
      environment: ["LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C"])
    #expect(german.status == 0 && german.output.contains("KONTO"))
    let fromEnvironment = try run(
      ["--width", "60", "--bundle", exampleBundleURL.path], environment: ["LANGUAGE": "de"])
    #expect(fromEnvironment.output.contains("KONTO"))
    let japanese = try run(
      ["--width", "60", "--bundle", exampleBundleURL.path, "--language", "ja"],
      environment: ["LANGUAGE": "de"])
    #expect(japanese.output.contains("ACCOUNT"))  // ja, then English
  }

  @Test func keysWithAStoreFileSaveTheirChanges() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("settings.plist")
    #expect(try run(["--width", "60", "--store", store.path, "--keys", "down*3 enter"]).status == 0)
    let saved =
      try PropertyListSerialization.propertyList(from: Data(contentsOf: store), format: nil)
      as? [String: Any]
    #expect(saved?["wifi"] as? Bool == false)
  }

  #if os(Linux)
    /// HOME and the XDG folders point at a fresh folder, so the real user's defaults are
    /// never read or written: swift-corelibs-foundation keeps a suite in
    /// `$XDG_CONFIG_HOME/<suite>.plist`. Linux only: on Apple platforms defaults live in
    /// cfprefsd, which does not follow HOME.
    func isolatedEnvironment(_ folder: URL) -> [String: String] {
      [
        "HOME": folder.path,
        "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
        "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
        "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
      ]
    }

    /// Writes the suite file as an interactive run saves it.
    func writeSuite(_ name: String, in folder: URL, _ values: [String: Any]) throws -> URL {
      let url = folder.appendingPathComponent("config/\(name).plist")
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try PropertyListSerialization.data(fromPropertyList: values, format: .xml, options: 0)
        .write(to: url)
      return url
    }

    func line(_ run: Run, _ title: String) -> Substring? {
      run.output.split(separator: "\n").first { $0.contains(title) }
    }

    @Test func theDefaultsSuiteKeepsTheSettingsAndKeysRunsLeaveItAlone() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let environment = isolatedEnvironment(folder)
      let suite = try writeSuite(
        "ComponentTable.settings-demo", in: folder, ["wifi": false, "appOwn": "kept"])
      let before = try Data(contentsOf: suite)
      let saved = try run(["--width", "60"], environment: environment)
      #expect(saved.status == 0 && line(saved, "Wi-Fi")?.contains("[off]") == true)
      // A scripted run starts from the defaults and saves nothing.
      let scripted = try run(["--width", "60", "--keys", "down*3 enter"], environment: environment)
      #expect(scripted.status == 0 && line(scripted, "Wi-Fi")?.contains("[off]") == true)
      #expect(try Data(contentsOf: suite) == before)
      let reset = try run(["--width", "60", "--reset"], environment: environment)
      #expect(line(reset, "Wi-Fi")?.contains("[ on]") == true)
      let cleared =
        try PropertyListSerialization.propertyList(from: Data(contentsOf: suite), format: nil)
        as? [String: Any]
      #expect(cleared?["wifi"] == nil)
      #expect(cleared?["appOwn"] as? String == "kept")  // not a key of the screen
    }

    @Test func theExampleScreenAndABundleKeepSeparateSuites() throws {
      let folder = try temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let environment = isolatedEnvironment(folder)
      // Both the example screen and the example bundle have a key "name".
      let example = try writeSuite("ComponentTable.settings-demo", in: folder, ["name": "Zed"])
      let before = try Data(contentsOf: example)
      let bundle = try run(
        ["--width", "60", "--bundle", exampleBundleURL.path], environment: environment)
      #expect(bundle.status == 0 && bundle.output.contains("Name"))
      #expect(!bundle.output.contains("Zed"))
      let reset = try run(
        ["--width", "60", "--bundle", exampleBundleURL.path, "--reset"], environment: environment)
      #expect(reset.status == 0)
      #expect(try Data(contentsOf: example) == before)
      let screen = try run(["--width", "60"], environment: environment)
      #expect(line(screen, "Apple ID")?.contains("Zed") == true)
    }
  #endif
}
