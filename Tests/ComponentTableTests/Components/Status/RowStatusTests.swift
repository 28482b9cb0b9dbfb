import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// What a row is doing besides showing its value (``RowStatus``): its message, what VoiceOver
/// hears, the words rows show (``RowStatusText``), and the views a host tells it to
/// (``RowStatusApplying``).
@MainActor
@Suite struct RowStatusTests {
  typealias Kit = TerminalSettingsKit

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
      TableSection(rows: [Kit.switchRow("Wi-Fi", isOn: false, change: .confirmed { _ in throw Offline() })]))
    engine.dataSource.sendControlEvent(.toggle(true), forRowAt: path(0))
    let pending = try #require(try engine.component(at: path(0)).data(as: TerminalSwitchCell.self))
    #expect(pending.status == .pending)
    #expect(host.render()[0].contains(RowStatusText.updating))
    await engine.settlePendingChanges()
    let failed = try #require(try engine.component(at: path(0)).data(as: TerminalSwitchCell.self))
    let message = try #require(failed.status.message)
    #expect(message.hasPrefix(RowStatusText.changeFailed))
    #expect(!failed.isOn, "the switch went back")
  }

  @Test func aHostThatAppliesStatusesTellsEveryConfiguredView() throws {
    let host = TerminalTableView(width: 40, height: 3)
    host.appliesRowStatuses = true
    let engine = TableEngine(host: host)
    try engine.addSection(
      TableSection(rows: [
        TableComponent(StatusCell.self, data: ValueRowData(title: "Storage", value: "", status: .loading)),
        TableComponent(StatusCell.self, data: ValueRowData(title: "Name", value: "Ada")),
      ]))
    #expect((host.cellForRow(at: path(0)) as? StatusCell)?.applied == [.loading])
    #expect((host.cellForRow(at: path(1)) as? StatusCell)?.applied == [.idle], "idle is told too")
    try engine.updateCell(
      at: path(0), with: TableComponent(StatusCell.self, data: ValueRowData(title: "Storage", value: "12 GB")))
    #expect((host.cellForRow(at: path(0)) as? StatusCell)?.applied.last == .idle)
    // The terminal's default draws statuses from the data and tells nothing.
    let plainHost = TerminalTableView(width: 40, height: 3)
    let plainEngine = TableEngine(host: plainHost)
    try plainEngine.addSection(
      TableSection(rows: [TableComponent(StatusCell.self, data: ValueRowData(title: "x", value: "", status: .pending))])
    )
    #expect((plainHost.cellForRow(at: path(0)) as? StatusCell)?.applied == [])
  }
}

/// A cell that records the statuses the engine tells it.
@MainActor
final class StatusCell: TerminalTableCell, ComponentView, RowStatusApplying {
  private(set) var applied: [RowStatus] = []
  private var text = ""
  func configure(with data: ValueRowData) { text = data.title }
  static func height(for data: ValueRowData, width: CGFloat) -> ComponentHeight { .fixed(1) }
  func applyRowStatus(_ status: RowStatus) { applied.append(status) }
  override func render(width: Int) -> [String] { [text] }
}
