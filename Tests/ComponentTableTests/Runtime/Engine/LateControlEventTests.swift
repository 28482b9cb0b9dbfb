import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Control events that arrive while the engine or the host is in the middle of an update (a
/// text field that ends editing because a reload removes its cell) wait until the update is
/// over, then reach the row they were meant for, found by identity.
@MainActor
@Suite struct LateControlEventTests {
  typealias Kit = TerminalSettingsKit

  /// A table of one section: a text field ("Name", id "name") and, when `extraAbove`, a row
  /// inserted above it.
  @MainActor
  final class Screen {
    var committed: [String] = []
    func sections(extraAbove: Bool = false, withField: Bool = true, last: String = "Last") -> [TableSection] {
      var rows: [TableComponent] = []
      if extraAbove { rows.append(Kit.textRow("Inserted", id: "inserted")) }
      if withField {
        rows.append(Kit.textField("Name", text: "Ann", id: "name") { [unowned self] in self.committed.append($0) })
      }
      rows.append(Kit.textRow(last, id: "last"))
      return [TableSection(id: "s", rows: rows)]
    }
  }

  func text(_ engine: TableEngine, at indexPath: IndexPath) throws -> String? {
    try engine.component(at: indexPath).data(as: Kit.TextFieldCell.self)?.text
  }

  @Test func aTextCommittedWhileTheEngineReloadsIsKeptOnceTheReloadIsOver() throws {
    let (tableView, host) = UIKitShapedHost.make()
    defer { withExtendedLifetime(tableView) {} }
    let engine = TableEngine(host: host)
    let screen = Screen()
    try engine.apply(screen.sections())
    // Off screen, a change is a reload; the field's cell ends editing inside it.
    host.duringReload = { engine.dataSource.sendControlEvent(.text("Cy"), forRowAt: IndexPath(row: 0, section: 0)) }
    try engine.apply(screen.sections(last: "Changed"))
    #expect(host.count("reloadData") == 3, "the first table, the change, then the late text")
    host.duringReload = nil
    #expect(try text(engine, at: IndexPath(row: 0, section: 0)) == "Cy", "the typed text is in the table")
    #expect(screen.committed == ["Cy"])
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func anEventFromTheHostsOwnPassWaitsForItsEndAndMutationsInsideAreRefused() throws {
    let (tableView, host) = UIKitShapedHost.make()
    defer { withExtendedLifetime(tableView) {} }
    let engine = TableEngine(host: host)
    let screen = Screen()
    try engine.apply(screen.sections())
    host.onScreen = true
    let batchesBefore = host.count("performBatchUpdates")
    var refusal: (any Error)?
    engine.dataSource.performHostUpdate {
      #expect(!engine.isIdle)
      engine.dataSource.sendControlEvent(.text("Cy"), forRowAt: IndexPath(row: 0, section: 0))
      #expect(host.count("performBatchUpdates") == batchesBefore, "nothing reaches the host inside its pass")
      #expect(screen.committed.isEmpty)
      do { try engine.removeRow(at: IndexPath(row: 1, section: 0)) } catch { refusal = error }
    }
    #expect("\(refusal.map { String(describing: $0) } ?? "")".contains("the host is running an update of its own"))
    #expect(engine.isIdle)
    #expect(try text(engine, at: IndexPath(row: 0, section: 0)) == "Cy")
    #expect(screen.committed == ["Cy"])
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 2, "the refused removal changed nothing")
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func aLateEventReachesItsRowAfterRowsWereInsertedAboveIt() throws {
    let (tableView, host) = UIKitShapedHost.make()
    defer { withExtendedLifetime(tableView) {} }
    let engine = TableEngine(host: host)
    let screen = Screen()
    try engine.apply(screen.sections())
    // Made when editing began, as the UIKit text field cell does.
    let field = try #require(engine.dataSource.rowReference(forRowAt: IndexPath(row: 0, section: 0)))
    host.duringReload = { engine.dataSource.sendControlEvent(.text("Cy"), toRow: field) }
    try engine.apply(screen.sections(extraAbove: true))
    host.duringReload = nil
    #expect(engine.dataSource.indexPath(of: field) == IndexPath(row: 1, section: 0))
    #expect(try text(engine, at: IndexPath(row: 1, section: 0)) == "Cy", "the field got its text")
    #expect(try engine.component(at: IndexPath(row: 0, section: 0)).id == AnyHashable("inserted"))
    #expect(screen.committed == ["Cy"])
  }

  @Test func aLateEventForARowThatIsGoneIsDropped() throws {
    let (tableView, host) = UIKitShapedHost.make()
    defer { withExtendedLifetime(tableView) {} }
    let engine = TableEngine(host: host)
    let screen = Screen()
    try engine.apply(screen.sections())
    let field = try #require(engine.dataSource.rowReference(forRowAt: IndexPath(row: 0, section: 0)))
    host.duringReload = { engine.dataSource.sendControlEvent(.text("Cy"), toRow: field) }
    try engine.apply(screen.sections(withField: false))
    #expect(engine.dataSource.indexPath(of: field) == nil)
    #expect(screen.committed.isEmpty)
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 1)
  }

  @Test func anEventSentWhileIdleRunsAtOnce() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    let screen = Screen()
    try engine.apply(screen.sections())
    engine.dataSource.sendControlEvent(.text("Cy"), forRowAt: IndexPath(row: 0, section: 0))
    #expect(screen.committed == ["Cy"], "no deferral when nothing is in progress (a screen being left)")
  }
}
