import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A contact that knows its identity: flipping `isFavorite` is the same contact, changed.
struct IdentifiedContact: Identifiable, Hashable {
  var id: Int
  var name: String
  var isFavorite = false
}

/// The same contact without `Identifiable`: the whole value is its identity.
struct HashedContact: Hashable {
  var id: Int
  var name: String
  var isFavorite = false
}

/// An `Identifiable` item that cannot be compared.
struct OpaqueItem: Identifiable {
  var id: String
  var note: String
}

/// An identity whose `hash(into:)` disagrees with `==`: every hash is new (a random number,
/// so no counter is shared between tests). A programming error.
struct UnstableID: Hashable {
  var value: Int
  static func == (a: UnstableID, b: UnstableID) -> Bool { a.value == b.value }
  func hash(into hasher: inout Hasher) { hasher.combine(UInt64.random(in: .min ... .max)) }
}

@MainActor
final class IdentifiedContactCell: TerminalTableCell, ComponentView {
  private(set) var contact = IdentifiedContact(id: -1, name: "")
  func configure(with data: IdentifiedContact) { contact = data }
  static func height(for data: IdentifiedContact, width: CGFloat) -> ComponentHeight { .fixed(1) }
  override func render(width: Int) -> [String] { [contact.name + (contact.isFavorite ? " ★" : "")] }
}

@MainActor
final class HashedContactCell: TerminalTableCell, ComponentView {
  private(set) var contact = HashedContact(id: -1, name: "")
  func configure(with data: HashedContact) { contact = data }
  static func height(for data: HashedContact, width: CGFloat) -> ComponentHeight { .fixed(1) }
  override func render(width: Int) -> [String] { [contact.name] }
}

@MainActor
final class OpaqueItemCell: TerminalTableCell, ComponentView {
  private(set) var note = ""
  func configure(with data: OpaqueItem) { note = data.note }
  static func height(for data: OpaqueItem, width: CGFloat) -> ComponentHeight { .fixed(1) }
  override func render(width: Int) -> [String] { [note] }
}

/// Which rows are "the same row" when a new list of sections is applied.
@MainActor
@Suite struct IdentityTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  @Test func identifiableDataIsKnownByItsIDSoAChangeReconfiguresTheRow() throws {
    let (engine, host) = makeTable(height: 10)
    var ann = IdentifiedContact(id: 1, name: "Ann")
    let bob = IdentifiedContact(id: 2, name: "Bob")
    func table() -> [TableSection] {
      [TableSection(id: "c", rows: [ann, bob].map { TableComponent(IdentifiedContactCell.self, data: $0) })]
    }
    try engine.apply(table())
    let view = try #require(host.cellForRow(at: path(0, 0)) as? IdentifiedContactCell)
    #expect(try engine.component(at: path(0, 0)).id == AnyHashable(1))
    let start = host.appliedUpdateCount
    ann.isFavorite = true
    try engine.apply(table())
    #expect(updates(host, since: start) == [TableBatchUpdate(reconfiguredRows: [path(0, 0)])])
    #expect(host.cellForRow(at: path(0, 0)) === view)
    #expect(view.contact.isFavorite)
    // Equal data is no change at all.
    try engine.apply(table())
    #expect(host.appliedUpdateCount == start + 1)
  }

  @Test func aModifiedRowKeepsTheIdentityOfItsData() throws {
    // A row's identity key is made where the component is made, with the data's type known;
    // a modifier makes a new box of the same data, which must be the same row, for `Int` ids
    // (kept whole) and `String` ids (hashed), `Equatable` data or not.
    let (engine, host) = makeTable(height: 10)
    var ann = IdentifiedContact(id: 1, name: "Ann")
    let bob = IdentifiedContact(id: 2, name: "Bob")
    var note = OpaqueItem(id: "n", note: "first")
    func table(modifying modified: Bool) -> [TableSection] {
      func plain(_ row: TableComponent) -> TableComponent { modified ? row.movable() : row }
      func moved(_ row: TableComponent) -> TableComponent { modified ? row : row.movable() }
      return [
        TableSection(
          id: "c",
          rows: [
            plain(TableComponent(IdentifiedContactCell.self, data: ann)),
            moved(TableComponent(IdentifiedContactCell.self, data: bob)),
            plain(TableComponent(OpaqueItemCell.self, data: note)),
          ])
      ]
    }
    try engine.apply(table(modifying: false))
    let start = host.appliedUpdateCount
    ann.name = "Anne"
    note.note = "second"
    try engine.apply(table(modifying: true))
    // Ann changed, Bob did not, the note cannot be compared: reconfigured, nothing replaced.
    #expect(updates(host, since: start) == [TableBatchUpdate(reconfiguredRows: [path(0, 0), path(0, 2)])])
    try engine.apply(table(modifying: false))
    #expect(updates(host, since: start).flatMap(\.deletedRows).isEmpty)
    #expect(updates(host, since: start).flatMap(\.insertedRows).isEmpty)
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func hashableDataWithoutIdentifiableIsKnownByItsWholeValue() throws {
    // The documented rule: the whole value is the identity, so a change is a delete plus an
    // insert (the README's contact/favourite example).
    let (engine, host) = makeTable(height: 10)
    var ann = HashedContact(id: 1, name: "Ann")
    func table() -> [TableSection] {
      [TableSection(id: "c", rows: [TableComponent(HashedContactCell.self, data: ann)])]
    }
    try engine.apply(table())
    #expect(try engine.component(at: path(0, 0)).id == AnyHashable(ann))
    let start = host.appliedUpdateCount
    ann.isFavorite = true
    try engine.apply(table())
    #expect(
      updates(host, since: start) == [
        TableBatchUpdate(deletedRows: [path(0, 0)], insertedRows: [path(0, 0)])
      ])
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func anExplicitIDWinsOverTheDataID() throws {
    let (engine, host) = makeTable(height: 10)
    let ann = IdentifiedContact(id: 1, name: "Ann")
    try engine.apply([TableSection(id: "c", rows: [TableComponent(IdentifiedContactCell.self, data: ann, id: "first")])]
    )
    #expect(try engine.component(at: path(0, 0)).id == AnyHashable("first"))
    let start = host.appliedUpdateCount
    // Same data id, another explicit id: another row.
    try engine.apply([
      TableSection(id: "c", rows: [TableComponent(IdentifiedContactCell.self, data: ann, id: "second")])
    ])
    #expect(
      updates(host, since: start) == [
        TableBatchUpdate(deletedRows: [path(0, 0)], insertedRows: [path(0, 0)])
      ])
  }

  @Test func identifiableDataThatCannotBeComparedIsMovedAndConfiguredAgain() throws {
    let (engine, host) = makeTable(height: 10)
    let items = [OpaqueItem(id: "a", note: "A"), OpaqueItem(id: "b", note: "B"), OpaqueItem(id: "c", note: "C")]
    try engine.apply([TableSection(id: "s", rows: items.map { TableComponent(OpaqueItemCell.self, data: $0) })])
    let start = host.appliedUpdateCount
    let reordered = [items[2], items[0], items[1]]
    try engine.apply([TableSection(id: "s", rows: reordered.map { TableComponent(OpaqueItemCell.self, data: $0) })])
    let sent = updates(host, since: start)
    #expect(sent.allSatisfy { $0.deletedRows.isEmpty && $0.insertedRows.isEmpty })
    #expect(sent.flatMap(\.movedRows).count == 1)
    #expect(sent.flatMap(\.reconfiguredRows).count == 3)
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func identitiesOfDifferentTypesNeverPair() throws {
    let (engine, host) = makeTable(height: 10)
    try engine.apply([TableSection(id: 1, rows: [TableComponent(LabelCell.self, data: "x", id: 1)])])
    let start = host.appliedUpdateCount
    // `AnyHashable(1) == AnyHashable(1.0)`, but an Int identity and a Double one are two rows.
    try engine.apply([TableSection(id: 1, rows: [TableComponent(LabelCell.self, data: "x", id: 1.0)])])
    #expect(
      updates(host, since: start) == [
        TableBatchUpdate(deletedRows: [path(0, 0)], insertedRows: [path(0, 0)])
      ])
    let sectionStart = host.appliedUpdateCount
    try engine.apply([TableSection(id: 1.0, rows: [TableComponent(LabelCell.self, data: "x", id: 1.0)])])
    #expect(
      updates(host, since: sectionStart) == [
        TableBatchUpdate(deletedSections: [0]), TableBatchUpdate(insertedSections: [0]),
      ])
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func findingARowByIdentityKeepsTypesApart() throws {
    let (engine, _) = makeTable(height: 10)
    let contact = IdentifiedContact(id: 7, name: "Ann", isFavorite: false)
    try engine.apply([
      TableSection(rows: [
        TableComponent(LabelCell.self, data: "double", id: 1.0),
        TableComponent(LabelCell.self, data: "int", id: 1),
        TableComponent(IdentifiedContactCell.self, data: contact),
      ])
    ])
    #expect(engine.indexPath(forRowWithID: 1) == path(0, 1))
    #expect(engine.indexPath(forRowWithID: 1.0) == path(0, 0))
    #expect(engine.indexPath(forRowWithID: 7) == path(0, 2))
    #expect(engine.indexPath(forRowWithID: 7.0) == nil)
    #expect(engine.indexPath(forRowWithID: "1") == nil)
  }

  @Test func duplicateIdentitiesPairKthWithKth() throws {
    let (engine, host) = makeTable(height: 10)
    func table(_ names: [String]) -> [TableSection] {
      [
        TableSection(
          id: "c",
          rows: names.map {
            TableComponent(IdentifiedContactCell.self, data: IdentifiedContact(id: 7, name: $0))
          })
      ]
    }
    try engine.apply(table(["a", "b", "c"]))
    let start = host.appliedUpdateCount
    try engine.apply(table(["c", "a"]))
    // Occurrences 1 and 2 pair with occurrences 1 and 2 and are reconfigured; the third goes.
    let sent = updates(host, since: start)
    #expect(sent.flatMap(\.reconfiguredRows) == [path(0, 0), path(0, 1)])
    #expect(sent.flatMap(\.deletedRows) == [path(0, 2)])
    #expect(sent.flatMap(\.movedRows).isEmpty)
    #expect(engine.allSections[0].rows.map { $0.data(as: IdentifiedContactCell.Data.self)?.name } == ["c", "a"])
    #expect(host.inconsistencies.isEmpty)
  }

  @Test func anIdentityWhoseHashDisagreesWithEqualityIsDeletedAndInsertedNotATrap() throws {
    let (engine, host) = makeTable(height: 10)
    func table(_ text: String) -> [TableSection] {
      [
        TableSection(
          id: "s",
          rows: [
            TableComponent(LabelCell.self, data: text, id: UnstableID(value: 1)), label("steady"),
          ])
      ]
    }
    try engine.apply(table("one"))
    try engine.apply(table("two"))
    // Whatever the pairing found, the table shows the new rows and UIKit's rules held.
    #expect(engine.allSections.map { $0.rows.map(\.debugData) } == [["two", "steady"]])
    #expect(host.inconsistencies.isEmpty)
    expectVisibleViewsMatchModel(engine, host)
  }
}
