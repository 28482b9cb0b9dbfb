import ComponentTableSettings
import Foundation
import Testing

/// The language titles come from: Apple's fallback order (the language, its base language,
/// English, `Base.lproj`, no table), and the POSIX variables Linux users set.
@Suite(.recordsDiagnostics) struct SettingsBundleLanguageTests {
  func folder(_ lprojs: [String]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "ComponentTableSettings-\(UUID().uuidString)")
    for name in lprojs {
      try FileManager.default.createDirectory(
        at: url.appendingPathComponent("\(name).lproj"), withIntermediateDirectories: true)
    }
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test(arguments: [
    (["pt-BR"], ["pt_BR", "pt", "en"], "pt_BR"),
    (["pt-PT"], ["pt_BR", "pt", "en"], "pt"),
    (["zh-Hant-TW"], ["zh-Hant", "en"], "zh-Hant"),
    (["ja"], ["Base", "en"], "en"),
    (["ja"], ["Base", "de"], "Base"),
    (["ja"], ["de", "fr"], nil),
    (["DE"], ["de"], "de"),
  ])
  func theFolderFollowsApplesFallbackOrder(
    languages: [String], folders: [String], expected: String?
  ) throws {
    let url = try folder(folders)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(SettingsBundle.localization(in: url, preferring: languages) == expected)
  }

  @Test func noMatchingFolderMeansTheTitlesAsWritten() throws {
    let bundle = try TemporaryBundle(
      root: [["Type": "PSGroupSpecifier", "Title": "Account"]],
      files: ["de.lproj/Root.strings": "\"Account\" = \"Konto\";"])
    defer { bundle.remove() }
    let loaded = try bundle.load(languages: ["ja"])
    #expect(loaded.localization == nil)
    #expect(loaded.root.specifiers == [.group(title: "Account", footer: nil)])
  }

  @Test func thePOSIXVariablesNameTheLanguages() {
    #expect(
      SettingsBundle.languages(fromEnvironment: ["LANGUAGE": "de_CH:fr", "LANG": "en_US.UTF-8"])
        == ["de-CH", "fr", "en-US"])
    #expect(SettingsBundle.languages(fromEnvironment: ["LC_ALL": "pt_BR.UTF-8@euro"]) == ["pt-BR"])
    #expect(SettingsBundle.languages(fromEnvironment: ["LANG": "C.UTF-8"]).isEmpty)
    #expect(SettingsBundle.languages(fromEnvironment: [:]).isEmpty)
  }
}
