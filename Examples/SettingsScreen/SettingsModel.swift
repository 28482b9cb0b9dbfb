import ComponentTable
import ComponentTableSettings

/// The state behind the example settings screen. The settings themselves live in a settings
/// store (memory in tests, a defaults suite or a property-list file in the demo), under typed
/// keys, so they persist as `UserDefaults` and `@AppStorage` would keep them; the properties
/// read and write through the store. A screen that follows state sees every read of them
/// (reading a key through a store is tracked), so it shows each change without being told.
@MainActor
public final class SettingsModel {
  /// The settings the screens edit: each key's name, value type and default.
  public enum Keys {
    public static let name = SettingsKey("name", default: "Ann Lee")
    public static let airplaneMode = SettingsKey("airplaneMode", default: false)
    public static let wifi = SettingsKey("wifi", default: true)
    public static let askToJoin = SettingsKey("askToJoin", default: true)
    public static let bluetooth = SettingsKey("bluetooth", default: false)
    public static let network = SettingsKey("network", default: "Home")
    /// An index into ``SettingsModel/appearances``.
    public static let appearance = SettingsKey("appearance", default: 2)
    public static let textSize = SettingsKey("textSize", default: 3)
    /// The screen's brightness, from 0 to 1.
    public static let brightness = SettingsKey("brightness", default: 0.5)
    public static let deviceName = SettingsKey("deviceName", default: "Ann's Phone")
    /// An index into ``SettingsModel/securities``.
    public static let security = SettingsKey("security", default: 2)
    /// An index into ``SettingsModel/storagePlans``.
    public static let storagePlan = SettingsKey("storagePlan", default: 1)
    /// Whether a passcode is set; Face ID refuses to turn on without one.
    public static let passcode = SettingsKey("passcode", default: false)
    public static let faceID = SettingsKey("faceID", default: false)
    public static let iCloudBackup = SettingsKey("iCloudBackup", default: false)

    /// The names of every key, for clearing them (`settings-demo --reset`).
    public static let names = [
      name.name, airplaneMode.name, wifi.name, askToJoin.name, bluetooth.name, network.name,
      deviceName.name, brightness.name, appearance.name, textSize.name, security.name, storagePlan.name,
      passcode.name, faceID.name, iCloudBackup.name,
    ]
  }

  public static let appearances = ["Light", "Dark", "Automatic"]
  /// The networks "Other Networks…" lists; `network` is one of them.
  public static let networks = ["Home", "Office", "Café Libre", "Library Guest"]
  public static let securities = ["None", "WPA2", "WPA3"]
  public static let storagePlans = ["5 GB", "50 GB", "200 GB", "2 TB"]

  /// Where the settings are kept.
  public let store: any SettingsStore
  /// The account's address; not a setting.
  public let email = "ann.lee@example.com"
  /// What the user did, newest last; the demo shows the last entry in its status line.
  public private(set) var log: [String] = []
  /// How many times the iCloud Backup switch asked its pretend server; odd ones fail.
  public var backupRequests = 0
  /// How long the pretend server takes to answer, in nanoseconds (tests make it zero).
  public var serverDelay: UInt64 = 1_500_000_000
  /// The storage figure, which loads after `serverDelay`.
  public private(set) var storageUsed: LoadableValue<String>!

  /// A model over `store`; by default one in memory, starting from the keys' defaults.
  public init(store: any SettingsStore = InMemorySettingsStore()) {
    self.store = store
    storageUsed = LoadableValue { [weak self] in
      try await Task.sleep(nanoseconds: self?.serverDelay ?? 0)
      return "12.4 GB of 50 GB"
    }
  }

  public var name: String {
    get { store[Keys.name] }
    set { store[Keys.name] = newValue }
  }
  public var airplaneMode: Bool {
    get { store[Keys.airplaneMode] }
    set { store[Keys.airplaneMode] = newValue }
  }
  public var wifi: Bool {
    get { store[Keys.wifi] }
    set { store[Keys.wifi] = newValue }
  }
  public var askToJoin: Bool {
    get { store[Keys.askToJoin] }
    set { store[Keys.askToJoin] = newValue }
  }
  public var bluetooth: Bool {
    get { store[Keys.bluetooth] }
    set { store[Keys.bluetooth] = newValue }
  }
  public var network: String {
    get { store[Keys.network] }
    set { store[Keys.network] = newValue }
  }
  public var appearance: Int {
    get { store[Keys.appearance] }
    set { store[Keys.appearance] = newValue }
  }
  public var textSize: Int {
    get { store[Keys.textSize] }
    set { store[Keys.textSize] = newValue }
  }
  public var brightness: Double {
    get { store[Keys.brightness] }
    set { store[Keys.brightness] = newValue }
  }
  public var deviceName: String {
    get { store[Keys.deviceName] }
    set { store[Keys.deviceName] = newValue }
  }
  public var security: Int {
    get { store[Keys.security] }
    set { store[Keys.security] = newValue }
  }
  public var storagePlan: Int {
    get { store[Keys.storagePlan] }
    set { store[Keys.storagePlan] = newValue }
  }
  public var passcode: Bool {
    get { store[Keys.passcode] }
    set { store[Keys.passcode] = newValue }
  }
  public var faceID: Bool {
    get { store[Keys.faceID] }
    set { store[Keys.faceID] = newValue }
  }
  public var iCloudBackup: Bool {
    get { store[Keys.iCloudBackup] }
    set { store[Keys.iCloudBackup] = newValue }
  }

  /// Records something the user did.
  public func record(_ event: String) { log.append(event) }

  /// Back to the defaults, keeping the log and the account: the name and the iCloud plan stay,
  /// as the reset button's footer promises. The values are removed, so the defaults read again.
  public func reset() {
    let kept = [Keys.name.name, Keys.storagePlan.name]
    for key in Keys.names where !kept.contains(key) { store.set(nil, forKey: key) }
  }
}
