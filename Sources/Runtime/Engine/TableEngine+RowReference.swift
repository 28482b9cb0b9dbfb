import Foundation

extension TableEngine {
  /// Where the row `reference` refers to is now, or `nil` when it is no longer in the table.
  ///
  /// The row still showing the component the reference was made for, wherever it moved; else
  /// the row with the same identity (`TableComponent.id`), which replaced it; else `nil`: a row
  /// without an identity whose component was replaced cannot be told from another row, so it
  /// counts as gone. Costs O(rows).
  func currentIndexPath(of reference: RowReference) -> IndexPath? {
    guard reference.findsRowByIdentity else {
      return existingRow(at: reference.indexPath) == nil ? nil : reference.indexPath
    }
    if let box = reference.box {
      // The row is most often where it was: look there first.
      if existingRow(at: reference.indexPath)?.box === box { return reference.indexPath }
      for (section, record) in sections.enumerated() {
        let row = record.rows.firstIndex { $0.component.box === box }
        if let row { return IndexPath(row: row, section: section) }
      }
    }
    return reference.id.flatMap(indexPath(forRowWithID:))
  }

  /// The component of the row at `indexPath`, or `nil` when `indexPath` names no row.
  func existingRow(at indexPath: IndexPath) -> TableComponent? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section),
      sections[indexPath.section].rows.indices.contains(indexPath.row)
    else { return nil }
    return sections[indexPath.section].rows[indexPath.row].component
  }
}
