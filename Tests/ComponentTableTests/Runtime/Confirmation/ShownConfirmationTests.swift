import ComponentTable
import Foundation
import Testing

/// The confirmation a table shows (``ShownConfirmation``), and the hosts that present it
/// themselves (``ConfirmationPresenting``) rather than drawing it from the engine.
@MainActor
@Suite struct ShownConfirmationTests {
  final class Log {
    var entries: [String] = []
  }

  func reset(_ log: Log) throws -> ConfirmationDialog {
    try ConfirmationDialog(
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
    try engine.requestConfirmation(try reset(log), forRowAt: row)
    #expect(host.calls.last == "presentConfirmation Reset All Settings? at \(row)")
    let shown: ShownConfirmation = try #require(engine.shownConfirmation)
    #expect(shown.confirmation.title == "Reset All Settings?")
    #expect(shown.indexPath == row)
    try engine.answerConfirmation(with: 0)
    #expect(log.entries == ["reset"])
    #expect(engine.shownConfirmation == nil)
    // A second showing of the same question is told apart by its serial.
    try engine.requestConfirmation(try reset(log), forRowAt: nil)
    let again = try #require(engine.shownConfirmation)
    #expect(again.serial > shown.serial)
    #expect(again.indexPath == nil)
    #expect(host.calls.last == "presentConfirmation Reset All Settings? at table")
    #expect(engine.cancelConfirmation())
    #expect(log.entries == ["reset", "cancel"])
  }

  /// A host that does not present confirmations (the terminal) is told nothing: it draws
  /// ``TableEngine/shownConfirmation`` itself.
  @Test func aHostThatDoesNotPresentIsToldNothing() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    #expect(!(host is any ConfirmationPresenting))
    try engine.requestConfirmation(try reset(Log()), forRowAt: nil)
    #expect(engine.shownConfirmation?.confirmation.title == "Reset All Settings?")
  }

  @Test func answeringWhenNothingIsShownIsRefused() {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    #expect(throws: TableError.confirmation(.noneShown, title: "", actionTitles: [])) {
      try engine.answerConfirmation(with: 0)
    }
    #expect(!engine.cancelConfirmation())
    #expect(engine.shownConfirmation == nil)
  }
}
