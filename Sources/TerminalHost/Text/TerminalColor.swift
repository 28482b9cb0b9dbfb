// The colours terminals offer: the 16 named ANSI colours, the 256-colour palette and
// 24-bit colour.

/// A terminal colour for text or its background.
package enum TerminalColor: Hashable, Sendable {
  /// The eight standard ANSI colours.
  case black, red, green, yellow, blue, magenta, cyan, white
  /// The bright variants of the standard colours; `brightBlack` is the usual grey.
  case brightBlack, brightRed, brightGreen, brightYellow
  /// More bright variants of the standard colours.
  case brightBlue, brightMagenta, brightCyan, brightWhite
  /// One of the 256 colours of the xterm palette.
  case palette(UInt8)
  /// A 24-bit colour, for terminals that support it.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// A dimmed grey that reads well on dark and light backgrounds.
  package static let gray = TerminalColor.brightBlack

  /// The SGR parameters that select this colour as foreground or background.
  func sgrParameters(isBackground: Bool) -> [Int] {
    let base = isBackground ? 40 : 30
    let brightBase = isBackground ? 100 : 90
    let extended = isBackground ? 48 : 38
    switch self {
    case .black: return [base]
    case .red: return [base + 1]
    case .green: return [base + 2]
    case .yellow: return [base + 3]
    case .blue: return [base + 4]
    case .magenta: return [base + 5]
    case .cyan: return [base + 6]
    case .white: return [base + 7]
    case .brightBlack: return [brightBase]
    case .brightRed: return [brightBase + 1]
    case .brightGreen: return [brightBase + 2]
    case .brightYellow: return [brightBase + 3]
    case .brightBlue: return [brightBase + 4]
    case .brightMagenta: return [brightBase + 5]
    case .brightCyan: return [brightBase + 6]
    case .brightWhite: return [brightBase + 7]
    case .palette(let index): return [extended, 5, Int(index)]
    case .rgb(let red, let green, let blue): return [extended, 2, Int(red), Int(green), Int(blue)]
    }
  }
}
