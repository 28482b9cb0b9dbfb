import Testing

@testable import ComponentTableTerminal

/// A bracketed paste is one key whatever it holds and however the reads split it, and an ESC
/// that ended a read is the Escape key, not the Alt of what the next read brings.
@Suite struct BracketedPasteAndEscapeTests {
  @Test func aPasteIsOneKeyWhoseLinesAndLettersAreNotKeys() {
    var parser = TerminalKeyParser()
    let keys = parser.feed(Array("\u{1B}[200~line one\nq/\r\u{1B}[Atwo\u{1B}[201~x".utf8))
    #expect(keys == [.paste("line one\nq/\r\u{1B}[Atwo"), .character("x")])
  }

  @Test func aPasteSplitAcrossReadsAndPausesStaysOne() {
    var parser = TerminalKeyParser()
    var keys: [TerminalKey] = []
    for chunk in ["\u{1B}[20", "0~a\n", "q", "\u{1B}[2", "01", "~"] {
      keys += parser.feed(Array(chunk.utf8))
      #expect(!parser.hasPendingInput || chunk == "\u{1B}[20")
      keys += parser.hasPendingInput ? [] : parser.flush()  // a pause in the paste
    }
    #expect(keys == [.paste("a\nq")])
  }

  @Test func escapeThenAKeyInAnotherReadIsEscapeThenTheKey() {
    var parser = TerminalKeyParser()
    #expect(parser.feed(Array("\u{1B}".utf8)) == [])
    #expect(parser.feed(Array("q".utf8)) == [.escape, .character("q")])
  }

  @Test func escapeAndAKeyInOneReadAreAlt() {
    var parser = TerminalKeyParser()
    #expect(parser.feed(Array("\u{1B}q".utf8)) == [.alt("q")])
  }

  @Test func aSequenceSplitAfterItsEscapeIsStillTheSequence() {
    var parser = TerminalKeyParser()
    #expect(parser.feed(Array("\u{1B}".utf8)) == [])
    #expect(parser.feed(Array("[A".utf8)) == [.up])
  }

  @Test func theSessionTurnsBracketedPasteOnAndOff() {
    #expect(TerminalControlSequence.enterSession.hasSuffix("\u{1B}[?2004h"))
    #expect(TerminalControlSequence.restoreSession.hasPrefix("\u{1B}[?2004l"))
  }
}
