import ComponentTable
import Foundation
import Testing

/// The confirmation a table shows (``ShownDialog``), and the hosts that present it
/// themselves (``DialogPresenting``) rather than drawing it from the engine.
@MainActor
@Suite struct ShownDialogTests {
  final class Log {
    var entries: [String] = []
  }

  func reset(_ log: Log) throws -> TableDialog {
    try TableDialog(
      title: "Reset All Settings?", style: .actionSheet,
      actions: [
        .init("Reset", role: .destructive) { log.entries.append("reset") },
        .init("Cancel", role: .cancel) { log.entries.append("cancel") },
      ])
  }

  @Test func aPresentingHostIsAskedToPresentAndTheEngineKeepsWhatIsShown() throws {
    let (tableView, host) = UIKitShapedHost.make()
    defer { withExtendedLifetime(tableView) {} }
    let engine = TableEngine(host: host)
    let log = Log()
    let row = IndexPath(row: 1, section: 0)
    try engine.requestDialog(try reset(log), forRowAt: row)
    #expect(host.calls.last == "presentDialog Reset All Settings? at \(row)")
    let shown: ShownDialog = try #require(engine.shownDialog)
    #expect(shown.dialog.title == "Reset All Settings?")
    #expect(shown.indexPath == row)
    try engine.answerDialog(with: 0)
    #expect(log.entries == ["reset"])
    #expect(engine.shownDialog == nil)
    // A second showing of the same question is told apart by its serial.
    try engine.requestDialog(try reset(log), forRowAt: nil)
    let again = try #require(engine.shownDialog)
    #expect(again.serial > shown.serial)
    #expect(again.indexPath == nil)
    #expect(host.calls.last == "presentDialog Reset All Settings? at table")
    #expect(engine.cancelDialog())
    #expect(log.entries == ["reset", "cancel"])
  }

  /// A host that does not present confirmations (the terminal) is told nothing: it draws
  /// ``TableEngine/shownDialog`` itself.
  @Test func aHostThatDoesNotPresentIsToldNothing() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    #expect(!(host is any DialogPresenting))
    try engine.requestDialog(try reset(Log()), forRowAt: nil)
    #expect(engine.shownDialog?.dialog.title == "Reset All Settings?")
  }

  @Test func answeringWhenNothingIsShownIsRefused() {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    #expect(throws: TableError.dialog(.noneShown, title: "", actionTitles: [])) {
      try engine.answerDialog(with: 0)
    }
    #expect(!engine.cancelDialog())
    #expect(engine.shownDialog == nil)
  }

  /// A host's dialog that goes away without an answer cancels the showing it presented, never
  /// a later dialog shown meanwhile.
  @Test func aDialogGoneWithoutAnAnswerCancelsOnlyItsOwnShowing() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    let log = Log()
    try engine.requestDialog(try reset(log), forRowAt: nil)
    let first = try #require(engine.shownDialog).serial
    engine.cancelDialog(shownAs: first)
    #expect(log.entries == ["cancel"])
    try engine.requestDialog(try reset(log), forRowAt: nil)
    engine.cancelDialog(shownAs: first)
    #expect(log.entries == ["cancel"], "the later dialog stays")
    #expect(engine.shownDialog != nil)
  }
}
