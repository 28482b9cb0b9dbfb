import Foundation

/// A store backed by `UserDefaults`: what an app uses, and what a Settings.bundle's values are
/// read from by the system Settings app.
///
/// Changes made through this store notify its observers at once. Changes made elsewhere are
/// found by comparing the values of the keys the store has read, set or registered with what it
/// saw last, and observers hear which keys changed:
/// - in this process, on `UserDefaults.didChangeNotification` (Apple platforms);
/// - in another process — the Settings app, where a Settings.bundle's values are edited — when
///   the app becomes active again: that notification "isn't posted when changes are made outside
///   the current process"
///   (https://developer.apple.com/documentation/foundation/userdefaults/didchangenotification), and
///   the user comes back from the Settings app by making the app active
///   (`UIApplication.didBecomeActiveNotification`; `NSApplication`'s on macOS). The store listens
///   for both by name, so it needs no UI framework;
/// - anywhere, when you call ``reload()`` (Linux posts neither notification).
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
  private var notificationTokens: [NotificationToken] = []
  /// The value of every key read, set or registered, as the store last saw it: what
  /// ``reload()`` compares with to find the keys changed elsewhere.
  private var lastSeen: [String: SettingsValue?] = [:]

  /// The notifications an app posts when it becomes active, by name: UIKit's and AppKit's.
  static let appBecameActiveNotifications = [
    Notification.Name("UIApplicationDidBecomeActiveNotification"),
    Notification.Name("NSApplicationDidBecomeActiveNotification"),
  ]

  /// A store over `defaults` (the standard defaults unless given).
  public init(
    _ defaults: UserDefaults = .standard, domainName: String? = Bundle.main.bundleIdentifier
  ) {
    self.defaults = defaults
    self.domainName = domainName
    let reload: @MainActor () -> Void = { [weak self] in
      guard let self, !self.isWriting else { return }
      self.reload()
    }
    notificationTokens =
      [NotificationToken(name: UserDefaults.didChangeNotification, object: defaults, onPost: reload)]
      + Self.appBecameActiveNotifications.map { NotificationToken(name: $0, object: nil, onPost: reload) }
  }

  /// A store over the defaults suite `suiteName`, or `nil` when `UserDefaults` refuses the name
  /// (for example the app's own bundle identifier).
  public convenience init?(suiteName: String) {
    guard let defaults = UserDefaults(suiteName: suiteName) else { return nil }
    self.init(defaults, domainName: suiteName)
  }

  /// A store over the defaults the Settings app keeps `bundle`'s values in: the suite of its
  /// app group (``SettingsBundle/applicationGroup``, the root pane's
  /// `ApplicationGroupContainerIdentifier`) when it names one, else the standard defaults.
  ///
  /// An app group's suite is shared only when the app has the group's entitlement; without
  /// it `UserDefaults` still opens a suite of that name, private to the app, and the Settings
  /// app's values are not seen. `UserDefaults` refuses only a name it never opens as a suite
  /// (the app's own bundle identifier, `NSGlobalDomain`); the store then uses the standard
  /// defaults, which are that domain.
  public convenience init(for bundle: SettingsBundle) {
    if let group = bundle.applicationGroup, let defaults = UserDefaults(suiteName: group) {
      self.init(defaults, domainName: group)
    } else {
      self.init()
    }
  }

  /// The value the user set for `key`, else the registered default; values that are not
  /// property-list values read as `nil`.
  public func value(forKey key: String) -> SettingsValue? {
    SettingsStoreState.of(self).trackRead(ofKey: key)
    let value = currentValue(forKey: key)
    if lastSeen.index(forKey: key) == nil { lastSeen[key] = .some(value) }
    return value
  }

  private func currentValue(forKey key: String) -> SettingsValue? {
    if let managed = managedConfiguration?[key].flatMap(SettingsValue.init(propertyList:)) {
      return managed
    }
    return defaults.object(forKey: key).flatMap(SettingsValue.init(propertyList:))
  }

  /// The key under which managed app configuration (an MDM server's settings for the app)
  /// is delivered in the app's defaults: "com.apple.configuration.managed", a dictionary.
  /// https://developer.apple.com/documentation/devicemanagement/appconfig
  package static let managedConfigurationKey = "com.apple.configuration.managed"

  private var managedConfiguration: [String: Any]? {
    defaults.dictionary(forKey: Self.managedConfigurationKey)
  }

  /// Whether an administrator manages `key`: a configuration profile forces it
  /// (`UserDefaults.objectIsForced(forKey:)`), or the managed app configuration dictionary
  /// (`managedConfigurationKey`) holds it, in which case that value is the one read.
  public func isForced(forKey key: String) -> Bool {
    defaults.objectIsForced(forKey: key) || managedConfiguration?[key] != nil
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
    persistForShortLivedProcess()
    let now = currentValue(forKey: key)
    lastSeen[key] = .some(now)
    if now != old { observers.notify(SettingsChange(keys: [key])) }
  }

  /// On Apple platforms `UserDefaults` saves by itself, and `synchronize()` is "unnecessary
  /// and shouldn't be used"
  /// (https://developer.apple.com/documentation/foundation/userdefaults/synchronize()).
  /// swift-corelibs Foundation writes only when asked, and a command-line process (the terminal
  /// demo) can exit right after a change, so there it is asked.
  private func persistForShortLivedProcess() {
    #if !canImport(Darwin)
      defaults.synchronize()
    #endif
  }

  /// Registers defaults in the registration domain, which never replaces values the user set.
  public func register(defaults newDefaults: [String: SettingsValue]) {
    managedKeys.formUnion(newDefaults.keys)
    defaults.register(defaults: newDefaults.mapValues(\.propertyList))
    for key in newDefaults.keys { lastSeen[key] = .some(currentValue(forKey: key)) }
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
    persistForShortLivedProcess()
    for key in keys { lastSeen[key] = .some(currentValue(forKey: key)) }
    observers.notify(SettingsChange(keys: keys))
  }

  /// Reads the keys the store has seen again and tells observers which changed since: for
  /// changes made to the defaults without this store. Called by itself on
  /// `UserDefaults.didChangeNotification` and when the app becomes active (see the type's
  /// description); call it yourself where neither is posted (Linux). Tells nobody when
  /// nothing changed. O(keys seen).
  public func reload() {
    var changed: Set<String> = []
    for (key, seen) in lastSeen {
      let now = currentValue(forKey: key)
      if now != seen {
        changed.insert(key)
        lastSeen[key] = .some(now)
      }
    }
    if !changed.isEmpty { observers.notify(SettingsChange(keys: changed)) }
  }

  /// Calls `handler` after values change.
  public func observe(_ handler: @escaping @MainActor (SettingsChange) -> Void)
    -> SettingsObservation
  {
    observers.add(handler)
  }
}

/// A registration for a notification, removed when released. A class of its own because a
/// main-actor store's deinit cannot reach a non-sendable token.
private final class NotificationToken: @unchecked Sendable {
  private let token: any NSObjectProtocol

  init(name: Notification.Name, object: AnyObject?, onPost: @escaping @MainActor () -> Void) {
    token = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { _ in
      // Posted on the thread that changed the defaults, or the main thread (app activation).
      if Thread.isMainThread {
        MainActor.assumeIsolated { onPost() }
      } else {
        Task { @MainActor in onPost() }
      }
    }
  }

  deinit { NotificationCenter.default.removeObserver(token) }
}
