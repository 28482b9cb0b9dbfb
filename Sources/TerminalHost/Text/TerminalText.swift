import ComponentTable
import Foundation

/// The styles the built-in views draw with, and the sanitising that makes text from data safe to
/// print. Measuring, cutting and padding by terminal cells are `StringProtocol`'s
/// (`displayWidth`, `truncated(toWidth:ellipsis:)`, `padded(toWidth:)`).
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

  /// `text` wrapped to `width` cells; no lines at a width below 1.
  static func wrap(_ text: String, toWidth width: Int) -> [String] {
    width > 0 ? text.wrapped(toWidth: width) : []
  }

  /// `text` in `style`: a sequence that resets first, so the style does not depend on what came
  /// before, and a reset after, so it leaks into nothing written after it.
  static func styled(_ text: String, _ style: Style) -> String {
    text.isEmpty ? "" : "\u{1B}[0;\(style.rawValue)m" + text + "\u{1B}[0m"
  }

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
