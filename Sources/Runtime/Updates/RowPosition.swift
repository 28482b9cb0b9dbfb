import ComponentTableComponents
import Foundation

/// A row's place in a table as two plain integers.
///
/// The update code hashes and compares positions in its inner loops; Foundation's `IndexPath`
/// is a general n-index value and costs several times more there, so it only appears at the API.
struct RowPosition: Hashable, Sendable, Comparable {
  var section: Int
  var row: Int

  init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  init(_ indexPath: IndexPath) {
    self.init(section: indexPath.section, row: indexPath.row)
  }

  var indexPath: IndexPath { IndexPath(row: row, section: section) }

  static func < (lhs: RowPosition, rhs: RowPosition) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}
