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

  /// A pane of `footer` whose one row opens the child pane `child`, named as InAppSettingsKit's
  /// users name it (no extension).
  static func paneOpening(_ child: String, _ footer: String) -> [String: Any] {
    [
      "PreferenceSpecifiers": [
        ["Type": "PSGroupSpecifier", "Title": "Group", "FooterText": footer],
        ["Type": "PSChildPaneSpecifier", "Title": "More", "File": child],
      ]
    ]
  }

  /// The child pane a bundle reads for `idiom`: which file, and the footer that says which.
  static func childPane(of files: TemporaryBundle, idiom: SettingsBundle.Idiom, rootFile: String? = nil) throws
    -> (file: String?, footer: String?)
  {
    let bundle = try SettingsBundle(contentsOf: files.url, rootFile: rootFile, preferredLanguages: ["en"], idiom: idiom)
    #expect(bundle.diagnostics.isEmpty, "\(bundle.diagnostics)")
    let pane = bundle.panes["Advanced.plist"]
    guard case .group(_, let footer)? = pane?.specifiers.first else { return (pane?.file, nil) }
    return (pane?.file, footer)
  }

  @Test func childPanesOfAnInAppBundleAreLookedUpAsInAppSettingsKitLooksThemUp() throws {
    // As an InAppSettingsKit app ships it: the Settings app's files, and in-app ones beside.
    let files = try TemporaryBundle([
      "Root.plist": Self.paneOpening("Advanced", "This file is never used in this case"),
      "Root.inApp.plist": Self.paneOpening("Advanced", "in app"),
      "Advanced.plist": Self.pane("settings app", ["system"]),
      "Advanced~iphone.plist": Self.pane("settings app on iphone", ["system"]),
      "Advanced.inApp.plist": Self.pane("in app", ["inApp"]),
      "Advanced~iphone.inApp.plist": Self.pane("in app on iphone", ["phone"]),
      "Advanced~ipad.inApp.plist": Self.pane("in app on ipad", ["pad"]),
    ])
    defer { files.remove() }
    #expect(try Self.childPane(of: files, idiom: .phone) == ("Advanced~iphone.inApp.plist", "in app on iphone"))
    #expect(try Self.childPane(of: files, idiom: .pad) == ("Advanced~ipad.inApp.plist", "in app on ipad"))
    // Read as the Settings app reads it, the in-app files are not looked at.
    #expect(
      try Self.childPane(of: files, idiom: .phone, rootFile: "Root.plist")
        == ("Advanced~iphone.plist", "settings app on iphone"))
  }

  @Test func anInAppChildPaneForAnyDeviceComesBeforeTheSettingsAppsDeviceVariant() throws {
    // InAppSettingsKit's order: FILE~DEVICE.inApp.plist, FILE.inApp.plist, FILE~DEVICE.plist,
    // FILE.plist.
    let files = try TemporaryBundle([
      "Root.plist": Self.paneOpening("Advanced", "This file is never used in this case"),
      "Root~iphone.inApp.plist": Self.paneOpening("Advanced", "in app on iphone"),
      "Advanced.plist": Self.pane("settings app", ["system"]),
      "Advanced~iphone.plist": Self.pane("settings app on iphone", ["system"]),
      "Advanced.inApp.plist": Self.pane("in app", ["inApp"]),
    ])
    defer { files.remove() }
    #expect(try Self.childPane(of: files, idiom: .phone) == ("Advanced.inApp.plist", "in app"))
    // An iPad reads the Settings app's root (no in-app root of its own), and the in-app child.
    #expect(try Self.childPane(of: files, idiom: .pad) == ("Advanced.inApp.plist", "in app"))
    try FileManager.default.removeItem(at: files.url.appendingPathComponent("Advanced.inApp.plist"))
    #expect(try Self.childPane(of: files, idiom: .phone) == ("Advanced~iphone.plist", "settings app on iphone"))
    #expect(try Self.childPane(of: files, idiom: .pad) == ("Advanced.plist", "settings app"))
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
