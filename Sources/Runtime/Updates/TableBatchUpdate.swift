import ComponentTableComponents
import Foundation

/// One batch of structural changes, in UIKit's index-path model.
///
/// The indices follow `UITableView.performBatchUpdates(_:completion:)`: deletes, reloads,
/// reconfigures and move sources name positions *before* the batch; inserts and move
/// destinations name positions *after* it. A host applies the batch to what it shows, and the
/// data source must describe the "after" state once the batch's model change has run.
package struct TableBatchUpdate: Hashable, Sendable, CustomStringConvertible {
  /// A move from a position before the batch to a position after it.
  package struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
    /// The position before the batch.
    package var from: Position
    /// The position after the batch.
    package var to: Position

    /// A move from `from` (before the batch) to `to` (after it).
    package init(from: Position, to: Position) {
      self.from = from
      self.to = to
    }
  }

  /// Sections deleted, by their index before the batch.
  package var deletedSections: [Int]
  /// Sections inserted, by their index after the batch.
  package var insertedSections: [Int]
  /// Sections reloaded (deleted and inserted again), by their index before the batch.
  package var reloadedSections: [Int]
  /// Sections moved, from their index before to their index after the batch.
  package var movedSections: [Move<Int>]
  /// Rows deleted, by their index path before the batch.
  package var deletedRows: [IndexPath]
  /// Rows inserted, by their index path after the batch.
  package var insertedRows: [IndexPath]
  /// Rows reloaded (a fresh view is dequeued), by their index path before the batch.
  package var reloadedRows: [IndexPath]
  /// Rows moved, from their index path before to their index path after the batch.
  package var movedRows: [Move<IndexPath>]
  /// Rows whose existing view is configured again with new data (UIKit's `reconfigureRows`),
  /// by their index path before the batch. Never combined with other changes of that row.
  package var reconfiguredRows: [IndexPath]

  /// A batch; every kind of change is empty unless given.
  package init(
    deletedSections: [Int] = [], insertedSections: [Int] = [], reloadedSections: [Int] = [],
    movedSections: [Move<Int>] = [], deletedRows: [IndexPath] = [],
    insertedRows: [IndexPath] = [], reloadedRows: [IndexPath] = [],
    movedRows: [Move<IndexPath>] = [], reconfiguredRows: [IndexPath] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.reloadedSections = reloadedSections
    self.movedSections = movedSections
    self.deletedRows = deletedRows
    self.insertedRows = insertedRows
    self.reloadedRows = reloadedRows
    self.movedRows = movedRows
    self.reconfiguredRows = reconfiguredRows
  }

  /// Whether the update inserts, deletes, reloads or moves a section.
  package var changesSections: Bool {
    !deletedSections.isEmpty || !insertedSections.isEmpty || !reloadedSections.isEmpty
      || !movedSections.isEmpty
  }

  /// Whether the batch changes nothing.
  package var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
      && reloadedRows.isEmpty && movedRows.isEmpty && reconfiguredRows.isEmpty
  }

  /// The number of changes of every kind together.
  package var changeCount: Int {
    deletedSections.count + insertedSections.count + reloadedSections.count
      + movedSections.count + deletedRows.count + insertedRows.count + reloadedRows.count
      + movedRows.count + reconfiguredRows.count
  }

  /// The changes in one line, for tests and logs: `deleteRows [0,1]; insertRows [0,3]`, or
  /// `(no changes)`.
  package var description: String {
    func path(_ p: IndexPath) -> String { "[\(p.section),\(p.row)]" }
    var parts: [String] = []
    if !deletedSections.isEmpty { parts.append("deleteSections \(deletedSections)") }
    if !insertedSections.isEmpty { parts.append("insertSections \(insertedSections)") }
    if !reloadedSections.isEmpty { parts.append("reloadSections \(reloadedSections)") }
    if !movedSections.isEmpty {
      parts.append("moveSections " + movedSections.map { "\($0.from)->\($0.to)" }.joined(separator: " "))
    }
    if !deletedRows.isEmpty { parts.append("deleteRows " + deletedRows.map(path).joined(separator: " ")) }
    if !insertedRows.isEmpty { parts.append("insertRows " + insertedRows.map(path).joined(separator: " ")) }
    if !reloadedRows.isEmpty { parts.append("reloadRows " + reloadedRows.map(path).joined(separator: " ")) }
    if !movedRows.isEmpty {
      parts.append("moveRows " + movedRows.map { "\(path($0.from))->\(path($0.to))" }.joined(separator: " "))
    }
    if !reconfiguredRows.isEmpty {
      parts.append("reconfigureRows " + reconfiguredRows.map(path).joined(separator: " "))
    }
    return parts.isEmpty ? "(no changes)" : parts.joined(separator: "; ")
  }
}
