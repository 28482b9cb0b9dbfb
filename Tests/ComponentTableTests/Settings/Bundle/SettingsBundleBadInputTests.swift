import ComponentTableSettings
import Foundation
import Testing

/// Bad input costs only what it is in, as on iOS: a specifier without what its type needs is a
/// plain row, one iOS leaves out is left out, a bad optional key is ignored; each is a
/// diagnostic naming the file, the specifier's index and the problem, listed when the bundle
/// loads. Only a root pane that cannot be read refuses the bundle.
@Suite(.recordsDiagnostics) struct SettingsBundleBadInputTests {
  typealias Problem = SettingsError.Problem

  /// What becomes of the specifier.
  enum Outcome: Equatable {
    case plainRow, leftOut, kept
  }

  static var specifierCases: [(specifier: [String: Any], problem: Problem, outcome: Outcome)] {
    [
      (["Title": "No type"], .missingType, .leftOut),
      (["Type": 3], .wrongType(key: "Type", expected: "a string"), .leftOut),
      (
        ["Type": "PSToggleSwitchSpecifier", "Title": "T"],
        .missingKey("Key", type: "PSToggleSwitchSpecifier"), .plainRow
      ),
      (
        ["Type": "PSToggleSwitchSpecifier", "Title": "T", "Key": 1],
        .wrongType(key: "Key", expected: "a string"), .plainRow
      ),
      (
        ["Type": "PSToggleSwitchSpecifier", "Title": "T", "Key": "k", "DefaultValue": ["x"]],
        .wrongType(key: "DefaultValue", expected: "a Boolean, a number or a string"), .kept
      ),
      (
        ["Type": "PSTextFieldSpecifier", "Title": "T"],
        .missingKey("Key", type: "PSTextFieldSpecifier"), .plainRow
      ),
      (
        ["Type": "PSTextFieldSpecifier", "Key": "k", "KeyboardType": "Emoji"],
        .invalidValue(
          key: "KeyboardType", value: "Emoji",
          allowed: (SettingsPaneParser.keyboardTypes + SettingsPaneParser.moreKeyboardTypes)
            .joined(separator: ", ")), .kept
      ),
      (
        ["Type": "PSTextFieldSpecifier", "Key": "k", "IsSecure": "maybe"],
        .wrongType(key: "IsSecure", expected: "a Boolean"), .kept
      ),
      (
        ["Type": "PSTitleValueSpecifier", "Title": "T", "Key": "k", "Titles": ["a"]],
        .missingKey("Values", type: "PSTitleValueSpecifier"), .kept
      ),
      (
        [
          "Type": "PSMultiValueSpecifier", "Title": "T", "Key": "k", "Titles": ["a", "b", "c"],
          "Values": [1, 2],
        ],
        .titlesAndValuesDiffer(titles: 3, values: 2), .kept
      ),
      (
        ["Type": "PSMultiValueSpecifier", "Title": "T", "Key": "k", "Values": [1]],
        .missingKey("Titles", type: "PSMultiValueSpecifier"), .kept
      ),
      (
        ["Type": "PSMultiValueSpecifier", "Title": "T", "Key": "k", "Titles": "a", "Values": [1]],
        .wrongType(key: "Titles", expected: "an array of strings"), .kept
      ),
      (
        ["Type": "PSRadioGroupSpecifier", "Titles": ["a"], "Values": [1]],
        .missingKey("Key", type: "PSRadioGroupSpecifier"), .plainRow
      ),
      (
        ["Type": "PSSliderSpecifier", "Key": "k", "MaximumValue": 1],
        .missingKey("MinimumValue", type: "PSSliderSpecifier"), .plainRow
      ),
      (
        ["Type": "PSSliderSpecifier", "Key": "k", "MinimumValue": "low", "MaximumValue": 1],
        .wrongType(key: "MinimumValue", expected: "a number"), .plainRow
      ),
      (
        ["Type": "PSSliderSpecifier", "Key": "k", "MinimumValue": 5, "MaximumValue": 5],
        .invalidValue(key: "MaximumValue", value: "5.0", allowed: "numbers above MinimumValue 5.0"),
        .plainRow
      ),
      (
        ["Type": "PSChildPaneSpecifier", "Title": "More"],
        .missingKey("File", type: "PSChildPaneSpecifier"), .plainRow
      ),
      (["Type": "PSFancySpecifier", "Title": "Fancy"], .unsupportedType("PSFancySpecifier"), .plainRow),
    ]
  }

  @Test(arguments: specifierCases.indices)
  func aBadSpecifierCostsOnlyItselfAndIsNamedByFileAndIndex(caseIndex: Int) throws {
    let (specifier, problem, outcome) = Self.specifierCases[caseIndex]
    let good: [String: Any] = ["Type": "PSGroupSpecifier", "Title": "G"]
    let after: [String: Any] = ["Type": "PSToggleSwitchSpecifier", "Title": "After", "Key": "a"]
    let bundle = try TemporaryBundle(root: [good, good, specifier, after])
    defer { bundle.remove() }
    let loaded = try bundle.load()
    // The first names the problem; titles without values also say the values stand in.
    let diagnostic = try #require(loaded.diagnostics.first)
    #expect(loaded.diagnostics.count == (problem == .wrongType(key: "Titles", expected: "an array of strings") ? 2 : 1))
    #expect(diagnostic.file == "Root.plist" && diagnostic.index == 2)
    #expect(diagnostic.problem == problem)
    #expect(diagnostic.description.hasPrefix("Root.plist, specifier 2: "))
    // The specifiers around it are untouched.
    #expect(loaded.root.specifiers.last?.key == "a")
    switch outcome {
    case .leftOut:
      #expect(loaded.root.specifiers.count == 3)
      #expect(loaded.root.sourceIndices == [0, 1, 3])
      #expect(diagnostic.outcome == "it is left out")
    case .plainRow:
      guard case .unknown = loaded.root.specifiers[2] else {
        Issue.record("not a plain row: \(loaded.root.specifiers[2])")
        return
      }
      #expect(diagnostic.outcome == "it is shown as a plain row")
    case .kept:
      #expect(loaded.root.specifiers[2].key == "k")
    }
  }

  @Test func aMalformedRootIsFatalAndNamed() throws {
    let bundle = try TemporaryBundle(["Root.plist": "<plist><dict><key>Pref"])
    defer { bundle.remove() }
    #expect(
      bundle.loadError() == SettingsError(file: "Root.plist", problem: .malformedPropertyList)
    )
  }

  @Test func aRootThatIsNotADictionaryIsNamed() throws {
    let bundle = try TemporaryBundle(["Root.plist": ["a", "b"]])
    defer { bundle.remove() }
    #expect(bundle.loadError() == SettingsError(file: "Root.plist", problem: .notADictionary))
  }

  @Test func aMissingRootIsNamed() throws {
    let bundle = try TemporaryBundle(["Other.plist": ["PreferenceSpecifiers": []]])
    defer { bundle.remove() }
    let error = try #require(bundle.loadError())
    #expect(error == SettingsError(file: "Root.plist", problem: .missingFile))
    #expect(error.description == "Root.plist: the file does not exist")
  }

  @Test func aBundlePathThatIsAFileOrARootThatIsAFolderIsNamedAsSuch() throws {
    let bundle = try TemporaryBundle(["Root.plist/inside": "x"])
    defer { bundle.remove() }
    #expect(
      bundle.loadError() == SettingsError(file: "Root.plist", problem: .folderInsteadOfFile))
    let file = bundle.url.appendingPathComponent("Root.plist/inside")
    do {
      _ = try SettingsBundle(contentsOf: file)
      Issue.record("a file loaded as a bundle")
    } catch let error as SettingsError {
      #expect(error.description == "inside: this is a file, not a Settings.bundle folder")
    }
  }

  @Test(arguments: [["Title": "x"], ["PreferenceSpecifiers": "not an array"]])
  func missingPreferenceSpecifiersIsAnEmptyPane(root: [String: String]) throws {
    let bundle = try TemporaryBundle(["Root.plist": root])
    defer { bundle.remove() }
    let loaded = try bundle.load()
    #expect(loaded.root.specifiers.isEmpty)
    #expect(
      loaded.diagnostics.map(\.problem) == [.missingPreferenceSpecifiers]
        && loaded.diagnostics.first?.file == "Root.plist")
  }

  @Test func aMissingChildPaneIsNamedWhereItIsReferencedAndOpensEmpty() throws {
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
    let loaded = try bundle.load()
    #expect(loaded.paneFiles == ["Root.plist", "A.plist"])
    let diagnostic = try #require(loaded.diagnostics.first)
    #expect(
      diagnostic.description
        == "A.plist, specifier 1: the child pane Gone.plist does not exist; the row opens an "
        + "empty pane")
  }

  @Test func aMalformedChildPaneOpensEmpty() throws {
    let bundle = try TemporaryBundle(
      root: [["Type": "PSChildPaneSpecifier", "Title": "A", "File": "A"]],
      files: ["A.plist": "<plist><dict>"])
    defer { bundle.remove() }
    let loaded = try bundle.load()
    #expect(loaded.paneFiles == ["Root.plist"])
    #expect(
      loaded.diagnostics.map(\.description) == [
        "A.plist: the file is not a valid property list; the pane opens empty"
      ])
  }

  @Test func aCycleOfChildPanesIsNamedAndTheRowsStillOpen() throws {
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
    let loaded = try bundle.load()
    #expect(loaded.paneFiles == ["Root.plist", "A.plist", "B.plist"])
    #expect(
      loaded.diagnostics.map(\.problem) == [.childPaneCycle(["A.plist", "B.plist", "A.plist"])])
    #expect(loaded.diagnostics.first?.index == 1)
  }

  @Test func aPaneThatOpensItselfIsACycle() throws {
    let bundle = try TemporaryBundle(root: [
      ["Type": "PSChildPaneSpecifier", "Title": "Me", "File": "Root"]
    ])
    defer { bundle.remove() }
    #expect(
      try bundle.load().diagnostics.map(\.problem) == [.childPaneCycle(["Root.plist", "Root.plist"])])
  }

  @Test func twoPanesOpeningTheSameChildAreNotACycle() throws {
    let child = ["Type": "PSChildPaneSpecifier", "Title": "C", "File": "C"]
    let bundle = try TemporaryBundle(
      root: [child, ["Type": "PSChildPaneSpecifier", "Title": "A", "File": "A"]],
      files: [
        "A.plist": ["PreferenceSpecifiers": [child]], "C.plist": ["PreferenceSpecifiers": []],
      ])
    defer { bundle.remove() }
    let loaded = try bundle.load()
    #expect(loaded.panes.keys.sorted() == ["A.plist", "C.plist", "Root.plist"])
    #expect(loaded.diagnostics.isEmpty)
  }
}
