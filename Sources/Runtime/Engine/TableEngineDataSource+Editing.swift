import Foundation

// Editing by the user: row actions, moves, the section index, and the references that find a
// row again when a gesture that began on it ends.
extension TableEngineDataSource {
  // MARK: Row actions

  /// Runs the action the user picked (`TableEvent.action`) on the row `row` refers to, found
  /// again by ``indexPath(of:)``, so rows inserted or removed above it while its actions were
  /// shown do not make the action reach another row; nothing runs (and the answer is `false`)
  /// when the row is gone, has no such action any more, or the engine is busy. A destructive
  /// action that leaves its row (one that asks for confirmation first) answers `false`, so a
  /// host that animates a destructive action's row away (UIKit, when the handler reports
  /// success) keeps it.
  func performAction(at position: Int, from edge: RowActionEdge, forRow row: RowReference) -> Bool {
    guard engine.isIdle, let indexPath = engine.currentIndexPath(of: row) else { return false }
    let list = rowState(at: indexPath).actions(at: edge)
    guard list.indices.contains(position) else { return false }
    let action = list[position]
    action.handler(RowActionContext(indexPath: indexPath, owner: engine))
    return action.style != .destructive || engine.currentIndexPath(of: row) == nil
  }

  // MARK: Moves

  /// Where a row the user drags from `indexPath` toward `proposed` may land (UIKit asks it
  /// while the user drags: `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`).
  /// Both are positions after the move, as in `TableEngine.rowWasMoved(from:to:)`.
  ///
  /// A `movable()` row moves among the movable rows next to it, in its own section: rows that
  /// are not movable stay where they are, and no section gets a row from another one, whose
  /// rows (a settings group) it was not written for. A proposal outside that run lands at the
  /// nearest end of it: the first place for a proposal above it (or in a section before), the
  /// last for one below. A row that is not movable, or a position that names no row, stays
  /// where it is. Costs O(rows of the section).
  package func targetIndexPathForMove(from indexPath: IndexPath, toProposed proposed: IndexPath) -> IndexPath {
    guard (try? engine.component(at: indexPath))?.canMove == true, proposed.count == 2 else { return indexPath }
    let rows = engine.sections[indexPath.section].rows
    var first = indexPath.row
    while first > 0, rows[first - 1].component.canMove { first -= 1 }
    var last = indexPath.row
    while last < rows.count - 1, rows[last + 1].component.canMove { last += 1 }
    // Taking the row out and putting it back at any place from `first` to `last` keeps every
    // other row of the run inside the run, and every row outside it where it was.
    let row =
      switch proposed.section {
      case ..<indexPath.section: first
      case indexPath.section: min(max(proposed.row, first), last)
      default: last
      }
    return IndexPath(row: row, section: indexPath.section)
  }

  // MARK: Section index

  package var sectionIndexTitles: [String]? {
    engine.sectionIndexTitles
  }

  /// The first section for an index outside the titles.
  package func sectionIndex(forIndexTitleAt index: Int) -> Int {
    let sectionsWithTitles = engine.sections.indices.filter { engine.sections[$0].indexTitle != nil }
    return sectionsWithTitles.indices.contains(index) ? sectionsWithTitles[index] : 0
  }

  // MARK: Row references (see `RowReference`)

  package func rowReference(forRowAt indexPath: IndexPath) -> RowReference? {
    (try? engine.component(at: indexPath)).map { RowReference(indexPath: indexPath, box: $0.box) }
  }

  package func indexPath(of reference: RowReference) -> IndexPath? { engine.currentIndexPath(of: reference) }
}

// What the data source's row references need of the engine.
extension TableEngine {
  /// Where the row `reference` refers to is now: the row still showing the component the
  /// reference was made for, wherever it moved; else the row with the same identity
  /// (`TableComponent.id`), which replaced it; else `nil`: a row without an identity whose
  /// component was replaced cannot be told from another row, so it counts as gone. O(rows).
  func currentIndexPath(of reference: RowReference) -> IndexPath? {
    guard reference.findsRowByIdentity else {
      return (try? component(at: reference.indexPath)) == nil ? nil : reference.indexPath
    }
    if let box = reference.box {
      // The row is most often where it was: look there first.
      if (try? component(at: reference.indexPath))?.box === box { return reference.indexPath }
      for (section, record) in sections.enumerated() {
        let row = record.rows.firstIndex { $0.component.box === box }
        if let row { return IndexPath(row: row, section: section) }
      }
    }
    return reference.id.flatMap(indexPath(forRowWithID:))
  }
}

// The section index's titles: what the data source answers, and what every change of sections
// checks to tell the host.
extension TableEngine {
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
    if sectionIndexTitles != old { tell(.reloadSectionIndexTitles) }
  }
}
