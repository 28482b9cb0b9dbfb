import ComponentTable

/// The state behind the example settings screen.
@MainActor
public final class SettingsModel {
  public var name = "Ann Lee"
  public var email = "ann.lee@example.com"
  public var airplaneMode = false
  public var wifi = true
  public var askToJoin = true
  public var bluetooth = false
  public var network = "Home"
  public static let appearances = ["Light", "Dark", "Automatic"]
  public var appearance = 2
  public var textSize = 3
  /// The screen's brightness, from 0 to 1.
  public var brightness = 0.5
  public var deviceName = "Ann's Phone"
  /// The networks "Other Networks…" lists; `network` is one of them.
  public static let networks = ["Home", "Office", "Café Libre", "Library Guest"]
  public static let securities = ["None", "WPA2", "WPA3"]
  /// The security of the networks joined by hand, an index into `securities`.
  public var security = 2
  public static let storagePlans = ["5 GB", "50 GB", "200 GB", "2 TB"]
  /// The iCloud plan, an index into `storagePlans`.
  public var storagePlan = 1
  /// Whether a passcode is set; Face ID refuses to turn on without one.
  public var passcode = false
  public var faceID = false
  public var iCloudBackup = false
  /// How many times the iCloud Backup switch asked its pretend server; odd ones fail.
  public var backupRequests = 0
  /// How long the pretend server takes to answer, in nanoseconds (tests make it zero).
  public var serverDelay: UInt64 = 1_500_000_000
  /// The storage figure, which loads after `serverDelay`.
  public private(set) var storageUsed: LoadableValue<String>!
  /// What the user did, newest last; the demo shows the last entry in its status line.
  public private(set) var log: [String] = []

  public init() {
    storageUsed = LoadableValue { [weak self] in
      try await Task.sleep(nanoseconds: self?.serverDelay ?? 0)
      return "12.4 GB of 50 GB"
    }
  }

  /// Records something the user did.
  public func record(_ event: String) { log.append(event) }

  /// Back to the defaults, keeping the log and the account: the name, the e-mail address and
  /// the iCloud plan stay, as the reset button's footer promises.
  public func reset() {
    let log = self.log
    let fresh = SettingsModel()
    airplaneMode = fresh.airplaneMode
    wifi = fresh.wifi
    askToJoin = fresh.askToJoin
    bluetooth = fresh.bluetooth
    network = fresh.network
    appearance = fresh.appearance
    textSize = fresh.textSize
    brightness = fresh.brightness
    deviceName = fresh.deviceName
    security = fresh.security
    passcode = fresh.passcode
    faceID = fresh.faceID
    iCloudBackup = fresh.iCloudBackup
    self.log = log
  }
}
