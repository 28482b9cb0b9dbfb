import Foundation

/// A setting's name, the type of its value and its default: read and written through any
/// ``SettingsStore`` with `store[key]`, checked by the compiler.
///
/// ```swift
/// enum Theme: String, CaseIterable, Sendable { case system, light, dark }
///
/// extension SettingsKey where Value == Bool {
///   static let wifi = SettingsKey("wifi", default: true)
/// }
/// let theme = SettingsKey<Theme>("theme", default: .system)
///
/// let store = InMemorySettingsStore()
/// store[theme] = .dark  // stored as the string "dark", as @AppStorage stores it
/// let isOn = store[.wifi]  // true: nothing stored yet
/// ```
///
/// A key stores what `UserDefaults` and `@AppStorage` store for its type (see
/// ``SettingsStorable``): a `RawRepresentable` enum stores its raw value, a `Codable` value
/// made with ``init(_:default:storedAs:)`` stores JSON text. So a typed key and the untyped
/// API (`store.value(forKey:)`, a Settings.bundle row) read and write the same stored values.
///
/// Reading never fails: a value of another type (a string where a number belongs, a raw value
/// no case has, JSON that does not decode) reads as the default, and the problem is reported
/// as `TableDiagnostic.Kind.settingsKey(key:expectedType:)`, naming the key, the stored value
/// and the expected type. The stored value is left as it is until the user changes the setting.
public struct SettingsKey<Value: Sendable>: Sendable {
  /// The name the value is stored under.
  public let name: String
  /// The value read when nothing is stored, or what is stored is not a `Value`.
  public let defaultValue: Value
  /// A name for the value type in messages ("Bool", "Theme").
  public let typeName: String
  let decode: @Sendable (SettingsValue) -> Result<Value, SettingsKeyProblem>
  let encode: @Sendable (Value) -> Result<SettingsValue?, SettingsKeyProblem>

  /// The encodings a ``SettingsKey`` of a `Codable` value can use.
  public enum Encoding: Sendable, Equatable {
    /// JSON text with sorted keys, stored as a string (`.string`). Chosen because a property
    /// list keeps it as it is on every platform, a person can read and edit it in the file
    /// store, and it is how sindresorhus/Defaults stores `Codable` values, so existing
    /// preferences read back. Sorted keys make the same value the same text, so writing a
    /// value equal to the stored one changes nothing.
    case json
  }

  init(
    name: String, defaultValue: Value, typeName: String,
    decode: @escaping @Sendable (SettingsValue) -> Result<Value, SettingsKeyProblem>,
    encode: @escaping @Sendable (Value) -> Result<SettingsValue?, SettingsKeyProblem>
  ) {
    self.name = name
    self.defaultValue = defaultValue
    self.typeName = typeName
    self.decode = decode
    self.encode = encode
  }
}

extension SettingsKey where Value: SettingsStorable {
  /// A key named `name` holding a `Bool`, `Int`, `Double`, `String`, `Date`, `Data`, `URL`,
  /// `[String]` or an optional of one, reading `default` while nothing is stored.
  public init(_ name: String, default defaultValue: Value) {
    self.init(
      name: name, defaultValue: defaultValue, typeName: "\(Value.self)",
      decode: { stored in
        Value(settingsValue: stored).map(Result.success) ?? .failure(SettingsKeyProblem(.typeMismatch))
      },
      encode: { value in
        if let reason = value.unrepresentableReason { return .failure(SettingsKeyProblem(.unrepresentable(reason))) }
        return .success(value.settingsValue)
      })
  }
}

extension SettingsKey where Value: RawRepresentable, Value.RawValue: SettingsStorable {
  /// A key named `name` holding an enum (or any `RawRepresentable`) stored as its raw value,
  /// as `@AppStorage` stores it. A stored raw value no case has reads as the default, with a
  /// diagnostic naming it.
  public init(_ name: String, default defaultValue: Value) {
    self.init(
      name: name, defaultValue: defaultValue, typeName: "\(Value.self)",
      decode: { stored in
        guard let raw = Value.RawValue(settingsValue: stored) else {
          return .failure(SettingsKeyProblem(.typeMismatch))
        }
        guard let value = Value(rawValue: raw) else { return .failure(SettingsKeyProblem(.unknownRawValue)) }
        return .success(value)
      },
      encode: { value in
        if let reason = value.rawValue.unrepresentableReason {
          return .failure(SettingsKeyProblem(.unrepresentable(reason)))
        }
        return .success(value.rawValue.settingsValue)
      })
  }
}

extension SettingsKey {
  /// A key named `name` holding an optional `Bool`, `Int`, `Double`, `String`, `Date`, `Data`,
  /// `URL` or `[String]`: `nil` while nothing is stored, and writing `nil` removes the stored
  /// value. The same as `SettingsKey(name, default: nil)`, as an optional enum's key is written.
  // Disfavoured: for an enum that is also `SettingsStorable` the compiler would otherwise pick
  // this initializer, and such a key would store the enum's own form instead of its raw value,
  // unlike the same key written with `default: nil`.
  @_disfavoredOverload
  public init<Wrapped>(_ name: String) where Value == Wrapped?, Wrapped: SettingsStorable {
    self.init(name, default: nil)
  }

  /// A key named `name` holding an optional enum: `nil` while nothing is stored (unless
  /// `default` says otherwise), and writing `nil` removes the stored value.
  public init<Wrapped>(_ name: String, default defaultValue: Wrapped? = nil)
  where Value == Wrapped?, Wrapped: RawRepresentable & Sendable, Wrapped.RawValue: SettingsStorable {
    self.init(
      name: name, defaultValue: defaultValue, typeName: "\(Wrapped.self)?",
      decode: { stored in
        guard let raw = Wrapped.RawValue(settingsValue: stored) else {
          return .failure(SettingsKeyProblem(.typeMismatch))
        }
        guard let value = Wrapped(rawValue: raw) else { return .failure(SettingsKeyProblem(.unknownRawValue)) }
        return .success(value)
      },
      encode: { value in
        guard let raw = value?.rawValue else { return .success(nil) }
        if let reason = raw.unrepresentableReason { return .failure(SettingsKeyProblem(.unrepresentable(reason))) }
        return .success(raw.settingsValue)
      })
  }
}

extension SettingsKey {
  /// A key named `name` holding any `Codable` value, stored as `encoding` says (JSON text).
  /// A value that fails to encode is not written, and stored text that fails to decode reads
  /// as the default; both are reported with the coder's error.
  public init(_ name: String, default defaultValue: Value, storedAs encoding: Encoding)
  where Value: Codable {
    self.init(
      name: name, defaultValue: defaultValue, typeName: "\(Value.self)",
      decode: { stored in
        guard case .string(let text) = stored else { return .failure(SettingsKeyProblem(.typeMismatch)) }
        do {
          return .success(try JSONDecoder().decode(Value.self, from: Data(text.utf8)))
        } catch {
          return .failure(SettingsKeyProblem(.undecodable("\(error)")))
        }
      },
      encode: { value in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
          let data = try encoder.encode(value)
          return .success(.string(String(decoding: data, as: UTF8.self)))
        } catch {
          return .failure(SettingsKeyProblem(.unencodable("\(error)")))
        }
      })
  }
}

/// The problem a typed key's conversion of a value found, before the key's name and type are
/// added to make a ``SettingsError``.
struct SettingsKeyProblem: Error {
  let problem: SettingsError.Problem
  init(_ problem: SettingsError.Problem) { self.problem = problem }
}
