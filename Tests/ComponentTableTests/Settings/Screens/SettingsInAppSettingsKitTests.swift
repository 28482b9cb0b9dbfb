import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// InAppSettingsKit bundles as its users write them (each a fixture written here): the
/// in-app root, buttons, text views, date pickers, screens the app makes, URLs, mail, custom
/// rows, options supplied at run time and keys hidden at run time.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsInAppSettingsKitTests {
  /// A bundle shown on a navigator of terminal tables.
  @MainActor struct Shown {
    let store = InMemorySettingsStore()
    let hooks = SettingsBundleHooks()
    let navigator: TableNavigator
    let bundle: SettingsBundle

    init(_ files: TemporaryBundle, configure: (SettingsBundleHooks) -> Void = { _ in }) throws {
      bundle = try files.load()
      configure(hooks)
      let root = bundle.rootScreen(store: store, hooks: hooks)
      navigator = try TableNavigator(root: root) { _ in TerminalTableView(width: 50, height: 30) }
    }

    var engine: TableEngine { navigator.top.engine! }
    var table: TerminalTableView { engine.host as! TerminalTableView }
    var lines: [String] { table.render() }

    func path(of text: String) throws -> IndexPath { try firstRow(showing: text, in: table) }

    func select(_ text: String) throws { table.selectRow(at: try path(of: text)) }
    func type(_ text: String, into row: String) throws {
      engine.dataSource.send(.control(.text(text), at: try path(of: row)))
    }
  }

  static let inAppRoot: [String: Any] = [
    "PreferenceSpecifiers": [
      ["Type": "PSGroupSpecifier", "Title": "In the app"],
      ["Type": "IASKButtonSpecifier", "Title": "Log Out", "Key": "logout"],
      ["Type": "IASKTextViewSpecifier", "Title": "Notes", "Key": "notes", "DefaultValue": "Hi"],
      [
        "Type": "IASKDatePickerSpecifier", "Title": "Birthday", "Key": "birthday",
        "DatePickerMode": "date", "DefaultValue": Date(timeIntervalSince1970: 1_577_934_245),
      ],
      ["Type": "PSChildPaneSpecifier", "Title": "Account", "IASKViewControllerClass": "AccountVC"],
      ["Type": "PSChildPaneSpecifier", "Title": "Help", "IASKSegueIdentifier": "showHelp"],
      ["Type": "IASKOpenURLSpecifier", "Title": "Website", "File": "https://example.com/app"],
      ["Type": "PSChildPaneSpecifier", "Title": "Licences", "File": "licences.html"],
      [
        "Type": "IASKMailComposeSpecifier", "Title": "Feedback",
        "IASKMailComposeToRecipents": ["help@example.com"], "IASKMailComposeSubject": "Hello",
      ],
      ["Type": "IASKCustomViewSpecifier", "Title": "Custom", "Key": "custom"],
      ["Type": "PSMultiValueSpecifier", "Title": "Server", "Key": "server"],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Advanced", "Key": "advanced"],
    ]
  ]

  func fixture() throws -> TemporaryBundle {
    try TemporaryBundle([
      "Root.plist": ["PreferenceSpecifiers": [["Type": "PSGroupSpecifier", "Title": "System"]]],
      "Root.inApp.plist": Self.inAppRoot,
      "licences.html": "<html><body>MIT</body></html>",
    ])
  }

  @Test func theInAppRootIsPreferredAndEverySpecifierLoadsWithoutADiagnostic() throws {
    let files = try fixture()
    defer { files.remove() }
    let bundle = try files.load()
    #expect(bundle.rootFile == "Root.inApp.plist")
    #expect(bundle.diagnostics.isEmpty, "\(bundle.diagnostics)")
    #expect(try SettingsBundle(contentsOf: files.url, rootFile: "Root.plist").root.specifiers.count == 1)
    let kinds = bundle.root.specifiers.map { "\($0)".prefix { $0 != "(" } }
    #expect(
      kinds == [
        "group", "button", "textView", "datePicker", "appPane", "appPane", "openURL", "openURL",
        "mailCompose", "custom", "multiValue", "toggle",
      ])
  }

  @Test func aMultiValuesFooterTextShowsUnderItsOptions() throws {
    let files = try TemporaryBundle([
      "Root.inApp.plist": [
        "PreferenceSpecifiers": [
          [
            "Type": "PSMultiValueSpecifier", "Title": "Quality", "Key": "quality", "DefaultValue": "hd",
            "Titles": ["SD", "HD"], "Values": ["sd", "hd"], "FooterText": "HD uses more data.",
          ]
        ]
      ]
    ])
    defer { files.remove() }
    let shown = try Shown(files)
    #expect(!shown.lines.contains { $0.contains("HD uses more data.") })
    try shown.select("Quality")
    let lines = shown.lines
    let option = try #require(lines.lastIndex { $0.contains("SD") })
    #expect(lines.dropFirst(option + 1).contains { $0.contains("HD uses more data.") }, "\(lines)")
  }

  @Test func aButtonTapReachesTheApp() throws {
    let files = try fixture()
    defer { files.remove() }
    var tapped: [String] = []
    let shown = try Shown(files) { hooks in hooks.buttonTapped = { key, _ in tapped.append(key) } }
    try shown.select("Log Out")
    #expect(tapped == ["logout"])
  }

  @Test func aTextViewAndADatePickerAreBoundToTheStore() throws {
    let files = try fixture()
    defer { files.remove() }
    let shown = try Shown(files)
    // A text view shows its text wrapped below its title.
    let notes = try #require(shown.lines.firstIndex { $0.contains("Notes") })
    #expect(shown.lines[notes + 1].trimmingCharacters(in: .whitespaces) == "Hi")
    try shown.type("Many\nlines", into: "Notes")
    #expect(shown.store.userValues["notes"] == .string("Many\nlines"))
    #expect(shown.lines.contains { $0.contains("Birthday") && $0.contains("2020-01-02") })
    try shown.type("2021-05-06", into: "Birthday")
    #expect(shown.store.userValues["birthday"] == .date(Date(timeIntervalSince1970: 1_620_259_200)))
    try shown.type("not a date", into: "Birthday")
    #expect(shown.store.userValues["birthday"] == .date(Date(timeIntervalSince1970: 1_620_259_200)))
  }

  @Test func childPanesTheAppMakesOpenTheScreenOfTheHook() throws {
    let files = try fixture()
    defer { files.remove() }
    var asked: [SettingsSpecifier.AppPane] = []
    let shown = try Shown(files) { hooks in
      hooks.appScreen = { pane in
        asked.append(pane)
        return pane.segueIdentifier == nil ? TableScreen(title: "Account screen") {} : nil
      }
    }
    try shown.select("Account")
    #expect(shown.navigator.path == ["Settings", "Account screen"])
    #expect(asked.first?.viewControllerClass == "AccountVC")
    shown.navigator.pop()
    try shown.select("Help")  // the app supplies no screen: nothing is pushed
    #expect(asked.last?.segueIdentifier == "showHelp")
    #expect(shown.navigator.path == ["Settings"])
  }

  @Test func urlsAndMailGoThroughTheirHooks() throws {
    let files = try fixture()
    defer { files.remove() }
    var opened: [URL] = []
    var mails: [SettingsSpecifier.MailCompose] = []
    let shown = try Shown(files) { hooks in
      hooks.openURL = { opened.append($0) }
      hooks.composeMail = { mails.append($0) }
    }
    try shown.select("Website")
    try shown.select("Licences")
    try shown.select("Feedback")
    #expect(opened.first == URL(string: "https://example.com/app"))
    #expect(opened.last?.isFileURL == true && opened.last?.lastPathComponent == "licences.html")
    #expect(mails.first?.recipients == ["help@example.com"] && mails.first?.subject == "Hello")
  }

  @Test func aCustomRowIsTheAppsComponent() throws {
    let files = try fixture()
    defer { files.remove() }
    let plain = try Shown(files)
    #expect(plain.lines.contains { $0.contains("Custom") })
    let custom = try Shown(files) { hooks in
      hooks.customRow = { key, _ in TableComponent.valueRow("Made by the app", value: key) }
    }
    #expect(custom.lines.contains { $0.contains("Made by the app") && $0.contains("custom") })
  }

  @Test func optionsSuppliedAtRunTimeAreShownAndStored() throws {
    let files = try fixture()
    defer { files.remove() }
    let shown = try Shown(files) { hooks in
      hooks.options = { key in
        key == "server" ? (["Europe", "Asia"], [.string("eu"), .string("asia")]) : nil
      }
    }
    try shown.select("Server")
    try shown.select("Asia")
    #expect(shown.store.userValues["server"] == .string("asia"))
    shown.navigator.pop()
    #expect(shown.lines.contains { $0.contains("Server") && $0.contains("Asia") })
  }

  @Test func hiddenKeysDisappearAndComeBackWithAnAnimatedUpdate() throws {
    let files = try fixture()
    defer { files.remove() }
    let shown = try Shown(files)
    #expect(shown.lines.contains { $0.contains("Advanced") })
    let before = shown.table.appliedUpdateCount
    shown.hooks.hiddenKeys = ["advanced", "logout"]
    #expect(!shown.lines.contains { $0.contains("Advanced") || $0.contains("Log Out") })
    let update = try #require(shown.table.lastAppliedUpdate)
    #expect(shown.table.appliedUpdateCount == before + 1)
    #expect(update.deletedRows.count == 2)
    shown.hooks.hiddenKeys = []
    #expect(shown.lines.contains { $0.contains("Advanced") })
    #expect(shown.table.lastAppliedUpdate?.insertedRows.count == 2)
  }

  @Test func aHiddenGroupHidesItsRowsUpToTheNextGroup() throws {
    let files = try TemporaryBundle(root: [
      ["Type": "PSGroupSpecifier", "Title": "Expert", "Key": "expert"],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Debug", "Key": "debug"],
      ["Type": "PSGroupSpecifier", "Title": "Always"],
      ["Type": "PSToggleSwitchSpecifier", "Title": "Shown", "Key": "shown"],
    ])
    defer { files.remove() }
    let shown = try Shown(files)
    #expect(shown.lines.contains { $0.contains("EXPERT") })
    shown.hooks.hiddenKeys = ["expert"]
    #expect(!shown.lines.contains { $0.contains("EXPERT") || $0.contains("Debug") })
    #expect(shown.lines.contains { $0.contains("Shown") })
    #expect(shown.table.lastAppliedUpdate?.deletedSections == [0])
  }
}
