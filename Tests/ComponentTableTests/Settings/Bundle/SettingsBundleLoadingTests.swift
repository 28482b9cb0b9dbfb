import ComponentTableSettings
import Foundation
import Testing

/// Loading the example bundle: panes, localisation and default registration.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsBundleLoadingTests {
  @Test func theExampleBundleLoadsEveryPane() throws {
    let bundle = try SettingsBundle(contentsOf: exampleBundleURL, preferredLanguages: ["en"])
    #expect(bundle.panes.keys.sorted() == ["Privacy.plist", "Root.plist"])
    #expect(bundle.localization == "en")
    #expect(bundle.root.title == "Settings")
    let types = Set(bundle.panes.values.flatMap(\.specifiers).map { "\($0)".prefix { $0 != "(" } })
    // The README promises these; the bundle must keep showing every one.
    #expect(
      types == [
        "group", "toggle", "textField", "titleValue", "multiValue", "radioGroup", "slider",
        "childPane",
      ])
  }

  @Test(arguments: [["de"], ["de-CH", "en"], ["fr", "de"]])
  func titlesComeFromThePreferredLocalisation(languages: [String]) throws {
    let bundle = try SettingsBundle(contentsOf: exampleBundleURL, preferredLanguages: languages)
    #expect(bundle.localization == "de")
    #expect(bundle.root.title == "Einstellungen")
    #expect(
      bundle.root.specifiers.first
        == .group(
          title: "Konto", footer: "Dein Name ist für Personen sichtbar, mit denen du teilst."))
    #expect(bundle.panes["Privacy.plist"]?.title == "Datenschutz")
  }

  @Test func stringsTablesInUTF16AsXcodeWroteThemLoad() throws {
    var utf16 = Data([0xFF, 0xFE])
    utf16.append("/* old Xcode */\n\"General\" = \"Général\";\n".data(using: .utf16LittleEndian)!)
    let bundle = try TemporaryBundle(
      root: [["Type": "PSGroupSpecifier", "Title": "General"]],
      files: ["fr.lproj/Root.strings": utf16])
    defer { bundle.remove() }
    let specifiers = try bundle.load(languages: ["fr"]).root.specifiers
    #expect(specifiers == [.group(title: "Général", footer: nil)])
  }

  @Test func unknownLanguagesFallBackToEnglish() throws {
    let bundle = try SettingsBundle(contentsOf: exampleBundleURL, preferredLanguages: ["ja"])
    #expect(bundle.localization == "en")
    #expect(
      bundle.root.specifiers.first
        == .group(title: "Account", footer: "Your name is shown to people you share with."))
  }

  @Test func defaultsAreRegisteredForEveryPaneWithoutReplacingUserValues() throws {
    let bundle = try SettingsBundle(contentsOf: exampleBundleURL, preferredLanguages: ["en"])
    let store = InMemorySettingsStore(["theme": .string("dark")])
    bundle.registerDefaults(in: store)
    #expect(store.value(forKey: "theme") == .string("dark"))
    #expect(store.value(forKey: "refresh_minutes") == .integer(15))
    #expect(store.value(forKey: "crash_reports") == .string("YES"))  // from the child pane
    #expect(store.value(forKey: "volume") == .double(0.5))
    #expect(store.value(forKey: "passcode") == nil)  // no DefaultValue
    #expect(store.userValues == ["theme": .string("dark")])
  }
}
