import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Confirmations: made only with a way out, shown by the terminal app as a modal panel,
/// answered by key or through the engine, one at a time.
@MainActor
@Suite struct ConfirmationTests {

  final class Log {
    var entries: [String] = []
  }

  func reset(_ log: Log, style: TableDialog.Style = .actionSheet) throws -> TableDialog {
    try TableDialog(
      title: "Reset all settings?", message: "Your settings go back to their defaults.", style: style,
      actions: [
        .init("Reset All Settings", role: .destructive) { log.entries.append("reset") },
        .cancel { log.entries.append("cancel") },
      ])
  }

  func app(_ rows: [TableComponent]) throws -> TerminalTableApp {
    let app = try TerminalTableApp(root: TableScreen(title: "Settings") { TableSection(rows: rows) })
    app.resize(to: TerminalSize(columns: 44, rows: 14))
    return app
  }

  @Test func everyDialogProblemNamesTheConfirmationAndItsActions() {
    let problems: [DialogProblem] = [
      .noCancelAction, .severalCancelActions(2), .onlyCancelAction, .anotherIsShown("Sign out?"), .noSuchAction(5),
    ]
    for problem in problems {
      let text = TableError.dialog(problem, title: "Reset?", actionTitles: ["Reset", "Cancel"]).description
      #expect(text.contains("the dialog \"Reset?\" (actions: \"Reset\", \"Cancel\")"), "\(text)")
    }
  }

  @Test func aConfirmationWithoutACancelActionIsRefusedAtCreation() {
    #expect(throws: TableError.dialog(.noCancelAction, title: "Delete?", actionTitles: ["Delete"])) {
      try TableDialog(title: "Delete?", actions: [.init("Delete")])
    }
    do {
      _ = try TableDialog(title: "Delete?", actions: [.init("Delete", role: .destructive)])
      Issue.record("a confirmation without a cancel action was made")
    } catch {
      #expect(error == .dialog(.noCancelAction, title: "Delete?", actionTitles: ["Delete"]))
      #expect(error.description.contains("\"Delete?\"") && error.description.contains("\"Delete\""))
      #expect(error.description.contains("no action with the cancel role"))
    }
    #expect(
      throws: TableError.dialog(
        .severalCancelActions(2), title: "Leave?", actionTitles: ["Leave", "No", "Stay"])
    ) {
      try TableDialog(title: "Leave?", actions: [.init("Leave"), .cancel("No"), .cancel("Stay")])
    }
    #expect(throws: TableError.dialog(.onlyCancelAction, title: "Hm?", actionTitles: ["Cancel"])) {
      try TableDialog(title: "Hm?", actions: [.cancel()])
    }
  }

  @Test func theActionRunsOnlyAfterItIsChosenByKey() throws {
    let log = Log()
    let app = try app([
      TableComponent.buttonRow("Reset All Settings", role: .destructive) { [dialog = try reset(log)] in
        $0.present(dialog)
      }
    ])
    try app.replay("enter")
    #expect(log.entries.isEmpty)
    #expect(app.shownDialog?.dialog.title == "Reset all settings?")
    #expect(app.shownDialog?.indexPath == IndexPath(row: 0, section: 0))
    let frame = app.frameText
    #expect(frame.contains("│ Reset all settings?"))
    #expect(frame.contains("1 Reset All Settings"))
    #expect(frame.contains("2 Cancel"))
    #expect(frame.contains("1–2 choose · esc cancel"))
    // Modal: keys that are not answers change nothing.
    try app.replay("down enter 9 q")
    #expect(log.entries.isEmpty && !app.isFinished && app.shownDialog != nil)
    try app.replay("1")
    #expect(log.entries == ["reset"])
    #expect(app.shownDialog == nil && !app.frameText.contains("1 Reset All Settings"))
  }

  @Test func escCancelsAndLeavesEverythingAsItWas() throws {
    let log = Log()
    let app = try app([
      TableComponent.switchRow("Wi-Fi", isOn: .value(true)),
      TableComponent.buttonRow("Reset", role: .destructive) { [dialog = try reset(log)] in $0.present(dialog) },
    ])
    let before = app.table.appliedUpdateCount
    try app.replay("down enter esc")
    #expect(log.entries == ["cancel"])
    #expect(app.shownDialog == nil)
    #expect(app.table.appliedUpdateCount == before)
    #expect(app.table.focusedIndexPath == IndexPath(row: 1, section: 0))
    // The numbered cancel action cancels too.
    try app.replay("enter 2")
    #expect(log.entries == ["cancel", "cancel"])
  }

  @Test(.recordsDiagnostics) func aSecondConfirmationWhileOneIsShownIsRefusedAndTheFirstStays() throws {
    let log = Log()
    let app = try app([TableComponent.buttonRow("Reset") { [dialog = try reset(log)] in $0.present(dialog) }])
    let engine = try #require(app.navigator?.top.engine)
    let diagnostics = try reportedDiagnostics()
    try app.replay("enter")
    let other = try TableDialog(title: "Sign out?", actions: [.init("Sign Out"), .cancel()])
    #expect(
      throws: TableError.dialog(
        .anotherIsShown("Reset all settings?"), title: "Sign out?", actionTitles: ["Sign Out", "Cancel"])
    ) {
      try engine.requestDialog(other, forRowAt: nil)
    }
    // Selecting the row again (a double tap) is refused the same way, and reported.
    engine.dataSource.send(.select(IndexPath(row: 0, section: 0)))
    #expect(
      diagnostics.entries.map(\.kind) == [
        .failed(
          .dialog(
            .anotherIsShown("Reset all settings?"), title: "Reset all settings?",
            actionTitles: ["Reset All Settings", "Cancel"]))
      ])
    #expect(diagnostics.entries.first?.message.contains("is still shown") == true)
    #expect(engine.shownDialog?.dialog.title == "Reset all settings?")
    try engine.answerDialog(with: 0)
    #expect(log.entries == ["reset"])
    // Once answered, a new one may be asked, from an action too.
    try engine.requestDialog(other, forRowAt: nil)
    #expect(engine.shownDialog?.dialog.title == "Sign out?")
  }

  @Test func answersThatAreNotActionsAreRefusedAndTheQuestionStays() throws {
    let log = Log()
    let engine = TableEngine(host: TerminalTableView(width: 30, height: 5))
    #expect(throws: TableError.dialog(.noneShown, title: "", actionTitles: [])) {
      try engine.answerDialog(with: 0)
    }
    #expect(engine.cancelDialog() == false)
    try engine.requestDialog(try reset(log), forRowAt: nil)
    #expect(
      throws: TableError.dialog(
        .noSuchAction(2), title: "Reset all settings?", actionTitles: ["Reset All Settings", "Cancel"])
    ) {
      try engine.answerDialog(with: 2)
    }
    #expect(
      throws: TableError.dialog(
        .noSuchAction(-1), title: "Reset all settings?", actionTitles: ["Reset All Settings", "Cancel"])
    ) {
      try engine.answerDialog(with: -1)
    }
    #expect(engine.shownDialog != nil && log.entries.isEmpty)
    #expect(engine.cancelDialog())
    #expect(log.entries == ["cancel"])
  }

  @Test func anActionMayAskAnotherQuestion() throws {
    let log = Log()
    let engine = TableEngine(host: TerminalTableView(width: 30, height: 5))
    let second = try reset(log)
    let first = try TableDialog(
      title: "Sign out?", style: .alert,
      actions: [
        .init("Sign Out") { try? engine.requestDialog(second, forRowAt: nil) }, .cancel(),
      ])
    try engine.requestDialog(first, forRowAt: nil)
    try engine.answerDialog(with: 0)
    #expect(engine.shownDialog?.dialog.title == "Reset all settings?")
  }

  @Test func aScreenReaderHearsTheQuestionAndItsAnswers() throws {
    let app = try app([TableComponent.buttonRow("Reset") { [dialog = try reset(Log())] in $0.present(dialog) }])
    app.speaksForScreenReaders = true
    try app.replay("enter")
    // Said once, in full, as a screen reader prints it; the status line shows its start.
    #expect(
      app.spokenLines.last
        == "Reset all settings? Your settings go back to their defaults. 1 Reset All Settings. 2 Cancel")
    #expect(app.frameText.contains("Reset all settings? Your settings go back"))
  }

  @Test func aPanelTallerThanTheTableKeepsItsActions() throws {
    let log = Log()
    let app = try app([TableComponent.buttonRow("Reset") { [dialog = try reset(log)] in $0.present(dialog) }])
    app.resize(to: TerminalSize(columns: 30, rows: 8))
    try app.replay("enter")
    let frame = app.renderFrame(styled: false)
    #expect(frame.count == 8)
    #expect(frame.contains { $0.contains("1 Reset All Settings") || $0.contains("1 Reset All Se") })
    #expect(frame.contains { $0.contains("2 Cancel") })
    #expect(frame.allSatisfy { $0.displayWidth == 30 })
  }
}
