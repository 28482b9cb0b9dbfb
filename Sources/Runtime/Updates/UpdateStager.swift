import ComponentTableComponents
import Foundation

/// Where a section's or row's content comes from in a staged model: the old table or the new.
package enum StagedSource<Position: Hashable & Sendable>: Hashable, Sendable {
  case old(Position)
  case new(Position)
}

/// One section of the model a table shows between two stages.
package struct StagedSection: Hashable, Sendable {
  /// Where the header and footer come from: the new section for paired sections from the
  /// first stage on (headers are refreshed outside the batches), the old one for deleted ones.
  package var content: StagedSource<Int>
  /// Where every row's content comes from (plain positions: a staged model of a long table
  /// has one per row, and an `IndexPath` can allocate).
  package var rows: [StagedSource<SectionedDiff.RowPosition>]

  package init(content: StagedSource<Int>, rows: [StagedSource<SectionedDiff.RowPosition>]) {
    self.content = content
    self.rows = rows
  }
}

/// One `performBatchUpdates` call and the model the data source must describe once it ran.
package struct UpdateStage: Hashable, Sendable {
  /// What a stage does; stages always come in this order.
  package enum Kind: Hashable, Sendable {
    /// Paired rows with changed content are reconfigured (or reloaded) in the old structure.
    case rowUpdates
    /// Sections and rows without a partner are deleted.
    case deletions
    /// Sections without a partner are inserted (with all their rows), others moved.
    case sectionInsertionsAndMoves
    /// Rows without a partner are inserted, others moved.
    case rowInsertionsAndMoves
  }

  package var kind: Kind
  /// The changes, in the index paths of the model before and after this stage.
  package var batch: TableBatchUpdate
  /// The model after this stage.
  package var sections: [StagedSection]

  package init(kind: Kind, batch: TableBatchUpdate, sections: [StagedSection]) {
    self.kind = kind
    self.batch = batch
    self.sections = sections
  }

  /// The number of rows of every section after this stage. O(sections).
  package var rowCounts: [Int] { sections.map { $0.rows.count } }
}

/// A diff turned into batches that UIKit accepts, and the section content to refresh.
package struct StagedUpdate: Hashable, Sendable {
  /// The stages to run one after another, each in its own `performBatchUpdates`; empty
  /// stages are left out, so there are zero to four. The last one's model is the new table.
  package var stages: [UpdateStage]
  /// Paired sections whose header or footer changed. No batch carries them: refresh the
  /// visible headers and footers of these new indices once the new content is in place.
  package var updatedSections: [SectionedDiff.Pair<Int>]

  package init(stages: [UpdateStage], updatedSections: [SectionedDiff.Pair<Int>]) {
    self.stages = stages
    self.updatedSections = updatedSections
  }
}

/// Splits a `SectionedDiff` into stages that each pass UIKit's consistency checks, as
/// DifferenceKit does.
///
/// UIKit cannot take an arbitrary diff in one batch: a row may not be reloaded or reconfigured
/// while it moves, nor moved into an inserted section or out of a deleted one, and how it
/// places row moves between sections that move in the same batch is undocumented. Stages avoid
/// all of it; each runs on the model the previous one left:
/// 1. `rowUpdates`: paired rows with new content are reconfigured, in the old structure.
/// 2. `deletions`: sections and rows without a partner are deleted.
/// 3. `sectionInsertionsAndMoves`: new sections are inserted whole, paired ones moved into
///    the new order.
/// 4. `rowInsertionsAndMoves`: new rows are inserted, paired ones moved to their new places.
package enum UpdateStager {
  /// The stages that take a table from the diff's old state to its new one.
  ///
  /// - Parameter reloadsRow: called with the old and new index path of every updated row;
  ///   return true to reload it (a fresh view, e.g. because it needs another view class)
  ///   instead of reconfiguring the view it has.
  /// - Complexity: O(sections + rows) time and memory, for the old and new table together.
  package static func stages(
    for diff: SectionedDiff,
    reloadsRow: (_ old: IndexPath, _ new: IndexPath) -> Bool = { _, _ in false }
  ) -> StagedUpdate {
    let models = StageModels(diff)
    var stages: [UpdateStage] = []
    func add(_ kind: UpdateStage.Kind, _ batch: TableBatchUpdate, _ model: () -> [StagedSection]) {
      if !batch.isEmpty { stages.append(UpdateStage(kind: kind, batch: batch, sections: model())) }
    }

    var updates = TableBatchUpdate()
    for row in diff.updatedRows {
      if reloadsRow(row.old, row.new) {
        updates.reloadedRows.append(row.old)
      } else {
        updates.reconfiguredRows.append(row.old)
      }
    }
    add(.rowUpdates, updates, models.oldStructure)

    add(
      .deletions,
      TableBatchUpdate(deletedSections: diff.deletedSections, deletedRows: diff.deletedRows),
      models.afterDeletions)

    // Section moves start from where the deletions left each section.
    let sectionMoves = diff.movedSections.map {
      TableBatchUpdate.Move(from: models.sectionIndexAfterDeletions[$0.old], to: $0.new)
    }
    add(
      .sectionInsertionsAndMoves,
      TableBatchUpdate(insertedSections: diff.insertedSections, movedSections: sectionMoves),
      models.afterSectionChanges)

    // Sections are in their new places now; rows still sit where the deletions left them.
    let rowMoves = diff.movedRows.map { move in
      TableBatchUpdate.Move(
        from: IndexPath(
          row: models.rowIndexAfterDeletions[models.oldRowStarts[move.old.section] + move.old.row],
          section: models.newSectionForOld[move.old.section]),
        to: move.new)
    }
    add(
      .rowInsertionsAndMoves,
      TableBatchUpdate(insertedRows: diff.insertedRows, movedRows: rowMoves),
      models.newTable)

    return StagedUpdate(stages: stages, updatedSections: diff.updatedSections)
  }
}

/// The intermediate models of the stages, built from the diff's pairing.
private struct StageModels {
  // Copies of the diff's tables rather than the diff itself: reading a field through a stored
  // struct copies the whole struct in debug builds, and these are read once per row.
  let newSectionForOld: [Int]
  let oldSectionForNew: [Int]
  let oldRowStarts: [Int]
  let newRowStarts: [Int]
  let newSectionOfRow: [Int]
  let newRowForOldRow: [Int]
  /// For each old section: its index once deleted sections are gone; -1 if deleted.
  let sectionIndexAfterDeletions: [Int]
  /// For each old row (numbered through the table): its row index once deleted rows are gone;
  /// -1 if deleted.
  let rowIndexAfterDeletions: [Int]

  init(_ diff: SectionedDiff) {
    newSectionForOld = diff.newSectionForOld
    oldSectionForNew = diff.oldSectionForNew
    oldRowStarts = diff.oldRowStarts
    newRowStarts = diff.newRowStarts
    newSectionOfRow = diff.newSectionOfRow
    newRowForOldRow = diff.newRowForOldRow
    var sectionIndex = [Int](repeating: -1, count: newSectionForOld.count)
    var rowIndex = [Int](repeating: -1, count: newRowForOldRow.count)
    var survivingSections = 0
    for oldSection in sectionIndex.indices where newSectionForOld[oldSection] >= 0 {
      sectionIndex[oldSection] = survivingSections
      survivingSections += 1
      var survivingRows = 0
      for oldRow in oldRowStarts[oldSection]..<oldRowStarts[oldSection + 1]
      where newRowForOldRow[oldRow] >= 0 {
        rowIndex[oldRow] = survivingRows
        survivingRows += 1
      }
    }
    sectionIndexAfterDeletions = sectionIndex
    rowIndexAfterDeletions = rowIndex
  }

  private func newPath(ofNewRow newRow: Int) -> StagedSource<SectionedDiff.RowPosition> {
    let section = newSectionOfRow[newRow]
    return .new(SectionedDiff.RowPosition(section: section, row: newRow - newRowStarts[section]))
  }

  /// The rows of an old section that survive the deletions, in old order, with new content.
  private func survivingRows(
    ofOldSection oldSection: Int
  ) -> [StagedSource<SectionedDiff.RowPosition>] {
    var rows: [StagedSource<SectionedDiff.RowPosition>] = []
    rows.reserveCapacity(oldRowStarts[oldSection + 1] - oldRowStarts[oldSection])
    for oldRow in oldRowStarts[oldSection]..<oldRowStarts[oldSection + 1] {
      let newRow = newRowForOldRow[oldRow]
      if newRow >= 0 { rows.append(newPath(ofNewRow: newRow)) }
    }
    return rows
  }

  /// Old sections and rows; paired ones already show new content.
  func oldStructure() -> [StagedSection] {
    newSectionForOld.indices.map { oldSection in
      let newSection = newSectionForOld[oldSection]
      let start = oldRowStarts[oldSection]
      return StagedSection(
        content: newSection >= 0 ? .new(newSection) : .old(oldSection),
        rows: (start..<oldRowStarts[oldSection + 1]).map { oldRow in
          let newRow = newRowForOldRow[oldRow]
          return newRow >= 0
            ? newPath(ofNewRow: newRow)
            : .old(SectionedDiff.RowPosition(section: oldSection, row: oldRow - start))
        })
    }
  }

  /// Paired sections in old order, holding their paired rows in old order.
  func afterDeletions() -> [StagedSection] {
    newSectionForOld.indices.compactMap { oldSection in
      let newSection = newSectionForOld[oldSection]
      guard newSection >= 0 else { return nil }
      return StagedSection(content: .new(newSection), rows: survivingRows(ofOldSection: oldSection))
    }
  }

  /// New sections in new order; paired ones still hold their paired rows in old order.
  func afterSectionChanges() -> [StagedSection] {
    oldSectionForNew.indices.map { newSection in
      let oldSection = oldSectionForNew[newSection]
      let rows =
        oldSection >= 0
        ? survivingRows(ofOldSection: oldSection) : allRows(ofNewSection: newSection)
      return StagedSection(content: .new(newSection), rows: rows)
    }
  }

  /// The new table.
  func newTable() -> [StagedSection] {
    oldSectionForNew.indices.map { newSection in
      StagedSection(content: .new(newSection), rows: allRows(ofNewSection: newSection))
    }
  }

  private func allRows(ofNewSection newSection: Int) -> [StagedSource<SectionedDiff.RowPosition>] {
    (0..<newRowStarts[newSection + 1] - newRowStarts[newSection]).map {
      .new(SectionedDiff.RowPosition(section: newSection, row: $0))
    }
  }
}
