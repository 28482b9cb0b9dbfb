import ComponentTable
import ComponentTableSwiftUI
import ComponentTableTerminal
import Foundation
import Testing

/// SwiftUI rows that can be compared (`TableComponent.hosting(id:value:content:)`): their data
/// is a `ValueRow`, equal when the values are, so a table declared again on every SwiftUI
/// update leaves rows whose value did not change alone. The cell here stands for
/// `HostingValueRowCell`, which needs SwiftUI.
@MainActor
@Suite struct ValueRowTests {
  final class ValueRowCell: TerminalTableCell, ComponentView {
    private(set) var shown = ""
    func configure(with row: ValueRow<Int, String>) { shown = row.makeContent() }
    static func height(for row: ValueRow<Int, String>, width: CGFloat) -> ComponentHeight { .automatic(estimate: 1) }
    override func render(width: Int) -> [String] { [shown] }
  }

  /// Counts the rows' configurations: the cell makes the row's content once per configuration.
  let probe = ViewProbe()

  func row(_ value: Int) -> TableComponent {
    // A new closure on every evaluation, as a SwiftUI body makes.
    TableComponent(
      ValueRowCell.self,
      data: ValueRow(value: value) { [probe] in
        probe.configureCalls += 1
        return "count \($0)"
      }, id: "count")
  }

  @Test func equalWhenTheValuesAre() {
    let first = ValueRow<Int, String>(value: 1) { "a \($0)" }
    let second = ValueRow<Int, String>(value: 1) { "b \($0)" }
    #expect(first == second)
    #expect(first != ValueRow<Int, String>(value: 2) { "a \($0)" })
    #expect(row(1).hasSameContent(as: row(1)))
    #expect(!row(1).hasSameContent(as: row(2)))
  }

  @Test func anUnchangedRowIsNotConfiguredAgain() throws {
    let (engine, host) = makeTable()
    let table = DeclaredTable(engine: engine)
    table.update(to: [TableSection(id: "s", rows: [row(1)])], animated: false)
    #expect(host.render().first?.hasPrefix("count 1") == true)
    let configured = probe.configureCalls
    let updates = host.appliedUpdateCount
    table.update(to: [TableSection(id: "s", rows: [row(1)])])
    #expect(probe.configureCalls == configured)
    #expect(host.appliedUpdateCount == updates)
    table.update(to: [TableSection(id: "s", rows: [row(2)])])
    #expect(host.lastAppliedUpdate == TableBatchUpdate(reconfiguredRows: [IndexPath(row: 0, section: 0)]))
    #expect(host.render().first?.hasPrefix("count 2") == true)
  }
}
