import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// The old spellings of `SettingsKit`'s factories, kept compiling for one release, make the
/// same rows as the names they were renamed to, and pass their callbacks on.
///
/// A deprecated call warns, and the build treats warnings as errors, so the old spellings are
/// called from deprecated members of ``DeprecatedSpellings`` and reached through the protocol,
/// whose requirement is not deprecated.
@MainActor
@Suite struct SettingsKitDeprecatedTests {
  typealias Kit = TerminalSettingsKit

  /// A case type for the enum picker.
  enum Shade: String, CaseIterable, Sendable {
    case light, dark
  }

  /// What the callbacks of the rows heard.
  final class Log {
    var entries: [String] = []
  }

  /// The rows the renamed factories make, in the order of ``DeprecatedSpellings/rows(store:log:)``.
  static func renamedRows(store: InMemorySettingsStore, log: Log) throws -> [TableComponent] {
    let dialog = try ConfirmationDialog(title: "Erase?", actions: [.init("Erase", role: .destructive), .cancel()])
    let options = LoadableValue(["A", "B"]) { ["A", "B"] }
    return [
      Kit.buttonRow("Reset", role: .destructive, id: "reset") { _ in log.entries.append("button") },
      Kit.buttonRow("Erase", confirmation: dialog),
      Kit.textFieldRow("Name", text: "Ann", placeholder: "name") { log.entries.append("text \($0)") },
      Kit.stepperRow("Size", value: 3, range: 1...5, step: 2) { log.entries.append("step \($0)") },
      Kit.sliderRow("Volume", value: 0.5, range: 0...1, step: 0.25) { log.entries.append("slide \($0)") },
      Kit.pickerRow("Plan", options: ["S", "M"], selection: 1) { log.entries.append("pick \($0)") },
      Kit.pickerRow("Loaded", loadingOptions: options, selection: 0) { log.entries.append("load \($0)") },
      Kit.stepperRow("Typed Size", key: SettingsKey("typedSize", default: 2), in: store, range: 0...9),
      Kit.sliderRow("Typed Volume", key: SettingsKey("typedVolume", default: 0.25), in: store, range: 0...1),
      Kit.textFieldRow("Typed Name", key: SettingsKey("typedName", default: "Bo"), in: store),
      Kit.textFieldRow("Typed Count", key: SettingsKey("typedCount", default: 7), in: store),
      Kit.textFieldRow("Typed Ratio", key: SettingsKey("typedRatio", default: 0.5), in: store),
      Kit.pickerRow(
        "Typed Plan", key: SettingsKey("typedPlan", default: 1), in: store, options: [(1, "One"), (2, "Two")]),
      Kit.pickerRow("Typed Case", key: SettingsKey("typedCase", default: Shade.dark), in: store),
      Kit.textFieldRow("Untyped Name", key: "untypedName", in: store, placeholder: "name"),
      Kit.stepperRow("Untyped Size", key: "untypedSize", in: store, range: 0...4, step: 2),
      Kit.sliderRow("Untyped Volume", key: "untypedVolume", in: store, range: 0...2),
    ] + Kit.radioGroup(["Light", "Dark"], selection: 0, id: "theme") { log.entries.append("radio \($0)") }
  }

  /// A table showing `rows`.
  func table(_ rows: [TableComponent]) throws -> (TableEngine, TerminalTableView) {
    let (engine, host) = makeTable(width: 40, height: 40)
    try engine.addSection(TableSection(rows: rows))
    return (engine, host)
  }

  @Test func oldSpellingsMakeTheSameRowsAsTheNewNames() throws {
    let store = InMemorySettingsStore()
    let spellings: any OldSpellings = DeprecatedSpellings()
    let old = try spellings.rows(store: store, log: Log())
    let new = try Self.renamedRows(store: store, log: Log())
    #expect(old.count == new.count)
    #expect(old.map(\.id) == new.map(\.id))
    let (_, oldHost) = try table(old)
    let (_, newHost) = try table(new)
    #expect(oldHost.render() == newHost.render())
  }

  @Test func oldSpellingsPassTheirCallbacksOn() throws {
    let log = Log()
    let spellings: any OldSpellings = DeprecatedSpellings()
    let (engine, host) = try table(try spellings.rows(store: InMemorySettingsStore(), log: log))
    host.selectRow(at: IndexPath(row: 0, section: 0))
    engine.dataSource.sendControlEvent(.text("Bea"), forRowAt: IndexPath(row: 2, section: 0))
    engine.dataSource.sendControlEvent(.step(1), forRowAt: IndexPath(row: 3, section: 0))
    engine.dataSource.sendControlEvent(.step(1), forRowAt: IndexPath(row: 4, section: 0))
    host.selectRow(at: IndexPath(row: 18, section: 0))
    #expect(log.entries == ["button", "text Bea", "step 5", "slide 0.75", "radio 1"])
  }
}

/// Makes rows with the old spellings; see ``SettingsKitDeprecatedTests``.
@MainActor
protocol OldSpellings {
  func rows(store: InMemorySettingsStore, log: SettingsKitDeprecatedTests.Log) throws -> [TableComponent]
}

@MainActor
struct DeprecatedSpellings: OldSpellings {
  typealias Kit = TerminalSettingsKit

  @available(*, deprecated, message: "calls the old spellings on purpose")
  func rows(store: InMemorySettingsStore, log: SettingsKitDeprecatedTests.Log) throws -> [TableComponent] {
    let dialog = try ConfirmationDialog(title: "Erase?", actions: [.init("Erase", role: .destructive), .cancel()])
    let options = LoadableValue(["A", "B"]) { ["A", "B"] }
    return [
      Kit.button("Reset", role: .destructive, id: "reset", action: { _ in log.entries.append("button") }),
      Kit.button("Erase", confirmation: dialog),
      Kit.textField("Name", text: "Ann", placeholder: "name", onCommit: { log.entries.append("text \($0)") }),
      Kit.stepper("Size", value: 3, in: 1...5, step: 2) { log.entries.append("step \($0)") },
      Kit.slider("Volume", value: 0.5, in: 0...1, step: 0.25) { log.entries.append("slide \($0)") },
      Kit.optionPicker("Plan", options: ["S", "M"], selected: 1) { log.entries.append("pick \($0)") },
      Kit.optionPicker("Loaded", loadingOptions: options, selected: 0) { log.entries.append("load \($0)") },
      Kit.stepper("Typed Size", key: SettingsKey("typedSize", default: 2), in: store, range: 0...9),
      Kit.slider("Typed Volume", key: SettingsKey("typedVolume", default: 0.25), in: store, range: 0...1),
      Kit.textField("Typed Name", key: SettingsKey("typedName", default: "Bo"), in: store),
      Kit.textField("Typed Count", key: SettingsKey("typedCount", default: 7), in: store),
      Kit.textField("Typed Ratio", key: SettingsKey("typedRatio", default: 0.5), in: store),
      Kit.optionPicker(
        "Typed Plan", key: SettingsKey("typedPlan", default: 1), in: store, options: [(1, "One"), (2, "Two")]),
      Kit.optionPicker(
        "Typed Case", key: SettingsKey("typedCase", default: SettingsKitDeprecatedTests.Shade.dark), in: store),
      Kit.textField("Untyped Name", key: "untypedName", in: store, placeholder: "name"),
      Kit.stepper("Untyped Size", key: "untypedSize", in: store, range: 0...4, step: 2),
      Kit.slider("Untyped Volume", key: "untypedVolume", in: store, range: 0...2),
    ] + Kit.radioGroup(["Light", "Dark"], selected: 0, id: "theme") { log.entries.append("radio \($0)") }
  }
}

#if canImport(SwiftUI)
  import ComponentTableSwiftUI
  import SwiftUI

  /// The old spellings of the rows bound to SwiftUI state make the same rows as the new names.
  @MainActor
  @Suite struct SwiftUISettingsKitDeprecatedTests {
    typealias Kit = TerminalSettingsKit

    @Test func oldSpellingsMakeTheSameRowsAsTheNewNames() {
      let spellings: any OldBindingSpellings = DeprecatedBindingSpellings()
      let new = [
        Kit.textFieldRow("Name", text: .constant("Ann"), placeholder: "name"),
        Kit.stepperRow("Size", value: .constant(3), range: 1...5, step: 2),
        Kit.sliderRow("Volume", value: .constant(0.5), range: 0...1),
      ]
      let old = spellings.rows()
      #expect(old.map(\.id) == new.map(\.id))
      #expect(old.map { $0.data(as: TerminalStepperCell.self) } == new.map { $0.data(as: TerminalStepperCell.self) })
      #expect(old.map { $0.data(as: TerminalSliderCell.self) } == new.map { $0.data(as: TerminalSliderCell.self) })
      #expect(
        old.map { $0.data(as: TerminalTextFieldCell.self) } == new.map { $0.data(as: TerminalTextFieldCell.self) })
    }
  }

  /// Makes rows with the old SwiftUI spellings; see ``SettingsKitDeprecatedTests``.
  @MainActor
  protocol OldBindingSpellings {
    func rows() -> [TableComponent]
  }

  @MainActor
  struct DeprecatedBindingSpellings: OldBindingSpellings {
    typealias Kit = TerminalSettingsKit

    @available(*, deprecated, message: "calls the old spellings on purpose")
    func rows() -> [TableComponent] {
      [
        Kit.textField("Name", text: .constant("Ann"), placeholder: "name"),
        Kit.stepper("Size", value: .constant(3), in: 1...5, step: 2),
        Kit.slider("Volume", value: .constant(0.5), in: 0...1),
      ]
    }
  }
#endif
