import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// A file the store did not change is not touched at all: not rewritten with the same bytes,
/// not replaced by an atomic rename. What a user would notice is checked: the file's inode and
/// modification date, and the comments and indentation of a file formatted by hand.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsFileStoreNoOpWriteTests {
  /// A settings file as a person writes it: a comment, tabs, its own order.
  nonisolated static let handWritten = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <!-- Set by hand for the test device; keep the comments. -->
    <plist version="1.0">
    <dict>
    \t<key>wifi</key>        <true/>
    \t<key>name</key>        <string>Ann</string>
    \t<!-- 0.5 is half volume -->
    \t<key>volume</key>      <real>0.5</real>
    </dict>
    </plist>

    """

  /// The file's inode and modification date.
  static func identity(of url: URL) throws -> (inode: UInt64, modified: Date) {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    let inode = try #require(attributes[.systemFileNumber] as? NSNumber).uint64Value
    let modified = try #require(attributes[.modificationDate] as? Date)
    return (inode, modified)
  }

  @Test(.recordsDiagnostics) func noOpWritesLeaveTheFileItsInodeAndItsDateAsTheyWere() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ComponentTableSettings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("settings.plist")
    try Data(Self.handWritten.utf8).write(to: url)
    // A date in the past, so a rewrite within the same second would still show.
    let past = Date(timeIntervalSince1970: 1_600_000_000)
    try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: url.path)
    let before = try Self.identity(of: url)

    let store = PropertyListFileSettingsStore(url: url)
    // Everything a screen does without the user changing a value: register defaults, show
    // rows bound to the keys, write back the values the file already has, remove a value it
    // does not have, read the file again.
    store.register(defaults: ["wifi": .bool(false), "volume": .double(1), "extra": .string("x")])
    let root = SettingsScreenBuilder.screen(title: "S", store: store) { _ in
      [
        TableSection(
          id: "s",
          rows: [
            TableComponent.switchRow("Wi-Fi", isOn: .key("wifi", in: store)),
            TableComponent.textFieldRow("Name", text: .key("name", in: store)),
            TableComponent.sliderRow("Volume", value: .key("volume", in: store), range: 0.0...1.0),
          ])
      ]
    }
    let navigator = try TableNavigator(root: root) { _ in TerminalTableView(width: 40, height: 10) }
    store.set(.bool(true), forKey: "wifi")
    store.set(.string("Ann"), forKey: "name")
    store.set(.double(0.5), forKey: "volume")
    store.set(nil, forKey: "missing")
    store.reload()
    try navigator.top.refresh()

    let after = try Self.identity(of: url)
    #expect(after.inode == before.inode)
    #expect(after.modified == before.modified)
    #expect(try String(contentsOf: url, encoding: .utf8) == Self.handWritten)

    // A real change writes the file, by a rename: a new inode and a new date.
    store.set(.string("Bo"), forKey: "name")
    let changed = try Self.identity(of: url)
    #expect(changed.modified > past)
    #expect(store.value(forKey: "name") == .string("Bo"))
    #expect(PropertyListFileSettingsStore(url: url).value(forKey: "volume") == .double(0.5))
  }
}
