import Foundation

/// A `UserDefaults` suite of one test's own, under a name no other test or run uses; `remove()`
/// deletes it with everything written to it.
///
/// Every suite a test makes comes from here: a suite is a file on disk (on Linux,
/// swift-corelibs-foundation keeps it as `<name>.plist` in `$XDG_CONFIG_HOME`, else
/// `~/.config`), so a suite a test only empties key by key stays in the user's home folder.
struct TemporaryDefaultsSuite {
  /// The suite's name, as `UserDefaults(suiteName:)` and the stores take it.
  let name: String
  /// The suite itself.
  let defaults: UserDefaults

  struct Refused: Error, CustomStringConvertible {
    var name: String
    var description: String { "UserDefaults refused the suite name \(name)" }
  }

  /// A new suite named `prefix` followed by a dot and a fresh UUID.
  init(prefix: String = "ComponentTableTests") throws {
    name = "\(prefix).\(UUID().uuidString)"
    guard let defaults = UserDefaults(suiteName: name) else { throw Refused(name: name) }
    self.defaults = defaults
  }

  /// Deletes the suite: its values and the file Foundation kept them in (`removePersistentDomain`
  /// deletes that file too; `TemporaryDefaultsSuiteTests` checks it is gone).
  func remove() {
    defaults.removePersistentDomain(forName: name)
  }

  #if os(Linux)
    /// The file swift-corelibs-foundation keeps the suite in: `$XDG_CONFIG_HOME` when it is an
    /// absolute path, else `~/.config`, as CoreFoundation's `_CFXDGCreateConfigHomePath` finds it.
    var fileURL: URL {
      let configured = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      let folder =
        configured.map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent(".config")
      return folder.appendingPathComponent("\(name).plist")
    }
  #endif
}
