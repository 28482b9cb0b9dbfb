import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A footer whose height is its note wrapped at the width, reporting its heights to the probe.
@MainActor
final class ProbedNoteFooter: TerminalHeaderFooterView, ComponentView {
  func configure(with data: Probed<String>) {}

  static func height(for data: Probed<String>, width: CGFloat) -> ComponentHeight {
    data.probe.heightCalls += 1
    let columns = max(1, Int(width))
    return .fixed(CGFloat((data.value.count + columns - 1) / columns))
  }
}

/// Each test counts its own rows' height calls through a `ViewProbe`, so the suite runs in
/// parallel with every other.
@MainActor
@Suite struct HeightCacheTests {
  let probe = ViewProbe()

  func counted(_ text: String) -> TableComponent {
    TableComponent(ProbedLabelCell.self, data: Probed(value: text, probe: probe))
  }

  /// How many heights are computed again after `change`, in a table of three counted rows whose
  /// heights were all asked for before it; every row is asked for again after it.
  func heightsComputedAgain(after change: (TableEngine) throws -> Void) throws -> Int {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }  // the table keeps the rows
    try engine.addSection(TableSection(rows: (0..<3).map { counted("\($0)") }))
    func askEveryHeight() {
      for row in 0..<engine.dataSource.numberOfRows(inSection: 0) {
        _ = engine.dataSource.heightForRow(at: IndexPath(row: row, section: 0), width: host.availableWidth)
      }
    }
    askEveryHeight()
    probe.heightCalls = 0
    try change(engine)
    askEveryHeight()
    return probe.heightCalls
  }

  @Test func cachedHeightIsNotRecomputedOnASecondPass() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }  // the table keeps the rows
    try engine.addSection(TableSection(rows: (0..<50).map { counted("\($0)") }))
    probe.heightCalls = 0
    engine.invalidateAllHeights()
    for row in 0..<50 {
      _ = engine.dataSource.heightForRow(at: IndexPath(row: row, section: 0), width: host.availableWidth)
    }
    #expect(probe.heightCalls == 50)
    for row in 0..<50 {
      _ = engine.dataSource.heightForRow(at: IndexPath(row: row, section: 0), width: host.availableWidth)
    }
    #expect(probe.heightCalls == 50)
  }

  @Test func heightIsRecomputedWhenTheDataChanges() throws {
    let recomputed = try heightsComputedAgain {
      try $0.updateCell(at: IndexPath(row: 1, section: 0), with: counted("new"))
    }
    #expect(recomputed == 1)
  }

  @Test func heightsMoveWithTheirRows() throws {
    let recomputed = try heightsComputedAgain { engine in
      try engine.moveCell(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
      try engine.insertCell(counted("x"), at: IndexPath(row: 0, section: 0))
    }
    #expect(recomputed == 1)  // only the inserted row
  }

  @Test func widthChangeRecomputesEveryHeightIncludingFooters() throws {
    let (engine, host) = makeTable(width: 10, height: 20)
    let note = String(repeating: "x", count: 25)
    let footerProbe = ViewProbe()
    try engine.addSection(
      TableSection(
        footer: TableComponent(ProbedNoteFooter.self, data: Probed(value: note, probe: footerProbe)),
        rows: [counted("a")]))
    #expect(engine.dataSource.height(of: .footer(0), width: CGFloat(host.width)) == .fixed(3))
    footerProbe.heightCalls = 0
    probe.heightCalls = 0
    #expect(engine.dataSource.height(of: .footer(0), width: CGFloat(host.width)) == .fixed(3))
    #expect(footerProbe.heightCalls == 0)
    host.width = 5
    #expect(engine.dataSource.height(of: .footer(0), width: CGFloat(host.width)) == .fixed(5))
    _ = engine.dataSource.heightForRow(at: IndexPath(row: 0, section: 0), width: host.availableWidth)
    #expect(footerProbe.heightCalls == 1)
    #expect(probe.heightCalls == 1)
    #expect(host.contentHeight == 1 + 5)
  }

  @Test func invalidatingOneRowRecomputesOnlyThatRow() throws {
    #expect(try heightsComputedAgain { try $0.invalidateHeight(forRowAt: IndexPath(row: 2, section: 0)) } == 1)
  }

  @Test func automaticHeightIsMeasuredByTheHost() throws {
    let (engine, host) = makeTable(width: 20, height: 10)
    try engine.addSection(
      TableSection(rows: [
        TableComponent(MultilineCell.self, data: "one\ntwo\nthree"), label("after"),
      ]))
    #expect(
      engine.dataSource.heightForRow(at: IndexPath(row: 0, section: 0), width: host.availableWidth)
        == .automatic(estimate: 1))
    #expect(host.render() == ["one", "two", "three", "after"])
  }

  @Test(.recordsDiagnostics) func badHeightsAreReportedAndReplaced() throws {
    let (engine, host) = makeTable()
    let log = try reportedDiagnostics()
    try engine.addSection(
      TableSection(rows: [-3, .nan, .infinity, 2].map { TableComponent(BadHeightCell.self, data: $0) }))
    #expect(host.contentHeight == 2)
    #expect(log.entries.count == 3)
    #expect(log.entries.first?.kind == .invalidHeight(value: -3, replacement: 0))
    #expect(log.entries.first?.message.contains("BadHeightCell") == true)
    #expect(log.entries.first?.message.contains("-3.0") == true)
    #expect(log.entries.first?.message.contains("row 0 of section 0") == true)
  }
}
