import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// What a row can do (`RowInteraction`): decided from the component, the same on every host.
/// The UIKit host answers highlighting, selection and editing controls from it; these tests
/// hold the rule and the terminal host's use of it.
@MainActor
@Suite struct RowInteractionTests {

  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  func table(_ rows: [TableComponent], delegate: RecordingDelegate? = nil) throws -> (TableEngine, TerminalTableView) {
    let (engine, host) = makeTable(width: 40, height: 20, delegate: delegate)
    try engine.addSection(TableSection(rows: rows))
    return (engine, host)
  }

  /// On tvOS the remote's select button is the one way to act on a row, so a row whose control
  /// does the work (`keyboardOnly`) selects too; on a touch screen it does not.
  @Test func whereControlsCannotBeReachedActivatableRowsSelect() {
    let control = RowInteraction(
      mode: .keyboardOnly, hasSelectionAction: true, staysSelected: false, hasDestructiveTrailingAction: false)
    #expect(!control.selects(controlsReachable: true))
    #expect(control.selects(controlsReachable: false))
    let text = RowInteraction(
      mode: .automatic, hasSelectionAction: false, staysSelected: false, hasDestructiveTrailingAction: false)
    #expect(!text.selects(controlsReachable: true))
    #expect(!text.selects(controlsReachable: false))
  }

  @Test func rowsATapDoesNothingForAreNotSelectable() {
    #expect(!TableComponent.textRow("About").interaction.isSelectable)
    #expect(!TableComponent.textRow("Name", subtitle: "Ada").interaction.isSelectable)
    #expect(!TableComponent.valueRow("Version", value: "1.0").interaction.isSelectable)
    #expect(!TableComponent(LabelCell.self, data: "plain").interaction.isActivatable)
    // Rows that do something on a tap are.
    #expect(TableComponent.textRow("Help") { _ in }.interaction.isSelectable)
    #expect(TableComponent.checkmarkRow("Bold", isChecked: .value(false)).interaction.isSelectable)
    #expect(TableComponent.buttonRow("Reset", role: .destructive) { _ in }.interaction.isSelectable)
    #expect(TableComponent.valueRow("General") { _ in }.interaction.isSelectable)
    // A row that stays selected has something to show for a tap.
    #expect(TableComponent(LabelCell.self, data: "kept", deselectsAfterSelection: false).interaction.isSelectable)
  }

  @Test func controlRowsAreActivatedByKeysButNotSelectedByTaps() {
    for row in [
      TableComponent.switchRow("Wi-Fi", isOn: .value(true)),
      TableComponent.stepperRow("Size", value: .value(1), range: 0...3),
    ] {
      #expect(!row.interaction.isSelectable)
      #expect(row.interaction.isActivatable)
      #expect(row.selectionMode == .keyboardOnly)
    }
  }

  @Test func aScreenCanAskForSelectionEitherWay() {
    let delegated = TableComponent(LabelCell.self, data: "handled by the delegate").selectable()
    #expect(delegated.interaction.isSelectable && delegated.interaction.isActivatable)
    let refused = TableComponent.textRow("Help") { _ in }.selectable(.never)
    #expect(!refused.interaction.isSelectable && !refused.interaction.isActivatable)
    // `keyboardOnly` without a closure has nothing to run.
    #expect(!TableComponent(LabelCell.self, data: "x").selectable(.keyboardOnly).interaction.isActivatable)
    // Other modifiers keep the mode.
    #expect(delegated.movable().selectionMode == .always)
    #expect(TableComponent(LabelCell.self, data: "x").movable().selectionMode == .automatic)
  }

  @Test func editingShowsTheDeleteControlOnlyForRowsWithADeleteAction() {
    let movable = TableComponent(LabelCell.self, data: "reorder me").movable()
    #expect(movable.interaction.editingStyle == .none)
    #expect(!movable.interaction.indentsWhileEditing)
    let shared = TableComponent(LabelCell.self, data: "share").swipeActions(trailing: [RowAction("Share") { _ in }])
    #expect(shared.interaction.editingStyle == .none)
    let deletable = TableComponent(LabelCell.self, data: "delete me").movable().swipeActions(trailing: [.delete()])
    #expect(deletable.interaction.editingStyle == .delete)
    #expect(deletable.interaction.indentsWhileEditing)
    // A destructive action revealed from the leading edge is not what the delete control shows.
    let leading = TableComponent(LabelCell.self, data: "x").swipeActions(leading: [.delete()])
    #expect(leading.interaction.editingStyle == .none)
    // Outside editing mode, rows with actions keep a style UIKit offers swiping for.
    #expect(shared.interaction.editingStyle(inEditingMode: false) == .delete)
    #expect(leading.interaction.editingStyle(inEditingMode: false) == .delete)
    #expect(shared.interaction.editingStyle(inEditingMode: true) == .none)
    #expect(movable.interaction.editingStyle(inEditingMode: false) == .none)
  }

  @Test func theEngineAnswersPerRow() throws {
    let (engine, host) = try table([
      TableComponent(LabelCell.self, data: "plain").movable(),
      TableComponent(LabelCell.self, data: "gone").swipeActions(trailing: [.delete()]),
      TableComponent.switchRow("Wi-Fi", isOn: .value(false)),
    ])
    defer { withExtendedLifetime(host) {} }
    #expect(engine.dataSource.rowState(at: path(0)).interaction.editingStyle == .none)
    #expect(engine.dataSource.rowState(at: path(1)).interaction.editingStyle == .delete)
    #expect(!engine.dataSource.rowState(at: path(2)).interaction.isSelectable)
    #expect(engine.dataSource.rowState(at: path(2)).interaction.isActivatable)
  }

  /// Focus (tvOS's remote, an iPad keyboard) rests only where something happens: a row that is
  /// selected or activated, or one with a control; not on text, nor on a disabled row.
  @Test func focusRestsOnlyOnRowsThatDoSomething() throws {
    let (engine, host) = try table([
      TableComponent(LabelCell.self, data: "only text"),
      TableComponent(LabelCell.self, data: "opens") { _ in },
      TableComponent.switchRow("Wi-Fi", isOn: .value(false)),
      TableComponent(LabelCell.self, data: "a control", onControlEvent: { _, _ in }),
      TableComponent.switchRow("Bluetooth", isOn: .value(false)).disabled(),
    ])
    defer { withExtendedLifetime(host) {} }
    let focusable = (0..<5).map { engine.dataSource.rowState(at: path($0)).interaction.isFocusable }
    #expect(focusable == [false, true, true, true, false])
  }

  @Test func theTerminalDoesNotSelectARowThatDoesNothing() throws {
    let delegate = RecordingDelegate()
    let (_, host) = try table(
      [TableComponent(LabelCell.self, data: "plain"), TableComponent.textRow("Help") { _ in }], delegate: delegate)
    host.selectRow(at: path(0))
    #expect(host.indexPathForSelectedRow == nil)
    #expect(delegate.events(matching: "willSelect").isEmpty)
    #expect(delegate.events(matching: "didSelect").isEmpty)
    host.selectRow(at: path(1))
    #expect(delegate.events(matching: "didSelect") == ["didSelect 0.1"])
  }

  @Test func theTerminalStillTogglesASwitchRowWithAKey() throws {
    var changes: [Bool] = []
    let (_, host) = try table([TableComponent.switchRow("Wi-Fi", isOn: .value(false)) { changes.append($0) }])
    host.selectRow(at: path(0))
    #expect(changes == [true])
  }

  /// A row whose component has no actions leaves its swipe actions to the app's own delegate:
  /// outside editing mode it answers `.delete` when that delegate offers swipe actions, or UIKit
  /// would never show them.
  @Test func aRowWithoutActionsLetsTheExternalDelegatesSwipeActionsThrough() {
    let plain = RowInteraction(
      mode: .automatic, hasSelectionAction: true, staysSelected: false, hasDestructiveTrailingAction: false)
    #expect(plain.leavesEditingToExternalDelegate)
    #expect(plain.editingStyle(inEditingMode: false, externalDelegateOffersSwipeActions: true) == .delete)
    #expect(plain.editingStyle(inEditingMode: false, externalDelegateOffersSwipeActions: false) == .none)
    #expect(plain.editingStyle(inEditingMode: true, externalDelegateOffersSwipeActions: true) == .none)
    let flagged = RowInteraction(
      mode: .automatic, hasSelectionAction: true, staysSelected: false, hasDestructiveTrailingAction: false,
      hasSwipeActions: true)
    #expect(!flagged.leavesEditingToExternalDelegate)
    #expect(flagged.editingStyle(inEditingMode: true, externalDelegateOffersSwipeActions: true) == .none)
    #expect(flagged.editingStyle(inEditingMode: false, externalDelegateOffersSwipeActions: false) == .delete)
  }
}
