// Character styles as terminals understand them: ANSI SGR ("Select Graphic Rendition")
// attributes and colours.

/// On/off character attributes of a `TextStyle`.
package struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The attributes as bits, one per attribute.
  package let rawValue: UInt8
  /// The attributes whose bits are set in `rawValue`.
  package init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold text (bright text on some terminals).
  package static let bold = TextAttributes(rawValue: 1 << 0)
  /// Faint text.
  package static let dim = TextAttributes(rawValue: 1 << 1)
  /// Italic text, where the terminal can show it.
  package static let italic = TextAttributes(rawValue: 1 << 2)
  /// Underlined text.
  package static let underline = TextAttributes(rawValue: 1 << 3)
  /// Swaps foreground and background: the usual way to highlight a selected row.
  package static let inverse = TextAttributes(rawValue: 1 << 4)
  /// Struck-through text, where the terminal can show it.
  package static let strikethrough = TextAttributes(rawValue: 1 << 5)

  /// SGR parameter of each attribute, in the order they are emitted.
  static let sgrCodes: [(TextAttributes, Int)] = [
    (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.inverse, 7), (.strikethrough, 9),
  ]
}

/// How a run of text looks in a terminal: attributes plus optional colours.
///
/// A style with no attributes and no colours (`TextStyle.plain`) leaves the terminal's
/// defaults alone. Styles are values; combine them with `adding(_:)` or the
/// `foreground(_:)`/`background(_:)` builders:
/// `TextStyle.bold.foreground(.green)`.
package struct TextStyle: Hashable, Sendable {
  /// The on/off attributes, such as bold and dim.
  package var attributes: TextAttributes
  /// Text colour, or nil for the terminal's default.
  package var foreground: TerminalColor?
  /// Background colour, or nil for the terminal's default.
  package var background: TerminalColor?

  /// A style with these attributes and colours; each defaults to leaving the terminal alone.
  package init(
    attributes: TextAttributes = [], foreground: TerminalColor? = nil,
    background: TerminalColor? = nil
  ) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }

  /// The terminal's default look.
  package static let plain = TextStyle()
  /// Bold, in the default colours.
  package static let bold = TextStyle(attributes: .bold)
  /// Dimmed, in the default colours.
  package static let dim = TextStyle(attributes: .dim)
  /// Italic, in the default colours.
  package static let italic = TextStyle(attributes: .italic)
  /// Underlined, in the default colours.
  package static let underline = TextStyle(attributes: .underline)
  /// Foreground and background swapped.
  package static let inverse = TextStyle(attributes: .inverse)
  /// The look of a selected or focused row: inverse video, which works on any
  /// terminal and colour scheme.
  package static let highlight = TextStyle.inverse

  /// Whether this style changes nothing.
  package var isPlain: Bool { self == .plain }

  /// This style with `color` as the text colour.
  package func foreground(_ color: TerminalColor?) -> TextStyle {
    var style = self
    style.foreground = color
    return style
  }

  /// This style with `color` as the background colour.
  package func background(_ color: TerminalColor?) -> TextStyle {
    var style = self
    style.background = color
    return style
  }

  /// This style with `other` layered on top: attributes are combined, and `other`'s
  /// colours win where it has any.
  package func adding(_ other: TextStyle) -> TextStyle {
    TextStyle(
      attributes: attributes.union(other.attributes),
      foreground: other.foreground ?? foreground,
      background: other.background ?? background)
  }

  /// The SGR parameters that select this style starting from the default look.
  package var sgrParameters: [Int] {
    var parameters: [Int] = []
    for (attribute, code) in TextAttributes.sgrCodes where attributes.contains(attribute) {
      parameters.append(code)
    }
    if let foreground { parameters += foreground.sgrParameters(isBackground: false) }
    if let background { parameters += background.sgrParameters(isBackground: true) }
    return parameters
  }

  /// The escape sequence that switches a terminal from any style to this one: it resets
  /// first, so it does not depend on what was set before ("\u{1B}[0;1;32m"). The plain
  /// style gives a bare reset, "\u{1B}[0m".
  package var escapeSequence: String {
    let parameters = [0] + sgrParameters
    return "\u{1B}[" + parameters.map(String.init).joined(separator: ";") + "m"
  }

  /// The escape sequence that returns a terminal to its default look.
  package static let resetSequence = "\u{1B}[0m"
}
