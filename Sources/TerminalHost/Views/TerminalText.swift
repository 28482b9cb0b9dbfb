/// The few text operations the host and the built-in views use, in one place: display width,
/// cutting, padding and wrapping by terminal cells, and the styles the built-in views draw
/// with. Everything ignores escape sequences when measuring.
enum TerminalText {
  /// The styles of the built-in views.
  enum Style {
    case dim, bold, red, inverse, accent

    var textStyle: TextStyle {
      switch self {
      case .dim: return .dim
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
}
