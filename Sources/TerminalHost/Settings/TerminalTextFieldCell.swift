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

/// Shows `TextFieldRowData`: the title and the text in brackets (the placeholder, dimmed, when
/// empty); while editing, the text being typed and a cursor.
@MainActor
package final class TerminalTextFieldCell: TerminalTableCell, ComponentView, TerminalTextEditable {
  private var data = TextFieldRowData(title: "", text: "")
  /// The text being typed, or `nil` when the field is not being edited; set by the host.
  package var editingText: String?
  /// Where the cursor is in ``editingText``; set by the host.
  package var editingCursor: Int?

  /// The text in the table (the data's `text`): what editing starts from.
  package var committedText: String { data.text }

  /// Shows `data`; the view draws it at the next render.
  package func configure(with data: TextFieldRowData) {
    self.data = data
  }

  /// One line; a multi-line field with text adds the text's wrapped lines below the title,
  /// at most `maximumTextLines`.
  package static func height(for data: TextFieldRowData, width: CGFloat) -> ComponentHeight {
    .fixed(CGFloat(1 + textLines(of: data, width: Int(width)).count + TerminalRowLine.statusHeight(data.status)))
  }

  /// The most lines a multi-line field shows below its title; longer text ends with `…`.
  package static let maximumTextLines = 5

  /// The lines a multi-line field shows below its title, indented by two columns: none for a
  /// one-line field, an empty one or a secure one.
  static func textLines(of data: TextFieldRowData, width: Int) -> [String] {
    guard data.traits.isMultiline, !data.traits.isSecure, !data.text.isEmpty, width > 2 else { return [] }
    var lines = TerminalText.wrap(TerminalText.lines(data.text), toWidth: width - 2)
    if lines.count > maximumTextLines {
      lines = Array(lines.prefix(maximumTextLines))
      lines[maximumTextLines - 1] = TerminalText.truncate(
        lines[maximumTextLines - 1] + " …", toWidth: width - 2, ellipsis: true)
    }
    return lines.map { "  " + $0 }
  }

  /// The title on the left and the field in brackets on the right: the text, the placeholder
  /// dimmed when the text is empty, or while editing the typed text with the cursor (`▏`) kept
  /// in view. A text too long for the line is cut before the title is.
  package override func render(width: Int) -> [String] {
    // The brackets take two of the columns the trailing part may have.
    let inside = max(1, TerminalRowLine.trailingRoom(title: data.title, width: width) - 2)
    let body = Self.textLines(of: data, width: width)
    let field: String
    if let editingText {
      let cursor = min(max(0, editingCursor ?? editingText.count), editingText.count)
      field =
        "["
        + TerminalText.styled(
          Self.window(TerminalText.oneLine(masked(editingText)), cursor: cursor, width: inside), .inverse) + "]"
    } else if data.text.isEmpty {
      field =
        "["
        + TerminalText.styled(
          TerminalText.truncate(TerminalText.oneLine(data.placeholder), toWidth: inside, ellipsis: true), .dim) + "]"
    } else if !body.isEmpty {
      // A multi-line text is shown below the title, wrapped, rather than cut in the brackets.
      field = ""
    } else {
      field =
        "[" + TerminalText.truncate(TerminalText.oneLine(masked(data.text)), toWidth: inside, ellipsis: true) + "]"
    }
    return TerminalRowLine.lines(title: data.title, control: field, status: data.status, width: width, body: body)
  }

  /// `text` with the cursor mark at `cursor`, cut to `width` columns around the cursor: the
  /// text before the cursor keeps its end, leaving up to a quarter of the field to the text
  /// after it, so the cursor always shows with some context on both sides.
  static func window(_ text: String, cursor: Int, width: Int) -> String {
    var before = Substring(text.prefix(cursor))
    var after = Substring(text.dropFirst(cursor))
    let afterShare = min(TerminalText.width(String(after)), max(0, width - 1) / 4)
    while TerminalText.width(String(before)) + 1 + afterShare > width, !before.isEmpty { before.removeFirst() }
    while TerminalText.width(String(before)) + 1 + TerminalText.width(String(after)) > width, !after.isEmpty {
      after.removeLast()
    }
    return before + "▏" + after
  }

  /// The text as shown: a bullet per character when the field is secure.
  private func masked(_ text: String) -> String {
    data.traits.isSecure ? String(repeating: "•", count: text.count) : text
  }
}
