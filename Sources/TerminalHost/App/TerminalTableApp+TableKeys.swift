import ComponentTable

// The keys that act on the shown table itself (the key table is on `handle(_:)`): focus,
// scrolling, selection, controls, a row's actions and moves, the section index and quitting.
extension TerminalTableApp {
  /// Applies `key` to the shown table.
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
