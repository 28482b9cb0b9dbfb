import ComponentTable
import ComponentTableSettings
import Foundation
import Testing

/// Parsing: every Apple specifier type into the typed model, with localisation.
@Suite(.recordsDiagnostics) struct SettingsBundleParsingTests {
  func parse(_ specifiers: [[String: Any]], strings: [String: String] = [:]) throws
    -> [SettingsSpecifier]
  {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["PreferenceSpecifiers": specifiers], format: .xml, options: 0)
    return try SettingsPaneParser.parse(data, file: "Root.plist") { _ in strings }.specifiers
  }

  @Test func everySpecifierTypeParses() throws {
    let specifiers = try parse([
      ["Type": "PSGroupSpecifier", "Title": "General", "FooterText": "Note"],
      [
        "Type": "PSToggleSwitchSpecifier", "Title": "Sync", "Key": "sync", "DefaultValue": "YES",
        "TrueValue": "YES", "FalseValue": "NO",
      ],
      [
        "Type": "PSTextFieldSpecifier", "Title": "Code", "Key": "code", "IsSecure": true,
        "KeyboardType": "NumberPad", "AutocapitalizationType": "None", "AutocorrectionType": "No",
      ],
      [
        "Type": "PSTitleValueSpecifier", "Title": "Plan", "Key": "plan", "DefaultValue": "f",
        "Titles": ["Family"], "Values": ["f"],
      ],
      [
        "Type": "PSMultiValueSpecifier", "Title": "Refresh", "Key": "refresh", "DefaultValue": 15,
        "Titles": ["5 min", "15 min"], "Values": [5, 15], "ShortTitles": ["5", "15"],
      ],
      [
        "Type": "PSRadioGroupSpecifier", "Title": "Theme", "Key": "theme", "FooterText": "Foot",
        "Titles": ["Light", "Dark"], "Values": ["light", "dark"],
      ],
      [
        "Type": "PSSliderSpecifier", "Key": "volume", "DefaultValue": 0.5, "MinimumValue": 0,
        "MaximumValue": 1,
      ],
      ["Type": "PSChildPaneSpecifier", "Title": "More", "File": "More"],
      ["Type": "PSFancySpecifier", "Title": "Fancy"],
    ])
    #expect(specifiers.count == 9)
    #expect(specifiers[0] == .group(title: "General", footer: "Note"))
    #expect(
      specifiers[1]
        == .toggle(
          .init(
            title: "Sync", key: "sync", defaultValue: .string("YES"), trueValue: .string("YES"),
            falseValue: .string("NO"))))
    #expect(
      specifiers[2]
        == .textField(
          .init(
            title: "Code", key: "code", defaultValue: nil, isSecure: true,
            keyboardType: "NumberPad",
            autocapitalizationType: "None", autocorrectionType: "No")))
    guard case .textField(let code) = specifiers[2] else {
      Issue.record("not a text field")
      return
    }
    #expect(
      code.traits
        == TextInputTraits(
          isSecure: true, keyboard: .numberPad, capitalization: .none, correction: .no))
    guard case .titleValue(let plan) = specifiers[3] else {
      Issue.record("not a title value")
      return
    }
    #expect(plan.text(for: .string("f")) == "Family")
    #expect(plan.text(for: .string("other")) == "other")
    guard case .multiValue(let refresh) = specifiers[4] else {
      Issue.record("not a multi value")
      return
    }
    #expect(refresh.values == [.integer(5), .integer(15)])
    #expect(refresh.index(of: .double(15)) == 1)
    #expect(refresh.shortTitles == ["5", "15"])
    #expect(specifiers[4].defaultValue == .integer(15))
    guard case .radioGroup(let theme) = specifiers[5] else {
      Issue.record("not a radio group")
      return
    }
    #expect(theme.choice.titles == ["Light", "Dark"] && theme.footer == "Foot")
    #expect(
      specifiers[6]
        == .slider(
          .init(title: "", key: "volume", defaultValue: 0.5, minimumValue: 0, maximumValue: 1)
        ))
    #expect(specifiers[7] == .childPane(title: "More", file: "More"))
    #expect(specifiers[8] == .unknown(type: "PSFancySpecifier", title: "Fancy"))
    #expect(
      specifiers.map(\.key) == [
        nil, "sync", "code", "plan", "refresh", "theme", "volume", nil, nil,
      ])
  }

  @Test func defaultsOfOptionalKeys() throws {
    let specifiers = try parse([
      ["Type": "PSToggleSwitchSpecifier", "Title": "On", "Key": "on"],
      ["Type": "PSTextFieldSpecifier", "Key": "text"],
      [
        "Type": "PSSliderSpecifier", "Key": "s", "MinimumValue": 2, "MaximumValue": 4,
        "DefaultValue": 9,
      ],
    ])
    #expect(
      specifiers[0]
        == .toggle(
          .init(
            title: "On", key: "on", defaultValue: nil, trueValue: .bool(true),
            falseValue: .bool(false))))
    #expect(
      specifiers[1]
        == .textField(
          .init(
            title: "", key: "text", defaultValue: nil, isSecure: false, keyboardType: "Alphabet",
            autocapitalizationType: "None", autocorrectionType: "Default")))
    #expect(specifiers[2].defaultValue == .double(4))  // clamped to the range
  }

  @Test func titlesFooterAndOptionTitlesAreLocalisedButValuesAreNot() throws {
    let strings = ["General": "Allgemein", "Note": "Notiz", "Light": "Hell", "light": "WRONG"]
    let specifiers = try parse(
      [
        ["Type": "PSGroupSpecifier", "Title": "General", "FooterText": "Note"],
        [
          "Type": "PSMultiValueSpecifier", "Title": "Untranslated", "Key": "k", "Titles": ["Light"],
          "Values": ["light"],
        ],
      ], strings: strings)
    #expect(specifiers[0] == .group(title: "Allgemein", footer: "Notiz"))
    guard case .multiValue(let choice) = specifiers[1] else {
      Issue.record("not a multi value")
      return
    }
    #expect(choice.title == "Untranslated")
    #expect(choice.titles == ["Hell"])
    #expect(choice.values == [.string("light")])
  }

  @Test func theStringsTableDefaultsToThePaneFileName() throws {
    var asked: [String] = []
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["PreferenceSpecifiers": [[String: Any]](), "Title": "T"], format: .xml,
      options: 0)
    let pane = try SettingsPaneParser.parse(data, file: "Network.plist") { name in
      asked.append(name)
      return ["T": "Netz"]
    }
    #expect(asked == ["Network"])
    #expect(pane.title == "Netz" && pane.stringsTable == "Network")
  }
}
