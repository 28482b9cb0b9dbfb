import Foundation

/// A value per row position of one version of a table, stored in one flat array numbered
/// through the sections, made on the first write.
///
/// The validator records a fate for every changed row of a batch; a staged change of a long
/// table has thousands, and a dictionary hashes each position twice (read, then write) with
/// SipHash. Here a read or write is one array access. One flat array rather than one per
/// section: a write into a nested array checks two buffers for uniqueness. Making it costs one
/// allocation of an optional value per row of the table, once per batch that changes rows. Positions must be in
/// range (the validator checks them before it records anything).
struct PositionTable<Value> {
  /// Where each section's rows start, and the row count at the end.
  private let starts: [Int]
  /// Empty until written, then one slot per row of the table.
  private var slots: [Value?] = []

  init(rowCounts: [Int]) {
    var starts = [0]
    starts.reserveCapacity(rowCounts.count + 1)
    for count in rowCounts { starts.append(starts[starts.count - 1] + count) }
    self.starts = starts
  }

  subscript(position: RowPosition) -> Value? {
    get { slots.isEmpty ? nil : slots[starts[position.section] + position.row] }
    set {
      if slots.isEmpty { slots = Array(repeating: nil, count: starts[starts.count - 1]) }
      slots[starts[position.section] + position.row] = newValue
    }
  }

  /// The values of `section`, one per row (`nil` where none was written). O(rows of it).
  func values(inSection section: Int) -> [Value?] {
    let count = starts[section + 1] - starts[section]
    guard !slots.isEmpty else { return Array(repeating: nil, count: count) }
    return Array(slots[starts[section]..<starts[section + 1]])
  }
}
