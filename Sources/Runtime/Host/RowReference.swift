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

/// The edge of a row an action is revealed from (UIKit: the leading or trailing swipe).
package enum RowActionEdge: Hashable, Sendable {
  case leading
  case trailing
}
