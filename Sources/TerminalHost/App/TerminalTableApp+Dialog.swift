import ComponentTable

// A dialog a row asked for (`TableEngine.requestDialog(_:forRowAt:)`): the terminal app shows
// it as a modal panel over the table, its actions on the keys 1 to 9 in order, and Esc answers
// with its cancel action; a notice's acknowledgement is on Return too. While it is shown no
// other key reaches the table.
extension TerminalTableApp {
  /// The dialog the shown table shows, if any.
  public var shownDialog: ShownDialog? { table.engine?.shownDialog }

  /// Handles `key` while a dialog is shown; `false` when none is.
  func handleDialogKey(_ key: TerminalKey) -> Bool {
    guard let engine = table.engine, let shown = engine.shownDialog else { return false }
    switch key {
    case .escape:
      engine.cancelDialog()
    case .enter where shown.dialog.isNotice:
      engine.cancelDialog()
    case .character("q"):
      message = "Answer the question first · esc cancels"
    default:
      if let index = digitIndex(key, among: shown.dialog.actions.count) { try? engine.answerDialog(with: index) }
    }
    return true
  }

  func dialogHelp(_ dialog: TableDialog) -> String {
    let cancel = TerminalText.oneLine(dialog.actions[dialog.cancelIndex].title).lowercased()
    guard !dialog.isNotice else { return " ⏎ \(cancel)" }
    return " \(digitKeys(dialog.actions.count)) choose · esc \(cancel)"
  }

  /// What a screen reader says of the dialog: its title, message and numbered answers (a
  /// notice's acknowledgement with its key, Return).
  func dialogSpokenText(_ dialog: TableDialog) -> String {
    let answers =
      dialog.isNotice
      ? ["Return \(dialog.actions[0].title)"]
      : dialog.actions.enumerated().map { "\($0.offset + 1) \($0.element.title)" }
    return Self.sentences([dialog.title, dialog.message].compactMap { $0 }.filter { !$0.isEmpty } + answers)
  }

  /// `lines` (the table's screen, `columns` wide) with the panel of `dialog` drawn over
  /// their middle: a box with the title, the message wrapped, and the numbered actions
  /// (destructive ones in red). A panel taller than the table keeps its actions and drops
  /// message lines first.
  func overlayDialog(_ dialog: TableDialog, on lines: [String], columns: Int, styled: Bool)
    -> [String]
  {
    guard !lines.isEmpty, columns >= 8 else { return lines }
    let inner = min(columns - 4, max(24, TerminalText.oneLine(dialog.title).displayWidth + 2))
    func row(_ text: String, _ style: TerminalText.Style? = nil) -> String {
      let fitted = text.truncated(toWidth: inner).padded(toWidth: inner)
      let body = styled ? style.map { TerminalText.styled(fitted, $0) } ?? fitted : fitted
      return "│ " + body + " │"
    }
    let titleText = TerminalText.oneLine(dialog.title)
    let title = titleText.isEmpty ? [] : [row(titleText, .bold)]
    var messageLines = dialog.message.map { TerminalText.wrap(TerminalText.oneLine($0), toWidth: inner) } ?? []
    let actions = dialog.actions.enumerated().map { index, action in
      row("\(index + 1) \(TerminalText.oneLine(action.title))", action.role == .destructive ? .red : nil)
    }
    let border = String(repeating: "─", count: inner + 2)
    var blank = [row("")]
    var borders = 2
    func height() -> Int { borders + title.count + messageLines.count + blank.count + actions.count }
    // Too tall: the blank line goes first, then message lines (the last one kept ends with
    // "…"), then the borders, and the message's first line only when a title says what is
    // asked; the question is never dropped for the frame around it.
    if height() > lines.count { blank = [] }
    if height() > lines.count, messageLines.count > 1 {
      messageLines.removeLast(min(messageLines.count - 1, height() - lines.count))
      messageLines[messageLines.count - 1] = (messageLines[messageLines.count - 1] + " …").truncated(toWidth: inner)
    }
    if height() > lines.count { borders = 0 }
    if height() > lines.count, !title.isEmpty { messageLines = [] }
    let body = Array((title + messageLines.map { row($0) } + blank + actions).prefix(lines.count))
    let panel = borders == 0 ? body : ["┌" + border + "┐"] + body + ["└" + border + "┘"]
    let left = max(0, (columns - inner - 4) / 2)
    let top = max(0, (lines.count - panel.count) / 2)
    var result = lines
    for (offset, line) in panel.enumerated() {
      let padded = String(repeating: " ", count: left) + line
      result[top + offset] = padded.padded(toWidth: columns)
    }
    return result
  }
}
