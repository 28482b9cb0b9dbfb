import ComponentTable
import ComponentTableTerminal
import Foundation

// MARK: - Rows with UUID and String identities
//
// The rows of the apply and component comparisons whose `Identifiable` data is known by a
// `UUID` (as most apps' models are) or a `String` (as rows keyed by a setting's name or a
// server's key are), beside `IdentifiedRow`'s `Int`. The same `DiffRow` workload becomes each
// kind: a row's id is a function of its `Int` id, so old and new tables pair the same rows.

/// `Identifiable` data with an id of type `ID` and a version that changes its content.
struct VersionedRow<ID: Hashable & Sendable>: Identifiable, Equatable, Sendable {
  var id: ID
  var version: Int
}

/// Shows a `VersionedRow`.
@MainActor
final class VersionedRowCell<ID: Hashable & Sendable>: TerminalTableCell, ComponentView {
  private(set) var row: VersionedRow<ID>?
  func configure(with data: VersionedRow<ID>) { row = data }
  static func height(for data: VersionedRow<ID>, width: CGFloat) -> ComponentHeight { .fixed(1) }
  override func render(width: Int) -> [String] { [row.map { "\($0.id).\($0.version)" } ?? ""] }
}

/// `Identifiable` data whose `id` is a `UUID`, as most apps' models are.
typealias UUIDRow = VersionedRow<UUID>
/// Shows a `UUIDRow`.
typealias UUIDRowCell = VersionedRowCell<UUID>

/// A random-looking but repeatable `UUID` for the row numbered `id` (version 4 layout), so
/// that the old and the new table give one row the same id.
func benchUUID(_ id: Int) -> UUID {
  var mixer = SplitMix64(seed: UInt64(bitPattern: Int64(id)) &+ 0x5EED)
  let high = mixer.next()
  let low = mixer.next()
  var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  withUnsafeMutableBytes(of: &bytes) { raw in
    raw.storeBytes(of: high.bigEndian, toByteOffset: 0, as: UInt64.self)
    raw.storeBytes(of: low.bigEndian, toByteOffset: 8, as: UInt64.self)
    raw[6] = raw[6] & 0x0F | 0x40
    raw[8] = raw[8] & 0x3F | 0x80
  }
  return UUID(uuid: bytes)
}

/// The `String` id of the row numbered `id`: a short key, as a contact's or a setting's is
/// (up to 15 UTF-8 bytes, so Swift keeps it inline, without a heap buffer).
func benchStringID(_ id: Int) -> String { "contact-\(id)" }
