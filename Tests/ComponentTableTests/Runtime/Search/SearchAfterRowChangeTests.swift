import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// A built-in row that replaces itself to show a new value is still found as the app told
/// search: by the app's keywords and by the factory's own words, with the screen the app said
/// it opens, and not at all when the app hid it. Each kind is changed as a user changes it, in
/// an app around a screen that declares nothing again, and the screen tree is searched.
@MainActor
@Suite struct SearchAfterRowChangeTests {
  /// Every built-in row that replaces itself when its value changes.
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case switchRow, storeSwitch, checkmark, stepper, slider, textField, radioOption, picker, waitingButton
    var testDescription: String { rawValue }

    /// The title of the row that is changed and searched.
    var title: String {
      switch self {
      case .radioOption: "Dark"
      case .picker: "Theme"
      default: "Wi-Fi"
      }
    }

    /// The rows of the kind, `modify` applied to the one titled ``title``.
    @MainActor func rows(_ modify: (TableComponent) -> TableComponent, store: any SettingsStore) -> [TableComponent] {
      switch self {
      case .switchRow: [modify(.switchRow("Wi-Fi", isOn: .value(true)))]
      case .storeSwitch: [modify(.switchRow("Wi-Fi", isOn: .key(SettingsKey("wifi", default: true), in: store)))]
      case .checkmark: [modify(.checkmarkRow("Wi-Fi", isChecked: .value(false)))]
      case .stepper: [modify(.stepperRow("Wi-Fi", value: .value(1), range: 0...5))]
      case .slider: [modify(.sliderRow("Wi-Fi", value: .value(2), range: 0...10, step: 1))]
      case .textField: [modify(.textFieldRow("Wi-Fi", text: .value("Home")))]
      case .radioOption:
        TableComponent.radioGroup(selection: .value(0), options: [(0, "Light"), (1, "Dark")]).enumerated().map {
          $0.offset == 1 ? modify($0.element) : $0.element
        }
      case .picker: [modify(.pickerRow("Theme", selection: .value(0), options: [(0, "Light"), (1, "Dark")]))]
      case .waitingButton: [modify(.buttonRow("Wi-Fi") { () async throws in })]
      }
    }

    /// Changes the row as a user does; the row showed something else before.
    @MainActor func change(in app: TerminalTableApp) async throws {
      let row = try app.row(titled: title)
      switch self {
      case .switchRow, .storeSwitch: try row.setOn(false)
      case .checkmark, .radioOption: try row.select()
      case .stepper, .slider: try row.step(1)
      case .textField: try row.setText("Office")
      case .picker: try row.choose("Dark")
      case .waitingButton:
        try row.select()
        await app.settle()
      }
    }
  }

  /// An app showing a screen of `kind`'s rows, `modify` applied to the one searched, after the
  /// user changed that row; and the row as the app's table holds it then.
  func changed(_ kind: Kind, _ modify: (TableComponent) -> TableComponent) async throws
    -> (TerminalTableApp, TableComponent)
  {
    let store = InMemorySettingsStore()
    let rows = kind.rows(modify, store: store)
    let app = try TerminalTableApp(root: TableScreen(title: "Settings") { TableSection(id: "main", rows: rows) })
    let before = try #require(app.navigator?.screens[0].engine).component(at: try app.row(titled: kind.title).indexPath)
    try await kind.change(in: app)
    #expect(app.navigator?.screens.count == 1, "the change left the app on its screen")
    let engine = try #require(app.navigator?.screens[0].engine)
    let after = try engine.component(at: try app.row(titled: kind.title).indexPath)
    #expect(after.box !== before.box, "the row replaced itself to show its new value")
    return (app, after)
  }

  /// The titles of what a search of the app's whole tree finds for `query`.
  func found(_ query: String, in app: TerminalTableApp) throws -> [String] {
    let search = TableSearch(root: try #require(app.navigator?.screens[0]))
    search.indexNow()
    search.query = query
    return search.results.map(\.entry.title)
  }

  @Test(arguments: Kind.allCases)
  func theAppsKeywordsStillFindTheRow(_ kind: Kind) async throws {
    let (app, row) = try await changed(kind) { $0.searchKeywords(["wlan", "wireless"]) }
    #expect(try found("wlan", in: app) == [kind.title])
    #expect(try found("wireless", in: app) == [kind.title])
    // Each word once: the app's after the factory's own.
    #expect(row.searchKeywords.suffix(2) == ["wlan", "wireless"])
    #expect(Set(row.searchKeywords).count == row.searchKeywords.count, "\(row.searchKeywords)")
  }

  @Test(arguments: Kind.allCases)
  func theScreenTheAppSaidItOpensIsStillSearched(_ kind: Kind) async throws {
    let (app, _) = try await changed(kind) {
      $0.searchDestination { TableScreen(title: "Networks") { TableSection(rows: [.textRow("Hidden Gem")]) } }
    }
    #expect(try found("gem", in: app) == ["Hidden Gem"])
  }

  @Test(arguments: Kind.allCases)
  func aRowTheAppHidStaysHidden(_ kind: Kind) async throws {
    let (app, _) = try await changed(kind) { $0.hiddenFromSearch() }
    #expect(try found(kind.title, in: app).isEmpty)
  }

  /// A picker's options find it, as the app's keywords do, after a choice: both, each once.
  @Test func aPickerIsFoundByItsOptionsAndTheAppsKeywordsAfterAChoice() async throws {
    let (app, row) = try await changed(.picker) { $0.searchKeywords(["appearance", "Dark"]) }
    #expect(try found("appearance", in: app) == ["Theme"])
    #expect(try found("light", in: app) == ["Theme"])
    #expect(row.searchKeywords == ["Light", "Dark", "appearance"])
  }

  /// A screen declared again while a change waits for its confirmation shows the waiting row in
  /// place of the declared one: found by the keywords the declaration gives it, then and after.
  @Test func aRowWaitingForItsChangeIsFoundByTheKeywordsDeclaredMeanwhile() async throws {
    let gate = Gate()
    let keywords = Keywords(["wlan"])
    let screen = TableScreen(title: "Settings") {
      TableSection(
        id: "main",
        rows: [
          TableComponent.switchRow("Wi-Fi", isOn: .value(true), change: .confirmed { _ in try await gate.wait() })
            .searchKeywords(keywords.words)
        ])
    }
    let app = try TerminalTableApp(root: screen)
    try app.row(titled: "Wi-Fi").setOn(false)
    keywords.words = ["wireless"]
    try screen.refresh(animation: .none)
    let engine = try #require(screen.engine)
    #expect(try engine.component(at: IndexPath(row: 0, section: 0)).data(as: SwitchRowData.self)?.status == .pending)
    #expect(try found("wireless", in: app) == ["Wi-Fi"])
    gate.succeed()
    await app.settle()
    #expect(try engine.component(at: IndexPath(row: 0, section: 0)).data(as: SwitchRowData.self)?.isOn == false)
    #expect(try found("wireless", in: app) == ["Wi-Fi"])
  }
}

/// The keywords a screen declares a row with, changed by the test between declarations.
@MainActor
private final class Keywords {
  var words: [String]
  init(_ words: [String]) { self.words = words }
}
