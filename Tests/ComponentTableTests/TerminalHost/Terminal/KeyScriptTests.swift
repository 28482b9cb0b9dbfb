import Testing

@testable import ComponentTableTerminal

@Suite struct KeyScriptTests {
  @Test func theExampleScript() throws {
    let keys = try KeyScript.parse(
      "down down enter j k pgdn pgup home end space q esc left right tab 'x' text:hello")
    #expect(
      keys == [
        .down, .down, .enter, .character("j"), .character("k"), .pageDown, .pageUp, .home, .end,
        .space, .character("q"), .escape, .left, .right, .tab, .character("x"),
        .character("h"), .character("e"), .character("l"), .character("l"), .character("o"),
      ])
  }

  @Test func aliasesAndCase() throws {
    #expect(
      try KeyScript.parse("PageUp pagedown Return ESCAPE del bs ins shift-tab") == [
        .pageUp, .pageDown, .enter, .escape, .delete, .backspace, .insert, .backTab,
      ])
  }

  @Test func controlAltAndFunctionKeys() throws {
    #expect(
      try KeyScript.parse("ctrl-c ^c ctrl-d ^X alt-x alt-space f1 F12") == [
        .ctrlC, .ctrlC, .control("d"), .control("x"), .alt("x"), .alt(" "), .function(1),
        .function(12),
      ])
  }

  @Test func quotedTextAndEscapes() throws {
    #expect(try KeyScript.parse("'a b'") == [.character("a"), .space, .character("b")])
    #expect(
      try KeyScript.parse("\"it's\"") == [
        .character("i"), .character("t"), .character("'"), .character("s"),
      ])
    #expect(try KeyScript.parse(#"'\''"#) == [.character("'")])
    #expect(try KeyScript.parse(#"'\\'"#) == [.character("\\")])
    #expect(try KeyScript.parse("'你好'") == [.character("你"), .character("好")])
  }

  @Test func literalTextTakesEverythingAfterThePrefix() throws {
    #expect(try KeyScript.parse("text:a*2") == [.character("a"), .character("*"), .character("2")])
    #expect(try KeyScript.parse("TEXT:ok") == [.character("o"), .character("k")])
  }

  @Test func repeats() throws {
    #expect(try KeyScript.parse("down*3 up") == [.down, .down, .down, .up])
    #expect(
      try KeyScript.parse("'ab'*2") == [
        .character("a"), .character("b"), .character("a"), .character("b"),
      ])
    #expect(try KeyScript.parse("j*2") == [.character("j"), .character("j")])
    #expect(try KeyScript.parse("**2") == [.character("*"), .character("*")])
    #expect(try KeyScript.parse("*") == [.character("*")])
  }

  @Test func whitespaceOnlyScriptIsEmpty() throws {
    #expect(try KeyScript.parse("") == [])
    #expect(try KeyScript.parse("  \n\t ") == [])
    #expect(try KeyScript.parse("  up\n  down  ") == [.up, .down])
  }

  @Test(arguments: [
    ("down foo up", KeyScriptError.Reason.unknownKey, "foo", 2, 6),
    ("up  f13", .unknownKey, "f13", 2, 5),
    ("ctrl-1", .unknownKey, "ctrl-1", 1, 1),
    ("up down*x", .unknownKey, "down*x", 2, 4),
    ("up 'abc", .unterminatedQuote, "'abc", 2, 4),
    ("up '' down", .emptyQuote, "''", 2, 4),
    ("text:", .emptyText, "text:", 1, 1),
    ("up down*0", .invalidRepeatCount, "down*0", 2, 4),
    ("down*10000", .invalidRepeatCount, "down*10000", 1, 1),
    ("'a'*x", .invalidRepeatCount, "'a'*x", 1, 1),
    ("'a'b", .unexpectedTextAfterQuote, "'a'b", 1, 1),
  ])
  func errorsNameTheTokenAndItsPosition(
    script: String, reason: KeyScriptError.Reason, token: String, index: Int, column: Int
  ) {
    #expect(throws: KeyScriptError(reason: reason, token: token, tokenIndex: index, column: column)) {
      try KeyScript.parse(script)
    }
  }

  @Test func errorMessageNamesTokenAndPosition() {
    do {
      _ = try KeyScript.parse("down down bogus")
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "unknown key \"bogus\" (token 3, column 11)")
    }
  }

  @Test func everyKeyCanBeWritten() throws {
    let keys: [TerminalKey] = [
      .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .space, .escape, .tab,
      .backTab, .backspace, .delete, .insert, .ctrlC, .control("d"), .control("@"), .alt("x"),
      .alt(" "), .function(1), .function(12), .character("q"), .character("'"),
      .character("\""), .character("*"), .character("你"), .character("👍🏽"), .character("\\"),
      .character("\u{3000}"),
    ]
    let script =
      "up down left right pgup pgdn home end enter space esc tab backtab backspace delete insert ctrl-c ctrl-d "
      + "ctrl-@ alt-x alt-space f1 f12 q '\\'' '\"' * 你 👍🏽 \\ '\u{3000}'"
    #expect(try KeyScript.parse(script) == keys, "\(script)")
  }
}
