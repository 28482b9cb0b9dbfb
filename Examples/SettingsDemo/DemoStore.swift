import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import SettingsScreen

/// The defaults suite the demo keeps its settings in between runs, unless `--store` names a
/// file.
let demoSuiteName = "ComponentTable.settings-demo"

/// The store `--store` names (a property-list file, created when missing), else the demo's own
/// defaults suite; emptied first with `--reset`.
@MainActor
func openStore(path: String?, reset: Bool) -> any SettingsStore {
  let store: any SettingsStore
  if let path {
    store = PropertyListFileSettingsStore(url: URL(fileURLWithPath: path))
  } else if let defaults = UserDefaultsSettingsStore(suiteName: demoSuiteName) {
    store = defaults
  } else {
    store = InMemorySettingsStore()
  }
  if reset { store.removeAll() }
  return store
}

/// Keeps the example model in a store: loads what an earlier run saved, and saves the fields
/// that changed since (cheap when nothing did, so it can run on every frame).
@MainActor
final class ModelPersistence {
  private struct Field {
    let key: String
    let get: (SettingsModel) -> SettingsValue
    let set: (SettingsModel, SettingsValue) -> Void
  }

  let model: SettingsModel
  let store: any SettingsStore
  private let fields: [Field]
  private var saved: [String: SettingsValue] = [:]

  init(model: SettingsModel, store: any SettingsStore) {
    self.model = model
    self.store = store
    func bool(_ key: String, _ path: ReferenceWritableKeyPath<SettingsModel, Bool>) -> Field {
      Field(key: key, get: { .bool($0[keyPath: path]) }, set: { $0[keyPath: path] = $1.boolValue })
    }
    func text(_ key: String, _ path: ReferenceWritableKeyPath<SettingsModel, String>) -> Field {
      Field(
        key: key, get: { .string($0[keyPath: path]) }, set: { $0[keyPath: path] = $1.stringValue })
    }
    // A value edited by hand outside the range the screen offers is ignored.
    func index(
      _ key: String, _ path: ReferenceWritableKeyPath<SettingsModel, Int>, _ range: Range<Int>
    ) -> Field {
      Field(
        key: key, get: { .integer($0[keyPath: path]) },
        set: { model, value in
          guard let number = value.doubleValue, number.rounded() == number,
            range.contains(Int(number))
          else { return }
          model[keyPath: path] = Int(number)
        })
    }
    // A number edited by hand outside the range the screen offers is ignored too.
    func number(
      _ key: String, _ path: ReferenceWritableKeyPath<SettingsModel, Double>,
      _ range: ClosedRange<Double>
    ) -> Field {
      Field(
        key: key, get: { .double($0[keyPath: path]) },
        set: { model, value in
          guard let number = value.doubleValue, range.contains(number) else { return }
          model[keyPath: path] = number
        })
    }
    // Every value the example screen and its child screens edit.
    fields = [
      text("name", \.name), bool("airplaneMode", \.airplaneMode), bool("wifi", \.wifi),
      bool("askToJoin", \.askToJoin), bool("bluetooth", \.bluetooth), text("network", \.network),
      text("deviceName", \.deviceName), number("brightness", \.brightness, 0...1),
      index("appearance", \.appearance, SettingsModel.appearances.indices),
      index("textSize", \.textSize, 1..<8),
      index("security", \.security, SettingsModel.securities.indices),
      index("storagePlan", \.storagePlan, SettingsModel.storagePlans.indices),
    ]
    for field in fields {
      if let value = store.value(forKey: field.key) { field.set(model, value) }
      saved[field.key] = field.get(model)
    }
  }

  /// Writes the fields that changed since the last save.
  func save() {
    for field in fields {
      let value = field.get(model)
      guard saved[field.key] != value else { continue }
      store.set(value, forKey: field.key)
      saved[field.key] = value
    }
  }
}

/// The root screen of the Settings.bundle at `path`, bound to `store`; a bundle that does not
/// load ends the program with the loader's message and exit status 1.
@MainActor
func bundleScreen(at path: String, store: any SettingsStore) -> TableScreen {
  do {
    let bundle = try SettingsBundle(contentsOf: URL(fileURLWithPath: path))
    return bundle.rootScreen(TerminalSettingsKit.self, store: store)
  } catch {
    FileHandle.standardError.write(Data("settings-demo: \(path): \(error)\n".utf8))
    exit(1)
  }
}
