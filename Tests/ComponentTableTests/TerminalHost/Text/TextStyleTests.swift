import Testing

@testable import ComponentTableTerminal

/// The styles the built-in views draw with: what reaches the terminal.
@Suite struct TextStyleTests {
  @Test(arguments: [
    (TerminalText.Style.bold, "\u{1B}[0;1mx\u{1B}[0m"), (.dim, "\u{1B}[0;2mx\u{1B}[0m"),
    (.inverse, "\u{1B}[0;7mx\u{1B}[0m"), (.dimInverse, "\u{1B}[0;2;7mx\u{1B}[0m"),
    (.red, "\u{1B}[0;31mx\u{1B}[0m"), (.accent, "\u{1B}[0;34mx\u{1B}[0m"),
  ])
  func aStyleResetsFirstAndAfter(style: TerminalText.Style, expected: String) {
    #expect(TerminalText.styled("x", style) == expected)
  }

  @Test func styledTextMeasuresAndStripsAsItsPlainText() {
    let text = TerminalText.styled("你好 ", .bold) + "world"
    #expect(text.displayWidth == "你好 world".displayWidth)
    #expect(text.removingEscapeSequences() == "你好 world")
    #expect(TerminalText.styled("", .bold) == "", "nothing styled is nothing written")
  }
}
