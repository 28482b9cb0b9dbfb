import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// `apply`: a whole new list of sections becomes the fewest batch updates UIKit accepts.
@MainActor
@Suite struct ApplyTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  func labels(_ engine: TableEngine) -> [[String]] {
    engine.allSections.map { $0.rows.map(\.debugData) }
  }

  func section(_ id: String, _ rows: [String]) -> TableSection {
    TableSection(id: id, headerTitle: id, rows: rows.map { label($0) })
  }

  @Test func applyingToAnEmptyTableInsertsEverything() throws {
    let (engine, host) = makeTable(height: 30)
    try engine.apply([section("a", ["1", "2"]), section("b", ["3"])])
    #expect(labels(engine) == [["1", "2"], ["3"]])
    #expect(updates(host, since: 0) == [TableBatchUpdate(insertedSections: [0, 1])])
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func revealedRowsAreInsertedAndOthersKeepTheirViews() throws {
    let (engine, host) = makeTable(height: 30)
    try engine.apply([section("net", ["wifi", "bt"])])
    let wifi = try #require(host.cellForRow(at: path(0, 0)))
    let bt = try #require(host.cellForRow(at: path(0, 1)))
    let start = host.appliedUpdateCount
    try engine.apply([section("net", ["wifi", "network", "ask", "other", "bt"])])
    #expect(updates(host, since: start) == [TableBatchUpdate(insertedRows: [path(0, 1), path(0, 2), path(0, 3)])])
    #expect(host.cellForRow(at: path(0, 0)) === wifi)
    #expect(host.cellForRow(at: path(0, 4)) === bt)
    try engine.apply([section("net", ["wifi", "bt"])])
    #expect(host.lastAppliedUpdate == TableBatchUpdate(deletedRows: [path(0, 1), path(0, 2), path(0, 3)]))
    #expect(host.cellForRow(at: path(0, 1)) === bt)
    expectVisibleViewsMatchModel(engine, host)
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func changedContentWithTheSameIdentityIsReconfiguredInPlace() throws {
    let (engine, host) = makeTable(height: 30)
    let probe = ViewProbe()
    func rows(_ wifi: Bool) -> [TableSection] {
      [
        TableSection(
          id: "s",
          rows: [
            TableComponent(SwitchCell.self, data: SwitchState(title: "Wi-Fi", isOn: wifi), id: "wifi"),
            TableComponent(ProbedLabelCell.self, data: Probed(value: "other", probe: probe)),
          ])
      ]
    }
    try engine.apply(rows(false))
    let view = try #require(host.cellForRow(at: path(0, 0)) as? SwitchCell)
    _ = engine.dataSource.heightForRow(at: path(0, 1), width: host.availableWidth)
    probe.heightCalls = 0
    try engine.apply(rows(true))
    #expect(host.lastAppliedUpdate == TableBatchUpdate(reconfiguredRows: [path(0, 0)]))
    #expect(host.cellForRow(at: path(0, 0)) === view)
    #expect(view.state.isOn)
    // The unchanged row kept its cached height; the changed one is measured again.
    _ = engine.dataSource.heightForRow(at: path(0, 1), width: host.availableWidth)
    #expect(probe.heightCalls == 0)
  }

  @Test func unchangedRowsKeepTheirCachedHeightsWhereverTheyMoveAndOthersAreMeasured() throws {
    let (engine, host) = makeTable(height: 30)
    func contact(_ id: Int, _ name: String? = nil) -> TableComponent {
      TableComponent(MeasuredContactCell.self, data: IdentifiedContact(id: id, name: name ?? "c\(id)"))
    }
    func measureEveryRow() {
      for section in 0..<engine.sectionCount {
        for row in 0..<engine.dataSource.numberOfRows(inSection: section) {
          _ = engine.dataSource.heightForRow(at: path(section, row), width: host.availableWidth)
        }
      }
    }
    try engine.apply([
      TableSection(id: "a", rows: [1, 2, 3, 4].map { contact($0) }),
      TableSection(id: "b", rows: [5, 6].map { contact($0) }),
    ])
    measureEveryRow()
    let log = HeightLog()
    // 6 and 1 change sections, 4 moves up, 2 changes, 7 is new, 3 is gone.
    try MeasuredContactCell.$log.withValue(log) {
      try engine.apply([
        TableSection(id: "a", rows: [contact(4), contact(6), contact(2, "changed"), contact(7)]),
        TableSection(id: "b", rows: [contact(5), contact(1)]),
      ])
      measureEveryRow()
    }
    #expect(log.ids.sorted() == [2, 7])
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func changingTheViewClassReloadsTheRow() throws {
    let (engine, host) = makeTable(height: 30)
    try engine.apply([
      TableSection(id: "s", rows: [TableComponent(LabelCell.self, data: "x", reuseIdentifier: "one", id: "row")])
    ])
    try engine.apply([
      TableSection(id: "s", rows: [TableComponent(LabelCell.self, data: "y", reuseIdentifier: "two", id: "row")])
    ])
    #expect(host.lastAppliedUpdate == TableBatchUpdate(reloadedRows: [path(0, 0)]))
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func onlyRowsThatReallyMovedAreMoves() throws {
    let (engine, host) = makeTable(height: 30)
    try engine.apply([section("s", ["a", "b", "c", "d", "e"])])
    try engine.apply([section("s", ["b", "c", "d", "e", "a"])])
    let moves = host.lastAppliedUpdate?.movedRows ?? []
    #expect(moves == [.init(from: path(0, 0), to: path(0, 4))])
    #expect(labels(engine) == [["b", "c", "d", "e", "a"]])
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func rowsMoveAcrossSections() throws {
    let (engine, host) = makeTable(height: 30)
    try engine.apply([section("a", ["1", "2"]), section("b", ["3"])])
    let two = try #require(host.cellForRow(at: path(0, 1)))
    try engine.apply([section("a", ["1"]), section("b", ["2", "3"])])
    #expect(labels(engine) == [["1"], ["2", "3"]])
    #expect(host.cellForRow(at: path(1, 0)) === two)
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func sectionsMoveAndHandlesFollowThem() throws {
    let (engine, host) = makeTable(height: 30)
    try engine.apply([section("a", ["1"]), section("b", ["2"]), section("c", ["3"])])
    let handle = try engine.sectionHandle(at: 0)
    try engine.apply([section("b", ["2"]), section("c", ["3"]), section("a", ["1"])])
    #expect(host.lastAppliedUpdate == TableBatchUpdate(movedSections: [.init(from: 0, to: 2)]))
    #expect(handle.index == 2)
    try handle.addCell(label("4"))
    #expect(labels(engine) == [["2"], ["3"], ["1", "4"]])
  }

  @Test func classicCrashCasesProduceValidUpdates() throws {
    let cases: [([TableSection], [TableSection])] = [
      // A row deleted while its neighbour's content changes (delete + reload of one path).
      (
        [section("s", ["a", "b"])],
        [
          TableSection(
            id: "s", headerTitle: "s",
            rows: [TableComponent(SwitchCell.self, data: SwitchState(title: "b", isOn: true), id: "b")])
        ]
      ),
      // A row moved into a newly inserted section.
      ([section("a", ["1", "2"])], [section("a", ["1"]), section("new", ["2"])]),
      // A row moved out of a deleted section.
      ([section("a", ["1"]), section("gone", ["2"])], [section("a", ["2", "1"])]),
      // The last row of a section being deleted.
      ([section("a", ["1"]), section("b", ["2"])], [section("a", ["1"])]),
      // Everything reversed, sections and rows.
      (
        [section("a", ["1", "2", "3"]), section("b", ["4", "5"])],
        [section("b", ["5", "4"]), section("a", ["3", "2", "1"])]
      ),
      // Everything replaced.
      ([section("a", ["1"])], [section("b", ["2"])]),
      ([section("a", ["1"])], []),
      ([], []),
    ]
    for (old, new) in cases {
      let (engine, host) = makeTable(height: 40)
      try engine.apply(old)
      try engine.apply(new)
      #expect(host.inconsistencies.isEmpty, "\(host.inconsistencies)")
      let (expected, expectedHost) = try fresh(new)
      #expect(dump(engine) == dump(expected))
      withExtendedLifetime(expectedHost) {}
      expectVisibleViewsMatchModel(engine, host)
    }
  }

  /// A table built from `sections` with the incremental API, and its host (which keeps the rows).
  func fresh(_ sections: [TableSection]) throws -> (TableEngine, TerminalTableView) {
    let (engine, host) = makeTable()
    for section in sections { try engine.addSection(section) }
    return (engine, host)
  }

  @Test func headerDataChangeReconfiguresTheHeaderInPlace() throws {
    let (engine, host) = makeTable(height: 30)
    func content(_ name: String) -> [TableSection] {
      [
        TableSection(
          id: "me", header: TableComponent(ProfileHeader.self, data: Profile(name: name, email: "e")),
          rows: [label("row")])
      ]
    }
    try engine.apply(content("Ann"))
    let header = try #require(host.headerView(forSection: 0) as? ProfileHeader)
    let updates = host.appliedUpdateCount
    try engine.apply(content("Bo"))
    #expect(host.headerView(forSection: 0) === header)
    #expect(header.profile?.name == "Bo")
    #expect(host.appliedUpdateCount == updates)
    #expect(host.render()[1] == "| Bo")
  }

  @Test func titleChangeReloadsTheSection() throws {
    let (engine, host) = makeTable(height: 30)
    try engine.apply([TableSection(id: "s", headerTitle: "Old", rows: [label("x")])])
    try engine.apply([TableSection(id: "s", headerTitle: "New", rows: [label("x")])])
    #expect(host.lastAppliedUpdate == TableBatchUpdate(reloadedSections: [0]))
    #expect(host.render()[1] == "NEW")
  }

  @Test func offScreenAndLargeChangesReload() throws {
    let (engine, host) = makeTable(height: 30)
    try engine.apply([section("s", ["a"])])
    host.isOnScreen = false
    var reloads = host.reloadCount
    try engine.apply([section("s", ["a", "b"])])
    #expect(host.reloadCount == reloads + 1)
    host.isOnScreen = true
    engine.maximumAnimatedChanges = 3
    reloads = host.reloadCount
    let updates = host.appliedUpdateCount
    try engine.apply([section("s", (0..<10).map(String.init))])
    #expect(host.reloadCount == reloads + 1)
    #expect(host.appliedUpdateCount == updates)
    #expect(labels(engine) == [(0..<10).map(String.init)])
    engine.maximumAnimatedChanges = -5
    #expect(engine.maximumAnimatedChanges == 0)
  }

  @Test func applyingTheSameContentChangesNothing() throws {
    let (engine, host) = makeTable(height: 30)
    try engine.apply([section("s", ["a", "b"])])
    let updates = host.appliedUpdateCount
    let reloads = host.reloadCount
    try engine.apply([section("s", ["a", "b"])])
    #expect(host.appliedUpdateCount == updates)
    #expect(host.reloadCount == reloads)
  }

  @Test func rowsWithoutIdentityMatchByClassInOrder() throws {
    let (engine, host) = makeTable(height: 30)
    func rows(_ values: [String]) -> [TableSection] {
      [
        TableSection(
          id: "s", rows: values.map { TableComponent(ValueCell.self, data: TitleValue(title: $0, value: "v")) })
      ]
    }
    try engine.apply(rows(["a", "b"]))
    let first = host.cellForRow(at: path(0, 0))
    let start = host.appliedUpdateCount
    try engine.apply(rows(["c", "d", "e"]))
    // Not Equatable: matched rows are configured again, the extra one inserted.
    #expect(
      updates(host, since: start) == [
        TableBatchUpdate(insertedRows: [path(0, 2)]), TableBatchUpdate(reconfiguredRows: [path(0, 0), path(0, 1)]),
      ])
    #expect(host.cellForRow(at: path(0, 0)) === first)
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func duplicateIdentitiesNeverCrash() throws {
    let (engine, host) = makeTable(height: 30)
    try engine.apply([section("s", ["a", "a", "b", "a"]), section("s", ["b"])])
    try engine.apply([section("s", ["a", "b", "b", "a", "a", "a"])])
    #expect(labels(engine) == [["a", "b", "b", "a", "a", "a"]])
    #expect(host.inconsistencies.isEmpty)
    expectVisibleViewsMatchModel(engine, host)
  }

  @Test func applyIsRefusedInsideAGroupAndWhileConfiguring() throws {
    let (engine, host) = makeTable(height: 30)
    try engine.apply([section("s", ["a"])])
    expectRefused(
      .reentrantMutation(operation: "apply(_:animation:)", during: "a performBatchUpdates group is open"), in: engine,
      host: host
    ) {
      try engine.performBatchUpdates { try engine.apply([]) }
    }
    var error: TableError?
    let probe = ViewProbe()
    probe.onConfigure = {
      do { try engine.apply([]) } catch let caught as TableError { error = caught } catch {}
    }
    try engine.apply([
      TableSection(id: "r", rows: [TableComponent(ReentrantCell.self, data: Probed(value: 1, probe: probe))])
    ])
    _ = host.render()
    #expect(error == .reentrantMutation(operation: "apply(_:animation:)", during: "a view is being configured"))
  }

  @Test func applyRegistersBeforeChangingAnything() throws {
    let (engine, host) = makeTable(height: 30)
    try engine.apply([section("s", ["a"])])
    expectRefused(
      .unsupportedViewClass(
        viewClass: String(reflecting: NotATerminalView.self), role: .cell,
        reason: "the terminal host shows rows with TerminalTableCell subclasses"),
      in: engine, host: host
    ) {
      try engine.apply([
        section("s", ["a", "b"]), TableSection(rows: [TableComponent(NotATerminalView.self, data: "x")]),
      ])
    }
  }

  @Test func groupedReplaceOfAnIdentifiedRowIsAReconfigure() throws {
    let (engine, host) = makeTable(height: 30)
    try engine.addSection(TableSection(rows: [label("a"), label("b")]))
    try engine.performBatchUpdates {
      try engine.updateCell(at: path(0, 0), with: TableComponent(LabelCell.self, data: "a", id: "a"))
      try engine.insertCell(label("c"), at: path(0, 2))
    }
    #expect(labels(engine) == [["a", "b", "c"]])
    #expect(host.inconsistencies.isEmpty)
    expectVisibleViewsMatchModel(engine, host)
  }
}

/// What one test runs when two of its `ReentrantData` values are compared.
final class CompareHook: @unchecked Sendable {
  // Set before the test's apply, read by the comparisons of that apply only.
  var onCompare: (() -> Void)?
}

/// Data whose equality check (which `apply` calls while diffing) runs its test's hook, which
/// tries to apply again.
struct ReentrantData: Equatable {
  var value: Int
  let hook: CompareHook
  static func == (lhs: ReentrantData, rhs: ReentrantData) -> Bool {
    lhs.hook.onCompare?()
    return lhs.value == rhs.value
  }
}

@MainActor
final class ReentrantDataCell: TerminalTableCell, ComponentView {
  func configure(with data: ReentrantData) {}
  static func height(for data: ReentrantData, width: CGFloat) -> ComponentHeight { .fixed(1) }
}

@MainActor
@Suite struct ApplyDuringApplyTests {
  @Test func applyFromInsideAnApplyIsRefusedAndTheOuterApplyCompletes() throws {
    let (engine, host) = makeTable()
    let hook = CompareHook()
    func content(_ value: Int) -> [TableSection] {
      [
        TableSection(
          id: "s",
          rows: [TableComponent(ReentrantDataCell.self, data: ReentrantData(value: value, hook: hook), id: "row")])
      ]
    }
    try engine.apply(content(1))
    var inner: TableError?
    hook.onCompare = {
      MainActor.assumeIsolated { do { try engine.apply([]) } catch { inner = error as? TableError } }
    }
    try engine.apply(content(2))
    #expect(
      inner == .reentrantMutation(operation: "apply(_:animation:)", during: "it is applying a new list of sections"))
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 1)
    #expect(try engine.component(at: IndexPath(row: 0, section: 0)).data(as: ReentrantDataCell.Data.self)?.value == 2)
    #expect(host.inconsistencies.isEmpty)
  }
}

/// The ids whose heights were asked for, in order.
@MainActor
final class HeightLog {
  var ids: [Int] = []
}

/// A contact row that records whose heights were asked for.
@MainActor
final class MeasuredContactCell: TerminalTableCell, ComponentView {
  /// Where the heights asked for are written: the running test's own log, a task-local value,
  /// so tests running in parallel never share one.
  @TaskLocal static var log: HeightLog?
  func configure(with data: IdentifiedContact) {}
  static func height(for data: IdentifiedContact, width: CGFloat) -> ComponentHeight {
    log?.ids.append(data.id)
    return .fixed(1)
  }
}
