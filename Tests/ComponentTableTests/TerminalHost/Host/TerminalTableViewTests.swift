import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The headless host's own contract and its bad inputs.
@MainActor
@Suite struct TerminalTableViewTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func sizesAreClampedToOne() {
    let host = TerminalTableView(width: 0, height: -4)
    #expect(host.width == 1)
    #expect(host.height == 1)
    #expect(host.render().isEmpty)
    #expect(host.renderScreen(styled: false) == ["   "])
  }

  @Test func scrollingIsClampedToTheContent() throws {
    let (engine, host) = makeTable(width: 10, height: 3)
    try engine.addSection(TableSection(rows: (0..<5).map { label("\($0)") }))
    host.scroll(toOffset: -10)
    #expect(host.contentOffset == 0)
    host.scroll(toOffset: 1_000)
    #expect(host.contentOffset == 2)
    host.pageUp()
    #expect(host.contentOffset == 0)
    host.pageDown()
    #expect(host.contentOffset == 2)
    host.scrollToRow(at: path(0, 0))
    #expect(host.contentOffset == 0)
    host.scrollToRow(at: path(7, 7))  // no such row: nothing happens
    #expect(host.contentOffset == 0)
  }

  @Test func selectingOrFocusingARowThatDoesNotExistDoesNothing() throws {
    let delegate = RecordingDelegate()
    let (engine, host) = makeTable(delegate: delegate)
    try engine.addSection(TableSection(rows: [label("a")]))
    host.selectRow(at: path(0, 5))
    host.selectRow(at: path(3, 0))
    host.setFocus(path(0, 9))
    #expect(delegate.events(matching: "willSelect").isEmpty)
    #expect(host.indexPathForSelectedRow == nil)
    #expect(host.focusedIndexPath == nil)
    host.setFocus(path(0, 0))
    #expect(host.focusedIndexPath == path(0, 0))
    #expect(host.renderScreen(styled: false).first == "›a" + String(repeating: " ", count: 39) + " ")
  }

  @Test func brokenBatchUpdatesAreReportedWithUIKitsMessage() throws {
    let (engine, host) = makeTable()
    try engine.addSection(TableSection(rows: [label("a")]))
    // A data source that changes its counts without saying so, as a buggy hand-written one would.
    let source = MiscountingDataSource(engine: engine)
    let other = TerminalTableView(width: 20, height: 5, inconsistencyPolicy: .record)
    other.attach(source)
    other.performBatchUpdates(TableBatchUpdate(), animation: .automatic) { source.extraRows = 1 }
    #expect(
      other.inconsistencies.first?.message.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
    #expect(
      other.inconsistencies.first?.message.contains(
        "(2) must be equal to the number of rows contained in that section before the update (1)") == true)
    _ = host
  }

  // UIKit checks every batch, and the empty batch that lays out again, against the counts it
  // was last told, not against what the data source says before the batch.

  @Test func aLayoutRequestAfterASilentCountChangeIsReportedWithUIKitsMessage() throws {
    let (source, other, keep) = try miscountedTable()
    defer { withExtendedLifetime(keep) {} }
    _ = other.renderScreen(styled: false)
    #expect(
      messages(of: other, afterCounting: 1, in: source) { other.invalidateLayout() } == [
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an "
          + "existing section after the update (2) must be equal to the number of rows contained in "
          + "that section before the update (1), plus or minus the number of rows inserted or deleted "
          + "from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved "
          + "into or out of that section (0 moved in, 0 moved out)."
      ])
  }

  @Test func aBatchAfterASilentCountChangeFailsEvenWhenItMatchesTheDataSource() throws {
    let (source, other, keep) = try miscountedTable()
    defer { withExtendedLifetime(keep) {} }
    source.extraRows = 1  // too early: UIKit still counts 1 row
    other.performBatchUpdates(TableBatchUpdate(insertedRows: [IndexPath(row: 0, section: 0)]), animation: .none) {
      source.extraRows = 2
    }
    #expect(other.inconsistencies.count == 1)
    #expect(
      other.inconsistencies.first?.message.contains(
        "(3) must be equal to the number of rows contained in that section before the update (1)") == true)
  }

  @Test func otherCallsAfterASilentCountChangeAreReported() throws {
    let (source, other, keep) = try miscountedTable()
    defer { withExtendedLifetime(keep) {} }
    #expect(
      messages(of: other, afterCounting: 2, in: source) { other.reloadSectionIndexTitles() } == [
        "Invalid call of reloadSectionIndexTitles(): the data source reports 3 rows in section 0, the "
          + "table view was last told 1. The data source changed without a batch update or a reload."
      ])
    // Reporting reloads, so the table knows the counts again and the next call is fine.
    other.reloadTableHeaderAndFooter()
    #expect(other.inconsistencies.count == 1)
  }

  @Test func aReloadTellsTheCountsAtOnce() throws {
    let (source, other, keep) = try miscountedTable()
    defer { withExtendedLifetime(keep) {} }
    source.extraRows = 1
    other.reloadData()
    other.performBatchUpdates(TableBatchUpdate(deletedRows: [IndexPath(row: 1, section: 0)]), animation: .none) {
      source.extraRows = 0
    }
    other.invalidateLayout()
    #expect(other.inconsistencies.isEmpty)
  }

  /// What `table` reports when `call` reaches it after `source` silently began counting
  /// `extraRows` more rows.
  private func messages(
    of table: TerminalTableView, afterCounting extraRows: Int, in source: MiscountingDataSource, _ call: () -> Void
  ) -> [String] {
    source.extraRows = extraRows
    call()
    return table.inconsistencies.map(\.message)
  }

  /// A table of one row whose data source can report rows without telling it, on an engine
  /// whose own host is returned to be kept alive (the engine holds it weakly).
  private func miscountedTable() throws -> (MiscountingDataSource, TerminalTableView, TerminalTableView) {
    let (engine, host) = makeTable()
    try engine.addSection(TableSection(rows: [label("a")]))
    let source = MiscountingDataSource(engine: engine)
    let other = TerminalTableView(width: 20, height: 5, inconsistencyPolicy: .record)
    other.attach(source)
    return (source, other, host)
  }

  @Test func registeringAClassOfTheWrongKindThrows() {
    let host = TerminalTableView()
    #expect(
      throws: TableError.unsupportedViewClass(
        viewClass: String(reflecting: NotATerminalView.self), role: .cell,
        reason: "the terminal host shows rows with TerminalTableCell subclasses")
    ) {
      try host.register(NotATerminalView.self, forReuseIdentifier: "x", role: .cell)
    }
  }

  // Exit tests came with Swift 6.2's Swift Testing; the package admits Swift 6.0.
  #if compiler(>=6.2)
    @Test func dequeuingAnUnregisteredIdentifierTraps() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          _ = TerminalTableView().dequeueReusableView(withIdentifier: "nothing", role: .cell)
        }
      }
    }

    @Test func askingTheEngineAboutASectionThatDoesNotExistTraps() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let engine = TableEngine(host: TerminalTableView())
          _ = engine.dataSource.numberOfRows(inSection: 3)
        }
      }
    }
  #endif
}

/// Wraps an engine but reports extra rows in section 0 without a batch saying so.
@MainActor
final class MiscountingDataSource: TableViewDataSource {
  let engine: TableEngine
  var extraRows = 0
  init(engine: TableEngine) { self.engine = engine }
  var numberOfSections: Int { engine.sectionCount }
  func numberOfRows(inSection section: Int) -> Int {
    engine.dataSource.numberOfRows(inSection: section) + (section == 0 ? extraRows : 0)
  }
  func viewForRow(at indexPath: IndexPath) -> AnyObject {
    engine.dataSource.viewForRow(
      at: IndexPath(
        row: min(indexPath.row, engine.dataSource.numberOfRows(inSection: 0) - 1), section: indexPath.section))
  }
  func heightForRow(at indexPath: IndexPath, width: CGFloat) -> ComponentHeight { .fixed(1) }
  func reuseIdentifierForRow(at indexPath: IndexPath) -> String {
    engine.dataSource.reuseIdentifierForRow(at: IndexPath(row: 0, section: 0))
  }
  func reconfigure(_ view: AnyObject, forRowAt indexPath: IndexPath) {}
}
