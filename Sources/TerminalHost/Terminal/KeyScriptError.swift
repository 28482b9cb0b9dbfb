// The error that points at a bad token of a key script.

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
