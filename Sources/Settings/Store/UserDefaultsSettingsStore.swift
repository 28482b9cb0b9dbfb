import Foundation

/// A store backed by `UserDefaults`: what an app uses, and what a Settings.bundle's values are
/// read from by the system Settings app.
///
/// Changes made through this store notify its observers at once. On Apple platforms, changes
/// made to the same defaults object elsewhere arrive through `UserDefaults.didChangeNotification`
/// and notify observers with an unknown set of keys. swift-corelibs-foundation (Linux) does not
/// post that notification: call ``reload()`` after changing the defaults behind the store's back.
///
/// The store shares its defaults with the rest of the app, so it never removes a key it does
/// not manage: ``removeAll()`` removes only the keys this store has set or registered
/// defaults for (the settings), never other keys of the same domain.
@MainActor
public final class UserDefaultsSettingsStore: SettingsStore {
  /// The defaults read and written.
  public let defaults: UserDefaults
  /// The persistent domain the store's values live in: the suite's name, else the app's
  /// bundle identifier.
  public let domainName: String?
  /// The keys ``removeAll()`` removes: every key set through this store or given a default
  /// with ``register(defaults:)``.
  public private(set) var managedKeys: Set<String> = []
  private let observers = SettingsObservers()
  private var isWriting = false
  private var notificationToken: NotificationToken?

  /// A store over `defaults` (the standard defaults unless given).
  public init(
    _ defaults: UserDefaults = .standard, domainName: String? = Bundle.main.bundleIdentifier
  ) {
    self.defaults = defaults
    self.domainName = domainName
    notificationToken = NotificationToken(defaults: defaults) { [weak self] in
      guard let self, !self.isWriting else { return }
      self.observers.notify(SettingsChange(keys: nil))
    }
  }

  /// A store over the defaults suite `suiteName`, or `nil` when `UserDefaults` refuses the name
  /// (for example the app's own bundle identifier).
  public convenience init?(suiteName: String) {
    guard let defaults = UserDefaults(suiteName: suiteName) else { return nil }
    self.init(defaults, domainName: suiteName)
  }

  /// The value the user set for `key`, else the registered default; values that are not
  /// property-list values read as `nil`.
  public func value(forKey key: String) -> SettingsValue? {
    defaults.object(forKey: key).flatMap(SettingsValue.init(propertyList:))
  }

  /// Sets (or with `nil` removes) the user's value and tells observers when it changed.
  public func set(_ value: SettingsValue?, forKey key: String) {
    let old = self.value(forKey: key)
    managedKeys.insert(key)
    isWriting = true
    defer { isWriting = false }
    if let value {
      defaults.set(value.propertyList, forKey: key)
    } else {
      defaults.removeObject(forKey: key)
    }
    // A command-line process can exit right after a change; Apple platforms ignore this call.
    defaults.synchronize()
    if self.value(forKey: key) != old { observers.notify(SettingsChange(keys: [key])) }
  }

  /// Registers defaults in the registration domain, which never replaces values the user set.
  public func register(defaults newDefaults: [String: SettingsValue]) {
    managedKeys.formUnion(newDefaults.keys)
    defaults.register(defaults: newDefaults.mapValues(\.propertyList))
  }

  /// Removes the values the user set for ``managedKeys`` (the keys set through this store or
  /// registered as defaults), so their defaults show again. Other keys of the same defaults
  /// (the app's own, another library's) are never removed: the store did not write them.
  public func removeAll() {
    let keys = managedKeys
    guard !keys.isEmpty else { return }
    isWriting = true
    defer { isWriting = false }
    for key in keys { defaults.removeObject(forKey: key) }
    defaults.synchronize()
    observers.notify(SettingsChange(keys: keys))
  }

  /// Tells observers that any value may have changed, for changes made to the defaults
  /// without this store (which Linux does not announce).
  public func reload() {
    observers.notify(SettingsChange(keys: nil))
  }

  /// Calls `handler` after values change.
  public func observe(_ handler: @escaping @MainActor (SettingsChange) -> Void)
    -> SettingsObservation
  {
    observers.add(handler)
  }
}

/// The registration for `UserDefaults.didChangeNotification`, removed when released. A class
/// of its own because a main-actor store's deinit cannot reach a non-sendable token.
private final class NotificationToken: @unchecked Sendable {
  private let token: any NSObjectProtocol

  init(defaults: UserDefaults, onChange: @escaping @MainActor () -> Void) {
    token = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: defaults, queue: nil
    ) { _ in
      // Posted on the thread that changed the defaults.
      if Thread.isMainThread {
        MainActor.assumeIsolated { onChange() }
      } else {
        Task { @MainActor in onChange() }
      }
    }
  }

  deinit { NotificationCenter.default.removeObserver(token) }
}
