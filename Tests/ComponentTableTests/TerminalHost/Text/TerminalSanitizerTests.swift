import Testing

@testable import ComponentTableTerminal

/// The one sanitiser every text goes through on its way to the terminal.
@Suite struct TerminalSanitizerTests {
  @Test(arguments: HostileText.samples)
  func eachKindIsRemovedAndTheLettersStay(_ sample: String) {
    let text = "ab" + sample + "cd"
    let oneLine = text.sanitizedForTerminal()
    #expect(HostileText.isSafe(oneLine), "\(Array(oneLine.unicodeScalars))")
    #expect(oneLine.hasPrefix("ab") && oneLine.hasSuffix("cd"))
    #expect(HostileText.isSafe(text.sanitizedForTerminal(keepingLineBreaks: true).replacing("\n", with: " ")))
  }

  @Test func escapeSequencesGoWholeNotJustTheirEscape() {
    #expect("a\u{1B}[2Jb".sanitizedForTerminal() == "ab")
    #expect("a\u{1B}]0;pwned\u{7}b".sanitizedForTerminal() == "ab")
    #expect("a\u{1B}]0;pwned\u{1B}\\b".sanitizedForTerminal() == "ab")
    #expect("a\u{1B}[1mb\u{1B}[0m".sanitizedForTerminal() == "ab")
  }

  @Test func lineBreaksAreSpacesOrKept() {
    #expect("a\r\nb\u{85}c\nd\te".sanitizedForTerminal() == "a b c d e")
    #expect("a\r\nb\u{85}c\rd".sanitizedForTerminal(keepingLineBreaks: true) == "a\nb\nc\nd")
  }

  @Test func invisibleCharactersGoButJoinersInEmojiStay() {
    #expect("Wi\u{200D}Fi\u{200B} \u{202E}ti\u{2066}tle\u{FEFF}".sanitizedForTerminal() == "WiFi title")
    #expect("👨‍👩‍👧".sanitizedForTerminal() == "👨‍👩‍👧")
  }

  @Test func theHostsOwnStylesStayInItsLines() {
    let line = "\u{1B}[7mFocus\u{1B}[0m\u{1B}]0;x\u{7}\u{9B}2J"
    #expect(TerminalText.printable(line) == "\u{1B}[7mFocus\u{1B}[0m2J")
  }

  @Test func textWithNothingToRemoveIsReturnedAsItIs() {
    for text in ["Wi-Fi", "Größe", "日本語", "😀", ""] { #expect(text.sanitizedForTerminal() == text) }
  }
}
