import Foundation

/// One stored setting: any property-list value.
///
/// Stores keep these instead of `Any`, so a value read back has a type the compiler checks,
/// and two values compare with `==`. Every property-list type has a case, so a store keeps
/// whatever it is given, whether or not a row shows it: an array another part of the app
/// writes, a date, or an integer above `Int64.max`. Numbers compare loosely through
/// `matches(_:)` because property lists do not keep `1` and `1.0` apart reliably.
public enum SettingsValue: Hashable, Sendable, CustomStringConvertible {
  /// A Boolean (`<true/>`, `<false/>`).
  case bool(Bool)
  /// A whole number (`<integer>`) that fits an `Int`.
  case integer(Int)
  /// A whole number above `Int.max` (`<integer>18446744073709551615</integer>`): property
  /// lists hold unsigned 64-bit integers, and a store must write them back exactly.
  case unsignedInteger(UInt64)
  /// A floating-point number (`<real>`).
  case double(Double)
  /// A string.
  case string(String)
  /// A date (`<date>`).
  case date(Date)
  /// Bytes (`<data>`).
  case data(Data)
  /// An array of values (`<array>`).
  case array([SettingsValue])
  /// A dictionary of values by key (`<dict>`).
  case dictionary([String: SettingsValue])

  /// The value a property-list object holds, or `nil` for an object that is not a
  /// property-list value (or holds one, inside an array or dictionary).
  package init?(propertyList object: Any) {
    switch object {
    case let value as String: self = .string(value)
    case let value as Bool where type(of: object) == Bool.self: self = .bool(value)
    case let value as Int where type(of: object) == Int.self: self = .integer(value)
    case let value as UInt64 where type(of: object) == UInt64.self: self = SettingsValue(value)
    case let value as Double where type(of: object) == Double.self: self = .double(value)
    case let number as NSNumber: self = SettingsValue(number)
    case let value as Date: self = .date(value)
    case let value as Data: self = .data(value)
    case let array as [Any]:
      var values: [SettingsValue] = []
      values.reserveCapacity(array.count)
      for element in array {
        guard let value = SettingsValue(propertyList: element) else { return nil }
        values.append(value)
      }
      self = .array(values)
    case let dictionary as [String: Any]:
      var values: [String: SettingsValue] = [:]
      for (key, element) in dictionary {
        guard let value = SettingsValue(propertyList: element) else { return nil }
        values[key] = value
      }
      self = .dictionary(values)
    default: return nil
    }
  }

  /// An unsigned number: an `.integer` when it fits, so `1` is the same value however it was
  /// read.
  private init(_ value: UInt64) {
    self = value <= UInt64(Int.max) ? .integer(Int(value)) : .unsignedInteger(value)
  }

  /// Property lists read by Foundation hold numbers as `NSNumber`; its Objective-C type tells a
  /// Boolean ("c" on Apple platforms), a floating-point number, an unsigned 64-bit integer
  /// ("Q", for values above `Int64.max`) and a signed integer apart.
  private init(_ number: NSNumber) {
    switch String(cString: number.objCType) {
    case "c", "B": self = .bool(number.boolValue)
    case "f", "d": self = .double(number.doubleValue)
    case "Q", "L": self = SettingsValue(number.uint64Value)
    default: self = .integer(number.intValue)
    }
  }

  /// The value as a property-list object, for `UserDefaults` and `PropertyListSerialization`.
  package var propertyList: Any {
    switch self {
    case .bool(let value): value
    case .integer(let value): value
    case .unsignedInteger(let value): NSNumber(value: value)
    case .double(let value): value
    case .string(let value): value
    case .date(let value): value
    case .data(let value): value
    case .array(let values): values.map(\.propertyList)
    case .dictionary(let values): values.mapValues(\.propertyList)
    }
  }

  /// Whether the value is a Boolean, a number or a string: what a Settings.bundle row shows.
  package var isScalar: Bool {
    switch self {
    case .bool, .integer, .unsignedInteger, .double, .string: true
    case .date, .data, .array, .dictionary: false
    }
  }

  /// The value as a Boolean: a Boolean, a number other than 0, or "YES"/"true"/"1"; `false`
  /// for dates, data, arrays and dictionaries.
  public var boolValue: Bool {
    switch self {
    case .bool(let value): value
    case .integer(let value): value != 0
    case .unsignedInteger(let value): value != 0
    case .double(let value): value != 0
    case .string(let value): ["yes", "true", "1"].contains(value.lowercased())
    case .date, .data, .array, .dictionary: false
    }
  }

  /// The value as a floating-point number, or `nil` for a string that is not one and for
  /// values that are not numbers (dates, data, arrays, dictionaries).
  public var doubleValue: Double? {
    switch self {
    case .bool(let value): value ? 1 : 0
    case .integer(let value): Double(value)
    case .unsignedInteger(let value): Double(value)
    case .double(let value): value.isFinite ? value : nil
    case .string(let value): Double(value).flatMap { $0.isFinite ? $0 : nil }
    case .date, .data, .array, .dictionary: nil
    }
  }

  /// The value as text: strings as they are, numbers and Booleans as a property list writes
  /// them, dates in ISO 8601, data as its size, arrays and dictionaries as their count.
  public var stringValue: String {
    switch self {
    case .bool(let value): value ? "YES" : "NO"
    case .integer(let value): String(value)
    case .unsignedInteger(let value): String(value)
    case .double(let value): String(value)
    case .string(let value): value
    case .date(let value): ISO8601DateFormatter().string(from: value)
    case .data(let value): "\(value.count) bytes"
    case .array(let values): "\(values.count) items"
    case .dictionary(let values): "\(values.count) entries"
    }
  }

  /// The same as ``stringValue``.
  public var description: String { stringValue }

  /// Whether two values mean the same setting: equal, or numbers (and Booleans) of equal value,
  /// so that a stored `1` selects the option whose value is `1.0`.
  package func matches(_ other: SettingsValue) -> Bool {
    if self == other { return true }
    guard isScalar, other.isScalar else { return false }
    switch (self, other) {
    case (.string, _), (_, .string): return false
    default: return doubleValue == other.doubleValue
    }
  }
}
