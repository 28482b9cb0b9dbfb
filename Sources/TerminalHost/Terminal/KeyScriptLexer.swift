// Splitting a key script into tokens.

/// One token of a key script, with where it came from.
struct KeyScriptToken {
  enum Body {
    /// An unquoted word: a key name or a single character.
    case bare(Substring)
    /// The unescaped contents of a quoted string.
    case quoted(String)
    /// What follows `text:`.
    case literalText(Substring)
  }

  var body: Body
  var repeatCount: Int
  var source: String
  var index: Int
  var column: Int

  func error(_ reason: KeyScriptError.Reason) -> KeyScriptError {
    KeyScriptError(reason: reason, token: source, tokenIndex: index, column: column)
  }
}

/// Reads a key script token by token.
struct KeyScriptLexer {
  private static let maximumRepeatCount = 9999

  private let characters: [Character]
  private var position = 0
  private var tokenCount = 0

  init(_ script: String) { characters = Array(script) }

  mutating func nextToken() throws(KeyScriptError) -> KeyScriptToken? {
    while position < characters.count && characters[position].isWhitespace { position += 1 }
    guard position < characters.count else { return nil }
    tokenCount += 1
    let start = position
    let opening = characters[position]
    if opening == "'" || opening == "\"" {
      return try quotedToken(from: start, quote: opening)
    }
    while position < characters.count && !characters[position].isWhitespace { position += 1 }
    let word = String(characters[start..<position])
    var token = KeyScriptToken(
      body: .bare(word[...]), repeatCount: 1, source: word, index: tokenCount, column: start + 1)

    if word.lowercased().hasPrefix("text:") {
      let text = word.dropFirst("text:".count)
      guard !text.isEmpty else { throw token.error(.emptyText) }
      token.body = .literalText(text)
      return token
    }
    // "down*3" repeats; a lone "*" or "a*b" is left for key lookup to judge.
    if let star = word.lastIndex(of: "*"), star > word.startIndex {
      let digits = word[word.index(after: star)...]
      if !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber) {
        token.body = .bare(word[..<star])
        token.repeatCount = try repeatCount(digits, for: token)
      }
    }
    return token
  }

  private mutating func quotedToken(
    from start: Int, quote: Character
  ) throws(KeyScriptError) -> KeyScriptToken {
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
    var token = KeyScriptToken(
      body: .quoted(text), repeatCount: 1, source: String(characters[start..<position]),
      index: tokenCount, column: start + 1)

    guard isClosed else { throw token.error(.unterminatedQuote) }
    guard !text.isEmpty else { throw token.error(.emptyQuote) }
    let suffix = String(characters[suffixStart..<position])
    if !suffix.isEmpty {
      guard suffix.hasPrefix("*") else { throw token.error(.unexpectedTextAfterQuote) }
      token.repeatCount = try repeatCount(suffix.dropFirst(), for: token)
    }
    return token
  }

  private func repeatCount(
    _ digits: Substring, for token: KeyScriptToken
  ) throws(KeyScriptError) -> Int {
    guard digits.count <= 4, let count = Int(digits), (1...Self.maximumRepeatCount).contains(count)
    else { throw token.error(.invalidRepeatCount) }
    return count
  }
}
