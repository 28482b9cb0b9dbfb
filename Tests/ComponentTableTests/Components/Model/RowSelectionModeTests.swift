import ComponentTable
import Foundation
import Testing

/// How a row answers a tap and the keyboard (``RowSelectionMode``), and the editing control
/// it shows (``RowEditingStyle``), as ``RowInteraction`` decides them on every host.
@MainActor
@Suite struct RowSelectionModeTests {
  func interaction(
    _ mode: RowSelectionMode, action: Bool, destructive: Bool = false, swipe: Bool = false
  ) -> RowInteraction {
    RowInteraction(
      mode: mode, hasSelectionAction: action, staysSelected: false, hasDestructiveTrailingAction: destructive,
      hasSwipeActions: swipe)
  }

  @Test func automaticSelectsOnlyARowWithSomethingToDo() {
    #expect(interaction(.automatic, action: true).isSelectable)
    #expect(!interaction(.automatic, action: false).isSelectable)
    #expect(
      RowInteraction(
        mode: .automatic, hasSelectionAction: false, staysSelected: true, hasDestructiveTrailingAction: false
      ).isSelectable, "a row that stays selected shows the tap")
  }

  @Test func alwaysSelectsEvenWithoutAnAction() {
    let row = interaction(.always, action: false)
    #expect(row.isSelectable && row.isActivatable)
  }

  /// A control row: the keyboard reaches it (to toggle or step), a tap on the row does not.
  @Test func keyboardOnlyActivatesWithoutSelecting() {
    let row = interaction(.keyboardOnly, action: true)
    #expect(!row.isSelectable)
    #expect(row.isActivatable)
    #expect(!interaction(.keyboardOnly, action: false).isActivatable, "nothing to do, nothing to activate")
  }

  @Test func theModeIsSetOnTheComponent() {
    let row = TableComponent(LabelCell.self, data: "Wi-Fi")
    #expect(row.selectionMode == .automatic)
    #expect(row.selectable().selectionMode == .always)
    #expect(row.selectable(.keyboardOnly).selectionMode == .keyboardOnly)
    #expect(row.selectable(.keyboardOnly).selectable(.automatic).selectionMode == .automatic)
  }

  @Test func aDestructiveTrailingActionGivesTheDeleteControl() {
    let plain = interaction(.automatic, action: false)
    #expect(plain.editingStyle == RowEditingStyle.none)
    #expect(!plain.indentsWhileEditing)
    let deletable = interaction(.automatic, action: false, destructive: true)
    #expect(deletable.editingStyle == .delete)
    #expect(deletable.indentsWhileEditing)
    #expect(deletable.editingStyle(inEditingMode: true) == .delete)
    // Out of editing mode, swipe actions need the delete style for UIKit to offer the swipe.
    #expect(interaction(.automatic, action: false, swipe: true).editingStyle(inEditingMode: false) == .delete)
    #expect(plain.editingStyle(inEditingMode: false) == RowEditingStyle.none)
  }

  @Test func theAppsOwnSwipeActionsGetTheDeleteStyleOnlyOutsideEditing() {
    let plain = interaction(.automatic, action: false)
    #expect(plain.leavesEditingToExternalDelegate)
    #expect(plain.editingStyle(inEditingMode: false, externalDelegateOffersSwipeActions: true) == .delete)
    #expect(plain.editingStyle(inEditingMode: true, externalDelegateOffersSwipeActions: true) == RowEditingStyle.none)
    #expect(plain.editingStyle(inEditingMode: false, externalDelegateOffersSwipeActions: false) == RowEditingStyle.none)
  }
}
