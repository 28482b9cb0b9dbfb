import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The lists a key offers (`a` the focused row's actions, `i` the section index, `b` the bar
/// buttons), driven with a user's keys: each shows its entries on the status line and its keys
/// on the help line; its key picks an entry, Esc only closes it, and another key closes it and
/// does its usual work, except in the index, which every key only closes.
@MainActor
@Suite struct TerminalOfferedListTests {
  @MainActor final class Log {
    var events: [String] = []
  }

  /// "Mail": "Inbox" (an Archive action) and "Folders" (opens a screen) under index title "I",
  /// "Sent" under "S", and a Compose bar button.
  func app(log: Log) throws -> TerminalTableApp {
    let root = TableScreen(title: "Mail") {
      TableSection(
        indexTitle: "I",
        rows: [
          TableComponent.valueRow("Inbox", value: "3")
            .swipeActions(trailing: [RowAction("Archive") { _ in log.events.append("archive") }]),
          TableComponent.navigationRow("Folders") { TableScreen(title: "Folders") {} },
        ])
      TableSection(indexTitle: "S", rows: [TableComponent.valueRow("Sent", value: "0")])
    }
    root.barButtons = [TableBarButton(.title("Compose")) { _ in log.events.append("compose") }]
    let app = try TerminalTableApp(root: root)
    app.resize(to: TerminalSize(columns: 60, rows: 8))
    return app
  }

  func statusLine(_ app: TerminalTableApp) -> String { app.renderFrame(styled: false).dropLast().last ?? "" }
  func helpLine(_ app: TerminalTableApp) -> String { app.renderFrame(styled: false).last ?? "" }

  @Test func eachListShowsItsEntriesAndKeysAndAKeyOfItsOwnPicksOne() throws {
    let log = Log()
    let app = try app(log: log)
    app.replay([.character("a")])
    #expect(statusLine(app).hasPrefix(" 1 Archive · esc close"))
    #expect(helpLine(app).hasPrefix(" 1 run · esc close"))
    app.replay([.character("1")])
    #expect(log.events == ["archive"] && app.offeredList == nil)

    app.replay([.character("i")])
    #expect(statusLine(app).hasPrefix(" index: I S · esc close"))
    #expect(helpLine(app).hasPrefix(" a title's first letter jumps · esc close"))
    app.replay([.character("s")])
    #expect(try app.table.focusedIndexPath == app.row(titled: "Sent").indexPath)

    app.replay([.character("b")])
    #expect(statusLine(app).hasPrefix(" 1 Compose · esc close"))
    #expect(helpLine(app).hasPrefix(" 1 press · esc close"))
    app.replay([.character("1")])
    #expect(log.events == ["archive", "compose"] && app.offeredList == nil)
  }

  @Test func escOnlyClosesAList() throws {
    let log = Log()
    let app = try app(log: log)
    for key in ["a", "i", "b"] {
      app.replay([.character(Character(key)), .escape])
      #expect(app.offeredList == nil && !app.isFinished, "Esc after \(key)")
      #expect(helpLine(app).contains("q quit"))
    }
    #expect(log.events.isEmpty)
  }

  @Test func anotherKeyClosesTheActionsOrTheButtonsAndDoesItsUsualWork() throws {
    let log = Log()
    let app = try app(log: log)
    app.replay([.character("b"), .down])
    #expect(app.offeredList == nil)
    #expect(try app.table.focusedIndexPath == app.row(titled: "Folders").indexPath)
    // A digit past the list is not the list's: it closes it, and does nothing on the table.
    app.replay([.up, .character("a"), .character("2")])
    #expect(app.offeredList == nil && log.events.isEmpty)
    // → opens the focused row's screen, as it does without the list.
    app.replay([.down, .character("a"), .right])
    #expect(app.offeredList == nil)
    #expect(app.navigator?.path == ["Mail", "Folders"])
  }

  @Test func anyKeyOnlyClosesTheIndex() throws {
    let app = try app(log: Log())
    let inbox = try app.row(titled: "Inbox").indexPath
    app.replay([.character("i"), .down])
    #expect(app.offeredList == nil)
    #expect(app.table.focusedIndexPath == inbox)
  }

  @Test func aBarButtonIsPressedWhileAListIsOffered() throws {
    let log = Log()
    let app = try app(log: log)
    app.replay([.character("i")])
    try app.pressBarButton(titled: "Compose")
    #expect(log.events == ["compose"] && app.offeredList == nil)
  }
}
