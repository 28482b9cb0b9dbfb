import ComponentTable

/// Text editing in a ``TerminalTextEditable`` cell: the text and a cursor, moved and typed at
/// as in a one-line text field.
extension TerminalTableController {
  /// Starts editing `field` at `path` with the cursor after its text.
  func startEditing(_ field: any TerminalTextEditable, at path: IndexPath) {
    field.editingText = field.committedText
    editingIndexPath = path
    setCursor(field.committedText.count, in: field)
  }

  func handleEditing(_ key: TerminalKey) {
    guard let path = editingIndexPath, let field = table.cellForRow(at: path) as? any TerminalTextEditable,
      var text = field.editingText
    else {
      endEditing(nil)
      return
    }
    let cursor = min(max(0, editingCursor ?? text.count), text.count)
    let index = text.index(text.startIndex, offsetBy: cursor)
    switch key {
    case .character(let character):
      text.insert(character, at: index)
      update(field, text: text, cursor: cursor + 1)
    case .space:
      text.insert(" ", at: index)
      update(field, text: text, cursor: cursor + 1)
    case .backspace:
      guard cursor > 0 else { return }
      text.remove(at: text.index(before: index))
      update(field, text: text, cursor: cursor - 1)
    case .delete:
      guard cursor < text.count else { return }
      text.remove(at: index)
      update(field, text: text, cursor: cursor)
    case .left: setCursor(cursor - 1, in: field)
    case .right: setCursor(cursor + 1, in: field)
    case .home: setCursor(0, in: field)
    case .end: setCursor(text.count, in: field)
    case .enter:
      endEditing(field)
      table.dataSource?.sendControlEvent(.text(text), forRowAt: path)
    case .escape:
      endEditing(field)
    case .ctrlC:
      endEditing(field)
      wasInterrupted = true
      isFinished = true
    default: break
    }
  }

  private func update(_ field: any TerminalTextEditable, text: String, cursor: Int) {
    field.editingText = text
    setCursor(cursor, in: field)
  }

  /// Puts the cursor at `offset`, kept within the text.
  private func setCursor(_ offset: Int, in field: any TerminalTextEditable) {
    let clamped = min(max(0, offset), field.editingText?.count ?? 0)
    editingCursor = clamped
    field.editingCursor = clamped
  }

  private func endEditing(_ field: (any TerminalTextEditable)?) {
    field?.editingText = nil
    field?.editingCursor = nil
    editingIndexPath = nil
    editingCursor = nil
  }
}
