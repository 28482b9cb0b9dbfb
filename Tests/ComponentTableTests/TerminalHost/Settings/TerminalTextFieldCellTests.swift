import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Text fields in the terminal: what a field row shows (``TextFieldRowData``), and the
/// editing contract any cell can adopt (``TerminalTextEditable``), with or without a cursor.
@MainActor
@Suite struct TerminalTextFieldCellTests {
  /// A note cell that edits without a cursor: it relies on the protocol's default, which
  /// stores none.
  final class NoteCell: TerminalTableCell, ComponentView, TerminalTextEditable {
    private var note = ""
    var editingText: String?
    var shownWhileEditing: [String] = []
    var committedText: String { note }
    func configure(with data: String) { note = data }
    static func height(for data: String, width: CGFloat) -> ComponentHeight { .fixed(1) }
    override func render(width: Int) -> [String] {
      if let editingText { shownWhileEditing.append(editingText) }
      return ["Note: " + (editingText ?? note)]
    }
  }

  func lines(_ data: TextFieldRowData) throws -> [String] {
    let host = TerminalTableView(width: 30, height: 4)
    let engine = TableEngine(host: host)
    try engine.addSection(TableSection(rows: [TableComponent(TerminalTextFieldCell.self, data: data)]))
    return host.renderScreen(styled: false).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  @Test func aFieldShowsItsTextOrItsPlaceholderAndHidesASecureText() throws {
    let name = try lines(TextFieldRowData(title: "Name", text: "Ada"))
    #expect(name.count == 1 && name[0].hasPrefix("Name") && name[0].hasSuffix("[Ada]"))
    let empty = try lines(TextFieldRowData(title: "Name", text: "", placeholder: "Required"))
    #expect(empty.count == 1 && empty[0].hasSuffix("[Required]"))
    let secret = try lines(
      TextFieldRowData(title: "Password", text: "hunter2", traits: TextInputTraits(isSecure: true)))
    #expect(secret.count == 1 && !secret[0].contains("hunter2"))
    let failed = try lines(TextFieldRowData(title: "Name", text: "Ada", status: .failed("Taken")))
    #expect(failed.count == 2 && failed[1].contains("Taken"), "a failure's message shows under the row")
  }

  @Test func aCellWithoutACursorIgnoresItAndShowsTheTextBeingTyped() throws {
    var events: [ControlEvent] = []
    let root = TableScreen(title: "Notes") {
      TableSection(
        id: "notes",
        rows: [
          TableComponent(NoteCell.self, data: "milk", onControlEvent: { _, event in events.append(event) })
        ])
    }
    let app = try TerminalTableApp(root: root)
    app.resize(to: TerminalSize(columns: 30, rows: 6))
    let path = IndexPath(row: 0, section: 0)
    let cell = try #require(app.table.cellForRow(at: path) as? NoteCell)
    #expect(cell.editingCursor == nil)
    app.replay([.enter])
    #expect(app.editingIndexPath == path)
    #expect(cell.editingText == "milk")
    // ← moves the app's cursor, which places the typing; the cell stores no cursor and draws
    // the text as it is.
    app.replay([.left, .character(","), .character("e"), .character("g"), .character("g"), .character("s")])
    #expect(cell.editingCursor == nil)
    #expect(cell.editingText == "mil,eggsk")
    #expect(app.renderFrame(styled: false).contains { $0.contains("Note: mil,eggsk") })
    app.replay([.enter])
    #expect(app.editingIndexPath == nil)
    #expect(cell.editingText == nil)
    #expect(events.count == 1)
    guard case .text(let committed) = events.first else {
      Issue.record("expected a text event, got \(events)")
      return
    }
    #expect(committed == "mil,eggsk", "the app's cursor places the typing; the cell only shows it")
  }
}
