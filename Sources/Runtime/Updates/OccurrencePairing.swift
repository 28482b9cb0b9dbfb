import ComponentTableComponents
import Foundation

/// An identity that hashes itself cheaply for pairing, without `Hasher`: equal keys must have
/// equal `pairingHash`es. `Int` and the engine's `RowKey` are such keys.
protocol PairingKey: Hashable {
  var pairingHash: Int { get }
}

extension Int: PairingKey {
  var pairingHash: Int { self }
}

/// Pairs the k-th occurrence of every identity in `old` with its k-th occurrence in `new`
/// (Heckel's symbol table, with a queue of occurrences per identity).
/// Returns each side's partner index, -1 where there is none. O(old + new) expected.
///
/// `Int` identities (the diff of a benchmark, a user's own ids) and the engine's row keys take
/// an open-addressing table hashed by multiplication; any other identity a dictionary.
func pairOccurrences<ID: Hashable>(
  _ old: [ID], _ new: [ID]
) -> (newForOld: [Int], oldForNew: [Int]) {
  // Decided at compile time in every specialisation; the casts are of equal types.
  if ID.self == Int.self {
    return pairKeys(unsafeBitCast(old, to: [Int].self), unsafeBitCast(new, to: [Int].self))
  }
  if ID.self == RowKey.self {
    return pairKeys(unsafeBitCast(old, to: [RowKey].self), unsafeBitCast(new, to: [RowKey].self))
  }
  return pairByDictionary(old, new)
}

/// `pairOccurrences` through a dictionary, for identities of any type.
private func pairByDictionary<ID: Hashable>(
  _ old: [ID], _ new: [ID]
) -> (newForOld: [Int], oldForNew: [Int]) {
  // The queue of each identity lives in `nextOccurrence`, a linked list through the old
  // indices, so the table needs one entry per distinct identity and no arrays of its own.
  var nextOccurrence = [Int](repeating: -1, count: old.count)
  var firstUnpaired = [ID: Int](minimumCapacity: old.count)
  for index in old.indices.reversed() {
    if let later = firstUnpaired.updateValue(index, forKey: old[index]) {
      nextOccurrence[index] = later
    }
  }
  var newForOld = [Int](repeating: -1, count: old.count)
  var oldForNew = [Int](repeating: -1, count: new.count)
  for index in new.indices {
    guard let entry = firstUnpaired.index(forKey: new[index]) else { continue }
    let oldIndex = firstUnpaired.values[entry]
    guard oldIndex >= 0 else { continue }
    newForOld[oldIndex] = index
    oldForNew[index] = oldIndex
    firstUnpaired.values[entry] = nextOccurrence[oldIndex]
  }
  return (newForOld, oldForNew)
}

/// `pairOccurrences` for keys that hash themselves: a linear-probing table of at least 1.5
/// times as many slots as old keys, indexed by the top bits of the hash times 2⁶⁴/φ (Fibonacci
/// hashing, which spreads consecutive ids evenly). A slot is two 32-bit numbers side by side:
/// the old index standing for its identity (+1, so that 0 is an empty slot and a fresh table is
/// all zeros) and the first old occurrence not yet paired (+1, 0 when all are paired).
private func pairKeys<Key: PairingKey>(
  _ old: [Key], _ new: [Key]
) -> (newForOld: [Int], oldForNew: [Int]) {
  var newForOld = [Int](repeating: -1, count: old.count)
  var oldForNew = [Int](repeating: -1, count: new.count)
  guard !old.isEmpty, !new.isEmpty else { return (newForOld, oldForNew) }
  // 32-bit slots halve the table; past two billion rows, fall back to the dictionary.
  guard old.count < Int(Int32.max) else { return pairByDictionary(old, new) }
  var bitCount = 4
  while 1 << bitCount < old.count + old.count / 2 { bitCount += 1 }
  let mask = (1 << bitCount) - 1
  let shift = UInt(64 - bitCount)
  func slot(_ hash: Int) -> Int {
    Int(truncatingIfNeeded: UInt(bitPattern: hash &* -7_046_029_254_386_353_131) >> shift)
  }
  var table = [Int32](repeating: 0, count: 2 * (mask + 1))
  var nextOccurrence = [Int32](repeating: 0, count: old.count)
  old.withUnsafeBufferPointer { old in
    new.withUnsafeBufferPointer { new in
      table.withUnsafeMutableBufferPointer { table in
        nextOccurrence.withUnsafeMutableBufferPointer { nextOccurrence in
          newForOld.withUnsafeMutableBufferPointer { newForOld in
            oldForNew.withUnsafeMutableBufferPointer { oldForNew in
              // Backwards, so that each queue starts at the first occurrence.
              var index = old.count - 1
              while index >= 0 {
                let key = old[index]
                var position = slot(key.pairingHash)
                while true {
                  let standing = Int(table[2 * position])
                  if standing == 0 {
                    table[2 * position] = Int32(index + 1)
                    table[2 * position + 1] = Int32(index + 1)
                    break
                  }
                  if old[standing - 1] == key {
                    nextOccurrence[index] = table[2 * position + 1]
                    table[2 * position + 1] = Int32(index + 1)
                    break
                  }
                  position = (position + 1) & mask
                }
                index -= 1
              }
              for index in 0..<new.count {
                let key = new[index]
                var position = slot(key.pairingHash)
                while true {
                  let standing = Int(table[2 * position])
                  if standing == 0 { break }
                  if old[standing - 1] == key {
                    let first = Int(table[2 * position + 1])
                    if first > 0 {
                      newForOld[first - 1] = index
                      oldForNew[index] = first - 1
                      table[2 * position + 1] = nextOccurrence[first - 1]
                    }
                    break
                  }
                  position = (position + 1) & mask
                }
              }
            }
          }
        }
      }
    }
  }
  return (newForOld, oldForNew)
}

/// A row's identity as `apply` and grouped updates pair it: its view class and its identity
/// key, with the component to compare identities that are not exact.
struct RowKey: PairingKey, Hashable {
  /// The kinds of rows that have no identity of their own, as key types.
  private enum Unidentified {}
  private enum ByValue {}

  let classID: ObjectIdentifier
  let key: IdentityKey
  /// Kept alive by the sections being compared, which outlive every key; unmanaged so that
  /// neither making a key nor comparing two retains a component (a retain writes to the
  /// component's memory, which pairing a long table of hashed identities would do twice a row).
  let box: Unmanaged<AnyComponentBox>

  /// The key of `box`: its identity; else, with `matchingValues`, the box itself (only the
  /// very same component matches); else the k-th row of its class without identity.
  /// Nonisolated, for `RowKeyTable`'s loops, which lend themselves each box unretained; only
  /// the main actor calls it.
  init(_ box: AnyComponentBox, matchingValues: Bool) {
    self.box = Unmanaged.passUnretained(box)
    classID = box.viewClassID
    if let key = box.identityKey {
      self.key = key
    } else if matchingValues {
      key = IdentityKey(marker: ByValue.self, bits: Int(bitPattern: ObjectIdentifier(box)))
    } else {
      key = IdentityKey(marker: Unidentified.self, bits: 0)
    }
  }

  var pairingHash: Int {
    Int(truncatingIfNeeded: key.low ^ key.high) ^ Int(bitPattern: UInt(bitPattern: classID))
  }

  static func == (a: RowKey, b: RowKey) -> Bool {
    // One test of the four words: most probes of a long table meet their own key, and the rest
    // differ in `low`, so branching on each word would only add branches.
    let differences =
      UInt64(UInt(bitPattern: a.classID) ^ UInt(bitPattern: b.classID))
      | UInt64(a.key.typeAndForm ^ b.key.typeAndForm) | (a.key.low ^ b.key.low) | (a.key.high ^ b.key.high)
    guard differences == 0 else { return false }
    guard !a.key.isExact else { return true }
    return a.box._withUnsafeGuaranteedRef { a in b.box._withUnsafeGuaranteedRef { a.hasSameIdentity(as: $0) } }
  }

  func hash(into hasher: inout Hasher) { hasher.combine(pairingHash) }
}
