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
  public var deviceName = "Ann's Phone"
  /// What the user did, newest last; the demo shows the last entry in its status line.
  public private(set) var log: [String] = []

  public init() {}

  /// Records something the user did.
  public func record(_ event: String) { log.append(event) }

  /// Back to the defaults, keeping the log.
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
    deviceName = fresh.deviceName
    self.log = log
  }
}
