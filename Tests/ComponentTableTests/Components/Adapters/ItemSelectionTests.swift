import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// What the selection handler of an adapted row (a view and an item, as code coming from other
/// libraries writes rows) is told: ``ItemSelection``.
@MainActor
@Suite struct ItemSelectionTests {
  struct Contact: Hashable {
    var name: String
    var phone: String
  }

  @Test func theHandlerGetsTheItemTheVisibleViewItsPlaceAndTheEngine() throws {
    let (engine, host) = makeTable(width: 30, height: 5)
    var selections: [ItemSelection<PlainCell, Contact>] = []
    let contacts = [Contact(name: "Ada", phone: "1"), Contact(name: "Grace", phone: "2")]
    try engine.addSection(TableSection(rows: [TableComponent(LabelCell.self, data: "Contacts")]))
    try engine.addSection(
      TableSection(
        rows: contacts.map { contact in
          TableComponent(
            view: PlainCell.self, item: contact, height: .fixed(1), configure: { cell, item in cell.text = item.name },
            onSelect: { selections.append($0) })
        }))
    host.selectRow(at: IndexPath(row: 1, section: 1))
    let selection = try #require(selections.first)
    #expect(selection.item == contacts[1])
    #expect(selection.indexPath == IndexPath(row: 1, section: 1))
    #expect(selection.view?.text == "Grace", "the row is on screen, so its view is given")
    #expect(selection.engine === engine)
    // Through the engine, the handler can change the table it was selected in.
    try selection.engine.removeCell(at: selection.indexPath)
    #expect(host.render().contains("Ada") && !host.render().contains("Grace"))
  }

  /// A row selected while scrolled off screen (by search, or by code) has no view to give.
  @Test func aRowOffScreenIsSelectedWithoutAView() throws {
    let (engine, host) = makeTable(width: 30, height: 2)
    var selections: [ItemSelection<PlainCell, Int>] = []
    try engine.addSection(
      TableSection(
        rows: (0..<10).map { number in
          TableComponent(
            view: PlainCell.self, item: number, height: .fixed(1), configure: { cell, item in cell.text = "\(item)" },
            onSelect: { selections.append($0) })
        }))
    host.selectRow(at: IndexPath(row: 8, section: 0))
    let selection = try #require(selections.first)
    #expect(selection.item == 8)
    #expect(selection.view == nil)
  }
}
