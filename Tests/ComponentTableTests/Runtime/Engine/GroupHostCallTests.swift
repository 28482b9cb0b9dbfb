import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// While a `performBatchUpdates` group is open, the host still shows the table as it was and
/// the model already holds the group's changes: no host call may reach the host then, or it
/// would find counts it was never told (UIKit raises). What the group was asked to tell the
/// host (a layout, a reload) is told when it ends, and an invalidation made in a group stays.
@MainActor
@Suite struct GroupHostCallTests {
  /// The rendered lines without the focus marker and padding.
  private func shownRows(_ host: TerminalTableView) -> [String] {
    host.renderScreen(styled: false).map {
      $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "›"))
    }
  }

  private func table(rows: [[String]]) throws -> (TableEngine, TerminalTableView) {
    let (engine, host) = makeTable()
    for section in rows { try engine.addSection(TableSection(rows: section.map { label($0) })) }
    _ = host.renderScreen(styled: false)
    return (engine, host)
  }

  @Test func aHeightInvalidatedInAGroupIsLaidOutAfterTheGroupsBatch() throws {
    let (engine, host) = try table(rows: [["a", "b", "c"]])
    let start = host.appliedUpdateCount
    try engine.performBatchUpdates {
      try engine.insertCell(label("x"), at: IndexPath(row: 0, section: 0))
      try engine.invalidateHeight(forRowAt: IndexPath(row: 1, section: 0))
    }
    #expect(host.inconsistencies.isEmpty, "\(host.inconsistencies)")
    #expect(updates(host, since: start) == [TableBatchUpdate(insertedRows: [IndexPath(row: 0, section: 0)])])
    #expect(shownRows(host).prefix(4) == ["x", "a", "b", "c"])
  }

  @Test func allHeightsInvalidatedInAGroupAreLaidOutAfterIt() throws {
    let (engine, host) = try table(rows: [["a"], ["b", "c"]])
    try engine.performBatchUpdates {
      try engine.removeSection(at: 0)
      engine.invalidateAllHeights()
    }
    #expect(host.inconsistencies.isEmpty, "\(host.inconsistencies)")
    #expect(engine.sectionCount == 1)
  }

  @Test func aGroupThatOnlyInvalidatesAHeightLaysOutOnceItEnds() throws {
    let (engine, host) = try table(rows: [["a", "b"]])
    let updates = host.appliedUpdateCount
    try engine.performBatchUpdates {
      try engine.invalidateHeight(forRowAt: IndexPath(row: 1, section: 0))
    }
    #expect(host.inconsistencies.isEmpty)
    #expect(host.appliedUpdateCount == updates)
  }

  @Test func aReloadInAGroupReplacesTheGroupsBatches() throws {
    let (engine, host) = try table(rows: [["a"], ["b"]])
    let updates = host.appliedUpdateCount
    let reloads = host.reloadCount
    try engine.performBatchUpdates {
      try engine.addCell(label("y"), toSection: 1)
      engine.reloadData()
    }
    #expect(host.inconsistencies.isEmpty, "\(host.inconsistencies)")
    #expect(host.appliedUpdateCount == updates)
    #expect(host.reloadCount == reloads + 1)
    #expect(shownRows(host).contains("y"))
  }

  @Test func aReloadAskedForInAGroupThatThrowsIsUndoneWithIt() throws {
    let (engine, host) = try table(rows: [["a"]])
    let reloads = host.reloadCount
    #expect(throws: TableError.self) {
      try engine.performBatchUpdates {
        try engine.addCell(label("y"), toSection: 0)
        engine.reloadData()
        try engine.removeSection(at: 5)
      }
    }
    #expect(host.reloadCount == reloads)
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 1)
  }

  @Test func anInvalidationInAGroupSurvivesIt() throws {
    let (engine, host) = try table(rows: [])
    let measure = ExternalHeight(40)
    try engine.addSection(TableSection(rows: [TableComponent(ExternalHeightCell.self, data: measure)]))
    let path = IndexPath(row: 0, section: 0)
    #expect(engine.dataSource.heightForRow(at: path, width: 40) == .fixed(40))
    measure.value = 55
    try engine.performBatchUpdates {
      try engine.invalidateHeight(forRowAt: path)
    }
    #expect(engine.dataSource.heightForRow(at: path, width: 40) == .fixed(55))
    measure.value = 70
    try engine.performBatchUpdates {
      try engine.addCell(label("other"), toSection: 0)
      engine.invalidateAllHeights()
    }
    #expect(engine.dataSource.heightForRow(at: path, width: 40) == .fixed(70))
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func heightsOfRowsAGroupMovedStayCached() throws {
    let (engine, _) = try table(rows: [])
    let measure = ExternalHeight(40)
    try engine.addSection(TableSection(rows: [TableComponent(ExternalHeightCell.self, data: measure), label("b")]))
    #expect(engine.dataSource.heightForRow(at: IndexPath(row: 0, section: 0), width: 40) == .fixed(40))
    measure.value = 55  // not invalidated: the cached height stays, as outside a group
    try engine.performBatchUpdates {
      try engine.moveCell(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    }
    #expect(engine.dataSource.heightForRow(at: IndexPath(row: 1, section: 0), width: 40) == .fixed(40))
  }

  @Test func theUIKitShapedHostHearsNothingWhileAGroupIsOpen() throws {
    let (tableView, host) = UIKitShapedHost.make()
    host.onScreen = true
    let engine = TableEngine(host: host)
    try engine.addSection(TableSection(rows: [label("a"), label("b")]))
    try engine.addSection(TableSection(rows: [label("c")]))
    try engine.performBatchUpdates {
      try engine.insertCell(label("x"), at: IndexPath(row: 0, section: 0))
      try engine.invalidateHeight(forRowAt: IndexPath(row: 1, section: 0))
      try engine.removeSection(at: 1)
      engine.invalidateAllHeights()
      try engine.addCell(label("y"), toSection: 0)
    }
    try engine.performBatchUpdates {
      try engine.addCell(label("z"), toSection: 0)
      engine.reloadData()
    }
    #expect(host.inconsistencies.isEmpty, "\(host.inconsistencies)")
    _ = tableView
  }

  // MARK: Headers that change class

  @Test func aSectionReloadedForItsHeaderDoesNotReconfigureItsRowsFirst() throws {
    let (engine, host) = makeTable()
    try engine.apply([
      TableSection(
        id: "s", header: TableComponent(ProfileHeader.self, data: Profile(name: "A", email: "a")),
        rows: [
          TableComponent(LabelCell.self, data: "one", id: 1)
        ])
    ])
    _ = host.renderScreen(styled: false)
    let start = host.appliedUpdateCount
    try engine.apply([
      TableSection(
        id: "s", header: TableComponent(NoteFooter.self, data: "note"),
        rows: [
          TableComponent(LabelCell.self, data: "uno", id: 1)
        ])
    ])
    #expect(updates(host, since: start) == [TableBatchUpdate(reloadedSections: [0])])
    #expect(shownRows(host).contains("uno"))
    #expect(host.inconsistencies.isEmpty)
  }
}

/// A height that depends on more than the data: what `invalidateHeight(forRowAt:)` is for.
@MainActor
final class ExternalHeight {
  var value: CGFloat
  init(_ value: CGFloat) { self.value = value }
}

@MainActor
final class ExternalHeightCell: TerminalTableCell, ComponentView {
  func configure(with data: ExternalHeight) {}
  static func height(for data: ExternalHeight, width: CGFloat) -> ComponentHeight { .fixed(data.value) }
  override func render(width: Int) -> [String] { ["measured"] }
}
