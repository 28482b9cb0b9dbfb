/// A typed key that could not be read or written as asked: what went wrong, the key, the
/// value type it expects and the value stored.
///
/// Reads never throw: a problem found reading is reported to the store's
/// ``SettingsStore/keyDiagnosticHandler`` (once per key and stored value) and the key's default
/// is used. Writes through ``SettingsStore/set(_:for:)`` throw it; writes through the subscript
/// report it. Either way nothing stored changes.
public struct SettingsKeyError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The kinds of problems.
  public enum Problem: Error, Equatable, Sendable {
    /// The key's name is empty.
    case emptyName
    /// The stored value is of another type than the key's.
    case typeMismatch
    /// The stored value is of the raw value type, but no case of the key's enum has it.
    case unknownRawValue
    /// The stored text is not JSON of the key's `Codable` type; the decoder's error.
    case undecodable(String)
    /// The value could not be encoded; the encoder's error.
    case unencodable(String)
    /// The value cannot be stored faithfully; why.
    case unrepresentable(String)
    /// The same name is used by a key of another value type on the same store; that type.
    case conflictingType(String)
    /// The key is managed (forced) by an administrator; a write is refused.
    case forced
  }

  /// What went wrong.
  public let problem: Problem
  /// The key's name.
  public let key: String
  /// The key's value type ("Bool", "Theme").
  public let expectedType: String
  /// The value stored when the problem was found (reading), or the value that could not be
  /// written; `nil` when none is known.
  public let value: SettingsValue?
  /// The value asked to be written, as text, when it could not become a ``SettingsValue``.
  public let attemptedValue: String?

  /// A problem with the key named `key` of type `expectedType`.
  public init(
    _ problem: Problem, key: String, expectedType: String, value: SettingsValue? = nil,
    attemptedValue: String? = nil
  ) {
    self.problem = problem
    self.key = key
    self.expectedType = expectedType
    self.value = value
    self.attemptedValue = attemptedValue
  }

  /// A sentence naming the key, the values and the types.
  public var description: String {
    let stored = value.map { "\(Self.describe($0))" } ?? "nothing"
    switch problem {
    case .emptyName:
      return "a settings key of type \(expectedType) has an empty name; nothing is read or written"
    case .typeMismatch:
      return
        "the setting \"\(key)\" holds \(stored), not a \(expectedType); the key's default is used "
        + "and the stored value is kept until the setting is changed"
    case .unknownRawValue:
      return
        "the setting \"\(key)\" holds \(stored), which no case of \(expectedType) has; the key's "
        + "default is used and the stored value is kept until the setting is changed"
    case .undecodable(let error):
      return
        "the setting \"\(key)\" holds \(stored), which does not decode as \(expectedType) "
        + "(\(error)); the key's default is used and the stored value is kept"
    case .unencodable(let error):
      return
        "the value \(attemptedValue ?? "?") of the setting \"\(key)\" (\(expectedType)) could not be "
        + "encoded (\(error)); nothing was written"
    case .unrepresentable(let reason):
      return
        "the setting \"\(key)\" (\(expectedType)) cannot store \(attemptedValue ?? "?"): \(reason); nothing was written"
    case .conflictingType(let other):
      return
        "the setting \"\(key)\" is used as \(expectedType) and as \(other) on the same store; "
        + "a write as \(expectedType) is refused so the value stored as \(other) is not lost"
    case .forced:
      return
        "the setting \"\(key)\" is managed by an administrator; the change to "
        + "\(attemptedValue ?? "a new value") was refused"
    }
  }

  /// A stored value with its type: `the string "dark"`, `the integer 3`.
  static func describe(_ value: SettingsValue) -> String {
    switch value {
    case .bool(let flag): "the Boolean \(flag)"
    case .integer(let number): "the integer \(number)"
    case .unsignedInteger(let number): "the integer \(number)"
    case .double(let number): "the number \(number)"
    case .string(let text): "the string \"\(text)\""
    case .date(let date): "the date \(SettingsValue.date(date).stringValue)"
    case .data(let data): "\(data.count) bytes of data"
    case .array(let values): "an array of \(values.count) values"
    case .dictionary(let values): "a dictionary of \(values.count) entries"
    }
  }
}
