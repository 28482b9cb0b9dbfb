import Testing

@testable import ComponentTableTerminal

@Suite struct TerminalKeyParserTests {
  private func keys(_ bytes: [UInt8]) -> [TerminalKey] {
    var parser = TerminalKeyParser()
    return parser.feed(bytes) + parser.flush()
  }

  private func keys(_ text: String) -> [TerminalKey] { keys(Array(text.utf8)) }

  @Test(arguments: [
    // Cursor keys, normal (CSI) and application (SS3) mode.
    ("\u{1B}[A", TerminalKey.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
    // Modifiers are ignored: Ctrl+Up is still Up.
    ("\u{1B}[1;5A", .up), ("\u{1B}[1;2D", .left),
    // Paging and editing keys in all their spellings.
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
    ("\u{1B}[3~", .delete), ("\u{1B}[2~", .insert), ("\u{1B}[Z", .backTab),
    ("\u{1B}[5;5~", .pageUp),
    // Function keys.
    ("\u{1B}OP", .function(1)), ("\u{1B}OS", .function(4)), ("\u{1B}[15~", .function(5)),
    ("\u{1B}[17~", .function(6)), ("\u{1B}[21~", .function(10)), ("\u{1B}[24~", .function(12)),
    ("\u{1B}OM", .enter),
  ])
  func escapeSequences(sequence: String, key: TerminalKey) {
    #expect(keys(sequence) == [key])
  }

  @Test(arguments: [
    (UInt8(0x0D), TerminalKey.enter), (0x0A, .enter), (0x03, .ctrlC), (0x7F, .backspace),
    (0x08, .backspace), (0x09, .tab), (0x20, .space), (0x04, .control("d")),
    (0x01, .control("a")), (0x1A, .control("z")), (0x00, .control("@")), (0x1C, .control("\\")),
  ])
  func singleBytes(byte: UInt8, key: TerminalKey) {
    #expect(keys([byte]) == [key])
  }

  @Test func printableText() {
    #expect(keys("jk q") == [.character("j"), .character("k"), .space, .character("q")])
  }

  @Test func carriageReturnLineFeedIsOneEnter() {
    #expect(keys("\r\n") == [.enter])
    #expect(keys("\r\r") == [.enter, .enter])
    #expect(keys("\n\n") == [.enter, .enter])
    var parser = TerminalKeyParser()
    #expect(parser.feed(Array("\r".utf8)) == [.enter])
    #expect(parser.feed(Array("\n".utf8)) == [])
  }

  @Test func loneEscapeWaitsForFlush() {
    var parser = TerminalKeyParser()
    #expect(parser.feed([0x1B]) == [])
    #expect(parser.hasPendingInput)
    #expect(parser.flush() == [.escape])
    #expect(!parser.hasPendingInput)
    #expect(parser.flush() == [])
  }

  @Test func escapeSequenceSplitAcrossReads() {
    let sequences: [(String, TerminalKey)] = [
      ("\u{1B}[A", .up), ("\u{1B}[5~", .pageUp), ("\u{1B}OB", .down), ("\u{1B}[15~", .function(5)),
    ]
    for (sequence, key) in sequences {
      let bytes = Array(sequence.utf8)
      for split in 1..<bytes.count {
        var parser = TerminalKeyParser()
        let first = parser.feed(bytes[..<split])
        #expect(first.isEmpty && parser.hasPendingInput)
        #expect(
          parser.feed(bytes[split...]) == [key], "\(sequence.debugDescription) split at \(split)")
      }
    }
  }

  @Test func everyByteInItsOwnRead() {
    var parser = TerminalKeyParser()
    var result: [TerminalKey] = []
    for byte in Array("a\u{1B}[Bé\u{1B}[6~\r".utf8) { result += parser.feed([byte]) }
    #expect(result == [.character("a"), .down, .character("é"), .pageDown, .enter])
  }

  @Test func utf8CharactersSplitAcrossReads() {
    for text in ["é", "你", "😀", "Ω"] {
      let bytes = Array(text.utf8)
      for split in 1..<bytes.count {
        var parser = TerminalKeyParser()
        #expect(parser.feed(bytes[..<split]) == [])
        #expect(parser.hasPendingInput)
        #expect(parser.feed(bytes[split...]) == [.character(Character(text))])
      }
    }
  }

  @Test func clustersArrivingTogetherAreOneKey() {
    #expect(keys("👍🏽") == [.character("👍🏽")])
    #expect(keys("e\u{301}x") == [.character("e\u{301}"), .character("x")])
    #expect(keys("你好") == [.character("你"), .character("好")])
  }

  @Test func invalidUTF8BecomesReplacementCharacters() {
    #expect(keys([0xFF]) == [.character("\u{FFFD}")])
    #expect(keys([0x80, 0x61]) == [.character("\u{FFFD}"), .character("a")])
    #expect(keys([0xE4, 0x61]) == [.character("\u{FFFD}"), .character("a")])
    #expect(keys([0xE4, 0xBD]) == [.character("\u{FFFD}")])  // cut short, then flushed
  }

  @Test func altAndDoubleEscape() {
    #expect(keys("\u{1B}x") == [.alt("x")])
    #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
    #expect(keys("\u{1B}\u{1B}[A") == [.escape, .up])
    #expect(keys("\u{1B}\r") == [.escape, .enter])
  }

  @Test func unknownSequencesAreSwallowed() {
    #expect(keys("\u{1B}[99~a") == [.character("a")])
    #expect(keys("\u{1B}[?1;2cb") == [.character("b")])
    #expect(keys("\u{1B}Oxc") == [.character("c")])
  }

  @Test func unfinishedSequenceFlushesAsEscapeAndText() {
    var parser = TerminalKeyParser()
    #expect(parser.feed(Array("\u{1B}[".utf8)) == [])
    #expect(parser.flush() == [.escape, .character("[")])
    #expect(parser.feed(Array("\u{1B}O".utf8)) == [])
    #expect(parser.flush() == [.escape, .character("O")])
  }

  @Test func controlByteInsideASequenceAbortsIt() {
    #expect(keys("\u{1B}[1\u{3}") == [.ctrlC])
  }

  @Test func keysInOrderAroundText() {
    #expect(
      keys("ab\u{1B}[Acd\u{3}") == [
        .character("a"), .character("b"), .up, .character("c"), .character("d"), .ctrlC,
      ])
  }

  @Test func typingMapsWhitespaceToNamedKeys() {
    #expect(TerminalKey(typing: " ") == .space)
    #expect(TerminalKey(typing: "\t") == .tab)
    #expect(TerminalKey(typing: "\n") == .enter)
    #expect(TerminalKey(typing: "x") == .character("x"))
  }
}
