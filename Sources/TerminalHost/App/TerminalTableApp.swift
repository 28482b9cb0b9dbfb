import ComponentTable

/// A full-screen terminal program around a table: a title bar, the table, a status line and a
/// key help line. It runs interactively in a real terminal, or replays keys without one.
///
/// ```swift
/// let table = TerminalTableView()
/// let engine = TableEngine(host: table)
/// try SettingsScreen.build(TerminalSettingsKit.self, in: engine, model: model)
/// try TerminalTableApp(title: "Settings", table: table).runInteractive()
/// ```
@MainActor
public final class TerminalTableApp {
  /// The table shown.
  public let table: TerminalTableView
  /// The key handling.
  public let controller: TerminalTableController
  /// The text of the title bar.
  public var title: String
  /// The text of the status line, asked before every frame.
  public var statusLine: () -> String?

  /// The lines the app draws around the table: title, status and help.
  public static let chromeHeight = 3

  /// An app showing `table` under `title`; focuses the table's first row.
  public init(title: String, table: TerminalTableView, statusLine: @escaping () -> String? = { nil }) {
    self.table = table
    self.title = title
    self.statusLine = statusLine
    controller = TerminalTableController(table: table)
  }

  /// Sizes the table for a screen of `size`: the table gets the rows between the title and the
  /// status lines, and the columns between the focus gutter and the scroll indicator.
  public func resize(to size: TerminalSize) {
    table.width = max(1, size.columns - 2)
    table.height = max(1, size.rows - Self.chromeHeight)
  }

  /// The whole screen as lines, `table.width + 2` columns each: title bar, the table's screen,
  /// the status line and the key help.
  public func renderFrame(styled: Bool) -> [String] {
    let columns = table.width + 2
    func bar(_ text: String, _ style: TerminalText.Style?) -> String {
      let fitted = TerminalText.pad(TerminalText.truncate(text, toWidth: columns, ellipsis: true), toWidth: columns)
      guard styled, let style else { return fitted }
      return TerminalText.styled(fitted, style)
    }
    let centredTitle = String(repeating: " ", count: max(0, (columns - TerminalText.width(title)) / 2)) + title
    let help =
      controller.editingIndexPath != nil
      ? " type to edit · ⏎ done · esc cancel"
      : " ↑↓ move · ⏎ select · ←→ adjust · a actions · "
        + (table.dataSource?.sectionIndexTitles?.isEmpty == false ? "i index · " : "") + "q quit"
    let status =
      controller.offeredActions.map { actions in
        actions.enumerated().map { "\($0.offset + 1) \($0.element.title)" }.joined(separator: " · ") + " · esc close"
      } ?? controller.offeredIndexTitles.map { "index: " + $0.joined(separator: " ") + " · esc close" }
      ?? statusLine() ?? ""
    return [bar(centredTitle, .inverse)] + table.renderScreen(styled: styled)
      + [bar(" " + status, nil), bar(help, .dim)]
  }

  /// Applies `keys` as if typed, stopping after a quit key.
  public func replay(_ keys: [TerminalKey]) {
    controller.handle(keys)
  }

  /// Runs in the terminal on standard input and output until a quit key: raw mode, the
  /// alternate screen, a redraw after every key and on every resize. The terminal is restored
  /// when this returns or throws, and on SIGINT, SIGTERM and SIGHUP.
  public func runInteractive() throws {
    try TerminalSession.run { session in
      let reader = TerminalInputReader(resizeNotifier: ResizeNotifier())
      draw(in: session)
      while !controller.isFinished {
        for event in try reader.nextEvents() {
          switch event {
          case .key(let key): controller.handle(key)
          case .resize: break  // the size is read again when drawing
          case .endOfInput: return
          }
          if controller.isFinished { return }
        }
        draw(in: session)
      }
    }
  }

  private func draw(in session: TerminalSession) {
    resize(to: session.size)
    let frame = renderFrame(styled: true)
    // Every line is written in full, so overwriting from the top leaves nothing stale; the
    // last line has no newline so the screen does not scroll.
    session.write(
      TerminalControlSequence.cursorHome
        + frame.map { $0 + TerminalControlSequence.clearToEndOfLine }.joined(separator: "\r\n"))
  }
}
