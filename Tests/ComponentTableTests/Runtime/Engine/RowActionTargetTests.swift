import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A row action picked a while after its row's actions were shown (UIKit: a swipe, then a tap)
/// reaches the row that was swiped, wherever it is now; nothing runs when it is gone; and the
/// answer says whether a destructive action really removed its row.
@MainActor
@Suite struct RowActionTargetTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }
  func labels(_ engine: TableEngine) -> [String] { engine.allSections.flatMap { $0.rows.map(\.debugData) } }

  func row(_ text: String, trailing: [RowAction] = [.delete()], leading: [RowAction] = []) -> TableComponent {
    TableComponent(LabelCell.self, data: text, id: text).swipeActions(leading: leading, trailing: trailing)
  }

  @Test func deleteReachesTheSwipedRowAfterARowWasInsertedAboveIt() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.apply([TableSection(id: "s", rows: [row("a"), row("b"), row("c")])])
    let swiped = try #require(engine.dataSource.rowReference(forRowAt: path(0, 1)))  // "b" is swiped
    // A refresh inserts a row above while the actions are shown.
    try engine.apply([TableSection(id: "s", rows: [row("new"), row("a"), row("b"), row("c")])])
    #expect(engine.dataSource.indexPath(of: swiped) == path(0, 2))
    #expect(engine.dataSource.send(.action(position: 0, edge: .trailing, row: swiped)))
    #expect(labels(engine) == ["new", "a", "c"], "b is deleted, not the row now at b's old place")
  }

  @Test func aRowReplacedByItsNewValueIsFoundByIdentity() throws {
    var renamed: [IndexPath] = []
    let rename = RowAction("Rename") { renamed.append($0.indexPath) }
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.apply([TableSection(id: "s", rows: [row("a"), row("b", leading: [rename])])])
    let swiped = try #require(engine.dataSource.rowReference(forRowAt: path(0, 1)))
    try engine.updateCell(at: path(0, 1), with: row("b", leading: [rename]))
    try engine.insertCell(row("top"), at: path(0, 0))
    #expect(engine.dataSource.send(.action(position: 0, edge: .leading, row: swiped)))
    #expect(renamed == [path(0, 2)])
  }

  @Test func nothingRunsForARowThatIsGone() throws {
    var ran = 0
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.apply([
      TableSection(id: "s", rows: [row("a", trailing: [RowAction("Flag") { _ in ran += 1 }]), row("b")])
    ])
    let swiped = try #require(engine.dataSource.rowReference(forRowAt: path(0, 0)))
    try engine.apply([TableSection(id: "s", rows: [row("b")])])
    #expect(engine.dataSource.indexPath(of: swiped) == nil)
    #expect(!engine.dataSource.send(.action(position: 0, edge: .trailing, row: swiped)))
    #expect(ran == 0)
    #expect(labels(engine) == ["b"], "the row now at the old place is left alone")
  }

  @Test func aRowWithoutIdentityIsGoneOnceItsComponentWasReplaced() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    func plain(_ text: String) -> TableComponent {
      TableComponent(LabelCell.self, data: text).swipeActions(trailing: [.delete()])
    }
    try engine.addSection(TableSection(rows: [plain("a"), plain("b")]))
    let swiped = try #require(engine.dataSource.rowReference(forRowAt: path(0, 0)))
    try engine.moveCell(at: path(0, 0), to: path(0, 1))
    #expect(engine.dataSource.indexPath(of: swiped) == path(0, 1), "the same component, moved")
    try engine.updateCell(at: path(0, 1), with: TableComponent(LabelCell.self, data: "z"))
    #expect(engine.dataSource.indexPath(of: swiped) == nil, "cannot be told from another row: refused")
    #expect(!engine.dataSource.send(.action(position: 0, edge: .trailing, row: swiped)))
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 2)
  }

  @Test func aDestructiveActionThatKeepsItsRowReportsNoSuccess() throws {
    var asked = 0
    let confirmFirst = RowAction("Delete", style: .destructive) { _ in asked += 1 }  // shows an alert
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.apply([TableSection(id: "s", rows: [row("a", trailing: [confirmFirst, .delete()])])])
    let swiped = try #require(engine.dataSource.rowReference(forRowAt: path(0, 0)))
    #expect(
      !engine.dataSource.send(.action(position: 0, edge: .trailing, row: swiped)), "the row stays: no row animates away"
    )
    #expect(asked == 1)
    #expect(!engine.dataSource.send(.action(position: 5, edge: .trailing, row: swiped)), "no such action")
    #expect(engine.dataSource.send(.action(position: 1, edge: .trailing, row: swiped)), "the real delete removed it")
    #expect(labels(engine).isEmpty)
  }

  @Test func aBusyEngineRefusesAndReportsIt() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.apply([TableSection(id: "s", rows: [row("a")])])
    let swiped = try #require(engine.dataSource.rowReference(forRowAt: path(0, 0)))
    var answer = true
    engine.dataSource.performHostUpdate {
      answer = engine.dataSource.send(.action(position: 0, edge: .trailing, row: swiped))
    }
    #expect(!answer)
    #expect(labels(engine) == ["a"])
  }

  /// A hand-written data source keeps the old meaning: the position, while it exists.
  @Test func aPositionReferenceResolvesToItsPosition() {
    let reference = RowReference(indexPath: path(0, 3))
    #expect(reference.indexPath == path(0, 3))
  }
}
