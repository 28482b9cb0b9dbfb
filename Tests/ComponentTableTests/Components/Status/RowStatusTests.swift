import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// What a row is doing besides showing its value (``RowStatus``): its message, what VoiceOver
/// hears, the words rows show (``RowStatusText``), and the views a host tells it to
/// (``RowStatusApplying``).
@MainActor
@Suite struct RowStatusTests {

  struct Offline: Error {}

  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test func onlyAFailedStatusHasAMessage() {
    #expect(RowStatus.failed("No network").message == "No network")
    for status in [RowStatus.idle, .pending, .loading] {
      #expect(status.message == nil)
    }
  }

  @Test func voiceOverHearsTheStatusWithTheRow() {
    let row = AccessibilityDescription(label: "Wi-Fi", value: "On", hint: "Double-tap to toggle")
    #expect(row.with(.idle, in: .english) == row)
    #expect(row.with(.pending, in: .english).value == "On, Updating")
    #expect(row.with(.loading, in: .english).value == "Loading")
    #expect(row.with(.failed("No network"), in: .english).hint == "No network Double-tap to toggle")
    // A row without a value says only the status.
    #expect(AccessibilityDescription(label: "Storage").with(.pending, in: .english).value == "Updating")
  }

  /// The words are the ones rows show: a change that failed with an error that has no
  /// description of its own starts its message with ``RowStatusText/changeFailed``.
  @Test func aFailureWithoutItsOwnDescriptionStartsWithTheSharedWords() async throws {
    let (engine, host) = makeTable(width: 60, height: 4)
    defer { withExtendedLifetime(host) {} }
    try engine.addSection(
      TableSection(rows: [
        TableComponent.switchRow("Wi-Fi", isOn: .value(false), change: .confirmed { _ in throw Offline() })
      ]))
    engine.dataSource.send(.control(.toggle(true), at: path(0)))
    let pending = try #require(try engine.component(at: path(0)).data(as: SwitchRowData.self))
    #expect(pending.status == .pending)
    #expect(host.render()[0].contains(RowStatusText.updating))
    await engine.settlePendingChanges()
    let failed = try #require(try engine.component(at: path(0)).data(as: SwitchRowData.self))
    let message = try #require(failed.status.message)
    #expect(message.hasPrefix(RowStatusText.changeFailed))
    #expect(!failed.isOn, "the switch went back")
  }

  @Test func theRowStateCarriesTheStatusOfEveryRowIdleIncluded() throws {
    let host = TerminalTableView(width: 40, height: 3)
    let engine = TableEngine(host: host)
    try engine.addSection(
      TableSection(rows: [
        TableComponent(data: ValueRowData(title: "Storage", value: "", status: .loading)),
        TableComponent(data: ValueRowData(title: "Name", value: "Ada")),
        TableComponent(LabelCell.self, data: "no status of its own"),
      ]))
    let source = engine.dataSource
    #expect(source.rowState(at: path(0)).status == .loading)
    #expect(source.rowState(at: path(1)).status == .idle)
    #expect(source.rowState(at: path(2)).status == .idle)
    try engine.updateCell(
      at: path(0), with: TableComponent(data: ValueRowData(title: "Storage", value: "12 GB")))
    #expect(source.rowState(at: path(0)).status == .idle, "the state follows the row's data")
  }

  /// A control acts only while its row is available, nothing of it is under way and its data
  /// leaves it something to do: decided once, for every host.
  @Test func aControlIsEnabledOnlyWhenTheRowIsAvailableIdleAndHasSomethingToDo() throws {
    let host = TerminalTableView(width: 40, height: 8)
    let engine = TableEngine(host: host)
    func stepper(_ range: ClosedRange<Double>, status: RowStatus = .idle) -> TableComponent {
      TableComponent(
        data: StepperRowData(title: "Count", value: range.lowerBound, range: range, status: status))
    }
    try engine.addSection(
      TableSection(rows: [
        stepper(0...5),
        stepper(0...5, status: .pending),
        stepper(0...5, status: .loading),
        stepper(0...5, status: .failed("no")),
        stepper(0...5).disabled(reason: "locked"),
        stepper(3...3),
      ]))
    let enabled = (0..<6).map { engine.dataSource.rowState(at: path($0)).controlIsEnabled }
    #expect(enabled == [true, false, false, true, false, false])
  }
}
