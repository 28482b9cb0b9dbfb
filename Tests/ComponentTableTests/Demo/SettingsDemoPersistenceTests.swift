import Foundation
import Testing

/// The `settings-demo` executable that `swift build` (and so `swift test`, which builds every
/// product of the package first) puts in the build folder beside the tests.
///
/// - Throws: ``SettingsDemoNotBuilt`` naming every place looked at. The tests that run the
///   demo fail with it rather than being skipped, so a missing binary never passes unseen.
func settingsDemoBinary() throws -> URL {
  var folders: [URL] = []
  // On Linux the test runner is an executable in the build folder; on Apple platforms it
  // runs a `.xctest` bundle that lies there.
  for start in [Bundle.main.bundleURL] + Bundle.allBundles.map(\.bundleURL)
  where start.pathExtension == "xctest" || start == Bundle.main.bundleURL {
    var folder = start
    for _ in 0..<4 {
      folders.append(folder)
      folder.deleteLastPathComponent()
    }
  }
  // The package's default build folder.
  folders.append(packageRoot().appendingPathComponent(".build/debug"))
  for folder in folders {
    let candidate = folder.appendingPathComponent("settings-demo")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
  }
  throw SettingsDemoNotBuilt(searched: folders.map(\.path))
}

/// The `settings-demo` binary was not found.
struct SettingsDemoNotBuilt: Error, CustomStringConvertible {
  let searched: [String]
  var description: String {
    "settings-demo is not built: no executable named settings-demo in "
      + searched.joined(separator: ", ") + " (run `swift build` first)"
  }
}

/// The built `settings-demo` binary, run as CI runs it (no terminal): settings persist in the
/// `--store` file, or in the demo's own defaults suite, between runs; `--reset` clears them,
/// `--bundle` shows any bundle, and a bad bundle or a corrupt store never traps.
@Suite struct SettingsDemoPersistenceTests {
  struct Run {
    let status: Int32
    let output: String
    let errors: String
    /// Whether the process ended by itself rather than by a signal (a trap).
    let exited: Bool
  }

  /// Runs the demo with `arguments`; `environment` replaces variables of the test's own.
  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
    let process = Process()
    process.executableURL = try settingsDemoBinary()
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err, as: UTF8.self), exited: process.terminationReason == .exit)
  }

  func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "settings-demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func keysChangeTheStoreAndTheNextRunShowsThem() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("settings.plist").path
    let bundle = exampleBundleURL.path
    let first = try run(["--width", "60", "--bundle", bundle, "--store", store])
    #expect(first.status == 0 && first.output.contains("Sync over Cellular"))
    #expect(first.output.contains("[off]"))
    // Toggle "Sync over Cellular" (the third row) and choose "Every 5 Minutes", the option
    // above the chosen one, where the list opens.
    let keys = try run([
      "--width", "60", "--bundle", bundle, "--store", store, "--keys",
      "down*2 enter down enter up enter left",
    ])
    #expect(keys.status == 0)
    let again = try run(["--width", "60", "--bundle", bundle, "--store", store])
    let sync = again.output.split(separator: "\n").first { $0.contains("Sync over Cellular") }
    #expect(sync?.contains("[ on]") == true)
    #expect(again.output.contains("Every 5 Minutes ›"))
    let reset = try run(["--width", "60", "--bundle", bundle, "--store", store, "--reset"])
    #expect(reset.output.contains("Every 15 Minutes ›"))
    let saved = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: URL(fileURLWithPath: store)), format: nil)
    #expect((saved as? [String: Any])?.isEmpty == true)
  }

  @Test func theExampleScreenPersistsInTheStoreToo() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("settings.plist").path
    _ = try run(["--width", "60", "--store", store, "--keys", "down*3 enter"])  // Wi-Fi off
    let again = try run(["--width", "60", "--store", store])
    let wifi = again.output.split(separator: "\n").first { $0.contains("Wi-Fi") }
    #expect(wifi?.contains("[off]") == true)
    #expect(!again.output.contains("Ask to Join"))
  }

  @Test func theDemoIsBuiltBesideTheTests() throws {
    let binary = try settingsDemoBinary()
    let help = try run(["--help"])
    #expect(help.status == 0 && help.output.contains("usage: settings-demo"), "\(binary.path)")
  }

  /// Every value the example screen edits survives a restart: the Apple ID name (on a child
  /// screen), the brightness slider, and a radio group on a child screen two levels down.
  @Test func theNameAndTheBrightnessSurviveARestart() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("settings.plist").path
    // Apple ID › Name: "Ann Lee" becomes "Bo".
    let name = try run([
      "--width", "60", "--store", store, "--keys", "enter enter backspace*7 text:Bo enter q",
    ])
    #expect(name.status == 0)
    // Brightness one step up; Other Networks › Office.
    let brightness = try run([
      "--width", "60", "--store", store, "--keys", "down*12 right up*6 right down enter",
    ])
    #expect(brightness.status == 0)
    let again = try run(["--width", "60", "--store", store])
    let lines = again.output.split(separator: "\n")
    #expect(lines.first { $0.contains("Apple ID") }?.hasSuffix("Bo › ") == true)
    #expect(lines.contains { $0.contains("│ Bo ") })  // the profile card
    #expect(lines.first { $0.contains("Brightness") }?.contains("55%") == true)
    #expect(lines.first { $0.contains("Network ") }?.hasSuffix("Office ") == true)
    let saved =
      try PropertyListSerialization.propertyList(
        from: Data(contentsOf: URL(fileURLWithPath: store)), format: nil) as? [String: Any]
    #expect(saved?["name"] as? String == "Bo")
    #expect(saved?["brightness"] as? Double == 0.55)
  }

  @Test func aRootThatIsNotAPropertyListExitsWithTheLoadersMessageAndMakesNoStoreFile() throws {
    let bundle = try TemporaryBundle(["Root.plist": "<plist><dict><key>Pref"])
    defer { bundle.remove() }
    let store = bundle.url.appendingPathComponent("s.plist")
    let result = try run(["--bundle", bundle.url.path, "--store", store.path])
    #expect(result.exited && result.status == 1)
    #expect(result.errors.contains("Root.plist: the file is not a valid property list"))
    #expect(result.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: store.path))
  }

  @Test func aBadSpecifierCostsOnlyItselfAndIsReportedAtOnce() throws {
    let bundle = try TemporaryBundle(
      root: [
        ["Type": "PSGroupSpecifier"],
        ["Type": "PSMultiValueSpecifier", "Title": "T", "Key": "k", "Titles": ["a"], "Values": []],
        ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "More"],
        ["Type": "PSToggleSwitchSpecifier", "Title": "Still here", "Key": "s"],
      ],
      files: [
        "More.plist": ["PreferenceSpecifiers": [["Type": "PSToggleSwitchSpecifier", "Title": "X"]]],
        "de.lproj/Root.strings": "\"T\" = \"Tee\"",
      ])
    defer { bundle.remove() }
    let result = try run(
      ["--width", "60", "--bundle", bundle.url.path, "--keys", ""],
      environment: ["LANGUAGE": "de"])
    #expect(result.exited && result.status == 0)
    #expect(result.output.contains("Still here"))
    // Every diagnostic, of the child pane too, before any pane opens; no Core Foundation line.
    #expect(result.errors.contains("Root.plist, specifier 1: Titles has 1 entries but Values has 0"))
    #expect(result.errors.contains("More.plist, specifier 0: PSToggleSwitchSpecifier needs Key"))
    #expect(
      result.errors.contains(
        "de.lproj/Root.strings: the strings table cannot be read (missing ';' after the entry on "
          + "line 1); the titles are shown untranslated"))
    #expect(!result.errors.contains("CFPropertyList"))
    #expect(result.errors.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 3)
  }

  @Test func anUnknownSpecifierIsShownAndReportedThroughTheEnginesDiagnostics() throws {
    let bundle = try TemporaryBundle(root: [
      ["Type": "PSGroupSpecifier", "Title": "G"], ["Type": "PSFancySpecifier", "Title": "Fancy"],
    ])
    defer { bundle.remove() }
    let store = bundle.url.appendingPathComponent("s.plist").path
    let result = try run(["--width", "40", "--bundle", bundle.url.path, "--store", store])
    #expect(result.exited && result.status == 0)
    #expect(result.output.contains("Fancy"))
    // The engine's default diagnostic handler writes to standard error.
    #expect(
      result.errors.contains(
        "ComponentTable: Root.plist, specifier 1: the specifier type PSFancySpecifier is not "
          + "supported; it is shown as a plain row"))
  }

  @Test func aCorruptStoreFileFallsBackToTheDefaultsAndIsNeverWritten() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("settings.plist")
    try Data("<plist><dict><key>wifi".utf8).write(to: store)
    // Wi-Fi off: a change the store cannot save.
    let result = try run(["--width", "60", "--store", store.path, "--keys", "down*3 enter"])
    #expect(result.exited && result.status == 0)
    #expect(result.errors.contains("is not a property list; it is left as it is"))
    #expect(result.errors.contains("not saved"))
    #expect(result.output.contains("Wi-Fi"))
    #expect(try Data(contentsOf: store) == Data("<plist><dict><key>wifi".utf8))
  }
}
