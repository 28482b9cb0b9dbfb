import ComponentTable
import Testing

@testable import ComponentTableTerminal

@Suite struct StyledTextTests {
  @Test func stylesProduceSGRSequences() {
    #expect(TextStyle.plain.escapeSequence == "\u{1B}[0m")
    #expect(TextStyle.bold.escapeSequence == "\u{1B}[0;1m")
    #expect(TextStyle.dim.escapeSequence == "\u{1B}[0;2m")
    #expect(TextStyle.underline.escapeSequence == "\u{1B}[0;4m")
    #expect(TextStyle.highlight.escapeSequence == "\u{1B}[0;7m")
    #expect(
      TextStyle(attributes: [.bold, .underline], foreground: .green).sgrParameters == [1, 4, 32])
    #expect(TextStyle.plain.foreground(.brightRed).background(.blue).sgrParameters == [91, 44])
    #expect(TextStyle.plain.foreground(.palette(208)).sgrParameters == [38, 5, 208])
    #expect(
      TextStyle.plain.background(.rgb(red: 1, green: 2, blue: 3)).sgrParameters == [48, 2, 1, 2, 3])
    #expect(TextStyle.plain.foreground(.gray).sgrParameters == [90])
  }

  @Test func addingLayersAttributesAndColours() {
    let base = TextStyle.bold.foreground(.red)
    let layered = base.adding(.highlight)
    #expect(layered.attributes == [.bold, .inverse])
    #expect(layered.foreground == .red)
    #expect(base.adding(TextStyle.plain.foreground(.blue)).foreground == .blue)
  }

  @Test func rendersWithAndWithoutEscapes() {
    var text = StyledText("Name: ", style: .bold)
    text.append("value", style: .plain.foreground(.cyan))
    text.append(" end")
    #expect(text.rendered(.plain) == "Name: value end")
    #expect(
      text.rendered(.ansi) == "\u{1B}[0;1mName: \u{1B}[0;36mvalue\u{1B}[0m end")
    #expect(StyledText("plain").rendered(.ansi) == "plain")
    #expect(StyledText("x", style: .dim).rendered(.ansi) == "\u{1B}[0;2mx\u{1B}[0m")
    // Only the ANSI mode writes escape sequences.
    for mode in [TextRenderMode.plain, .ansi] {
      #expect(text.rendered(mode).contains("\u{1B}") == (mode == .ansi))
    }
  }

  @Test func renderedANSIStripsBackToPlainTextAndMeasuresTheSame() {
    var text = StyledText("你好 ", style: .bold.foreground(.yellow))
    text.append("👍🏽 ok", style: .underline)
    let ansi = text.rendered(.ansi)
    #expect(ansi.removingEscapeSequences() == text.plainText)
    #expect(ansi.displayWidth == text.displayWidth)
    #expect(text.displayWidth == 10)
  }

  @Test func appendMergesRunsOfTheSameStyle() {
    var text: StyledText = "a"
    text.append("b")
    text.append("c", style: .bold)
    text.append("d", style: .bold)
    text.append("")
    #expect(text.spans == [.init("ab"), .init("cd", style: .bold)])
    #expect((StyledText("x") + StyledText("y")).spans == [.init("xy")])
  }

  @Test func truncationKeepsStylesAndStylesTheEllipsis() {
    var text = StyledText("Name: ", style: .bold)
    text.append("Value here", style: .plain.foreground(.red))
    let cut = text.truncated(toWidth: 9)
    #expect(cut.plainText == "Name: Va…")
    #expect(
      cut.spans == [.init("Name: ", style: .bold), .init("Va…", style: .plain.foreground(.red))])
    #expect(text.truncated(toWidth: 40) == text)
    #expect(text.truncated(toWidth: 3, ellipsis: nil).spans == [.init("Nam", style: .bold)])
  }

  @Test func paddingAndFitting() {
    let text = StyledText("ab", style: .bold)
    #expect(
      text.padded(toWidth: 4, alignment: .right).spans == [.init("  "), .init("ab", style: .bold)])
    #expect(text.fitted(toWidth: 3).displayWidth == 3)
    let row = text.fitted(toWidth: 4).addingStyle(.highlight)
    #expect(row.spans.allSatisfy { $0.style.attributes.contains(.inverse) })
  }

  @Test func wrappingKeepsEachCharactersStyle() {
    var text = StyledText("Name: ", style: .bold)
    text.append("Value here", style: .plain.foreground(.red))
    let lines = text.wrapped(toWidth: 6)
    #expect(lines.map(\.plainText) == ["Name:", "Value", "here"])
    #expect(lines[0].spans == [.init("Name:", style: .bold)])
    #expect(lines[1].spans == [.init("Value", style: .plain.foreground(.red))])
    #expect(lines[2].rendered(.ansi) == "\u{1B}[0;31mhere\u{1B}[0m")
  }

  @Test func wrappingAcrossStyleBoundariesInsideAWord() {
    var text = StyledText("ab", style: .bold)
    text.append("cd")
    #expect(
      text.wrapped(toWidth: 3).map(\.spans) == [
        [.init("ab", style: .bold), .init("c")], [.init("d")],
      ])
  }
}

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
