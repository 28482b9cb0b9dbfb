import Foundation

/// A row as it was when a user's gesture began (a swipe that revealed its actions, a text field
/// that started editing), so that what the gesture does when it ends reaches that row, wherever
/// the table has moved it meanwhile, and nothing when it is gone.
///
/// Index paths name positions, not rows: a refresh that inserts a row above a swiped one while
/// its actions are shown makes the captured index path name another row, and a delete picked
/// then would remove the wrong one. A reference finds its row again by the component it showed
/// (the same row, moved or not) or else by the row's identity (`TableComponent.id`: the row
/// replaced by a new value of itself, as a control row is after each change).
///
/// Holds the component weakly: a reference kept by a view keeps nothing of the table alive.
package struct RowReference: @unchecked Sendable {
  // `@unchecked`: the component box is only read by the engine, on the main actor; the
  // reference itself is passed through closures UIKit declares `@Sendable`.

  /// Where the row was when the reference was made.
  package let indexPath: IndexPath
  /// The component the row showed then; `nil` once nothing holds it.
  weak var box: AnyComponentBox?
  /// The row's identity, or `nil` for a row without one.
  let id: AnyHashable?
  /// Whether an engine made the reference and finds its row by component and identity; a
  /// reference made by ``init(indexPath:)`` stands for the position only.
  let findsRowByIdentity: Bool

  /// A reference to whatever row is at `indexPath`, for data sources that do not track rows:
  /// it resolves to `indexPath` as long as that position exists.
  package init(indexPath: IndexPath) {
    self.indexPath = indexPath
    box = nil
    id = nil
    findsRowByIdentity = false
  }

  @MainActor
  init(indexPath: IndexPath, box: AnyComponentBox) {
    self.indexPath = indexPath
    self.box = box
    id = box.identity
    findsRowByIdentity = true
  }
}

extension TableEngine {
  /// Where the row `reference` refers to is now, or `nil` when it is no longer in the table.
  ///
  /// The row still showing the component the reference was made for, wherever it moved; else
  /// the row with the same identity (`TableComponent.id`), which replaced it; else `nil`: a row
  /// without an identity whose component was replaced cannot be told from another row, so it
  /// counts as gone. Costs O(rows).
  func currentIndexPath(of reference: RowReference) -> IndexPath? {
    guard reference.findsRowByIdentity else {
      return containsRow(reference.indexPath) ? reference.indexPath : nil
    }
    if let box = reference.box {
      // The row is most often where it was: look there first.
      if containsRow(reference.indexPath),
        sections[reference.indexPath.section].rows[reference.indexPath.row].component.box === box
      {
        return reference.indexPath
      }
      for (section, record) in sections.enumerated() {
        if let row = record.rows.firstIndex(where: { $0.component.box === box }) {
          return IndexPath(row: row, section: section)
        }
      }
    }
    guard let id = reference.id else { return nil }
    return indexPath(forRowWithID: id)
  }

  /// Whether `indexPath` names a row.
  func containsRow(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && sections.indices.contains(indexPath.section)
      && sections[indexPath.section].rows.indices.contains(indexPath.row)
  }
}

/// The edge of a row an action is revealed from (UIKit: the leading or trailing swipe).
package enum RowActionEdge: Hashable, Sendable {
  case leading
  case trailing
}
