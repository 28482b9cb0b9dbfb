import ComponentTable

// Rows a test names: found by what a user reads (the title) or what a UI test uses (an
// accessibility identifier, an id), read from the description every host draws, and acted on
// with the keys a user would press. A test written this way keeps passing when a row is added
// above the one it uses, which a script of `down*9` does not.
extension TerminalTableApp {
  /// The row of the shown screen titled `title`: the row whose accessibility label (what
  /// VoiceOver says first, the title every built-in row shows) is `title`, exactly.
  ///
  /// ```swift
  /// let wifi = try app.row(titled: "Wi-Fi")
  /// try wifi.setOn(false)
  /// #expect(try wifi.value == "Off")
  /// ```
  ///
  /// - Throws: ``RowError`` when no row has that title, naming the titles the screen has, or
  ///   when several have it (name one by ``row(identifiedBy:)`` or ``row(id:)`` then).
  public func row(titled title: String) throws(RowError) -> Row {
    try findRow(.title(title))
  }

  /// The row of the shown screen identified by `identifier`
  /// (`TableComponent.accessibilityIdentifier(_:)`; a row bound to a store key is identified by
  /// the key's name).
  ///
  /// - Throws: ``RowError`` when no row has that identifier, naming the titles the screen has.
  public func row(identifiedBy identifier: String) throws(RowError) -> Row {
    try findRow(.identifier(identifier))
  }

  /// The row of the shown screen whose identity is `id` (the `id:` it was given).
  ///
  /// - Throws: ``RowError`` when no row has that identity, naming the titles the screen has.
  public func row(id: AnyHashable) throws(RowError) -> Row {
    try findRow(.id(id))
  }

  private func findRow(_ query: Row.Query) throws(RowError) -> Row {
    let (engine, path) = try Row(app: self, table: table, query: query, id: nil).located()
    return Row(app: self, table: table, query: query, id: (try? engine.component(at: path))?.id)
  }

  /// The name of the screen `table` shows, as the title bar names it: its title in quotes.
  func screenName(of table: TerminalTableView) -> String {
    let screen = navigator?.screensIncludingPresented.first { $0.engine === table.engine }
    return "\"\(screen?.title ?? title)\""
  }

  /// A row of a screen of the app, named by its title, accessibility identifier or id (see
  /// ``TerminalTableApp/row(titled:)``): what it shows, read from the description every host
  /// draws (its accessibility description and state, never the drawn text), and what a user
  /// does to it, done with the user's keys.
  ///
  /// A row is found again on every use, by its identity when no other row shares it, else as
  /// it was named: its properties say what it shows now, and it is still found when rows were
  /// inserted or removed around it.
  /// An action focuses the row with ↑ and ↓ and presses the keys a user presses, through
  /// ``TerminalTableApp/handle(_:)``, so the screen reacts exactly as to a user's typing
  /// (help line, spoken lines, followed changes). A change that waits for a server is
  /// started, not finished: `await app.settle()` after it.
  ///
  /// Every action throws ``TerminalTableApp/RowError`` rather than doing nothing when it
  /// cannot act: the row is gone, its screen is not the one shown, the row is disabled, a
  /// question or a search covers the table, or the row is not of the kind the action needs.
  @MainActor
  public struct Row {
    /// How a test named the row.
    enum Query: CustomStringConvertible {
      case title(String)
      case identifier(String)
      case id(AnyHashable)

      var description: String {
        switch self {
        case .title(let title): "titled \"\(title)\""
        case .identifier(let identifier): "identified by \"\(identifier)\""
        case .id(let id): "with id \(id.base)"
        }
      }
    }

    let app: TerminalTableApp
    /// The table of the screen the row was found on.
    let table: TerminalTableView
    let query: Query
    /// The row's identity when it was found, which finds it again wherever it moved.
    let id: AnyHashable?

    // MARK: What the row shows

    /// The row's title: its accessibility label. `nil` for a row whose data does not describe
    /// itself (a custom component's data that is not `AccessibilityDescribing`).
    public var title: String? {
      get throws(RowError) { try state().accessibility?.label }
    }

    /// What the row shows beside its title, as VoiceOver reads it: "On" or "Off" for a switch,
    /// the number of a stepper, the percentage of a slider, the text of a text field (its
    /// placeholder while empty), the chosen option of a picker, the value of a value row.
    /// While a change waits, it says so ("On, Updating"). `nil` when the row shows no value.
    public var value: String? {
      get throws(RowError) { try state().accessibility?.value }
    }

    /// Whether the row can be used (it was not made `disabled(_:reason:)`).
    public var isEnabled: Bool {
      get throws(RowError) { try state().availability.isEnabled }
    }

    /// Whether the row is checked: the chosen option of a radio group or list, a checked
    /// checkmark row.
    public var isChecked: Bool {
      get throws(RowError) { try state().accessibility?.traits.contains(.selected) ?? false }
    }

    /// The identifier UI tests find the row by (`TableComponent.accessibilityIdentifier(_:)`),
    /// or `nil`.
    public var accessibilityIdentifier: String? {
      get throws(RowError) { try state().accessibilityIdentifier }
    }

    /// The row's icon (`TableComponent.icon(_:)`), or `nil`: what the UIKit host shows beside
    /// the title, which the terminal leaves out.
    public var icon: RowIcon? {
      get throws(RowError) { try state().icon }
    }

    /// The colour the row's switch, checkmark or button title is drawn in: its own tint
    /// (`TableComponent.tint(_:)`), else its screen's (`TableEngine.tint`); `nil` for the
    /// host's own colours.
    public var tint: TableColor? {
      get throws(RowError) { try state().tint }
    }

    /// Where the row is now in its table.
    public var indexPath: IndexPath {
      get throws(RowError) { try located().path }
    }

    // MARK: What a user does to it

    /// Presses Enter on the row, as a user selects it: runs its selection (a button, a
    /// checkmark, a radio option), opens the screen it leads to, flips a switch, steps a
    /// stepper up, or starts editing a text field.
    public func select() throws(RowError) {
      focus(try usable("select").path)
      app.handle(.enter)
    }

    /// Sets a switch on or off with → or ←; nothing when it already is.
    ///
    /// - Throws: ``TerminalTableApp/RowError`` when the row is not a switch.
    public func setOn(_ isOn: Bool) throws(RowError) {
      let (path, state) = try usable("set on or off", kind: (.toggle, "a switch"))
      // A switch's activation flips it, so it names the state it is not in.
      guard state.accessibility?.activation == .toggle(isOn) else { return }
      focus(path)
      app.handle(isOn ? .right : .left)
    }

    /// Moves a stepper or a slider by `steps` steps (negative: down) with → or ←, one key per
    /// step; it stops at the ends of its range, as for a user.
    ///
    /// - Throws: ``TerminalTableApp/RowError`` when the row is neither a stepper nor a slider.
    public func step(_ steps: Int) throws(RowError) {
      focus(try usable("step", kind: (.adjustable, "a stepper or a slider")).path)
      for _ in 0..<steps.magnitude { app.handle(steps > 0 ? .right : .left) }
    }

    /// Replaces the text of a text field with `text`: Enter to edit, the old text deleted,
    /// `text` typed, Enter to end, as a user types it.
    ///
    /// - Throws: ``TerminalTableApp/RowError`` when the row is not a text field, or `text` has a
    ///   line break (a field holds one line).
    public func setText(_ text: String) throws(RowError) {
      let path = try usable("type in", kind: (.textField, "a text field")).path
      guard !text.contains(where: \.isNewline) else {
        throw RowError(.unsupported, "a text field holds one line; the text for the row \(query) has a line break")
      }
      focus(path)
      app.handle(.enter)
      guard let typed = app.editingText else {
        throw RowError(.unsupported, "the row \(query) did not start editing on Enter")
      }
      app.handle(.end)
      for _ in typed.indices { app.handle(.backspace) }
      for character in text { app.handle(.character(character)) }
      app.handle(.enter)
    }

    /// Chooses `option` in the list the row opens (a picker row): Enter opens the list, the
    /// option is selected as ``select()`` selects a row, and Esc comes back to the row's
    /// screen.
    ///
    /// - Throws: ``TerminalTableApp/RowError`` when the row opens no screen, or the list has no
    ///   option titled `option` (the list is closed again, nothing chosen; the error names the
    ///   options).
    public func choose(_ option: String) throws(RowError) {
      focus(try usable("choose an option of").path)
      guard let navigator = app.activeNavigator else {
        throw RowError(.unsupported, "the row \(query) cannot open a list: the app has no navigator")
      }
      let depth = navigator.screens.count
      app.handle(.enter)
      guard navigator.screens.count == depth + 1 else {
        throw RowError(.unsupported, "the row \(query) opened no list of options on Enter")
      }
      do throws(RowError) {
        try app.row(titled: option).select()
      } catch {
        app.handle(.escape)
        throw error
      }
      if navigator.screens.count == depth + 1 { app.handle(.escape) }
    }

    // MARK: Finding the row

    /// The row's engine and where the row is now: by its identity when no other row shares it,
    /// else as it was named.
    func located() throws(RowError) -> (engine: TableEngine, path: IndexPath) {
      let screen = app.screenName(of: table)
      guard let engine = table.engine else {
        throw RowError(.notFound, "no row \(query) on \(screen): it shows no table")
      }
      let byID = id.map { id in table.rowPaths.filter { (try? engine.component(at: $0))?.id == id } }
      if let byID, byID.count == 1 { return (engine, byID[0]) }
      // A row whose identity is gone is gone, even when another row now has its title.
      let matches =
        byID?.isEmpty == true
        ? []
        : table.rowPaths.filter { path in
          let state = engine.dataSource.rowState(at: path)
          return switch query {
          case .title(let title): state.accessibility?.label == title
          case .identifier(let identifier): state.accessibilityIdentifier == identifier
          case .id(let id): (try? engine.component(at: path))?.id == id
          }
        }
      guard let first = matches.first else {
        let titles = table.rowPaths.compactMap { engine.dataSource.rowState(at: $0).accessibility?.label }
        let quoted = titles.isEmpty ? "none" : titles.map { "\"\($0)\"" }.joined(separator: ", ")
        throw RowError(.notFound, "no row \(query) on \(screen); the titles of its rows: \(quoted)")
      }
      guard matches.count == 1 else {
        let places = matches.map { "[\($0.section), \($0.row)]" }.joined(separator: ", ")
        throw RowError(
          .ambiguous,
          "\(matches.count) rows \(query) on \(screen), at \(places); name one by its accessibility identifier or id")
      }
      return (engine, first)
    }

    private func state() throws(RowError) -> RowState {
      let (engine, path) = try located()
      return engine.dataSource.rowState(at: path)
    }

    /// Where the row is and what it shows, when a user's keys would reach it and do something:
    /// its screen is shown, nothing covers it, it is enabled, and it is of `kind` when one is
    /// asked for (a trait, and its name for the error).
    private func usable(
      _ action: String, kind: (trait: AccessibilityDescription.Traits, name: String)? = nil
    ) throws(RowError) -> (path: IndexPath, state: RowState) {
      let (engine, path) = try located()
      let cannot = "cannot \(action) the row \(query)"
      guard app.table === table else {
        throw RowError(
          .notShown,
          "\(cannot): its screen \(app.screenName(of: table)) is not shown (\(app.screenName(of: app.table)) is)")
      }
      if let question = app.shownDialog {
        throw RowError(.notShown, "\(cannot): the question \"\(question.dialog.title)\" covers it")
      }
      if app.isSearching { throw RowError(.notShown, "\(cannot): a search covers it") }
      let state = engine.dataSource.rowState(at: path)
      guard state.availability.isEnabled else {
        throw RowError(.disabled, "\(cannot): it is disabled\(state.availability.reason.map { " (\($0))" } ?? "")")
      }
      if let kind, state.accessibility?.traits.contains(kind.trait) != true {
        throw RowError(.unsupported, "\(cannot): it is not \(kind.name)")
      }
      return (path, state)
    }

    /// Focuses the row at `path` with ↑ and ↓, as a user moves to it.
    private func focus(_ path: IndexPath) {
      if app.editingIndexPath != nil { app.handle(.escape) }
      if table.focusedIndexPath == nil { app.handle(.home) }
      let order = table.rowPaths
      guard let target = order.firstIndex(of: path), let focused = table.focusedIndexPath,
        let start = order.firstIndex(of: focused)
      else { return }
      for _ in 0..<(target - start).magnitude { app.handle(target > start ? .down : .up) }
    }
  }

  /// Why a row a test named could not be found or acted on; its ``description`` names the
  /// row, the screen and, for a row not found, the titles of the rows the screen has.
  public struct RowError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable {
      /// No row of the screen is named so (or the row found before is gone).
      case notFound
      /// Several rows of the screen have the title: name one by identifier or id.
      case ambiguous
      /// The row's screen is not the one shown, or a question or a search covers it: keys
      /// would not reach it.
      case notShown
      /// The row is disabled: a user's keys do nothing to it.
      case disabled
      /// The row is not of the kind the action needs (a switch, a text field…).
      case unsupported
    }

    /// What went wrong.
    public let kind: Kind
    /// The whole message: the row, the screen, and what exists instead.
    public let description: String

    init(_ kind: Kind, _ description: String) {
      self.kind = kind
      self.description = description
    }
  }
}
