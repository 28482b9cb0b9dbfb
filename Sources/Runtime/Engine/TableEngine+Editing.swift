import Foundation

extension RowActionContext {
  /// The engine of the table the row belongs to; use it to change the table.
  public var engine: TableEngine {
    // Only the engine creates action contexts, and it passes itself.
    owner as! TableEngine
  }
}

extension RowAction {
  /// The standard delete action: removes the row through the engine (animated), then calls
  /// `onDelete` with the index path the row had.
  public static func delete(_ title: String = "Delete", onDelete: ((IndexPath) -> Void)? = nil) -> RowAction {
    RowAction(title, style: .destructive) { context in
      do {
        try context.engine.removeCell(at: context.indexPath)
        onDelete?(context.indexPath)
      } catch {
        // The row is gone already (the table changed since the actions were shown).
      }
    }
  }
}

// Editing: row actions, moves made by the user, and the section index.
extension TableEngine {
  /// Records a move the user already made on screen (UIKit's `tableView(_:moveRowAt:to:)`):
  /// the model follows, and no update is sent to the host, which shows the row there already.
  /// `newIndexPath` is the row's position after the move. Only rows that are `movable()` move.
  package func rowWasMoved(from indexPath: IndexPath, to newIndexPath: IndexPath) throws(TableError) {
    let operation = #function
    try checkIdle(operation)
    try checkMoveDestination(from: indexPath, to: newIndexPath, operation: operation)
    guard sections[indexPath.section].rows[indexPath.row].component.canMove else {
      throw .rowNotMovable(operation: operation, indexPath: indexPath)
    }
    guard indexPath != newIndexPath else { return }
    let record = sections[indexPath.section].rows.remove(at: indexPath.row)
    sections[newIndexPath.section].rows.insert(record, at: newIndexPath.row)
    checkInvariants()
  }

  /// Checks a move of the row at `indexPath` to `newIndexPath` (a position after the move).
  func checkMoveDestination(from indexPath: IndexPath, to newIndexPath: IndexPath, operation: String)
    throws(TableError)
  {
    try checkRow(indexPath, operation: operation)
    try checkSection(newIndexPath.section, operation: operation)
    // After taking the row out, its own section has one row fewer.
    let rowsAfter = sections[newIndexPath.section].rows.count - (newIndexPath.section == indexPath.section ? 1 : 0)
    guard newIndexPath.row >= 0, newIndexPath.row <= rowsAfter else {
      throw .rowOutOfRange(operation: operation, indexPath: newIndexPath, rowCount: rowsAfter)
    }
  }

  /// Whether `indexPath` names a row that is not disabled.
  func isEnabledRow(at indexPath: IndexPath) -> Bool {
    containsRow(indexPath) && sections[indexPath.section].rows[indexPath.row].component.isEnabled
  }

  // MARK: Section index

  /// The titles of the section index, one per section that has an `indexTitle`, in order; `nil`
  /// when no section has one (the table shows no index).
  package var sectionIndexTitles: [String]? {
    let titles = sections.compactMap(\.indexTitle)
    return titles.isEmpty ? nil : titles
  }

  /// Asks the host to show the section index again when the titles are no longer `old`.
  /// UIKit reads them again on `reloadData()`, and otherwise only when told to: its
  /// `reloadSectionIndexTitles()` exists "to update the section index after inserting or
  /// deleting sections"
  /// (https://developer.apple.com/documentation/uikit/uitableview/reloadsectionindextitles()). A
  /// change of titles alone is no change for the diff, so nothing else would tell it.
  func reloadSectionIndex(ifChangedFrom old: [String]?) {
    if sectionIndexTitles != old { host?.reloadSectionIndexTitles() }
  }
}
