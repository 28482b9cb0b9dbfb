import ComponentTableTerminal
import Foundation
import Testing

@testable import ComponentTable

/// The engine reports every call that makes its host rely on the counts, with the counts, so
/// the tests' UIKit oracle holds any host to UIKit's rules. Each test changes the engine's model
/// without telling the host (as a bug in the engine would) and makes one kind of call.
@MainActor
@Suite struct HostCallObserverTests {
  /// A table of one row on a host the oracle watches, whose model then silently gains
  /// `extraRows` rows in section 0.
  private func silentlyMiscounted(extraRows: Int) throws -> (TableEngine, TerminalTableView) {
    let (engine, host) = try makeTable(showing: [label("a")])
    _ = host.renderScreen(styled: false)
    for index in 0..<extraRows { engine.sections[0].rows.append(RowRecord(label("silent \(index)"))) }
    return (engine, host)
  }

  @Test func aBatchIsCheckedFromTheCountsTheHostWasTold() throws {
    let (engine, host) = try silentlyMiscounted(extraRows: 1)
    // Right for the engine's model (2 rows, then 3), wrong for what the host was told (1).
    try engine.insertCell(label("b"), at: IndexPath(row: 0, section: 0), animation: .none)
    #expect(host.inconsistencies.count == 1)
    #expect(
      host.inconsistencies.first?.message.contains(
        "(3) must be equal to the number of rows contained in that section before the update (1)") == true)
  }

  @Test func aBatchWhoseModelChangeItDoesNotSayIsReportedWithUIKitsMessage() throws {
    let (engine, host) = try makeTable(showing: [label("a")])
    engine.runBatch(TableBatchUpdate(), on: host, animation: .none) { $0[0].rows.append(RowRecord(label("b"))) }
    #expect(
      host.inconsistencies.map(\.message).first?.hasPrefix("Invalid update: invalid number of rows in section 0.")
        == true)
    #expect(
      host.inconsistencies.first?.message.contains(
        "(2) must be equal to the number of rows contained in that section before the update (1)") == true)
  }

  @Test func aLayoutRequestIsReportedAsUIKitsEmptyBatch() throws {
    let (engine, host) = try silentlyMiscounted(extraRows: 1)
    engine.invalidateAllHeights()
    #expect(
      host.inconsistencies.map(\.message) == [
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
          + "existing section after the update (2) must be equal to the number of rows contained in "
          + "that section before the update (1), plus or minus the number of rows inserted or deleted "
          + "from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved "
          + "into or out of that section (0 moved in, 0 moved out)."
      ])
  }

  @Test func otherCallsAreReportedAndTheHostReloads() throws {
    let (engine, host) = try silentlyMiscounted(extraRows: 2)
    let reloads = host.reloadCount
    try engine.setTableHeader(label("header"))
    #expect(
      host.inconsistencies.map(\.message) == [
        "Invalid call of reloadTableHeaderAndFooter(): the data source reports 3 rows in section 0, the "
          + "table view was last told 1. The data source changed without a batch update or a reload."
      ])
    // The engine reloads the host instead, so the host knows the counts again.
    #expect(host.reloadCount == reloads + 1)
    engine.invalidateAllHeights()
    #expect(host.inconsistencies.count == 1)
  }

  @Test func readingTheCountsToLayOutIsChecked() throws {
    let (_, host) = try silentlyMiscounted(extraRows: 1)
    host.moveFocus(by: 1)
    #expect(host.inconsistencies.map(\.message).first?.hasPrefix("Invalid call of layoutSubviews()") == true)
    // Reported once: the host goes on with the counts it read.
    host.moveFocus(by: 1)
    #expect(host.inconsistencies.count == 1)
  }

  @Test func aReloadTellsTheCountsAtOnce() throws {
    let (engine, host) = try silentlyMiscounted(extraRows: 1)
    engine.reloadData()
    try engine.removeCell(at: IndexPath(row: 1, section: 0), animation: .none)
    engine.invalidateAllHeights()
    #expect(host.inconsistencies.isEmpty)
  }
}
