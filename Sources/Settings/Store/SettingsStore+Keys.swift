import Foundation

extension SettingsStore {
  /// The value of `key`: the stored value as a `Value`, else the key's default. A stored value
  /// of another type reads as the default and is reported as
  /// `TableDiagnostic.Kind.settingsKey(key:expectedType:)`, once per key and stored value (it is
  /// left stored). Inside `withObservationTracking` (a screen that follows state), the read
  /// makes a later change of the key call its `onChange`. O(1) plus decoding.
  ///
  /// Setting through the subscript is ``set(_:for:)`` with its error reported
  /// (`TableDiagnostic.report(_:)`) instead of thrown.
  public subscript<Value>(key: SettingsKey<Value>) -> Value {
    get { value(for: key) }
    set {
      do {
        try set(newValue, for: key)
      } catch {
        SettingsStoreState.of(self).report(error)
      }
    }
  }

  /// The value of `key`; see ``subscript(_:)``.
  public func value<Value>(for key: SettingsKey<Value>) -> Value {
    let state = SettingsStoreState.of(self)
    guard checkName(of: key, in: state) else { return key.defaultValue }
    state.trackRead(ofKey: key.name)
    guard let stored = value(forKey: key.name) else {
      state.clearReport(forKey: key.name)
      return key.defaultValue
    }
    switch key.decode(stored) {
    case .success(let value):
      state.clearReport(forKey: key.name)
      return value
    case .failure(let problem):
      state.report(SettingsError(problem.problem, key: key.name, expectedType: key.typeName, value: stored))
      return key.defaultValue
    }
  }

  /// Stores `value` for `key`, in the same form `UserDefaults` and `@AppStorage` use (see
  /// ``SettingsStorable``); observers hear of it when the stored value changed.
  ///
  /// - Throws: ``SettingsError`` when the key's name is empty, the name is used with another
  ///   value type on this store, the key is managed by an administrator (``isForced(forKey:)``),
  ///   or the value cannot be encoded or stored faithfully. Nothing is written then.
  public func set<Value>(_ value: Value, for key: SettingsKey<Value>) throws(SettingsError) {
    let state = SettingsStoreState.of(self)
    if key.name.isEmpty { throw SettingsError(.emptyName, key: "", expectedType: key.typeName) }
    if let other = state.typeNames[key.name], other != key.typeName {
      throw SettingsError(
        .conflictingType(other), key: key.name, expectedType: key.typeName,
        value: self.value(forKey: key.name), attemptedValue: "\(value)")
    }
    state.typeNames[key.name] = key.typeName
    if isForced(forKey: key.name) {
      throw SettingsError(
        .forced, key: key.name, expectedType: key.typeName, value: self.value(forKey: key.name),
        attemptedValue: "\(value)")
    }
    switch key.encode(value) {
    case .success(let stored):
      state.clearReport(forKey: key.name)
      set(stored, forKey: key.name)
    case .failure(let problem):
      throw SettingsError(problem.problem, key: key.name, expectedType: key.typeName, attemptedValue: "\(value)")
    }
  }

  /// Removes the stored value of `key`, so its default reads again. Refused, like a write, for
  /// a key managed by an administrator.
  public func removeValue<Value>(for key: SettingsKey<Value>) throws(SettingsError) {
    if key.name.isEmpty { throw SettingsError(.emptyName, key: "", expectedType: key.typeName) }
    if isForced(forKey: key.name) {
      throw SettingsError(.forced, key: key.name, expectedType: key.typeName, attemptedValue: "no value")
    }
    set(nil, forKey: key.name)
  }

  /// Registers the defaults of `keys` in the store, so untyped readers (a Settings.bundle
  /// screen, `UserDefaults` itself) see them too. A typed key reads its default without this.
  ///
  /// - Throws: ``SettingsError`` for the first key whose name is empty, whose name is used
  ///   with another value type, or whose default cannot be stored; nothing is registered then.
  public func register(_ keys: [any SettingsKeyDefault]) throws(SettingsError) {
    let state = SettingsStoreState.of(self)
    var defaults: [String: SettingsValue] = [:]
    var types: [String: String] = [:]
    for key in keys {
      let (name, typeName) = (key.name, key.typeName)
      if name.isEmpty { throw SettingsError(.emptyName, key: "", expectedType: typeName) }
      if let other = state.typeNames[name] ?? types[name], other != typeName {
        throw SettingsError(.conflictingType(other), key: name, expectedType: typeName)
      }
      types[name] = typeName
      if let stored = try key.storedDefault() { defaults[name] = stored }
    }
    state.typeNames.merge(types) { old, _ in old }
    register(defaults: defaults)
  }

  /// Whether the name of `key` can be used: not empty, and not used with another value type
  /// on this store (reported once; the key then reads its default). Records the type on first
  /// use.
  private func checkName<Value>(of key: SettingsKey<Value>, in state: SettingsStoreState) -> Bool {
    guard !key.name.isEmpty else {
      state.report(SettingsError(.emptyName, key: "", expectedType: key.typeName))
      return false
    }
    if let other = state.typeNames[key.name] {
      guard other == key.typeName else {
        state.report(
          SettingsError(
            .conflictingType(other), key: key.name, expectedType: key.typeName,
            value: value(forKey: key.name)))
        return false
      }
    } else {
      state.typeNames[key.name] = key.typeName
    }
    return true
  }

  /// The value for `key` as a whole number, or `fallback` when there is none or it is not
  /// one (a whole `.double`, a Boolean and a string of digits are read as `UserDefaults` reads
  /// them).
  public func int(forKey key: String, default fallback: Int = 0) -> Int {
    value(forKey: key).flatMap(Int.init(settingsValue:)) ?? fallback
  }

  /// Removes the user's value for `key`, so the registered default shows again; the same as
  /// `set(nil, forKey: key)`.
  public func removeValue(forKey key: String) { set(nil, forKey: key) }
}

/// A ``SettingsKey`` of any value type, for registering the defaults of several keys at once
/// (``SettingsStore/register(_:)``).
public protocol SettingsKeyDefault: Sendable {
  /// The key's name.
  var name: String { get }
  /// The key's value type, for messages.
  var typeName: String { get }
  /// The key's default in its stored form; `nil` for a default of `nil`.
  func storedDefault() throws(SettingsError) -> SettingsValue?
}

extension SettingsKey: SettingsKeyDefault {
  /// The default in its stored form.
  ///
  /// - Throws: ``SettingsError`` when the default cannot be encoded or stored faithfully.
  public func storedDefault() throws(SettingsError) -> SettingsValue? {
    switch encode(defaultValue) {
    case .success(let value): return value
    case .failure(let problem):
      throw SettingsError(problem.problem, key: name, expectedType: typeName, attemptedValue: "\(defaultValue)")
    }
  }
}
