import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// `Identifiable` data whose `id` is of any type.
struct TaggedItem<ID: Hashable>: Identifiable, Equatable {
  var id: ID
  var text: String
}

/// Shows a `TaggedItem` of one identity type.
@MainActor
final class TaggedItemCell<ID: Hashable>: TerminalTableCell, ComponentView {
  private(set) var item: TaggedItem<ID>?
  func configure(with data: TaggedItem<ID>) { item = data }
  static func height(for data: TaggedItem<ID>, width: CGFloat) -> ComponentHeight { .fixed(1) }
  override func render(width: Int) -> [String] { [item?.text ?? ""] }
}

/// A custom struct identity.
struct GridPoint: Hashable {
  var x: Int
  var y: Int
}

/// Shows a `GridPoint`: data that is its own identity.
@MainActor
final class GridPointCell: TerminalTableCell, ComponentView {
  private(set) var point = GridPoint(x: 0, y: 0)
  func configure(with data: GridPoint) { point = data }
  static func height(for data: GridPoint, width: CGFloat) -> ComponentHeight { .fixed(1) }
  override func render(width: Int) -> [String] { ["\(point.x),\(point.y)"] }
}

/// A class identity: equal when the numbers are, whatever the instance.
final class AccountRef: Hashable, Sendable {
  let number: Int
  init(_ number: Int) { self.number = number }
  static func == (a: AccountRef, b: AccountRef) -> Bool { a.number == b.number }
  func hash(into hasher: inout Hasher) { hasher.combine(number) }
}

/// An identity whose every value has the same hash: consistent with `==`, so equal hashes must
/// be told apart by `==`.
struct CollidingID: Hashable {
  var value: Int
  func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

/// An identity whose `==` always holds while its hashes differ: inconsistent, a programming error.
struct AlwaysEqualID: Hashable {
  var value: Int
  static func == (a: AlwaysEqualID, b: AlwaysEqualID) -> Bool { true }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// Rows are paired by identity whatever the identity's type: `UUID` and the integer types by
/// their bits, everything else by hash confirmed with the type's own `==`.
@MainActor
@Suite struct IdentityTypeTests {
  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  /// How a test writes the row of `id` showing `text`.
  enum Writing: CaseIterable {
    /// `Identifiable` data, no `id:`.
    case dataID
    /// The same, with a selection closure (another box class) in the new table only.
    case dataIDWithSelectionInNewTable
    /// `id:` given explicitly to a row of `String` data.
    case explicitID
  }

  func row<ID: Hashable>(_ id: ID, _ text: String, _ writing: Writing, isNew: Bool) -> TableComponent {
    switch writing {
    case .dataID:
      return TableComponent(TaggedItemCell<ID>.self, data: TaggedItem(id: id, text: text))
    case .dataIDWithSelectionInNewTable:
      guard isNew else { return TableComponent(TaggedItemCell<ID>.self, data: TaggedItem(id: id, text: text)) }
      return TableComponent(TaggedItemCell<ID>.self, data: TaggedItem(id: id, text: text)) { _ in }
    case .explicitID:
      return TableComponent(LabelCell.self, data: text, id: id)
    }
  }

  /// Old rows a b c d, new rows b′ a c e, where the new table's identities are made anew by
  /// `copy` (equal, not the same instances or storage) and b′ shows new content: d is deleted,
  /// e inserted, one of a and b moved, b′ reconfigured, c neither deleted nor inserted.
  func expectPairing<ID: Hashable>(
    _ ids: [ID], copy: (ID) -> ID, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    precondition(ids.count == 5 && Set(ids).count == 5, "five distinct identities")
    for writing in Writing.allCases {
      let (engine, host) = makeTable(height: 10)
      let (a, b, c, d, e) = (ids[0], ids[1], ids[2], ids[3], ids[4])
      try engine.apply([TableSection(id: "s", rows: [a, b, c, d].map { row($0, "old", writing, isNew: false) })])
      let start = host.appliedUpdateCount
      let new = [
        row(copy(b), "changed", writing, isNew: true), row(copy(a), "old", writing, isNew: true),
        row(copy(c), "old", writing, isNew: true), row(copy(e), "new", writing, isNew: true),
      ]
      try engine.apply([TableSection(id: "s", rows: new)])
      let sent = updates(host, since: start)
      let context = "\(ID.self), \(writing)"
      #expect(sent.flatMap(\.deletedRows) == [path(3)], "\(context)", sourceLocation: sourceLocation)
      #expect(sent.flatMap(\.insertedRows) == [path(3)], "\(context)", sourceLocation: sourceLocation)
      #expect(sent.flatMap(\.movedRows).count == 1, "\(context)", sourceLocation: sourceLocation)
      let reconfigured = sent.flatMap(\.reconfiguredRows) + sent.flatMap(\.reloadedRows)
      switch writing {
      case .dataID, .explicitID:
        #expect(reconfigured == [path(0)], "\(context)", sourceLocation: sourceLocation)
      case .dataIDWithSelectionInNewTable:
        // Rows whose data cannot be compared across box kinds are configured again; none is
        // replaced.
        #expect(reconfigured.contains(path(0)), "\(context)", sourceLocation: sourceLocation)
      }
      expectVisibleViewsMatchModel(engine, host, sourceLocation: sourceLocation)
      #expect(host.inconsistencies.isEmpty, "\(context)", sourceLocation: sourceLocation)
      #expect(engine.allSections[0].rows.map(\.id) == new.map(\.id), "\(context)", sourceLocation: sourceLocation)
    }
  }

  @Test func uuidIdentitiesPair() throws {
    let ids = (0..<5).map { _ in UUID() }
    try expectPairing(ids) { UUID(uuidString: $0.uuidString)! }
  }

  @Test func uuidsThatDifferOnlyInTheirLastBytesAreDifferentRows() throws {
    func uuid(_ last: UInt8) -> UUID { UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, last)) }
    try expectPairing([uuid(1), uuid(2), uuid(3), uuid(4), uuid(5)]) { uuid($0.uuid.15) }
  }

  @Test func stringIdentitiesPair() throws {
    // Short strings are stored inline, long ones in a buffer of their own: the copies are
    // equal without being the same storage. Short ASCII ones are keyed by their bytes, the
    // others by a hash confirmed with `==`.
    let short = ["a", "b", "c", "d", "e"]
    try expectPairing(short) { String(decoding: Array($0.utf8), as: UTF8.self) }
    let long = short.map { String(repeating: $0, count: 40) + "-a-long-identity" }
    try expectPairing(long) { String(decoding: Array($0.utf8), as: UTF8.self) }
  }

  @Test func canonicallyEquivalentStringsAreOneIdentity() throws {
    // "é" as one scalar and as "e" + a combining accent are `==` with different bytes: a
    // string's identity cannot be its bytes.
    let precomposed = ["caf\u{E9}", "b", "c", "d", "e"]
    try expectPairing(precomposed) { $0 == "caf\u{E9}" ? "cafe\u{301}" : $0 }
  }

  @Test func customStructIdentitiesPair() throws {
    try expectPairing((0..<5).map { GridPoint(x: $0, y: -$0) }) { GridPoint(x: $0.x, y: $0.y) }
  }

  @Test func classIdentitiesPairByEqualityNotByInstance() throws {
    try expectPairing((0..<5).map { AccountRef($0) }) { AccountRef($0.number) }
  }

  @Test func identitiesWhoseHashesAllCollideAreToldApartByEquality() throws {
    try expectPairing((0..<5).map { CollidingID(value: $0) }) { $0 }
  }

  @Test func integerIdentitiesOfEveryWidthPair() throws {
    try expectPairing([Int8.min, -1, 0, 1, Int8.max]) { $0 }
    try expectPairing([UInt8.min, 1, 2, 200, UInt8.max]) { $0 }
    try expectPairing([Int16.min, -1, 0, 1, Int16.max]) { $0 }
    try expectPairing([UInt32.min, 1, 2, 3, UInt32.max]) { $0 }
    try expectPairing([Int64.min, -1, 0, 1, Int64.max]) { $0 }
    try expectPairing([UInt.min, 1, 2, 3, UInt.max]) { $0 }
    try expectPairing([Int.min, -1, 0, 1, Int.max]) { $0 }
  }

  @Test func rowsWithHashedIdentitiesPairWhenReordered() throws {
    // An `Identifiable` item's `id` (a `String` too long to be kept whole: kept as a hash) or a
    // whole `Hashable` item is the identity: a reorder is a move, not a delete and an insert.
    func expectReorderIsOneMove<Item>(_ items: [Item], makeRow: (Item) -> TableComponent) throws {
      let (engine, host) = makeTable(height: 10)
      func section(_ items: [Item]) -> TableSection { TableSection(id: "s", rows: items.map(makeRow)) }
      try engine.apply([section(items)])
      let sent = try host.updatesSent { try engine.apply([section([items[2], items[0], items[1]])]) }
      #expect(sent.flatMap(\.deletedRows).isEmpty && sent.flatMap(\.insertedRows).isEmpty, "\(Item.self)")
      #expect(sent.flatMap(\.movedRows).count == 1, "\(Item.self)")
      #expect(host.inconsistencies.isEmpty)
    }
    let notes = ["a", "b", "c"].map { OpaqueItem(id: "a note known by a long key " + $0, note: $0) }
    try expectReorderIsOneMove(notes) { TableComponent(OpaqueItemCell.self, data: $0) }
    let points = (0..<3).map { GridPoint(x: $0, y: $0) }
    try expectReorderIsOneMove(points) { TableComponent(GridPointCell.self, data: $0) }
  }

  @Test func identitiesOfDifferentTypesWithTheSameBitsOrHashNeverPair() throws {
    let uuid = UUID()
    let pairs: [(AnyHashable, AnyHashable)] = [
      (Int8(-1), UInt8(255)), (1, Int64(1)), (UInt32(7), Int32(7)), (uuid, uuid.uuidString),
      (GridPoint(x: 1, y: 2), CollidingID(value: 1)), ("x", Substring("x")),
    ]
    for (old, new) in pairs {
      let (engine, host) = makeTable(height: 10)
      try engine.apply([TableSection(id: "s", rows: [TableComponent(LabelCell.self, data: "x", id: old)])])
      let start = host.appliedUpdateCount
      try engine.apply([TableSection(id: "s", rows: [TableComponent(LabelCell.self, data: "x", id: new)])])
      #expect(
        updates(host, since: start) == [TableBatchUpdate(deletedRows: [path(0)], insertedRows: [path(0)])],
        "\(old) and \(new)")
      #expect(host.inconsistencies.isEmpty)
    }
  }

  @Test func anExplicitIDPairsWithAnEqualDataIDOfTheSameType() throws {
    // Two ways of giving one identity: the data's `id`, and `id:`.
    let (engine, host) = makeTable(height: 10)
    try engine.apply([
      TableSection(id: "s", rows: [TableComponent(TaggedItemCell<String>.self, data: TaggedItem(id: "k", text: "a"))])
    ])
    let start = host.appliedUpdateCount
    try engine.apply([
      TableSection(
        id: "s",
        rows: [TableComponent(TaggedItemCell<String>.self, data: TaggedItem(id: "other", text: "b"), id: "k")])
    ])
    #expect(updates(host, since: start) == [TableBatchUpdate(reconfiguredRows: [path(0)])])
  }

  @Test func identitiesWhoseHashDisagreesWithEqualityNeverBreakTheTable() throws {
    func expectConsistent<ID: Hashable>(_ ids: [ID]) throws {
      let (engine, host) = makeTable(height: 10)
      for round in 0..<4 {
        let rows = ids.shuffled().map {
          TableComponent(TaggedItemCell<ID>.self, data: TaggedItem(id: $0, text: "\(round)"))
        }
        try engine.apply([TableSection(id: "s", rows: rows)])
        #expect(engine.allSections[0].rows.count == ids.count)
        #expect(host.inconsistencies.isEmpty, "\(ID.self)")
        for (index, row) in rows.enumerated() {
          let cell = host.cellForRow(at: path(index)) as? TaggedItemCell<ID>
          #expect(cell == nil || cell?.item?.text == "\(round)", "\(ID.self)")
          #expect(try engine.component(at: path(index)).id == row.id)
        }
      }
    }
    try expectConsistent((0..<6).map { UnstableID(value: $0) })
    try expectConsistent((0..<6).map { AlwaysEqualID(value: $0) })
  }

  @Test func findingARowByAUUIDOrAStringIdentity() throws {
    let (engine, _) = makeTable(height: 10)
    let uuid = UUID()
    try engine.apply([
      TableSection(rows: [
        TableComponent(TaggedItemCell<UUID>.self, data: TaggedItem(id: UUID(), text: "other")),
        TableComponent(TaggedItemCell<UUID>.self, data: TaggedItem(id: uuid, text: "this")),
        TableComponent(TaggedItemCell<String>.self, data: TaggedItem(id: uuid.uuidString, text: "string")),
      ])
    ])
    #expect(engine.indexPath(forRowWithID: uuid) == path(1))
    #expect(engine.indexPath(forRowWithID: UUID(uuidString: uuid.uuidString)!) == path(1))
    #expect(engine.indexPath(forRowWithID: uuid.uuidString) == path(2))
    #expect(engine.indexPath(forRowWithID: UUID()) == nil)
  }
}

/// The keys rows are paired by: the bits of identities whose `==` compares bits, else a hash.
@Suite struct IdentityKeyTests {
  @Test func uuidsAndIntegersAreKeptWholeAndEveryOtherTypeAsAHash() {
    let uuid = UUID()
    #expect(IdentityKey(uuid).isExact)
    #expect(IdentityKey(7).isExact)
    #expect(IdentityKey(UInt8(7)).isExact)
    #expect(IdentityKey(ObjectIdentifier(AccountRef.self)).isExact)
    #expect(IdentityKey("7").isExact, "a short ASCII string is its own bytes")
    #expect(!IdentityKey("a key longer than 15 bytes").isExact)
    #expect(!IdentityKey("caf\u{E9}").isExact, "non-ASCII strings can be equal with other bytes")
    #expect(!IdentityKey(GridPoint(x: 1, y: 2)).isExact)
    #expect(!IdentityKey(AccountRef(1)).isExact)
    #expect(!IdentityKey(7.0).isExact)
  }

  @Test func aKeyMadeFromAnAnyHashableIsTheKeyOfItsValue() {
    let uuid = UUID()
    #expect(IdentityKey(erased: AnyHashable(uuid)) == IdentityKey(uuid))
    #expect(IdentityKey(erased: AnyHashable(Int16(-3))) == IdentityKey(Int16(-3)))
    #expect(IdentityKey(erased: AnyHashable("k")) == IdentityKey("k"))
    #expect(IdentityKey(erased: AnyHashable(GridPoint(x: 1, y: 2))) == IdentityKey(GridPoint(x: 1, y: 2)))
  }

  @Test func keysOfEqualIdentitiesAreEqualAndOfDifferentTypesDiffer() {
    let uuid = UUID()
    #expect(IdentityKey(uuid) == IdentityKey(UUID(uuidString: uuid.uuidString)!))
    #expect(IdentityKey(uuid) != IdentityKey(UUID()))
    #expect(IdentityKey("caf\u{E9}") == IdentityKey("cafe\u{301}"))
    #expect(IdentityKey(Int8(-1)) != IdentityKey(UInt8(255)))
    #expect(IdentityKey(1) != IdentityKey(Int64(1)))
    #expect(IdentityKey(1) != IdentityKey(UInt(1)))
    #expect(IdentityKey(uuid) != IdentityKey(uuid.uuidString))
  }

  /// A short ASCII string's key is its bytes and its length: equal strings, equal keys; a
  /// string and the same string with a trailing NUL (the same bytes but for padding) differ.
  @Test func shortASCIIStringKeysAreEqualExactlyWhenTheStringsAre() {
    #expect(IdentityKey("contact-42") == IdentityKey("contact-" + "42"))
    #expect(IdentityKey("contact-42") != IdentityKey("contact-43"))
    #expect(IdentityKey("a") != IdentityKey("a\u{0}"))
    #expect(IdentityKey("") != IdentityKey("\u{0}"))
    #expect(IdentityKey("123456789012345") != IdentityKey("12345678901234"))
    #expect(IdentityKey("123456789012345").isExact)
  }
}
