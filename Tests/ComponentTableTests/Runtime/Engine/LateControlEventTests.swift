import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Control events that arrive while the engine or the host is in the middle of an update (a
/// text field that ends editing because a reload removes its cell) wait until the update is
/// over, then reach the row they were meant for, found by identity.
@MainActor
@Suite struct LateControlEventTests {

  /// A table of one section: a text field ("Name", id "name") and, when `extraAbove`, a row
  /// inserted above it.
  @MainActor
  final class Screen {
    var committed: [String] = []
    func sections(extraAbove: Bool = false, withField: Bool = true, last: String = "Last") -> [TableSection] {
      var rows: [TableComponent] = []
      if extraAbove { rows.append(TableComponent.textRow("Inserted", id: "inserted")) }
      if withField {
        rows.append(
          TableComponent.textFieldRow("Name", text: .value("Ann"), id: "name") { [unowned self] in
            self.committed.append($0)
          })
      }
      rows.append(TableComponent.textRow(last, id: "last"))
      return [TableSection(id: "s", rows: rows)]
    }
  }

  /// The screen shown on a UIKit-shaped host; the table view lives as long as this value.
  @MainActor
  struct Shown {
    let tableView: UIKitShapedHost.FakeTableView
    let host: UIKitShapedHost
    let engine: TableEngine
    let screen = Screen()

    init() throws {
      (tableView, host) = UIKitShapedHost.make()
      engine = TableEngine(host: host)
      try engine.apply(screen.sections())
    }

    /// Applies `sections` while the host reloads, during which the field (the first row) ends
    /// editing with `text`, as a UIKit text field cell does when a reload takes its cell away.
    /// Returns the reference to the field, made before, as the cell makes it when editing
    /// begins.
    func apply(_ sections: [TableSection], whileTheFieldCommits text: String) throws -> RowReference {
      let field = try #require(engine.dataSource.rowReference(forRowAt: IndexPath(row: 0, section: 0)))
      host.duringReload = { [engine] in engine.dataSource.send(.control(.text(text), row: field)) }
      defer { host.duringReload = nil }
      try engine.apply(sections)
      return field
    }
  }

  func text(_ engine: TableEngine, at indexPath: IndexPath) throws -> String? {
    try engine.component(at: indexPath).data(as: TextFieldRowData.self)?.text
  }

  @Test func aTextCommittedWhileTheEngineReloadsIsKeptOnceTheReloadIsOver() throws {
    let shown = try Shown()
    defer { withExtendedLifetime(shown) {} }
    let (host, engine, screen) = (shown.host, shown.engine, shown.screen)
    // Off screen, a change is a reload; the field's cell ends editing inside it.
    host.duringReload = { engine.dataSource.send(.control(.text("Cy"), at: IndexPath(row: 0, section: 0))) }
    try engine.apply(screen.sections(last: "Changed"))
    #expect(host.count("reloadData") == 3, "the first table, the change, then the late text")
    host.duringReload = nil
    #expect(try text(engine, at: IndexPath(row: 0, section: 0)) == "Cy", "the typed text is in the table")
    #expect(screen.committed == ["Cy"])
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func anEventFromTheHostsOwnPassWaitsForItsEndAndMutationsInsideAreRefused() throws {
    let shown = try Shown()
    defer { withExtendedLifetime(shown) {} }
    let (host, engine, screen) = (shown.host, shown.engine, shown.screen)
    host.onScreen = true
    let batchesBefore = host.count("performBatchUpdates")
    var refusal: (any Error)?
    engine.dataSource.performHostUpdate {
      #expect(!engine.isIdle)
      engine.dataSource.send(.control(.text("Cy"), at: IndexPath(row: 0, section: 0)))
      #expect(host.count("performBatchUpdates") == batchesBefore, "nothing reaches the host inside its pass")
      #expect(screen.committed.isEmpty)
      do { try engine.removeCell(at: IndexPath(row: 1, section: 0)) } catch { refusal = error }
    }
    #expect("\(refusal.map { String(describing: $0) } ?? "")".contains("the host is running an update of its own"))
    #expect(engine.isIdle)
    #expect(try text(engine, at: IndexPath(row: 0, section: 0)) == "Cy")
    #expect(screen.committed == ["Cy"])
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 2, "the refused removal changed nothing")
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func aLateEventReachesItsRowAfterRowsWereInsertedAboveIt() throws {
    let shown = try Shown()
    defer { withExtendedLifetime(shown) {} }
    let (engine, screen) = (shown.engine, shown.screen)
    let field = try shown.apply(screen.sections(extraAbove: true), whileTheFieldCommits: "Cy")
    #expect(engine.dataSource.indexPath(of: field) == IndexPath(row: 1, section: 0))
    #expect(try text(engine, at: IndexPath(row: 1, section: 0)) == "Cy", "the field got its text")
    #expect(try engine.component(at: IndexPath(row: 0, section: 0)).id == AnyHashable("inserted"))
    #expect(screen.committed == ["Cy"])
  }

  @Test func aLateEventForARowThatIsGoneIsDropped() throws {
    let shown = try Shown()
    defer { withExtendedLifetime(shown) {} }
    let (engine, screen) = (shown.engine, shown.screen)
    let field = try shown.apply(screen.sections(withField: false), whileTheFieldCommits: "Cy")
    #expect(engine.dataSource.indexPath(of: field) == nil)
    #expect(screen.committed.isEmpty)
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 1)
  }

  @Test func anEventSentWhileIdleRunsAtOnce() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    let screen = Screen()
    try engine.apply(screen.sections())
    engine.dataSource.send(.control(.text("Cy"), at: IndexPath(row: 0, section: 0)))
    #expect(screen.committed == ["Cy"], "no deferral when nothing is in progress (a screen being left)")
  }
}
