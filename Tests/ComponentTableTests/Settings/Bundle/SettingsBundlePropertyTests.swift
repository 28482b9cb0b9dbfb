import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// Random well-formed bundles load and render, and random mutations of them (keys removed,
/// values of the wrong type, files cut short) either load (with diagnostics) or, when the
/// root pane itself cannot be read, throw a `SettingsError`: nothing traps. Seeded, so a failure names the seed that reproduces it.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsBundlePropertyTests {
  static let types = [
    "PSGroupSpecifier", "PSToggleSwitchSpecifier", "PSTextFieldSpecifier", "PSTitleValueSpecifier",
    "PSMultiValueSpecifier", "PSRadioGroupSpecifier", "PSSliderSpecifier", "PSChildPaneSpecifier",
    "PSUnknownSpecifier",
  ]

  /// A well-formed specifier of a random type; child panes open `Child.plist`.
  static func specifier(_ index: Int, using random: inout SeededGenerator) -> [String: Any] {
    let type = types.randomElement(using: &random)!
    var specifier: [String: Any] = [
      "Type": type, "Title": "Row \(index)", "Key": "key\(index % 7)",
    ]
    let count = Int.random(in: 1...4, using: &random)
    let values: [Any] =
      Bool.random(using: &random) ? (0..<count).map { $0 * 5 } : (0..<count).map { "v\($0)" }
    switch type {
    case "PSGroupSpecifier": specifier["FooterText"] = "Footer \(index)"
    case "PSToggleSwitchSpecifier": specifier["DefaultValue"] = Bool.random(using: &random)
    case "PSTextFieldSpecifier": specifier["IsSecure"] = Bool.random(using: &random)
    case "PSTitleValueSpecifier", "PSMultiValueSpecifier", "PSRadioGroupSpecifier":
      specifier["Titles"] = (0..<count).map { "Option \($0)" }
      specifier["Values"] = values
      specifier["DefaultValue"] = values.randomElement(using: &random)
    case "PSSliderSpecifier":
      let minimum = Double(Int.random(in: -5...5, using: &random))
      specifier["MinimumValue"] = minimum
      specifier["MaximumValue"] = minimum + [0.5, 1, 10, 5000].randomElement(using: &random)!
      specifier["DefaultValue"] = minimum
    case "PSChildPaneSpecifier": specifier["File"] = "Child"
    default: break
    }
    return specifier
  }

  static func pane(using random: inout SeededGenerator) -> [String: Any] {
    [
      "PreferenceSpecifiers": (0..<Int.random(in: 0...12, using: &random)).map {
        specifier($0, using: &random)
      }
    ]
  }

  /// A value of a type no specifier key takes, or of another scalar type.
  static func wrongValue(using random: inout SeededGenerator) -> Any {
    let choices: [Any] = [["nested": 1], [1, "two"], 42, "text", true, 3.5, Data([1, 2])]
    return choices.randomElement(using: &random)!
  }

  /// The pane with one random change that may make it invalid.
  static func mutate(_ pane: [String: Any], using random: inout SeededGenerator) -> Any {
    var pane = pane
    var specifiers = pane["PreferenceSpecifiers"] as? [[String: Any]] ?? []
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      pane["PreferenceSpecifiers"] = Bool.random(using: &random) ? nil : wrongValue(using: &random)
    case 1 where !specifiers.isEmpty:  // a key removed
      let index = Int.random(in: specifiers.indices, using: &random)
      if let key = specifiers[index].keys.randomElement(using: &random) {
        specifiers[index][key] = nil
      }
    case 2 where !specifiers.isEmpty:  // a value of the wrong type
      let index = Int.random(in: specifiers.indices, using: &random)
      if let key = specifiers[index].keys.randomElement(using: &random) {
        specifiers[index][key] = wrongValue(using: &random)
      }
    case 3 where !specifiers.isEmpty:  // Titles and Values out of step
      let index = Int.random(in: specifiers.indices, using: &random)
      specifiers[index]["Values"] = [1]
    case 4: return wrongValue(using: &random)  // not a dictionary at all
    default: pane["Title"] = wrongValue(using: &random)
    }
    if pane["PreferenceSpecifiers"] is [[String: Any]] { pane["PreferenceSpecifiers"] = specifiers }
    return pane
  }

  /// Loads the bundle, pushes its root on a terminal navigation stack and selects every row of
  /// every screen it reaches; returns the number of screens shown.
  static func renderEverything(_ bundle: SettingsBundle) throws -> Int {
    let store = InMemorySettingsStore()
    let navigator = try TableNavigator(
      root: bundle.rootScreen(store: store)
    ) { _ in
      TerminalTableView(width: 30, height: 200, inconsistencyPolicy: .record)
    }
    var shown = 1
    for depth in 0..<2 {
      let table = try #require(navigator.top.engine?.host as? TerminalTableView)
      _ = table.render()
      let engine = try #require(navigator.top.engine)
      for section in 0..<engine.sectionCount {
        for row in 0..<engine.dataSource.numberOfRows(inSection: section) {
          let before = navigator.screens.count
          table.selectRow(at: IndexPath(row: row, section: section))
          if navigator.screens.count > before {
            shown += 1
            _ = (navigator.top.engine?.host as? TerminalTableView)?.render()
            if depth == 1 || !navigator.pop() { continue }
          }
        }
      }
      #expect(table.inconsistencies.isEmpty)
    }
    return shown
  }

  @Test func randomWellFormedBundlesLoadAndRender() throws {
    let seed = UInt64(0x5E77_1265)
    var random = SeededGenerator(seed: seed)
    let rounds = 40
    var rendered = 0
    var cycles = 0
    var screens = 0
    for round in 0..<rounds {
      let bundle = try TemporaryBundle([
        "Root.plist": Self.pane(using: &random), "Child.plist": Self.pane(using: &random),
        "en.lproj/Root.strings": "\"Row 1\" = \"Erste\";",
      ])
      defer { bundle.remove() }
      do {
        let loaded = try bundle.load()
        screens += try Self.renderEverything(loaded)
        rendered += 1
      } catch {
        // A child pane that opens itself is a cycle, which the loader refuses by design.
        guard let error = error as? SettingsError, case .childPaneCycle = error.problem else {
          Issue.record("seed \(seed), round \(round): \(error)")
          return
        }
        cycles += 1
      }
    }
    // Most rounds must reach the renderer, and some of them a child pane, or the test checks
    // little but the loader's cycle check.
    #expect(rendered + cycles == rounds)
    #expect(rendered >= 30, "seed \(seed): \(rendered) of \(rounds) rendered, \(cycles) cycles")
    #expect(screens > rendered, "seed \(seed): no child pane or picker was opened")
  }

  @Test func randomMutationsLoadOrThrowButNeverTrap() throws {
    let seed = UInt64(0xBAD_B0B)
    var random = SeededGenerator(seed: seed)
    var outcomes: [String: Int] = [:]
    let bundle = try TemporaryBundle(["Child.plist": ["PreferenceSpecifiers": []]])
    defer { bundle.remove() }
    for _ in 0..<300 {
      let mutated = Self.mutate(Self.pane(using: &random), using: &random)
      let root = bundle.url.appendingPathComponent("Root.plist")
      var data = try PropertyListSerialization.data(
        fromPropertyList: ["wrapped": mutated], format: .xml, options: 0)
      if let valid = try? PropertyListSerialization.data(
        fromPropertyList: mutated, format: .xml, options: 0)
      {
        data = valid
      }
      if Int.random(in: 0..<10, using: &random) == 0 {
        data = data.prefix(Int.random(in: 0..<data.count, using: &random))
      }
      try data.write(to: root)
      do {
        _ = try Self.renderEverything(try bundle.load())
        outcomes["loaded", default: 0] += 1
      } catch let error as SettingsError {
        #expect(!error.description.isEmpty)
        #expect(error.file == "Root.plist" || error.file == "Child.plist")
        outcomes["refused", default: 0] += 1
      }
    }
    // Both outcomes happen, so the mutations reach the checks and the renderer.
    #expect(outcomes["loaded", default: 0] > 10)
    #expect(outcomes["refused", default: 0] > 10)
  }
}
