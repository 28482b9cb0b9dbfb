import ComponentTableTerminal
import Foundation
import Testing

@testable import ComponentTable

/// A screen of far more view classes than screens usually have: the engine keeps one derived
/// reuse identifier per class and registers each class once, whatever the number of classes,
/// so every row is shown by a view of its own class and applying the table again registers
/// nothing new.
@MainActor
@Suite struct ManyViewClassesTests {
  /// One class per nesting level: `Level<Level<Bottom>>` is another class than `Level<Bottom>`.
  final class Level<Inner>: TerminalTableCell, ComponentView {
    private(set) var text = ""
    func configure(with data: String) { text = "\(data) by \(String(describing: Self.self).count)" }
    static func height(for data: String, width: CGFloat) -> ComponentHeight { .fixed(1) }
    override func render(width: Int) -> [String] { [text] }
  }

  enum Bottom {}

  /// `count` rows, row k shown by the class nested k + 1 levels deep.
  func rows<Inner>(nestedIn inner: Inner.Type, count: Int) -> [TableComponent] {
    guard count > 0 else { return [] }
    let row = TableComponent(Level<Inner>.self, data: "row \(40 - count)")
    return [row] + rows(nestedIn: Level<Inner>.self, count: count - 1)
  }

  @Test func fortyClassesShowEachRowWithItsOwnClass() throws {
    let rows = rows(nestedIn: Bottom.self, count: 40)
    let identifiers = rows.map(\.reuseIdentifier)
    #expect(Set(identifiers).count == 40)
    let (engine, host) = try makeTable(showing: rows, width: 200, height: 50)
    // Each class's name is longer than the one it nests, so the length names the class.
    let expected = rows.indices.map { "row \($0) by \(String(describing: rows[$0].viewClass).count)" }
    #expect(host.render().prefix(40) == expected[...])
    for index in rows.indices {
      #expect(engine.dataSource.reuseIdentifierForRow(at: IndexPath(row: index, section: 0)) == identifiers[index])
    }
    #expect(engine.brokenInvariant() == nil)

    try engine.apply([TableSection(rows: rows.reversed())])
    #expect(host.render().prefix(40) == expected.reversed()[...])
    #expect(engine.brokenInvariant() == nil)
  }

  @Test func theThirtiethClassKeepsItsIdentifierAgainstAnotherClass() throws {
    let rows = rows(nestedIn: Bottom.self, count: 40)
    let (engine, host) = try makeTable(showing: rows, width: 200, height: 50)
    let taken = rows[30].reuseIdentifier
    expectRefused(
      .reuseIdentifierConflict(
        identifier: taken, registeredClass: String(reflecting: rows[30].viewClass),
        newClass: String(reflecting: LabelCell.self)),
      in: engine, host: host
    ) { try engine.addCell(TableComponent(LabelCell.self, data: "x", reuseIdentifier: taken), toSection: 0) }
  }
}
