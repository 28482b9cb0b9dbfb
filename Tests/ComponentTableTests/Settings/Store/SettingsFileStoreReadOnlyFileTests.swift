import ComponentTableSettings
import Foundation
import Testing

/// A store file its owner made read-only, and one in a format Foundation cannot write, are
/// left as they are: their values are read, changes stay in memory, and the reason is said
/// once. A batch of changes writes the file once.
@MainActor
@Suite struct SettingsFileStoreReadOnlyFileTests {
  func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ComponentTableSettings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>wifi</key>
    \t<true/>
    </dict>
    </plist>

    """

  @Test(.recordsDiagnostics) func aFileWithoutWritePermissionIsReadButNeverReplaced() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("settings.plist")
    try Data(Self.xml.utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
    let inode = try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber
    let store = PropertyListFileSettingsStore(url: url)
    #expect(store.value(forKey: "wifi") == .bool(true))
    #expect(store.isReadOnly)
    #expect(store.readOnlyReason?.contains("no write permission (mode 444)") == true)
    store.set(.bool(false), forKey: "wifi")
    store.set(.string("x"), forKey: "other")
    store.reload()  // the same problem is not said again
    store.set(.bool(false), forKey: "wifi")
    #expect(store.value(forKey: "wifi") == .bool(false))
    // Same file, same bytes: not renamed over (root could, and the test may run as root).
    #expect(try String(contentsOf: url, encoding: .utf8) == Self.xml)
    #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber == inode)
    let reason = try #require(store.readOnlyReason)
    #expect(
      store.diagnostics.map(\.kind) == [
        .settingsFileReadOnly(url: url, reason: reason), .settingsChangeNotSaved(url: url, reason: reason),
      ])
  }

  @Test(.recordsDiagnostics) func anOpenStepFileIsReadAndLeftInItsFormat() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("settings.plist")
    let openStep = "{\n    name = \"Ada\";\n    count = 3;\n}\n"
    try Data(openStep.utf8).write(to: url)
    let store = PropertyListFileSettingsStore(url: url)
    #expect(store.value(forKey: "name") == .string("Ada"))
    #expect(store.readOnlyReason?.contains("OpenStep") == true)
    store.set(.string("Grace"), forKey: "name")
    #expect(store.value(forKey: "name") == .string("Grace"))
    #expect(try String(contentsOf: url, encoding: .utf8) == openStep)
    #expect(store.diagnostics.count == 2)
  }

  @Test func aBatchOfChangesWritesTheFileOnce() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("settings.plist")
    let store = PropertyListFileSettingsStore(url: url)
    var told: [Set<String>?] = []
    let observation = store.observe { told.append($0.keys) }
    var inodes: Set<NSNumber> = []
    store.performBatch {
      for index in 0..<100 {
        store.set(.integer(index), forKey: "key\(index)")
        // Nothing is written until the batch ends.
        #expect(!FileManager.default.fileExists(atPath: url.path))
      }
      store.performBatch { store.set(.bool(true), forKey: "nested") }
      #expect(!FileManager.default.fileExists(atPath: url.path))
    }
    let written = try #require(
      try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
    #expect(written.count == 101 && written["key99"] as? Int == 99 && written["nested"] as? Bool == true)
    #expect(told.count == 101)
    if let inode = try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber {
      inodes.insert(inode)
    }
    // A batch that changes nothing writes nothing.
    store.performBatch { store.set(.integer(5), forKey: "key5") }
    #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber == inodes.first)
    withExtendedLifetime(observation) {}
  }
}
