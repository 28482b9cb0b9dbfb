import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The spellings renamed for one vocabulary still compile and do what their new names do, for
/// the one release they are kept.
///
/// Swift Testing refuses a deprecated suite, and a call of a deprecated API from a test warns
/// (an error with warnings as errors). So the calls live in ``RuntimeOldSpellings``, whose
/// members are deprecated, and the tests reach them through ``RuntimeOldSpellingCalls``, a
/// protocol whose requirements are not: a deprecated member that satisfies a requirement is not
/// diagnosed. Delete the three with the forwarders.
@MainActor
@Suite struct RuntimeDeprecatedSpellingsTests {
  let old: any RuntimeOldSpellingCalls = RuntimeOldSpellings()

  @Test func addCellAndAddCellsAppendRows() throws {
    let (engine, host) = makeTable(width: 20, height: 30)
    let handle = try engine.addSection(TableSection(rows: [label("a0")]))
    #expect(try old.addCell(label("a1"), to: handle) == IndexPath(row: 1, section: 0))
    #expect(try old.addCells([label("a2"), label("a3")], to: handle) == [2, 3].map { IndexPath(row: $0, section: 0) })
    #expect(try engine.section(at: 0).rows.map(\.debugData) == ["a0", "a1", "a2", "a3"])
    expectVisibleViewsMatchModel(engine, host)
    try engine.removeSection(at: 0)
    // A refusal names the method that refused, which the rename made `appendRow`.
    #expect(throws: TableError.sectionRemoved(operation: "appendRow(_:animation:)")) {
      try old.addCell(label("x"), to: handle)
    }
  }

  @Test func whenRevealedSetsTheRevealBehavior() {
    #expect(old.screen(title: "A", whenRevealed: .refresh).revealBehavior == .refresh)
    // Without the label, the current initializer is the only one that matches.
    #expect(TableScreen(title: "B") {}.revealBehavior == .keep)
    if #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) {
      #expect(old.observingScreen(title: "C", whenRevealed: .refresh).revealBehavior == .refresh)
    }
  }

  @Test func disabledSelectionModeIsNever() {
    #expect(old.disabledSelectionMode == .never)
    let row = label("Help") { _ in }.selectable(old.disabledSelectionMode)
    #expect(row.selectionMode == .never)
    #expect(!row.interaction.isSelectable)
    // A `switch` that names the old spelling still matches it (an expression pattern).
    #expect(old.switchMatchesDisabled(.never))
    #expect(!old.switchMatchesDisabled(.keyboardOnly))
  }

  @Test func enabledSelectionModeIsAlways() {
    #expect(old.enabledSelectionMode == .always)
    #expect(TableComponent(LabelCell.self, data: "x").selectable(old.enabledSelectionMode).interaction.isSelectable)
  }
}

/// What the tests ask of the deprecated spellings; its requirements are not deprecated.
@MainActor
protocol RuntimeOldSpellingCalls {
  func addCell(_ component: TableComponent, to handle: TableSectionHandle) throws(TableError) -> IndexPath
  func addCells(_ components: [TableComponent], to handle: TableSectionHandle) throws(TableError) -> [IndexPath]
  func screen(title: String, whenRevealed: TableScreen.RevealBehavior) -> TableScreen
  @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
  func observingScreen(title: String, whenRevealed: TableScreen.RevealBehavior) -> TableScreen
  var disabledSelectionMode: RowSelectionMode { get }
  var enabledSelectionMode: RowSelectionMode { get }
  func switchMatchesDisabled(_ mode: RowSelectionMode) -> Bool
}

/// The calls of the deprecated spellings, each in a deprecated member.
@MainActor
struct RuntimeOldSpellings: RuntimeOldSpellingCalls {
  @available(*, deprecated, message: "calls the deprecated spelling on purpose")
  func addCell(_ component: TableComponent, to handle: TableSectionHandle) throws(TableError) -> IndexPath {
    try handle.addCell(component)
  }

  @available(*, deprecated, message: "calls the deprecated spelling on purpose")
  func addCells(_ components: [TableComponent], to handle: TableSectionHandle) throws(TableError) -> [IndexPath] {
    try handle.addCells(components)
  }

  @available(*, deprecated, message: "calls the deprecated spelling on purpose")
  func screen(title: String, whenRevealed: TableScreen.RevealBehavior) -> TableScreen {
    TableScreen(title: title, whenRevealed: whenRevealed) {}
  }

  @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
  @available(*, deprecated, message: "calls the deprecated spelling on purpose")
  func observingScreen(title: String, whenRevealed: TableScreen.RevealBehavior) -> TableScreen {
    TableScreen.observing(title: title, whenRevealed: whenRevealed) {}
  }

  @available(*, deprecated, message: "calls the deprecated spelling on purpose")
  var disabledSelectionMode: RowSelectionMode { .disabled }

  @available(*, deprecated, message: "calls the deprecated spelling on purpose")
  var enabledSelectionMode: RowSelectionMode { .enabled }

  @available(*, deprecated, message: "calls the deprecated spelling on purpose")
  func switchMatchesDisabled(_ mode: RowSelectionMode) -> Bool {
    switch mode {
    case .disabled: return true
    default: return false
    }
  }
}
