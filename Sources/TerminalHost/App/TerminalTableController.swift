import ComponentTable

/// Turns key presses into what they do to a ``TerminalTableView``: moving the focus,
/// scrolling, selecting, adjusting controls, editing text fields and quitting.
///
/// | keys | effect |
/// | --- | --- |
/// | ↑ ↓, `k` `j` | focus the previous / next row |
/// | Page Up / Page Down | scroll a page, the focus follows |
/// | Home / End, `g` `G` | focus the first / last row |
/// | Enter, Space | select the focused row (runs its component's closure); on a text field, start editing; nothing on a disabled row |
/// | ← →, `h` `l`, `-` `+` | switch off / on, stepper down / up |
/// | `a` | list the focused row's actions (its swipe actions), or say it has none; `1`–`9` run one, Esc closes |
/// | `d`, Delete | run the focused row's destructive action (delete) |
/// | `J` / `K` | move the focused row down / up, when it is `movable()` |
/// | `i` | list the section index (`TableSection.indexTitle`); a title's first character jumps to its section, Esc closes |
/// | `q`, Esc, Ctrl-C | quit |
///
/// While a text field is being edited, typed characters go in at the cursor, ← → Home End
/// move the cursor, Backspace and Delete delete before and at it, Enter ends editing (sending
/// the text to the component) and Esc cancels.
///
/// The controller has no terminal: the interactive app and the `--keys` replay both feed it
/// keys, which is what makes every key testable.
@MainActor
package final class TerminalTableController {
  /// The table the keys act on.
  package let table: TerminalTableView
  /// Whether a quit key was pressed.
  package internal(set) var isFinished = false
  /// Whether the quit key was Ctrl-C: an interrupt, which a program reports as such (exit
  /// status 130), where `q` and Esc are an ordinary quit.
  package internal(set) var wasInterrupted = false
  /// The row whose text field is being edited, if any.
  package internal(set) var editingIndexPath: IndexPath?
  /// The text being typed while a text field is edited, else `nil`. The controller keeps it,
  /// not the field's view: a resize or a reload may show the row in another view meanwhile.
  package internal(set) var editingText: String?
  /// Where the cursor is in ``editingText``, in characters from its start; `nil` when not
  /// editing.
  package internal(set) var editingCursor: Int?
  /// The actions listed for the focused row after `a`, until one runs or Esc closes the list;
  /// empty when the row has none (the status line says so, and Esc only closes the note).
  package private(set) var offeredActions: [RowAction]?
  /// The section index titles listed after `i`, until a title is picked or Esc closes the list.
  package private(set) var offeredIndexTitles: [String]?

  /// A controller for `table`; focuses its first row.
  package init(table: TerminalTableView) {
    self.table = table
    if table.focusedIndexPath == nil { table.moveFocus(by: 0) }
  }

  /// Applies one key.
  package func handle(_ key: TerminalKey) {
    if editingIndexPath != nil {
      handleEditing(key)
      return
    }
    if let actions = offeredActions {
      offeredActions = nil
      if case .character(let digit) = key, let number = digit.wholeNumberValue, actions.indices.contains(number - 1),
        let path = table.focusedIndexPath
      {
        let leadingCount = table.dataSource?.actions(forRowAt: path).leading.count ?? 0
        let index = number - 1
        let (edge, position): (RowActionEdge, Int) =
          index < leadingCount ? (.leading, index) : (.trailing, index - leadingCount)
        table.dataSource?.send(.action(position: position, edge: edge, row: RowReference(indexPath: path)))
        return
      }
      // Any other key closes the list; Esc only closes it, the rest also do their usual work.
      if key == .escape { return }
    }
    if let titles = offeredIndexTitles {
      offeredIndexTitles = nil
      if case .character(let character) = key { jump(toIndexTitleStartingWith: character, in: titles) }
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
    case .character("a"): offerActions()
    case .character("i"):
      if let titles = table.dataSource?.sectionIndexTitles, !titles.isEmpty { offeredIndexTitles = titles }
    case .character("d"), .delete: runDestructiveAction()
    case .character("J"): moveFocusedRow(down: true)
    case .character("K"): moveFocusedRow(down: false)
    case .character("q"), .escape: isFinished = true
    case .ctrlC:
      wasInterrupted = true
      isFinished = true
    default: break
    }
  }

  /// Applies keys in order, stopping after a quit key.
  package func handle(_ keys: [TerminalKey]) {
    for key in keys where !isFinished { handle(key) }
  }

  private func offerActions() {
    guard let path = table.focusedIndexPath, let dataSource = table.dataSource else { return }
    let actions = dataSource.actions(forRowAt: path)
    // An empty list still opens: the status line says there is nothing, and the Esc that
    // closes it must not also quit.
    offeredActions = actions.leading + actions.trailing
  }

  /// Focuses the first row at or after the section of the first title that starts with
  /// `character` (ignoring case), as tapping a letter of UIKit's index strip scrolls there.
  private func jump(toIndexTitleStartingWith character: Character, in titles: [String]) {
    guard let dataSource = table.dataSource,
      let index = titles.firstIndex(where: { $0.first.map { $0.lowercased() == character.lowercased() } ?? false })
    else { return }
    var section = dataSource.sectionIndex(forIndexTitleAt: index)
    while section < dataSource.numberOfSections {
      if dataSource.numberOfRows(inSection: section) > 0 {
        table.setFocus(IndexPath(row: 0, section: section))
        return
      }
      section += 1
    }
  }

  private func runDestructiveAction() {
    guard let path = table.focusedIndexPath, let dataSource = table.dataSource else { return }
    let actions = dataSource.actions(forRowAt: path)
    let row = RowReference(indexPath: path)
    if let position = actions.trailing.firstIndex(where: { $0.style == .destructive }) {
      dataSource.send(.action(position: position, edge: .trailing, row: row))
    } else if let position = actions.leading.firstIndex(where: { $0.style == .destructive }) {
      dataSource.send(.action(position: position, edge: .leading, row: row))
    }
  }

  /// Moves the focused row one place, into the next (or previous) section at its edge.
  private func moveFocusedRow(down: Bool) {
    guard let path = table.focusedIndexPath, let dataSource = table.dataSource else { return }
    let count = dataSource.numberOfRows(inSection: path.section)
    let target: IndexPath
    if down {
      if path.row < count - 1 {
        target = IndexPath(row: path.row + 1, section: path.section)
      } else if path.section + 1 < dataSource.numberOfSections {
        target = IndexPath(row: 0, section: path.section + 1)
      } else {
        return
      }
    } else {
      if path.row > 0 {
        target = IndexPath(row: path.row - 1, section: path.section)
      } else if path.section > 0 {
        target = IndexPath(row: dataSource.numberOfRows(inSection: path.section - 1), section: path.section - 1)
      } else {
        return
      }
    }
    if dataSource.send(.move(from: path, to: target)) { table.setFocus(target) }
  }

  private func activateFocusedRow() {
    // A disabled row does nothing; the app's status line says why (`RowAvailability`).
    guard let path = table.focusedIndexPath, table.dataSource?.interaction(forRowAt: path).isEnabled == true
    else { return }
    if let field = table.cellForRow(at: path) as? any TerminalTextEditable,
      table.dataSource?.handlesControlEvents(forRowAt: path) == true
    {
      startEditing(field, at: path)
      return
    }
    table.selectRow(at: path)
  }

  private func adjustFocusedRow(up: Bool) {
    guard let path = table.focusedIndexPath, let dataSource = table.dataSource,
      dataSource.handlesControlEvents(forRowAt: path), dataSource.interaction(forRowAt: path).isEnabled
    else { return }
    let event: ControlEvent = table.cellForRow(at: path) is TerminalSwitchCell ? .toggle(up) : .step(up ? 1 : -1)
    dataSource.send(.control(event, at: path))
  }
}
