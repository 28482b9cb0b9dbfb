import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import SettingsScreen

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `settings-demo`: the example settings screen in the terminal.
///
/// In a terminal it runs interactively. With output piped, or with `--keys`, it lays the screen
/// out, replays the keys, prints the screen once and exits. What changed is saved for the next
/// run in the file `--store` names, else (except for `--keys` runs) in the defaults suite of
/// the mode: one for the example screen, one per bundle.
let usage = """
  usage: settings-demo [--width N] [--height N] [--keys SCRIPT] [--styled] [--screen-reader]
                       [--bundle PATH] [--idiom phone|pad] [--language LANG]
                       [--store PATH] [--reset] [--audit]

    --width N       columns of the screen (default: the terminal's, else 80)
    --height N      lines of the screen (default: the terminal's when interactive,
                    else everything without scrolling)
    --keys SCRIPT   keys to replay without a terminal, e.g. "down down enter end q"
                    (names: up down left right pgup pgdn home end enter space esc tab
                    backspace, a single character, 'quoted text', text:abc, key*N)
    --styled        keep colours and highlight in printed output
    --screen-reader say the focused row as VoiceOver would: on the status line, and
                    with --keys or piped output one line per change instead of the screen
    --bundle PATH   show the Settings.bundle at PATH instead of the example screen;
                    the status line names the device and the root file read
    --idiom IDIOM   read the bundle as iOS reads it on a phone or a pad: its
                    Root~iphone.plist or Root~ipad.plist (and child panes' variants),
                    and only the specifiers whose SupportedUserInterfaceIdioms name
                    the device (default: phone)
    --language LANG the bundle's titles in LANG (e.g. de, pt-BR), falling back as
                    iOS does: LANG, its base language, en, Base.lproj, the titles as
                    written (default: LANGUAGE, LC_ALL, LC_MESSAGES or LANG, then the
                    system's languages)
    --store PATH    keep the settings in the property-list file PATH instead of the
                    demo's defaults suite, also for --keys runs. The file is made at the
                    first change. An existing file keeps every value it holds (also
                    those the screen does not show) and its format; it is rewritten only
                    when a value changes. A file that is not a property list of settings
                    (or not a regular file) is never written: changes are then kept in
                    memory only, and a message says so. A symbolic link is followed.
    --reset         clear the saved values of the keys the screen shows first
    --audit         print what an accessibility audit finds on every screen (the
                    example's, or the bundle's panes) and exit: 0 when it finds
                    nothing, 3 when it finds something

  Keys: ↑↓ move, ⏎/space/→ open or select, ←→ adjust, esc back, / search every screen
  (type, ↑↓ choose, ⏎ open the result, esc close), q or ctrl-c quit, ctrl-z suspend.
  Try --keys "/ 'join' enter".

  Without --store the settings are kept in a defaults suite of their own for the
  example screen and for each bundle; a --keys run without --store starts from the
  defaults and saves nothing.

  Exit status: 0 when the screen was shown (problems in a bundle's specifiers, child
  panes or .strings tables are reported on standard error and cost only themselves),
  1 when the bundle's root pane cannot be read, 2 for a bad option, 3 when --audit
  finds something.
  """

struct Options {
  var width: Int?
  var height: Int?
  var keys: [TerminalKey]?
  var styled = false
  var bundle: String?
  var idiom = SettingsBundle.Idiom.current
  var language: String?
  var store: String?
  var reset = false
  var screenReader = false
  var audit = false
}

func parseOptions(_ arguments: [String]) -> Options {
  var options = Options()
  var index = 0
  func value(for flag: String) -> String {
    index += 1
    guard index < arguments.count else { fail("\(flag) needs a value") }
    return arguments[index]
  }
  func number(for flag: String) -> Int {
    let text = value(for: flag)
    guard let number = Int(text), number > 0, number <= 10_000 else {
      fail("\(flag) must be a whole number from 1 to 10000, not \"\(text)\"")
    }
    return number
  }
  while index < arguments.count {
    switch arguments[index] {
    case "--width": options.width = number(for: "--width")
    case "--height": options.height = number(for: "--height")
    case "--keys":
      do { options.keys = try KeyScript.parse(value(for: "--keys")) } catch { fail("--keys: \(error)") }
    case "--styled": options.styled = true
    case "--screen-reader": options.screenReader = true
    case "--bundle": options.bundle = value(for: "--bundle")
    case "--idiom":
      let name = value(for: "--idiom")
      guard let idiom = SettingsBundle.Idiom(rawValue: name) else {
        fail("--idiom must be phone or pad, not \"\(name)\"")
      }
      options.idiom = idiom
    case "--language": options.language = value(for: "--language")
    case "--store": options.store = value(for: "--store")
    case "--reset": options.reset = true
    case "--audit": options.audit = true
    case "--help", "-h":
      print(usage)
      exit(0)
    default: fail("unknown option \"\(arguments[index])\"")
    }
    index += 1
  }
  return options
}

/// Ends the run with status 2 after `message` (which may quote what was typed, so it is
/// sanitised) and a pointer to `--help`: the usage would bury the one line that matters.
func fail(_ message: String) -> Never {
  reportError("\(message)\nsee settings-demo --help")
  exit(2)
}

/// Writes `message` to standard error as `settings-demo: message`, safe to print: a diagnostic
/// quotes titles and paths from a bundle, which must not reach the terminal as controls.
func reportError(_ message: String) {
  FileHandle.standardError.write(Data("settings-demo: \(message.sanitizedForTerminal(keepingLineBreaks: true))\n".utf8))
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
let store = openStore(path: options.store, bundle: options.bundle, scripted: options.keys != nil)
// The example model keeps its settings in the store itself: every change is saved as it is
// made.
let model = SettingsModel(store: store)
let root: TableScreen
var language: Locale?
var bundleStatus: String?
// The words a screen reader hears from the package itself ("On", "Opens …"), in the
// screens' language.
var spokenWords = AccessibilityWords.english
if let path = options.bundle {
  let bundle = loadBundle(at: path, language: options.language, idiom: options.idiom)
  bundleStatus = "\(bundle.idiom == .pad ? "iPad" : "iPhone") · \(bundle.root.file)"
  // Search folds case and diacritics by the rules of the language the bundle is shown in.
  language = bundle.localization.map(Locale.init(identifier:))
  spokenWords = AccessibilityWords.forLanguage(bundle.localization)
  if options.reset { reset(bundle.keys, in: store) }
  // The Settings app titles a bundle's root with the app's name; the bundle stands for it.
  root = bundle.rootScreen(store: store, title: appName(ofBundleAt: path))
} else {
  if options.reset { reset(SettingsModel.Keys.names, in: store) }
  root = SettingsScreen.screen(model: model)
}
if options.audit {
  // Terminal rows are lines that do not grow with a text size: no clipped-text check.
  let findings = AccessibilityAudit(words: spokenWords, textMetrics: nil).audit(tree: root)
  for finding in findings { print("\(finding)".sanitizedForTerminal()) }
  print(findings.isEmpty ? "accessibility audit: no findings" : "accessibility audit: \(findings.count) findings")
  exit(findings.isEmpty ? 0 : 3)
}

let app: TerminalTableApp
/// What the status line says of the model's log: the entry the last key added, until the next
/// key ("Opened Family Sharing" is gone once the user goes back or edits another row).
@MainActor final class LogStatus {
  /// The app whose keys are counted; set once it is made.
  weak var app: TerminalTableApp?
  private var keysSeen = -1
  private var entriesSeen: Int
  private var entry: String?

  init(entries: Int) { entriesSeen = entries }

  func text(log: [String]) -> String? {
    let keysHandled = app?.keysHandled ?? 0
    guard keysHandled != keysSeen else { return entry }
    keysSeen = keysHandled
    entry = log.count != entriesSeen ? log.last : nil
    entriesSeen = log.count
    return entry
  }
}
let logStatus = LogStatus(entries: model.log.count)
do {
  app = try TerminalTableApp(root: root) {
    logStatus.text(log: model.log) ?? bundleStatus
  }
} catch {
  fail("could not build the screen: \(error)")
}
logStatus.app = app
// What the package reports (a bundle's specifiers and panes it went past) quotes the bundle's
// titles: through the sanitiser, as everything else printed.
TableDiagnostic.handler = { reportError($0.message) }

app.navigator?.accessibilityWords = spokenWords
app.speaksForScreenReaders = options.screenReader
app.searchLocale = language
let interactive = options.keys == nil && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
if interactive {
  do {
    // Asynchronously, so that the pretend server's answers and loaded values arrive between keys.
    try await app.runInteractiveAsync()
  } catch {
    fail("\(error)")
  }
} else {
  let terminal = TerminalSize.current(of: SystemTerminalDevice())
  let columns = options.width ?? (isatty(STDOUT_FILENO) == 1 ? terminal.columns : 80)
  // Without a height, the whole screen is printed: the viewport is as tall as the content of
  // the screen shown, measured at the width.
  func fit() {
    app.resize(to: TerminalSize(columns: columns, rows: options.height ?? TerminalSize.fallback.rows))
    guard options.height == nil else { return }
    app.resize(to: TerminalSize(columns: columns, rows: app.table.contentHeight + TerminalTableApp.chromeHeight))
  }
  fit()
  app.replay(options.keys ?? [])
  // What the keys started (the pretend server's answer, a value that loads) is shown finished.
  await app.settle()
  fit()
  if options.screenReader {
    // Linear output: what a screen reader said, in order, rather than a drawn screen.
    print(app.spokenLines.joined(separator: "\n"))
  } else {
    print(app.renderFrame(styled: options.styled).joined(separator: "\n"))
  }
}
