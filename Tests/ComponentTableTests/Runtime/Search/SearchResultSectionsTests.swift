import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The results table the UIKit and SwiftUI search fields show: made of built-in rows, so it is
/// platform-free and checked here.
@MainActor
@Suite struct SearchResultSectionsTests {

  let root = TableScreen(title: "Settings") {
    TableSection(rows: [
      TableComponent.switchRow("Bluetooth", isOn: .value(true)),
      TableComponent.navigationRow("Wi-Fi") {
        TableScreen(title: "Wi-Fi") {
          TableSection(rows: [TableComponent.switchRow("Ask to Join Networks", isOn: .value(true))])
        }
      },
    ])
  }

  func labels(_ sections: [TableSection]) -> [String] {
    sections.flatMap(\.rows).compactMap { row in
      row.data(as: TextRowData.self).map { data in data.subtitle.map { "\(data.title) / \($0)" } ?? data.title }
    }
  }

  @Test func eachStateShowsWhatItShould() {
    let search = TableSearch(root: root)
    func sections() -> [TableSection] { TableComponent.searchResultSections(for: search) { _ in } }
    // An empty query shows nothing, even before the index is ready.
    #expect(sections().isEmpty)
    search.query = "join"
    #expect(labels(sections()) == ["Searching…"])
    search.indexNow()
    #expect(labels(sections()) == ["Ask to Join Networks / Settings › Wi-Fi"])
    search.query = "   "
    #expect(sections().isEmpty)
    search.query = "zebra"
    let german = TableComponent.searchResultSections(for: search, noResults: "Keine Ergebnisse") { _ in }
    #expect(labels(german) == ["Keine Ergebnisse"])
  }

  @Test func selectingAResultRowOpensItsEntry() throws {
    let table = TerminalTableView(width: 50, height: 10)
    let engine = TableEngine(host: table)
    let search = TableSearch(root: root)
    search.indexNow()
    var opened: [SearchEntry] = []
    search.query = "b"
    try engine.apply(TableComponent.searchResultSections(for: search) { opened.append($0) }, animation: .none)
    table.selectRow(at: IndexPath(row: 0, section: 0))
    #expect(opened.map(\.title) == ["Bluetooth"])
    // The next keystroke's results keep the rows both found: same identities, no reload.
    let view = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    search.query = "bl"
    try engine.apply(TableComponent.searchResultSections(for: search) { opened.append($0) }, animation: .none)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === view)
  }
}
