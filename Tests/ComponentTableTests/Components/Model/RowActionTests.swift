import ComponentTable
import Foundation
import Testing

/// Swipe actions (``RowAction``): what their handler is told (``RowActionContext``), and which
/// edge a host names when the user picks one (``RowActionEdge``).
@MainActor
@Suite struct RowActionTests {
  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test func anActionKeepsItsTitleAndStyle() {
    let delete = RowAction("Delete", style: .destructive) { _ in }
    #expect(delete.title == "Delete")
    #expect(delete.style == .destructive)
    #expect(RowAction("Flag") { _ in }.style == .normal)
  }

  /// The handler is told where its row is when it runs, and reaches the engine through the
  /// context, so it can remove the row it was offered for.
  @Test func theHandlerIsToldItsRowAndReachesTheEngine() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    var contexts: [IndexPath] = []
    let remove = RowAction("Remove", style: .destructive) { (context: RowActionContext) in
      contexts.append(context.indexPath)
      try? context.engine.removeCell(at: context.indexPath)
    }
    try engine.apply([
      TableSection(
        id: "s",
        rows: ["a", "b", "c"].map {
          TableComponent(LabelCell.self, data: $0, id: $0).swipeActions(
            leading: [RowAction("Pin") { _ in }], trailing: [remove])
        })
    ])
    let b = try #require(engine.dataSource.rowReference(forRowAt: path(1)))
    let edge: RowActionEdge = .trailing
    #expect(engine.dataSource.send(.action(position: 0, edge: edge, row: b)))
    #expect(contexts == [path(1)])
    #expect(try engine.section(at: 0).rows.count == 2)
    #expect(try engine.component(at: path(1)).data(as: LabelCell.Data.self) == "c")
  }

  /// A position past the actions of the named edge runs nothing.
  @Test func eachEdgeHasItsOwnActions() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    var ran: [String] = []
    try engine.apply([
      TableSection(
        id: "s",
        rows: [
          TableComponent(LabelCell.self, data: "a", id: "a").swipeActions(
            leading: [RowAction("Pin") { _ in ran.append("pin") }], trailing: [])
        ])
    ])
    let row = try #require(engine.dataSource.rowReference(forRowAt: path(0)))
    #expect(!engine.dataSource.send(.action(position: 0, edge: RowActionEdge.trailing, row: row)))
    #expect(!engine.dataSource.send(.action(position: 1, edge: RowActionEdge.leading, row: row)))
    #expect(engine.dataSource.send(.action(position: 0, edge: RowActionEdge.leading, row: row)))
    #expect(ran == ["pin"])
  }
}
