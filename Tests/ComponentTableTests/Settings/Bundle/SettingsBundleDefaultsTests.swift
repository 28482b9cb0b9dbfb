import ComponentTableSettings
import Foundation
import Testing

/// Defaults registered from a bundle are the same in every run: the first `DefaultValue` of a
/// key in pane order wins, and a later different one is a diagnostic.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsBundleDefaultsTests {
  /// A root whose key `k` defaults to 0, and ten child panes that each give it another
  /// default: walking a dictionary of panes picks one of eleven at random.
  func conflictingBundle() throws -> TemporaryBundle {
    var root: [[String: Any]] = [
      ["Type": "PSTitleValueSpecifier", "Title": "K", "Key": "k", "DefaultValue": 0]
    ]
    var files: [String: Any] = [:]
    for child in 1...10 {
      root.append(["Type": "PSChildPaneSpecifier", "Title": "C\(child)", "File": "C\(child)"])
      files["C\(child).plist"] = [
        "PreferenceSpecifiers": [
          ["Type": "PSTitleValueSpecifier", "Title": "K", "Key": "k", "DefaultValue": child],
          ["Type": "PSTitleValueSpecifier", "Title": "Same", "Key": "same", "DefaultValue": 1],
        ]
      ]
    }
    return try TemporaryBundle(root: root, files: files)
  }

  @Test func theFirstDefaultInPaneOrderWins() throws {
    let bundle = try conflictingBundle()
    defer { bundle.remove() }
    let loaded = try bundle.load()
    let store = InMemorySettingsStore()
    loaded.registerDefaults(in: store)
    #expect(store.value(forKey: "k") == .integer(0))
    #expect(store.value(forKey: "same") == .integer(1))
  }

  @Test func aConflictingDefaultIsADiagnosticNamingBothPlaces() throws {
    let bundle = try conflictingBundle()
    defer { bundle.remove() }
    let loaded = try bundle.load()
    #expect(loaded.paneFiles == ["Root.plist"] + (1...10).map { "C\($0).plist" })
    // One per child pane that disagrees; the agreeing key "same" is not reported.
    #expect(loaded.diagnostics.count == 10)
    let first = try #require(loaded.diagnostics.first)
    #expect(first.file == "C1.plist" && first.index == 0)
    #expect(
      first.description
        == "C1.plist, specifier 0: the DefaultValue 1 of \"k\" differs from 0 given at "
        + "Root.plist, specifier 0; 0 is used")
  }

  @Test func aKeyEditedByASwitchAndATextFieldIsADiagnostic() throws {
    let bundle = try TemporaryBundle(root: [
      ["Type": "PSGroupSpecifier", "Title": "G"],
      ["Type": "PSToggleSwitchSpecifier", "Title": "On", "Key": "k", "DefaultValue": true],
      ["Type": "PSTitleValueSpecifier", "Title": "Shown", "Key": "k"],
      ["Type": "PSTextFieldSpecifier", "Title": "Text", "Key": "k"],
    ])
    defer { bundle.remove() }
    let loaded = try bundle.load()
    #expect(
      loaded.diagnostics.map(\.description) == [
        "Root.plist, specifier 3: \"k\" is edited here by a text field and by a switch at "
          + "Root.plist, specifier 1; each shows the other's value"
      ])
  }
}
