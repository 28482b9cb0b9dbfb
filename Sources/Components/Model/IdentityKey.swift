import Foundation

/// A component's identity in the form a diff pairs fastest: the identity's type, and either the
/// identity itself (an `Int`) or its hash.
///
/// Pairing thousands of rows through `AnyHashable` costs a dynamic cast and a dispatch for
/// every hash and `==`; an `Int` identity, the usual kind, is compared here as the integer it
/// is. Identities of other types compare equal keys first and only then their values.
@usableFromInline
package struct IdentityKey: Hashable, Sendable {
  /// The identity's type: identities of different types never pair, although `AnyHashable`
  /// finds `1` and `1.0` equal.
  @usableFromInline package let type: ObjectIdentifier
  /// The identity when `isExact`, else its hash value (this process's).
  @usableFromInline package let bits: Int
  /// Whether `bits` is the whole identity, so equal keys are equal identities.
  @usableFromInline package let isExact: Bool

  /// The key of an identity of a known type. Inlinable, so that a component made with a
  /// concrete identity type computes its key with that type's own code: an `Int` identity is
  /// then a copy, where the generic version looks up the type's metadata first.
  @inlinable
  package init<ID: Hashable>(_ id: ID) {
    type = ObjectIdentifier(ID.self)
    if ID.self == Int.self {
      bits = unsafeBitCast(id, to: Int.self)
      isExact = true
    } else {
      bits = id.hashValue
      isExact = false
    }
  }

  /// An exact key of `bits` under a marker type, for rows known by something other than an
  /// identity (their position among their kind, their storage).
  package init(marker: Any.Type, bits: Int) {
    type = ObjectIdentifier(marker)
    self.bits = bits
    isExact = true
  }

  /// The key of a type-erased identity: the same key as its wrapped value's. Costs a dynamic
  /// cast, so components compute it once, when they are made.
  package init(erased id: AnyHashable) {
    if let value = id.base as? any Hashable {
      self = Self.key(of: value)
    } else {
      self.init(id)
    }
  }

  private static func key<Value: Hashable>(of value: Value) -> IdentityKey { IdentityKey(value) }
}
