import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Row actions, user moves and the section index, in the engine and through the terminal keys.
@MainActor
@Suite struct EditingTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  func labels(_ engine: TableEngine) -> [[String]] { engine.allSections.map { $0.rows.map(\.debugData) } }

  @Test func modifiersKeepDataIdentityAndSelection() throws {
    var tapped = 0
    let plain = TableComponent(LabelCell.self, data: "a", id: "A") { _ in tapped += 1 }
    let edited = plain.swipeActions(trailing: [.delete()]).movable()
    #expect(edited.data(as: LabelCell.Data.self) == "a")
    #expect(edited.id == AnyHashable("A"))
    #expect(edited.canMove)
    #expect(edited.trailingActions.map(\.title) == ["Delete"])
    #expect(edited.trailingActions.first?.style == .destructive)
    #expect(plain.trailingActions.isEmpty && !plain.canMove)  // values: the original is unchanged
    #expect(edited.movable(false).canMove == false)
    #expect(edited.hasSameContent(as: plain))
    let (engine, host) = makeTable()
    try engine.addSection(TableSection(rows: [edited]))
    host.selectRow(at: path(0, 0))
    #expect(tapped == 1)
  }

  @Test func deleteActionRemovesTheRowWithAnAnimatedUpdate() throws {
    var deleted: [IndexPath] = []
    let (engine, host) = makeTable()
    try engine.addSection(
      TableSection(rows: ["a", "b", "c"].map { label($0).swipeActions(trailing: [.delete { deleted.append($0) }]) }))
    let row = try #require(engine.dataSource.rowReference(forRowAt: path(0, 1)))
    #expect(engine.dataSource.send(.action(position: 0, edge: .trailing, row: row)))
    #expect(labels(engine) == [["a", "c"]])
    #expect(deleted == [path(0, 1)])
    #expect(host.lastAppliedUpdate == TableBatchUpdate(deletedRows: [path(0, 1)]))
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func userMovesFollowTheCanMoveRule() throws {
    let (engine, host) = makeTable()
    try engine.addSection(TableSection(rows: [label("fixed"), label("m1").movable(), label("m2").movable()]))
    try engine.addSection(TableSection(rows: [label("other")]))
    // UIKit's path: the row is already on screen at its new place; no update is sent.
    let updates = host.appliedUpdateCount
    try engine.rowWasMoved(from: path(0, 2), to: path(1, 1))
    #expect(labels(engine) == [["fixed", "m1"], ["other", "m2"]])
    #expect(host.appliedUpdateCount == updates)
    expectRefused(.rowNotMovable(operation: "rowWasMoved(from:to:)", indexPath: path(0, 0)), in: engine, host: host) {
      try engine.rowWasMoved(from: path(0, 0), to: path(0, 1))
    }
    expectRefused(
      .rowOutOfRange(operation: "rowWasMoved(from:to:)", indexPath: path(1, 3), rowCount: 2), in: engine, host: host
    ) {
      try engine.rowWasMoved(from: path(0, 1), to: path(1, 3))
    }
    // A host reporting a refused move learns it must reload, and nothing changed.
    #expect(engine.dataSource.send(.moved(from: path(0, 0), to: path(0, 1))) == false)
    #expect(engine.dataSource.send(.moved(from: path(0, 1), to: path(0, 0))))
    #expect(labels(engine) == [["m1", "fixed"], ["other", "m2"]])
    // A late move or action for a row that is gone does nothing.
    #expect(engine.dataSource.send(.move(from: path(9, 9), to: path(0, 0))) == false)
    #expect(engine.dataSource.send(.move(from: path(0, 1), to: path(0, 0))) == false)  // "fixed" is not movable
    let gone = RowReference(indexPath: path(9, 9))
    #expect(engine.dataSource.send(.action(position: 0, edge: .trailing, row: gone)) == false)
  }

  @Test func sectionIndexTitlesSkipSectionsWithoutOne() throws {
    let (engine, _) = makeTable()
    #expect(engine.sectionIndexTitles == nil)
    try engine.apply([
      TableSection(id: "a", indexTitle: "A", rows: [label("ann")]),
      TableSection(id: "none", rows: [label("x")]),
      TableSection(id: "b", indexTitle: "B") { label("bo") },
    ])
    #expect(engine.sectionIndexTitles == ["A", "B"])
    #expect(engine.dataSource.sectionIndex(forIndexTitleAt: 1) == 2)
    #expect(engine.dataSource.sectionIndex(forIndexTitleAt: 7) == 0)
  }

  @Test func terminalKeysDeleteMoveAndListActions() throws {
    var archived: [String] = []
    let table = TerminalTableView(width: 40, height: 10, inconsistencyPolicy: .record)
    let engine = TableEngine(host: table)
    func row(_ name: String) -> TableComponent {
      label(name)
        .swipeActions(
          leading: [RowAction("Archive") { archived.append(name + "@\($0.indexPath.row)") }],
          trailing: [.delete()]
        )
        .movable()
    }
    try engine.addSection(TableSection(rows: [row("a"), row("b"), row("c")]))
    try engine.addSection(TableSection(rows: [label("fixed")]))
    let app = TerminalTableApp(title: "Edit", table: table)
    app.replay(try KeyScript.parse("down d"))  // deletes "b"
    #expect(labels(engine) == [["a", "c"], ["fixed"]])
    #expect(table.focusedIndexPath == path(0, 1))
    app.replay(try KeyScript.parse("K"))  // "c" moves up
    #expect(labels(engine) == [["c", "a"], ["fixed"]])
    #expect(table.focusedIndexPath == path(0, 0))
    app.replay(try KeyScript.parse("J J"))  // down twice: the second would leave the section
    #expect(labels(engine) == [["a", "c"], ["fixed"]])
    #expect(table.focusedIndexPath == path(0, 1))
    app.replay(try KeyScript.parse("a"))
    #expect(app.renderFrame(styled: false).last?.hasPrefix(" 1–2 run · esc close") == true)
    #expect(app.renderFrame(styled: false).contains { $0.contains("1 Archive · 2 Delete · esc close") })
    app.replay(try KeyScript.parse("1"))
    #expect(archived == ["c@1"])
    #expect(app.offeredList == nil)
    app.replay(try KeyScript.parse("a esc"))
    #expect(app.offeredList == nil)
    #expect(!app.isFinished)  // Esc closed the list, it did not quit
    app.replay(try KeyScript.parse("down J d"))  // "fixed" is neither movable nor deletable
    #expect(labels(engine) == [["a", "c"], ["fixed"]])
    #expect(table.inconsistencies.isEmpty)
    expectVisibleViewsMatchModel(engine, table)
  }
}

@MainActor
@Suite struct EditingBadInputTests {
  @Test func terminalIndexKeyJumpsToTheSectionOfATitle() throws {
    func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }
    let table = TerminalTableView(width: 70, height: 4, inconsistencyPolicy: .record)
    let engine = TableEngine(host: table)
    try engine.addSection(TableSection(indexTitle: "A", rows: ["ann", "amy", "al"].map { label($0) }))
    try engine.addSection(TableSection(indexTitle: "B"))  // no rows: B jumps on to C
    try engine.addSection(TableSection(indexTitle: "C", rows: ["cy", "cleo"].map { label($0) }))
    let app = TerminalTableApp(title: "Contacts", table: table)
    #expect(app.renderFrame(styled: false).last?.contains("i index · q quit") == true)
    app.replay(try KeyScript.parse("i"))
    #expect(app.renderFrame(styled: false).last?.hasPrefix(" a title's first letter jumps · esc close") == true)
    #expect(app.renderFrame(styled: false).contains { $0.contains("index: A B C · esc close") })
    app.replay(try KeyScript.parse("c"))
    #expect(table.focusedIndexPath == path(2, 0))
    #expect(table.indexPathsForVisibleRows.contains(path(2, 0)), "the section is scrolled into view")
    #expect(app.offeredList == nil)
    app.replay(try KeyScript.parse("i a"))
    #expect(table.focusedIndexPath == path(0, 0))
    app.replay(try KeyScript.parse("i b"))
    #expect(table.focusedIndexPath == path(2, 0))
    app.replay(try KeyScript.parse("i z"))  // no such title: nothing moves, the list closes
    #expect(table.focusedIndexPath == path(2, 0))
    #expect(app.offeredList == nil)
    app.replay(try KeyScript.parse("i esc"))
    #expect(!app.isFinished)  // Esc closed the list, it did not quit
  }

  @Test func terminalIndexKeyDoesNothingWithoutIndexTitles() throws {
    func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }
    let table = TerminalTableView(width: 70, height: 4, inconsistencyPolicy: .record)
    let engine = TableEngine(host: table)
    try engine.addSection(TableSection(rows: [label("a"), label("b")]))
    let app = TerminalTableApp(title: "Plain", table: table)
    app.replay(try KeyScript.parse("down i"))
    #expect(app.offeredList == nil)
    #expect(app.renderFrame(styled: false).last?.contains(" · q quit") == true)
    #expect(app.renderFrame(styled: false).last?.contains("i index") == false, "no index, no hint")
    app.replay(try KeyScript.parse("k"))  // not swallowed by an index list
    #expect(table.focusedIndexPath == path(0, 0))
  }
}
