import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A text picture of everything an engine holds: classes, data, titles. Two equal dumps mean
/// the table is the same.
@MainActor
func dump(_ engine: TableEngine) -> String {
  var lines: [String] = []
  if let component = engine.tableHeader { lines.append("table header=\(describe(component))") }
  if let component = engine.tableFooter { lines.append("table footer=\(describe(component))") }
  for (index, section) in engine.allSections.enumerated() {
    var header = "section \(index)"
    if let id = section.id { header += " id=\(id)" }
    if let title = section.headerTitle { header += " title=\(title)" }
    if let component = section.header { header += " header=\(describe(component))" }
    if let component = section.footer { header += " footer=\(describe(component))" }
    if let title = section.footerTitle { header += " note=\(title)" }
    lines.append(header)
    for row in section.rows { lines.append("  \(describe(row))") }
  }
  return lines.joined(separator: "\n")
}

@MainActor
func describe(_ component: TableComponent) -> String {
  "\(component.viewClass)(\(component.debugData))"
}

extension TableComponent {
  var debugData: String {
    if let value = data(as: LabelCell.Data.self) { return value }
    if let value = data(as: SwitchCell.Data.self) { return "\(value.title)=\(value.isOn)" }
    if let value = data(as: ValueCell.Data.self) { return "\(value.title)=\(value.value)" }
    if let value = data(as: ProfileHeader.Data.self) { return value.name }
    if let value = data(as: NoteFooter.Data.self) { return value }
    if let value = data(as: MultilineCell.Data.self) { return value }
    if let value = data(as: BannerView.Data.self) { return value }
    return "?"
  }
}

/// Checks that `body` throws exactly `expected` and leaves the engine and its host unchanged.
@MainActor
func expectRefused(
  _ expected: TableError, in engine: TableEngine, host: TerminalTableView,
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
  let before = dump(engine)
  let updatesBefore = host.appliedUpdateCount
  let reloadsBefore = host.reloadCount
  do {
    try body()
    Issue.record("expected \(expected), nothing was thrown", sourceLocation: sourceLocation)
  } catch let error as TableError {
    #expect(error == expected, sourceLocation: sourceLocation)
  } catch {
    Issue.record("expected \(expected), got \(error)", sourceLocation: sourceLocation)
  }
  #expect(dump(engine) == before, "the table changed", sourceLocation: sourceLocation)
  #expect(host.appliedUpdateCount == updatesBefore, "the host was updated", sourceLocation: sourceLocation)
  #expect(host.reloadCount == reloadsBefore, "the host reloaded", sourceLocation: sourceLocation)
}

/// Every visible cell shows the data of its index path.
@MainActor
func expectVisibleViewsMatchModel(
  _ engine: TableEngine, _ host: TerminalTableView, sourceLocation: SourceLocation = #_sourceLocation
) {
  for path in host.indexPathsForVisibleRows {
    guard let cell = host.cellForRow(at: path) else { continue }
    let component = try! engine.component(at: path)
    let shown: String
    switch cell {
    case let cell as LabelCell: shown = cell.text
    case let cell as SwitchCell: shown = "\(cell.state.title)=\(cell.state.isOn)"
    case let cell as ValueCell: shown = "\(cell.item.title)=\(cell.item.value)"
    case let cell as MultilineCell: shown = cell.text
    default: continue
    }
    #expect(shown == component.debugData, "row \(path) shows \(shown)", sourceLocation: sourceLocation)
  }
}

/// A table with `engine` on a recording headless host.
@MainActor
func makeTable(width: Int = 40, height: Int = 10, delegate: (any TableEngineDelegate)? = nil)
  -> (TableEngine, TerminalTableView)
{
  let host = TerminalTableView(width: width, height: height, inconsistencyPolicy: .record)
  let engine = TableEngine(host: host, delegate: delegate)
  return (engine, host)
}

/// A table `width` × `height` on a recording headless host, showing `rows` in one section.
@MainActor
func makeTable(showing rows: [TableComponent], width: Int = 40, height: Int = 20) throws
  -> (TableEngine, TerminalTableView)
{
  let (engine, host) = makeTable(width: width, height: height)
  try engine.addSection(TableSection(rows: rows))
  return (engine, host)
}

/// A row's line in a table `width` columns wide: `title` on the left, `trailing` on the right.
func rowLine(_ title: String, _ trailing: String, width: Int = 40) -> String {
  title + String(repeating: " ", count: width - title.count - trailing.count) + trailing
}

@MainActor
func label(_ text: String, onSelect: ((SelectionContext<String>) -> Void)? = nil) -> TableComponent {
  TableComponent(LabelCell.self, data: text, onSelect: onSelect)
}

/// No row of a table shows the text a test looked for.
struct NoRowShows: Error, CustomStringConvertible {
  let text: String
  var description: String { "no row shows \"\(text)\"" }
}

/// The first row of `table` whose line, drawn `width` columns wide, contains `text`.
@MainActor
func firstRow(showing text: String, in table: TerminalTableView, width: Int = 50) throws -> IndexPath {
  guard let dataSource = table.dataSource else { throw NoRowShows(text: text) }
  for section in 0..<dataSource.numberOfSections {
    for row in 0..<dataSource.numberOfRows(inSection: section) {
      let path = IndexPath(row: row, section: section)
      if table.cellForRow(at: path)?.render(width: width).joined().contains(text) == true { return path }
    }
  }
  throw NoRowShows(text: text)
}

/// The diagnostics reported by the code one ``record(_:)`` runs, or by a test with the
/// ``Testing/Trait/recordsDiagnostics`` trait (``current``), oldest first: through the real
/// channel, `TableDiagnostic.report`, with the tasks that code starts, and without what tests
/// running beside it report.
@MainActor
final class DiagnosticLog {
  private(set) var entries: [TableDiagnostic] = []

  /// The log of the running test, when it has the ``Testing/Trait/recordsDiagnostics`` trait.
  nonisolated static let current = TaskLocal<DiagnosticLog?>(wrappedValue: nil)

  /// Runs `body` with what it reports going to this log.
  func record<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
    try TableDiagnostic.withHandler({ [weak self] in self?.entries.append($0) }, do: body)
  }

  /// Runs the asynchronous `body` with what it reports going to this log.
  func record<Result>(_ body: @MainActor () async throws -> Result) async rethrows -> Result {
    try await TableDiagnostic.withHandler({ [weak self] in self?.entries.append($0) }, do: body)
  }
}

/// Runs a test (each test of a suite) with what it reports going to a log of its own,
/// ``DiagnosticLog/current``.
struct RecordsDiagnostics: TestTrait, SuiteTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let log = DiagnosticLog()
    try await DiagnosticLog.current.withValue(log) {
      try await log.record { try await function() }
    }
  }
}

extension Trait where Self == RecordsDiagnostics {
  /// The test's diagnostics go to ``DiagnosticLog/current`` instead of standard error.
  static var recordsDiagnostics: Self { RecordsDiagnostics() }
}

/// The log of the running test, which must have the ``Testing/Trait/recordsDiagnostics`` trait.
@MainActor
func reportedDiagnostics() throws -> DiagnosticLog {
  try #require(DiagnosticLog.current.get(), "the test needs the .recordsDiagnostics trait")
}

/// The batch updates `host` was sent after it had been sent `start` of them, in order, as its
/// oracle saw them. A host whose oracle did not see them all (it has none, or got it late)
/// fails the test here instead of giving a short history.
@MainActor
func updates(
  _ host: TerminalTableView, since start: Int, sourceLocation: SourceLocation = #_sourceLocation
) -> [TableBatchUpdate] {
  let seen = (host.engine?.hostCallObserver as? UIKitRulesOracle)?.batches(of: host) ?? []
  let sent = host.appliedUpdateCount - start
  if seen.count < sent {
    Issue.record(
      "the oracle saw \(seen.count) of the \(sent) batch updates since \(start)", sourceLocation: sourceLocation)
  }
  return Array(seen.suffix(sent))
}

extension TerminalTableView {
  /// The batch updates the host was sent while `body` ran, in order.
  func updatesSent(during body: () throws -> Void) rethrows -> [TableBatchUpdate] {
    let start = appliedUpdateCount
    try body()
    return updates(self, since: start)
  }
}
