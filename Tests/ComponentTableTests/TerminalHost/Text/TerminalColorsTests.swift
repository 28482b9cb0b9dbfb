import Testing

@testable import ComponentTableTerminal

/// What the terminal shows of the host's colours: read from the environment, each colour
/// written as the terminal can show it, none when colours are off, styles always kept.
@Suite struct TerminalColorsTests {
  @Test(arguments: [
    (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], TerminalColors.off),
    (["TERM": "xterm", "NO_COLOR": ""], .basic), (["TERM": "dumb"], .off), ([:], .basic),
    (["TERM": "xterm-256color"], .palette256), (["TERM": "screen-256color", "COLORTERM": "24bit"], .trueColor),
    (["TERM": "xterm", "COLORTERM": "TrueColor"], .trueColor),
  ])
  func theEnvironmentSaysWhichColoursTheTerminalShows(environment: [String: String], expected: TerminalColors) {
    #expect(TerminalColors(environment: environment) == expected)
  }

  let line = "\u{1B}[0;38;2;255;149;0mOrange\u{1B}[0m \u{1B}[0;38;5;208mTea\u{1B}[0m \u{1B}[0;1;31mBold\u{1B}[0m"

  @Test func eachColourIsWrittenAsTheTerminalShowsIt() {
    #expect(TerminalColors.trueColor.adapting(line) == line)
    #expect(
      TerminalColors.palette256.adapting(line)
        == "\u{1B}[0;38;5;208mOrange\u{1B}[0m \u{1B}[0;38;5;208mTea\u{1B}[0m \u{1B}[0;1;31mBold\u{1B}[0m")
    #expect(
      TerminalColors.basic.adapting(line)
        == "\u{1B}[0;33mOrange\u{1B}[0m \u{1B}[0;33mTea\u{1B}[0m \u{1B}[0;1;31mBold\u{1B}[0m")
  }

  @Test func withoutColourOnlyTheStylesAndTheTextStay() {
    #expect(
      TerminalColors.off.adapting(line)
        == "\u{1B}[0mOrange\u{1B}[0m \u{1B}[0mTea\u{1B}[0m \u{1B}[0;1mBold\u{1B}[0m")
    #expect(
      TerminalColors.off.adapting("\u{1B}[34mx\u{1B}[44;7my") == "x\u{1B}[7my", "nothing left to say: no sequence")
    #expect(TerminalColors.off.adapting("\u{1B}[2Kplain") == "\u{1B}[2Kplain", "other sequences are not colours")
  }

  @Test func aColourCutShortIsDropped() {
    #expect(TerminalColors.basic.adapting("\u{1B}[0;38;2;1mx") == "\u{1B}[0mx")
    #expect(TerminalColors.basic.adapting("\u{1B}[0;48;5;250mx") == "\u{1B}[0;47mx", "a background stays one")
  }
}
