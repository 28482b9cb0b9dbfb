import Foundation

/// How a component's data answers a diff: whether two rows show the same content, and the
/// identity the data gives a row that has no explicit `id:`. The type parameter of
/// ``ComponentBox``, chosen by the `TableComponent` initializer the data's conformances pick.
///
/// A value of it is stored in each box: empty for every kind but data known by its `id`, which
/// keeps that id's key, made where the id's type is known.
@usableFromInline
package protocol RowContent {
  associatedtype Data
  /// Whether `a` and `b` show the same content; `false` when it cannot be known.
  nonisolated static func hasSameContent(_ a: Data, _ b: Data) -> Bool
  /// Whether the identities `a` and `b` give their rows are equal, with the identity type's own `==`.
  nonisolated func hasSameIdentity(_ a: Data, _ b: Data) -> Bool
  /// The identity `data` gives its row, or `nil` for none.
  nonisolated func identity(of data: Data) -> AnyHashable?
  /// ``identity(of:)`` as a diff pairs it.
  nonisolated func identityKey(of data: Data) -> IdentityKey?
}

/// Data that can be neither compared nor identified: a paired row is always configured again,
/// and without `id:` a row pairs with the rows of its class in order.
@usableFromInline
package struct OpaqueContent<Data>: RowContent {
  @inlinable package init() {}
  @usableFromInline package static func hasSameContent(_ a: Data, _ b: Data) -> Bool { false }
  @usableFromInline package func hasSameIdentity(_ a: Data, _ b: Data) -> Bool { false }
  @usableFromInline package func identity(of data: Data) -> AnyHashable? { nil }
  @usableFromInline package func identityKey(of data: Data) -> IdentityKey? { nil }
}

/// `Equatable` data: compared with `==`, without an identity of its own.
@usableFromInline
package struct EquatableContent<Data: Equatable>: RowContent {
  @inlinable package init() {}
  @usableFromInline package static func hasSameContent(_ a: Data, _ b: Data) -> Bool { a == b }
  @usableFromInline package func hasSameIdentity(_ a: Data, _ b: Data) -> Bool { false }
  @usableFromInline package func identity(of data: Data) -> AnyHashable? { nil }
  @usableFromInline package func identityKey(of data: Data) -> IdentityKey? { nil }
}

/// `Hashable` data, which is its own identity: any change of it is a new row.
@usableFromInline
package struct HashableContent<Data: Hashable>: RowContent {
  @inlinable package init() {}
  @usableFromInline package static func hasSameContent(_ a: Data, _ b: Data) -> Bool { a == b }
  @usableFromInline package func hasSameIdentity(_ a: Data, _ b: Data) -> Bool { a == b }
  @usableFromInline package func identity(of data: Data) -> AnyHashable? { AnyHashable(data) }
  @usableFromInline package func identityKey(of data: Data) -> IdentityKey? { IdentityKey(data) }
}

/// `Identifiable` data, known by its `id`: a row whose other fields change is the same row with
/// new content, configured again whenever it is paired (its content cannot be compared).
@usableFromInline
package struct IdentifiedContent<Data: Identifiable>: RowContent {
  /// The key of the data's `id`, made where the component is made: there the id's type is
  /// known, so an `Int`, a `UUID` or a short `String` id costs a copy of its bytes (and pairs
  /// by it, never comparing ids); made later, through the box's generic code, it would cost
  /// runtime metadata look-ups on every row of every apply.
  @usableFromInline let key: IdentityKey

  @inlinable package init(id: Data.ID) { key = IdentityKey(id) }

  @usableFromInline package static func hasSameContent(_ a: Data, _ b: Data) -> Bool { false }
  @usableFromInline package func hasSameIdentity(_ a: Data, _ b: Data) -> Bool { a.id == b.id }
  @usableFromInline package func identity(of data: Data) -> AnyHashable? { AnyHashable(data.id) }
  @usableFromInline package func identityKey(of data: Data) -> IdentityKey? { key }
}

/// `Identifiable & Equatable` data: known by its `id`, as ``IdentifiedContent``, and a paired
/// row is configured again only when its data is not `==`.
@usableFromInline
package struct IdentifiedEquatableContent<Data: Identifiable & Equatable>: RowContent {
  /// The key of the data's `id`, as ``IdentifiedContent/key``.
  @usableFromInline let key: IdentityKey

  @inlinable package init(id: Data.ID) { key = IdentityKey(id) }

  @usableFromInline package static func hasSameContent(_ a: Data, _ b: Data) -> Bool { a == b }
  @usableFromInline package func hasSameIdentity(_ a: Data, _ b: Data) -> Bool { a.id == b.id }
  @usableFromInline package func identity(of data: Data) -> AnyHashable? { AnyHashable(data.id) }
  @usableFromInline package func identityKey(of data: Data) -> IdentityKey? { key }
}

/// What a row does when the user selects it, when that is anything but the usual (no closure,
/// deselected afterwards): the usual row stores `nil` for it.
@MainActor
@usableFromInline
package final class SelectionAction<Data> {
  @usableFromInline let action: ((SelectionContext<Data>) -> Void)?
  @usableFromInline let deselectsAfterSelection: Bool

  @inlinable
  init(_ action: ((SelectionContext<Data>) -> Void)?, deselectsAfterSelection: Bool) {
    self.action = action
    self.deselectsAfterSelection = deselectsAfterSelection
  }

  /// The selection of a new row: `nil` for a row without a closure that is deselected.
  @inlinable
  static func make(_ action: ((SelectionContext<Data>) -> Void)?, deselectsAfterSelection: Bool) -> SelectionAction? {
    if action == nil, deselectsAfterSelection { return nil }
    return SelectionAction(action, deselectsAfterSelection: deselectsAfterSelection)
  }
}
