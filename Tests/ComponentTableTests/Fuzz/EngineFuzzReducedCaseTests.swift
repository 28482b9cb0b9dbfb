import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Call sequences of `EngineFuzzTests`, each reduced to the fewest calls that show one rule: a
/// self-sizing row is measured again at a new width, a failed nested group is undone while the
/// outer one goes on, and a row that only changes reuse pool gets a view of its new pool. A
/// sequence found failing later goes here as a `.disabled("engine bug: …")` test until fixed.
@MainActor
@Suite struct EngineFuzzReducedCaseTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  /// Host: a self-sizing row was measured once per index path and the measurement survived a
  /// width change, so a row whose fitting height depends on the width kept its old height
  /// until something else (an update, a reload, `invalidateLayout`) dropped the measurements.
  @Test func selfSizingRowIsMeasuredAgainAfterAWidthChange() throws {
    let host = TerminalTableView(width: 40, height: 10, inconsistencyPolicy: .record)
    let engine = TableEngine(host: host)
    try engine.addSection(TableSection(rows: [TableComponent(FuzzWrappingCell.self, data: "r1")]))
    #expect(host.contentHeight == FuzzMetrics.wrappingLines("r1", width: 40))  // 3 lines
    host.width = 20
    #expect(host.contentHeight == FuzzMetrics.wrappingLines("r1", width: 20))  // 5 lines; the bug: 3
  }

  /// Engine: a nested `performBatchUpdates` whose body threw kept its changes when the outer
  /// body caught the error and went on, although a group "happens completely or not at all"
  /// (only the outermost group restored the table).
  @Test func failedNestedGroupIsUndoneWhenTheOuterGroupGoesOn() throws {
    let (engine, host) = makeTable()
    try engine.addSection(TableSection(rows: [label("a")]))
    struct Abandon: Error {}
    try engine.performBatchUpdates {
      do {
        try engine.performBatchUpdates {
          try engine.addCell(label("b"), toSection: 0)
          throw Abandon()
        }
      } catch is Abandon {}
    }
    #expect(engine.allSections.map { $0.rows.map(\.debugData) } == [["a"]])  // the bug: [["a", "b"]]
    #expect(host.inconsistencies.isEmpty)
  }

  /// Engine: a row that kept its identity and its data but moved to another reuse pool of the
  /// same class got no update from `apply` or from a group, so the old pool's view went on
  /// showing it. `updateCell` always reloaded the same change (its reuse identifier changed).
  @Test func rowThatOnlyChangesPoolGetsAViewOfItsNewPool() throws {
    let (engine, host) = makeTable()
    try engine.apply([TableSection(id: "s", rows: [label("x"), label("y")])])
    let x = host.cellForRow(at: path(0, 0))
    try engine.apply([
      TableSection(id: "s", rows: [TableComponent(LabelCell.self, data: "x", reuseIdentifier: "custom"), label("y")])
    ])
    // A row of another pool is reloaded: it gets a new view, as UIKit dequeues one from the new pool.
    #expect(host.lastAppliedUpdate == TableBatchUpdate(reloadedRows: [path(0, 0)]))  // the bug: no update
    #expect(host.cellForRow(at: path(0, 0)) !== x)

    let y = host.cellForRow(at: path(0, 1))
    try engine.performBatchUpdates {
      try engine.updateCell(at: path(0, 1), with: TableComponent(LabelCell.self, data: "y", reuseIdentifier: "custom"))
    }
    #expect(host.lastAppliedUpdate == TableBatchUpdate(reloadedRows: [path(0, 1)]))  // the bug: no update
    #expect(host.cellForRow(at: path(0, 1)) !== y)

    // Without a group the same replacement is a reload too.
    try engine.updateCell(at: path(0, 1), with: label("y"))
    #expect(host.lastAppliedUpdate == TableBatchUpdate(reloadedRows: [path(0, 1)]))
  }
}
