import ComponentTable
import ComponentTableTerminal
import Foundation
import Observation
import Testing

/// A server the test answers by hand, for a button's request: each request waits for the
/// test's answer, which may also come first (the request then takes it at once).
@MainActor
final class ManualRequests {
  private var waiting: [CheckedContinuation<Void, any Error>] = []
  private var answers: [Result<Void, any Error>] = []
  private(set) var count = 0

  func send() async throws {
    count += 1
    if !answers.isEmpty { return try answers.removeFirst().get() }
    try await withCheckedThrowingContinuation { waiting.append($0) }
  }

  /// Answers the oldest request, or the next one.
  func answer(_ result: Result<Void, any Error>) {
    if waiting.isEmpty { answers.append(result) } else { waiting.removeFirst().resume(with: result) }
  }
}

/// What a screen that follows its model shows after a button's request. What `@Observable`
/// expands to, written out, as `FollowedModel` is, so the tests compile against SDKs whose
/// Observation module is older than the macro.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
@MainActor final class ResetLinkModel: Observable {
  private let registrar = ObservationRegistrar()
  private var _sent = false
  var sent: Bool {
    get {
      registrar.access(self, keyPath: \.sent)
      return _sent
    }
    set { registrar.withMutation(of: self, keyPath: \.sent) { _sent = newValue } }
  }
}

/// A button whose action waits (`buttonRow(_:role:id:onSelect:)` with an `async throws` closure), driven by keys in a headless
/// terminal app: pending while it runs, then as before or with the error inline and announced,
/// and `settle()` waiting for it and showing what it changed in a followed model.
@MainActor
@Suite struct ButtonActionTests {

  struct NoAnswer: LocalizedError {
    var errorDescription: String? { "The server did not answer." }
  }

  func app(_ server: ManualRequests, done: @escaping @MainActor () -> Void = {}) throws -> TerminalTableApp {
    let app = try TerminalTableApp(
      root: TableScreen(title: "Account") {
        TableSection(rows: [
          TableComponent.buttonRow("Send Reset Link") {
            try await server.send()
            done()
          }
        ])
      })
    app.resize(to: TerminalSize(columns: 40, rows: 6))
    return app
  }

  func rowState(_ app: TerminalTableApp) throws -> RowState {
    let engine = try #require(app.table.engine)
    return engine.dataSource.rowState(at: IndexPath(row: 0, section: 0))
  }

  @Test func aButtonWaitsWhileItsActionRunsAndIsAsBeforeWhenItSucceeds() async throws {
    let server = ManualRequests()
    var sent = 0
    let app = try app(server) { sent += 1 }

    try app.replay("enter")
    #expect(app.frameText.contains("Send Reset Link") && app.frameText.contains("⋯ In progress…"))
    #expect(try app.row(titled: "Send Reset Link").value == "In progress")
    let pending = try rowState(app)
    #expect(pending.status == .pending && !pending.controlIsEnabled)
    #expect(app.table.engine?.hasPendingChanges == true)
    #expect(sent == 0)

    server.answer(.success(()))
    await app.settle()
    #expect(sent == 1 && server.count == 1)
    #expect(!app.frameText.contains("In progress") && app.frameText.contains("Send Reset Link"))
    #expect(try app.row(titled: "Send Reset Link").value == nil)
    #expect(try rowState(app).controlIsEnabled)
    #expect(app.table.announcements.isEmpty)
  }

  @Test func aFailedActionShowsItsMessageOnTheRowAndAnnouncesItAndATapTriesAgain() async throws {
    let server = ManualRequests()
    var sent = 0
    let app = try app(server) { sent += 1 }

    try app.replay("enter")
    server.answer(.failure(NoAnswer()))
    await app.settle()
    #expect(sent == 0)
    #expect(app.frameText.contains("! The server did not answer."))
    #expect(app.table.announcements == ["The server did not answer."])
    let failed = try rowState(app)
    #expect(failed.status == .failed("The server did not answer.") && failed.controlIsEnabled)
    #expect(failed.accessibility?.hint == "The server did not answer.")

    // Tapped again, it tries again; the message goes with the tap.
    try app.replay("enter")
    #expect(app.frameText.contains("⋯ In progress…") && !app.frameText.contains("! The server"))
    server.answer(.success(()))
    await app.settle()
    #expect(server.count == 2 && sent == 1 && !app.frameText.contains("! The server"))
  }

  @Test func anErrorWithoutADescriptionIsNamedAfterTheFallback() async throws {
    struct Refused: Error {}
    let server = ManualRequests()
    let app = try app(server)
    try app.replay("enter")
    server.answer(.failure(Refused()))
    await app.settle()
    #expect(app.table.announcements == ["\(RowStatusText.actionFailed) (Refused())"])
  }

  @Test func aSecondTapWhileTheActionRunsDoesNothing() async throws {
    let server = ManualRequests()
    var sent = 0
    let app = try app(server) { sent += 1 }

    try app.replay("enter enter")
    // Two answers, so that a second request, had it been sent, would not keep `settle()` waiting.
    server.answer(.success(()))
    server.answer(.success(()))
    await app.settle()
    #expect(server.count == 1 && sent == 1)
  }

  @Test func cancellingTheActionShowsTheRowAsBefore() async throws {
    let server = ManualRequests()
    var sent = 0
    let app = try app(server) { sent += 1 }
    try app.replay("enter")
    let engine = try #require(app.table.engine)
    #expect(engine.cancelPendingChange(forRowAt: IndexPath(row: 0, section: 0)))
    #expect(!app.frameText.contains("In progress") && !engine.hasPendingChanges)
    // The action's late answer changes nothing on the row.
    server.answer(.success(()))
    await app.settle()
    #expect(!app.frameText.contains("In progress") && app.table.announcements.isEmpty)
  }

  @Test func settleShowsWhatTheActionChangedInAFollowedModel() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let server = ManualRequests()
    let model = ResetLinkModel()
    let app = try TerminalTableApp(
      root: TableScreen.observing(title: "Account") {
        TableSection(id: "reset") {
          TableComponent.buttonRow("Send Reset Link") {
            try await server.send()
            model.sent = true
          }
          if model.sent { TableComponent.valueRow("Reset Link", value: "Sent") }
        }
      })
    app.resize(to: TerminalSize(columns: 40, rows: 6))

    try app.replay("enter")
    // The screen, declared again while the action runs, keeps the row pending.
    model.sent = false
    app.table.engine?.applyFollowedChanges()
    #expect(app.frameText.contains("⋯ In progress…"))

    server.answer(.success(()))
    await app.settle()
    #expect(model.sent)
    #expect(app.frameText.contains("Reset Link") && app.frameText.contains("Sent"))
    #expect(!app.frameText.contains("In progress"))
  }
}
