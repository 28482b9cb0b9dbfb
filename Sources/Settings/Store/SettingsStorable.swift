import Foundation

/// A type a ``SettingsKey`` can hold directly: it says how its values are stored as a
/// ``SettingsValue`` and read back.
///
/// Each built-in conformance stores what `UserDefaults` stores for that type, so a value
/// written through a key reads back through `UserDefaults.bool(forKey:)`, `@AppStorage` or a
/// Settings.bundle, and the other way round:
///
/// | Type | Stored as | Also read from |
/// |---|---|---|
/// | `Bool` | `.bool` | a number (not 0 is `true`), "YES"/"NO"/"true"/"false"/"1"/"0" |
/// | `Int` | `.integer` | a whole `.double`, a `.bool`, a string of digits |
/// | `Double` | `.double` | an `.integer`, a `.bool`, a string of a finite number |
/// | `String` | `.string` | — |
/// | `Date` | `.date` | — |
/// | `Data` | `.data` | — |
/// | `URL` | `.string`, its absolute string | — |
/// | `[String]` | `.array` of `.string` | — |
/// | `Optional` | the wrapped value; `nil` removes the stored value | — |
///
/// The "also read from" column is what `UserDefaults` itself accepts for those types (a
/// Settings.bundle toggle may store "YES", a property list may hold `1.0` for `1`); anything
/// else is a value of another type, which a key reads as its default and reports.
///
/// `URL` is stored as text rather than `UserDefaults.set(_:forKey:)`'s archived form, so the
/// property-list file store and other platforms can read it and a person can edit it.
public protocol SettingsStorable: Sendable {
  /// The value from its stored form, or `nil` when `value` holds another type.
  init?(settingsValue value: SettingsValue)
  /// The stored form; `nil` removes the stored value (only `Optional.none` does).
  var settingsValue: SettingsValue? { get }
  /// Why the value cannot be stored faithfully (a `Double` that is not finite), or `nil`.
  var unrepresentableReason: String? { get }
}

extension SettingsStorable {
  /// Every value is representable unless a type says otherwise.
  public var unrepresentableReason: String? { nil }
}

extension Bool: SettingsStorable {
  /// A Boolean, a number (not 0 is `true`) or one of the strings `UserDefaults` reads as one.
  public init?(settingsValue value: SettingsValue) {
    switch value {
    case .bool(let flag): self = flag
    case .integer(let number): self = number != 0
    case .double(let number): self = number != 0
    case .string(let text):
      switch text.lowercased() {
      case "yes", "true", "1": self = true
      case "no", "false", "0": self = false
      default: return nil
      }
    default: return nil
    }
  }
  /// `.bool`.
  public var settingsValue: SettingsValue? { .bool(self) }
}

extension Int: SettingsStorable {
  /// An integer, a whole floating-point number in range, a Boolean (1 or 0) or a string of
  /// digits.
  public init?(settingsValue value: SettingsValue) {
    switch value {
    case .integer(let number): self = number
    case .bool(let flag): self = flag ? 1 : 0
    case .double(let number):
      guard number.rounded() == number, let exact = Int(exactly: number) else { return nil }
      self = exact
    case .string(let text):
      guard let number = Int(text) else { return nil }
      self = number
    default: return nil
    }
  }
  /// `.integer`.
  public var settingsValue: SettingsValue? { .integer(self) }
}

extension Double: SettingsStorable {
  /// A finite number (an integer or a Boolean too) or a string of one.
  public init?(settingsValue value: SettingsValue) {
    switch value {
    case .double, .integer, .unsignedInteger, .bool, .string:
      guard let number = value.doubleValue else { return nil }
      self = number
    default: return nil
    }
  }
  /// `.double`.
  public var settingsValue: SettingsValue? { .double(self) }
  /// Property lists hold infinities and NaN unevenly (XML writes them, JSON refuses them, and
  /// NaN is never equal to itself, so a change could not be told from none): refused.
  public var unrepresentableReason: String? {
    isFinite ? nil : "\(self) is not a finite number, which settings files do not keep reliably"
  }
}

extension String: SettingsStorable {
  /// A string; numbers are not text.
  public init?(settingsValue value: SettingsValue) {
    guard case .string(let text) = value else { return nil }
    self = text
  }
  /// `.string`.
  public var settingsValue: SettingsValue? { .string(self) }
}

extension Date: SettingsStorable {
  /// A date.
  public init?(settingsValue value: SettingsValue) {
    guard case .date(let date) = value else { return nil }
    self = date
  }
  /// `.date`.
  public var settingsValue: SettingsValue? { .date(self) }
}

extension Data: SettingsStorable {
  /// Bytes.
  public init?(settingsValue value: SettingsValue) {
    guard case .data(let data) = value else { return nil }
    self = data
  }
  /// `.data`.
  public var settingsValue: SettingsValue? { .data(self) }
}

extension URL: SettingsStorable {
  /// A string that is a URL.
  public init?(settingsValue value: SettingsValue) {
    guard case .string(let text) = value, let url = URL(string: text) else { return nil }
    self = url
  }
  /// `.string`: the absolute string.
  public var settingsValue: SettingsValue? { .string(absoluteString) }
}

extension Array: SettingsStorable where Element == String {
  /// An array whose every element is a string.
  public init?(settingsValue value: SettingsValue) {
    guard case .array(let values) = value else { return nil }
    var strings: [String] = []
    strings.reserveCapacity(values.count)
    for element in values {
      guard case .string(let text) = element else { return nil }
      strings.append(text)
    }
    self = strings
  }
  /// `.array` of `.string`.
  public var settingsValue: SettingsValue? { .array(map { .string($0) }) }
}

extension Optional: SettingsStorable where Wrapped: SettingsStorable {
  /// The wrapped value; a stored value of another type is still a mismatch, not `nil`.
  public init?(settingsValue value: SettingsValue) {
    guard let wrapped = Wrapped(settingsValue: value) else { return nil }
    self = .some(wrapped)
  }
  /// The wrapped value's form; `nil` removes the stored value.
  public var settingsValue: SettingsValue? { self?.settingsValue }
  /// The wrapped value's reason.
  public var unrepresentableReason: String? { self?.unrepresentableReason }
}
