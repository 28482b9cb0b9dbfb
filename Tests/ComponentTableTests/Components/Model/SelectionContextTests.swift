import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// What the selection handler of a row made with `addCell` is told: ``SelectionContext``.
@MainActor
@Suite struct SelectionContextTests {
  /// A contact shown by its name.
  struct Contact: Hashable {
    var name: String
    var phone: String
  }

  @MainActor
  final class ContactCell: TerminalTableCell, ComponentView {
    private(set) var contact: Contact?
    func configure(with contact: Contact) { self.contact = contact }
    static func height(for contact: Contact, width: CGFloat) -> ComponentHeight { .fixed(1) }
    override func render(width: Int) -> [String] { [contact?.name ?? ""] }
  }

  @Test func theHandlerGetsTheDataTheVisibleViewItsPlaceAndTheEngine() throws {
    let (engine, host) = makeTable(width: 30, height: 5)
    var selections: [SelectionContext<Contact>] = []
    let contacts = [Contact(name: "Ada", phone: "1"), Contact(name: "Grace", phone: "2")]
    try engine.addSection(TableSection(rows: [TableComponent(LabelCell.self, data: "Contacts")]))
    let section = try engine.addSection(TableSection())
    for contact in contacts {
      try section.addCell(TableComponent(ContactCell.self, data: contact) { selections.append($0) })
    }
    host.selectRow(at: IndexPath(row: 1, section: 1))
    let selection = try #require(selections.first)
    #expect(selection.data == contacts[1])
    #expect(selection.indexPath == IndexPath(row: 1, section: 1))
    #expect((selection.view as? ContactCell)?.contact == contacts[1], "the row is on screen, so its view is given")
    #expect(selection.engine === engine)
    // Through the engine, the handler can change the table it was selected in.
    try selection.engine.removeCell(at: selection.indexPath)
    #expect(host.render().contains("Ada") && !host.render().contains("Grace"))
  }

  /// A row selected while scrolled off screen (by search, or by code) has no view to give.
  @Test func aRowOffScreenIsSelectedWithoutAView() throws {
    let (engine, host) = makeTable(width: 30, height: 2)
    var selections: [SelectionContext<String>] = []
    let section = try engine.addSection(TableSection())
    for number in 0..<10 {
      try section.addCell(TableComponent(LabelCell.self, data: "\(number)") { selections.append($0) })
    }
    host.selectRow(at: IndexPath(row: 8, section: 0))
    let selection = try #require(selections.first)
    #expect(selection.data == "8")
    #expect(selection.view == nil)
  }
}
