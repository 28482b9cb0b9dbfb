import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Built-in rows as the terminal draws them: a long value is cut before the title, text fields move their
/// cursor, and the slider's bar is exact at its ends and in its middle.
@MainActor
@Suite struct TerminalSettingsRowTests {

  /// A table of one row, `width` columns wide, in an app that takes its keys.
  func table(_ row: TableComponent, width: Int = 40) throws -> (TerminalTableView, TerminalTableApp) {
    let table = TerminalTableView(width: width, height: 3)
    let engine = TableEngine(host: table)
    try engine.addSection(TableSection(rows: [row]))
    return (table, TerminalTableApp(title: "", table: table))
  }

  @Test func aLongTextValueIsCutBeforeTheTitle() throws {
    let long = String(repeating: "x", count: 60)
    let (field, _) = try table(TableComponent.textFieldRow("Device Name", text: .value(long), placeholder: "Name"))
    let fieldLine = try #require(field.render().first)
    #expect(fieldLine.hasPrefix("Device Name "), "\(fieldLine)")
    #expect(fieldLine.hasSuffix("…]"))
    #expect(fieldLine.displayWidth == 40)
    let (value, _) = try table(TableComponent.valueRow("Network", value: long))
    let valueLine = try #require(value.render().first)
    #expect(valueLine.hasPrefix("Network "), "\(valueLine)")
    // The title's share is half the line at most: a long title still leaves a short value the rest.
    let (short, _) = try table(TableComponent.valueRow("A very long title for a row", value: "On"), width: 20)
    #expect(short.render().first?.hasSuffix(" On") == true)
  }

  @Test func theCursorMovesWithArrowsHomeAndEndAndTypingGoesInAtIt() throws {
    var sent: [String] = []
    let (table, app) = try table(
      TableComponent.textFieldRow("Name", text: .value("Ann"), placeholder: "") { sent.append($0) })
    app.replay(try KeyScript.parse("enter home 'J' right right right 'e' left left backspace delete"))
    #expect(app.editingCursor == 2)
    let line = try #require(table.render().first)
    // "JAnn", "JAnne" typed at the end, then two back: Backspace takes the "n" before the
    // cursor, Delete the one after it.
    #expect(line.hasSuffix("[JA▏e]"), "\(line)")
    app.replay(try KeyScript.parse("end '!' enter"))
    #expect(sent == ["JAe!"])
    #expect(app.editingCursor == nil)
  }

  @Test func theCursorStaysInViewOfANarrowField() throws {
    let text = String(repeating: "a", count: 30) + "b" + String(repeating: "c", count: 30)
    let (table, app) = try table(TableComponent.textFieldRow("Name", text: .value(text), placeholder: ""), width: 24)
    app.replay(try KeyScript.parse("enter home right*31"))
    let line = try #require(table.render().first)
    #expect(line.contains("b▏c"), "\(line)")
    #expect(line.displayWidth == 24)
  }

  @Test(arguments: [(0.0, 0), (0.03, 1), (0.5, 5), (0.95, 9), (0.97, 9), (1.0, 10)])
  func theSliderBarIsFullOrEmptyOnlyAtTheEnds(value: Double, filled: Int) {
    let bar = SliderRowData(title: "B", value: value, range: 0...1, step: 0.05).terminalBar
    #expect(bar.filter { $0 == "█" }.count == filled, "\(bar)")
  }

  @Test func theSliderBarStaysInItsColumnFromZeroToAHundredPercent() throws {
    var columns: Set<Int> = []
    for value in [0.0, 0.05, 0.5, 1.0] {
      let (table, _) = try table(TableComponent.sliderRow("Brightness", value: .value(value), range: 0...1) { _ in })
      let line = try #require(table.render().first)
      columns.insert(try #require(line.firstIndex(of: "▕")).utf16Offset(in: line))
    }
    #expect(columns.count == 1, "\(columns)")
  }

  @Test func typingSurvivesAResizeThatGivesTheRowAnotherView() throws {
    var sent: [String] = []
    let table = TerminalTableView(width: 40, height: 3)
    let engine = TableEngine(host: table)
    try engine.addSection(
      TableSection(
        rows: (0..<8).map {
          TableComponent.textFieldRow("Field \($0)", text: .value("t\($0)"), placeholder: "") { sent.append($0) }
        }))
    let app = TerminalTableApp(title: "Fields", table: table)
    try app.replay("down*7 enter 'yped'")
    // A table of one line scrolls the others out, into the reuse queue; a taller one shows
    // them again, the edited row perhaps in another view.
    app.resize(to: TerminalSize(columns: 42, rows: 4))
    _ = app.frameText
    app.resize(to: TerminalSize(columns: 42, rows: 12))
    #expect(app.frameText.contains("[t7yped▏]"), "\(app.frameText)")
    try app.replay("'!' enter")
    #expect(sent == ["t7yped!"])
  }
}
