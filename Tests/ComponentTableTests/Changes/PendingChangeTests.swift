import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// A stand-in for a server that answers when the test says so: `wait()` returns or throws
/// once `open(_:)` is called, whichever comes first. A cancelled wait throws
/// `CancellationError` unless the gate ignores cancellation (a handler that never checks).
@MainActor
final class Gate {
  private var continuation: CheckedContinuation<Void, any Error>?
  private var result: Result<Void, any Error>?
  let ignoresCancellation: Bool

  init(ignoresCancellation: Bool = false) { self.ignoresCancellation = ignoresCancellation }

  func wait() async throws {
    if let result { return try result.get() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation = $0 }
    } onCancel: {
      Task { @MainActor in if !self.ignoresCancellation { self.open(.failure(CancellationError())) } }
    }
  }

  func open(_ result: Result<Void, any Error>) {
    guard self.result == nil else { return }
    self.result = result
    continuation?.resume(with: result)
    continuation = nil
  }

  func succeed() { open(.success(())) }
}

struct ServerDown: LocalizedError {
  var errorDescription: String? { "The server could not be reached." }
}

struct PlainFailure: Error {}

/// Changes confirmed by an asynchronous handler: pending, kept and stored, put back with the
/// error's message, the last change winning, a screen released or a row deleted meanwhile,
/// and the cancel path; all driven without sleeping.
@MainActor
@Suite struct PendingChangeTests {

  let first = IndexPath(row: 0, section: 0)

  func app(_ rows: @escaping () -> [TableComponent]) throws -> (TerminalTableApp, TableEngine) {
    let app = try TerminalTableApp(root: TableScreen(title: "Root") { TableSection(id: "rows", rows: rows()) })
    let engine = try #require(app.navigator?.top.engine)
    // Held to UIKit's rules: `app.table.inconsistencies` reads what the oracle found.
    engine.hostCallObserver = UIKitRulesOracle(policy: .record)
    app.resize(to: TerminalSize(columns: 50, rows: 12))
    return (app, engine)
  }

  func switchData(_ engine: TableEngine) throws -> SwitchRowData? {
    try engine.component(at: first).data(as: SwitchRowData.self)
  }

  @Test func aPendingChangeShowsUpdatingThenIsStoredWhenConfirmed() async throws {
    let store = InMemorySettingsStore()
    let sync = SettingsKey("sync", default: false)
    let gate = Gate()
    var sent: [Bool] = []
    var told: [Bool] = []
    let (app, engine) = try app {
      [
        TableComponent.switchRow(
          "Sync Contacts", isOn: .key(sync, in: store),
          change: .confirmed { isOn in
            sent.append(isOn)
            try await gate.wait()
          }
        ) { isOn in told.append(isOn) }
      ]
    }
    engine.dataSource.send(.control(.toggle(true), at: first))
    // At once: the new value, pending; nothing stored or told yet.
    #expect(try switchData(engine) == SwitchRowData(title: "Sync Contacts", isOn: true, status: .pending))
    #expect(store.userValues.isEmpty && told.isEmpty)
    #expect(engine.hasPendingChanges)
    #expect(app.frameText.contains("⋯ Updating… [ on]"))
    #expect(try engine.accessibilityDescription(forRowAt: first)?.value == "On, Updating")
    gate.succeed()
    await engine.settlePendingChanges()
    #expect(try switchData(engine) == SwitchRowData(title: "Sync Contacts", isOn: true, status: .idle))
    #expect(store[sync] == true && sent == [true] && told == [true])
    #expect(!engine.hasPendingChanges && !app.frameText.contains("Updating"))
  }

  @Test func aFailedChangeRevertsAndShowsTheMessageUntilTheNextChange() async throws {
    var gates = [Gate(), Gate()]
    var values: [Int] = []
    let (app, engine) = try app {
      [
        TableComponent.stepperRow(
          "Backups", value: .value(3), range: 0...10,
          change: .confirmed { _ in try await gates.removeFirst().wait() }
        ) { values.append($0) }
      ]
    }
    let waiting = gates
    engine.dataSource.send(.control(.step(1), at: first))
    #expect(try engine.component(at: first).data(as: StepperRowData.self)?.value == 4)
    waiting[0].open(.failure(ServerDown()))
    await engine.settlePendingChanges()
    let failed = try engine.component(at: first).data(as: StepperRowData.self)
    #expect(failed?.value == 3 && failed?.status == .failed("The server could not be reached."))
    #expect(values.isEmpty)
    #expect(app.table.announcements == ["The server could not be reached."])
    #expect(app.frameText.contains("! The server could not be reached."))
    #expect(try engine.accessibilityDescription(forRowAt: first)?.hint == "The server could not be reached.")
    // The next change clears the message as soon as it is made.
    engine.dataSource.send(.control(.step(1), at: first))
    #expect(try engine.component(at: first).data(as: StepperRowData.self)?.status == .pending)
    waiting[1].succeed()
    await engine.settlePendingChanges()
    #expect(values == [4] && !app.frameText.contains("! The server"))
  }

  @Test func anErrorWithoutADescriptionShowsAGenericMessageAndItsText() async throws {
    let (app, engine) = try app {
      [TableComponent.switchRow("Sync", isOn: .value(false), change: .confirmed { _ in throw PlainFailure() })]
    }
    defer { withExtendedLifetime(app) {} }
    engine.dataSource.send(.control(.toggle(true), at: first))
    await engine.settlePendingChanges()
    let data = try switchData(engine)
    #expect(data?.isOn == false)
    #expect(data?.status == .failed("The change could not be made (PlainFailure())"))
  }

  @Test func theLastChangeWinsAndAnEarlierResultIsIgnoredWithoutFlicker() async throws {
    let store = InMemorySettingsStore()
    let backups = SettingsKey("backups", default: 3)
    // The first handler ignores cancellation and fails late; the second succeeds.
    let early = Gate(ignoresCancellation: true)
    let late = Gate()
    let earlyReturned = Gate()
    var handlers = [early, late]
    var told: [Int] = []
    let (app, engine) = try app {
      [
        TableComponent.stepperRow(
          "Backups", value: .key(backups, in: store), range: 0...10,
          change: .confirmed { _ in
            let gate = handlers.removeFirst()
            defer { if gate === early { earlyReturned.succeed() } }
            try await gate.wait()
          }
        ) { value in told.append(value) }
      ]
    }
    defer { withExtendedLifetime(app) {} }
    func shown() throws -> StepperRowData? { try engine.component(at: first).data(as: StepperRowData.self) }
    engine.dataSource.send(.control(.step(1), at: first))
    engine.dataSource.send(.control(.step(1), at: first))
    #expect(try shown()?.value == 5 && shown()?.status == .pending)
    // The first answer arrives while the second is pending: ignored, the row stays at 5.
    early.open(.failure(ServerDown()))
    try await earlyReturned.wait()
    #expect(try shown()?.value == 5 && shown()?.status == .pending)
    #expect(store.userValues.isEmpty)
    late.succeed()
    await engine.settlePendingChanges()
    #expect(try shown()?.value == 5 && shown()?.status == .idle)
    #expect(store[backups] == 5 && told == [5])
  }

  @Test func aFailureAfterTwoChangesRevertsToTheValueBeforeBoth() async throws {
    var handlers = [Gate(), Gate()]
    let gates = handlers
    let (app, engine) = try app {
      [
        TableComponent.sliderRow(
          "Volume", value: .value(0.5), range: 0...1,
          change: .confirmed { _ in try await handlers.removeFirst().wait() })
      ]
    }
    defer { withExtendedLifetime(app) {} }
    engine.dataSource.send(.control(.slide(0.6), at: first))
    engine.dataSource.send(.control(.slide(0.7), at: first))
    gates[1].open(.failure(ServerDown()))
    await engine.settlePendingChanges()
    #expect(try engine.component(at: first).data(as: SliderRowData.self)?.value == 0.5)
  }

  @Test func aScreenReleasedWhilePendingStillStoresTheConfirmedValue() async throws {
    let store = InMemorySettingsStore()
    let sync = SettingsKey("sync", default: false)
    let gate = Gate()
    let returned = Gate()
    weak var released: TableEngine?
    do {
      let host = TerminalTableView(width: 40, height: 5)
      let engine = TableEngine(host: host)
      try engine.addSection(
        TableSection(rows: [
          TableComponent.switchRow(
            "Sync", isOn: .key(sync, in: store),
            change: .confirmed { _ in
              defer { returned.succeed() }
              try await gate.wait()
            })
        ]))
      engine.dataSource.send(.control(.toggle(true), at: first))
      released = engine
    }
    #expect(released == nil)
    gate.succeed()
    try await returned.wait()
    // The store got the confirmed value; nothing was written to an engine.
    #expect(store[sync] == true)
  }

  @Test func aRowDeletedWhilePendingDropsTheResult() async throws {
    let store = InMemorySettingsStore()
    let sync = SettingsKey("sync", default: false)
    let gate = Gate()
    var told = 0
    let (app, engine) = try app {
      [
        TableComponent.switchRow("Sync", isOn: .key(sync, in: store), change: .confirmed { _ in try await gate.wait() })
        {
          _ in
          told += 1
        },
        TableComponent.switchRow("Wi-Fi", isOn: .value(true)),
      ]
    }
    engine.dataSource.send(.control(.toggle(true), at: first))
    try engine.removeCell(at: first, animation: .none)
    gate.succeed()
    await engine.settlePendingChanges()
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 1)
    #expect(try engine.component(at: first).data(as: SwitchRowData.self)?.title == "Wi-Fi")
    #expect(store.userValues.isEmpty && told == 0)
    #expect(app.table.inconsistencies.isEmpty)
  }

  @Test func aHandlerThatNeverReturnsStaysPendingUntilCancelled() async throws {
    let never = Gate(ignoresCancellation: true)
    var told: [Bool] = []
    let (app, engine) = try app {
      [
        TableComponent.switchRow("Sync", isOn: .value(false), change: .confirmed { _ in try await never.wait() }) {
          told.append($0)
        }
      ]
    }
    engine.dataSource.send(.control(.toggle(true), at: first))
    #expect(engine.hasPendingChanges)
    #expect(engine.cancelPendingChange(forRowAt: first))
    #expect(try switchData(engine) == SwitchRowData(title: "Sync", isOn: false, status: .idle))
    #expect(!engine.hasPendingChanges && !engine.cancelPendingChange(forRowAt: first))
    // The handler returns much later: ignored.
    never.succeed()
    await engine.settlePendingChanges()
    #expect(try switchData(engine)?.isOn == false && told.isEmpty)
    #expect(!app.frameText.contains("Updating"))
  }

  @Test func cancellingEveryChangeCancelsTheHandlersTasks() async throws {
    var cancelled = 0
    let (app, engine) = try app {
      [
        TableComponent.switchRow(
          "Sync", isOn: .value(false),
          change: .confirmed { _ in
            do { try await Gate().wait() } catch { cancelled += 1 }
          }),
        TableComponent.stepperRow(
          "Backups", value: .value(1), range: 0...3, change: .confirmed { _ in try await Gate().wait() }),
      ]
    }
    defer { withExtendedLifetime(app) {} }
    engine.dataSource.send(.control(.toggle(true), at: first))
    engine.dataSource.send(.control(.step(1), at: IndexPath(row: 1, section: 0)))
    engine.cancelAllPendingChanges()
    #expect(!engine.hasPendingChanges)
    #expect(try switchData(engine)?.isOn == false)
    #expect(try engine.component(at: IndexPath(row: 1, section: 0)).data(as: StepperRowData.self)?.value == 1)
    await engine.settlePendingChanges()
  }

  @Test func aRefusalWhilePendingKeepsThePendingValue() async throws {
    let gate = Gate()
    let (app, engine) = try app {
      [
        TableComponent.stepperRow(
          "Backups", value: .value(1), range: 0...10,
          change: .confirmed(
            refusing: { value, _ in value > 2 ? .refuse("At most 2.") : .accept }, by: { _ in try await gate.wait() })
        )
      ]
    }
    defer { withExtendedLifetime(app) {} }
    engine.dataSource.send(.control(.step(1), at: first))
    engine.dataSource.send(.control(.step(1), at: first))
    let data = try engine.component(at: first).data(as: StepperRowData.self)
    #expect(data?.value == 2 && data?.status == .pending)
    gate.succeed()
    await engine.settlePendingChanges()
    #expect(try engine.component(at: first).data(as: StepperRowData.self)?.status == .idle)
  }

  @Test func aRadioGroupShowsItsPendingChoiceAndRevertsOnFailure() async throws {
    let store = InMemorySettingsStore()
    let theme = SettingsKey("theme", default: "light")
    let gate = Gate()
    let (app, engine) = try app {
      TableComponent.radioGroup(
        selection: .key(theme, in: store), options: [("light", "Light"), ("dark", "Dark")],
        change: .confirmed { _ in try await gate.wait() })
    }
    defer { withExtendedLifetime(app) {} }
    func rows() throws -> [CheckmarkRowData?] {
      try (0..<2).map { try engine.component(at: IndexPath(row: $0, section: 0)).data(as: CheckmarkRowData.self) }
    }
    engine.dataSource.send(.select(IndexPath(row: 1, section: 0)))
    #expect(try rows().map { $0?.isChecked } == [false, true])
    #expect(try rows()[1]?.status == .pending)
    gate.open(.failure(ServerDown()))
    await engine.settlePendingChanges()
    #expect(try rows().map { $0?.isChecked } == [true, false])
    #expect(try rows()[1]?.status == .failed("The server could not be reached."))
    #expect(store.userValues.isEmpty)
  }

  @Test func aTextFieldAndAnOptionPickerConfirmAsynchronously() async throws {
    let store = InMemorySettingsStore()
    let name = SettingsKey("name", default: "Ann")
    let size = SettingsKey("size", default: "S")
    let (app, engine) = try app {
      [
        TableComponent.textFieldRow(
          "Name", text: .key(name, in: store), change: .confirmed { _ in await Task.yield() }),
        TableComponent.pickerRow(
          "Size", selection: .key(size, in: store), options: [("S", "S"), ("L", "L")],
          change: .confirmed { _ in await Task.yield() }),
      ]
    }
    engine.dataSource.send(.control(.text("Bo"), at: first))
    #expect(try engine.component(at: first).data(as: TextFieldRowData.self)?.status == .pending)
    await engine.settlePendingChanges()
    #expect(store[name] == "Bo")
    try app.replay("down enter")
    let list = try #require(app.navigator?.top.engine)
    list.dataSource.send(.select(IndexPath(row: 1, section: 0)))
    await list.settlePendingChanges()
    #expect(store[size] == "L")
    try app.replay("esc")
    #expect(try engine.component(at: IndexPath(row: 1, section: 0)).data(as: ValueRowData.self)?.value == "L")
  }
}

/// A screen declared again while a row's change is pending or after it failed keeps the row as
/// shown while the declaration still shows the value before the change.
@MainActor
@Suite struct PendingChangeRedeclarationTests {

  @Test func aRefreshKeepsThePendingValueAndTheFailureMessage() async throws {
    final class Model {
      var isOn = false
      var title = "Sync"
    }
    let gate = Gate()
    let model = Model()
    let screen = TableScreen(title: "Root") {
      TableSection(rows: [
        TableComponent.switchRow(
          model.title, isOn: .value(model.isOn), id: "sync", change: .confirmed { _ in try await gate.wait() }
        ) {
          model.isOn = $0
        }
      ])
    }
    let app = try TerminalTableApp(root: screen)
    let engine = try #require(screen.engine)
    let row = IndexPath(row: 0, section: 0)
    func shown() throws -> SwitchRowData? { try engine.component(at: row).data(as: SwitchRowData.self) }
    engine.dataSource.send(.control(.toggle(true), at: row))
    try screen.refresh()
    #expect(try shown() == SwitchRowData(title: "Sync", isOn: true, status: .pending))
    gate.open(.failure(ServerDown()))
    await app.settle()
    try screen.refresh()
    #expect(
      try shown() == SwitchRowData(title: "Sync", isOn: false, status: .failed("The server could not be reached.")))
    // The declaration moved on (another title): the row is shown as declared.
    model.title = "Sync Contacts"
    try screen.refresh()
    #expect(try shown() == SwitchRowData(title: "Sync Contacts", isOn: false))
    model.title = "Sync"
    try screen.refresh()
    #expect(try shown()?.status == .idle)
  }
}
