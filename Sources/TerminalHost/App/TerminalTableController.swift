import ComponentTable

/// Turns key presses into what they do to a ``TerminalTableView``: moving the focus,
/// scrolling, selecting, adjusting controls, editing text fields and quitting.
///
/// | keys | effect |
/// | --- | --- |
/// | ↑ ↓, `k` `j` | focus the previous / next row |
/// | Page Up / Page Down | scroll a page, the focus follows |
/// | Home / End, `g` `G` | focus the first / last row |
/// | Enter, Space | select the focused row (runs its component's closure); on a text field, start editing |
/// | ← →, `h` `l`, `-` `+` | switch off / on, stepper down / up |
/// | `q`, Esc, Ctrl-C | quit |
///
/// While a text field is being edited, typed characters go into it, Backspace deletes, Enter
/// ends editing (sending the text to the component) and Esc cancels.
///
/// The controller has no terminal: the interactive app and the `--keys` replay both feed it
/// keys, which is what makes every key testable.
@MainActor
public final class TerminalTableController {
  /// The table the keys act on.
  public let table: TerminalTableView
  /// Whether a quit key was pressed.
  public private(set) var isFinished = false
  /// The row whose text field is being edited, if any.
  public private(set) var editingIndexPath: IndexPath?

  /// A controller for `table`; focuses its first row.
  public init(table: TerminalTableView) {
    self.table = table
    if table.focusedIndexPath == nil { table.moveFocus(by: 0) }
  }

  /// Applies one key.
  public func handle(_ key: TerminalKey) {
    if editingIndexPath != nil {
      handleEditing(key)
      return
    }
    switch key {
    case .up, .character("k"): table.moveFocus(by: -1)
    case .down, .character("j"), .tab: table.moveFocus(by: 1)
    case .backTab: table.moveFocus(by: -1)
    case .pageDown: table.pageFocus(down: true)
    case .pageUp: table.pageFocus(down: false)
    case .home, .character("g"): table.moveFocusToEnd(false)
    case .end, .character("G"): table.moveFocusToEnd(true)
    case .enter, .space: activateFocusedRow()
    case .left, .character("h"), .character("-"): adjustFocusedRow(up: false)
    case .right, .character("l"), .character("+"): adjustFocusedRow(up: true)
    case .character("q"), .escape, .ctrlC: isFinished = true
    default: break
    }
  }

  /// Applies keys in order, stopping after a quit key.
  public func handle(_ keys: [TerminalKey]) {
    for key in keys where !isFinished { handle(key) }
  }

  private func activateFocusedRow() {
    guard let path = table.focusedIndexPath else { return }
    if let field = table.cellForRow(at: path) as? any TerminalTextEditable,
      table.dataSource?.handlesControlEvents(forRowAt: path) == true
    {
      field.editingText = field.committedText
      editingIndexPath = path
      return
    }
    table.selectRow(at: path)
  }

  private func adjustFocusedRow(up: Bool) {
    guard let path = table.focusedIndexPath, let dataSource = table.dataSource,
      dataSource.handlesControlEvents(forRowAt: path)
    else { return }
    let event: ControlEvent = table.cellForRow(at: path) is TerminalSwitchCell ? .toggle(up) : .step(up ? 1 : -1)
    dataSource.sendControlEvent(event, forRowAt: path)
  }

  private func handleEditing(_ key: TerminalKey) {
    guard let path = editingIndexPath, let field = table.cellForRow(at: path) as? any TerminalTextEditable else {
      editingIndexPath = nil
      return
    }
    switch key {
    case .character(let character): field.editingText?.append(character)
    case .space: field.editingText?.append(" ")
    case .backspace: _ = field.editingText?.popLast()
    case .enter:
      let text = field.editingText ?? field.committedText
      field.editingText = nil
      editingIndexPath = nil
      table.dataSource?.sendControlEvent(.text(text), forRowAt: path)
    case .escape:
      field.editingText = nil
      editingIndexPath = nil
    case .ctrlC:
      field.editingText = nil
      editingIndexPath = nil
      isFinished = true
    default: break
    }
  }
}
