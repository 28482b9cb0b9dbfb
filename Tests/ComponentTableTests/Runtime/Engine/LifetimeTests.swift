import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The engine lives as long as its table view, and no longer.
@MainActor
@Suite struct LifetimeTests {
  @Test func anEngineNobodyStoresKeepsWorking() throws {
    let host = TerminalTableView(width: 20, height: 5)
    weak var weakEngine: TableEngine?
    do {
      let engine = TableEngine(host: host)  // assigned and forgotten
      weakEngine = engine
      try engine.addSection(TableSection(rows: [label("still here")]))
    }
    #expect(weakEngine != nil)
    #expect(host.render() == ["still here"])
  }

  @Test func engineViewsAndClosuresGoAwayWithTheHost() throws {
    weak var weakEngine: TableEngine?
    weak var weakHost: TerminalTableView?
    weak var weakCell: TerminalTableCell?
    weak var captured: Token?
    do {
      let host = TerminalTableView(width: 20, height: 5)
      let engine = TableEngine(host: host)
      let token = Token()
      try engine.addSection(TableSection(rows: [label("x") { _ in _ = token }]))
      weakEngine = engine
      weakHost = host
      weakCell = host.cellForRow(at: IndexPath(row: 0, section: 0))
      captured = token
      #expect(weakCell != nil)
    }
    #expect(weakHost == nil)
    #expect(weakEngine == nil)
    #expect(weakCell == nil)
    #expect(captured == nil)
  }

  @Test func closuresThatCaptureTheEngineDoNotKeepItAlive() throws {
    weak var weakEngine: TableEngine?
    weak var weakHost: TerminalTableView?
    do {
      let host = TerminalTableView(width: 20, height: 5)
      let engine = TableEngine(host: host)
      // A strong capture of the engine: a cycle engine → row → closure → engine.
      try engine.addSection(TableSection(rows: [label("x") { _ in _ = engine.sectionCount }]))
      try engine.addCell(label("y") { _ in try? engine.removeAll() }, toSection: 0)
      host.selectRow(at: IndexPath(row: 0, section: 0))
      weakEngine = engine
      weakHost = host
    }
    #expect(weakHost == nil)
    #expect(weakEngine == nil)
  }

  @Test func theEngineDoesNotKeepTheHostAlive() throws {
    var host: TerminalTableView? = TerminalTableView()
    let engine = TableEngine(host: host!)
    let retained = engine  // the engine is kept by someone else
    // Declared, then assigned: `weak let` needs Swift 6.2, and the package admits 6.0.
    weak var weakHost: TerminalTableView?
    weakHost = host
    host = nil
    #expect(weakHost == nil)
    #expect(retained.host == nil)
    // Without a host, changes still apply to the model.
    try retained.addSection(TableSection(rows: [label("a")]))
    #expect(try retained.rowCount(inSection: 0) == 1)
  }
}

final class Token {}
