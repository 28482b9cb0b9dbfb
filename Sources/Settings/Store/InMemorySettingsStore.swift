/// A store that keeps its values in memory only: for tests and previews.
@MainActor
public final class InMemorySettingsStore: SettingsStore {
  /// The values the user set, by key.
  public private(set) var userValues: [String: SettingsValue]
  /// The registered defaults, by key.
  public private(set) var defaults: [String: SettingsValue] = [:]
  private let observers = SettingsObservers()

  /// A store holding `values` as values the user set.
  public init(_ values: [String: SettingsValue] = [:]) { userValues = values }

  /// The values an administrator forces, by key: they win over the user's values, and rows
  /// bound to them are locked (``isForced(forKey:)``).
  public private(set) var forcedValues: [String: SettingsValue] = [:]

  /// The forced value for `key`, else the value the user set, else the registered default.
  public func value(forKey key: String) -> SettingsValue? {
    SettingsStoreState.of(self).trackRead(ofKey: key)
    return forcedValues[key] ?? userValues[key] ?? defaults[key]
  }

  /// Makes `key` managed by an administrator with `value`, as a configuration profile does
  /// for `UserDefaults` (`nil` ends it); observers are told when the value shown changed.
  public func force(_ value: SettingsValue?, forKey key: String) {
    let old = self.value(forKey: key)
    forcedValues[key] = value
    if self.value(forKey: key) != old { observers.notify(SettingsChange(keys: [key])) }
  }

  /// Whether ``force(_:forKey:)`` made `key` managed.
  public func isForced(forKey key: String) -> Bool { forcedValues[key] != nil }

  /// Sets (or with `nil` removes) the user's value and tells observers when it changed.
  public func set(_ value: SettingsValue?, forKey key: String) {
    guard userValues[key] != value else { return }
    userValues[key] = value
    observers.notify(SettingsChange(keys: [key]))
  }

  /// Registers defaults; values the user set are kept.
  public func register(defaults newDefaults: [String: SettingsValue]) {
    defaults.merge(newDefaults) { _, new in new }
  }

  /// Removes every value the user set.
  public func removeAll() {
    let keys = Set(userValues.keys)
    userValues = [:]
    if !keys.isEmpty { observers.notify(SettingsChange(keys: keys)) }
  }

  /// Calls `handler` after values change.
  public func observe(_ handler: @escaping @MainActor (SettingsChange) -> Void)
    -> SettingsObservation
  {
    observers.add(handler)
  }
}
