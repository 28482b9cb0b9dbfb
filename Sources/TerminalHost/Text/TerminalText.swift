import ComponentTable
import Foundation

/// The text operations the host and the built-in views use, in one place: display width,
/// cutting, padding and wrapping by terminal cells, and the styles the built-in views draw
/// with. Escape sequences take no room when measuring.
enum TerminalText {
  /// The styles of the built-in views, as their SGR parameters.
  enum Style: String {
    case dim = "2"
    case bold = "1"
    case red = "31"
    case inverse = "7"
    case accent = "34"
    /// The focus on a disabled row: inverted and dimmed at once.
    case dimInverse = "2;7"
  }

  static func width(_ text: String) -> Int { text.displayWidth }

  /// `text` cut to `width` cells, ending with `…` when `ellipsis` is set and something was cut.
  static func truncate(_ text: String, toWidth width: Int, ellipsis: Bool = false) -> String {
    text.truncated(toWidth: max(0, width), ellipsis: ellipsis ? "…" : nil)
  }

  static func pad(_ text: String, toWidth width: Int) -> String { text.padded(toWidth: width) }

  static func wrap(_ text: String, toWidth width: Int) -> [String] {
    width > 0 ? text.wrapped(toWidth: width) : []
  }

  /// `text` in `style`: a sequence that resets first, so the style does not depend on what came
  /// before, and a reset after, so it leaks into nothing written after it.
  static func styled(_ text: String, _ style: Style) -> String {
    text.isEmpty ? "" : "\u{1B}[0;\(style.rawValue)m" + text + "\u{1B}[0m"
  }

  static func strip(_ text: String) -> String { text.removingEscapeSequences() }

  /// `line` of a row with what the views drew in the accent colour (a switch that is on, a
  /// checkmark, a button's title) in `tint` instead. Data never carries an escape sequence
  /// (``oneLine(_:)``), so only the views' own accent is replaced.
  static func tinted(_ line: String, _ tint: TableColor) -> String {
    line.replacingOccurrences(
      of: "\u{1B}[0;\(Style.accent.rawValue)m", with: "\u{1B}[0;\(tint.terminalParameters)m")
  }

  /// `text` as one line that is safe to print (`TerminalSanitizer`): a line break or tab is
  /// a space; escape sequences, other controls and invisible characters are dropped. Text from
  /// data goes through it before a view styles it, so a title with a newline cannot spill over
  /// the next row and an escape in a value cannot reach the terminal.
  static func oneLine(_ text: String) -> String {
    TerminalSanitizer.sanitize(text, lineBreaks: .spaces)
  }

  /// `text` with its line breaks kept and otherwise sanitised as ``oneLine(_:)``: for text
  /// that wraps, such as a footer.
  static func lines(_ text: String) -> String {
    TerminalSanitizer.sanitize(text, lineBreaks: .kept)
  }

  /// A line the host drew, safe to print: its SGR styles kept, anything else removed.
  static func printable(_ line: String) -> String {
    TerminalSanitizer.sanitize(line, lineBreaks: .spaces, keepingStyles: true)
  }
}
