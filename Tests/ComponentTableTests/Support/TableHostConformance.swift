import ComponentTableTerminal
import Foundation
import Testing

@testable import ComponentTable

/// The host contract (the "host contract" article of the engine's documentation) checked on one
/// host, through an engine driving it: the host holds the engine's `TableEngineDataSource`
/// (and with it the engine) and nothing else; every kind of change the engine makes, on screen
/// and off it, must leave the host agreeing with its data source (UIKit's row counts), the
/// engine's storage whole, and, for a host that shows views, views of the registered classes
/// showing their rows; what the user does reaches the rows through the data source the host
/// holds. Run it against any `TableHost`, a third-party one included.
@MainActor
struct TableHostConformance {
  /// A fresh host, and the object that keeps it alive (the host itself, or its table view).
  let makeHost: () -> (host: any TableHost, owner: AnyObject)
  /// Puts the host on screen or takes it off.
  let setOnScreen: (any TableHost, Bool) -> Void
  /// What the host does between two runs of the main loop: lays out and draws.
  let settle: (any TableHost) -> Void
  /// Every call the host received while its data source said other counts than it was told.
  let inconsistencies: (any TableHost) -> [String]
  /// Whether the host creates and shows views (a host that only records calls does not).
  let showsViews: Bool
  /// The data source the host was attached to and holds.
  let dataSource: (any TableHost) -> (any TableViewDataSource)?

  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  /// Runs every check, on screen and off screen.
  func run(sourceLocation: SourceLocation = #_sourceLocation) throws {
    for onScreen in [true, false] {
      let (host, owner) = makeHost()
      defer { withExtendedLifetime(owner) {} }
      setOnScreen(host, onScreen)
      let engine = TableEngine(host: host)
      let held = try #require(dataSource(host), "the host holds a data source", sourceLocation: sourceLocation)
      #expect(
        held === engine.dataSource, "the host holds the engine's data source, not the engine",
        sourceLocation: sourceLocation)
      #expect(host.availableWidth >= 0, sourceLocation: sourceLocation)
      let place = onScreen ? "on screen" : "off screen"
      func step(_ name: String, _ change: () throws -> Void) throws {
        try change()
        settle(host)
        #expect(inconsistencies(host).isEmpty, "\(place), after \(name)", sourceLocation: sourceLocation)
        #expect(engine.brokenInvariant() == nil, "\(place), after \(name)", sourceLocation: sourceLocation)
        let heldCounts = (0..<held.numberOfSections).map { held.numberOfRows(inSection: $0) }
        let screenCounts = try (0..<engine.sectionCount).map { try engine.rowCount(inSection: $0) }
        #expect(
          heldCounts == screenCounts, "\(place), after \(name): the held data source shows the engine's table",
          sourceLocation: sourceLocation)
      }
      try step("addSection") {
        try engine.addSection(
          TableSection(
            header: TableComponent(NoteFooter.self, data: "header"), footer: TableComponent(NoteFooter.self, data: "f"),
            rows: (0..<4).map { label("a\($0)").movable() }))
        try engine.addSection(TableSection(headerTitle: "B", rows: [label("b0"), label("b1")]))
      }
      try step("insertCells") { try engine.insertCells([label("a4"), label("a5")], at: path(0, 1)) }
      try step("removeCells") { try engine.removeCells(at: [path(0, 0), path(1, 1)]) }
      try step("moveCell across sections") { try engine.moveCell(at: path(0, 2), to: path(1, 0)) }
      try step("moveSection") { try engine.moveSection(at: 1, to: 0) }
      try step("updateCell of the same class") { try engine.updateCell(at: path(0, 0), with: label("replaced")) }
      try step("updateCell of another class") {
        try engine.updateCell(at: path(0, 1), with: TableComponent(MultilineCell.self, data: "two\nlines"))
      }
      try step("performBatchUpdates") {
        try engine.performBatchUpdates {
          try engine.insertSection(TableSection(rows: [label("c0")]), at: 0)
          try engine.removeCell(at: path(1, 0))
          try engine.addCell(label("c1"), toSection: 0)
        }
      }
      try step("rowWasMoved") { try engine.rowWasMoved(from: path(2, 2), to: path(2, 0)) }
      try step("setTableHeader") { try engine.setTableHeader(TableComponent(NoteFooter.self, data: "top")) }
      try step("invalidateHeight") { try engine.invalidateHeight(forRowAt: path(0, 0)) }
      try step("apply") {
        try engine.apply([
          TableSection(id: "x", rows: [label("x0"), label("x1"), label("c0")]),
          TableSection(id: "y", rows: [label("y0")]),
        ])
      }
      try step("apply again") {
        try engine.apply([
          TableSection(id: "y", rows: [label("y0"), label("y1")]), TableSection(id: "x", rows: [label("x1")]),
        ])
      }
      if showsViews && onScreen {
        let view = host.dequeueReusableView(
          withIdentifier: TableComponent.derivedReuseIdentifier(for: LabelCell.self), role: .cell)
        #expect(view is LabelCell, "a registered class is dequeued as itself", sourceLocation: sourceLocation)
        let shown = host.visibleView(forRowAt: path(0, 0)) as? LabelCell
        #expect(shown?.text == "y0", "the visible view shows its row", sourceLocation: sourceLocation)
      }
      #expect(
        host.visibleView(forRowAt: path(9, 9)) == nil, "no view for a row that does not exist",
        sourceLocation: sourceLocation)
      try step("select through the held data source") {
        var selected: [String] = []
        try engine.addCell(label("tap") { _ in selected.append("tap") }, toSection: 0)
        let tapped = path(0, try engine.rowCount(inSection: 0) - 1)
        let target = try #require(held.willSelectRow(at: tapped), sourceLocation: sourceLocation)
        held.send(.select(target))
        #expect(selected == ["tap"], "\(place): a selection the host reports runs the row's closure")
      }
      try step("removeAll") { try engine.removeAll() }
      #expect(engine.sectionCount == 0, sourceLocation: sourceLocation)
    }
    try checkTheHostKeepsTheEngine(sourceLocation: sourceLocation)
  }

  /// A host keeps its data source, and the data source its engine: an engine nobody else
  /// stores lives exactly as long as its host.
  private func checkTheHostKeepsTheEngine(sourceLocation: SourceLocation) throws {
    weak var weakEngine: TableEngine?
    weak var weakDataSource: TableEngineDataSource?
    do {
      let (host, owner) = makeHost()
      do {
        let engine = TableEngine(host: host)
        try engine.addSection(TableSection(rows: [label("kept")]))
        weakEngine = engine
        weakDataSource = engine.dataSource
      }
      #expect(weakEngine != nil, "the host keeps the engine alive", sourceLocation: sourceLocation)
      #expect(weakDataSource != nil, "the host keeps the data source alive", sourceLocation: sourceLocation)
      withExtendedLifetime(owner) {}
    }
    #expect(weakEngine == nil, "the engine goes with its host", sourceLocation: sourceLocation)
    #expect(weakDataSource == nil, "the data source goes with its host", sourceLocation: sourceLocation)
  }
}
