import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// What each incremental mutation does to the model, which batch it sends, and that the host
/// keeps showing the right data in the right views.
@MainActor
@Suite struct MutationTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  func rows(_ engine: TableEngine, _ section: Int) -> [String] {
    (try? engine.section(at: section).rows.map(\.debugData)) ?? []
  }

  func filled() throws -> (TableEngine, TerminalTableView) {
    let (engine, host) = makeTable(width: 20, height: 30)
    try engine.addSection(TableSection(headerTitle: "A", rows: ["a0", "a1", "a2"].map { label($0) }))
    try engine.addSection(TableSection(headerTitle: "B", rows: ["b0"].map { label($0) }))
    return (engine, host)
  }

  @Test func addAndInsertSections() throws {
    let (engine, host) = try filled()
    let handle = try engine.insertSection(TableSection(rows: [label("new")]), at: 1)
    #expect(host.lastAppliedUpdate == TableBatchUpdate(insertedSections: [1]))
    #expect(handle.index == 1)
    #expect(rows(engine, 1) == ["new"])
    try handle.addCell(label("more"))
    #expect(rows(engine, 1) == ["new", "more"])
    #expect(host.lastAppliedUpdate == TableBatchUpdate(insertedRows: [path(1, 1)]))
    try engine.insertSection(TableSection(), at: 0)
    #expect(handle.index == 2)  // the handle follows its section
    #expect(try handle.rowCount() == 2)
    expectVisibleViewsMatchModel(engine, host)
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func removeMoveAndReplaceSections() throws {
    let (engine, host) = try filled()
    let b = try engine.sectionHandle(at: 1)
    try engine.moveSection(at: 1, to: 0)
    #expect(host.lastAppliedUpdate == TableBatchUpdate(movedSections: [.init(from: 1, to: 0)]))
    #expect(rows(engine, 0) == ["b0"])
    #expect(b.index == 0)
    try engine.updateSection(at: 1, with: TableSection(headerTitle: "C", rows: [label("c0")]))
    #expect(host.lastAppliedUpdate == TableBatchUpdate(reloadedSections: [1]))
    #expect(try engine.section(at: 1).headerTitle == "C")
    try engine.removeSection(at: 0)
    #expect(host.lastAppliedUpdate == TableBatchUpdate(deletedSections: [0]))
    #expect(b.index == nil)
    #expect(engine.sectionCount == 1)
    try engine.moveSection(at: 0, to: 0)  // a move to where it is changes nothing
    #expect(host.lastAppliedUpdate == TableBatchUpdate(deletedSections: [0]))
    try engine.removeAll()
    #expect(engine.sectionCount == 0)
    #expect(host.render().isEmpty)
    expectVisibleViewsMatchModel(engine, host)
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func insertRemoveMoveAndReplaceRows() throws {
    let (engine, host) = try filled()
    try engine.insertCells([label("x"), label("y")], at: path(0, 1))
    #expect(rows(engine, 0) == ["a0", "x", "y", "a1", "a2"])
    #expect(host.lastAppliedUpdate == TableBatchUpdate(insertedRows: [path(0, 1), path(0, 2)]))
    try engine.removeCells(at: [path(0, 4), path(0, 0)])
    #expect(rows(engine, 0) == ["x", "y", "a1"])
    try engine.moveCell(at: path(0, 0), to: path(1, 1))
    #expect(rows(engine, 0) == ["y", "a1"])
    #expect(rows(engine, 1) == ["b0", "x"])
    #expect(host.lastAppliedUpdate == TableBatchUpdate(movedRows: [.init(from: path(0, 0), to: path(1, 1))]))
    try engine.moveCell(at: path(0, 1), to: path(0, 0))
    #expect(rows(engine, 0) == ["a1", "y"])
    let appended = try engine.addCell(label("end"), toSection: 0)
    #expect(appended == path(0, 2))
    try engine.updateCell(
      at: path(0, 0), with: TableComponent(SwitchCell.self, data: SwitchState(title: "s", isOn: true)))
    #expect(host.lastAppliedUpdate == TableBatchUpdate(reloadedRows: [path(0, 0)]))
    try engine.updateCell(at: path(0, 1), with: label("y2"))
    #expect(host.lastAppliedUpdate == TableBatchUpdate(reconfiguredRows: [path(0, 1)]))
    try engine.updateCells(at: [path(0, 2), path(1, 0)], with: [label("e2"), label("b2")])
    #expect(rows(engine, 0) == ["s=true", "y2", "e2"])
    #expect(rows(engine, 1) == ["b2", "x"])
    expectVisibleViewsMatchModel(engine, host)
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func survivingViewsAreKeptNotReconfigured() throws {
    let (engine, host) = try filled()
    let a1 = try #require(host.cellForRow(at: path(0, 1)) as? LabelCell)
    let configured = a1.configureCount
    try engine.insertCell(label("top"), at: path(0, 0))
    #expect(host.cellForRow(at: path(0, 2)) === a1)
    try engine.moveCell(at: path(0, 2), to: path(1, 0))
    #expect(host.cellForRow(at: path(1, 0)) === a1)
    try engine.moveSection(at: 1, to: 0)
    #expect(host.cellForRow(at: path(0, 0)) === a1)
    #expect(a1.configureCount == configured)
    try engine.updateCell(at: path(0, 0), with: label("a1 again"))
    #expect(host.cellForRow(at: path(0, 0)) === a1)
    #expect(a1.text == "a1 again")
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func groupedMutationsReachTheHostOnce() throws {
    let (engine, host) = try filled()
    let updates = host.appliedUpdateCount
    let reloads = host.reloadCount
    try engine.performBatchUpdates {
      try engine.insertCell(label("n"), at: path(0, 0))
      try engine.removeCell(at: path(1, 0))
      try engine.performBatchUpdates {  // nested groups join the outer one
        try engine.addSection(TableSection(rows: [label("c0")]))
      }
      #expect(host.appliedUpdateCount == updates)  // nothing reached the host yet
    }
    #expect(rows(engine, 0) == ["n", "a0", "a1", "a2"])
    #expect(rows(engine, 1) == [])
    #expect(rows(engine, 2) == ["c0"])
    #expect(host.appliedUpdateCount + host.reloadCount - updates - reloads >= 1)
    expectVisibleViewsMatchModel(engine, host)
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func offScreenHostReloadsInsteadOfAnimating() throws {
    let (engine, host) = try filled()
    host.isOnScreen = false
    let updates = host.appliedUpdateCount
    let reloads = host.reloadCount
    try engine.insertCell(label("quiet"), at: path(0, 0))
    #expect(host.appliedUpdateCount == updates)
    #expect(host.reloadCount == reloads + 1)
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func mutatingWhileConfiguringAViewIsRefused() throws {
    let (engine, host) = makeTable()
    var error: TableError?
    let probe = ViewProbe()
    probe.onConfigure = {
      do { try engine.removeAll() } catch let caught as TableError { error = caught } catch {}
    }
    try engine.addSection(
      TableSection(rows: [TableComponent(ReentrantCell.self, data: Probed(value: 1, probe: probe))]))
    _ = host.render()
    #expect(error == .reentrantMutation(operation: "removeAll(animation:)", during: "a view is being configured"))
    #expect(engine.sectionCount == 1)
  }

  @Test func selectionClosureMayRemoveItsOwnRow() throws {
    let (engine, host) = makeTable()
    try engine.addSection(
      TableSection(rows: [
        label("keep"), label("remove me") { try? $0.engine.removeCell(at: $0.indexPath) }, label("after"),
      ]))
    host.selectRow(at: path(0, 1))
    #expect(rows(engine, 0) == ["keep", "after"])
    #expect(host.indexPathForSelectedRow == nil)
    expectVisibleViewsMatchModel(engine, host)
    #expect(host.inconsistencies.isEmpty)
  }
}

/// A cell whose configuration runs a closure (to mutate the table from inside it).
@MainActor
final class ReentrantCell: TerminalTableCell, ComponentView {
  func configure(with data: Probed<Int>) { data.probe.onConfigure?() }
  static func height(for data: Probed<Int>, width: CGFloat) -> ComponentHeight { .fixed(1) }
}
