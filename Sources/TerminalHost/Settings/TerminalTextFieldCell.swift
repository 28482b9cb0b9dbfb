import ComponentTable
import Foundation

/// A cell the terminal host can edit text in: Enter starts editing, typing changes
/// ``editingText``, Enter ends editing (the host sends `ControlEvent.text`) and Esc cancels.
@MainActor
public protocol TerminalTextEditable: TerminalTableCell {
  /// The text editing starts from.
  var committedText: String { get }
  /// The text being edited, or `nil` when not editing; set by the host.
  var editingText: String? { get set }
}

/// Shows `TextFieldRowData`: the title and the text in brackets (the placeholder, dimmed, when
/// empty); while editing, the text being typed and a cursor.
@MainActor
public final class TerminalTextFieldCell: TerminalTableCell, ComponentView, TerminalTextEditable {
  private var data = TextFieldRowData(title: "", text: "")
  /// The text being typed, or `nil` when the field is not being edited; set by the host.
  public var editingText: String?

  /// The text in the table (the data's `text`): what editing starts from.
  public var committedText: String { data.text }

  /// Shows `data`; the view draws it at the next render.
  public func configure(with data: TextFieldRowData) {
    self.data = data
  }

  /// One line.
  public static func height(for data: TextFieldRowData, width: CGFloat) -> ComponentHeight { .fixed(1) }

  /// Ends any editing, so a reused cell never shows another row's typing.
  public override func prepareForReuse() {
    super.prepareForReuse()
    editingText = nil
  }

  /// The title on the left and the field in brackets on the right: the text, the placeholder
  /// dimmed when the text is empty, or while editing the end of the typed text and a cursor.
  public override func render(width: Int) -> [String] {
    let field: String
    if let editingText {
      // Show the end of the text while typing: that is where the cursor is.
      let room = max(1, width / 2)
      var shown = masked(editingText)
      while TerminalText.width(shown) > room - 1, !shown.isEmpty { shown.removeFirst() }
      field = "[" + TerminalText.styled(shown + "▏", .inverse) + "]"
    } else if data.text.isEmpty {
      field = "[" + TerminalText.styled(data.placeholder, .dim) + "]"
    } else {
      field = "[" + masked(data.text) + "]"
    }
    return [TerminalRowLine.make(title: data.title, trailing: field, width: width)]
  }

  /// The text as shown: a bullet per character when the field is secure.
  private func masked(_ text: String) -> String {
    data.traits.isSecure ? String(repeating: "•", count: text.count) : text
  }
}
