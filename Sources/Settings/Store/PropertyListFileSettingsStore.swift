import Foundation

/// A store kept in one property-list file: a dictionary of settings values.
///
/// The file (and its folder) is created when it is missing. Every change rewrites it atomically (a temporary
/// file, then a rename), so a process killed while writing loses at most that change. A file
/// that cannot be read or is not a dictionary of settings is never fatal: the store starts
/// from the registered defaults and reports a ``diagnostics`` entry, and the next change
/// replaces the file. Each write costs O(values).
@MainActor
public final class PropertyListFileSettingsStore: SettingsStore {
  /// The file.
  public let url: URL
  /// What went wrong reading or writing the file, oldest first; also sent to
  /// ``diagnosticHandler``.
  public private(set) var diagnostics: [String] = []
  /// Called with every new diagnostic; writes it to standard error unless replaced.
  public var diagnosticHandler: @MainActor (String) -> Void
  private var userValues: [String: SettingsValue] = [:]
  private var defaults: [String: SettingsValue] = [:]
  private let observers = SettingsObservers()

  /// Opens the store at `url`, creating the file when it does not exist. Problems with the
  /// file go to `diagnosticHandler` (standard error by default) as well as ``diagnostics``.
  public init(url: URL, diagnosticHandler: (@MainActor (String) -> Void)? = nil) {
    self.url = url
    self.diagnosticHandler =
      diagnosticHandler ?? { message in
        FileHandle.standardError.write(Data("ComponentTableSettings: \(message)\n".utf8))
      }
    if FileManager.default.fileExists(atPath: url.path) {
      userValues = read()
    } else {
      write()
    }
  }

  /// The value the user set for `key`, else the registered default.
  public func value(forKey key: String) -> SettingsValue? { userValues[key] ?? defaults[key] }

  /// Sets (or with `nil` removes) the user's value, writes the file and tells observers.
  public func set(_ value: SettingsValue?, forKey key: String) {
    guard userValues[key] != value else { return }
    userValues[key] = value
    write()
    observers.notify(SettingsChange(keys: [key]))
  }

  /// Registers defaults; they are not written to the file, and values the user set are kept.
  public func register(defaults newDefaults: [String: SettingsValue]) {
    defaults.merge(newDefaults) { _, new in new }
  }

  /// Removes every value the user set and writes the empty file.
  public func removeAll() {
    let keys = Set(userValues.keys)
    userValues = [:]
    write()
    if !keys.isEmpty { observers.notify(SettingsChange(keys: keys)) }
  }

  /// Reads the file again, for changes another process made, and tells observers which values
  /// changed.
  public func reload() {
    let old = userValues
    userValues = read()
    let changed = Set(old.keys).union(userValues.keys).filter { old[$0] != userValues[$0] }
    if !changed.isEmpty { observers.notify(SettingsChange(keys: changed)) }
  }

  /// Calls `handler` after values change.
  public func observe(_ handler: @escaping @MainActor (SettingsChange) -> Void)
    -> SettingsObservation
  {
    observers.add(handler)
  }

  private func report(_ message: String) {
    diagnostics.append(message)
    diagnosticHandler(message)
  }

  private func read() -> [String: SettingsValue] {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      report(
        "could not read the settings file \(url.path) (\(error.localizedDescription)); "
          + "using the defaults"
      )
      return [:]
    }
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: data, format: nil)
    } catch {
      report("the settings file \(url.path) is not a property list; using the defaults")
      return [:]
    }
    guard let dictionary = object as? [String: Any] else {
      report(
        "the settings file \(url.path) holds \(type(of: object)), not a dictionary; "
          + "using the defaults"
      )
      return [:]
    }
    var values: [String: SettingsValue] = [:]
    for (key, object) in dictionary {
      if let value = SettingsValue(propertyList: object) {
        values[key] = value
      } else {
        report(
          "the settings file \(url.path) holds \(type(of: object)) for \"\(key)\", "
            + "not a setting; ignored"
        )
      }
    }
    return values
  }

  private func write() {
    do {
      let data = try PropertyListSerialization.data(
        fromPropertyList: userValues.mapValues(\.propertyList), format: .xml, options: 0)
      // The first write also makes the folders of a path like ~/.config/app/settings.plist.
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    } catch {
      report(
        "could not write the settings file \(url.path) (\(error.localizedDescription)); "
          + "the change lasts until the program ends"
      )
    }
  }
}
