/// The values a store reads a key through, first match wins: what an administrator forces,
/// what the user set, the registered defaults. The in-memory and the file store keep their
/// values in one; each change says whether the value shown changed, so a store tells its
/// observers only then.
struct SettingsLayers {
  /// The values the user set, by key.
  var user: [String: SettingsValue]
  /// The values an administrator forces, by key.
  private(set) var forced: [String: SettingsValue] = [:]
  /// The registered defaults, by key.
  private(set) var defaults: [String: SettingsValue] = [:]

  init(user: [String: SettingsValue] = [:]) { self.user = user }

  /// The forced value for `key`, else the value the user set, else the registered default.
  func value(forKey key: String) -> SettingsValue? { forced[key] ?? user[key] ?? defaults[key] }

  /// Forces `value` for `key` (`nil` ends it); whether the value shown changed.
  mutating func force(_ value: SettingsValue?, forKey key: String) -> Bool {
    let old = self.value(forKey: key)
    forced[key] = value
    return self.value(forKey: key) != old
  }

  /// Sets (or with `nil` removes) the user's value for `key`; whether it changed.
  mutating func setUserValue(_ value: SettingsValue?, forKey key: String) -> Bool {
    guard user[key] != value else { return false }
    user[key] = value
    return true
  }

  /// Adds `newDefaults`, each replacing the default registered before it for its key.
  mutating func register(defaults newDefaults: [String: SettingsValue]) {
    defaults.merge(newDefaults) { _, new in new }
  }

  /// Removes every value the user set; the keys that had one.
  mutating func removeUserValues() -> Set<String> {
    defer { user = [:] }
    return Set(user.keys)
  }
}
