import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Values that load: "Loading…" until they arrive, the value in place when they do, a message
/// and a retry on failure, one load at a time however often the screen is declared.
@MainActor
@Suite struct LoadingValueTests {

  let first = IndexPath(row: 0, section: 0)

  /// A screen showing `storage`, refreshed whenever it changes, as an app wires it.
  func app(_ storage: LoadableValue<String>) throws -> (TerminalTableApp, TableScreen) {
    let screen = TableScreen(title: "Storage") {
      TableSection(rows: [
        TableComponent.valueRow("Used", value: storage.value ?? "").loading(storage),
        TableComponent.switchRow("Optimise", isOn: .value(true)),
      ])
    }
    storage.onChange = { try? screen.refresh() }
    let app = try TerminalTableApp(root: screen)
    app.resize(to: TerminalSize(columns: 40, rows: 8))
    return (app, screen)
  }

  @Test func aValueShowsLoadingThenArrivesInPlace() async throws {
    let gate = Gate()
    var loads = 0
    let storage = LoadableValue<String> {
      loads += 1
      try await gate.wait()
      return "12 GB"
    }
    let (app, screen) = try app(storage)
    let engine = try #require(screen.engine)
    let row = try engine.component(at: first).data(as: ValueRowData.self)
    #expect(row?.status == .loading && row?.value == "")
    #expect(app.frameText.contains("Used                          Loading…"))
    #expect(try engine.accessibilityDescription(forRowAt: first)?.value == "Loading")
    // Declared again while loading: no second load.
    try screen.refresh()
    try screen.refresh()
    let updatesBefore = app.table.appliedUpdateCount
    gate.succeed()
    await app.settle()
    #expect(loads == 1)
    #expect(try engine.component(at: first).data(as: ValueRowData.self) == ValueRowData(title: "Used", value: "12 GB"))
    #expect(app.frameText.contains("Used                             12 GB"))
    // The arrival reconfigured the row in place: one update, the row reconfigured.
    #expect(app.table.appliedUpdateCount == updatesBefore + 1)
    #expect(app.table.lastAppliedUpdate == TableBatchUpdate(reconfiguredRows: [first]))
  }

  @Test func aFailedLoadSaysSoAndSelectingTheRowLoadsAgain() async throws {
    var attempts = 0
    let storage = LoadableValue<String> {
      attempts += 1
      if attempts == 1 { throw ServerDown() }
      return "3 GB"
    }
    let (app, screen) = try app(storage)
    await app.settle()
    let engine = try #require(screen.engine)
    let failed = try engine.component(at: first).data(as: ValueRowData.self)
    #expect(failed?.status == .failed("The server could not be reached. Select to try again."))
    #expect(app.frameText.contains("! The server could not be reached."))
    #expect(app.frameText.contains("⏎/space select"))
    try app.replay("enter")
    #expect(try engine.component(at: first).data(as: ValueRowData.self)?.status == .loading)
    await app.settle()
    #expect(attempts == 2)
    #expect(try engine.component(at: first).data(as: ValueRowData.self)?.value == "3 GB")
    // A loaded row does nothing when selected: no load starts.
    try app.replay("enter")
    #expect(!storage.isLoading && attempts == 2)
  }

  @Test func selectingTheRowAgainWhileItLoadsStartsNoSecondLoad() async throws {
    let gate = Gate()
    var loads = 0
    let storage = LoadableValue<String> {
      loads += 1
      if loads == 1 { throw ServerDown() }
      try await gate.wait()
      return "5 GB"
    }
    // An app that refreshes the screen on its own schedule, not from onChange: until it does,
    // the row still carries the failed row's action.
    let screen = TableScreen(title: "Storage") {
      TableSection(rows: [TableComponent.valueRow("Storage Used", value: storage.value ?? "").loading(storage)])
    }
    let app = try TerminalTableApp(root: screen)
    app.resize(to: TerminalSize(columns: 40, rows: 8))
    await app.settle()
    try screen.refresh()
    #expect(app.frameText.contains("! The server could not be reached."))
    try app.replay("enter")
    #expect(storage.isLoading)
    for _ in 0..<10 { await Task.yield() }
    #expect(loads == 2)
    // Selected again while the load runs (the row now says "Loading…" where the screen is
    // told): the running load goes on alone.
    try app.replay("enter")
    for _ in 0..<10 { await Task.yield() }
    #expect(loads == 2)
    gate.succeed()
    await app.settle()
    #expect(loads == 2 && storage.value == "5 GB")
  }

  @Test func theScreenIsToldOfArrivalsAndFailuresNotOfTheFirstStart() async throws {
    var attempts = 0
    var told: [String] = []
    let storage = LoadableValue<String> {
      attempts += 1
      if attempts == 1 { throw ServerDown() }
      return "1 GB"
    }
    storage.onChange = {
      switch storage.state {
      case .notStarted: told.append("not started")
      case .loading: told.append("loading")
      case .loaded(let value): told.append(value)
      case .failed: told.append("failed")
      }
    }
    storage.loadIfNeeded()  // what a row does while it is declared
    #expect(told.isEmpty && storage.isLoading)
    await LoadableValues.settle()
    storage.reload()
    await LoadableValues.settle()
    #expect(told == ["failed", "loading", "1 GB"])
  }

  @Test func aLoadErrorWithoutADescriptionShowsAShortGenericMessage() async throws {
    let storage = LoadableValue<String> { throw PlainFailure() }
    let (app, _) = try app(storage)
    await app.settle()
    #expect(storage.rowStatus == .failed("Could not load (PlainFailure()) Select to try again."))
  }

  @Test func reloadKeepsTheValueShownAndCancelIgnoresALateResult() async throws {
    let gate = Gate(ignoresCancellation: true)
    var answer = "1 GB"
    let storage = LoadableValue<String>("0 GB") {
      try await gate.wait()
      return answer
    }
    #expect(storage.value == "0 GB")
    storage.reload()
    #expect(storage.isLoading && storage.value == "0 GB")
    storage.reload()  // no second load while one runs
    storage.cancel()
    #expect(!storage.isLoading && storage.value == "0 GB")
    answer = "9 GB"
    gate.succeed()
    await LoadableValues.settle()
    #expect(storage.value == "0 GB")
  }

  @Test func anOptionPickerWhoseOptionsLoadOpensOnceTheyArrive() async throws {
    let gate = Gate()
    let plans = LoadableValue<[(value: Int, title: String)]> {
      try await gate.wait()
      return [(0, "5 GB"), (1, "50 GB")]
    }
    var chosen: [Int] = []
    let screen = TableScreen(title: "iCloud") {
      TableSection(rows: [
        TableComponent.pickerRow("Plan", selection: .value(1), options: plans.value ?? []) { chosen.append($0) }
          .loading(plans)
      ])
    }
    plans.onChange = { try? screen.refresh() }
    let app = try TerminalTableApp(root: screen)
    app.resize(to: TerminalSize(columns: 40, rows: 8))
    #expect(app.frameText.contains("Plan                        Loading… ›"))
    try app.replay("enter")  // nothing to open yet
    #expect(app.navigator?.path == ["iCloud"])
    gate.succeed()
    await app.settle()
    #expect(app.frameText.contains("Plan                           50 GB ›"))
    // The list opens on the chosen option; the one above it is chosen.
    try app.replay("enter up enter")
    #expect(app.navigator?.path == ["iCloud", "Plan"] && chosen == [0])
  }

  @Test func aControlRowWhoseValueLoadsDoesNotActUntilItArrivesAndKeepsItsModifiers() async throws {
    var attempts = 0
    let gate = Gate()
    let backup = LoadableValue<Bool> {
      attempts += 1
      try await gate.wait()
      if attempts == 1 { throw ServerDown() }
      return true
    }
    var told: [Bool] = []
    let screen = TableScreen(title: "iCloud") {
      TableSection(rows: [
        TableComponent.switchRow("Backup", isOn: .value(backup.value ?? false)) { told.append($0) }
          .accessibilityIdentifier("backup").disabled(false).loading(backup)
      ])
    }
    backup.onChange = { try? screen.refresh() }
    let app = try TerminalTableApp(root: screen)
    app.resize(to: TerminalSize(columns: 40, rows: 8))
    let engine = try #require(screen.engine)
    let id = try engine.component(at: first).id
    // Loading: the status shows, the identifier stays, and the switch does not act.
    let loading = try engine.component(at: first)
    #expect(loading.data(as: SwitchRowData.self)?.status == .loading)
    #expect(loading.accessibilityIdentifier == "backup")
    #expect(!loading.handlesControlEvents && !loading.hasSelectionHandler)
    engine.dataSource.send(.control(.toggle(true), at: first))
    #expect(told.isEmpty)
    // Failed: the message, and selecting the row loads again; its identity never changes.
    gate.succeed()
    await app.settle()
    let failed = try engine.component(at: first)
    #expect(
      failed.data(as: SwitchRowData.self)?.status == .failed("The server could not be reached. Select to try again."))
    #expect(failed.id == id && failed.hasSelectionHandler && !failed.handlesControlEvents)
    engine.dataSource.send(.select(first))
    #expect(backup.isLoading)
    await app.settle()
    #expect(attempts == 2)
    // Arrived: the row as declared, which acts.
    let arrived = try engine.component(at: first)
    #expect(arrived.data(as: SwitchRowData.self) == SwitchRowData(title: "Backup", isOn: true))
    #expect(arrived.id == id && arrived.handlesControlEvents && arrived.accessibilityIdentifier == "backup")
    engine.dataSource.send(.control(.toggle(false), at: first))
    #expect(told == [false])
  }
}
