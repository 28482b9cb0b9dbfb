import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// Notices (a dialog whose acknowledgement is its only action) and refusals that ask what to do
/// instead, driven through the terminal app by keys: shown, spoken, dismissed, and refused
/// while another dialog is shown, with nothing changed.
@MainActor
@Suite struct NoticeAndWayForwardTests {

  @MainActor final class Log {
    var entries: [String] = []
  }

  let first = IndexPath(row: 0, section: 0)

  /// A table of `rows` on a navigator, 50 × 16.
  func app(_ rows: @escaping @MainActor () -> [TableComponent]) throws -> TerminalTableApp {
    let app = try TerminalTableApp(root: TableScreen(title: "Account") { TableSection(id: "rows", rows: rows()) })
    app.resize(to: TerminalSize(columns: 50, rows: 16))
    return app
  }

  func checkEmail(_ log: Log) -> TableDialog {
    .notice(title: "Check your email", message: "The link is on its way.") { log.entries.append("ok") }
  }

  /// A Face ID switch that refuses to turn on and asks `dialog` instead.
  func faceID(_ log: Log, asking dialog: @escaping @MainActor (RowChangeContext) throws -> TableDialog)
    -> TableComponent
  {
    TableComponent.switchRow(
      "Face ID", isOn: .value(false), change: .refusing { isOn, context in isOn ? .ask(try dialog(context)) : .accept }
    ) { log.entries.append("onChange \($0)") }
  }

  @Test func aNoticeIsShownSpokenAndDismissedByAKey() throws {
    let log = Log()
    let app = try app {
      [
        TableComponent.buttonRow("Send Link") { context in
          try? context.engine.requestDialog(checkEmail(log), forRowAt: context.indexPath)
        }
      ]
    }
    app.speaksForScreenReaders = true
    try app.replay("enter")
    #expect(app.shownDialog?.dialog.isNotice == true)
    #expect(app.frameText.contains("Check your email") && app.frameText.contains("1 OK"))
    #expect(app.frameText.contains("⏎ ok"))
    #expect(app.spokenLines.last == "Check your email. The link is on its way. Return OK")
    try app.replay("down")  // the notice is modal: no key reaches the table
    #expect(app.shownDialog != nil && log.entries.isEmpty)
    try app.replay("enter")
    #expect(app.shownDialog == nil && log.entries == ["ok"])
    #expect(!app.frameText.contains("Check your email"))
    // Esc and its number acknowledge it too, and each showing is spoken again.
    try app.replay("enter esc enter 1")
    #expect(log.entries == ["ok", "ok", "ok"])
    #expect(app.spokenLines.filter { $0.hasPrefix("Check your email") }.count == 3)
  }

  /// A lone cancel action is a notice made the wrong way: the error says which way is right.
  @Test func aQuestionWithOnlyItsCancelActionPointsToNotice() {
    #expect(throws: TableError.dialog(.onlyCancelAction, title: "Saved", actionTitles: ["OK"])) {
      try TableDialog(title: "Saved", actions: [.cancel("OK")])
    }
    let text = TableError.dialog(.onlyCancelAction, title: "Saved", actionTitles: ["OK"]).description
    #expect(text.contains("TableDialog.notice"), "\(text)")
  }

  /// A dialog requested while another is shown is refused with an error naming both, and the
  /// shown one stays as it was, drawn the same.
  @Test func aDialogWhileAnotherIsShownIsRefusedNamingBoth() throws {
    let log = Log()
    let app = try app { [TableComponent.buttonRow("Send Link") { _ in }] }
    let engine = try #require(app.navigator?.top.engine)
    try engine.requestDialog(checkEmail(log), forRowAt: first)
    let frame = app.frameText
    let question = try TableDialog(title: "Sign out?", actions: [.init("Sign Out"), .cancel()])
    let error = TableError.dialog(
      .anotherIsShown("Check your email"), title: "Sign out?", actionTitles: ["Sign Out", "Cancel"])
    #expect(throws: error) { try engine.requestDialog(question, forRowAt: nil) }
    #expect(error.description.contains("\"Sign out?\"") && error.description.contains("\"Check your email\""))
    #expect(engine.shownDialog?.dialog.title == "Check your email" && engine.shownDialog?.indexPath == first)
    #expect(app.frameText == frame && log.entries.isEmpty)
  }

  /// The refusal asks: the value is not shown, stored or told, the row shows no message (the
  /// dialog says it), and the chosen action runs after the dialog is gone with the row's
  /// context, here changing another row.
  @Test func aRefusalThatAsksShowsItsDialogAndItsActionChangesAnotherRow() throws {
    let log = Log()
    let app = try app {
      [
        faceID(log) { context in
          try TableDialog(
            title: "Set a passcode first", message: "Face ID needs one.",
            actions: [
              .init("Turn Passcode On") {
                log.entries.append("passcode at \(context.indexPath)")
                try? context.engine.updateCell(
                  at: IndexPath(row: 1, section: 0), with: TableComponent.valueRow("Passcode", value: "On"))
              },
              .cancel(),
            ])
        },
        TableComponent.valueRow("Passcode", value: "Off"),
      ]
    }
    let engine = try #require(app.navigator?.top.engine)
    try app.replay("space")  // Face ID: refused, asks
    let data = try #require(try engine.component(at: first).data(as: SwitchRowData.self))
    #expect(!data.isOn && data.status == .idle)
    #expect(app.table.announcements.isEmpty)
    #expect(engine.shownDialog?.dialog.title == "Set a passcode first" && engine.shownDialog?.indexPath == first)
    #expect(app.frameText.contains("1 Turn Passcode On") && app.frameText.contains("2 Cancel"))
    try app.replay("esc")
    #expect(engine.shownDialog == nil && log.entries.isEmpty)
    try app.replay("space 1")
    #expect(engine.shownDialog == nil)
    #expect(log.entries == ["passcode at \(first)"])
    #expect(app.frameText.contains("Passcode") && app.frameText.contains("On"))
    #expect(try engine.component(at: first).data(as: SwitchRowData.self)?.isOn == false)
  }

  /// Asked while another dialog is shown, the refusal's dialog is not shown: the row shows the
  /// error naming both, the value is still refused, and the shown dialog stays.
  @Test func aRefusalAskingWhileADialogIsShownShowsTheErrorOnTheRow() throws {
    let log = Log()
    let app = try app {
      [faceID(log) { _ in try TableDialog(title: "Set a passcode first", actions: [.init("Set"), .cancel()]) }]
    }
    let engine = try #require(app.navigator?.top.engine)
    try engine.requestDialog(checkEmail(log), forRowAt: nil)
    engine.dataSource.send(.control(.toggle(true), at: first))
    let data = try #require(try engine.component(at: first).data(as: SwitchRowData.self))
    #expect(!data.isOn)
    guard case .failed(let message) = data.status else {
      Issue.record("the row shows no error: \(data.status)")
      return
    }
    #expect(message.contains("\"Set a passcode first\"") && message.contains("\"Check your email\""), "\(message)")
    #expect(app.table.announcements == [message])
    #expect(engine.shownDialog?.dialog.title == "Check your email" && log.entries.isEmpty)
  }

  /// A decision that throws (a question without a way out) refuses the value and shows the
  /// error on the row; no dialog is shown.
  @Test func aDecisionThatThrowsRefusesWithTheError() throws {
    let log = Log()
    let app = try app { [faceID(log) { _ in try TableDialog(title: "Really?", actions: [.init("Yes")]) }] }
    let engine = try #require(app.navigator?.top.engine)
    try app.replay("space")
    let data = try #require(try engine.component(at: first).data(as: SwitchRowData.self))
    #expect(!data.isOn && engine.shownDialog == nil && log.entries.isEmpty)
    guard case .failed(let message) = data.status else {
      Issue.record("the row shows no error: \(data.status)")
      return
    }
    #expect(message.contains("has no action with the cancel role"), "\(message)")
  }
}
