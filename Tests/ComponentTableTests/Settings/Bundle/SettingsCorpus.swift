import ComponentTableSettings
import Foundation

/// Settings.bundle shapes met in real apps, written here from scratch (no app's files are
/// copied): each is a map of file names to contents for ``TemporaryBundle`` and the number
/// of diagnostics loading it must report, and how many more showing it with no hooks adds.
enum SettingsCorpus {
  struct Fixture {
    let name: String
    let files: [String: Any]
    let diagnostics: Int
    /// Diagnostics the root screen adds when shown without hooks: choices that leave their
    /// options to the app.
    var shownDiagnostics = 0
  }

  static func toggle(_ key: String, _ title: String = "Toggle") -> [String: Any] {
    ["Type": "PSToggleSwitchSpecifier", "Title": title, "Key": key, "DefaultValue": true]
  }

  static func pane(_ specifiers: [[String: Any]], title: String? = nil) -> [String: Any] {
    var pane: [String: Any] = ["PreferenceSpecifiers": specifiers]
    pane["Title"] = title
    return pane
  }

  static func binary(_ object: Any) -> Data {
    (try? PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
      ?? Data()
  }

  static var all: [Fixture] {
    [
      Fixture(
        name: "binary plists",
        files: [
          "Root.plist": binary(
            pane([
              ["Type": "PSGroupSpecifier", "Title": "Sync"], toggle("sync"),
              ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "More"],
            ])),
          "More.plist": binary(pane([toggle("more")])),
        ], diagnostics: 0),
      Fixture(
        name: "UTF-16 strings with and without a byte-order mark",
        files: [
          "Root.plist": pane([["Type": "PSGroupSpecifier", "Title": "Sync"], toggle("sync", "Wi-Fi")]),
          "en.lproj/Root.strings": "\"Sync\" = \"Synchronisation\";\n".data(using: .utf16)!,
          "de.lproj/Root.strings": "\"Sync\" = \"Abgleich\";\n".data(using: .utf16LittleEndian)!,
        ], diagnostics: 0),
      Fixture(
        name: "panes in subfolders",
        files: [
          "Root.plist": pane([["Type": "PSChildPaneSpecifier", "Title": "About", "File": "About/About"]]),
          "About/About.plist": pane([
            ["Type": "PSChildPaneSpecifier", "Title": "MIT", "File": "About/Licences/MIT"]
          ]),
          "About/Licences/MIT.plist": pane([["Type": "PSGroupSpecifier", "FooterText": "Permission…"]]),
        ], diagnostics: 0),
      Fixture(
        name: "40 child panes",
        files: fortyLicences(), diagnostics: 0),
      Fixture(
        name: "a 1,000-row acknowledgements pane",
        files: [
          "Root.plist": pane([
            ["Type": "PSChildPaneSpecifier", "Title": "Acknowledgements", "File": "Acknowledgements"]
          ]),
          "Acknowledgements.plist": pane(
            (0..<1000).map {
              ["Type": "PSGroupSpecifier", "Title": "Library \($0)", "FooterText": "Licence \($0)"]
            }),
        ], diagnostics: 0),
      Fixture(
        name: "number titles",
        files: [
          "Root.plist": pane([
            [
              "Type": "PSMultiValueSpecifier", "Title": 2026, "Key": "year", "DefaultValue": 2026,
              "Titles": [2025, 2026], "Values": [2025, 2026],
            ],
            ["Type": "PSGroupSpecifier", "Title": 7],
          ])
        ], diagnostics: 0),
      Fixture(
        name: "every KeyboardType in every case",
        files: ["Root.plist": pane(everyKeyboard())], diagnostics: 0),
      Fixture(
        name: "InAppSettingsKit",
        files: [
          "Root.plist": pane([toggle("system")]),
          "Root.inApp.plist": pane([
            ["Type": "IASKButtonSpecifier", "Title": "Log Out", "Key": "logout"],
            ["Type": "PSChildPaneSpecifier", "Title": "Account", "IASKViewControllerClass": "A"],
            ["Type": "IASKOpenURLSpecifier", "Title": "Web", "File": "https://example.com"],
            ["Type": "PSMultiValueSpecifier", "Title": "Server", "Key": "server"],
            ["Type": "IASKDatePickerSpecifier", "Title": "Since", "Key": "since"],
            ["Type": "IASKTextViewSpecifier", "Title": "Notes", "Key": "notes"],
          ]),
        ], diagnostics: 0, shownDiagnostics: 1),
      Fixture(
        name: "sloppy: what real bundles get wrong",
        files: [
          "Root.plist": pane([
            ["Title": "No type"],
            ["Type": "PSToggleSwitchSpecifier", "Title": "No key"],
            ["Type": "PSMultiValueSpecifier", "Title": "T", "Key": "t", "Titles": ["a", "b"]],
            ["Type": "PSChildPaneSpecifier", "Title": "Gone", "File": "Gone"],
            ["Type": "PSChildPaneSpecifier", "Title": "Out", "File": "../../outside"],
            ["Type": "PSTextFieldSpecifier", "Key": "k", "AutocorrectionType": "no"],
            toggle("t2"),
          ]),
          "en.lproj/Root.strings": "\"T\" = \"Tee\"",
        ], diagnostics: 6),
    ]
  }

  static func fortyLicences() -> [String: Any] {
    var files: [String: Any] = [:]
    var rows: [[String: Any]] = [["Type": "PSGroupSpecifier", "Title": "Licences"]]
    for index in 1...40 {
      rows.append(["Type": "PSChildPaneSpecifier", "Title": "Library \(index)", "File": "L\(index)"])
      files["L\(index).plist"] = pane([["Type": "PSGroupSpecifier", "FooterText": "Licence text \(index)"]])
    }
    files["Root.plist"] = pane(rows)
    return files
  }

  static func everyKeyboard() -> [[String: Any]] {
    let keyboards = SettingsPaneParser.keyboardTypes + SettingsPaneParser.moreKeyboardTypes
    return keyboards.enumerated().flatMap { index, keyboard in
      [keyboard, keyboard.lowercased()].map { spelling -> [String: Any] in
        [
          "Type": "PSTextFieldSpecifier", "Title": spelling, "Key": "k\(index)\(spelling)",
          "KeyboardType": spelling, "AutocapitalizationType": "words",
          "AutocorrectionType": "NO",
        ]
      }
    }
  }
}
