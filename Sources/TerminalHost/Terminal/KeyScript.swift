// The `--keys` script language: key presses written as words, replayed without a
// terminal (for demos, tests and CI).

/// Parses and writes key scripts such as `"down down enter j k pgdn q"`.
///
/// Syntax — tokens are separated by whitespace; names are case-insensitive:
///
/// | token | keys |
/// | --- | --- |
/// | `up` `down` `left` `right` | arrows |
/// | `pgup` `pageup`, `pgdn` `pagedown`, `home`, `end` | paging |
/// | `enter` `return`, `space`, `esc` `escape`, `tab`, `backtab` `shift-tab` | |
/// | `backspace` `bs`, `delete` `del`, `insert` `ins` | editing |
/// | `f1` … `f12` | function keys |
/// | `ctrl-c` or `^c` | Ctrl+C (`.ctrlC`); any other `ctrl-x` / `^x` is `.control("x")` |
/// | `alt-x`, `alt-space` | Alt+x (`.alt("x")`), Alt+Space |
/// | a single character, e.g. `j` `q` `/` `7` | that character typed |
/// | `'text'` or `"text"` | each character typed (spaces included); `\` escapes the next character |
/// | `text:abc` | each character of `abc` typed; everything after `text:` is literal |
/// | any token except `text:` followed by `*N` (`down*3`, `'x'*2`) | repeated N times (1–9999) |
///
/// A space types `.space`, a tab `.tab` and a newline `.enter`, both when typed in quotes
/// and when a key is parsed from the terminal, so scripts replay exactly what a terminal
/// would produce.
///
/// It is the syntax of `settings-demo --keys`, and what tests use to drive an app headlessly:
///
/// ```swift
/// try app.replay(KeyScript.parse("down*3 enter 'Bo' enter esc"))
/// ```
public enum KeyScript {
  /// The keys that `script` stands for.
  ///
  /// Cost: O(n) in the length of the script.
  /// - Throws: `KeyScriptError` naming the first bad token and where it starts.
  public static func parse(_ script: String) throws(KeyScriptError) -> [TerminalKey] {
    var result: [TerminalKey] = []
    var lexer = KeyScriptLexer(script)
    while let token = try lexer.nextToken() {
      result += try keys(for: token)
    }
    return result
  }

  /// A token that `parse` reads back as `key` (a paste, as its characters typed one by one).
  package static func token(for key: TerminalKey) -> String {
    switch key {
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .pageUp: "pgup"
    case .pageDown: "pgdn"
    case .home: "home"
    case .end: "end"
    case .enter: "enter"
    case .space: "space"
    case .escape: "esc"
    case .tab: "tab"
    case .backTab: "backtab"
    case .backspace: "backspace"
    case .delete: "delete"
    case .insert: "insert"
    case .ctrlC: "ctrl-c"
    case .control(let character): "ctrl-\(character)"
    case .alt(let character): character == " " ? "alt-space" : "alt-\(character)"
    case .function(let number): "f\(number)"
    case .character(let character): quotedIfNeeded(character)
    // A script has no paste: it reads back as its characters typed.
    case .paste(let text): text.map(quotedIfNeeded).joined(separator: " ")
    }
  }

  /// A whole script for `keys`, tokens separated by spaces.
  package static func script(for keys: [TerminalKey]) -> String {
    keys.map(token(for:)).joined(separator: " ")
  }

  private static let namedKeys: [String: TerminalKey] = [
    "up": .up, "down": .down, "left": .left, "right": .right,
    "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
    "home": .home, "end": .end,
    "enter": .enter, "return": .enter, "space": .space,
    "esc": .escape, "escape": .escape, "tab": .tab, "backtab": .backTab, "shift-tab": .backTab,
    "backspace": .backspace, "bs": .backspace, "delete": .delete, "del": .delete,
    "insert": .insert, "ins": .insert,
  ]

  /// Characters that may follow `ctrl-`: the ones a control byte can stand for.
  private static let controlCharacters = Set("abcdefghijklmnopqrstuvwxyz@[\\]^_")

  private static func keys(for token: KeyScriptToken) throws(KeyScriptError) -> [TerminalKey] {
    let single: [TerminalKey]
    switch token.body {
    case .quoted(let text):
      single = text.map(TerminalKey.init(typing:))
    case .literalText(let text):
      return text.map(TerminalKey.init(typing:))
    case .bare(let word):
      guard let key = key(named: word) else { throw token.error(.unknownKey) }
      single = [key]
    }
    return Array(repeatElement(single, count: token.repeatCount).joined())
  }

  private static func key(named word: Substring) -> TerminalKey? {
    if word.count == 1, let character = word.first { return TerminalKey(typing: character) }
    let name = word.lowercased()
    if let key = namedKeys[name] { return key }
    if let suffix = name.dropPrefix("ctrl-") ?? name.dropPrefix("^"), suffix.count == 1,
      let character = suffix.first, controlCharacters.contains(character)
    {
      return character == "c" ? .ctrlC : .control(character)
    }
    if name == "alt-space" { return .alt(" ") }
    if let suffix = word.dropPrefix(caseInsensitive: "alt-"), suffix.count == 1,
      let character = suffix.first, !character.isWhitespace
    {
      return .alt(character)
    }
    if let suffix = name.dropPrefix("f"), let number = Int(suffix), (1...12).contains(number),
      suffix.first != "0"
    {
      return .function(number)
    }
    return nil
  }

  private static func quotedIfNeeded(_ character: Character) -> String {
    let needsQuotes = character.isWhitespace || character == "'" || character == "\""
    guard needsQuotes else { return String(character) }
    let escaped = character == "'" || character == "\\" ? "\\\(character)" : String(character)
    return "'\(escaped)'"
  }
}

extension StringProtocol {
  fileprivate func dropPrefix(_ prefix: String) -> SubSequence? {
    hasPrefix(prefix) ? dropFirst(prefix.count) : nil
  }

  fileprivate func dropPrefix(caseInsensitive lowercasePrefix: String) -> SubSequence? {
    let head = prefix(lowercasePrefix.count)
    return head.lowercased() == lowercasePrefix ? dropFirst(lowercasePrefix.count) : nil
  }
}
