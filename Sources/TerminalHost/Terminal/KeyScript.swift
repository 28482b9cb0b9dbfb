/// Parses key scripts such as `"down down enter j k pgdn q"`.
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
  /// - Throws: `KeyScriptError` naming the first bad token and where it starts.
  public static func parse(_ script: String) throws(KeyScriptError) -> [TerminalKey] {
    var result: [TerminalKey] = []
    var lexer = Lexer(script)
    while let token = try lexer.nextToken() {
      result += try keys(for: token)
    }
    return result
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

  private static func keys(for token: Token) throws(KeyScriptError) -> [TerminalKey] {
    let single: [TerminalKey]
    switch token.body {
    case .quoted(let text):
      single = text.map(TerminalKey.init(typing:))
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

extension KeyScript {
  /// One token of a key script, with where it came from.
  fileprivate struct Token {
    enum Body {
      /// An unquoted word: a key name or a single character.
      case bare(Substring)
      /// Text typed as it is: the unescaped contents of a quoted string, or what follows `text:`.
      case quoted(String)
    }

    var body: Body
    var repeatCount = 1
    var source: String
    var index: Int
    var column: Int

    func error(_ reason: KeyScriptError.Reason) -> KeyScriptError {
      KeyScriptError(reason: reason, token: source, tokenIndex: index, column: column)
    }
  }

  /// Reads a key script token by token.
  fileprivate struct Lexer {
    private let characters: [Character]
    private var position = 0
    private var tokenCount = 0

    init(_ script: String) { characters = Array(script) }

    mutating func nextToken() throws(KeyScriptError) -> Token? {
      while position < characters.count && characters[position].isWhitespace { position += 1 }
      guard position < characters.count else { return nil }
      tokenCount += 1
      let start = position
      let quote = characters[position]
      if quote == "'" || quote == "\"" { return try quotedToken(from: start, quote: quote) }
      while position < characters.count && !characters[position].isWhitespace { position += 1 }
      let word = String(characters[start..<position])
      var token = Token(body: .bare(word[...]), source: word, index: tokenCount, column: start + 1)
      if word.lowercased().hasPrefix("text:") {
        let text = word.dropFirst("text:".count)
        guard !text.isEmpty else { throw token.error(.emptyText) }
        token.body = .quoted(String(text))
        return token
      }
      // "down*3" repeats; a lone "*" or "a*b" is left for key lookup to judge.
      if let star = word.lastIndex(of: "*"), star > word.startIndex {
        let digits = word[word.index(after: star)...]
        if !digits.isEmpty && digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
          token.body = .bare(word[..<star])
          token.repeatCount = try Self.repeatCount(digits, for: token)
        }
      }
      return token
    }

    private mutating func quotedToken(from start: Int, quote: Character) throws(KeyScriptError) -> Token {
      position += 1
      var text = ""
      var isClosed = false
      while position < characters.count {
        var character = characters[position]
        position += 1
        if character == quote {
          isClosed = true
          break
        }
        if character == "\\" && position < characters.count {
          character = characters[position]
          position += 1
        }
        text.append(character)
      }
      let suffixStart = position
      while position < characters.count && !characters[position].isWhitespace { position += 1 }
      var token = Token(
        body: .quoted(text), source: String(characters[start..<position]), index: tokenCount, column: start + 1)
      guard isClosed else { throw token.error(.unterminatedQuote) }
      guard !text.isEmpty else { throw token.error(.emptyQuote) }
      let suffix = String(characters[suffixStart..<position])
      if !suffix.isEmpty {
        guard suffix.hasPrefix("*") else { throw token.error(.unexpectedTextAfterQuote) }
        token.repeatCount = try Self.repeatCount(suffix.dropFirst(), for: token)
      }
      return token
    }

    private static func repeatCount(_ digits: Substring, for token: Token) throws(KeyScriptError) -> Int {
      guard digits.count <= 4, let count = Int(digits), (1...9999).contains(count) else {
        throw token.error(.invalidRepeatCount)
      }
      return count
    }
  }
}

/// Why a key script could not be parsed, naming the token and where it starts.
public struct KeyScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong with the token.
  public enum Reason: Equatable, Sendable {
    /// A word that is neither a key name nor a single character.
    case unknownKey
    /// A quote that is never closed.
    case unterminatedQuote
    /// `''` or `""`, which would type nothing.
    case emptyQuote
    /// `text:` with nothing after it.
    case emptyText
    /// A `*N` repeat whose N is not between 1 and 9999.
    case invalidRepeatCount
    /// Something other than `*N` right after a closing quote, as in `'a'b`.
    case unexpectedTextAfterQuote
  }

  /// What is wrong with the token.
  public var reason: Reason
  /// The token as written in the script.
  public var token: String
  /// The token's position among the script's tokens, from 1.
  public var tokenIndex: Int
  /// The column (in characters, from 1) where the token starts.
  public var column: Int

  /// A sentence naming the problem, the token and where it starts, such as
  /// `unknown key "dwn" (token 2, column 6)`.
  public var description: String {
    let problem =
      switch reason {
      case .unknownKey: "unknown key"
      case .unterminatedQuote: "unterminated quote in"
      case .emptyQuote: "empty quotes in"
      case .emptyText: "nothing to type after text: in"
      case .invalidRepeatCount: "repeat count must be 1 to 9999 in"
      case .unexpectedTextAfterQuote: "unexpected text after closing quote in"
      }
    return "\(problem) \"\(token)\" (token \(tokenIndex), column \(column))"
  }
}
