import Foundation

/// A component's identity in the form a diff pairs fastest: the identity's type, and either the
/// identity's own bits or its hash.
///
/// Pairing thousands of rows through `AnyHashable` costs, per row, a box, conformance and
/// metadata look-ups and a dynamic cast. So an identity whose `==` is the equality of its bytes
/// and that fits in 128 bits (the integer types, `UUID`, `ObjectIdentifier`, a short ASCII
/// `String`) is kept whole: keys are then equal exactly when identities are, and pairing
/// compares two 128-bit numbers. Any other identity (a longer or non-ASCII `String`, a struct, a
/// class) is kept as its hash: two equal keys are then confirmed by the components, which compare
/// their identities with the type's own `==` (`AnyComponentBox.hasSameIdentity(as:)`). Either way identities of different types never
/// pair, although `AnyHashable` finds `1` and `1.0` equal.
@usableFromInline
package struct IdentityKey: Hashable, Sendable {
  /// The identity's type (the bits of its `ObjectIdentifier`), with the lowest bit set when
  /// `low` is a hash rather than the identity. Type metadata is pointer-aligned, so that bit of
  /// its address is always clear; keeping the flag here keeps a key at three words.
  @usableFromInline package let typeAndForm: UInt
  /// The identity's first 64 bits when exact, else its hash value (this process's).
  @usableFromInline package let low: UInt64
  /// The identity's next 64 bits when exact (0 for identities of 64 bits or fewer), else 0.
  @usableFromInline package let high: UInt64

  /// Whether the keys are equal: one test of all three words, for the pairing's probes.
  @inlinable
  package static func == (a: IdentityKey, b: IdentityKey) -> Bool {
    (UInt64(a.typeAndForm ^ b.typeAndForm) | (a.low ^ b.low) | (a.high ^ b.high)) == 0
  }

  @inlinable
  package func hash(into hasher: inout Hasher) {
    hasher.combine(typeAndForm)
    hasher.combine(low)
    hasher.combine(high)
  }

  /// Whether the key is the whole identity, so equal keys are equal identities.
  @inlinable package var isExact: Bool { typeAndForm & 1 == 0 }

  @usableFromInline
  init(typeAndForm: UInt, low: UInt64, high: UInt64) {
    self.typeAndForm = typeAndForm
    self.low = low
    self.high = high
  }

  /// The key of an identity of a known type. Inlinable, so that a component made with a
  /// concrete identity type computes its key with that type's own code: an `Int` or a `UUID`
  /// identity is then a copy of its bytes, where the generic version looks up the type's
  /// metadata first; other types are hashed with their own `hash(into:)`.
  @inlinable
  package init<ID: Hashable>(_ id: ID) {
    let type = UInt(bitPattern: ObjectIdentifier(ID.self))
    if let bits = Self.exactBits(of: id) {
      self.init(typeAndForm: type, low: bits.low, high: bits.high)
    } else {
      self.init(typeAndForm: type | 1, low: UInt64(UInt(bitPattern: id.hashValue)), high: 0)
    }
  }

  /// The bytes of `id` when its type's `==` is the equality of its bytes and it fits in 16
  /// bytes, else `nil`. Each test compares two metatypes: in a component's inlined initializer
  /// the answer is known at compile time; in generic code it costs a comparison per type, the
  /// usual `Int` first, and one cast of the type found.
  @inlinable
  static func exactBits<ID: Hashable>(of id: ID) -> (low: UInt64, high: UInt64)? {
    if ID.self == Int.self { return (UInt64(UInt(bitPattern: id as! Int)), 0) }
    if ID.self == String.self { return asciiBits(of: id as! String) }
    if ID.self == UUID.self {
      let uuid = (id as! UUID).uuid
      return withUnsafeBytes(of: uuid) { bytes in
        (bytes.loadUnaligned(as: UInt64.self), bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      }
    }
    if ID.self == UInt.self { return (UInt64(id as! UInt), 0) }
    if ID.self == Int64.self { return (UInt64(bitPattern: id as! Int64), 0) }
    if ID.self == UInt64.self { return (id as! UInt64, 0) }
    if ID.self == Int32.self { return (UInt64(truncatingIfNeeded: id as! Int32), 0) }
    if ID.self == UInt32.self { return (UInt64(id as! UInt32), 0) }
    if ID.self == Int16.self { return (UInt64(truncatingIfNeeded: id as! Int16), 0) }
    if ID.self == UInt16.self { return (UInt64(id as! UInt16), 0) }
    if ID.self == Int8.self { return (UInt64(truncatingIfNeeded: id as! Int8), 0) }
    if ID.self == UInt8.self { return (UInt64(id as! UInt8), 0) }
    if ID.self == ObjectIdentifier.self {
      return (UInt64(UInt(bitPattern: id as! ObjectIdentifier)), 0)
    }
    return nil
  }

  /// The code units of `string` and their count in the top byte, when it is ASCII and fits in
  /// the 15 others (the short keys rows are usually known by), else `nil`. ASCII strings are equal
  /// exactly when their bytes are; others may be equal in canonical form with other bytes.
  @inlinable
  static func asciiBits(of string: String) -> (low: UInt64, high: UInt64)? {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count: UInt64 = 0
    for byte in string.utf8 {
      guard byte < 0x80, count < 15 else { return nil }
      if count < 8 { low |= UInt64(byte) << (count * 8) } else { high |= UInt64(byte) << ((count - 8) * 8) }
      count += 1
    }
    return (low, high | count << 56)
  }

  /// An exact key of `bits` under a marker type, for rows known by something other than an
  /// identity (their position among their kind, their storage).
  package init(marker: Any.Type, bits: Int) {
    self.init(typeAndForm: UInt(bitPattern: ObjectIdentifier(marker)), low: UInt64(UInt(bitPattern: bits)), high: 0)
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
