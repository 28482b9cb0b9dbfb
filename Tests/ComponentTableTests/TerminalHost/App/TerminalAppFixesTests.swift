import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// What testers found running the demo: a paste in a text field, the screen reader's headers,
/// footers and late changes, a disabled row's key help, a long value's chevron, the narrowest
/// screens and a confirmation on a small one.
@MainActor
@Suite struct TerminalAppFixesTests {
  struct Refused: Error, CustomStringConvertible {
    var description: String { "The server said no." }
  }

  final class Log {
    var names: [String] = []
    var switches: [Bool] = []
  }

  func app(_ log: Log, sections: [TableSection]? = nil) throws -> TerminalTableApp {
    let table = TerminalTableView()
    let engine = TableEngine(host: table)
    let sections =
      sections ?? [
        TableSection(
          header: TableComponent.sectionTitle("First"), footer: TableComponent.footerNote("First footer."),
          rows: [
            TableComponent.textFieldRow("Name", text: .value("")) { log.names.append($0) },
            TableComponent.switchRow("Switch", isOn: .value(false)) { log.switches.append($0) },
          ]),
        TableSection(
          header: TableComponent.sectionTitle("Last"), footer: TableComponent.footerNote("Last footer."),
          rows: [
            TableComponent.switchRow("Backup", isOn: .value(false), change: .confirmed { _ in throw Refused() })
          ]),
      ]
    for section in sections { try engine.addSection(section) }
    let app = TerminalTableApp(title: "Fixes", table: table)
    app.resize(to: TerminalSize(columns: 60, rows: 20))
    return app
  }

  @Test func aPasteInATextFieldIsTextWithItsLineBreaksAsSpaces() throws {
    let log = Log()
    let app = try app(log)
    app.replay([.enter, .paste("Main St\nq / Springfield\n"), .enter])
    #expect(log.names == ["Main St q / Springfield"])
    #expect(!app.isFinished)
  }

  @Test func aPasteOutsideATextFieldDoesNothing() throws {
    let log = Log()
    let app = try app(log)
    app.replay([.down, .paste(" q\n/\n"), .paste("q")])
    #expect(log.switches.isEmpty)
    #expect(!app.isFinished)
    #expect(app.table.focusedIndexPath == IndexPath(row: 1, section: 0))
  }

  @Test func theInteractiveStatusLineSaysTheHeaderPassed() throws {
    let app = try app(Log())
    app.speaksForScreenReaders = true
    app.replay([.down, .down])
    #expect(app.spokenLines.last?.hasPrefix("First footer. Last, Heading. Backup") == true, "\(app.spokenLines)")
    let status = app.renderFrame(styled: false).dropLast().last ?? ""
    #expect(status.contains("First footer. Last, Heading. Backup"), "\(status)")
  }

  @Test func downOnTheLastRowSaysTheLastFooter() throws {
    let app = try app(Log())
    app.speaksForScreenReaders = true
    app.replay([.end, .down])
    #expect(app.spokenLines.last == "Last footer.", "\(app.spokenLines)")
    #expect(app.renderFrame(styled: false).dropLast().last?.contains("Last footer.") == true)
  }

  @Test func aChangeThatFailsAfterTheKeysIsSpoken() async throws {
    let app = try app(Log())
    app.speaksForScreenReaders = true
    app.replay([.end, .space])
    await app.settle()
    // The row's state back to off with the reason, and the announcement of the failure.
    #expect(
      app.spokenLines.contains { $0.hasPrefix("Backup, Switch button, Off, The change could not be made") },
      "\(app.spokenLines)")
    #expect(app.spokenLines.last == "The change could not be made (The server said no.)", "\(app.spokenLines)")
  }

  @Test func aDisabledRowOffersNoKeysOfItsOwn() throws {
    let app = try app(
      Log(),
      sections: [
        TableSection(rows: [
          TableComponent.switchRow("Face ID", isOn: .value(false)).disabled(true, reason: "Set a passcode first"),
          TableComponent.switchRow("Other", isOn: .value(false)),
        ])
      ])
    let help = app.renderFrame(styled: false).last ?? ""
    #expect(!help.contains("select") && !help.contains("adjust"), "\(help)")
    app.replay([.down])
    #expect(app.renderFrame(styled: false).last?.contains("adjust") == true)
  }

  @Test func aLongValueIsCutBeforeItsChevron() throws {
    let app = try app(
      Log(),
      sections: [
        TableSection(rows: [
          TableComponent.valueRow("Wi-Fi", value: String(repeating: "Network ", count: 20)) { _ in }
        ])
      ])
    let row = app.renderFrame(styled: false)[1]
    #expect(row.trimmingCharacters(in: .whitespaces).hasSuffix("… ›"), "\(row)")
  }

  @Test func theNarrowestScreensAreAsWideAsAsked() throws {
    let app = try app(Log())
    for columns in [1, 2] {
      app.resize(to: TerminalSize(columns: columns, rows: 6))
      let frame = app.renderFrame(styled: true)
      #expect(frame.allSatisfy { $0.displayWidth == columns }, "\(columns): \(frame)")
    }
  }

  @Test func aSmallScreenKeepsTheQuestionOfAConfirmation() throws {
    let app = try app(
      Log(),
      sections: [
        TableSection(rows: [
          TableComponent.buttonRow("Reset") {
            [
              dialog = try TableDialog(
                title: "", message: "Reset all settings to their defaults? This cannot be undone.",
                actions: [.init("Reset", role: .destructive), .cancel()])
            ] in
            $0.present(dialog)
          }
        ])
      ])
    for size in [TerminalSize(columns: 30, rows: 10), TerminalSize(columns: 30, rows: 7)] {
      app.resize(to: size)
      app.replay([.enter])
      let frame = app.renderFrame(styled: false).joined(separator: "\n")
      #expect(frame.contains("Reset all"), "\(size): \(frame)")
      app.replay([.escape])
    }
  }
}
