import ComponentTableSettings
import Foundation
import Testing

/// Nothing outside the bundle is read, whatever names it: a child pane's `File`, a pane's
/// `StringsTable`, a linked `.strings` table or `.lproj` folder, a linked root pane, or a
/// sibling folder whose name starts with the bundle's.
@Suite(.recordsDiagnostics) struct SettingsBundleConfinementTests {
  /// A pane with one toggle titled `title`, as a property list.
  static func pane(title: String = "X") throws -> Data {
    try PropertyListSerialization.data(
      fromPropertyList: [
        "PreferenceSpecifiers": [["Type": "PSToggleSwitchSpecifier", "Title": title, "Key": "x"]]
      ], format: .xml, options: 0)
  }

  /// The folder that holds the bundle: everything written here is outside it.
  static func outside(_ bundle: TemporaryBundle) -> URL { bundle.url.deletingLastPathComponent() }

  static func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  @Test func aChildPaneInASiblingFolderNamedLikeTheBundleIsNeverRead() throws {
    let bundle = try TemporaryBundle(root: [
      ["Type": "PSChildPaneSpecifier", "Title": "Out", "File": "../Settings.bundle-evil/outside"]
    ])
    defer { bundle.remove() }
    try Self.write(
      try Self.pane(),
      to: Self.outside(bundle).appendingPathComponent("Settings.bundle-evil/outside.plist"))
    let loaded = try bundle.load()
    #expect(loaded.paneFiles == ["Root.plist"])
    #expect(
      loaded.diagnostics.map(\.problem) == [
        .childPaneOutsideBundle(file: "../Settings.bundle-evil/outside")
      ])
  }

  /// A strings table outside the bundle holds a translation of `G`; none may be used.
  static func bundleWithOutsideStrings(stringsTable: String?) throws -> TemporaryBundle {
    var root: [String: Any] = [
      "PreferenceSpecifiers": [["Type": "PSGroupSpecifier", "Title": "G"]]
    ]
    root["StringsTable"] = stringsTable
    let bundle = try TemporaryBundle(["Root.plist": root])
    let secret = Data("\"G\" = \"secret\";".utf8)
    let outside = Self.outside(bundle)
    try Self.write(secret, to: outside.appendingPathComponent("outside.strings"))
    try Self.write(secret, to: outside.appendingPathComponent("Settings.bundle-evil/x.strings"))
    try Self.write(secret, to: outside.appendingPathComponent("lproj/Root.strings"))
    return bundle
  }

  @Test(arguments: ["../../outside", "../../Settings.bundle-evil/x"])
  func aStringsTableOutsideTheBundleIsNeverRead(table: String) throws {
    let bundle = try Self.bundleWithOutsideStrings(stringsTable: table)
    defer { bundle.remove() }
    try FileManager.default.createDirectory(
      at: bundle.url.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
    let loaded = try bundle.load()
    #expect(loaded.root.specifiers == [.group(title: "G", footer: nil)])
    let file = "en.lproj/\(table).strings"
    #expect(loaded.diagnostics.map(\.problem) == [.fileOutsideBundle(file: file)])
    #expect(loaded.diagnostics.first?.description.contains("titles are shown untranslated") == true)
  }

  @Test func aLinkedStringsTableIsNeverRead() throws {
    let bundle = try Self.bundleWithOutsideStrings(stringsTable: nil)
    defer { bundle.remove() }
    let folder = bundle.url.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("Root.strings"),
      withDestinationURL: Self.outside(bundle).appendingPathComponent("outside.strings"))
    let loaded = try bundle.load()
    #expect(loaded.root.specifiers == [.group(title: "G", footer: nil)])
    #expect(
      loaded.diagnostics.map(\.problem) == [.fileOutsideBundle(file: "en.lproj/Root.strings")])
  }

  @Test func aLinkedLocalizationFolderIsNeverRead() throws {
    let bundle = try Self.bundleWithOutsideStrings(stringsTable: nil)
    defer { bundle.remove() }
    try FileManager.default.createSymbolicLink(
      at: bundle.url.appendingPathComponent("en.lproj"),
      withDestinationURL: Self.outside(bundle).appendingPathComponent("lproj"))
    let loaded = try bundle.load()
    #expect(loaded.localization == "en")
    #expect(loaded.root.specifiers == [.group(title: "G", footer: nil)])
    #expect(
      loaded.diagnostics.map(\.problem) == [.fileOutsideBundle(file: "en.lproj/Root.strings")])
  }

  @Test func linksThatStayInsideTheBundleAreFollowed() throws {
    let bundle = try TemporaryBundle([
      "Root.plist": ["PreferenceSpecifiers": [["Type": "PSGroupSpecifier", "Title": "G"]]],
      "Strings/Root.strings": "\"G\" = \"Allgemein\";",
    ])
    defer { bundle.remove() }
    try FileManager.default.createSymbolicLink(
      at: bundle.url.appendingPathComponent("de.lproj"),
      withDestinationURL: bundle.url.appendingPathComponent("Strings"))
    let loaded = try bundle.load(languages: ["de"])
    #expect(loaded.root.specifiers == [.group(title: "Allgemein", footer: nil)])
    #expect(loaded.diagnostics.isEmpty)
  }

  @Test func aRootPaneLinkedOutsideTheBundleIsRefused() throws {
    let bundle = try TemporaryBundle(["en.lproj/Root.strings": ""])
    defer { bundle.remove() }
    let target = Self.outside(bundle).appendingPathComponent("Root.plist")
    try Self.write(try Self.pane(), to: target)
    try FileManager.default.createSymbolicLink(
      at: bundle.url.appendingPathComponent("Root.plist"), withDestinationURL: target)
    let error = bundle.loadError()
    #expect(error?.problem == .fileOutsideBundle(file: "Root.plist"))
    #expect(error?.description == "Root.plist: Root.plist leads outside the bundle")
  }
}
