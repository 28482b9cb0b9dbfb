import Foundation

/// The keys of one dictionary of a pane, read with the type each must have; every mismatch
/// is an error naming the file, the specifier's index and the key.
struct Fields {
  let dictionary: [String: Any]
  let file: String
  let index: Int?
  /// The localised strings titles are looked up in.
  var table: [String: String]

  func error(_ problem: SettingsBundleError.Problem) -> SettingsBundleError {
    SettingsBundleError(file: file, index: index, problem: problem)
  }

  /// The value of `key`, read by `read`, or the error that the type needs it.
  func required<T>(_ type: String, _ key: String, _ read: (String) throws -> T?) throws -> T {
    guard let value = try read(key) else { throw error(.missingKey(key, type: type)) }
    return value
  }

  func string(_ key: String) throws -> String? {
    guard let object = dictionary[key] else { return nil }
    guard let string = object as? String else {
      throw error(.wrongType(key: key, expected: "a string"))
    }
    return string
  }

  func localized(_ key: String) throws -> String? {
    try string(key).map { table[$0] ?? $0 }
  }

  func value(_ key: String) throws -> SettingsValue? {
    guard let object = dictionary[key] else { return nil }
    guard let value = SettingsValue(propertyList: object), value.isScalar else {
      throw error(.wrongType(key: key, expected: "a Boolean, a number or a string"))
    }
    return value
  }

  func number(_ key: String) throws -> Double? {
    guard let value = try? value(key), let number = value.isNumber ? value.doubleValue : nil else {
      if dictionary[key] == nil { return nil }
      throw error(.wrongType(key: key, expected: "a number"))
    }
    return number
  }

  func bool(_ key: String) throws -> Bool? {
    guard let object = dictionary[key] else { return nil }
    guard let value = SettingsValue(propertyList: object), value.isNumber else {
      throw error(.wrongType(key: key, expected: "a Boolean"))
    }
    return value.boolValue
  }

  func oneOf(_ key: String, _ allowed: [String]) throws -> String? {
    guard let value = try string(key) else { return nil }
    guard allowed.contains(value) else {
      throw error(.invalidValue(key: key, value: value, allowed: allowed.joined(separator: ", ")))
    }
    return value
  }

  func strings(_ key: String, localized: Bool) throws -> [String]? {
    guard let object = dictionary[key] else { return nil }
    guard let strings = object as? [String] else {
      throw error(.wrongType(key: key, expected: "an array of strings"))
    }
    return localized ? strings.map { table[$0] ?? $0 } : strings
  }

  func values(_ key: String) throws -> [SettingsValue]? {
    guard let object = dictionary[key] else { return nil }
    guard let array = object as? [Any] else {
      throw error(.wrongType(key: key, expected: "an array of Booleans, numbers or strings"))
    }
    return try array.map { element in
      guard let value = SettingsValue(propertyList: element), value.isScalar else {
        throw error(.wrongType(key: key, expected: "an array of Booleans, numbers or strings"))
      }
      return value
    }
  }

  /// `Titles` and `Values`, the same length; both required, or both absent.
  func options(_ type: String, required: Bool) throws -> ([String], [SettingsValue]) {
    let titles = try strings("Titles", localized: true)
    let values = try values("Values")
    switch (titles, values) {
    case (let titles?, let values?):
      guard titles.count == values.count else {
        throw error(.titlesAndValuesDiffer(titles: titles.count, values: values.count))
      }
      return (titles, values)
    case (nil, nil) where !required:
      return ([], [])
    case (nil, _):
      throw error(.missingKey("Titles", type: type))
    case (_, nil):
      throw error(.missingKey("Values", type: type))
    }
  }
}

extension SettingsValue {
  /// Whether the value is a number or a Boolean (which property lists store alike).
  var isNumber: Bool {
    if case .string = self { return false }
    return isScalar
  }
}
