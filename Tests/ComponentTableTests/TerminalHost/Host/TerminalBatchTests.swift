import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// What the terminal keeps through a batch: what the user sees and points at belongs to rows,
/// not to positions, so it follows its row wherever the batch moves it.
@MainActor
@Suite struct TerminalBatchTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  /// A row that stays selected when selected, as a list of choices' rows do.
  func row(_ text: String) -> TableComponent {
    TableComponent(LabelCell.self, data: text, id: text, deselectsAfterSelection: false)
  }

  func rows(_ texts: [String]) -> [TableSection] { [TableSection(id: "s", rows: texts.map(row))] }

  /// The lines the viewport shows, without the blanks around them.
  func screen(_ host: TerminalTableView) -> [String] {
    host.renderScreen(styled: false).map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func theFocusAndTheSelectionFollowTheirRowWhereverItMoves() throws {
    let (engine, host) = makeTable(width: 20, height: 10)
    try engine.apply(rows(["a", "b", "c", "d"]))
    host.setFocus(path(0, 2))
    host.selectRow(at: path(0, 1))
    try engine.apply(rows(["new", "d", "a", "b", "c"]))
    #expect(host.focusedIndexPath == path(0, 4))
    #expect(host.indexPathForSelectedRow == path(0, 3))
    #expect(screen(host).contains("›c"))
    try engine.apply(rows(["c", "new", "d", "a", "b"]))
    #expect(host.focusedIndexPath == path(0, 0), "a moved row takes the focus along")
    #expect(host.indexPathForSelectedRow == path(0, 4))
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func theFocusOfADeletedRowGoesToTheRowThatFollowedItElseTheOneBefore() throws {
    let (engine, host) = makeTable(width: 20, height: 10)
    func section(_ id: String, _ texts: [String]) -> TableSection { TableSection(id: id, rows: texts.map(row)) }
    try engine.apply(rows(["a", "b", "c", "d"]))
    host.setFocus(path(0, 2))
    try engine.apply(rows(["new", "a", "b", "d"]))
    #expect(host.focusedIndexPath == path(0, 3), "where the row that followed it went")
    #expect(screen(host).contains("›d"))
    try engine.apply(rows(["new", "a", "b", "e", "f"]))
    #expect(host.focusedIndexPath == path(0, 2), "no row that followed it stays: the one before it")
    try engine.apply([section("s", ["a", "b"]), section("t", ["c"])])
    host.setFocus(path(0, 1))
    try engine.apply([section("s", ["a"]), section("t", ["c"])])
    #expect(host.focusedIndexPath == path(1, 0), "the row that followed it, in the next section")
    try engine.apply([section("s", ["x"]), section("t", ["y"])])
    #expect(host.focusedIndexPath == path(1, 0), "no row stays: the row now at its place")
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func aSectionThatMovesOrShiftsKeepsItsHeaderAndFooterViews() throws {
    let delegate = RecordingDelegate()
    let (engine, host) = makeTable(width: 20, height: 20, delegate: delegate)
    func section(_ id: String) -> TableSection {
      TableSection(id: id, headerTitle: "head " + id, footerTitle: "foot " + id, rows: [row(id)])
    }
    func headersAndFooters() -> [String] {
      delegate.events.filter { $0.contains("Header") || $0.contains("Footer") }.sorted()
    }
    try engine.apply([section("s"), section("t"), section("u")])
    let (header, footer) = try (#require(host.headerView(forSection: 1)), #require(host.footerView(forSection: 1)))
    _ = try displayEvents(delegate, host) { try engine.apply([section("new"), section("s"), section("t")]) }
    #expect(headersAndFooters() == ["willDisplayFooter 0", "willDisplayHeader 0"])
    #expect(host.headerView(forSection: 2) === header)
    #expect(host.footerView(forSection: 2) === footer)
    _ = try displayEvents(delegate, host) { try engine.apply([section("t"), section("new"), section("s")]) }
    #expect(headersAndFooters().isEmpty, "a moved section's views go with it")
    #expect(host.headerView(forSection: 0) === header)
    #expect(host.footerView(forSection: 0) === footer)
    #expect(screen(host).prefix(4) == ["", "HEAD T", "t", "foot t"])
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func theFocusGoesToTheFollowingRowAndTheSelectionGoesAwayWhenTheirRowIsDeleted() throws {
    let (engine, host) = makeTable(width: 20, height: 10)
    try engine.apply(rows(["a", "b", "c", "d"]))
    host.setFocus(path(0, 2))
    host.selectRow(at: path(0, 2))
    try engine.apply(rows(["a", "b", "d"]))
    #expect(host.focusedIndexPath == path(0, 2), "the row that followed it")
    #expect(screen(host).contains("›d"))
    #expect(host.indexPathForSelectedRow == nil)
  }

  @Test func aRowThatStaysOnScreenKeepsItsViewAndHearsNoDisplayEventsAgain() throws {
    let delegate = RecordingDelegate()
    let (engine, host) = makeTable(width: 20, height: 10, delegate: delegate)
    try engine.apply(rows(["a", "b", "c", "d"]))
    let c = try #require(host.cellForRow(at: path(0, 2)))
    let d = try #require(host.cellForRow(at: path(0, 3)))
    func displayEvents(_ change: () throws -> Void) rethrows -> [String] {
      delegate.events.removeAll()
      try change()
      _ = host.renderScreen(styled: false)
      return delegate.events.filter { $0.contains("isplay") }
    }
    #expect(try displayEvents { try engine.apply(rows(["new", "a", "b", "c", "d"])) } == ["willDisplay 0.0"])
    #expect(host.cellForRow(at: path(0, 3)) === c)
    #expect(try displayEvents { try engine.apply(rows(["new", "a", "c", "d"])) } == ["didEndDisplaying 0.2"])
    #expect(host.cellForRow(at: path(0, 2)) === c)
    // A moved row keeps its view too.
    #expect(try !displayEvents { try engine.apply(rows(["d", "new", "a", "c"])) }.contains("willDisplay 0.0"))
    #expect(host.cellForRow(at: path(0, 0)) === d)
    expectVisibleViewsMatchModel(engine, host)
  }

  /// The display events `delegate` hears while `change` runs and `host` draws again.
  func displayEvents(
    _ delegate: RecordingDelegate, _ host: TerminalTableView, _ change: () throws -> Void
  ) rethrows -> [String] {
    delegate.events.removeAll()
    try change()
    _ = host.renderScreen(styled: false)
    return delegate.events.filter { $0.contains("isplay") }.sorted()
  }

  @Test func aRowBetweenTwoChangesKeepsItsViewAndHearsNoDisplayEvents() throws {
    let delegate = RecordingDelegate()
    let (engine, host) = makeTable(width: 20, height: 10, delegate: delegate)
    try engine.apply(rows(["a", "b", "c", "d", "e"]))
    let b = try #require(host.cellForRow(at: path(0, 1)))
    let c = try #require(host.cellForRow(at: path(0, 2)))
    let events = try displayEvents(delegate, host) { try engine.apply(rows(["a", "new", "b", "c", "e"])) }
    #expect(events == ["didEndDisplaying 0.3", "willDisplay 0.1"])
    #expect(host.cellForRow(at: path(0, 2)) === b)
    #expect(host.cellForRow(at: path(0, 3)) === c)
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func aRowBetweenChangesWhoseContentChangedIsConfiguredAgainInItsView() throws {
    let delegate = RecordingDelegate()
    let (engine, host) = makeTable(width: 20, height: 10, delegate: delegate)
    try engine.apply(rows(["a", "b", "c", "d"]))
    let b = try #require(host.cellForRow(at: path(0, 1)) as? LabelCell)
    let changed = TableComponent(LabelCell.self, data: "b, changed", id: "b", deselectsAfterSelection: false)
    let events = try displayEvents(delegate, host) {
      try engine.apply([TableSection(id: "s", rows: [row("new"), row("a"), changed, row("c")])])
    }
    #expect(events == ["didEndDisplaying 0.3", "willDisplay 0.0"])
    #expect(host.cellForRow(at: path(0, 2)) === b)
    #expect(b.text == "b, changed")
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func theRowsAMoveWithinTheirSectionPassesLandWhereTheEngineSays() throws {
    let delegate = RecordingDelegate()
    let (engine, host) = makeTable(width: 20, height: 10, delegate: delegate)
    try engine.apply(rows(["a", "b", "c", "d", "e", "f"]))
    let views = try (0..<6).map { try #require(host.cellForRow(at: path(0, $0))) }
    let events = try displayEvents(delegate, host) { try engine.apply(rows(["a", "f", "b", "c", "d", "e"])) }
    #expect(events.isEmpty)
    #expect(
      (0..<6).map { host.cellForRow(at: path(0, $0)) }.elementsEqual([0, 5, 1, 2, 3, 4].map { views[$0] }) { $0 === $1 }
    )
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func theRowsOfASectionThatMovesOrShiftsKeepTheirViews() throws {
    let delegate = RecordingDelegate()
    let (engine, host) = makeTable(width: 20, height: 20, delegate: delegate)
    func section(_ id: String, _ texts: [String]) -> TableSection { TableSection(id: id, rows: texts.map(row)) }
    try engine.apply([section("s", ["a", "b"]), section("t", ["c", "d"])])
    let a = try #require(host.cellForRow(at: path(0, 0)))
    let d = try #require(host.cellForRow(at: path(1, 1)))
    let events = try displayEvents(delegate, host) {
      try engine.apply([section("t", ["c", "d"]), section("new", ["e"]), section("s", ["a", "b"])])
    }
    #expect(events.filter { !$0.contains("Header") && !$0.contains("Footer") } == ["willDisplay 1.0"])
    #expect(host.cellForRow(at: path(0, 1)) === d)
    #expect(host.cellForRow(at: path(2, 0)) === a)
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func aRowWhoseViewClassChangedGetsANewViewAndChangedRowsShowTheirContent() throws {
    let (engine, host) = makeTable(width: 20, height: 10)
    func sections(_ switchRow: Bool, _ b: String) -> [TableSection] {
      [
        TableSection(
          id: "s",
          rows: [
            switchRow
              ? TableComponent(SwitchCell.self, data: SwitchState(title: "x", isOn: true), id: "x")
              : TableComponent(LabelCell.self, data: "x", id: "x"),
            row("a"), TableComponent(LabelCell.self, data: b, id: "b"),
          ])
      ]
    }
    try engine.apply(sections(false, "b"))
    try engine.apply(sections(true, "b, changed"))
    #expect(host.cellForRow(at: path(0, 0)) is SwitchCell)
    #expect(screen(host).contains("b, changed"))
    // A row that moves and changes at once shows its new content at its new place.
    try engine.apply([
      TableSection(id: "s", rows: [TableComponent(LabelCell.self, data: "b, moved", id: "b"), row("a")])
    ])
    #expect(screen(host).prefix(2) == ["b, moved", "a"])
    expectVisibleViewsMatchModel(engine, host)
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func aTextFieldBeingEditedKeepsTheTypingWhenABatchMovesItsRow() throws {
    let (engine, host) = makeTable(width: 30, height: 10)
    var committed: [String] = []
    func sections(_ above: [String]) -> [TableSection] {
      [
        TableSection(
          id: "s",
          rows: above.map(row) + [
            TableComponent.textFieldRow("Name", text: .value("Ada"), id: "name") { committed.append($0) }
          ])
      ]
    }
    try engine.apply(sections(["a"]))
    let app = TerminalTableApp(title: "Edit", table: host)
    app.resize(to: TerminalSize(columns: 30, rows: 14))
    host.setFocus(path(0, 1))
    app.replay([.enter, .character("!")])
    try engine.apply(sections(["new", "a"]))
    #expect(app.editingIndexPath == path(0, 2))
    app.replay([.character("?")])
    #expect(app.renderFrame(styled: false).contains { $0.contains("[Ada!?") })
    try engine.apply(sections([]))
    #expect(app.editingIndexPath == path(0, 0))
    app.replay([.enter])
    #expect(committed == ["Ada!?"])
    #expect(screen(host).first?.hasSuffix("[Ada!?]") == true, "\(screen(host))")
  }

  /// A dashboard that changes a value every second for days applies a batch a second: the
  /// table keeps how many it applied and the last one, and nothing that grows with each.
  @Test func aTableAppliesBatchesForeverInBoundedMemory() throws {
    let host = TerminalTableView(width: 30, height: 5)
    let engine = TableEngine(host: host)
    func show(_ load: Int) throws {
      try engine.apply([
        TableSection(id: "s", rows: [TableComponent(LabelCell.self, data: "CPU \(load)%", id: "cpu"), row("Memory")])
      ])
      _ = host.render()
    }
    try show(0)
    for tick in 1...100 { try show(tick % 2) }
    let (count, sizes) = (host.appliedUpdateCount, storedCollectionSizes(of: host))
    for tick in 1...10_000 { try show(tick % 2) }
    #expect(host.appliedUpdateCount == count + 10_000)
    #expect(host.lastAppliedUpdate == TableBatchUpdate(reconfiguredRows: [path(0, 0)]))
    #expect(storedCollectionSizes(of: host) == sizes, "no collection the table stores grows with its batches")
    #expect(screen(host).first == "CPU 0%")
  }

  /// How many elements each collection the table stores holds, by property name.
  func storedCollectionSizes(of table: TerminalTableView) -> [String: Int] {
    var sizes: [String: Int] = [:]
    var mirror: Mirror? = Mirror(reflecting: table)
    while let type = mirror {
      for case (let name?, let value) in type.children {
        let stored = Mirror(reflecting: value)
        if [.collection, .dictionary, .set].contains(stored.displayStyle) { sizes[name] = stored.children.count }
      }
      mirror = type.superclassMirror
    }
    return sizes
  }
}
