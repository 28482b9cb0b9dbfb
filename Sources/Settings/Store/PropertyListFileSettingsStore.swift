import ComponentTable
import Foundation

/// A store kept in one property-list file: a dictionary of settings values.
///
/// How the file is treated, so that no value of the user's is ever lost:
///
/// - **Every value is kept.** Values of any property-list type (arrays, dates, data,
///   dictionaries, integers above `Int64.max`) are read as ``SettingsValue``s and written back
///   as they were, whether or not a row shows them. The file keeps its format (XML or binary).
///   An OpenStep-format file is read but never written (Foundation cannot write that format,
///   and writing it as XML would change a file the user did not ask to convert): the store
///   runs read-only, and says why.
/// - **Nothing is written unless a value changes.** Opening, registering defaults, and
///   setting a value to what it already is leave the file byte for byte as it was. A missing
///   file (and its folders) is made by the first change.
/// - **A file that cannot be read or parsed is never written over.** The store then runs
///   *read-only*: it starts from the registered defaults, keeps changes in memory until the
///   program ends, and says so in ``diagnostics`` when it opens and at the first change
///   (``readOnlyReason`` tells why). Move the file away, or fix it, to save changes again. (An
///   empty file holds no values, so it is treated as an empty store and written.)
/// - **A file without write permission is not replaced.** Renaming a new file over it would
///   succeed in a writable folder, so its permission bits are respected instead: the store
///   reads its values and runs read-only, as for a file it cannot parse.
/// - **Links are followed; only regular files are written.** A symbolic link's target is
///   updated and keeps its permissions (and, for root, its owner); the link stays a link. A
///   path that leads to a folder, a device, a socket or a pipe is refused: read-only, with a
///   diagnostic naming what stands there.
///
/// Each change rewrites the file atomically (a temporary file beside it, then a rename), so a
/// process killed while writing loses at most that change. Each write costs O(values): a
/// property list cannot be changed in place. Opening costs O(values) too. With Foundation on a
/// two-core Linux machine, a file of 200,000 values took 2.4 s (XML) or 1.4 s (binary) to open
/// and 5.0 s or 2.8 s per change; Apple platforms are faster. Make many changes inside
/// ``performBatch(_:)`` to write them once.
@MainActor
public final class PropertyListFileSettingsStore: SettingsStore {
  /// The file, as given (a symbolic link stays one; its target is written).
  public let url: URL
  /// What went wrong reading or writing the file, oldest first; each was also reported
  /// (`TableDiagnostic.report(_:)`).
  public private(set) var diagnostics: [TableDiagnostic] = []
  /// Why changes are not written to the file (it could not be read or parsed, the path is not
  /// a regular file, the file has no write permission or is in the OpenStep format), or `nil`
  /// when they are.
  public private(set) var readOnlyReason: String?
  private var layers = SettingsLayers()
  private var format = PropertyListSerialization.PropertyListFormat.xml
  private var hasReportedUnsavedChange = false
  /// How deep ``performBatch(_:)`` calls are nested; writes wait while it is above zero.
  private var batchDepth = 0
  /// A change was made in a batch and is not written yet.
  private var hasUnwrittenChange = false
  private let observers = SettingsObservers()

  /// Whether changes stay in memory because the file must not be written over.
  public var isReadOnly: Bool { readOnlyReason != nil }

  /// Opens the store at `url`. A missing file is not made until the first change. Problems
  /// with the file are reported (`TableDiagnostic.report(_:)`: standard error by default) and
  /// kept in ``diagnostics``.
  public init(url: URL) {
    self.url = url
    layers.user = read()
  }

  /// The values an administrator forces, by key: kept in memory, never written to the
  /// file; they win over the file's values and lock rows bound to them.
  public var forcedValues: [String: SettingsValue] { layers.forced }

  /// The forced value for `key`, else the value in the file, else the registered default.
  public func value(forKey key: String) -> SettingsValue? {
    SettingsStoreState.of(self).trackRead(ofKey: key)
    return layers.value(forKey: key)
  }

  /// Makes `key` managed by an administrator with `value` (`nil` ends it); the file is not
  /// written. Observers are told when the value shown changed.
  public func force(_ value: SettingsValue?, forKey key: String) {
    if layers.force(value, forKey: key) { observers.notify(SettingsChange(keys: [key])) }
  }

  /// Whether ``force(_:forKey:)`` made `key` managed.
  public func isForced(forKey key: String) -> Bool { layers.forced[key] != nil }

  /// Sets (or with `nil` removes) the user's value, writes the file and tells observers.
  /// Setting the value the key already has writes nothing.
  public func set(_ value: SettingsValue?, forKey key: String) {
    guard layers.setUserValue(value, forKey: key) else { return }
    write()
    observers.notify(SettingsChange(keys: [key]))
  }

  /// Registers defaults; they are not written to the file, and values the user set are kept.
  public func register(defaults newDefaults: [String: SettingsValue]) {
    layers.register(defaults: newDefaults)
  }

  /// Makes the changes `changes` makes, and writes the file once at the end instead of once
  /// per change: setting 1,000 keys costs one write of the file. Observers are told of each
  /// change as it is made. Batches may nest; the outermost one writes.
  public func performBatch(_ changes: () throws -> Void) rethrows {
    batchDepth += 1
    defer {
      batchDepth -= 1
      if batchDepth == 0, hasUnwrittenChange { write() }
    }
    try changes()
  }

  /// Removes every value in the file (the file is the store's), and writes it when there
  /// were any.
  public func removeAll() {
    let keys = layers.removeUserValues()
    guard !keys.isEmpty else { return }
    write()
    observers.notify(SettingsChange(keys: keys))
  }

  /// Reads the file again, for changes another process made, and tells observers which values
  /// changed. A file that has become unreadable makes the store read-only, as when opening.
  public func reload() {
    let old = layers.user
    layers.user = read()
    let new = layers.user
    let changed = Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }
    if !changed.isEmpty { observers.notify(SettingsChange(keys: changed)) }
  }

  /// Calls `handler` after values change.
  public func observe(_ handler: @escaping @MainActor (SettingsChange) -> Void)
    -> SettingsObservation
  {
    observers.add(handler)
  }

  private func report(_ kind: TableDiagnostic.Kind) {
    let diagnostic = TableDiagnostic(settingsFile: kind)
    diagnostics.append(diagnostic)
    TableDiagnostic.report(diagnostic)
  }

  /// Makes the store read-only for `reason` and says so, and returns no values (the file
  /// could not be read).
  private func refuse(_ reason: String) -> [String: SettingsValue] {
    keepReadOnly(reason)
    return [:]
  }

  /// Makes the store read-only for `reason` and says so, once per reason: a reload that
  /// finds the same problem does not repeat it.
  private func keepReadOnly(_ reason: String) {
    readOnlyReason = reason
    guard reportedReadOnlyReason != reason else { return }
    reportedReadOnlyReason = reason
    report(.settingsFileReadOnly(url: url, reason: reason))
  }

  /// The read-only reason last reported.
  private var reportedReadOnlyReason: String?

  /// The values in the file; a file that must not be written over makes the store
  /// read-only.
  private func read() -> [String: SettingsValue] {
    readOnlyReason = nil
    // A file that is fine again may be reported again when it breaks once more.
    defer { if readOnlyReason == nil { reportedReadOnlyReason = nil } }
    let target = SettingsFile.resolve(url)
    switch SettingsFile.kind(at: target) {
    case .missing: return [:]
    case .other(let description):
      let place = target == url.standardizedFileURL ? "" : " (it leads to \(target.path))"
      return refuse("is \(description), not a regular file\(place)")
    case .regular(let permissions, let owner, let group):
      if !SettingsFile.isWritable(permissions: permissions, owner: owner, group: group) {
        keepReadOnly(
          "has no write permission (mode \(String(permissions & 0o777, radix: 8))); its values are read")
      }
    }
    let data: Data
    do {
      data = try Data(contentsOf: target)
    } catch {
      return refuse("cannot be read (\(error.localizedDescription))")
    }
    if data.isEmpty { return [:] }
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(
        from: data, options: [], format: &format)
    } catch {
      return refuse("is not a property list")
    }
    guard let dictionary = object as? [String: Any] else {
      return refuse("holds \(Self.kind(of: object)), not a dictionary of settings")
    }
    var values: [String: SettingsValue] = [:]
    values.reserveCapacity(dictionary.count)
    for (key, object) in dictionary {
      guard let value = SettingsValue(propertyList: object) else {
        return refuse("holds a value for \"\(key)\" that is not a property-list value")
      }
      values[key] = value
    }
    if format == .openStep {
      keepReadOnly(
        "is in the OpenStep format, which Foundation cannot write (writing it as XML would "
          + "convert it); its values are read")
    }
    return values
  }

  private static func kind(of object: Any) -> String {
    switch object {
    case is [Any]: "an array"
    case is String: "a string"
    default: "a \(type(of: object))"
    }
  }

  private func write() {
    guard batchDepth == 0 else {
      hasUnwrittenChange = true
      return
    }
    hasUnwrittenChange = false
    if let readOnlyReason {
      guard !hasReportedUnsavedChange else { return }
      hasReportedUnsavedChange = true
      report(.settingsChangeNotSaved(url: url, reason: readOnlyReason))
      return
    }
    do {
      let data = try PropertyListSerialization.data(
        fromPropertyList: layers.user.mapValues(\.propertyList),
        format: format == .binary ? .binary : .xml, options: 0)
      try SettingsFile.write(data, to: SettingsFile.resolve(url))
    } catch {
      report(.settingsFileWriteFailed(url: url, reason: "\(error)"))
    }
  }
}
