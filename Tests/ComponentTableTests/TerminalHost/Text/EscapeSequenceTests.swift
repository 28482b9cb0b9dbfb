import ComponentTable
import Testing

@testable import ComponentTableTerminal

@Suite struct EscapeSequenceTests {
  @Test(arguments: [
    ("\u{1B}[1;31mred\u{1B}[0m", "red"),
    ("\u{1B}[38;2;10;20;30mrgb\u{1B}[m", "rgb"),
    ("a\u{1B}[2Jb\u{1B}[10;20Hc", "abc"),
    ("\u{1B}[?1049h\u{1B}[?25lscreen", "screen"),
    ("\u{1B}]0;title\u{7}text", "text"),
    ("\u{1B}]8;;https://example.com\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
    ("\u{1B}(Bcharset", "charset"),
    ("\u{1B}7saved\u{1B}8", "saved"),
    ("unterminated\u{1B}[1;3", "unterminated"),
    ("lone\u{1B}", "lone"),
    ("你\u{1B}[1m好\u{1B}[0m", "你好"),
    ("no escapes", "no escapes"),
  ])
  func removesEscapeSequences(text: String, plain: String) {
    #expect(text.removingEscapeSequences() == plain)
  }

  @Test func malformedControlSequenceEndsBeforeTheOffendingByte() {
    #expect("\u{1B}[1\nx".removingEscapeSequences() == "\nx")
  }

  @Test func segmentsSplitTextAndEscapes() {
    let segments = Array(TerminalTextSegments("a\u{1B}[1mb"))
    #expect(segments == [.text("a"), .escape("\u{1B}[1m"), .text("b")])
  }
}
