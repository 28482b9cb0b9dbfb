import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// `TableEngineDataSource`: the part of an engine a host calls, handed to the host when the
/// engine is made, holding the engine for the host; and the counts screen code asks instead
/// (`sectionCount`, `rowCount`), which throw where the host's trap.
@MainActor
@Suite struct TableEngineDataSourceTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  // MARK: The host holds it

  @Test func theEngineHandsItsHostItsDataSource() throws {
    let (engine, host) = makeTable()
    let dataSource = engine.dataSource
    #expect(host.dataSource === dataSource, "the host was attached to the data source, not the engine")
    #expect(engine.dataSource === dataSource, "the same object while the host holds it")
    #expect(dataSource.engine === engine)
    #expect(host.engine === engine)
  }

  @Test func itShowsTheEnginesTableAsItChanges() throws {
    let (engine, host) = makeTable()
    let dataSource = try #require(host.dataSource as? TableEngineDataSource)
    #expect(dataSource.numberOfSections == 0)
    try engine.addSection(TableSection(headerTitle: "A", rows: [label("a0"), label("a1")]))
    try engine.addSection(TableSection(rows: [label("b0")]))
    #expect(dataSource.numberOfSections == 2)
    #expect(dataSource.numberOfRows(inSection: 0) == 2 && dataSource.numberOfRows(inSection: 1) == 1)
    #expect(dataSource.title(of: .header(0)) == "A")
    #expect((dataSource.viewForRow(at: path(0, 1)) as? LabelCell)?.text == "a1")
    try engine.removeCell(at: path(0, 0))
    #expect(dataSource.numberOfRows(inSection: 0) == 1)
    #expect((dataSource.viewForRow(at: path(0, 0)) as? LabelCell)?.text == "a1")
  }

  @Test func whatTheUserDoesReachesTheRowsThroughIt() throws {
    let (engine, _) = makeTable()
    var events: [String] = []
    try engine.addSection(
      TableSection(rows: [
        label("tap") { _ in events.append("selected") },
        label("moves").movable(), label("moves too").movable(),
      ]))
    let dataSource = engine.dataSource
    let target = try #require(dataSource.willSelectRow(at: path(0, 0)))
    dataSource.send(.select(target))
    #expect(events == ["selected"])
    #expect(dataSource.rowState(at: path(0, 1)).canMove && !dataSource.rowState(at: path(0, 0)).canMove)
    #expect(dataSource.send(.move(from: path(0, 1), to: path(0, 2))))
    #expect(try engine.component(at: path(0, 2)).data(as: LabelCell.Data.self) == "moves")
  }

  @Test func aReferenceFindsItsRowAfterRowsAreInsertedAboveIt() throws {
    let (engine, _) = makeTable()
    try engine.addSection(TableSection(rows: [label("a"), label("b")]))
    let dataSource = engine.dataSource
    let reference = try #require(dataSource.rowReference(forRowAt: path(0, 1)))
    try engine.insertCell(label("new"), at: path(0, 0))
    #expect(dataSource.indexPath(of: reference) == path(0, 2))
    #expect(dataSource.rowReference(forRowAt: path(0, 9)) == nil, "no reference to a row that is not there")
  }

  @Test func theHostKeepsTheEngineThroughIt() throws {
    weak var weakEngine: TableEngine?
    weak var weakDataSource: TableEngineDataSource?
    var host: TerminalTableView? = TerminalTableView()
    do {
      let engine = TableEngine(host: host!)
      weakEngine = engine
      weakDataSource = engine.dataSource
    }
    #expect(weakEngine != nil && weakDataSource != nil, "nobody stored the engine: its host keeps it")
    host = nil
    #expect(weakEngine == nil && weakDataSource == nil, "both go with the host")
  }

  @Test func anEngineThatOutlivesItsHostMakesItsDataSourceAgain() throws {
    var host: TerminalTableView? = TerminalTableView()
    let engine = TableEngine(host: host!)
    try engine.addSection(TableSection(rows: [label("a")]))
    // Declared, then assigned: `weak let` needs Swift 6.2, and the package admits 6.0.
    weak var first: TableEngineDataSource?
    first = engine.dataSource
    host = nil
    #expect(first == nil, "the host took the data source with it")
    // The host dropped the table as it went (`hostWillDisappear()`); the engine still takes
    // changes, and a new data source shows them.
    try engine.addSection(TableSection(rows: [label("b"), label("c")]))
    #expect(engine.dataSource.engine === engine)
    #expect(engine.dataSource.numberOfSections == 1 && engine.dataSource.numberOfRows(inSection: 0) == 2)
  }

  @Test func aTokenTellsAnEngineAScreenKeepsThatItsHostWentAway() async throws {
    // The UIKit-shaped adapter releases the data source before its lifetime token: the token
    // still reaches the engine, which a screen keeps, and the engine drops its rows.
    let engine: TableEngine
    do {
      let (tableView, host) = UIKitShapedHost.make()
      engine = TableEngine(host: host)
      try engine.addSection(TableSection(rows: [label("x") { _ in _ = engine.sectionCount }]))
      #expect(engine.sectionCount == 1)
      tableView.adapter = nil
    }
    // The token calls at once on the main thread, else in a task on the main actor: give that
    // task a bounded number of turns.
    for _ in 0..<1_000 where engine.sectionCount != 0 { await Task.yield() }
    #expect(engine.sectionCount == 0, "told that its host went away")
  }

  // MARK: Counts for screen code

  @Test func screenCountsAreTheHostsCounts() throws {
    let (engine, _) = makeTable()
    try engine.addSection(TableSection(rows: [label("a"), label("b")]))
    try engine.addSection(TableSection(rows: []))
    #expect(engine.sectionCount == engine.dataSource.numberOfSections)
    #expect(try engine.rowCount(inSection: 0) == 2 && engine.rowCount(inSection: 1) == 0)
  }

  @Test(arguments: [-1, 2, 7])
  func rowCountOfASectionThatIsNotThereIsRefused(section: Int) throws {
    let (engine, host) = makeTable()
    try engine.addSection(TableSection(rows: [label("a")]))
    try engine.addSection(TableSection(rows: [label("b")]))
    expectRefused(
      .sectionOutOfRange(operation: "rowCount(inSection:)", section: section, sectionCount: 2), in: engine,
      host: host
    ) {
      _ = try engine.rowCount(inSection: section)
    }
  }

  @Test func rowCountOfAnEmptyTableNamesTheEmptyTable() throws {
    let (engine, host) = makeTable()
    expectRefused(
      .sectionOutOfRange(operation: "rowCount(inSection:)", section: 0, sectionCount: 0), in: engine, host: host
    ) {
      _ = try engine.rowCount(inSection: 0)
    }
    #expect(
      TableError.sectionOutOfRange(operation: "rowCount(inSection:)", section: 0, sectionCount: 0).description
        == "rowCount(inSection:): section 0 is out of range; the table has 0 sections")
  }

  @Test func aHandleCountsItsSectionUntilItIsRemoved() throws {
    let (engine, host) = makeTable()
    let handle = try engine.addSection(TableSection(rows: [label("a")]))
    try handle.addCell(label("b"))
    #expect(try handle.rowCount() == 2)
    try engine.removeSection(at: 0)
    expectRefused(.sectionRemoved(operation: "rowCount()"), in: engine, host: host) {
      _ = try handle.rowCount()
    }
  }
}
