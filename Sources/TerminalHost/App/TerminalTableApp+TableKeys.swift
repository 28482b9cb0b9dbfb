import ComponentTable

// The keys that act on the shown table itself, and the lists `a`, `i` and `b` offer (the key
// table is on `handle(_:)`).
extension TerminalTableApp {
  func handleTableKey(_ key: TerminalKey) {
    if editingIndexPath != nil {
      handleEditing(key)
      return
    }
    switch key {
    case .up, .character("k"), .backTab: table.moveFocus(by: -1)
    case .down, .character("j"), .tab: table.moveFocus(by: 1)
    case .pageDown: table.pageFocus(down: true)
    case .pageUp: table.pageFocus(down: false)
    case .home, .character("g"): table.moveFocusToEnd(false)
    case .end, .character("G"): table.moveFocusToEnd(true)
    case .enter, .space: activateFocusedRow()
    case .left, .character("h"), .character("-"): adjustFocusedRow(up: false)
    case .right, .character("l"), .character("+"): adjustFocusedRow(up: true)
    case .character("a"):
      // An empty list still opens: the status line says there is nothing, and the Esc that
      // closes it must not also quit.
      if let state = focusedRowState { offeredList = .actions(state.leadingActions + state.trailingActions) }
    case .character("i"):
      if let titles = table.dataSource?.sectionIndexTitles, !titles.isEmpty { offeredList = .indexTitles(titles) }
    case .character("d"), .delete: runDestructiveAction()
    case .character("J"): moveFocusedRow(down: true)
    case .character("K"): moveFocusedRow(down: false)
    case .character("q"), .escape: isFinished = true
    default: break
    }
  }

  private func runDestructiveAction() {
    guard let path = table.focusedIndexPath, let dataSource = table.dataSource else { return }
    let state = dataSource.rowState(at: path)
    let row = RowReference(indexPath: path)
    if let position = state.trailingActions.firstIndex(where: { $0.style == .destructive }) {
      dataSource.send(.action(position: position, edge: .trailing, row: row))
    } else if let position = state.leadingActions.firstIndex(where: { $0.style == .destructive }) {
      dataSource.send(.action(position: position, edge: .leading, row: row))
    }
  }

  /// Moves the focused row one place, into the next (or previous) section at its edge.
  private func moveFocusedRow(down: Bool) {
    guard let path = table.focusedIndexPath, let dataSource = table.dataSource else { return }
    let target: IndexPath
    if down, path.row < dataSource.numberOfRows(inSection: path.section) - 1 {
      target = IndexPath(row: path.row + 1, section: path.section)
    } else if down, path.section + 1 < dataSource.numberOfSections {
      target = IndexPath(row: 0, section: path.section + 1)
    } else if !down, path.row > 0 {
      target = IndexPath(row: path.row - 1, section: path.section)
    } else if !down, path.section > 0 {
      target = IndexPath(row: dataSource.numberOfRows(inSection: path.section - 1), section: path.section - 1)
    } else {
      return
    }
    if dataSource.send(.move(from: path, to: target)) { table.setFocus(target) }
  }

  /// Enter on the focused row: starts editing a text field, else selects the row. A disabled
  /// row does nothing; the status line says why (`RowAvailability`).
  private func activateFocusedRow() {
    guard let path = table.focusedIndexPath, focusedRowState?.availability.isEnabled == true else { return }
    if let field = editableField(at: path) {
      startEditing(field, at: path)
    } else {
      table.selectRow(at: path)
    }
  }

  private func adjustFocusedRow(up: Bool) {
    guard let path = table.focusedIndexPath, let dataSource = table.dataSource,
      let state = focusedRowState, state.handlesControlEvents, state.availability.isEnabled
    else { return }
    let event: ControlEvent =
      table.cellForRow(at: path) is TerminalBuiltInCell<SwitchRowData> ? .toggle(up) : .step(up ? 1 : -1)
    dataSource.send(.control(event, at: path))
  }

  /// The text field showing the row at `path`, when the row takes its text (it handles control
  /// events).
  func editableField(at path: IndexPath) -> (any TerminalTextEditable)? {
    guard table.dataSource?.rowState(at: path).handlesControlEvents == true else { return nil }
    return table.cellForRow(at: path) as? any TerminalTextEditable
  }
}

/// A list a key offers: the focused row's actions (`a`), the section index (`i`), the bar
/// buttons (`b`). Its entries show on the status line and its keys on the help line; its key
/// picks an entry, Esc only closes it, and any other key closes it and does its usual work.
package enum OfferedList {
  /// The focused row's actions, leading then trailing: a digit runs one.
  case actions([RowAction])
  /// The section index titles: a title's first character jumps to its section. Every key
  /// closes this list and does nothing else.
  case indexTitles([String])
  /// The bar buttons of the screen shown: a digit presses one (a disabled one only says so).
  case barButtons([TableBarButton])
}

extension TerminalTableApp {
  /// Applies `key` to the offered `list`, which it closes; `false` when the key is not the
  /// list's and does its usual work.
  func handleOfferedListKey(_ key: TerminalKey, in list: OfferedList) -> Bool {
    offeredList = nil
    switch list {
    case .actions(let actions):
      guard let index = digitIndex(key, among: actions.count), let path = table.focusedIndexPath else { break }
      let leadingCount = table.dataSource?.rowState(at: path).leadingActions.count ?? 0
      let (edge, position): (RowActionEdge, Int) =
        index < leadingCount ? (.leading, index) : (.trailing, index - leadingCount)
      table.dataSource?.send(.action(position: position, edge: edge, row: RowReference(indexPath: path)))
      return true
    case .indexTitles(let titles):
      if case .character(let character) = key { jump(toIndexTitleStartingWith: character, in: titles) }
      return true
    case .barButtons(let buttons):
      guard let index = digitIndex(key, among: buttons.count) else { break }
      let button = buttons[index]
      if button.isEnabled, let screen = activeNavigator?.top {
        button.action(screen)
      } else {
        message = "\(button.title): \(spokenWords.dimmed)"
      }
      return true
    }
    return key == .escape
  }

  /// The index of the entry that `key` picks among `count` numbered from 1, when it is a digit
  /// of one.
  func digitIndex(_ key: TerminalKey, among count: Int) -> Int? {
    guard case .character(let digit) = key, let number = digit.wholeNumberValue, number >= 1, number <= count
    else { return nil }
    return number - 1
  }

  /// The keys that pick among `count` numbered entries, for the help line: "1", "1–3".
  func digitKeys(_ count: Int) -> String { count == 1 ? "1" : "1–\(count)" }

  /// The status line while `list` is offered: its entries, numbered where a digit picks one.
  func offeredListStatus(_ list: OfferedList) -> String {
    func numbered(_ titles: [String]) -> String {
      titles.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: " · ")
    }
    switch list {
    case .actions(let actions):
      guard !actions.isEmpty else { return "no actions for this row · esc close" }
      return numbered(actions.map(\.title)) + " · esc close"
    case .indexTitles(let titles):
      return "index: " + titles.joined(separator: " ") + " · esc close"
    case .barButtons(let buttons):
      return numbered(buttons.map { $0.title + ($0.isEnabled ? "" : " (\(spokenWords.dimmed))") }) + " · esc close"
    }
  }

  /// The key help while `list` is offered: the keys that pick an entry, and Esc.
  func offeredListHelp(_ list: OfferedList) -> String {
    switch list {
    case .actions(let actions): return actions.isEmpty ? " esc close" : " \(digitKeys(actions.count)) run · esc close"
    case .indexTitles: return " a title's first letter jumps · esc close"
    case .barButtons(let buttons): return " \(digitKeys(buttons.count)) press · esc close"
    }
  }

  /// Focuses the first row at or after the section of the first title that starts with
  /// `character` (ignoring case), as tapping a letter of UIKit's index strip scrolls there.
  private func jump(toIndexTitleStartingWith character: Character, in titles: [String]) {
    guard let dataSource = table.dataSource,
      let index = titles.firstIndex(where: { $0.first?.lowercased() == character.lowercased() })
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
}
