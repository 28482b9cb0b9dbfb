// The app that the examples in the package's doc comments are written in: its model, its
// store, its server and the screens it already has. The examples are checked against the real
// API; only these stand-ins of the app are given. Values a test or a host would make (an
// engine, a selection, a terminal app) are computed properties that are never run: the
// examples are compiled, not executed.
import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal

public enum Theme: String, CaseIterable, Sendable { case light, dark }

@MainActor public final class Model {
  public var wifi = true
  public var network = "Home"
  public var signedIn = true
  public var usesFaceID = false
  public var faceID = false
  public var hasPasscode = false
  public var cacheSize = "0 KB"
  public var serverStatus = "Up"
  public var brightness = 0.5
  public var theme = Theme.light
  public var resetLinkSent = false
  public var lowPower = false
  public var showsPreviews = true
  public var textSize = 3
  public var copies = 1
  public var spacing = 1.0
  public var deviceName = "Ann's Phone"
  public var email = "ann@example.com"
  public var language = "English"
  public var plan = 0
  public init() {}
  public func reset() {}
  public func measureCache() {}
  public func signOut() {}
  public func showAccount() {}
  public func showAcknowledgements() {}
  public func pollServer() async {}
}

@MainActor public final class Server {
  public enum Answer: Sendable { case success }
  public func setSync(_ isOn: Bool) async throws {}
  public func sendResetLink() async throws {}
  public func storageUsed() async throws -> String { "" }
  public func answer(with answer: Answer) {}
}

@MainActor public final class Session { public func end() {} }

@MainActor public let model = Model()
@MainActor public let server = Server()
@MainActor public let api = Server()
@MainActor public let session = Session()
@MainActor public let store = InMemorySettingsStore()
public let syncKey = SettingsKey("sync", default: false)
public let airplaneMode = SettingsKey("airplaneMode", default: false)
public let lockAfter = SettingsKey("lockAfter", default: 0)
public let bundleURL = URL(fileURLWithPath: "Settings.bundle")
public let row = IndexPath(row: 0, section: 0)

@MainActor public func refresh() {}
@MainActor public func signOut() {}
@MainActor public func passcodeScreen() -> TableScreen { TableScreen(title: "Passcode") {} }
@MainActor public func wifiScreen(_ model: Model) -> TableScreen { TableScreen(title: "Wi-Fi") {} }
@MainActor public func sections(for state: Model) -> [TableSection] { [] }
@MainActor public func aboutScreen() -> TableScreen { TableScreen(title: "About") {} }
@MainActor public let storage = LoadableValue { "12 MB" }
@MainActor public let plans = LoadableValue<[(value: Int, title: String)]> { [(0, "Free"), (1, "Pro")] }
@MainActor public let resetQuestion = TableDialog.notice(title: "Reset?")

public enum SettingsScreen {
  @MainActor public static func screen(model: Model) -> TableScreen { TableScreen(title: "Settings") {} }
  @MainActor public static func build(in engine: TableEngine, model: Model) throws {}
}

@MainActor public var settingsRoot: TableScreen { fatalError("compiled, not run") }
@MainActor public var settingsScreen: TableScreen { fatalError("compiled, not run") }
@MainActor public var screen: TableScreen { fatalError("compiled, not run") }
@MainActor public var engine: TableEngine { fatalError("compiled, not run") }
@MainActor public var navigator: TableNavigator { fatalError("compiled, not run") }
@MainActor public var app: TerminalTableApp { fatalError("compiled, not run") }
@MainActor public var selection: SelectionContext<ValueRowData> { fatalError("compiled, not run") }
public struct Activity { public var userInfo: [AnyHashable: Any]? }
@MainActor public var activity: Activity { fatalError("compiled, not run") }

public struct Profile: Hashable, Sendable { public var name: String }
@MainActor public let profile = Profile(name: "Ann")
@MainActor public final class ProfileCell: ComponentView {
  public init() {}
  public func configure(with profile: Profile) {}
  public static func height(for profile: Profile, width: CGFloat) -> ComponentHeight { .fixed(72) }
}
