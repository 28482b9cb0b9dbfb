import ComponentTable
import Foundation

/// A cell the terminal host can edit text in: Enter starts editing, typing changes
/// ``editingText``, Enter ends editing (the host sends `ControlEvent.text`) and Esc cancels.
@MainActor
package protocol TerminalTextEditable: TerminalTableCell {
  /// The text editing starts from.
  var committedText: String { get }
  /// The text being edited, or `nil` when not editing; set by the host.
  var editingText: String? { get set }
  /// Where the cursor is in ``editingText``, in characters from its start, or `nil` when not
  /// editing; set by the host (← → Home End move it). A cell that does not implement it gets
  /// one that ignores the cursor and shows typing at the end.
  var editingCursor: Int? { get set }
}

extension TerminalTextEditable {
  /// No cursor: the cell shows typing at the end of the text.
  package var editingCursor: Int? {
    get { nil }
    // Deliberately empty: a cell without a cursor has nothing to store.
    set {}
  }
}

/// The cell of a text field row: it draws the row as ``TerminalBuiltInCell`` does, and while
/// the host edits it, the text being typed and a cursor.
@MainActor
package final class TerminalTextFieldCell: TerminalBuiltInCell<TextFieldRowData>, TerminalTextEditable {
  package var editingText: String?
  package var editingCursor: Int?

  /// The text in the table (the data's `text`): what editing starts from.
  package var committedText: String { data?.text ?? "" }

  package override func render(width: Int) -> [String] {
    data?.terminalLines(width: width, editing: editingText.map { ($0, editingCursor) }) ?? []
  }
}

/// The title and the text in brackets (the placeholder, dimmed, when empty); while editing, the
/// text being typed and a cursor.
extension TextFieldRowData: TerminalDrawnRow {
  /// One line; a multi-line field with text adds the text's wrapped lines below the title,
  /// at most ``maximumTerminalTextLines``.
  package func terminalHeight(width: Int) -> ComponentHeight {
    .fixed(CGFloat(1 + terminalTextLines(width: width).count + TerminalRowLine.statusHeight(status)))
  }

  /// The most lines a multi-line field shows below its title; longer text ends with `…`.
  package static let maximumTerminalTextLines = 5

  /// The lines a multi-line field shows below its title, indented by two columns: none for a
  /// one-line field, an empty one or a secure one.
  func terminalTextLines(width: Int) -> [String] {
    let maximum = Self.maximumTerminalTextLines
    guard traits.isMultiline, !traits.isSecure, !text.isEmpty, width > 2 else { return [] }
    var lines = TerminalText.wrap(TerminalText.lines(text), toWidth: width - 2)
    if lines.count > maximum {
      lines = Array(lines.prefix(maximum))
      lines[maximum - 1] = (lines[maximum - 1] + " …").truncated(toWidth: width - 2)
    }
    return lines.map { "  " + $0 }
  }

  package func terminalLines(width: Int) -> [String] { terminalLines(width: width, editing: nil) }

  /// The title on the left and the field in brackets on the right: the text, the placeholder
  /// dimmed when the text is empty, or while `editing` the typed text with the cursor (`▏`)
  /// kept in view. A text too long for the line is cut before the title is.
  @MainActor func terminalLines(width: Int, editing: (text: String, cursor: Int?)?) -> [String] {
    // The brackets take two of the columns the trailing part may have.
    let inside = max(1, TerminalRowLine.trailingRoom(title: title, width: width) - 2)
    let body = terminalTextLines(width: width)
    let field: String
    if let editing {
      let cursor = min(max(0, editing.cursor ?? editing.text.count), editing.text.count)
      field =
        "["
        + TerminalText.styled(
          Self.window(TerminalText.oneLine(masked(editing.text)), cursor: cursor, width: inside), .inverse) + "]"
    } else if text.isEmpty {
      field = "[" + TerminalText.styled(TerminalText.oneLine(placeholder).truncated(toWidth: inside), .dim) + "]"
    } else if !body.isEmpty {
      // A multi-line text is shown below the title, wrapped, rather than cut in the brackets.
      field = ""
    } else {
      field = "[" + TerminalText.oneLine(masked(text)).truncated(toWidth: inside) + "]"
    }
    return TerminalRowLine.lines(title: title, control: field, status: status, width: width, body: body)
  }

  /// `text` with the cursor mark at `cursor`, cut to `width` columns around the cursor: the
  /// text before the cursor keeps its end, leaving up to a quarter of the field to the text
  /// after it, so the cursor always shows with some context on both sides.
  static func window(_ text: String, cursor: Int, width: Int) -> String {
    var before = Substring(text.prefix(cursor))
    var after = Substring(text.dropFirst(cursor))
    let afterShare = min(after.displayWidth, max(0, width - 1) / 4)
    while before.displayWidth + 1 + afterShare > width, !before.isEmpty { before.removeFirst() }
    while before.displayWidth + 1 + after.displayWidth > width, !after.isEmpty {
      after.removeLast()
    }
    return before + "▏" + after
  }

  /// `text` as shown: a bullet per character when the field is secure.
  private func masked(_ text: String) -> String {
    traits.isSecure ? String(repeating: "•", count: text.count) : text
  }
}
