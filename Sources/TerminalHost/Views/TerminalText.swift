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

  /// `text` as one line that is safe to print: a line break or tab is a space, and every
  /// other control character (escape, bell, backspace, C1 controls) is dropped. Text from
  /// data (a bundle's title, a stored value) goes through it before a view styles it, so a
  /// title with a newline cannot spill over the next row and an escape in a value cannot
  /// reach the terminal; iOS shows such titles on one line too. Text without control
  /// characters is returned as it is after one pass over its bytes.
  static func oneLine(_ text: String) -> String {
    guard hasControlCharacters(text) else { return text }
    return cleaned(text, keepingLineBreaks: false)
  }

  /// `text` with its line breaks kept (`\r\n` and a lone `\r` become `\n`), tabs as
  /// spaces and every other control character dropped: for text that wraps, such as a
  /// footer.
  static func lines(_ text: String) -> String {
    guard hasControlCharacters(text) else { return text }
    return cleaned(text, keepingLineBreaks: true)
  }

  /// Whether `text` may hold a control character: a C0 byte, DEL, or the lead byte of the
  /// C1 range (which also starts a few printable Latin-1 characters).
  private static func hasControlCharacters(_ text: String) -> Bool {
    text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
  }

  private static func cleaned(_ text: String, keepingLineBreaks: Bool) -> String {
    var result = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      switch scalar.value {
      case 0x0A where previous == "\r":
        continue  // the line break of a CRLF pair was written for the CR
      case 0x0A, 0x0B, 0x0C, 0x0D, 0x85:
        result.append(keepingLineBreaks ? "\n" : " ")
      case 0x09:
        result.append(" ")
      case 0x00..<0x20, 0x7F..<0xA0:
        continue
      default:
        result.append(scalar)
      }
    }
    return String(result)
  }
}
