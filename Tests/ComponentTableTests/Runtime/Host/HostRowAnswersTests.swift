import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// What a host answers at once about a row, read from the row's state: whether a selection
/// gesture selects it, the actions of one edge, whether it moves, and what its accessory place
/// shows.
@MainActor
@Suite struct HostRowAnswersTests {
  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test func onlyRowsTheGestureSelectsAreAskedWhereToSelect() throws {
    let (engine, host) = try makeTable(showing: [
      TableComponent.textRow("Help") { _ in },
      TableComponent.switchRow("Wi-Fi", isOn: .value(true)),
      TableComponent.textRow("About"),
      TableComponent.textRow("Disabled") { _ in }.disabled(),
    ])
    defer { withExtendedLifetime(host) {} }
    let source = engine.dataSource
    // A touch screen: a tap selects the row with a closure, not the control row or plain text.
    #expect(source.rowToSelect(at: path(0), controlsReachable: true) == path(0))
    #expect(source.rowToSelect(at: path(1), controlsReachable: true) == nil)
    #expect(source.rowToSelect(at: path(2), controlsReachable: true) == nil)
    // tvOS: the remote's select button activates the control row too.
    #expect(source.rowToSelect(at: path(1), controlsReachable: false) == path(1))
    #expect(source.rowToSelect(at: path(3), controlsReachable: false) == nil)
  }

  @Test func aRefusedRowIsNotOfferedToTheEngine() throws {
    let (engine, host) = try makeTable(showing: [TableComponent.textRow("About")])
    defer { withExtendedLifetime(host) {} }
    // The engine's own answer would select the row; the interaction refuses it first.
    #expect(engine.dataSource.willSelectRow(at: path(0)) == path(0))
    #expect(engine.dataSource.rowToSelect(at: path(0), controlsReachable: true) == nil)
  }

  @Test func aSelectionIsTakenRedirectedOrRefused() throws {
    let delegate = RecordingDelegate()
    let (engine, host) = makeTable(delegate: delegate)
    defer { withExtendedLifetime(host) {} }
    try engine.addSection(
      TableSection(rows: [
        TableComponent.textRow("Help") { _ in }, TableComponent.textRow("About") { _ in },
        TableComponent.textRow("Legal") { _ in }, TableComponent.textRow("Plain"),
      ]))
    // The delegate sends a tap on Help to About, refuses Legal, and leaves About alone.
    delegate.redirectSelection = { tapped in
      switch tapped.row {
      case 0: IndexPath(row: 1, section: 0)
      case 2: nil
      default: tapped
      }
    }
    let source = engine.dataSource
    #expect(source.selectionAnswer(at: path(0), controlsReachable: true) == .redirect(path(1)))
    #expect(source.selectionAnswer(at: path(1), controlsReachable: true) == .select)
    #expect(source.selectionAnswer(at: path(2), controlsReachable: true) == .refuse)
    // A row the gesture does not select is refused before the delegate is asked.
    #expect(source.selectionAnswer(at: path(3), controlsReachable: true) == .refuse)
    #expect(delegate.events(matching: "willSelect") == ["willSelect 0.0", "willSelect 0.1", "willSelect 0.2"])
    // What a host that answers with a row (UIKit's `willSelectRowAt`) selects.
    #expect(RowSelectionAnswer.redirect(path(1)).selected(from: path(0)) == path(1))
    #expect(RowSelectionAnswer.select.selected(from: path(0)) == path(0))
    #expect(RowSelectionAnswer.refuse.selected(from: path(0)) == nil)
  }

  @Test func eachEdgeHasItsOwnActions() throws {
    let (engine, host) = try makeTable(showing: [
      TableComponent.textRow("Mail").swipeActions(
        leading: [RowAction("Unread") { _ in }], trailing: [RowAction("Flag") { _ in }, RowAction("Archive") { _ in }])
    ])
    defer { withExtendedLifetime(host) {} }
    #expect(engine.dataSource.rowState(at: path(0)).actions(at: .leading).map(\.title) == ["Unread"])
    #expect(engine.dataSource.rowState(at: path(0)).actions(at: .trailing).map(\.title) == ["Flag", "Archive"])
  }

  @Test func oneStateAnswersWhatAHostAsksOfARow() throws {
    let (engine, host) = try makeTable(showing: [
      TableComponent.textRow("Mail") { _ in }.swipeActions(trailing: [.delete()]).movable(),
      TableComponent.switchRow("Wi-Fi", isOn: .value(true)),
    ])
    defer { withExtendedLifetime(host) {} }
    let mail = engine.dataSource.rowState(at: path(0))
    #expect(mail.interaction.isSelectable && mail.interaction.editingStyle == .delete)
    #expect(mail.trailingActions.map(\.title) == ["Delete"] && mail.leadingActions.isEmpty)
    #expect(mail.canMove && !mail.handlesControlEvents)
    let wifi = engine.dataSource.rowState(at: path(1))
    #expect(wifi.handlesControlEvents && !wifi.canMove && wifi.trailingActions.isEmpty)
    // What a data source without the rule answers: a row a tap selects, nothing more.
    let plain = RowState()
    #expect(plain.interaction.isSelectable && plain.availability == .enabled && plain.interaction.editingStyle == .none)
    #expect(!plain.canMove && !plain.handlesControlEvents && plain.actions(at: .trailing).isEmpty)
  }

  @Test func aBusyRowShowsActivityWhateverElseItShows() {
    for availability in [RowAvailability.enabled, .disabled(reason: "Managed")] {
      for status in [RowStatus.pending, .loading] {
        let state = RowState(interaction: .selectable(availability), status: status)
        #expect(state.accessoryOverlay(hasOwnAccessory: false) == .activity)
        #expect(state.accessoryOverlay(hasOwnAccessory: true) == .activity)
      }
    }
  }

  @Test func aRowDisabledForAReasonShowsALockUnlessItHasAnAccessoryOfItsOwn() {
    let locked = RowState(interaction: .selectable(.disabled(reason: "Managed by your organisation")))
    #expect(locked.accessoryOverlay(hasOwnAccessory: false) == .lock)
    #expect(locked.accessoryOverlay(hasOwnAccessory: true) == .none)
    // Without a reason, or enabled, or failed: the row's own accessory.
    #expect(
      RowState(interaction: .selectable(.disabled(reason: nil))).accessoryOverlay(hasOwnAccessory: false) == .none)
    #expect(RowState().accessoryOverlay(hasOwnAccessory: false) == .none)
    #expect(RowState(status: .failed("No network")).accessoryOverlay(hasOwnAccessory: true) == .none)
  }
}
