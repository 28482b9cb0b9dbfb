import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// What iOS reads for the device it runs on: `~iphone`/`~ipad` variants of every pane,
/// `SupportedUserInterfaceIdioms` on every specifier, and the app group whose defaults hold
/// the values.
@Suite(.recordsDiagnostics) struct SettingsBundleDeviceTests {
  static func toggle(_ title: String, idioms: [String]? = nil) -> [String: Any] {
    var specifier: [String: Any] = ["Type": "PSToggleSwitchSpecifier", "Title": title, "Key": title]
    specifier["SupportedUserInterfaceIdioms"] = idioms
    return specifier
  }

  static func pane(_ specifiers: [[String: Any]]) -> [String: Any] {
    ["PreferenceSpecifiers": specifiers]
  }

  static func titles(_ pane: SettingsPane?) -> [String] {
    (pane?.specifiers ?? []).compactMap {
      switch $0 {
      case .toggle(let toggle): toggle.title
      case .childPane(let title, _): title
      case .group(let title, _): title
      default: nil
      }
    }
  }

  /// A bundle with a phone, a pad and a plain variant of the root and of a child pane, whose
  /// titles come from `Root.strings` and `Child.strings`.
  static func variantBundle() throws -> TemporaryBundle {
    let child = ["Type": "PSChildPaneSpecifier", "Title": "Open", "File": "Child"]
    return try TemporaryBundle([
      "Root.plist": pane([toggle("plain"), child]),
      "Root~ipad.plist": pane([toggle("pad"), child]),
      "Child.plist": pane([toggle("child")]),
      "Child~iphone.plist": pane([toggle("child phone")]),
      "en.lproj/Root.strings": "\"pad\" = \"Pad Root\"; \"plain\" = \"Plain Root\";",
      "en.lproj/Child.strings": "\"child phone\" = \"Phone Child\";",
    ])
  }

  @Test func anIPadReadsTheIPadVariantOfEachPaneAndItsBaseStringsTable() throws {
    let bundle = try Self.variantBundle()
    defer { bundle.remove() }
    let pad = try SettingsBundle(contentsOf: bundle.url, preferredLanguages: ["en"], idiom: .pad)
    #expect(pad.idiom == .pad)
    #expect(pad.rootFile == "Root.plist")
    #expect(pad.root.file == "Root~ipad.plist")
    #expect(Self.titles(pad.root) == ["Pad Root", "Open"])
    // The child has no iPad variant: its plain file is read.
    #expect(pad.panes["Child.plist"]?.file == "Child.plist")
    #expect(Self.titles(pad.panes["Child.plist"]) == ["child"])
    #expect(pad.paneFiles == ["Root.plist", "Child.plist"])
    #expect(pad.diagnostics.isEmpty)
  }

  @Test func anIPhoneReadsTheIPhoneVariantOfEachPane() throws {
    let bundle = try Self.variantBundle()
    defer { bundle.remove() }
    let phone = try SettingsBundle(
      contentsOf: bundle.url, preferredLanguages: ["en"], idiom: .phone)
    #expect(phone.root.file == "Root.plist")
    #expect(Self.titles(phone.root) == ["Plain Root", "Open"])
    #expect(phone.panes["Child.plist"]?.file == "Child~iphone.plist")
    #expect(Self.titles(phone.panes["Child.plist"]) == ["Phone Child"])
  }

  @MainActor
  @Test func theScreenOfAChildPaneShowsItsDeviceVariant() throws {
    let bundle = try Self.variantBundle()
    defer { bundle.remove() }
    let phone = try SettingsBundle(
      contentsOf: bundle.url, preferredLanguages: ["en"], idiom: .phone)
    let root = phone.rootScreen(store: InMemorySettingsStore())
    let navigator = try TableNavigator(root: root) { _ in
      TerminalTableView(width: 40, height: 10)
    }
    let table = try #require(navigator.top.engine?.host as? TerminalTableView)
    table.selectRow(at: IndexPath(row: 1, section: 0))
    #expect(navigator.top.title == "Open")
    let child = try #require(navigator.top.engine?.host as? TerminalTableView)
    #expect(child.render().joined(separator: "\n").contains("Phone Child"))
  }

  @Test func specifiersShowOnlyOnTheIdiomsTheyName() throws {
    let bundle = try TemporaryBundle(root: [
      Self.toggle("everywhere"),
      Self.toggle("phone", idioms: ["Phone"]),
      Self.toggle("pad", idioms: ["pad"]),
      Self.toggle("both", idioms: ["Phone", "Pad"]),
      Self.toggle("watch", idioms: ["Watch"]),
      ["Type": "PSGroupSpecifier", "Title": "Pad group", "SupportedUserInterfaceIdioms": ["Pad"]],
      Self.toggle("last"),
    ])
    defer { bundle.remove() }
    let phone = try SettingsBundle(contentsOf: bundle.url, preferredLanguages: [], idiom: .phone)
    let pad = try SettingsBundle(contentsOf: bundle.url, preferredLanguages: [], idiom: .pad)
    #expect(Self.titles(phone.root) == ["everywhere", "phone", "both", "last"])
    #expect(Self.titles(pad.root) == ["everywhere", "pad", "both", "Pad group", "last"])
    // The indices in diagnostics and row identities still count every entry of the file.
    #expect(phone.root.sourceIndices == [0, 1, 3, 6])
    let unknown = SettingsError.Problem.invalidValue(
      key: "SupportedUserInterfaceIdioms", value: "Watch", allowed: "Phone, Pad")
    #expect(phone.diagnostics.map(\.problem) == [unknown])
    #expect(phone.diagnostics.first?.index == 4)
    // Keys of specifiers not shown on the device are not registered there.
    #expect(phone.defaults["pad"] == nil)
  }

  @Test func aWrongTypeOfIdiomListIsReportedAndTheSpecifierShown() throws {
    let bundle = try TemporaryBundle(root: [
      ["Type": "PSToggleSwitchSpecifier", "Title": "T", "Key": "t", "SupportedUserInterfaceIdioms": "Pad"]
    ])
    defer { bundle.remove() }
    let phone = try SettingsBundle(contentsOf: bundle.url, preferredLanguages: [], idiom: .phone)
    #expect(Self.titles(phone.root) == ["T"])
    #expect(
      phone.diagnostics.map(\.problem) == [
        .wrongType(key: "SupportedUserInterfaceIdioms", expected: "an array of strings")
      ])
  }

  @Test(arguments: [
    ("iPad13,4", [:], SettingsBundle.Idiom.pad),
    ("iPhone15,2", [:], .phone),
    ("iPod9,1", [:], .phone),
    ("arm64", ["SIMULATOR_MODEL_IDENTIFIER": "iPad14,1"], .pad),
    ("x86_64", ["SIMULATOR_MODEL_IDENTIFIER": "iPhone16,1"], .phone),
    ("x86_64", [:], .phone),
  ])
  func theIdiomIsTheHardwareModels(machine: String, environment: [String: String], idiom: SettingsBundle.Idiom) {
    #expect(SettingsBundle.Idiom.idiom(machine: machine, environment: environment) == idiom)
  }

  @Test func linuxReadsTheBundleAsAPhoneDoes() {
    #if os(Linux)
      #expect(SettingsBundle.Idiom.current == .phone)
    #endif
  }
}

/// The app group a bundle's values live in: read from the root pane, opened by
/// `UserDefaultsSettingsStore(for:)`, and reported when a screen edits another domain.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsBundleApplicationGroupTests {
  static func bundle(group: Any?) throws -> TemporaryBundle {
    var root: [String: Any] = [
      "PreferenceSpecifiers": [["Type": "PSToggleSwitchSpecifier", "Title": "T", "Key": "shared"]]
    ]
    root["ApplicationGroupContainerIdentifier"] = group
    return try TemporaryBundle(["Root.plist": root])
  }

  @Test func theStoreForABundleEditsItsAppGroupsSuite() throws {
    let groupSuite = try TemporaryDefaultsSuite(prefix: "group.com.example.ComponentTableTests")
    defer { groupSuite.remove() }
    let group = groupSuite.name
    let bundle = try Self.bundle(group: group)
    defer { bundle.remove() }
    let loaded = try bundle.load()
    #expect(loaded.applicationGroup == group)
    let suite = groupSuite.defaults
    let store = UserDefaultsSettingsStore(for: loaded)
    #expect(store.domainName == group)
    store.set(.bool(true), forKey: "shared")
    #expect(suite.object(forKey: "shared") as? Bool == true)
    #expect(UserDefaults.standard.object(forKey: "shared") == nil)
    // A value the Settings app wrote into the suite shows in the store.
    suite.set(false, forKey: "shared")
    store.reload()
    #expect(store.value(forKey: "shared") == .bool(false))
  }

  @Test func aBundleWithoutAGroupUsesTheStandardDefaults() throws {
    let bundle = try Self.bundle(group: nil)
    defer { bundle.remove() }
    let loaded = try bundle.load()
    #expect(loaded.applicationGroup == nil)
    #expect(UserDefaultsSettingsStore(for: loaded).defaults == UserDefaults.standard)
  }

  @Test func aGroupThatIsNotAStringIsReportedAndIgnored() throws {
    let bundle = try Self.bundle(group: 42)
    defer { bundle.remove() }
    let loaded = try bundle.load()
    #expect(loaded.applicationGroup == nil)
    #expect(
      loaded.diagnostics.map(\.problem) == [
        .wrongType(key: "ApplicationGroupContainerIdentifier", expected: "a string")
      ])
  }

  @Test func aScreenWhoseStoreEditsAnotherDomainIsReported() throws {
    let groupSuite = try TemporaryDefaultsSuite(prefix: "group.com.example.ComponentTableTests")
    defer { groupSuite.remove() }
    let group = groupSuite.name
    let bundle = try Self.bundle(group: group)
    defer { bundle.remove() }
    let loaded = try bundle.load()
    let otherSuite = try TemporaryDefaultsSuite()
    defer { otherSuite.remove() }
    let other = otherSuite.name
    let otherStore = try #require(UserDefaultsSettingsStore(suiteName: other))
    for (store, expected) in [
      (otherStore, "the suite \(other)"),
      (UserDefaultsSettingsStore(for: loaded), nil),
    ] as [(UserDefaultsSettingsStore, String?)] {
      let log = DiagnosticLog()
      let root = loaded.rootScreen(store: store)
      _ = try log.record { try TableNavigator(root: root) { _ in TerminalTableView(width: 40, height: 10) } }
      let heard = log.entries
      if let expected {
        #expect(heard.count == 1)
        #expect(heard.first?.message.contains("app group \(group)") == true)
        #expect(heard.first?.message.contains(expected) == true)
        #expect(heard.first?.message.contains("UserDefaultsSettingsStore(for:)") == true)
      } else {
        #expect(heard.isEmpty)
      }
    }
  }
}
