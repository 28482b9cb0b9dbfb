import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Estimated heights come from what the engine knows (a height the host measured, or a cached
/// one), per row and width, and are never computed: UIKit asks the estimate of every row on
/// every reload, so computing it measured the whole table up front.
@MainActor
@Suite struct HeightEstimateTests {
  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test func estimatesAreNeverComputed() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    let probe = ViewProbe()
    try engine.addSection(
      TableSection(
        rows: (0..<50).map { TableComponent(ProbedLabelCell.self, data: Probed(value: "row \($0)", probe: probe)) }))
    _ = engine.dataSource.heightForRow(at: path(0), width: 40)  // the width the host lays out at
    probe.heightCalls = 0
    for row in 1..<50 { #expect(engine.dataSource.estimatedHeightForRow(at: path(row), width: 40) == nil) }
    #expect(probe.heightCalls == 0)
    // A row whose height was asked has that height as its estimate.
    #expect(engine.dataSource.estimatedHeightForRow(at: path(0), width: 40) == 1)
  }

  @Test func aMeasuredSelfSizingRowKeepsItsHeightAsTheEstimate() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.addSection(
      TableSection(id: "s", rows: [TableComponent(MultilineCell.self, data: "a\nb\nc", id: "text"), label("x")]))
    #expect(engine.dataSource.heightForRow(at: path(0), width: 40) == .automatic(estimate: 1))
    engine.dataSource.send(.measured(path(0), height: 3, width: 40))
    #expect(engine.dataSource.estimatedHeightForRow(at: path(0), width: 40) == 3)
    // Still self-sizing: the host measures it again when it lays it out.
    #expect(engine.dataSource.heightForRow(at: path(0), width: 40) == .automatic(estimate: 3))
    // A fixed row's height is known: a measurement does not replace it.
    _ = engine.dataSource.heightForRow(at: path(1), width: 40)
    engine.dataSource.send(.measured(path(1), height: 9, width: 40))
    #expect(engine.dataSource.estimatedHeightForRow(at: path(1), width: 40) == 1)
    // Bad or late reports change nothing.
    engine.dataSource.send(.measured(path(0), height: .nan, width: 40))
    engine.dataSource.send(.measured(path(0), height: -1, width: 40))
    engine.dataSource.send(.measured(path(0), height: 7, width: 30))
    engine.dataSource.send(.measured(path(9), height: 7, width: 40))
    #expect(engine.dataSource.estimatedHeightForRow(at: path(0), width: 40) == 3)
  }

  @Test func theMeasurementSurvivesUpdatesOfOtherRows() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    let text = TableComponent(MultilineCell.self, data: "a\nb", id: "text")
    try engine.apply([TableSection(id: "s", rows: [text])])
    _ = engine.dataSource.heightForRow(at: path(0), width: 40)
    engine.dataSource.send(.measured(path(0), height: 2, width: 40))
    try engine.apply([TableSection(id: "s", rows: [label("new"), text])])
    #expect(engine.dataSource.estimatedHeightForRow(at: path(1), width: 40) == 2)
  }

  @Test func theMeasurementGoesWithTheDataOrTheWidth() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.apply([TableSection(id: "s", rows: [TableComponent(MultilineCell.self, data: "a\nb", id: "text")])])
    _ = engine.dataSource.heightForRow(at: path(0), width: 40)
    engine.dataSource.send(.measured(path(0), height: 2, width: 40))
    try engine.apply([TableSection(id: "s", rows: [TableComponent(MultilineCell.self, data: "a\nb\nc\nd", id: "text")])]
    )
    #expect(engine.dataSource.estimatedHeightForRow(at: path(0), width: 40) == nil)

    _ = engine.dataSource.heightForRow(at: path(0), width: 40)
    engine.dataSource.send(.measured(path(0), height: 4, width: 40))
    _ = engine.dataSource.heightForRow(at: path(0), width: 30)  // the table got narrower
    #expect(engine.dataSource.estimatedHeightForRow(at: path(0), width: 30) == 1)  // the component's estimate again
    #expect(engine.dataSource.estimatedHeightForRow(at: path(0), width: 40) == nil)
  }
}
