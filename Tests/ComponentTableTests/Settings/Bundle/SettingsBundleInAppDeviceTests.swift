import ComponentTableSettings
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// InAppSettingsKit's device roots (`Root~iphone.inApp.plist`, as its users name them) and the
/// device variants that stand in the bundle but cannot be read: each is reported with what
/// stands there instead of being passed over in silence.
@Suite struct SettingsBundleInAppDeviceTests {
  static func pane(_ footer: String, _ titles: [String]) -> [String: Any] {
    [
      "StringsTable": "Root",
      "PreferenceSpecifiers": [["Type": "PSGroupSpecifier", "Title": "Group", "FooterText": footer]]
        + titles.map { ["Type": "PSToggleSwitchSpecifier", "Title": $0, "Key": $0] },
    ]
  }

  /// A bundle as InAppSettingsKit's users ship it: the Settings app's root, whose footer says
  /// it is not used in the app, an in-app root, and one per device.
  static func inAppBundle() throws -> TemporaryBundle {
    var files: [String: Any] = [
      "Root.plist": pane("This file is never used in this case", ["system"]),
      "Root.inApp.plist": pane("in app", ["inApp"]),
      "Root~iphone.inApp.plist": pane("iphone in app", ["phone"]),
      "Root~ipad.inApp.plist": pane("ipad in app", ["pad"]),
    ]
    // Without a StringsTable the in-app device root reads Root.strings, as InAppSettingsKit does.
    files["Root~iphone.inApp.plist"] = ["PreferenceSpecifiers": [["Type": "PSGroupSpecifier", "Title": "phone"]]]
    files["en.lproj/Root.strings"] = "\"phone\" = \"Phone, translated\";"
    return try TemporaryBundle(files)
  }

  @Test func eachDeviceReadsItsInAppRootNamedAsInAppSettingsKitNamesIt() throws {
    let files = try Self.inAppBundle()
    defer { files.remove() }
    let phone = try SettingsBundle(contentsOf: files.url, preferredLanguages: ["en"], idiom: .phone)
    #expect(phone.rootFile == "Root.inApp.plist")
    #expect(phone.root.file == "Root~iphone.inApp.plist")
    #expect(phone.root.specifiers == [.group(title: "Phone, translated", footer: nil)])
    #expect(phone.root.stringsTable == "Root")
    let pad = try SettingsBundle(contentsOf: files.url, preferredLanguages: ["en"], idiom: .pad)
    #expect(pad.root.file == "Root~ipad.inApp.plist")
    #expect(pad.diagnostics.isEmpty && phone.diagnostics.isEmpty, "\(pad.diagnostics) \(phone.diagnostics)")
  }

  @Test func aDeviceInAppRootAloneIsPreferredToTheSettingsAppsRoot() throws {
    let files = try TemporaryBundle([
      "Root.plist": Self.pane("This file is never used in this case", ["system"]),
      "Root~iphone.inApp.plist": Self.pane("iphone in app", ["phone"]),
    ])
    defer { files.remove() }
    let phone = try SettingsBundle(contentsOf: files.url, preferredLanguages: ["en"], idiom: .phone)
    #expect(phone.root.file == "Root~iphone.inApp.plist")
    // An iPad has no in-app root of its own: InAppSettingsKit reads Root.plist there.
    let pad = try SettingsBundle(contentsOf: files.url, preferredLanguages: ["en"], idiom: .pad)
    #expect(pad.root.file == "Root.plist")
  }

  @Test func aDeviceVariantThatIsAFolderIsReportedAndThePlainPaneRead() throws {
    let files = try TemporaryBundle([
      "Root.plist": Self.pane("plain", ["plain"]),
      "Root~iphone.plist/placeholder": "",
    ])
    defer { files.remove() }
    let bundle = try SettingsBundle(contentsOf: files.url, preferredLanguages: ["en"], idiom: .phone)
    #expect(bundle.root.file == "Root.plist")
    #expect(bundle.diagnostics.map(\.problem) == [.folderInsteadOfFile])
    #expect(bundle.diagnostics.first?.file == "Root~iphone.plist")
    #expect(bundle.diagnostics.first?.description.contains("Root.plist is read instead") == true)
  }

  @Test func aDeviceVariantLinkedOutOfTheBundleOrToNothingIsReported() throws {
    let files = try TemporaryBundle([
      "Root.plist": Self.pane("plain", ["plain"]),
      "Child.plist": Self.pane("child", ["child"]),
    ])
    defer { files.remove() }
    let outside = files.url.deletingLastPathComponent().appendingPathComponent("Outside.plist")
    try PropertyListSerialization.data(fromPropertyList: Self.pane("x", ["outside"]), format: .xml, options: 0)
      .write(to: outside)
    try FileManager.default.createSymbolicLink(
      atPath: files.url.appendingPathComponent("Root~iphone.plist").path, withDestinationPath: outside.path)
    try FileManager.default.createSymbolicLink(
      atPath: files.url.appendingPathComponent("Child~iphone.plist").path, withDestinationPath: "Missing.plist")
    var root = Self.pane("plain", ["plain"])
    root["PreferenceSpecifiers"] =
      (root["PreferenceSpecifiers"] as! [[String: Any]]) + [
        ["Type": "PSChildPaneSpecifier", "Title": "Child", "File": "Child"]
      ]
    try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)
      .write(to: files.url.appendingPathComponent("Root.plist"))
    let bundle = try SettingsBundle(contentsOf: files.url, preferredLanguages: ["en"], idiom: .phone)
    #expect(bundle.root.file == "Root.plist")
    #expect(bundle.panes["Child.plist"]?.file == "Child.plist")
    #expect(
      bundle.diagnostics.map(\.problem) == [
        .fileOutsideBundle(file: "Root~iphone.plist"),
        .unreadable(reason: "it is a symbolic link that leads nowhere"),
      ])
    #expect(bundle.diagnostics.map(\.file) == ["Root~iphone.plist", "Child~iphone.plist"])
  }

  @Test func aPipeWhereAPaneShouldBeIsReportedAsAPipe() throws {
    let files = try TemporaryBundle(root: [["Type": "PSChildPaneSpecifier", "Title": "Pipe", "File": "Pipe"]])
    defer { files.remove() }
    #expect(mkfifo(files.url.appendingPathComponent("Pipe.plist").path, 0o644) == 0)
    let bundle = try files.load()
    #expect(bundle.diagnostics.map(\.problem) == [.notARegularFile(kind: "a pipe or another special file")])
    #expect(bundle.diagnostics.first?.file == "Pipe.plist")
  }
}
