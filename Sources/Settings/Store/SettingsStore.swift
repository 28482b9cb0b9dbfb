import Foundation

/// Where settings values live: read and write typed values by key, register defaults, and
/// hear about changes, wherever they were made.
///
/// Three stores come with the package: ``UserDefaultsSettingsStore`` (what an app uses),
/// ``PropertyListFileSettingsStore`` (one property-list file; the terminal demo's `--store`)
/// and ``InMemorySettingsStore`` (tests). Rows bound to a key (`isOn: .key(wifi, in: store)`,
/// a `RowValue`) write here, and screens made with `TableScreen.observing(title:store:sections:)`
/// refresh when a value changes.
@MainActor
public protocol SettingsStore: AnyObject {
  /// The value the user set for `key`, else the registered default, else `nil`.
  func value(forKey key: String) -> SettingsValue?
  /// Sets the user's value for `key`; `nil` removes it, so the registered default shows again.
  /// Observers are told when the value changed.
  func set(_ value: SettingsValue?, forKey key: String)
  /// Registers values used where the user set none. A value the user set is never replaced.
  func register(defaults: [String: SettingsValue])
  /// Removes the values the user set, so the registered defaults show again; observers are
  /// told. A store that shares its storage with other code removes only its own keys
  /// (``UserDefaultsSettingsStore/managedKeys``); a file or memory store removes every value.
  func removeAll()
  /// Calls `handler` after values change, until the returned observation is released or
  /// cancelled.
  func observe(_ handler: @escaping @MainActor (SettingsChange) -> Void) -> SettingsObservation
  /// Whether an administrator manages (forces) the value of `key`: the value shown is theirs,
  /// rows bound to it are locked, and typed writes are refused. `false` unless a store says
  /// otherwise.
  func isForced(forKey key: String) -> Bool
}

/// Which values changed.
public struct SettingsChange: Sendable, Equatable {
  /// The keys whose values changed, or `nil` when the store cannot tell (it was reloaded from
  /// elsewhere) and any value may have changed.
  public let keys: Set<String>?

  /// A change of the given keys; `nil` means any key.
  public init(keys: Set<String>?) { self.keys = keys }

  /// Whether the value of `key` may have changed.
  public func affects(_ key: String) -> Bool { keys?.contains(key) ?? true }
}

/// A registration of a change handler; releasing it (or calling ``cancel()``) ends it.
@MainActor
public final class SettingsObservation {
  fileprivate let handler: @MainActor (SettingsChange) -> Void
  /// Whether the handler is no longer called.
  public private(set) var isCancelled = false

  fileprivate init(handler: @escaping @MainActor (SettingsChange) -> Void) {
    self.handler = handler
  }

  /// Stops calling the handler.
  public func cancel() { isCancelled = true }
}

/// The observers of one store. They are held weakly, so an observation nobody keeps ends by
/// itself; notifying costs O(observers).
@MainActor
package final class SettingsObservers {
  private struct Entry {
    weak var observation: SettingsObservation?
  }

  private var entries: [Entry] = []

  /// An empty list.
  package init() {}

  /// Adds `handler`; it is called until the returned observation is released or cancelled.
  package func add(_ handler: @escaping @MainActor (SettingsChange) -> Void) -> SettingsObservation {
    let observation = SettingsObservation(handler: handler)
    entries.removeAll { $0.observation == nil || $0.observation?.isCancelled == true }
    entries.append(Entry(observation: observation))
    return observation
  }

  /// Calls every live handler with `change`. Handlers added while notifying are not called.
  package func notify(_ change: SettingsChange) {
    for entry in entries {
      guard let observation = entry.observation, !observation.isCancelled else { continue }
      observation.handler(change)
    }
  }
}

extension SettingsStore {
  /// No key is managed by an administrator unless the store says so.
  public func isForced(forKey key: String) -> Bool { false }

  /// The value for `key` as a Boolean, or `fallback` when there is none.
  public func bool(forKey key: String, default fallback: Bool = false) -> Bool {
    value(forKey: key)?.boolValue ?? fallback
  }

  /// The value for `key` as text, or `fallback` when there is none.
  public func string(forKey key: String, default fallback: String = "") -> String {
    value(forKey: key)?.stringValue ?? fallback
  }

  /// The value for `key` as a number, or `fallback` when there is none or it is not a number.
  public func double(forKey key: String, default fallback: Double = 0) -> Double {
    value(forKey: key)?.doubleValue ?? fallback
  }
}
