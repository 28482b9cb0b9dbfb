import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A cell whose height is whatever its data says, so a test can hand the engine any
/// `ComponentHeight`, including the edge values of the cache's one-`CGFloat` encoding.
@MainActor
final class GivenHeightCell: TerminalTableCell, ComponentView {
  func configure(with data: ComponentHeight) {}
  static func height(for data: ComponentHeight, width: CGFloat) -> ComponentHeight { data }
}

/// The engine caches a row's height in one `CGFloat` (NaN: none; sign bit: automatic); a
/// cached answer must be the answer the component gave, kind and value.
@MainActor
@Suite(.serialized) struct HeightEncodingTests {
  static let heights: [ComponentHeight] = [
    .fixed(0), .fixed(44), .fixed(1.0 / 3), .fixed(.greatestFiniteMagnitude),
    .automatic(estimate: 0), .automatic(estimate: 44), .automatic(estimate: 1.0 / 3),
  ]

  @Test func cachedHeightsKeepTheirKindAndValue() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.addSection(
      TableSection(rows: Self.heights.map { TableComponent(GivenHeightCell.self, data: $0) }))
    engine.invalidateAllHeights()
    for pass in 0..<2 {  // the first pass computes, the second reads the cache
      for (row, expected) in Self.heights.enumerated() {
        let height = engine.dataSource.heightForRow(at: IndexPath(row: row, section: 0), width: host.availableWidth)
        #expect(height == expected, "pass \(pass), row \(row)")
        #expect(height.isAutomatic == expected.isAutomatic, "pass \(pass), row \(row)")
      }
    }
  }

  @Test func negativeZeroKeepsItsKind() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    let given: [ComponentHeight] = [.fixed(-0.0), .automatic(estimate: -0.0)]
    try engine.addSection(
      TableSection(rows: given.map { TableComponent(GivenHeightCell.self, data: $0) }))
    func height(ofRow row: Int) -> ComponentHeight {
      engine.dataSource.heightForRow(at: IndexPath(row: row, section: 0), width: host.availableWidth)
    }
    for _ in 0..<2 {
      #expect(height(ofRow: 0).isAutomatic == false)
      #expect(height(ofRow: 0).value == 0)
      #expect(height(ofRow: 1).isAutomatic == true)
      #expect(height(ofRow: 1).value == 0)
    }
  }
}
