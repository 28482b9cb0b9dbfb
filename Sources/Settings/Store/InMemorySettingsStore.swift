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

  /// The value the user set for `key`, else the registered default.
  public func value(forKey key: String) -> SettingsValue? { userValues[key] ?? defaults[key] }

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
