import ComponentTable

// Text editing in a `TerminalTextEditable` cell (its keys are on `handle(_:)`). The app owns the
// text being typed and shows it in whichever view shows the row: a resize or a reload may give
// the row another view.
extension TerminalTableApp {
  /// Where the row whose text field is being edited is now, if any: a batch that inserts or
  /// deletes rows above it moves it, and the typing goes with it. `nil` once the row is gone.
  package var editingIndexPath: IndexPath? {
    editingRow.flatMap { table.dataSource?.indexPath(of: $0) }
  }

  /// Starts editing `field` at `path` with the cursor after its text.
  func startEditing(_ field: any TerminalTextEditable, at path: IndexPath) {
    editingRow = table.dataSource?.rowReference(forRowAt: path)
    editingText = field.committedText
    editingCursor = field.committedText.count
    showEditing()
  }

  /// Shows the text being typed and the cursor in the view that shows the edited row now.
  func showEditing() {
    guard let path = editingIndexPath, let field = table.cellForRow(at: path) as? any TerminalTextEditable
    else { return }
    field.editingText = editingText
    field.editingCursor = editingCursor
  }

  func handleEditing(_ key: TerminalKey) {
    guard editingIndexPath != nil, var text = editingText else {
      endEditing()
      return
    }
    let cursor = min(max(0, editingCursor ?? text.count), text.count)
    let index = text.index(text.startIndex, offsetBy: cursor)
    var newCursor = cursor
    switch key {
    case .backspace:
      guard cursor > 0 else { return }
      text.remove(at: text.index(before: index))
      newCursor -= 1
    case .delete:
      guard cursor < text.count else { return }
      text.remove(at: index)
    case .left: newCursor = max(0, cursor - 1)
    case .right: newCursor = min(text.count, cursor + 1)
    case .home: newCursor = 0
    case .end: newCursor = text.count
    case .enter:
      commitEditing(text)
      return
    case .escape:
      endEditing()
      return
    default:
      guard let typed = Self.typedText(key) else { return }
      text.insert(contentsOf: typed, at: index)
      newCursor += typed.count
    }
    editingText = text
    editingCursor = newCursor
    showEditing()
  }

  /// What `key` types in a one-line field (the text being edited, the search field): its
  /// character, a space, or what a paste puts there; `nil` for a key that types nothing.
  static func typedText(_ key: TerminalKey) -> String? {
    switch key {
    case .character(let character): String(character)
    case .space: " "
    case .paste(let pasted): pastedLine(pasted)
    default: nil
    }
  }

  /// What a paste puts in a one-line field: its line breaks as spaces, so that lines pasted
  /// together stay separate words (an address copied over two lines reads "Main St
  /// Springfield", not "Main StSpringfield"), and the last line break (a copied line usually
  /// ends with one) dropped; never Enter, which would end the editing and send the rest as
  /// keys. Controls and escape sequences are dropped (`TerminalSanitizer`).
  static func pastedLine(_ pasted: String) -> String {
    var text = Substring(pasted)
    while let last = text.last, last.isNewline { text.removeLast() }
    return TerminalSanitizer.sanitize(String(text), lineBreaks: .spaces)
  }

  /// Ends editing and sends `text` to the row, when the row is still a text field (it may have
  /// been removed while the user typed; then the typing is dropped, as Esc would).
  private func commitEditing(_ text: String) {
    guard let row = editingRow, let path = editingIndexPath else { return }
    let isStillAField = editableField(at: path) != nil
    endEditing()
    if isStillAField { table.dataSource?.send(.control(.text(text), row: row)) }
  }

  private func endEditing() {
    (editingText, editingCursor) = (nil, nil)
    // The field shows its committed text again.
    showEditing()
    editingRow = nil
  }
}
