import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// Every control kind, plain and bound to a store key, refusing a change twice in a row: the
/// row shows its old value at once (its data and its drawn line), nothing is stored or told,
/// the message shows on the row and is announced, and the row and the store never disagree.
@MainActor
@Suite struct ControlRefusalTests {

  static let message = "Set a passcode first."

  /// A table of `rows`, 40 columns wide, on a navigator so that option pickers can open.
  func app(_ rows: @escaping () -> [TableComponent]) throws -> TerminalTableApp {
    let app = try TerminalTableApp(root: TableScreen(title: "Root") { TableSection(id: "rows", rows: rows()) })
    // The app passes the oracle on to every screen it shows.
    try engine(app).hostCallObserver = UIKitRulesOracle(policy: .record)
    app.resize(to: TerminalSize(columns: 42, rows: 16))
    return app
  }

  func engine(_ app: TerminalTableApp) throws -> TableEngine { try #require(app.navigator?.top.engine) }

  let first = IndexPath(row: 0, section: 0)

  /// Sends `event` to the first row twice and checks after each that nothing changed.
  func refuseTwice<RowData: RowStatusCarrying>(
    _ app: TerminalTableApp, _ rowData: RowData.Type, event: ControlEvent, shown: (RowData) -> String,
    expected: String, store: InMemorySettingsStore? = nil, changes: () -> Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let engine = try engine(app)
    let storedBefore = store?.userValues
    let updatesBefore = app.table.appliedUpdateCount
    for attempt in 1...2 {
      engine.dataSource.send(.control(event, at: first))
      let data = try #require(try engine.component(at: first).data(as: rowData), sourceLocation: sourceLocation)
      #expect(shown(data) == expected, "attempt \(attempt)", sourceLocation: sourceLocation)
      #expect(data.status == .failed(Self.message), sourceLocation: sourceLocation)
      #expect(store?.userValues == storedBefore, sourceLocation: sourceLocation)
      #expect(changes() == 0, sourceLocation: sourceLocation)
      #expect(app.table.announcements.count == attempt, sourceLocation: sourceLocation)
      #expect(app.frameText.contains("! \(Self.message)"), sourceLocation: sourceLocation)
    }
    #expect(app.table.announcements == [Self.message, Self.message], sourceLocation: sourceLocation)
    // The table is as it was: the row was only configured again in place.
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 1, sourceLocation: sourceLocation)
    #expect(
      updates(app.table, since: updatesBefore).allSatisfy {
        $0.insertedRows.isEmpty && $0.deletedRows.isEmpty && $0.movedRows.isEmpty && $0.insertedSections.isEmpty
      }, sourceLocation: sourceLocation)
    #expect(app.table.inconsistencies.isEmpty, sourceLocation: sourceLocation)
    // VoiceOver reads the message with the row.
    let spoken = try #require(try engine.accessibilityDescription(forRowAt: first), sourceLocation: sourceLocation)
    #expect(spoken.hint?.hasPrefix(Self.message) == true, sourceLocation: sourceLocation)
  }

  func refuse<Value>() -> ControlChange<Value> { .refusing { _, _ in .refuse(Self.message) } }

  @Test func aPlainSwitchRefusedTwiceStaysOff() throws {
    var changes = 0
    let app = try app {
      [TableComponent.switchRow("Face ID", isOn: .value(false), change: refuse()) { _ in changes += 1 }]
    }
    try refuseTwice(app, SwitchRowData.self, event: .toggle(true), shown: { "\($0.isOn)" }, expected: "false") {
      changes
    }
    #expect(app.frameText.contains("[off]"))
    // The terminal's Return toggles through the same path.
    try app.replay("enter")
    #expect(try engine(app).component(at: first).data(as: SwitchRowData.self)?.isOn == false)
  }

  @Test func aStoreBoundSwitchRefusedTwiceLeavesTheStore() throws {
    let store = InMemorySettingsStore()
    let key = SettingsKey("faceID", default: false)
    var changes = 0
    let app = try app {
      [TableComponent.switchRow("Face ID", isOn: .key(key, in: store), change: refuse()) { _ in changes += 1 }]
    }
    try refuseTwice(
      app, SwitchRowData.self, event: .toggle(true), shown: { "\($0.isOn)" }, expected: "false", store: store
    ) { changes }
    #expect(store[key] == false)
  }

  @Test func aStringKeySwitchRefusedTwiceLeavesTheStore() throws {
    let store = InMemorySettingsStore()
    let app = try app { [TableComponent.switchRow("Face ID", isOn: .key("faceID", in: store), change: refuse())] }
    try refuseTwice(
      app, SwitchRowData.self, event: .toggle(true), shown: { "\($0.isOn)" }, expected: "false", store: store
    ) { 0 }
  }

  @Test func steppersRefusedTwiceKeepTheirValue() throws {
    var changes = 0
    let plain = try app {
      [TableComponent.stepperRow("Size", value: .value(3), range: 1...5, change: refuse()) { _ in changes += 1 }]
    }
    try refuseTwice(plain, StepperRowData.self, event: .step(1), shown: { $0.valueText }, expected: "3") { changes }
    let store = InMemorySettingsStore()
    let key = SettingsKey("size", default: 3)
    let bound = try app {
      [TableComponent.stepperRow("Size", value: .key(key, in: store), range: 1...5, change: refuse())]
    }
    try refuseTwice(
      bound, StepperRowData.self, event: .step(-1), shown: { $0.valueText }, expected: "3", store: store
    ) { 0 }
  }

  @Test func slidersRefusedTwiceKeepTheirValue() throws {
    var changes = 0
    let plain = try app {
      [TableComponent.sliderRow("Volume", value: .value(0.5), range: 0...1, change: refuse()) { _ in changes += 1 }]
    }
    try refuseTwice(plain, SliderRowData.self, event: .slide(0.8), shown: { "\($0.value)" }, expected: "0.5") {
      changes
    }
    let store = InMemorySettingsStore()
    let key = SettingsKey("volume", default: 0.5)
    let bound = try app {
      [TableComponent.sliderRow("Volume", value: .key(key, in: store), range: 0...1, change: refuse())]
    }
    try refuseTwice(
      bound, SliderRowData.self, event: .step(1), shown: { "\($0.value)" }, expected: "0.5", store: store
    ) { 0 }
  }

  @Test func textFieldsRefusedTwiceShowTheTextBefore() throws {
    var changes = 0
    let plain = try app {
      [TableComponent.textFieldRow("Name", text: .value("Ann"), change: refuse()) { _ in changes += 1 }]
    }
    try refuseTwice(plain, TextFieldRowData.self, event: .text("Bo"), shown: { $0.text }, expected: "Ann") {
      changes
    }
    let store = InMemorySettingsStore()
    let name = SettingsKey("name", default: "Ann")
    let bound = try app { [TableComponent.textFieldRow("Name", text: .key(name, in: store), change: refuse())] }
    try refuseTwice(
      bound, TextFieldRowData.self, event: .text("Bo"), shown: { $0.text }, expected: "Ann", store: store
    ) { 0 }
    // A number field decides about the text typed; a refused text is not stored.
    let limit = SettingsKey("limit", default: 10)
    var asked: [String] = []
    let numbers = try app {
      [
        TableComponent.textFieldRow(
          "Limit", text: .key(limit, in: store),
          change: .refusing { value, _ in
            asked.append(value)
            return .refuse(Self.message)
          })
      ]
    }
    try refuseTwice(
      numbers, TextFieldRowData.self, event: .text(" 25 "), shown: { $0.text }, expected: "10", store: store
    ) { 0 }
    #expect(asked == [" 25 ", " 25 "])
  }

  @Test func radioGroupsRefusedTwiceKeepTheirCheckmark() throws {
    var changes = 0
    let plain = try app {
      TableComponent.radioGroup(
        selection: .value(0), options: [(0, "Light"), (1, "Dark")], id: "theme", change: refuse()
      ) { _ in changes += 1 }
    }
    try refuseRadioTwice(plain, store: nil) { changes }
    let store = InMemorySettingsStore()
    let key = SettingsKey("theme", default: "light")
    let bound = try app {
      TableComponent.radioGroup(
        selection: .key(key, in: store), options: [("light", "Light"), ("dark", "Dark")], change: refuse())
    }
    try refuseRadioTwice(bound, store: store) { 0 }
    #expect(store[key] == "light")
  }

  func refuseRadioTwice(
    _ app: TerminalTableApp, store: InMemorySettingsStore?, changes: () -> Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let engine = try engine(app)
    let second = IndexPath(row: 1, section: 0)
    for attempt in 1...2 {
      engine.dataSource.send(.select(second))
      let light = try #require(try engine.component(at: first).data(as: CheckmarkRowData.self))
      let dark = try #require(try engine.component(at: second).data(as: CheckmarkRowData.self))
      #expect(light.isChecked && !dark.isChecked, "attempt \(attempt)", sourceLocation: sourceLocation)
      // The message shows on the option that was refused.
      #expect(dark.status == .failed(Self.message) && light.status == .idle, sourceLocation: sourceLocation)
      #expect(store?.userValues ?? [:] == [:], sourceLocation: sourceLocation)
      #expect(changes() == 0, sourceLocation: sourceLocation)
    }
    #expect(app.table.announcements == [Self.message, Self.message], sourceLocation: sourceLocation)
  }

  @Test func optionPickersRefusedTwiceKeepTheChoiceInTheListAndTheRow() throws {
    var changes = 0
    let plain = try app {
      [
        TableComponent.pickerRow(
          "Size", selection: .value(0), options: [(0, "S"), (1, "M"), (2, "L")], change: refuse()
        ) { _ in changes += 1 }
      ]
    }
    try refusePickerTwice(plain, store: nil) { changes }
    let store = InMemorySettingsStore()
    let key = SettingsKey("size", default: "S")
    let bound = try app {
      [
        TableComponent.pickerRow(
          "Size", selection: .key(key, in: store), options: [("S", "S"), ("M", "M"), ("L", "L")], change: refuse())
      ]
    }
    try refusePickerTwice(bound, store: store) { 0 }
  }

  func refusePickerTwice(
    _ app: TerminalTableApp, store: InMemorySettingsStore?, changes: () -> Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let navigator = try #require(app.navigator, sourceLocation: sourceLocation)
    try app.replay("enter")
    #expect(navigator.path == ["Root", "Size"], sourceLocation: sourceLocation)
    let list = try #require(navigator.top.engine, sourceLocation: sourceLocation)
    for attempt in 1...2 {
      list.dataSource.send(.select(IndexPath(row: 2, section: 0)))
      let chosen = try (0..<3).map { try list.component(at: IndexPath(row: $0, section: 0)) }
        .map { $0.data(as: CheckmarkRowData.self)?.isChecked }
      #expect(chosen == [true, false, false], "attempt \(attempt)", sourceLocation: sourceLocation)
      #expect(store?.userValues ?? [:] == [:], sourceLocation: sourceLocation)
      #expect(changes() == 0, sourceLocation: sourceLocation)
    }
    #expect(list.host.map { ($0 as? TerminalTableView)?.announcements } == [Self.message, Self.message])
    try app.replay("esc")
    let row = try navigator.top.engine?.component(at: first).data(as: ValueRowData.self)
    #expect(row?.value == "S", sourceLocation: sourceLocation)
  }

  @Test func aScreenReaderHearsTheRefusalAndTheRowWithItsMessage() throws {
    let app = try app { [TableComponent.switchRow("Face ID", isOn: .value(false), change: refuse())] }
    app.speaksForScreenReaders = true
    try app.replay("enter")
    #expect(app.spokenLines.suffix(2).contains(Self.message))
    let row = try #require(try engine(app).accessibilityDescription(forRowAt: first))
    #expect(row.spokenText.contains("Face ID, Switch button, Off") && row.spokenText.contains(Self.message))
  }

  @Test func aRefusalWithoutAMessageShowsNothingAndAnnouncesNothing() throws {
    let app = try app { [TableComponent.switchRow("Wi-Fi", isOn: .value(true), change: .refusing { _, _ in .refuse })] }
    let engine = try engine(app)
    engine.dataSource.send(.control(.toggle(false), at: first))
    engine.dataSource.send(.control(.toggle(false), at: first))
    let data = try engine.component(at: first).data(as: SwitchRowData.self)
    #expect(data?.isOn == true && data?.status == .idle)
    #expect(app.table.announcements.isEmpty)
  }

  @Test func theNextAcceptedChangeClearsTheMessage() throws {
    var allow = false
    var values: [Bool] = []
    let app = try app {
      [
        TableComponent.switchRow(
          "Face ID", isOn: .value(false), change: .refusing { _, _ in allow ? .accept : .refuse(Self.message) }
        ) { values.append($0) }
      ]
    }
    let engine = try engine(app)
    engine.dataSource.send(.control(.toggle(true), at: first))
    #expect(try engine.component(at: first).data(as: SwitchRowData.self)?.status == .failed(Self.message))
    allow = true
    engine.dataSource.send(.control(.toggle(true), at: first))
    let data = try engine.component(at: first).data(as: SwitchRowData.self)
    #expect(data?.isOn == true && data?.status == .idle && values == [true])
    #expect(!app.frameText.contains("! \(Self.message)"))
  }

  /// A screen declared again keeps a refusal's message while the refused change would still
  /// be refused, and drops it once it would not: the message is about the screen as it is.
  @Test func aRefusalsMessageStaysWhileTheChangeWouldStillBeRefused() throws {
    final class Model {
      var allowDark = false
      var note = "Before"
    }
    let model = Model()
    let screen = TableScreen(title: "Root") {
      TableSection(
        id: "theme", footerTitle: model.note,
        rows: TableComponent.radioGroup(
          selection: .value(0), options: [(0, "Light"), (1, "Dark")], id: "theme",
          change: .refusing { value, _ in value == 1 && !model.allowDark ? .refuse(Self.message) : .accept }
        ) { _ in })
    }
    let app = try TerminalTableApp(root: screen)
    let engine = try #require(screen.engine)
    let dark = IndexPath(row: 1, section: 0)
    func darkStatus() -> RowStatus? { (try? engine.component(at: dark))?.data(as: CheckmarkRowData.self)?.status }
    engine.dataSource.send(.select(dark))
    #expect(darkStatus() == .failed(Self.message))
    // Declared again with something else changed: Dark would still be refused.
    model.note = "After"
    try screen.refresh()
    #expect(darkStatus() == .failed(Self.message) && app.frameText.contains("! \(Self.message)"))
    // What refused it is gone: the option is shown as declared, still unchecked.
    model.allowDark = true
    try screen.refresh()
    let shown = try engine.component(at: dark).data(as: CheckmarkRowData.self)
    #expect(shown?.status == .idle && shown?.isChecked == false)
    #expect(!app.frameText.contains("! \(Self.message)"))
  }
}
