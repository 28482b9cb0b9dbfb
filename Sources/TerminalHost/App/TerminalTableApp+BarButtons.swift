import ComponentTable

extension TerminalTableApp {
  /// Presses the bar button titled `title` of the screen shown, as a user does: `b` lists the
  /// buttons, its digit presses it.
  ///
  /// ```swift
  /// try app.row(titled: "About").select()
  /// try app.pressBarButton(titled: "Done")
  /// ```
  ///
  /// - Throws: ``RowError`` when the screen has no button titled `title` (naming the titles it
  ///   has), several, a disabled one, or one the keys cannot reach (past the ninth, or while a
  ///   dialog, the search or a text field takes the keys); nothing is pressed then.
  public func pressBarButton(titled title: String) throws(RowError) {
    let buttons = activeNavigator?.top.barButtons ?? []
    let screen = screenName(of: table)
    let matches = buttons.indices.filter { buttons[$0].title == title }
    guard let index = matches.first else {
      let titles = buttons.map { "\"\($0.title)\"" }.joined(separator: ", ")
      throw RowError(
        .notFound, "no bar button \"\(title)\" on \(screen); its buttons are: \(titles.isEmpty ? "none" : titles)")
    }
    guard matches.count == 1 else {
      throw RowError(.ambiguous, "\(matches.count) bar buttons on \(screen) are titled \"\(title)\"")
    }
    guard buttons[index].isEnabled else {
      throw RowError(.disabled, "the bar button \"\(title)\" on \(screen) is disabled")
    }
    guard index < 9 else {
      throw RowError(.unsupported, "the bar button \"\(title)\" on \(screen) is number \(index + 1): keys reach nine")
    }
    guard shownDialog == nil, !isSearching, editingIndexPath == nil else {
      throw RowError(
        .unsupported, "the bar buttons of \(screen) cannot be reached: a dialog, the search or editing has the keys")
    }
    // An offered list is closed first, as a user closes it.
    if offeredList != nil { handle(.escape) }
    handle(.character("b"))
    handle(.character(Character("\(index + 1)")))
  }
}
