import Foundation

/// A diff turned into the batches a table view is sent, each with the model it leads to, and
/// the sections to reload after them.
///
/// A diff that leaves every section where it was and reloads no row needs no intermediate
/// model: one batch with every delete, insert and move (rows leave, arrive and move together,
/// as UIKit animates best), then one that reconfigures the changed rows at their new places.
/// Reconfigures get a batch of their own because UIKit refuses one together with a move of the
/// same row and does not document how it mixes them with shifting rows; a batch that changes
/// no row count is cheap. Any other diff goes through ``UpdateStager``'s stages.
///
/// Sections whose header or footer needs another view cannot be configured in place: they are
/// reloaded last, which shows their rows' new content as well, so their rows are not
/// reconfigured or reloaded on the way.
package struct DiffBatches {
  /// One `performBatchUpdates` call and the model the data source must describe once it ran.
  package struct Batch: Hashable, Sendable {
    package var update: TableBatchUpdate
    /// The model after this batch; `nil` for the new table.
    package var sections: [StagedSection]?
  }

  /// The batches to run one after another, empty ones left out.
  package var batches: [Batch]
  /// New indices of the paired sections to reload once the batches ran, in the diff's order.
  /// Not in `batches`: a reload of a few sections is not counted as the change it animates.
  package var reloadedSections: [Int]

  /// The batches that take a table from the diff's old state to its new one.
  ///
  /// - Parameters:
  ///   - reloadsSection: called with every paired section whose header or footer changed;
  ///     return true when it needs another view (it is then reloaded after the batches).
  ///   - reloadsRow: called with the old and new index path of updated rows; return true to
  ///     reload the row (a view from another reuse pool) instead of reconfiguring it. `nil`
  ///     when no row can need that: then there is no call per row.
  /// - Complexity: O(sections + rows), for the old and new table together.
  package init(
    for diff: SectionedDiff, reloadsSection: (SectionedDiff.Pair<Int>) -> Bool,
    reloadsRow: ((_ old: IndexPath, _ new: IndexPath) -> Bool)?
  ) {
    var reloaded: [Int] = []
    var reloadedOld: Set<Int> = []
    for pair in diff.updatedSections where reloadsSection(pair) {
      reloaded.append(pair.new)
      reloadedOld.insert(pair.old)
    }
    reloadedSections = reloaded
    if let direct = Self.direct(diff, skippingSections: Set(reloaded), reloadsRow: reloadsRow) {
      batches = direct.map { Batch(update: $0, sections: nil) }
      return
    }
    let staged = UpdateStager.stages(for: diff) { old, new in reloadsRow?(old, new) ?? false }
    // Row updates name rows in the old structure; a row is left to the section reload only
    // when it ends up in a reloaded section (it may move out of one).
    var leftToReload: Set<IndexPath> = []
    if !reloaded.isEmpty {
      let reloadedNew = Set(reloaded)
      for pair in diff.updatedRows
      where reloadedOld.contains(pair.old.section) && reloadedNew.contains(pair.new.section) {
        leftToReload.insert(pair.old)
      }
    }
    batches = []
    for (index, stage) in staged.stages.enumerated() {
      var update = stage.batch
      if stage.kind == .rowUpdates, !leftToReload.isEmpty {
        update.reconfiguredRows.removeAll { leftToReload.contains($0) }
        update.reloadedRows.removeAll { leftToReload.contains($0) }
        if update.isEmpty { continue }
      }
      batches.append(Batch(update: update, sections: index == staged.stages.count - 1 ? nil : stage.sections))
    }
  }

  /// The batches of a diff that leaves every section where it was and reloads no row, both
  /// describing the new table; `nil` when the diff needs ``UpdateStager``'s stages.
  private static func direct(
    _ diff: SectionedDiff, skippingSections skipped: Set<Int>,
    reloadsRow: ((_ old: IndexPath, _ new: IndexPath) -> Bool)?
  ) -> [TableBatchUpdate]? {
    guard diff.deletedSections.isEmpty, diff.insertedSections.isEmpty, diff.movedSections.isEmpty
    else { return nil }
    var reconfigured: [IndexPath] = []
    reconfigured.reserveCapacity(diff.updatedRows.count)
    for pair in diff.updatedRows {
      if !skipped.isEmpty, skipped.contains(pair.new.section) { continue }
      if let reloadsRow, reloadsRow(pair.old, pair.new) { return nil }
      reconfigured.append(pair.new)
    }
    var moves: [TableBatchUpdate.Move<IndexPath>] = []
    moves.reserveCapacity(diff.movedRows.count)
    for pair in diff.movedRows { moves.append(TableBatchUpdate.Move(from: pair.old, to: pair.new)) }
    let structural = TableBatchUpdate(
      deletedRows: diff.deletedRows, insertedRows: diff.insertedRows, movedRows: moves)
    return [structural, TableBatchUpdate(reconfiguredRows: reconfigured)].filter { !$0.isEmpty }
  }
}
