/// A store that keeps its values in memory only: for tests and previews.
@MainActor
public final class InMemorySettingsStore: SettingsStore {
  private var layers: SettingsLayers
  private let observers = SettingsObservers()

  /// A store holding `values` as values the user set.
  public init(_ values: [String: SettingsValue] = [:]) { layers = SettingsLayers(user: values) }

  /// The values the user set, by key.
  public var userValues: [String: SettingsValue] { layers.user }
  /// The registered defaults, by key.
  public var defaults: [String: SettingsValue] { layers.defaults }
  /// The values an administrator forces, by key: they win over the user's values, and rows
  /// bound to them are locked (``isForced(forKey:)``).
  public var forcedValues: [String: SettingsValue] { layers.forced }

  /// The forced value for `key`, else the value the user set, else the registered default.
  public func value(forKey key: String) -> SettingsValue? {
    SettingsStoreState.of(self).trackRead(ofKey: key)
    return layers.value(forKey: key)
  }

  /// Makes `key` managed by an administrator with `value`, as a configuration profile does
  /// for `UserDefaults` (`nil` ends it); observers are told when the value shown changed.
  public func force(_ value: SettingsValue?, forKey key: String) {
    if layers.force(value, forKey: key) { observers.notify(SettingsChange(keys: [key])) }
  }

  /// Whether ``force(_:forKey:)`` made `key` managed.
  public func isForced(forKey key: String) -> Bool { layers.forced[key] != nil }

  /// Sets (or with `nil` removes) the user's value and tells observers when it changed.
  public func set(_ value: SettingsValue?, forKey key: String) {
    if layers.setUserValue(value, forKey: key) { observers.notify(SettingsChange(keys: [key])) }
  }

  /// Registers defaults; values the user set are kept.
  public func register(defaults newDefaults: [String: SettingsValue]) {
    layers.register(defaults: newDefaults)
  }

  /// Removes every value the user set.
  public func removeAll() {
    let keys = layers.removeUserValues()
    if !keys.isEmpty { observers.notify(SettingsChange(keys: keys)) }
  }

  /// Calls `handler` after values change.
  public func observe(_ handler: @escaping @MainActor (SettingsChange) -> Void)
    -> SettingsObservation
  {
    observers.add(handler)
  }
}
