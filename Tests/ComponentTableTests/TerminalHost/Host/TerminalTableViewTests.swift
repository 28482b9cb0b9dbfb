import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The headless host's own contract and its bad inputs.
@MainActor
@Suite struct TerminalTableViewTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func sizesAreClampedToOne() {
    let host = TerminalTableView(width: 0, height: -4)
    #expect(host.width == 1)
    #expect(host.height == 1)
    #expect(host.render().isEmpty)
    #expect(host.renderScreen(styled: false) == ["   "])
  }

  @Test func scrollingIsClampedToTheContent() throws {
    let (engine, host) = makeTable(width: 10, height: 3)
    try engine.addSection(TableSection(rows: (0..<5).map { label("\($0)") }))
    host.scroll(toOffset: -10)
    #expect(host.contentOffset == 0)
    host.scroll(toOffset: 1_000)
    #expect(host.contentOffset == 2)
    host.pageUp()
    #expect(host.contentOffset == 0)
    host.pageDown()
    #expect(host.contentOffset == 2)
    host.scrollToRow(at: path(0, 0))
    #expect(host.contentOffset == 0)
    host.scrollToRow(at: path(7, 7))  // no such row: nothing happens
    #expect(host.contentOffset == 0)
  }

  @Test func selectingOrFocusingARowThatDoesNotExistDoesNothing() throws {
    let delegate = RecordingDelegate()
    let (engine, host) = makeTable(delegate: delegate)
    try engine.addSection(TableSection(rows: [label("a")]))
    host.selectRow(at: path(0, 5))
    host.selectRow(at: path(3, 0))
    host.setFocus(path(0, 9))
    #expect(delegate.events(matching: "willSelect").isEmpty)
    #expect(host.indexPathForSelectedRow == nil)
    #expect(host.focusedIndexPath == nil)
    host.setFocus(path(0, 0))
    #expect(host.focusedIndexPath == path(0, 0))
    #expect(host.renderScreen(styled: false).first == "›a" + String(repeating: " ", count: 39) + " ")
  }

  @Test func theFocusMovesAcrossSectionsPastEmptyOnesAndStopsAtTheEnds() throws {
    let (engine, host) = makeTable(width: 10, height: 20)
    try engine.addSection(TableSection())
    try engine.addSection(TableSection(rows: [label("a"), label("b")]))
    try engine.addSection(TableSection())
    try engine.addSection(TableSection(rows: [label("c")]))
    try engine.addSection(TableSection())
    host.moveFocus(by: 5)
    #expect(host.focusedIndexPath == path(1, 0), "without a focus, the first row")
    var visited = [host.focusedIndexPath]
    for steps in [1, 1, 1, -2, -5] {
      host.moveFocus(by: steps)
      visited.append(host.focusedIndexPath)
    }
    #expect(visited == [path(1, 0), path(1, 1), path(3, 0), path(3, 0), path(1, 0), path(1, 0)])
    host.moveFocus(by: .max)
    #expect(host.focusedIndexPath == path(3, 0))
    host.moveFocus(by: .min)
    #expect(host.focusedIndexPath == path(1, 0))
    try engine.removeSection(at: 1)
    host.moveFocus(by: 1)
    #expect(host.focusedIndexPath == path(2, 0), "the focus followed its row's removal to the next row, the last")
  }

  @Test func registeringAClassOfTheWrongKindThrows() {
    let host = TerminalTableView()
    #expect(
      throws: TableError.unsupportedViewClass(
        viewClass: String(reflecting: NotATerminalView.self), role: .cell,
        reason: "the terminal host shows rows with TerminalTableCell subclasses")
    ) {
      try host.register(NotATerminalView.self, forReuseIdentifier: "x", role: .cell)
    }
  }

  // Exit tests came with Swift 6.2's Swift Testing; the package admits Swift 6.0.
  #if compiler(>=6.2)
    @Test func dequeuingAnUnregisteredIdentifierTraps() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          _ = TerminalTableView().dequeueReusableView(withIdentifier: "nothing", role: .cell)
        }
      }
    }

    @Test func askingTheEngineAboutASectionThatDoesNotExistTraps() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let engine = TableEngine(host: TerminalTableView())
          _ = engine.dataSource.numberOfRows(inSection: 3)
        }
      }
    }
  #endif
}
