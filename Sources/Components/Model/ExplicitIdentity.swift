import Foundation

/// An explicit `id:` kept with its type, so that two of one type compare with that type's own
/// `==`: `AnyHashable`'s `==` casts one side to the other's type through the runtime, which
/// costs more than the rest of pairing a row. Made, with the id's key, once per component; only
/// for an id whose key is a hash (an integer or a `UUID` id is compared by its key alone).
///
/// Unchecked `Sendable`: immutable, and read only by the main actor, through the pairing's
/// nonisolated loops.
package class ExplicitIdentity: @unchecked Sendable {
  /// Whether `other`'s identity equals this one's; `false` when it is of another type.
  package func isEqual(to other: ExplicitIdentity) -> Bool { fatalError("abstract") }

  /// The key of `id`, and its typed copy when the key is a hash. Costs a dynamic cast, once.
  package static func make(_ id: AnyHashable) -> (key: IdentityKey, identity: ExplicitIdentity?) {
    guard let value = id.base as? any Hashable else { return (IdentityKey(id), nil) }
    return made(value)
  }

  private static func made<Value: Hashable>(_ value: Value) -> (key: IdentityKey, identity: ExplicitIdentity?) {
    let key = IdentityKey(value)
    return (key, key.isExact ? nil : TypedExplicitIdentity(value))
  }
}

/// An explicit identity of type `Value`.
private final class TypedExplicitIdentity<Value: Hashable>: ExplicitIdentity, @unchecked Sendable {
  let value: Value

  init(_ value: Value) { self.value = value }

  override func isEqual(to other: ExplicitIdentity) -> Bool {
    // Keys of one type say the identities are of one type; the check keeps a mistake harmless.
    guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self) else { return false }
    return value == unsafeDowncast(other, to: TypedExplicitIdentity<Value>.self).value
  }
}
