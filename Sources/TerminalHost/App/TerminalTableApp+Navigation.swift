import ComponentTable

// The app's keys and its part in navigation: the key table is on `handle(_:)`.
extension TerminalTableApp: TableNavigationPresenter {
  /// Applies one key, as typed.
  ///
  /// | keys | effect |
  /// | --- | --- |
  /// | ↑ ↓, `k` `j`, Tab | focus the previous / next row |
  /// | Page Up / Page Down | scroll a page, the focus follows |
  /// | Home / End, `g` `G` | focus the first / last row |
  /// | Enter, Space | select the focused row: run its closure, push the screen it opens, start editing a text field; nothing on a disabled row |
  /// | ← →, `h` `l`, `-` `+` | switch off / on, stepper down / up; → also opens a row's screen, ← goes back below the root |
  /// | `a` | list the focused row's actions (its swipe actions); `1`–`9` run one, Esc closes |
  /// | `d`, Delete | run the focused row's destructive action (delete) |
  /// | `J` / `K` | move the focused row down / up, when it is `movable()` |
  /// | `i` | list the section index; a title's first character jumps to its section, Esc closes |
  /// | `/` | search every screen (see ``startSearch()``): type, ↑↓ choose, Enter opens, Esc closes |
  /// | Esc | go back; at the root, only a message that `q` quits |
  /// | `q`, Ctrl-C | quit, from any depth |
  ///
  /// While a text field is edited, typed characters go in at the cursor, ← → Home End move
  /// it, Backspace and Delete delete, Enter ends editing and Esc cancels. A row opens a screen
  /// when `TableEngine.rowOpensScreen(at:)` says so; it takes ← and → when it handles control
  /// events and is not a text field. The help line names only what the keys do to the focused
  /// row.
  public func handle(_ key: TerminalKey) {
    guard !isFinished else { return }
    keysHandled += 1
    message = nil
    // An announcement shows until the next key, as VoiceOver says it once.
    table.unreadAnnouncement = nil
    focusSpeech = nil
    let focusBefore = table.focusedIndexPath
    defer {
      // This loop runs no main-actor tasks between keys: a screen that follows state shows
      // what the key changed now, before the next key reads the table.
      (navigator?.top.engine ?? table.engine)?.applyFollowedChanges()
      noteSpokenChanges()
      noteSpokenEnd(after: key, focusBefore: focusBefore)
      _ = statusLine()
      // Quitting takes the screen shown off screen: its disappear actions run, its tasks end.
      if isFinished, let navigator { navigator.screenDidDisappear(navigator.top) }
    }
    if isSearching {
      handleSearch(key)
      return
    }
    // A question is modal: its keys only.
    if handleDialogKey(key) { return }
    if let navigator, editingIndexPath == nil, offeredActions == nil, offeredIndexTitles == nil {
      if key == .character("/") {
        startSearch()
        return
      }
      if handleNavigation(key, in: navigator) { return }
    }
    let typedBefore = editingText
    handleTableKey(key)
    noteSpokenTyping(from: typedBefore, to: editingText)
  }

  /// Whether `key` navigated: it is handled then, and the table does not see it.
  private func handleNavigation(_ key: TerminalKey, in navigator: TableNavigator) -> Bool {
    switch key {
    case .right, .character("l"):
      guard let path = table.focusedIndexPath, focusedRowOpensScreen else { return false }
      table.selectRow(at: path)
      return true
    case .left, .character("h"):
      guard navigator.screens.count > 1, !focusedRowTakesLeft else { return false }
      return navigator.pop()
    case .escape:
      if navigator.screens.count == 1 {
        message = "Already at the top · q quits"
        return true
      }
      return navigator.pop()
    default:
      return false
    }
  }

  private var focusedRowOpensScreen: Bool {
    guard let path = table.focusedIndexPath, let engine = table.engine else {
      return false
    }
    return engine.rowOpensScreen(at: path)
  }

  /// Whether ← and → adjust the focused row: it takes control events and is not a text field
  /// (whose events are its text, sent when editing ends).
  private var focusedRowTakesLeft: Bool {
    guard let path = table.focusedIndexPath,
      table.dataSource?.handlesControlEvents(forRowAt: path) == true
    else { return false }
    return !(table.cellForRow(at: path) is any TerminalTextEditable)
  }

  /// The key help for the focused row and the depth: only what the keys do to this row. The
  /// search key is named only where the line has room for it after the row's own keys.
  func keyHelp(fitting columns: Int) -> String {
    let help = keyHelp(offeringSearch: navigator != nil)
    guard navigator != nil, TerminalText.width(help) > columns else { return help }
    return keyHelp(offeringSearch: false)
  }

  private func keyHelp(offeringSearch: Bool) -> String {
    var keys = ["↑↓ move"]
    // A disabled row takes no key: the help offers none of its own.
    let isEnabled = focusedRowUnavailability == nil
    if isEnabled, let enter = enterHelp { keys.append(enter) }
    if isEnabled, focusedRowTakesLeft { keys.append("←→ adjust") }
    if let navigator, navigator.screens.count > 1 {
      keys.append(focusedRowTakesLeft ? "esc back" : "←/esc back")
    }
    if isEnabled, let path = table.focusedIndexPath, let actions = table.dataSource?.actions(forRowAt: path),
      !(actions.leading + actions.trailing).isEmpty
    {
      keys.append("a actions")
    }
    if table.dataSource?.sectionIndexTitles?.isEmpty == false { keys.append("i index") }
    if offeringSearch { keys.append("/ search") }
    keys.append("q quit")
    return " " + keys.joined(separator: " · ")
  }

  /// What Enter does to the focused row, or `nil` when it does nothing there: open a screen,
  /// edit a text field, or select a row that reacts to selection (its component's closure, or
  /// an external delegate that may).
  private var enterHelp: String? {
    guard let path = table.focusedIndexPath else { return nil }
    if focusedRowOpensScreen { return navigator != nil ? "⏎/→ open" : "⏎ select" }
    if editableField(at: path) != nil { return "⏎ edit" }
    guard let engine = table.engine else { return "⏎/space select" }
    return engine.rowReactsToSelection(at: path) ? "⏎/space select" : nil
  }

  /// The title bar's text: the title, or with a navigator the path from the root, such as
  /// "Settings › Wi-Fi › Other Networks". A path wider than `columns` loses its first titles
  /// to "…", so the screen shown stays named.
  func titlePath(fitting columns: Int) -> String {
    guard let navigator else { return title }
    var titles = navigator.path
    var text = titles.joined(separator: " › ")
    while titles.count > 1, TerminalText.width(text) > columns {
      titles.removeFirst()
      text = (["…"] + titles).joined(separator: " › ")
    }
    return text
  }

  // MARK: TableNavigationPresenter

  /// Shows the pushed screen's table, sized like the one it covers; the covered table keeps its
  /// focus and scroll position.
  package func navigator(_ navigator: TableNavigator, didPush screen: TableScreen) {
    guard let pushed = screen.engine?.host as? TerminalTableView else { return }
    pushed.width = table.width
    pushed.height = table.height
    pushed.observer = table.observer
    table.isOnScreen = false
    hiddenTables.append(table)
    table = pushed
    // A list of options opens on the chosen one, as a picker does, else on its first row.
    pushed.setFocus(Self.firstSelectedRow(in: pushed) ?? pushed.focusedIndexPath ?? pushed.rowPaths.first)
  }

  /// The first row whose description says it is the chosen one (a checked option).
  private static func firstSelectedRow(in table: TerminalTableView) -> IndexPath? {
    guard let engine = table.engine else { return nil }
    for section in 0..<engine.dataSource.numberOfSections {
      for row in 0..<engine.dataSource.numberOfRows(inSection: section) {
        let path = IndexPath(row: row, section: section)
        if (try? engine.accessibilityDescription(forRowAt: path))??.traits.contains(.selected) == true {
          return path
        }
      }
    }
    return nil
  }

  /// Focuses the rows an opened path followed, one per screen from the root: the top screen
  /// shows the row the path names, and going back lands on the row that led on.
  package func navigator(_ navigator: TableNavigator, didOpen rows: [IndexPath]) {
    for (shown, row) in zip(hiddenTables + [table], rows) { shown.setFocus(row) }
  }

  /// Shows the table under the popped one again, at the current size, focus kept in view.
  package func navigator(_ navigator: TableNavigator, didPop screen: TableScreen) {
    guard let revealed = hiddenTables.popLast() else { return }
    revealed.width = table.width
    revealed.height = table.height
    revealed.isOnScreen = true
    table = revealed
    (editingIndexPath, editingText, editingCursor, offeredActions, offeredIndexTitles) = (nil, nil, nil, nil, nil)
  }
}
