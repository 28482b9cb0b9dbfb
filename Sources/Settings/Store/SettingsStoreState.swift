import ComponentTable
import Foundation
import Observation

/// What the package keeps beside each store for typed keys: the value type each key name was
/// used with, the problems already reported, the forced keys a store
/// was told about, and the observation registrars that let `withObservationTracking` see reads
/// of store keys. Kept in a side table so that every ``SettingsStore``, the app's own too,
/// takes part without new requirements.
@MainActor
final class SettingsStoreState {
  private struct Entry {
    weak var store: AnyObject?
    let state: SettingsStoreState
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]
  private static var sweepThreshold = 16

  /// The state of `store`, made on first use. A store that is gone leaves its entry until the
  /// next sweep, which runs when the table has doubled: O(1) amortized.
  static func of(_ store: any SettingsStore) -> SettingsStoreState {
    let id = ObjectIdentifier(store)
    if let entry = entries[id], entry.store === store { return entry.state }
    if entries.count >= sweepThreshold {
      entries = entries.filter { $0.value.store != nil }
      sweepThreshold = max(16, entries.count * 2)
    }
    let state = SettingsStoreState(store: store)
    entries[id] = Entry(store: store, state: state)
    return state
  }

  private weak var store: (any SettingsStore)?
  /// The value type each key name was first used with, by name.
  var typeNames: [String: String] = [:]
  /// The last problem reported per key, so a screen declared again does not repeat it.
  var reported: [String: SettingsError] = [:]
  /// Observation of reads and changes, made on first read (an `ObservationRegistrar` per key);
  /// `AnyObject` because the type needs iOS 17 and the package runs on iOS 15.
  private var tracker: AnyObject?

  private init(store: any SettingsStore) { self.store = store }

  /// Reports `error`, a typed key's problem, as `TableDiagnostic.Kind.settingsKey`, unless the
  /// same problem was the last one reported for its key.
  func report(_ error: SettingsError) {
    let key = error.key ?? ""
    guard reported[key] != error else { return }
    reported[key] = error
    TableDiagnostic.report(TableDiagnostic(settingsKey: error))
  }

  /// Forgets the problem reported for `key`, so a new one is reported again.
  func clearReport(forKey key: String) { reported[key] = nil }

  /// Tells an enclosing `withObservationTracking` that `key` was read, so a change of it
  /// calls its `onChange`.
  func trackRead(ofKey key: String) {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    guard let store else { return }
    let tracker: SettingsKeyTracker
    if let existing = self.tracker as? SettingsKeyTracker {
      tracker = existing
    } else {
      tracker = SettingsKeyTracker(store: store)
      self.tracker = tracker
    }
    tracker.read(key)
  }
}

/// One `ObservationRegistrar` per key read: a read is an access of that key's `version`, a
/// change of the key (through any store API, or found by `reload()`) a mutation of it.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
@MainActor
private final class SettingsKeyTracker {
  private var cells: [String: KeyCell] = [:]
  private var observation: SettingsObservation?

  init(store: any SettingsStore) {
    observation = store.observe { [weak self] change in self?.changed(change) }
  }

  func read(_ key: String) {
    let cell: KeyCell
    if let existing = cells[key] {
      cell = existing
    } else {
      cell = KeyCell()
      cells[key] = cell
    }
    cell.access()
  }

  private func changed(_ change: SettingsChange) {
    guard let keys = change.keys else {
      for cell in cells.values { cell.mutate() }
      return
    }
    for key in keys { cells[key]?.mutate() }
  }
}

/// The observable stand-in of one key.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
@MainActor
private final class KeyCell: Observable {
  private let registrar = ObservationRegistrar()
  private(set) var version = 0

  func access() { registrar.access(self, keyPath: \.version) }

  func mutate() {
    registrar.withMutation(of: self, keyPath: \.version) { version &+= 1 }
  }
}
