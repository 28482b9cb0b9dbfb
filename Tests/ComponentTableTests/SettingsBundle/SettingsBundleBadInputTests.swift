import ComponentTableSettings
import Foundation
import Testing

/// Every bad input the loader refuses: the error names the file, the specifier's index and
/// the problem, and nothing is half-loaded (the initializer throws; there is no bundle).
@Suite struct SettingsBundleBadInputTests {
  typealias Problem = SettingsBundleError.Problem

  static var specifierCases: [(specifier: [String: Any], problem: Problem)] {
    [
      (["Title": "No type"], .missingType),
      (["Type": 3], .wrongType(key: "Type", expected: "a string")),
      (
        ["Type": "PSToggleSwitchSpecifier", "Title": "T"],
        .missingKey("Key", type: "PSToggleSwitchSpecifier")
      ),
      (
        ["Type": "PSToggleSwitchSpecifier", "Key": "k"],
        .missingKey("Title", type: "PSToggleSwitchSpecifier")
      ),
      (
        ["Type": "PSToggleSwitchSpecifier", "Title": "T", "Key": 1],
        .wrongType(key: "Key", expected: "a string")
      ),
      (
        ["Type": "PSToggleSwitchSpecifier", "Title": "T", "Key": "k", "DefaultValue": ["x"]],
        .wrongType(key: "DefaultValue", expected: "a Boolean, a number or a string")
      ),
      (
        ["Type": "PSTextFieldSpecifier", "Title": "T"],
        .missingKey("Key", type: "PSTextFieldSpecifier")
      ),
      (
        ["Type": "PSTextFieldSpecifier", "Key": "k", "KeyboardType": "Emoji"],
        .invalidValue(
          key: "KeyboardType", value: "Emoji",
          allowed: SettingsPaneParser.keyboardTypes.joined(separator: ", "))
      ),
      (
        ["Type": "PSTextFieldSpecifier", "Key": "k", "IsSecure": "yes"],
        .wrongType(key: "IsSecure", expected: "a Boolean")
      ),
      (
        ["Type": "PSTitleValueSpecifier", "Title": "T", "Key": "k", "Titles": ["a"]],
        .missingKey("Values", type: "PSTitleValueSpecifier")
      ),
      (
        [
          "Type": "PSMultiValueSpecifier", "Title": "T", "Key": "k", "Titles": ["a", "b", "c"],
          "Values": [1, 2],
        ],
        .titlesAndValuesDiffer(titles: 3, values: 2)
      ),
      (
        ["Type": "PSMultiValueSpecifier", "Title": "T", "Key": "k", "Values": [1]],
        .missingKey("Titles", type: "PSMultiValueSpecifier")
      ),
      (
        ["Type": "PSMultiValueSpecifier", "Key": "k", "Titles": ["a"], "Values": [1]],
        .missingKey("Title", type: "PSMultiValueSpecifier")
      ),
      (
        ["Type": "PSMultiValueSpecifier", "Title": "T", "Key": "k", "Titles": "a", "Values": [1]],
        .wrongType(key: "Titles", expected: "an array of strings")
      ),
      (
        ["Type": "PSRadioGroupSpecifier", "Key": "k", "Titles": ["a"], "Values": [1, 2]],
        .titlesAndValuesDiffer(titles: 1, values: 2)
      ),
      (
        ["Type": "PSRadioGroupSpecifier", "Titles": ["a"], "Values": [1]],
        .missingKey("Key", type: "PSRadioGroupSpecifier")
      ),
      (
        ["Type": "PSSliderSpecifier", "Key": "k", "MaximumValue": 1],
        .missingKey("MinimumValue", type: "PSSliderSpecifier")
      ),
      (
        ["Type": "PSSliderSpecifier", "Key": "k", "MinimumValue": "0", "MaximumValue": 1],
        .wrongType(key: "MinimumValue", expected: "a number")
      ),
      (
        ["Type": "PSSliderSpecifier", "Key": "k", "MinimumValue": 5, "MaximumValue": 5],
        .invalidValue(key: "MaximumValue", value: "5.0", allowed: "numbers above MinimumValue 5.0")
      ),
      (
        ["Type": "PSChildPaneSpecifier", "Title": "More"],
        .missingKey("File", type: "PSChildPaneSpecifier")
      ),
    ]
  }

  @Test(arguments: specifierCases.indices)
  func aSpecifierWithoutWhatItsTypeNeedsIsNamedByFileAndIndex(caseIndex: Int) throws {
    let (specifier, problem) = Self.specifierCases[caseIndex]
    let good: [String: Any] = ["Type": "PSGroupSpecifier", "Title": "G"]
    let bundle = try TemporaryBundle(root: [good, good, specifier])
    defer { bundle.remove() }
    let error = try #require(bundle.loadError())
    #expect(error == SettingsBundleError(file: "Root.plist", index: 2, problem: problem))
    #expect(error.description.hasPrefix("Root.plist, specifier 2: "))
  }

  @Test func aMalformedPropertyListIsNamed() throws {
    let bundle = try TemporaryBundle(["Root.plist": "<plist><dict><key>Pref"])
    defer { bundle.remove() }
    #expect(
      bundle.loadError() == SettingsBundleError(file: "Root.plist", problem: .malformedPropertyList)
    )
  }

  @Test func aRootThatIsNotADictionaryIsNamed() throws {
    let bundle = try TemporaryBundle(["Root.plist": ["a", "b"]])
    defer { bundle.remove() }
    #expect(bundle.loadError() == SettingsBundleError(file: "Root.plist", problem: .notADictionary))
  }

  @Test func aMissingRootIsNamed() throws {
    let bundle = try TemporaryBundle(["Other.plist": ["PreferenceSpecifiers": []]])
    defer { bundle.remove() }
    let error = try #require(bundle.loadError())
    #expect(error == SettingsBundleError(file: "Root.plist", problem: .missingFile))
    #expect(error.description == "Root.plist: the file does not exist")
  }

  @Test(arguments: [["Title": "x"], ["PreferenceSpecifiers": "not an array"]])
  func missingPreferenceSpecifiersIsNamed(root: [String: String]) throws {
    let bundle = try TemporaryBundle(["Root.plist": root])
    defer { bundle.remove() }
    #expect(
      bundle.loadError()
        == SettingsBundleError(file: "Root.plist", problem: .missingPreferenceSpecifiers))
  }

  @Test func aSpecifierThatIsNotADictionaryIsNamed() throws {
    let bundle = try TemporaryBundle([
      "Root.plist": ["PreferenceSpecifiers": [["Type": "PSGroupSpecifier"], "oops"]]
    ])
    defer { bundle.remove() }
    #expect(
      bundle.loadError()
        == SettingsBundleError(file: "Root.plist", index: 1, problem: .specifierNotADictionary))
  }

  @Test func aMissingChildPaneIsNamedWhereItIsReferenced() throws {
    let bundle = try TemporaryBundle(
      root: [["Type": "PSChildPaneSpecifier", "Title": "A", "File": "A"]],
      files: [
        "A.plist": [
          "PreferenceSpecifiers": [
            ["Type": "PSGroupSpecifier"],
            ["Type": "PSChildPaneSpecifier", "Title": "B", "File": "Gone"],
          ]
        ]
      ])
    defer { bundle.remove() }
    let error = try #require(bundle.loadError())
    #expect(
      error
        == SettingsBundleError(
          file: "A.plist", index: 1, problem: .missingChildPane(file: "Gone.plist")))
    #expect(error.description == "A.plist, specifier 1: the child pane Gone.plist does not exist")
  }

  @Test func aCycleOfChildPanesIsNamed() throws {
    let bundle = try TemporaryBundle(
      root: [["Type": "PSChildPaneSpecifier", "Title": "A", "File": "A"]],
      files: [
        "A.plist": [
          "PreferenceSpecifiers": [["Type": "PSChildPaneSpecifier", "Title": "B", "File": "B"]]
        ],
        "B.plist": [
          "PreferenceSpecifiers": [
            ["Type": "PSGroupSpecifier"],
            ["Type": "PSChildPaneSpecifier", "Title": "A", "File": "A.plist"],
          ]
        ],
      ])
    defer { bundle.remove() }
    let error = try #require(bundle.loadError())
    #expect(
      error
        == SettingsBundleError(
          file: "B.plist", index: 1, problem: .childPaneCycle(["A.plist", "B.plist", "A.plist"])))
    #expect(error.description.contains("A.plist → B.plist → A.plist"))
  }

  @Test func aPaneThatOpensItselfIsACycle() throws {
    let bundle = try TemporaryBundle(root: [
      ["Type": "PSChildPaneSpecifier", "Title": "Me", "File": "Root"]
    ])
    defer { bundle.remove() }
    #expect(
      bundle.loadError()
        == SettingsBundleError(
          file: "Root.plist", index: 0, problem: .childPaneCycle(["Root.plist", "Root.plist"])))
  }

  @Test func twoPanesOpeningTheSameChildAreNotACycle() throws {
    let child = ["Type": "PSChildPaneSpecifier", "Title": "C", "File": "C"]
    let bundle = try TemporaryBundle(
      root: [child, ["Type": "PSChildPaneSpecifier", "Title": "A", "File": "A"]],
      files: [
        "A.plist": ["PreferenceSpecifiers": [child]], "C.plist": ["PreferenceSpecifiers": []],
      ])
    defer { bundle.remove() }
    #expect(try bundle.load().panes.keys.sorted() == ["A.plist", "C.plist", "Root.plist"])
  }

  @Test func aMalformedStringsTableIsNamed() throws {
    let bundle = try TemporaryBundle(
      root: [["Type": "PSGroupSpecifier", "Title": "G"]],
      files: ["de.lproj/Root.strings": "\"G\" = "])
    defer { bundle.remove() }
    #expect(
      bundle.loadError(languages: ["de"])
        == SettingsBundleError(file: "de.lproj/Root.strings", problem: .malformedPropertyList))
    // Without an en.lproj the only localisation there is is used, so it is read too.
    #expect(bundle.loadError(languages: ["en"])?.file == "de.lproj/Root.strings")
  }
}
