import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// Text as real bundles write it: untitled multi-values, found by their value and options and
/// named in paths by the value they show, and control characters in titles and values, which
/// the terminal shows on one line as iOS does.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsBundleTextTests {
  /// The bundle loaded, the app showing its root screen in a terminal of `columns` × `rows`,
  /// and the frame drawn.
  func rootFrame(of bundle: TemporaryBundle, columns: Int, rows: Int) throws
    -> (bundle: SettingsBundle, app: TerminalTableApp, frame: [String])
  {
    let loaded = try bundle.load()
    let app = try TerminalTableApp(root: loaded.rootScreen(store: InMemorySettingsStore()))
    app.resize(to: TerminalSize(columns: columns, rows: rows))
    return (loaded, app, app.renderFrame(styled: false))
  }

  static func untitledChoiceBundle() throws -> TemporaryBundle {
    try TemporaryBundle(root: [
      ["Type": "PSGroupSpecifier", "Title": "Refresh"],
      [
        "Type": "PSMultiValueSpecifier", "Title": "", "Key": "refresh", "DefaultValue": "hourly",
        "Titles": ["Hourly", "Daily"], "Values": ["hourly", "daily"],
      ],
    ])
  }

  @Test func anUntitledMultiValueIsFoundByItsValueAndItsOptions() throws {
    let bundle = try Self.untitledChoiceBundle()
    defer { bundle.remove() }
    let loaded = try bundle.load()
    let root = loaded.rootScreen(store: InMemorySettingsStore())
    let search = TableSearch(root: root)
    search.indexNow()
    search.query = "hourly"
    let found = search.results.map { "\($0.entry.path.joined(separator: " › ")): \($0.entry.title)" }
    // The row by the value it shows, and the option in the list, whose screen is named by
    // that value rather than left blank.
    #expect(found.contains("Settings: Hourly"))
    #expect(found.contains("Settings › Hourly: Hourly"))
    search.query = "daily"
    #expect(search.results.map(\.entry.path) == [["Settings", "Hourly"]])
    #expect(search.results.first?.entry.title == "Daily")
  }

  @Test func anUntitledMultiValuesOptionOpensFromTheTerminalSearch() throws {
    let bundle = try Self.untitledChoiceBundle()
    defer { bundle.remove() }
    let loaded = try bundle.load()
    let app = try TerminalTableApp(
      root: loaded.rootScreen(store: InMemorySettingsStore()))
    app.resize(to: TerminalSize(columns: 50, rows: 12))
    try app.replay("/ 'daily'")
    #expect(app.frameText.contains("Daily"))
    #expect(app.frameText.contains("Settings › Hourly"))
    try app.replay("enter")
    #expect(app.navigator?.top.engine?.dataSource.numberOfRows(inSection: 0) == 2)
    #expect(app.navigator?.path.count == 2)
  }

  @Test func controlCharactersInTitlesAndValuesStayOnTheirRow() throws {
    let bundle = try TemporaryBundle(root: [
      ["Type": "PSGroupSpecifier", "Title": "Line\none", "FooterText": "First\r\nSecond\u{07}"],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Bell\u{07}\tTab", "Key": "t"],
      [
        "Type": "PSTextFieldSpecifier", "Title": "Notes", "Key": "notes",
        "DefaultValue": "one\ntwo\rthree\u{1B}[2J",
      ],
      [
        "Type": "PSTitleValueSpecifier", "Title": "Version\n2", "Key": "v", "DefaultValue": "1.0\n(beta)",
      ],
    ])
    defer { bundle.remove() }
    let (loaded, _, frame) = try rootFrame(of: bundle, columns: 50, rows: 14)
    #expect(frame.count == 14)
    for line in frame {
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(line)")
      #expect(line.displayWidth == 50, "\(line)")
    }
    let text = frame.joined(separator: "\n")
    #expect(text.contains("LINE ONE"))
    #expect(text.contains("Bell Tab"))
    #expect(text.contains("[one two three]"))  // the escape sequence removed whole, not just its ESC
    #expect(text.contains("1.0 (beta)"))
    // A footer keeps its line breaks: two lines.
    #expect(frame.contains { $0.trimmingCharacters(in: .whitespaces) == "First" })
    #expect(frame.contains { $0.trimmingCharacters(in: .whitespaces) == "Second" })
    // The stored value is untouched: only what is shown is cleaned.
    #expect(loaded.defaults["notes"] == .string("one\ntwo\rthree\u{1B}[2J"))
  }

  @Test func aTextViewsLinesWrapInsideItsRow() throws {
    let lines = (1...8).map { "line \($0)" }.joined(separator: "\n")
    let bundle = try TemporaryBundle(root: [
      ["Type": "IASKTextViewSpecifier", "Title": "Notes", "Key": "notes", "DefaultValue": "one\ntwo\r\nthree"],
      ["Type": "IASKTextViewSpecifier", "Title": "Long", "Key": "long", "DefaultValue": lines],
      ["Type": "PSToggleSwitchSpecifier", "Title": "After", "Key": "after"],
    ])
    defer { bundle.remove() }
    let (_, app, frame) = try rootFrame(of: bundle, columns: 40, rows: 16)
    #expect(frame.count == 16)
    let body = frame.map { $0.trimmingCharacters(in: .whitespaces) }
    // The title line, then the text's own lines, indented, inside the row.
    let notes = try #require(body.firstIndex { $0.hasSuffix("Notes") })
    #expect(Array(body[notes + 1...notes + 3]) == ["one", "two", "three"])
    #expect(frame[notes + 1].hasPrefix("   one"))
    // A longer text shows five lines, the last one saying there is more.
    let long = try #require(body.firstIndex(of: "Long"))
    #expect(Array(body[long + 1...long + 4]) == ["line 1", "line 2", "line 3", "line 4"])
    #expect(body[long + 5] == "line 5 …")
    #expect(body[long + 6].hasPrefix("After"))
    // Editing still starts from the whole text, line breaks included.
    let engine = try #require(app.navigator?.top.engine)
    let notesRow = try #require(
      engine.component(at: IndexPath(row: 0, section: 0)).data(as: TerminalTextFieldCell.Data.self))
    #expect(notesRow.text == "one\ntwo\r\nthree")
  }
}
