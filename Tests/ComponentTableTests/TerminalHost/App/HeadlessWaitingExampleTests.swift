// The second example of the "Testing Headless" article, which quotes this file from its first
// import on.

import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A server the test answers by hand: each request waits for the test's answer, which may
/// also come first (the request then takes it at once), so no test depends on when a task runs.
@MainActor
final class ManualServer {
  private var waiting: [CheckedContinuation<Void, any Error>] = []
  private var answers: [Result<Void, any Error>] = []
  var requests: [Bool] = []

  func setBackup(_ isOn: Bool) async throws {
    requests.append(isOn)
    if !answers.isEmpty { return try answers.removeFirst().get() }
    try await withCheckedThrowingContinuation { waiting.append($0) }
  }

  /// Answers the oldest request, or the next one.
  func answer(_ result: Result<Void, any Error>) {
    if waiting.isEmpty { answers.append(result) } else { waiting.removeFirst().resume(with: result) }
  }
}

struct Unreachable: LocalizedError {
  var errorDescription: String? { "The server did not answer." }
}

@MainActor
@Suite struct HeadlessWaitingExampleTests {

  @Test func aChangeWaitsForTheServerAndGoesBackWhenItFails() async throws {
    let server = ManualServer()
    var backup = false
    let app = try TerminalTableApp(
      root: TableScreen(title: "Backup") {
        TableSection(rows: [
          TableComponent.switchRow(
            "iCloud Backup", isOn: .value(backup), change: .confirmed { try await server.setBackup($0) }
          ) {
            backup = $0
          }
        ])
      })
    app.resize(to: TerminalSize(columns: 40, rows: 6))

    // The switch shows the new value at once, marked as waiting.
    try app.replay("enter")
    #expect(app.frameText.contains("⋯ Updating… [ on]"))
    #expect(!backup)

    // The server fails; `settle()` waits until the change has finished, without sleeping.
    // The switch goes back and says why, on its row and to VoiceOver.
    server.answer(.failure(Unreachable()))
    await app.settle()
    #expect(server.requests == [true])
    #expect(app.frameText.contains("[off]") && app.frameText.contains("! The server did not answer."))
    #expect(app.table.announcements == ["The server did not answer."])
    #expect(!backup)

    // Again, and this time it works: the value stays and `onChange` gets it.
    try app.replay("enter")
    server.answer(.success(()))
    await app.settle()
    #expect(backup && app.frameText.contains("[ on]") && !app.frameText.contains("! The server"))
  }

  @Test func aQuestionIsAnsweredByKey() throws {
    var erased = false
    let erase = try TableDialog(
      title: "Erase all data?", style: .actionSheet,
      actions: [.init("Erase", role: .destructive) { erased = true }, .cancel()])
    let app = try TerminalTableApp(
      root: TableScreen(title: "Reset") {
        TableSection(rows: [TableComponent.buttonRow("Erase All Data", role: .destructive) { $0.present(erase) }])
      })
    app.resize(to: TerminalSize(columns: 40, rows: 10))

    try app.replay("enter")  // the question, over the table
    #expect(app.shownDialog?.dialog.title == "Erase all data?")
    #expect(app.frameText.contains("1 Erase") && app.frameText.contains("2 Cancel"))
    try app.replay("esc")  // Esc is its cancel action: nothing happened
    #expect(!erased && app.shownDialog == nil)
    try app.replay("enter 1")  // asked again, and answered
    #expect(erased)
  }
}
