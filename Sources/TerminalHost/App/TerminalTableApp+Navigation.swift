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
  /// | `b` | list the screen's bar buttons (`TableScreen.barButtons`); `1`–`9` press one, Esc closes |
  /// | Esc | go back; at the root of a presented stack, dismiss it (unless its screen does not allow it); at the root, only a message that `q` quits |
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
      (activeNavigator?.top.engine ?? table.engine)?.applyFollowedChanges()
      noteSpokenChanges()
      noteSpokenEnd(after: key, focusBefore: focusBefore)
      _ = statusLine()
      // Quitting takes the screen shown off screen: its disappear actions run, its tasks end.
      // Presented stacks go first, front to back, as a window's controllers do.
      if isFinished, let navigator {
        var stack: TableNavigator? = navigator.frontmost
        while let shown = stack {
          shown.screenDidDisappear(shown.top)
          stack = shown.presenting
        }
      }
    }
    if key == .ctrlC {
      // Ctrl-C ends the program from anywhere: a question, a search or a field being edited
      // must not trap the user.
      wasInterrupted = true
      isFinished = true
      return
    }
    if isSearching {
      handleSearch(key)
      return
    }
    // A question is modal: its keys only.
    if handleDialogKey(key) { return }
    if let offeredList, handleOfferedListKey(key, in: offeredList) { return }
    if let navigator = activeNavigator, editingIndexPath == nil, handleNavigation(key, in: navigator) { return }
    let typedBefore = editingText
    handleTableKey(key)
    noteSpokenTyping(from: typedBefore, to: editingText)
  }

  /// Whether `key` navigated or opened the search: it is handled then, and the table does not see it.
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
      guard navigator.screens.count == 1 else { return navigator.pop() }
      if navigator.canDismissInteractively { return navigator.dismiss() }
      message =
        navigator.presenting != nil
        ? "\"\(navigator.top.title)\" stays until one of its buttons closes it · b buttons"
        : "Already at the top · q quits"
      return true
    case .character("/"):
      startSearch()
      return true
    case .character("b"):
      // An empty list does not open: `b` on a screen without buttons does nothing, as the
      // help line offers it only where there are some.
      guard !navigator.top.barButtons.isEmpty else { return false }
      offeredList = .barButtons(navigator.top.barButtons)
      return true
    default:
      return false
    }
  }

  private var focusedRowOpensScreen: Bool {
    guard let path = table.focusedIndexPath, let engine = table.engine else { return false }
    return engine.rowOpensScreen(at: path)
  }

  /// Whether ← and → adjust the focused row: it takes control events and is not a text field
  /// (whose events are its text, sent when editing ends).
  private var focusedRowTakesLeft: Bool {
    guard let path = table.focusedIndexPath, focusedRowState?.handlesControlEvents == true else { return false }
    return !(table.cellForRow(at: path) is any TerminalTextEditable)
  }

  /// The navigator whose screen is shown: the stack presented in front, else the app's.
  var activeNavigator: TableNavigator? { navigator?.frontmost }

  /// The key help line: the keys of whatever has them (the search, a dialog, an offered list,
  /// a text field being edited), else only what the keys do to the focused row at this depth.
  /// The search key is named only where the line has room for it after the row's own keys.
  func helpLine(fitting columns: Int) -> String {
    if isSearching { return " type to search · ↑↓ choose · ⏎ open · esc close" }
    if let dialog = shownDialog?.dialog { return dialogHelp(dialog) }
    if let offeredList { return offeredListHelp(offeredList) }
    if editingIndexPath != nil { return " type to edit · ⏎ done · esc cancel" }
    let help = keyHelp(offeringSearch: navigator != nil)
    guard navigator != nil, help.displayWidth > columns else { return help }
    return keyHelp(offeringSearch: false)
  }

  private func keyHelp(offeringSearch: Bool) -> String {
    var keys = ["↑↓ move"]
    // A disabled row takes no key: the help offers none of its own.
    let isEnabled = focusedRowUnavailability == nil
    if isEnabled, let enter = enterHelp { keys.append(enter) }
    if isEnabled, focusedRowTakesLeft { keys.append("←→ adjust") }
    if let navigator = activeNavigator, navigator.screens.count > 1 {
      keys.append(focusedRowTakesLeft ? "esc back" : "←/esc back")
    } else if activeNavigator?.canDismissInteractively == true {
      keys.append("esc close")
    }
    if activeNavigator?.top.barButtons.isEmpty == false { keys.append("b buttons") }
    if isEnabled, let state = focusedRowState, !(state.leadingActions.isEmpty && state.trailingActions.isEmpty) {
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
    guard let navigator = activeNavigator else { return title }
    var titles = navigator.path
    var text = titles.joined(separator: " › ")
    while titles.count > 1, text.displayWidth > columns {
      titles.removeFirst()
      text = (["…"] + titles).joined(separator: " › ")
    }
    return text
  }

  /// The title line's text, `columns` wide: the leading bar buttons, the title path centred,
  /// the trailing bar buttons. A button shows as `[Done]`, a disabled one as `(Done)`; the path
  /// gives up its first titles before a button is cut.
  func titleLine(columns: Int) -> String {
    func text(_ buttons: [TableBarButton]) -> String {
      buttons.map { button in
        let title = TerminalText.oneLine(button.title)
        return button.isEnabled ? "[\(title)]" : "(\(title))"
      }.joined(separator: " ")
    }
    let buttons = activeNavigator?.top.barButtons ?? []
    let leading = text(buttons.filter { $0.placement == .leading })
    let trailing = text(buttons.filter { $0.placement == .trailing })
    let side = max(leading.displayWidth, trailing.displayWidth)
    // The title stays centred on the line: both sides keep room for the wider one.
    let room = side == 0 ? columns : max(1, columns - 2 * (side + 1))
    let title = titlePath(fitting: room).truncated(toWidth: room)
    let centred = String(repeating: " ", count: max(0, (room - title.displayWidth) / 2)) + title
    guard side > 0 else { return centred }
    let middle = centred.padded(toWidth: room)
    return leading.padded(toWidth: side + 1) + middle + " "
      + String(repeating: " ", count: max(0, side - trailing.displayWidth)) + trailing
  }

  /// What a screen reader says of the bar buttons of the screen shown, as VoiceOver says each
  /// button of a navigation bar ("Done, button"; a disabled one "dimmed"); `nil` without any.
  var barButtonsSpokenText: String? {
    let buttons = activeNavigator?.top.barButtons ?? []
    guard !buttons.isEmpty else { return nil }
    return buttons.map { button in
      ([button.title, spokenWords.button] + (button.isEnabled ? [] : [spokenWords.dimmed])).joined(separator: ", ")
    }.joined(separator: ". ")
  }

  // MARK: TableNavigationPresenter

  /// Shows the pushed screen's table, sized like the one it covers; the covered table keeps its
  /// focus and scroll position. A push on a stack under a presented one is kept for when it
  /// shows again.
  package func navigator(_ navigator: TableNavigator, didPush screen: TableScreen) {
    guard let pushed = screen.engine?.host as? TerminalTableView else { return }
    guard navigator === activeNavigator else {
      pushed.isOnScreen = false
      return
    }
    show(pushed)
    // A list of options opens on the chosen one, as a picker does, else on its first row.
    let chosen = pushed.rowPaths.first {
      pushed.dataSource?.rowState(at: $0).accessibility?.traits.contains(.selected) == true
    }
    pushed.setFocus(chosen ?? pushed.focusedIndexPath ?? pushed.rowPaths.first)
  }

  /// Focuses the rows an opened path followed, one per screen from the root: the top screen
  /// shows the row the path names, and going back lands on the row that led on.
  package func navigator(_ navigator: TableNavigator, didOpen rows: [IndexPath]) {
    for (shown, row) in zip(shownStackTables, rows) { shown.setFocus(row) }
  }

  /// Shows the table under the popped one again, at the current size, focus kept in view.
  package func navigator(_ navigator: TableNavigator, didPop screen: TableScreen) {
    if navigator === activeNavigator { showTop(of: navigator) }
  }

  /// Shows the presented stack's root in place of the screen shown, which keeps its focus and
  /// scroll position, as the tables under it do, until the presented stack is dismissed.
  package func navigator(_ navigator: TableNavigator, didPresent presented: TableNavigator) {
    showTop(of: presented)
    table.setFocus(table.focusedIndexPath ?? table.rowPaths.first)
  }

  /// Shows the stack under the dismissed one again, as it was.
  package func navigator(_ navigator: TableNavigator, didDismiss presented: TableNavigator) {
    showTop(of: navigator)
  }

  /// The tables of the stack shown, root first: each screen's table keeps its focus and
  /// scroll position while a screen over it is shown.
  var shownStackTables: [TerminalTableView] {
    activeNavigator?.screens.compactMap { $0.engine?.host as? TerminalTableView } ?? [table]
  }

  private func showTop(of navigator: TableNavigator) {
    if let top = navigator.top.engine?.host as? TerminalTableView { show(top) }
  }

  /// Shows `shown` in place of the table shown (pushed, revealed or presented), at its size;
  /// nothing of the old one's editing or lists stays open.
  private func show(_ shown: TerminalTableView) {
    shown.width = table.width
    shown.height = table.height
    shown.engine?.hostCallObserver = table.engine?.hostCallObserver
    table.isOnScreen = false
    shown.isOnScreen = true
    table = shown
    (editingRow, editingText, editingCursor, offeredList) = (nil, nil, nil, nil)
  }

}
