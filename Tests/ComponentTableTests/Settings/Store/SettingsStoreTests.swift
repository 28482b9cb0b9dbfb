import ComponentTableSettings
import Foundation
import Testing

/// The three stores: typed values, defaults that never replace the user's values, change
/// notification, and the property-list file's behaviour with missing, corrupt and unreadable
/// files.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsStoreTests {
  /// A fresh path in a fresh temporary folder, removed by the caller's `defer`.
  static func temporaryFile(_ name: String = "settings.plist") -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ComponentTableSettings-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name)
  }

  func fileContents(_ url: URL) throws -> [String: SettingsValue] {
    let object = try PropertyListSerialization.propertyList(
      from: try Data(contentsOf: url), format: nil)
    let dictionary = try #require(object as? [String: Any])
    return dictionary.compactMapValues(SettingsValue.init(propertyList:))
  }

  @Test func valuesConvertFromPropertyListsByType() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>b</key><true/><key>i</key><integer>3</integer>
      <key>r</key><real>2.5</real><key>s</key><string>x</string><key>a</key><array/></dict></plist>
      """
    let object = try PropertyListSerialization.propertyList(from: Data(xml.utf8), format: nil)
    let dictionary = try #require(object as? [String: Any])
    #expect(SettingsValue(propertyList: dictionary["b"]!) == .bool(true))
    #expect(SettingsValue(propertyList: dictionary["i"]!) == .integer(3))
    #expect(SettingsValue(propertyList: dictionary["r"]!) == .double(2.5))
    #expect(SettingsValue(propertyList: dictionary["s"]!) == .string("x"))
    #expect(SettingsValue(propertyList: dictionary["a"]!) == .array([]))
    #expect(SettingsValue(propertyList: NSObject()) == nil)
    #expect(SettingsValue.integer(1).matches(.double(1)))
    #expect(SettingsValue.bool(true).matches(.integer(1)))
    #expect(!SettingsValue.string("1").matches(.integer(1)))
    #expect(SettingsValue.string("YES").boolValue && !SettingsValue.string("NO").boolValue)
  }

  @Test(arguments: ["memory", "file", "defaults"])
  func registeredDefaultsNeverReplaceUserValues(kind: String) throws {
    let (store, cleanup) = try makeStore(kind)
    defer { cleanup() }
    store.set(.bool(false), forKey: "wifi")
    store.register(defaults: ["wifi": .bool(true), "volume": .double(0.5)])
    #expect(store.value(forKey: "wifi") == .bool(false))
    #expect(store.value(forKey: "volume") == .double(0.5))
    store.set(nil, forKey: "wifi")  // the default shows again
    #expect(store.value(forKey: "wifi") == .bool(true))
    store.set(.string("Ann"), forKey: "name")
    store.removeAll()
    #expect(store.value(forKey: "name") == nil)
    #expect(store.value(forKey: "volume") == .double(0.5))
  }

  @Test(arguments: ["memory", "file", "defaults"])
  func observersHearChangedKeysUntilReleased(kind: String) throws {
    let (store, cleanup) = try makeStore(kind)
    defer { cleanup() }
    var heard: [Set<String>?] = []
    var observation: SettingsObservation? = store.observe { heard.append($0.keys) }
    store.set(.integer(1), forKey: "a")
    store.set(.integer(1), forKey: "a")  // unchanged: not told
    store.set(.integer(2), forKey: "a")
    #expect(heard == [["a"], ["a"]])
    #expect(observation?.isCancelled == false)
    observation = nil
    store.set(.integer(3), forKey: "a")
    #expect(heard.count == 2)
    let cancelled = store.observe { heard.append($0.keys) }
    cancelled.cancel()
    store.set(.integer(4), forKey: "a")
    #expect(heard.count == 2)
  }

  @Test(.recordsDiagnostics) func fileStoreMakesAMissingFileAtTheFirstChangeAndKeepsEveryWriteReadable() throws {
    let url = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let log = try reportedDiagnostics()
    var diagnostics: [String] { log.entries.map(\.message) }
    let store = PropertyListFileSettingsStore(url: url)
    #expect(!FileManager.default.fileExists(atPath: url.path))
    // Each change is on disk, whole, at once: another process (or the next run) reads every
    // write so far; nothing is left only in memory.
    for step in 1...5 {
      store.set(.integer(step), forKey: "count")
      store.set(.string("v\(step)"), forKey: "name")
      #expect(try fileContents(url) == ["count": .integer(step), "name": .string("v\(step)")])
    }
    let folder = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path)
    #expect(folder == ["settings.plist"])  // no temporary file left behind
    let reopened = PropertyListFileSettingsStore(url: url)
    #expect(reopened.value(forKey: "count") == .integer(5))
    #expect(diagnostics.isEmpty)
  }

  @Test(.recordsDiagnostics) func fileStoreMakesTheFoldersOfItsPath() throws {
    let url = Self.temporaryFile("a/b/settings.plist")
    let folder = url.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = try reportedDiagnostics()
    var diagnostics: [String] { log.entries.map(\.message) }
    let store = PropertyListFileSettingsStore(url: url)
    store.set(.bool(true), forKey: "wifi")
    #expect(try fileContents(url) == ["wifi": .bool(true)])
    #expect(diagnostics.isEmpty)
  }

  @Test(.recordsDiagnostics, arguments: ["not a plist <<<", "<plist><array><string>x</string></array></plist>"])
  func corruptFileFallsBackToDefaultsWithADiagnosticAndIsKept(contents: String) throws {
    let url = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try Data(contents.utf8).write(to: url)
    let log = try reportedDiagnostics()
    var diagnostics: [String] { log.entries.map(\.message) }
    let store = PropertyListFileSettingsStore(url: url)
    store.register(defaults: ["wifi": .bool(true)])
    #expect(store.value(forKey: "wifi") == .bool(true))
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.contains(url.path) == true)
    #expect(diagnostics.first?.contains("left as it is") == true)
    #expect(store.diagnostics.map(\.description) == diagnostics)
    // The next change is kept in memory; the file is never written over.
    store.set(.bool(false), forKey: "wifi")
    #expect(store.value(forKey: "wifi") == .bool(false))
    #expect(try Data(contentsOf: url) == Data(contents.utf8))
  }

  @Test(.recordsDiagnostics) func valuesThatNoRowShowsAreReadAndKept() throws {
    let url = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let plist: [String: Any] = ["wifi": true, "list": [1, 2]]
    try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(
      to: url)
    let log = try reportedDiagnostics()
    var diagnostics: [String] { log.entries.map(\.message) }
    let store = PropertyListFileSettingsStore(url: url)
    #expect(store.value(forKey: "wifi") == .bool(true))
    #expect(store.value(forKey: "list") == .array([.integer(1), .integer(2)]))
    store.set(.bool(false), forKey: "wifi")
    #expect(try fileContents(url) == ["wifi": .bool(false), "list": .array([.integer(1), .integer(2)])])
    #expect(diagnostics.isEmpty)
  }

  @Test(.recordsDiagnostics) func unreadableFileFallsBackToDefaultsAndFailedWritesAreReported() throws {
    // A folder where the file should be: it can be neither read nor replaced, even by root.
    let url = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: url.appendingPathComponent("inside"))
    let log = try reportedDiagnostics()
    var diagnostics: [String] { log.entries.map(\.message) }
    let store = PropertyListFileSettingsStore(url: url)
    store.register(defaults: ["wifi": .bool(true)])
    #expect(store.value(forKey: "wifi") == .bool(true))
    #expect(diagnostics.count == 1 && diagnostics[0].contains("is a folder, not a regular file"))
    store.set(.bool(false), forKey: "wifi")
    #expect(store.value(forKey: "wifi") == .bool(false))  // kept in memory
    #expect(diagnostics.count == 2 && diagnostics[1].contains("not saved"))
    #expect(try Data(contentsOf: url.appendingPathComponent("inside")) == Data("keep".utf8))
  }

  @Test(.recordsDiagnostics) func reloadTellsObserversWhatAnotherWriterChanged() throws {
    let url = Self.temporaryFile()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let store = PropertyListFileSettingsStore(url: url)
    store.set(.integer(1), forKey: "a")
    store.set(.integer(1), forKey: "b")
    let other = PropertyListFileSettingsStore(url: url)
    other.set(.integer(2), forKey: "a")
    other.set(.string("new"), forKey: "c")
    var heard: [Set<String>?] = []
    let observation = store.observe { heard.append($0.keys) }
    store.reload()
    #expect(heard == [["a", "c"]])
    #expect(store.value(forKey: "a") == .integer(2))
    _ = observation
  }

  @Test func userDefaultsStorePersistsAcrossStoreObjects() throws {
    let suite = try TemporaryDefaultsSuite()
    defer { suite.remove() }
    let store = try #require(UserDefaultsSettingsStore(suiteName: suite.name))
    // Registered defaults are shared by every defaults object of the process: a key of its own.
    let key = "name-\(UUID().uuidString)"
    store.set(.string("Ann"), forKey: key)
    let again = try #require(UserDefaultsSettingsStore(suiteName: suite.name))
    #expect(again.value(forKey: key) == .string("Ann"))
    // A new store manages the keys it is given defaults for, as an app registers its bundle's.
    again.register(defaults: [key: .string("")])
    again.removeAll()
    #expect(again.value(forKey: key) == .string(""))
  }

  @Test func userDefaultsStoreNeverRemovesKeysItDidNotWrite() throws {
    let suite = try TemporaryDefaultsSuite()
    defer { suite.remove() }
    let app = suite.defaults
    app.set("token", forKey: "appOwnKey")
    let store = try #require(UserDefaultsSettingsStore(suiteName: suite.name))
    store.register(defaults: ["wifi": .bool(true)])
    store.set(.bool(false), forKey: "wifi")
    store.set(.string("Ann"), forKey: "name")
    var heard: [Set<String>?] = []
    let observation = store.observe { heard.append($0.keys) }
    store.removeAll()
    #expect(store.value(forKey: "wifi") == .bool(true))
    #expect(store.value(forKey: "name") == nil)
    #expect(app.string(forKey: "appOwnKey") == "token")
    #expect(UserDefaults(suiteName: suite.name)?.string(forKey: "appOwnKey") == "token")
    #expect(heard == [["wifi", "name"]])
    _ = observation
  }

  @Test(.recordsDiagnostics) func userDefaultsStoreReadsAndWritesValuesOfEveryType() throws {
    let suite = try TemporaryDefaultsSuite()
    defer { suite.remove() }
    let app = suite.defaults
    app.set(["a", 1], forKey: "list")
    let store = try #require(UserDefaultsSettingsStore(suiteName: suite.name))
    #expect(store.value(forKey: "list") == .array([.string("a"), .integer(1)]))
    let values: [String: SettingsValue] = [
      "when": .date(Date(timeIntervalSince1970: 86_400)), "bytes": .data(Data([1, 2])),
      "big": .unsignedInteger(UInt64.max), "nested": .dictionary(["x": .bool(true)]),
    ]
    for (key, value) in values { store.set(value, forKey: key) }
    for (key, value) in values { #expect(store.value(forKey: key) == value, "\(key)") }
  }

  func makeStore(_ kind: String) throws -> (any SettingsStore, () -> Void) {
    switch kind {
    case "file":
      let url = Self.temporaryFile()
      return (
        PropertyListFileSettingsStore(url: url),
        { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
      )
    case "defaults":
      let suite = try TemporaryDefaultsSuite()
      let store = try #require(UserDefaultsSettingsStore(suiteName: suite.name))
      return (store, { suite.remove() })
    default:
      return (InMemorySettingsStore(), {})
    }
  }
}
