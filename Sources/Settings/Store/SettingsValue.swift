import Foundation

/// One stored setting: the scalar property-list values a Settings.bundle can hold.
///
/// Stores keep these instead of `Any`, so a value read back has a type the compiler checks,
/// and two values compare with `==`. Numbers compare loosely through ``matches(_:)`` because
/// property lists do not keep `1` and `1.0` apart reliably.
public enum SettingsValue: Hashable, Sendable, CustomStringConvertible {
  /// A Boolean (`<true/>`, `<false/>`).
  case bool(Bool)
  /// A whole number (`<integer>`).
  case integer(Int)
  /// A floating-point number (`<real>`).
  case double(Double)
  /// A string.
  case string(String)

  /// The value a property-list object holds, or `nil` for anything that is not a Boolean, a
  /// number or a string (arrays, dictionaries, dates and data are not settings values).
  public init?(propertyList object: Any) {
    switch object {
    case let value as String: self = .string(value)
    case let value as Bool where type(of: object) == Bool.self: self = .bool(value)
    case let value as Int where type(of: object) == Int.self: self = .integer(value)
    case let value as Double where type(of: object) == Double.self: self = .double(value)
    case let number as NSNumber: self = SettingsValue(number)
    default: return nil
    }
  }

  /// Property lists read by Foundation hold numbers as `NSNumber`; its Objective-C type tells a
  /// Boolean ("c" on Apple platforms), a floating-point number and an integer apart.
  private init(_ number: NSNumber) {
    switch String(cString: number.objCType) {
    case "c", "B": self = .bool(number.boolValue)
    case "f", "d": self = .double(number.doubleValue)
    default: self = .integer(number.intValue)
    }
  }

  /// The value as a property-list object, for `UserDefaults` and `PropertyListSerialization`.
  public var propertyList: Any {
    switch self {
    case .bool(let value): value
    case .integer(let value): value
    case .double(let value): value
    case .string(let value): value
    }
  }

  /// The value as a Boolean: a Boolean, a number other than 0, or "YES"/"true"/"1".
  public var boolValue: Bool {
    switch self {
    case .bool(let value): value
    case .integer(let value): value != 0
    case .double(let value): value != 0
    case .string(let value): ["yes", "true", "1"].contains(value.lowercased())
    }
  }

  /// The value as a floating-point number, or `nil` for a string that is not one.
  public var doubleValue: Double? {
    switch self {
    case .bool(let value): value ? 1 : 0
    case .integer(let value): Double(value)
    case .double(let value): value.isFinite ? value : nil
    case .string(let value): Double(value).flatMap { $0.isFinite ? $0 : nil }
    }
  }

  /// The value as text: strings as they are, numbers and Booleans as a property list writes them.
  public var stringValue: String {
    switch self {
    case .bool(let value): value ? "YES" : "NO"
    case .integer(let value): String(value)
    case .double(let value): String(value)
    case .string(let value): value
    }
  }

  /// The same as ``stringValue``.
  public var description: String { stringValue }

  /// Whether two values mean the same setting: equal, or numbers (and Booleans) of equal value,
  /// so that a stored `1` selects the option whose value is `1.0`.
  public func matches(_ other: SettingsValue) -> Bool {
    if self == other { return true }
    switch (self, other) {
    case (.string, _), (_, .string): return false
    default: return doubleValue == other.doubleValue
    }
  }
}
