import ComponentTableComponents
import Foundation

/// A row's place in a table as two plain integers.
///
/// The update code hashes and compares positions in its inner loops; Foundation's `IndexPath`
/// is a general n-index value and costs several times more there, so it only appears at the API.
/// A host that follows a batch (the terminal) keys its positions with it for the same reason.
package struct RowPosition: Hashable, Sendable, Comparable {
  package var section: Int
  package var row: Int

  @inlinable package init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  @inlinable package init(_ indexPath: IndexPath) {
    self.init(section: indexPath.section, row: indexPath.row)
  }

  @inlinable package var indexPath: IndexPath { IndexPath(row: row, section: section) }

  @inlinable package static func < (lhs: RowPosition, rhs: RowPosition) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }
}
