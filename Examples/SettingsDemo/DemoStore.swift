import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import SettingsScreen

/// The defaults suite the example screen keeps its settings in between runs, unless `--store`
/// names a file.
let demoSuiteName = "ComponentTable.settings-demo"

/// The defaults suite of the bundle at `path`: one per bundle, so editing one bundle's
/// `name` never changes the example screen's Apple ID or another bundle's value, and
/// `--reset` in one mode leaves the others alone. The suite is named by the bundle's folder
/// name and a stable hash of its absolute path (two `Settings.bundle`s in different apps get
/// different suites).
func bundleSuiteName(forBundleAt path: String) -> String {
  let url = URL(fileURLWithPath: path).standardizedFileURL
  // FNV-1a, not `Hasher`: the name must be the same in every run.
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in url.path.utf8 {
    hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
  }
  let name = url.deletingPathExtension().lastPathComponent.filter {
    $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_"
  }
  return "\(demoSuiteName).bundle.\(name)-\(String(hash, radix: 16))"
}

/// Where the demo keeps its settings:
///
/// - `--store PATH`: that property-list file, as ``PropertyListFileSettingsStore`` treats it
///   (made at the first change; a file it cannot read is never written over), also for
///   `--keys` runs, which scripts rely on;
/// - `--keys` without `--store`: memory only, starting from the defaults, so a scripted run
///   shows the same screen every time and never changes what the interactive demo saved;
/// - otherwise the defaults suite of the mode: ``demoSuiteName`` for the example screen,
///   ``bundleSuiteName(forBundleAt:)`` for `--bundle`.
@MainActor
func openStore(path: String?, bundle: String?, scripted: Bool) -> any SettingsStore {
  if let path { return PropertyListFileSettingsStore(url: URL(fileURLWithPath: path)) }
  if scripted { return InMemorySettingsStore() }
  let suite = bundle.map(bundleSuiteName(forBundleAt:)) ?? demoSuiteName
  return UserDefaultsSettingsStore(suiteName: suite) ?? InMemorySettingsStore()
}

/// `--reset`: removes the user's values of `keys` (the keys the screen shows) and nothing
/// else, so a store file shared with other programs keeps their values.
@MainActor
func reset(_ keys: some Sequence<String>, in store: any SettingsStore) {
  for key in keys { store.set(nil, forKey: key) }
}

/// The Settings.bundle at `path`; one whose root pane cannot be read ends the program with
/// the loader's message and exit status 1. What the loader went past is reported by the root
/// screen when it is shown (through the engine's diagnostics, to standard error), every pane's
/// at once. Titles are in `language` when given, else in the languages the environment names;
/// panes and specifiers are those iOS shows on `idiom`.
func loadBundle(at path: String, language: String?, idiom: SettingsBundle.Idiom) -> SettingsBundle {
  do {
    return try SettingsBundle(
      contentsOf: URL(fileURLWithPath: path),
      preferredLanguages: language.map { [$0] } ?? SettingsBundle.systemLanguages, idiom: idiom)
  } catch {
    reportError("\(path): \(error)")
    exit(1)
  }
}

/// The name the root of the bundle at `path` is titled with: the Settings app titles a
/// bundle's root with the app's name, and here the bundle stands for the app, so its name
/// (`Settings` for `Settings.bundle`, `MyApp` for `MyApp.bundle`).
func appName(ofBundleAt path: String) -> String {
  URL(fileURLWithPath: path).standardizedFileURL.deletingPathExtension().lastPathComponent
}
