import ComponentTable
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A full-screen terminal program around a table: a title bar, the table, a status line and a
/// key help line. It runs interactively in a real terminal, or replays keys without one.
///
/// ```swift
/// let table = TerminalTableView()
/// let engine = TableEngine(host: table)
/// try SettingsScreen.build(in: engine, model: model)
/// try TerminalTableApp(title: "Settings", table: table).runInteractive()
/// ```
///
/// Made with a root `TableScreen` (``init(root:statusLine:)``), the app presents a
/// `TableNavigator`: rows push child screens, each in its own table, and the title line shows
/// the path, such as "Settings › Wi-Fi › Other Networks". ``handle(_:)`` lists the keys.
///
/// Without a terminal, ``replay(_:)-(String)``, ``resize(to:)`` and ``frameText`` drive a
/// whole app in a test: see <doc:TestingHeadless>.
@MainActor
public final class TerminalTableApp {
  /// The table shown: the top screen's table when the app presents a navigator.
  public internal(set) var table: TerminalTableView
  /// The text of the title bar; with a navigator, the root's title (the bar shows the path).
  public var title: String
  /// The stack the app presents, when it was made with a root screen.
  public private(set) var navigator: TableNavigator?
  /// The row whose text field is being edited, if any, found again wherever a batch moves it.
  var editingRow: RowReference?
  /// The text being typed while a text field is edited, else `nil`.
  package internal(set) var editingText: String?
  /// Where the cursor is in ``editingText``, in characters from its start.
  package internal(set) var editingCursor: Int?
  /// The list offered after `a`, `i` or `b`, until a key picks from it or closes it.
  package internal(set) var offeredList: OfferedList?
  /// Whether a quit key was pressed, at any depth.
  public internal(set) var isFinished = false
  /// Whether the app was finished by Ctrl-C (an interrupt) rather than `q` or Esc.
  public internal(set) var wasInterrupted = false
  /// The lines of the whole frame, when ``resize(to:)`` was given fewer than the chrome and
  /// one table line: ``renderFrame(styled:)`` then returns exactly that many.
  var frameRows: Int?
  /// The columns of the whole frame, when ``resize(to:)`` was given fewer than a table column
  /// and its gutter and indicator: every line is cut to that many.
  var frameColumns: Int?
  /// The text of the status line, asked after every key and before every frame: it may do
  /// its work there (the demo saves what the key changed) and compare `keysHandled` with
  /// what it saw, to say what the last key did only until the next one.
  public var statusLine: () -> String?
  /// How many keys the app has handled: a status line tells a new key from a redraw by it.
  package internal(set) var keysHandled = 0
  /// A message of the app's own on the status line until the next key ("q quits" after Esc
  /// at the top), winning over ``statusLine``.
  var message: String?
  /// Whether the app speaks for screen readers: the status line says the focused row as
  /// VoiceOver would (``focusedRowSpokenText``), and each change of it is recorded in
  /// ``spokenLines``, in order.
  public var speaksForScreenReaders = false {
    didSet {
      // Said from now on: what was announced before is not news.
      announcementsHeard[ObjectIdentifier(table)] = table.announcements.count
      noteSpokenFocus()
    }
  }
  /// What the focus said, one line per change, while ``speaksForScreenReaders`` is on.
  public internal(set) var spokenLines: [String] = []
  var lastSpokenScreen: String?
  var lastSpokenText: String?
  var lastSpokenPath: IndexPath?
  /// The serial of the last dialog said (`ShownDialog.serial`).
  var lastSpokenDialog: Int?
  /// What the focus said since the last key (headers and footers passed included): the
  /// status line shows it, so that a screen reader reading the terminal hears what
  /// ``spokenLines`` holds.
  var focusSpeech: String?
  /// How many of each table's announcements were said.
  var announcementsHeard: [ObjectIdentifier: Int] = [:]
  /// The open search, while `/` shows its field.
  var searchState: TerminalSearchState?
  /// The language the screens are shown in, which search matching follows (case and
  /// diacritics; see `SearchIndex`).
  public var searchLocale: Locale?
  /// Whether the search index is made in slices between keys (in a terminal) rather than at
  /// once (keys replayed, where nothing waits).
  var indexesSearchBetweenKeys = false

  /// The colours the terminal shows, from the process's environment (`NO_COLOR`, `TERM`,
  /// `COLORTERM`): ``renderFrame(styled:)`` writes every colour for them, and none when they
  /// are off.
  package var colors = TerminalColors(environment: ProcessInfo.processInfo.environment)

  /// The lines the app draws around the table: title, status and help.
  package static let chromeHeight = 3

  /// An app showing `table` under `title`; focuses the table's first row.
  public init(title: String, table: TerminalTableView, statusLine: @escaping () -> String? = { nil }) {
    self.table = table
    self.title = title
    self.statusLine = statusLine
    if table.focusedIndexPath == nil { table.moveFocus(by: 0) }
  }

  /// An app presenting a navigation stack rooted at `root`: every screen is shown in a
  /// table of its own, sized like the app's.
  ///
  /// - Throws: `TableError` when `root` is on another stack or its sections are refused.
  public convenience init(
    root: TableScreen, statusLine: @escaping () -> String? = { nil }
  ) throws(TableError) {
    let navigator = try TableNavigator(root: root) { screen in
      let table = TerminalTableView()
      table.separatesSections = screen.style != .plain
      return table
    }
    // The navigator made the root's table with the factory above.
    let table = root.engine?.host as? TerminalTableView ?? TerminalTableView()
    self.init(title: root.title, table: table, statusLine: statusLine)
    self.navigator = navigator
    navigator.presenter = self
    // The app shows its root from the start: headless, the first frame can be read at once.
    navigator.screenWillAppear(root)
  }

  /// Sizes the table for a screen of `size`: the table gets the rows between the title and the
  /// status lines, and the columns between the focus gutter and the scroll indicator.
  ///
  /// A screen of fewer than four rows keeps one table line and as much of the chrome as fits,
  /// dropped in this order: the key help, the status line, the title.
  public func resize(to size: TerminalSize) {
    table.width = max(1, size.columns - 2)
    table.height = max(1, size.rows - Self.chromeHeight)
    frameRows = size.rows <= Self.chromeHeight ? max(1, size.rows) : nil
    frameColumns = size.columns < 3 ? max(1, size.columns) : nil
  }

  /// The whole screen as lines, `table.width + 2` columns each: title bar, the table's screen,
  /// the status line and the key help.
  ///
  /// - Parameter styled: With `true`, lines carry ANSI styles and the colours the terminal
  ///   shows: none when the environment sets `NO_COLOR` or `TERM` is `dumb`, the nearest of
  ///   the 16 or the 256 when `COLORTERM` does not say it shows 24-bit colour. With `false`,
  ///   plain text.
  public func renderFrame(styled: Bool) -> [String] {
    // Every line through the one sanitiser, whatever a view or the status closure let through,
    // then its colours as the terminal shows them.
    let frame = composedFrame(styled: styled).map { colors.adapting(TerminalText.printable($0)) }
    guard let frameColumns else { return frame }
    return frame.map { $0.truncated(toWidth: frameColumns, ellipsis: nil).padded(toWidth: frameColumns) }
  }

  private func composedFrame(styled: Bool) -> [String] {
    let columns = table.width + 2
    func bar(_ text: String, _ style: TerminalText.Style?) -> String {
      let fitted = TerminalText.oneLine(text).truncated(toWidth: columns).padded(toWidth: columns)
      guard styled, let style else { return fitted }
      return TerminalText.styled(fitted, style)
    }
    let centredTitle = titleLine(columns: columns)
    let dialog = isSearching ? nil : shownDialog?.dialog
    let help = helpLine(fitting: columns)
    // Asked before every frame even when another text wins: a status line may do its work
    // there (the demo saves what the last key changed).
    let status = statusText(appStatus: statusLine())
    let titleLine = bar(centredTitle, .inverse)
    // A resize or a reload since the last key may show the edited row in another view: lay
    // out first, then give that view the typing.
    table.layoutIfNeeded()
    showEditing()
    var tableLines = isSearching ? searchLines(columns: columns, styled: styled) : table.renderScreen(styled: styled)
    if let dialog {
      tableLines = overlayDialog(dialog, on: tableLines, columns: columns, styled: styled)
    }
    guard let rows = frameRows else { return [titleLine] + tableLines + [bar(" " + status, nil), bar(help, .dim)] }
    // Fewer rows than the chrome and a table line: the table's first line first, then the
    // title and the status line as room allows (see `resize(to:)`).
    let firstLine = Array(tableLines.prefix(1))
    switch rows {
    case 1: return firstLine
    case 2: return [titleLine] + firstLine
    default: return [titleLine] + firstLine + [bar(" " + status, nil)]
    }
  }

  /// The status line: the search's state, the offered list, what the focus says (for screen
  /// readers), else the app's own status.
  private func statusText(appStatus: String?) -> String {
    if isSearching { return (speaksForScreenReaders ? searchSpokenText : nil) ?? searchStatus }
    if let offeredList { return offeredListStatus(offeredList) }
    if let dialog = shownDialog?.dialog, speaksForScreenReaders {
      return message ?? dialogSpokenText(dialog)
    }
    return message ?? table.unreadAnnouncement ?? (speaksForScreenReaders ? focusSpeech ?? focusedRowSpokenText : nil)
      ?? focusedRowUnavailability ?? appStatus ?? ""
  }

  /// Why the focused row cannot be used, when it is disabled: "🔒" and its reason, else the
  /// word VoiceOver says for a dimmed element. The focus still reaches a disabled row (as
  /// VoiceOver does) so that this can be read; its keys do nothing.
  var focusedRowUnavailability: String? {
    guard let availability = focusedRowState?.availability, !availability.isEnabled else { return nil }
    return availability.reason.map { "🔒 " + $0 } ?? spokenWords.dimmed
  }

  /// What the focused row shows and can do (`RowState`), or `nil` without a focused row.
  var focusedRowState: RowState? {
    table.focusedIndexPath.flatMap { table.dataSource?.rowState(at: $0) }
  }

  /// Applies `keys` as if typed, stopping after a quit key.
  public func replay(_ keys: [TerminalKey]) {
    for key in keys where !isFinished { handle(key) }
  }

  /// Applies the keys `script` stands for (see ``KeyScript``, the syntax of
  /// `settings-demo --keys`), as if typed, stopping after a quit key.
  ///
  /// ```swift
  /// try app.replay("down*3 enter 'Bo Chen' enter esc")
  /// ```
  ///
  /// - Throws: ``KeyScriptError`` naming the first bad token; then no key is applied.
  public func replay(_ script: String) throws(KeyScriptError) {
    // Parsed whole first, so a bad script changes nothing.
    replay(try KeyScript.parse(script))
  }

  /// The frame as plain text, lines joined by newlines: what a test compares with what the
  /// user should see (``renderFrame(styled:)`` without styles).
  public var frameText: String { renderFrame(styled: false).joined(separator: "\n") }

  /// Runs in the terminal on standard input and output until a quit key: raw mode, the
  /// alternate screen, a redraw after every key and on every resize. The terminal is restored
  /// when this returns or throws, and on SIGINT, SIGTERM and SIGHUP (which then end the
  /// process as they would have: a shell sees 130 and 143).
  ///
  /// In raw mode Ctrl-C is a key, not a signal. After it, once the terminal is restored, the
  /// process ends by SIGINT when `interruptEndsProcess` is true (the default), as terminal
  /// programs do, so that a calling script sees 130 and stops too; pass `false` to return
  /// instead and read ``wasInterrupted``.
  public func runInteractive(interruptEndsProcess: Bool = true) throws {
    try TerminalSession.run { session in
      let reader = makeInputReader()
      defer { indexesSearchBetweenKeys = false }
      draw(in: session, after: nil)
      while !isFinished {
        // While a search is indexing, a key is waited for only briefly: the next slice of
        // the index is made between keys, and typing is never held up by more than a slice.
        let wait = prepareToWaitForKey()
        if wait.drawFirst { draw(in: session, after: nil) }
        if handle(try reader.nextEvents(timeout: wait.timeout), in: session) { return }
        draw(in: session, after: nil)
      }
    }
    endProcessIfInterrupted(interruptEndsProcess)
  }

  /// The reader of a session's keys, resizes and stop requests; the search index is made in
  /// slices between keys from now on.
  func makeInputReader() -> TerminalInputReader {
    indexesSearchBetweenKeys = true
    return TerminalInputReader(
      resizeNotifier: ResizeNotifier(), stopRequestDescriptor: ProcessSuspension.requestDescriptor)
  }

  /// Applies what the terminal reported; returns whether the session ends.
  func handle(_ events: [TerminalEvent], in session: TerminalSession) -> Bool {
    for event in events {
      switch event {
      // Ctrl-Z: the terminal back to the shell until `fg`, then the screen again.
      case .key(.control("z")): session.suspend()
      // SIGTSTP from outside: the same, for this process alone, as the sender asked.
      case .stopRequested: session.suspend(stop: ProcessSuspension.stopProcess)
      case .key(let key): handle(key)
      case .resize: break  // the size is read again when drawing
      case .endOfInput: return true
      }
      if isFinished { return true }
    }
    return false
  }

  /// After a session that Ctrl-C ended, ends the process by SIGINT when `interruptEndsProcess`.
  func endProcessIfInterrupted(_ interruptEndsProcess: Bool) {
    guard wasInterrupted, interruptEndsProcess else { return }
    // The session is over, so the terminal is restored and the handlers are gone: SIGINT's
    // default action ends the process with the status a shell reports as 130. A process
    // started with SIGINT blocked (some launchers block signals) would keep running with it
    // pending: it is unblocked first.
    signal(SIGINT, SIG_DFL)
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    sigaddset(&interrupt, SIGINT)
    pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    raise(SIGINT)
  }

  /// Draws the frame unless it is `previous`; returns what is on screen.
  @discardableResult
  func draw(in session: TerminalSession, after previous: [String]?) -> [String] {
    resize(to: session.size)
    let frame = renderFrame(styled: true)
    guard frame != previous else { return frame }
    // Every line is written in full, so overwriting from the top leaves nothing stale; the
    // last line has no newline so the screen does not scroll.
    session.write(
      TerminalControlSequence.cursorHome
        + frame.map { $0 + TerminalControlSequence.clearToEndOfLine }.joined(separator: "\r\n"))
    return frame
  }
}
