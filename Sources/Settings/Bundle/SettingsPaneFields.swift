import Foundation

/// What a pane's parsing reported without refusing anything, in order.
final class SettingsDiagnosticLog {
  var entries: [SettingsError] = []
}

/// The keys of one dictionary of a pane, read as leniently as iOS reads them.
///
/// An optional key with a value of the wrong type is reported to the log and read as absent,
/// so the specifier keeps working with its default; only a key the specifier cannot work
/// without (``required(_:_:_:)``) throws, and the caller shows the specifier as a plain row.
struct Fields {
  let dictionary: [String: Any]
  let file: String
  let index: Int?
  /// The localised strings titles are looked up in.
  var table: [String: String]
  let log: SettingsDiagnosticLog

  func error(_ problem: SettingsError.Problem) -> SettingsError {
    SettingsError(file: file, index: index, problem: problem)
  }

  /// Reports `problem`, with what is done instead, and goes on.
  func report(_ problem: SettingsError.Problem, outcome: String = "the value is ignored") {
    log.entries.append(error(problem).with(outcome: outcome))
  }

  /// The value of `key`, read by `read`, or the error that the type needs it: missing, or of
  /// the wrong type (which `read` reported; that report becomes the error instead).
  func required<T>(_ type: String, _ key: String, _ read: (String) -> T?) throws -> T {
    let reported = log.entries.count
    if let value = read(key) { return value }
    if log.entries.count > reported {
      throw error(log.entries.removeLast().problem)
    }
    throw error(.missingKey(key, type: type))
  }

  /// The `Key` a specifier of `type` stores its value under. An empty key is refused like a
  /// missing one: rows sharing it would edit one value with no name.
  func storageKey(_ type: String) throws -> String {
    let key = try required(type, "Key", string)
    guard !key.isEmpty else {
      throw error(.invalidValue(key: "Key", value: "", allowed: "a non-empty key"))
    }
    return key
  }

  func string(_ key: String) -> String? {
    guard let object = dictionary[key] else { return nil }
    guard let string = object as? String else {
      report(.wrongType(key: key, expected: "a string"))
      return nil
    }
    return string
  }

  /// Text to show: a string, or a number written where a string belongs
  /// (`<integer>2024</integer>` as a title), which iOS shows as its text. A Boolean
  /// (`<true/>`, a slip for a string) is shown as its text too, and reported.
  func text(_ key: String) -> String? {
    if let object = dictionary[key], !(object is String),
      let value = SettingsValue(propertyList: object), value.isNumber
    {
      if case .bool = value {
        report(
          .wrongType(key: key, expected: "a string"),
          outcome: "the Boolean is shown as \"\(value.stringValue)\"")
      }
      return value.stringValue
    }
    return string(key)
  }

  /// Whether the specifier is shown on `idiom`: it names no `SupportedUserInterfaceIdioms`,
  /// or names the device's (`Phone`, `Pad`, in any case). A name iOS does not know is reported
  /// and passed over.
  func isSupported(on idiom: SettingsBundle.Idiom) -> Bool {
    guard let names = strings("SupportedUserInterfaceIdioms", localized: false) else { return true }
    let known = SettingsBundle.Idiom.allCases.map(\.specifierName)
    for name in names where !known.contains(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
      report(
        .invalidValue(
          key: "SupportedUserInterfaceIdioms", value: name, allowed: known.joined(separator: ", ")))
    }
    return names.contains { $0.caseInsensitiveCompare(idiom.specifierName) == .orderedSame }
  }

  func localized(_ key: String) -> String? {
    text(key).map { table[$0] ?? $0 }
  }

  /// A Boolean, number or string value.
  func value(_ key: String) -> SettingsValue? {
    guard let object = dictionary[key] else { return nil }
    guard let value = SettingsValue(propertyList: object), value.isScalar else {
      report(.wrongType(key: key, expected: "a Boolean, a number or a string"))
      return nil
    }
    return value
  }

  /// A number; a string that holds one (`"5"`) is read as that number.
  func number(_ key: String) -> Double? {
    guard let value = value(key) else { return nil }
    guard let number = value.doubleValue else {
      report(.wrongType(key: key, expected: "a number"))
      return nil
    }
    return number
  }

  /// A Boolean; also `YES`/`NO`/`true`/`false`/`1`/`0` written as strings.
  func bool(_ key: String) -> Bool? {
    guard let value = value(key) else { return nil }
    if case .string(let text) = value,
      !["yes", "no", "true", "false", "1", "0"].contains(text.lowercased())
    {
      report(.wrongType(key: key, expected: "a Boolean"))
      return nil
    }
    return value.boolValue
  }

  /// One of `allowed`, matched in any case and returned as `allowed` spells it; `aliases`
  /// maps other spellings (lowercased) to one of `allowed`. Anything else is reported and
  /// read as absent.
  func oneOf(_ key: String, _ allowed: [String], aliases: [String: String] = [:]) -> String? {
    guard let text = string(key) else { return nil }
    let lowered = text.lowercased()
    if let match = allowed.first(where: { $0.lowercased() == lowered }) ?? aliases[lowered] {
      return match
    }
    report(
      .invalidValue(key: key, value: text, allowed: allowed.joined(separator: ", ")),
      outcome: "the default is used")
    return nil
  }

  /// An array of titles; numbers in it are shown as their text.
  func strings(_ key: String, localized: Bool) -> [String]? {
    guard let object = dictionary[key] else { return nil }
    guard let array = object as? [Any],
      let values = SettingsValue(propertyList: array).flatMap(Self.scalars)
    else {
      report(.wrongType(key: key, expected: "an array of strings"))
      return nil
    }
    let strings = values.map(\.stringValue)
    return localized ? strings.map { table[$0] ?? $0 } : strings
  }

  func values(_ key: String) -> [SettingsValue]? {
    guard let object = dictionary[key] else { return nil }
    guard let values = SettingsValue(propertyList: object).flatMap(Self.scalars) else {
      report(.wrongType(key: key, expected: "an array of Booleans, numbers or strings"))
      return nil
    }
    return values
  }

  private static func scalars(_ value: SettingsValue) -> [SettingsValue]? {
    guard case .array(let values) = value, values.allSatisfy(\.isScalar) else { return nil }
    return values
  }

  /// `Titles` and `Values`, the same length. Both absent means none (an app may supply them
  /// at run time); one alone stands for both; different lengths are cut to the shorter.
  func options(_ type: String) -> ([String], [SettingsValue]) {
    let titles = strings("Titles", localized: true)
    let values = values("Values")
    switch (titles, values) {
    case (let titles?, let values?):
      guard titles.count == values.count else {
        report(
          .titlesAndValuesDiffer(titles: titles.count, values: values.count),
          outcome: "the extra entries are left out")
        let count = min(titles.count, values.count)
        return (Array(titles.prefix(count)), Array(values.prefix(count)))
      }
      return (titles, values)
    case (nil, nil):
      return ([], [])
    case (let titles?, nil):
      report(.missingKey("Values", type: type), outcome: "the titles are stored as values")
      return (titles, (strings("Titles", localized: false) ?? titles).map(SettingsValue.string))
    case (nil, let values?):
      report(.missingKey("Titles", type: type), outcome: "the values are shown as titles")
      return (values.map(\.stringValue), values)
    }
  }
}

extension SettingsValue {
  /// The value and its kind, for a diagnostic where the kind is the problem: `"YES" (a
  /// string)`, `true (a Boolean)`, `1 (a number)`.
  var diagnosticText: String {
    switch self {
    case .bool(let value): "\(value) (a Boolean)"
    case .string(let value): "\"\(value)\" (a string)"
    case .integer, .unsignedInteger, .double: "\(stringValue) (a number)"
    default: stringValue
    }
  }

  /// Whether the value is a number or a Boolean (which property lists store alike).
  var isNumber: Bool {
    if case .string = self { return false }
    return isScalar
  }
}
