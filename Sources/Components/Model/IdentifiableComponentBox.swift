import Foundation

/// A component whose data is `Identifiable`: without an explicit `id`, the data's `id` is its
/// identity, so a row whose other fields change is the same row with new content.
@MainActor
@usableFromInline
package class IdentifiableComponentBox<View: ComponentView, Selection: RowSelectionBehavior>:
  ComponentBox<View, Selection>
where View.Data: Identifiable, Selection.Data == View.Data {
  /// The key of the data's `id`, made where the component is made: there the data's type is
  /// known, so an `Int` or a `UUID` id costs a copy; read later through this generic class, an
  /// `id` costs runtime metadata lookups, on every row of every apply.
  @usableFromInline let dataIdentityKey: IdentityKey

  @inlinable
  package init(
    data: View.Data, options: ComponentOptions?, selection: Selection, dataIdentityKey: IdentityKey
  ) {
    self.dataIdentityKey = dataIdentityKey
    super.init(data: data, options: options, selection: selection)
  }

  override package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox {
    IdentifiableComponentBox(
      data: data, options: options, selection: selection, dataIdentityKey: dataIdentityKey)
  }

  override package var identity: AnyHashable? { options?.id ?? AnyHashable(data.id) }
  override package nonisolated var identityKey: IdentityKey? { options?.identityKey ?? dataIdentityKey }
  override package nonisolated var identitySource: IdentitySource { .dataID }

  // Generic code: the `id`'s type and conformance are looked up on every call. The boxes made
  // by `TableComponent`'s initializers for ids kept as hashes are the subclasses below, which
  // compare with code made for the id's type.
  override package nonisolated func hasSameIdentity(as other: AnyComponentBox) -> Bool {
    guard derivesIdentityAsSibling(other) else { return super.hasSameIdentity(as: other) }
    return data.id == unsafeDowncast(other, to: TypedComponentBox<View>.self).data.id
  }
}

/// A component whose data is `Identifiable` and `Equatable` (or `Hashable`): the data's `id` is
/// its identity and `==` tells whether its content changed.
@MainActor
@usableFromInline
package class IdentifiedEquatableComponentBox<
  View: ComponentView, Selection: RowSelectionBehavior
>: EquatableComponentBox<View, Selection>
where View.Data: Identifiable & Equatable, Selection.Data == View.Data {
  /// The key of the data's `id`, made where the component is made: there the data's type is
  /// known, so an `Int` or a `UUID` id costs a copy; read later through this generic class, an
  /// `id` costs runtime metadata lookups, on every row of every apply.
  @usableFromInline let dataIdentityKey: IdentityKey

  @inlinable
  package init(
    data: View.Data, options: ComponentOptions?, selection: Selection, dataIdentityKey: IdentityKey
  ) {
    self.dataIdentityKey = dataIdentityKey
    super.init(equatable: data, options: options, selection: selection)
  }

  override package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox {
    IdentifiedEquatableComponentBox(
      data: data, options: options, selection: selection, dataIdentityKey: dataIdentityKey)
  }

  override package var identity: AnyHashable? { options?.id ?? AnyHashable(data.id) }
  override package nonisolated var identityKey: IdentityKey? { options?.identityKey ?? dataIdentityKey }
  override package nonisolated var identitySource: IdentitySource { .dataID }

  // Generic code: the `id`'s type and conformance are looked up on every call. The boxes made
  // by `TableComponent`'s initializers for ids kept as hashes are the subclasses below, which
  // compare with code made for the id's type.
  override package nonisolated func hasSameIdentity(as other: AnyComponentBox) -> Bool {
    guard derivesIdentityAsSibling(other) else { return super.hasSameIdentity(as: other) }
    return data.id == unsafeDowncast(other, to: TypedComponentBox<View>.self).data.id
  }
}

/// Two components' data ids compared with code made where the components were made, for the
/// types known there: `==` of the id's own type, without a look-up.
@usableFromInline
package typealias DataIDComparison<View: ComponentView> = (TypedComponentBox<View>, TypedComponentBox<View>) -> Bool

extension TypedComponentBox where View.Data: Identifiable {
  /// The comparison of two components' data ids. Inlinable, so that a component's initializer
  /// makes it for its concrete types (a function without captures, nothing allocated);
  /// nonisolated, so that the pairing's nonisolated loops call it without an executor check.
  @inlinable
  package nonisolated static func dataIDComparison() -> DataIDComparison<View> {
    { $0.data.id == $1.data.id }
  }
}

/// An ``IdentifiableComponentBox`` whose data's `id` is kept as a hash (a `String`, a struct, a
/// class): it carries the comparison of two rows' ids, made where the component was made, so
/// that pairing confirms two equal hashes with the id type's own `==`, not with generic code
/// that looks up the id's type and conformance for every row (the rows of an `Int` or `UUID`
/// id, whose key is the id itself, never compare).
@MainActor
@usableFromInline
package final class HashedIDComponentBox<View: ComponentView, Selection: RowSelectionBehavior>:
  IdentifiableComponentBox<View, Selection>
where View.Data: Identifiable, Selection.Data == View.Data {
  /// Immutable, and called off the main actor only by ``hasSameIdentity(as:)``, which the main
  /// actor calls.
  @usableFromInline nonisolated(unsafe) let sameDataID: DataIDComparison<View>

  @inlinable
  package init(
    data: View.Data, options: ComponentOptions?, selection: Selection, dataIdentityKey: IdentityKey,
    sameDataID: @escaping DataIDComparison<View>
  ) {
    self.sameDataID = sameDataID
    super.init(data: data, options: options, selection: selection, dataIdentityKey: dataIdentityKey)
  }

  override package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox {
    HashedIDComponentBox(
      data: data, options: options, selection: selection, dataIdentityKey: dataIdentityKey,
      sameDataID: sameDataID)
  }

  override package nonisolated func hasSameIdentity(as other: AnyComponentBox) -> Bool {
    guard derivesIdentityAsSibling(other) else { return super.hasSameIdentity(as: other) }
    return sameDataID(self, unsafeDowncast(other, to: TypedComponentBox<View>.self))
  }
}

/// An ``IdentifiedEquatableComponentBox`` whose data's `id` is kept as a hash, with the
/// comparison of two rows' ids made where the component was made; see ``HashedIDComponentBox``.
@MainActor
@usableFromInline
package final class HashedIDEquatableComponentBox<View: ComponentView, Selection: RowSelectionBehavior>:
  IdentifiedEquatableComponentBox<View, Selection>
where View.Data: Identifiable & Equatable, Selection.Data == View.Data {
  /// Immutable, and called off the main actor only by ``hasSameIdentity(as:)``, which the main
  /// actor calls.
  @usableFromInline nonisolated(unsafe) let sameDataID: DataIDComparison<View>

  @inlinable
  package init(
    data: View.Data, options: ComponentOptions?, selection: Selection, dataIdentityKey: IdentityKey,
    sameDataID: @escaping DataIDComparison<View>
  ) {
    self.sameDataID = sameDataID
    super.init(data: data, options: options, selection: selection, dataIdentityKey: dataIdentityKey)
  }

  override package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox {
    HashedIDEquatableComponentBox(
      data: data, options: options, selection: selection, dataIdentityKey: dataIdentityKey,
      sameDataID: sameDataID)
  }

  override package nonisolated func hasSameIdentity(as other: AnyComponentBox) -> Bool {
    guard derivesIdentityAsSibling(other) else { return super.hasSameIdentity(as: other) }
    return sameDataID(self, unsafeDowncast(other, to: TypedComponentBox<View>.self))
  }
}
