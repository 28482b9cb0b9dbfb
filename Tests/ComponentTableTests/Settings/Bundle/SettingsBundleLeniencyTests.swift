import ComponentTableSettings
import Foundation
import Testing

/// What iOS opens opens here: every spelling of the text field traits, numbers as titles,
/// bad `.strings` tables (untranslated titles, one diagnostic), and child panes kept inside
/// the bundle.
@Suite(.recordsDiagnostics) struct SettingsBundleLeniencyTests {
  func textField(_ traits: [String: Any]) throws -> (SettingsSpecifier.TextField, [String]) {
    let bundle = try TemporaryBundle(root: [
      ["Type": "PSTextFieldSpecifier", "Key": "k"].merging(traits) { _, new in new }
    ])
    defer { bundle.remove() }
    let loaded = try bundle.load()
    guard case .textField(let field) = loaded.root.specifiers.first else {
      throw SettingsError(file: "?", problem: .missingType)
    }
    return (field, loaded.diagnostics.map(\.description))
  }

  @Test(arguments: [
    ("no", "yes", "words", "No", "Yes", "Words"),
    ("NO", "DEFAULT", "allcharacters", "No", "Default", "AllCharacters"),
    (
      "UITextAutocorrectionTypeNo", "UITextAutocorrectionTypeYes",
      "UITextAutocapitalizationTypeSentences", "No", "Yes", "Sentences"
    ),
  ])
  func traitsAreReadInAnyCaseAndSpelling(
    spelled: (String, String, String, String, String, String)
  ) throws {
    let (correction, _, capitalization, expectedCorrection, _, expectedCapitalization) = spelled
    let (field, diagnostics) = try textField([
      "AutocorrectionType": correction, "AutocapitalizationType": capitalization,
    ])
    #expect(field.autocorrectionType == expectedCorrection)
    #expect(field.autocapitalizationType == expectedCapitalization)
    #expect(diagnostics.isEmpty)
    let (other, _) = try textField(["AutocorrectionType": spelled.1])
    #expect(other.autocorrectionType == spelled.4)
  }

  @Test(
    arguments: SettingsPaneParser.keyboardTypes + SettingsPaneParser.moreKeyboardTypes)
  func everyKeyboardTypeIsReadInAnyCase(keyboard: String) throws {
    for spelling in [keyboard, keyboard.lowercased(), keyboard.uppercased()] {
      let (field, diagnostics) = try textField(["KeyboardType": spelling])
      #expect(field.keyboardType == keyboard)
      #expect(diagnostics.isEmpty)
    }
  }

  @Test func keyboardsTheRowDoesNotNameTakeTheNearestOne() throws {
    let (ascii, _) = try textField(["KeyboardType": "ASCIICapableNumberPad"])
    #expect(ascii.traits.keyboard == .numberPad)
    let (search, _) = try textField(["KeyboardType": "webSearch"])
    #expect(search.traits.keyboard == .url)
  }

  /// A decimal pad keeps its decimal point ("2.5" can be typed), a phone pad its `+`.
  @Test func decimalAndPhonePadsKeepTheirOwnKeyboard() throws {
    let (decimal, _) = try textField(["KeyboardType": "DecimalPad"])
    #expect(decimal.traits.keyboard == .decimalPad)
    let (phone, _) = try textField(["KeyboardType": "phonepad"])
    #expect(phone.traits.keyboard == .phonePad)
  }

  @Test func numberTitlesAreShownAsText() throws {
    let bundle = try TemporaryBundle(root: [
      [
        "Type": "PSMultiValueSpecifier", "Title": 2024, "Key": "year", "Titles": [2023, 2024],
        "Values": [2023, 2024],
      ]
    ])
    defer { bundle.remove() }
    let loaded = try bundle.load()
    guard case .multiValue(let choice) = loaded.root.specifiers.first else {
      Issue.record("not a multi-value: \(loaded.root.specifiers)")
      return
    }
    #expect(choice.title == "2024" && choice.titles == ["2023", "2024"])
    #expect(loaded.diagnostics.isEmpty)
  }

  /// Tables iOS cannot read: it shows the titles as written.
  static let badTables: [(Data, String)] = [
    (Data("\"G\" = \"Gruppe\"\n\"T\" = \"Titel\";".utf8), "missing ';' after the entry on line 1"),
    (Data("\"G\" = ".utf8), "the table ends on line 1"),
    (Data([0x22, 0x47, 0x22, 0x3D, 0x22, 0xE9, 0x22, 0x3B]), "neither UTF-8 nor UTF-16"),
    (Data("/* never closed".utf8), "the comment on line 1 never ends"),
  ]

  @Test(arguments: badTables.indices)
  func aBadStringsTableLeavesTitlesUntranslatedWithOneDiagnostic(index: Int) throws {
    let (table, reason) = Self.badTables[index]
    let bundle = try TemporaryBundle(
      root: [["Type": "PSGroupSpecifier", "Title": "G"]],
      files: ["de.lproj/Root.strings": table])
    defer { bundle.remove() }
    let loaded = try bundle.load(languages: ["de"])
    #expect(loaded.root.specifiers == [.group(title: "G", footer: nil)])
    #expect(loaded.diagnostics.count == 1)
    let diagnostic = try #require(loaded.diagnostics.first)
    #expect(diagnostic.file == "de.lproj/Root.strings")
    #expect(diagnostic.description.contains(reason), "\(diagnostic)")
    #expect(diagnostic.description.hasSuffix("; the titles are shown untranslated"))
  }

  @Test func anEmptyStringsTableIsNoTranslationAndNoProblem() throws {
    let bundle = try TemporaryBundle(
      root: [["Type": "PSGroupSpecifier", "Title": "G"]], files: ["de.lproj/Root.strings": ""])
    defer { bundle.remove() }
    let loaded = try bundle.load(languages: ["de"])
    #expect(loaded.root.specifiers == [.group(title: "G", footer: nil)])
    #expect(loaded.diagnostics.isEmpty)
  }

  @Test(arguments: ["utf16-bom", "utf16le", "utf16be", "utf8-bom", "binary", "comments"])
  func stringsTablesInEveryEncodingXcodeWritesLoad(kind: String) throws {
    let text = "/* Group */\n\"G\" = \"Grüße \\\"A\\\"\";\n// line\nT = \"Titel\\n2\";\n"
    var table: Data
    switch kind {
    case "utf16-bom": table = text.data(using: .utf16)!
    case "utf16le": table = text.data(using: .utf16LittleEndian)!
    case "utf16be": table = text.data(using: .utf16BigEndian)!
    case "utf8-bom": table = Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
    case "binary":
      table = try PropertyListSerialization.data(
        fromPropertyList: ["G": "Grüße \"A\"", "T": "Titel\n2"], format: .binary, options: 0)
    default: table = Data("{ \"G\" = \"Grüße \\\"A\\\"\"; /* x */ T = \"Titel\\n2\"; }".utf8)
    }
    let bundle = try TemporaryBundle(
      root: [["Type": "PSGroupSpecifier", "Title": "G", "FooterText": "T"]],
      files: ["de.lproj/Root.strings": table])
    defer { bundle.remove() }
    let loaded = try bundle.load(languages: ["de"])
    #expect(loaded.root.specifiers == [.group(title: "Grüße \"A\"", footer: "Titel\n2")])
    #expect(loaded.diagnostics.isEmpty)
  }

  @Test(arguments: ["../../outside", "../outside.plist", "/tmp/outside", "link/outside"])
  func childPanesOutsideTheBundleAreNeverRead(file: String) throws {
    let bundle = try TemporaryBundle(root: [
      ["Type": "PSChildPaneSpecifier", "Title": "Out", "File": file]
    ])
    defer { bundle.remove() }
    // A pane beside the bundle, and a link inside the bundle that leads to its folder.
    let outside: [String: Any] = [
      "PreferenceSpecifiers": [["Type": "PSToggleSwitchSpecifier", "Title": "X", "Key": "x"]]
    ]
    let parent = bundle.url.deletingLastPathComponent()
    let data = try PropertyListSerialization.data(
      fromPropertyList: outside, format: .xml, options: 0)
    try data.write(to: parent.appendingPathComponent("outside.plist"))
    try FileManager.default.createDirectory(
      at: parent.appendingPathComponent("a"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bundle.url.appendingPathComponent("link"), withDestinationURL: parent)
    let loaded = try bundle.load()
    #expect(loaded.paneFiles == ["Root.plist"])
    #expect(loaded.keys.isEmpty)
    #expect(loaded.diagnostics.map(\.problem) == [.childPaneOutsideBundle(file: file)])
  }

  @Test func aPaneInASubfolderLoads() throws {
    let bundle = try TemporaryBundle(
      root: [["Type": "PSChildPaneSpecifier", "Title": "About", "File": "About/About"]],
      files: [
        "About/About.plist": [
          "PreferenceSpecifiers": [["Type": "PSToggleSwitchSpecifier", "Title": "X", "Key": "x"]]
        ]
      ])
    defer { bundle.remove() }
    let loaded = try bundle.load()
    #expect(loaded.paneFiles == ["Root.plist", "About/About.plist"])
    #expect(loaded.diagnostics.isEmpty)
  }
}
