import ComponentTableSettings
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The property-list file store never loses a value: it keeps values of every type, never
/// writes over a file it cannot read, follows links, refuses what is not a regular file, and
/// leaves the file byte for byte as it was until a value really changes.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsFileStoreSafetyTests {
  /// A fresh folder, removed by the caller's `defer`.
  func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ComponentTableSettings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A file shared with another part of an app: values no Settings.bundle row shows.
  nonisolated static let sharedFile = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict>
    <key>wifi</key><true/>
    <key>big</key><integer>18446744073709551615</integer>
    <key>lowest</key><integer>-9223372036854775808</integer>
    <key>list</key><array><string>a</string><integer>2</integer></array>
    <key>when</key><date>2020-01-02T03:04:05Z</date>
    <key>bytes</key><data>AAEC</data>
    <key>nested</key><dict><key>x</key><real>1.5</real></dict>
    </dict></plist>
    """

  func raw(_ url: URL) throws -> [String: Any] {
    let object = try PropertyListSerialization.propertyList(
      from: try Data(contentsOf: url), format: nil)
    return try #require(object as? [String: Any])
  }

  @Test(.recordsDiagnostics) func valuesOfEveryPropertyListTypeSurviveAWrite() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("settings.plist")
    try Data(Self.sharedFile.utf8).write(to: url)
    let log = try reportedDiagnostics()
    var diagnostics: [String] { log.entries.map(\.message) }
    let store = PropertyListFileSettingsStore(url: url)
    store.set(.bool(false), forKey: "wifi")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains("<integer>18446744073709551615</integer>"))
    #expect(text.contains("<integer>-9223372036854775808</integer>"))
    let file = try raw(url)
    #expect(file["wifi"] as? Bool == false)
    #expect((file["list"] as? [Any])?.count == 2)
    #expect(file["when"] as? Date == Date(timeIntervalSince1970: 1_577_934_245))
    #expect(file["bytes"] as? Data == Data([0, 1, 2]))
    #expect((file["nested"] as? [String: Any])?["x"] as? Double == 1.5)
    #expect(diagnostics.isEmpty)
  }

  @Test(.recordsDiagnostics) func valuesOfEveryTypeReadAsTypedValues() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("settings.plist")
    try Data(Self.sharedFile.utf8).write(to: url)
    let store = PropertyListFileSettingsStore(url: url)
    #expect(store.value(forKey: "big") == .unsignedInteger(UInt64.max))
    #expect(store.value(forKey: "lowest") == .integer(Int.min))
    #expect(store.value(forKey: "list") == .array([.string("a"), .integer(2)]))
    #expect(store.value(forKey: "when") == .date(Date(timeIntervalSince1970: 1_577_934_245)))
    #expect(store.value(forKey: "bytes") == .data(Data([0, 1, 2])))
    #expect(store.value(forKey: "nested") == .dictionary(["x": .double(1.5)]))
    // Set through the store, they are written back as they were given.
    store.set(.unsignedInteger(UInt64.max - 1), forKey: "big2")
    store.set(.date(Date(timeIntervalSince1970: 0)), forKey: "epoch")
    let again = PropertyListFileSettingsStore(url: url)
    #expect(again.value(forKey: "big2") == .unsignedInteger(UInt64.max - 1))
    #expect(again.value(forKey: "epoch") == .date(Date(timeIntervalSince1970: 0)))
  }

  /// Files that are not a dictionary of settings: a mistaken `--store README.md`, a truncated
  /// write, a plist of another shape, a truncated binary plist.
  nonisolated static let unusableFiles: [Data] = [
    Data("# README\n\nNot settings.\n".utf8),
    Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>wifi</key><tr".utf8),
    Data("<plist><array><string>x</string></array></plist>".utf8),
    Data("bplist00\u{1}\u{2}".utf8),
  ]

  @Test(.recordsDiagnostics, arguments: unusableFiles.indices)
  func aFileThatIsNotAPropertyListIsNeverWrittenOver(index: Int) throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("settings.plist")
    let contents = Self.unusableFiles[index]
    try contents.write(to: url)
    let log = try reportedDiagnostics()
    var diagnostics: [String] { log.entries.map(\.message) }
    let store = PropertyListFileSettingsStore(url: url)
    store.register(defaults: ["wifi": .bool(true)])
    #expect(store.value(forKey: "wifi") == .bool(true))
    store.set(.bool(false), forKey: "wifi")
    store.set(.string("Ann"), forKey: "name")
    store.removeAll()
    store.set(.string("Bo"), forKey: "name")
    #expect(store.value(forKey: "name") == .string("Bo"))  // kept in memory
    #expect(try Data(contentsOf: url) == contents)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["settings.plist"])
    // Said when the store opens, and once when a change is not saved.
    #expect(diagnostics.count == 2)
    #expect(diagnostics.allSatisfy { $0.contains(url.path) && $0.contains("memory") })
    #expect(diagnostics.last?.contains("not saved") == true)
  }

  @Test(.recordsDiagnostics) func aSymbolicLinkIsFollowedAndItsTargetKeepsItsMode() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("real/settings.plist")
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(Self.sharedFile.utf8).write(to: target)
    try FileManager.default.setAttributes(
      [.posixPermissions: NSNumber(value: 0o600)], ofItemAtPath: target.path)
    let link = folder.appendingPathComponent("link.plist")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "real/settings.plist")
    let log = try reportedDiagnostics()
    var diagnostics: [String] { log.entries.map(\.message) }
    let store = PropertyListFileSettingsStore(url: link)
    store.set(.bool(false), forKey: "wifi")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real/settings.plist")
    #expect(try raw(target)["wifi"] as? Bool == false)
    let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
    #expect(diagnostics.isEmpty)
  }

  @Test(.recordsDiagnostics) func aPathThatLeadsToADeviceIsRefusedAndNeverReplaced() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("null.plist")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")
    let log = try reportedDiagnostics()
    var diagnostics: [String] { log.entries.map(\.message) }
    let store = PropertyListFileSettingsStore(url: link)
    store.set(.bool(false), forKey: "wifi")
    #expect(store.value(forKey: "wifi") == .bool(false))
    #expect(store.isReadOnly)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "/dev/null")
    let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type]
    #expect(type as? FileAttributeType == .typeCharacterSpecial)
    #expect(diagnostics.first?.contains("a character device, not a regular file") == true)
  }

  @Test(.recordsDiagnostics) func aFolderOrAPipeIsRefusedWithWhatStandsThere() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let pipe = folder.appendingPathComponent("pipe.plist")
    #expect(mkfifo(pipe.path, 0o644) == 0)
    let inner = folder.appendingPathComponent("folder.plist")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    let log = try reportedDiagnostics()
    for (url, kind) in [(pipe, "a pipe"), (inner, "a folder")] {
      let start = log.entries.count
      var diagnostics: [String] { log.entries.dropFirst(start).map(\.message) }
      // Opening a pipe for reading would wait for a writer forever: it is never opened.
      let store = PropertyListFileSettingsStore(url: url)
      store.set(.integer(1), forKey: "a")
      #expect(store.readOnlyReason?.contains(kind) == true)
      #expect(diagnostics.count == 2)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: inner.path).isEmpty)
  }

  @Test(.recordsDiagnostics) func theFileIsByteIdenticalUntilAValueReallyChanges() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("settings.plist")
    // A binary plist, as Xcode and `defaults` write them.
    let binary = try PropertyListSerialization.data(
      fromPropertyList: ["wifi": true, "name": "Ann"], format: .binary, options: 0)
    try binary.write(to: url)
    let store = PropertyListFileSettingsStore(url: url)
    store.register(defaults: ["wifi": .bool(false), "volume": .double(0.5)])
    store.set(.bool(true), forKey: "wifi")
    store.set(.string("Ann"), forKey: "name")
    store.reload()
    #expect(try Data(contentsOf: url) == binary)
    store.set(.string("Bo"), forKey: "name")
    let changed = try Data(contentsOf: url)
    #expect(changed.starts(with: Data("bplist".utf8)))  // the format is kept
    #expect(try raw(url)["name"] as? String == "Bo")
  }

  @Test(.recordsDiagnostics) func aMissingFileIsMadeByTheFirstChangeOnly() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("a/settings.plist")
    let store = PropertyListFileSettingsStore(url: url)
    store.register(defaults: ["wifi": .bool(true)])
    store.removeAll()
    #expect(!FileManager.default.fileExists(atPath: url.path))
    store.set(.bool(false), forKey: "wifi")
    #expect(try raw(url)["wifi"] as? Bool == false)
  }

  @Test(.recordsDiagnostics) func anEmptyFileHoldsNoValuesAndIsWritten() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("settings.plist")
    try Data().write(to: url)
    let log = try reportedDiagnostics()
    var diagnostics: [String] { log.entries.map(\.message) }
    let store = PropertyListFileSettingsStore(url: url)
    store.set(.bool(false), forKey: "wifi")
    #expect(try raw(url)["wifi"] as? Bool == false)
    #expect(diagnostics.isEmpty && !store.isReadOnly)
  }
}
