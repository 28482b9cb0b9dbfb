import ComponentTable

/// The few text operations the host and the built-in views use, in one place: display width,
/// cutting, padding and wrapping by terminal cells, and the styles the built-in views draw
/// with. Everything ignores escape sequences when measuring.
enum TerminalText {
  /// The styles of the built-in views.
  enum Style {
    case dim, bold, red, inverse, accent
    /// The focus on a disabled row: inverted and dimmed at once (one style, as each style
    /// starts with a reset).
    case dimInverse

    var textStyle: TextStyle {
      switch self {
      case .dim: return .dim
      case .dimInverse: return TextStyle.dim.adding(.inverse)
      case .bold: return .bold
      case .red: return TextStyle.plain.foreground(.red)
      case .inverse: return .inverse
      case .accent: return TextStyle.plain.foreground(.blue)
      }
    }
  }

  static func width(_ text: String) -> Int { text.displayWidth }

  /// `text` cut to `width` cells, without an ellipsis.
  static func truncate(_ text: String, toWidth width: Int) -> String {
    text.truncated(toWidth: max(0, width), ellipsis: nil)
  }

  /// `text` cut to `width` cells, ending with `…` when `ellipsis` is set and something was cut.
  static func truncate(_ text: String, toWidth width: Int, ellipsis: Bool) -> String {
    text.truncated(toWidth: max(0, width), ellipsis: ellipsis ? "…" : nil)
  }

  static func pad(_ text: String, toWidth width: Int) -> String {
    text.padded(toWidth: width)
  }

  static func wrap(_ text: String, toWidth width: Int) -> [String] {
    guard width > 0 else { return [] }
    return text.wrapped(toWidth: width)
  }

  static func styled(_ text: String, _ style: Style) -> String {
    StyledText(text, style: style.textStyle).rendered(.ansi)
  }

  static func strip(_ text: String) -> String { text.removingEscapeSequences() }

  /// `text` as one line that is safe to print (`TerminalSanitizer`): a line break or tab is
  /// a space, an escape sequence, every other control character and the invisible characters
  /// are dropped. Text from data (a bundle's title, a stored value) goes through it before a
  /// view styles it, so a title with a newline cannot spill over the next row and an escape
  /// in a value cannot reach the terminal; iOS shows such titles on one line too.
  static func oneLine(_ text: String) -> String {
    TerminalSanitizer.sanitize(text, lineBreaks: .spaces)
  }

  /// `text` with its line breaks kept (`\r\n` and a lone `\r` become `\n`) and otherwise
  /// sanitised as ``oneLine(_:)``: for text that wraps, such as a footer.
  static func lines(_ text: String) -> String {
    TerminalSanitizer.sanitize(text, lineBreaks: .kept)
  }

  /// A line the host drew, safe to print: its SGR styles kept, anything else a view or the
  /// app's status closure let through removed (see `TerminalSanitizer`).
  static func printable(_ line: String) -> String {
    TerminalSanitizer.sanitize(line, lineBreaks: .spaces, keepingStyles: true)
  }
}
