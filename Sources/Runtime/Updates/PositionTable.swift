import Foundation

/// A value per row position of one version of a table, stored as one flat array per section,
/// made on the first write to that section.
///
/// The validator records a fate for every changed row of a batch; a staged change of a long
/// table has thousands, and a dictionary hashes each position twice (read, then write) with
/// SipHash. Here a read or write is an array access. Positions must be in range (the validator
/// checks them before it records anything).
struct PositionTable<Value> {
  private let rowCounts: [Int]
  /// Per section: empty until written, then one slot per row.
  private(set) var sections: [[Value?]]

  init(rowCounts: [Int]) {
    self.rowCounts = rowCounts
    sections = Array(repeating: [], count: rowCounts.count)
  }

  subscript(position: RowPosition) -> Value? {
    get {
      // Read through the outer array in place: binding the section's array to a name would
      // retain and release it on every read.
      sections[position.section].isEmpty ? nil : sections[position.section][position.row]
    }
    set {
      if sections[position.section].isEmpty {
        sections[position.section] = Array(repeating: nil, count: rowCounts[position.section])
      }
      sections[position.section][position.row] = newValue
    }
  }

  /// The values of `section`, one per row (`nil` where none was written). O(rows of it).
  func values(inSection section: Int) -> [Value?] {
    sections[section].isEmpty ? Array(repeating: nil, count: rowCounts[section]) : sections[section]
  }
}
