import Foundation

/// What happened on a host's table, reported to the engine in one call,
/// `TableViewDataSource.send(_:)`: what the user did (select, change a control, pick an action,
/// move a row), what the host shows and measured, and its passes and going away.
///
/// What a host must know at once to go on (whether a row may be selected, moved or swiped, where
/// a dragged row may land) is not an event: it is read from the data source's answers.
package enum TableEvent {
  /// The user selected the row (after `TableViewDataSource.willSelectRow(at:)` allowed it).
  /// The answer of `send` is whether the row stays selected: when it is `false`, the host
  /// deselects the row it shows selected then (the closure may have moved it), without telling
  /// the data source, as UIKit's `deselectRow(at:animated:)` does not.
  case select(IndexPath)
  /// The user deselected the row.
  case deselect(IndexPath)
  /// A control in a row's view changed a value: a switch flipped, a stepper stepped, text was
  /// committed. `row` refers to the row as it was when the control's interaction began (see
  /// `RowReference`); the engine decides when it is safe to act on it.
  case control(ControlEvent, row: RowReference)
  /// The user picked the `position`-th action shown at `edge` of `row`. The answer of `send` is
  /// whether it did what the host shows: it ran, and, for a destructive action, the row is gone.
  case action(position: Int, edge: RowActionEdge, row: RowReference)
  /// The user asked to move a row the host has not moved on screen (a key press): the engine
  /// moves it and updates the host. The answer is whether it moved.
  case move(from: IndexPath, to: IndexPath)
  /// The user moved a row on screen already (UIKit's reordering): the engine follows without
  /// updating the host. The answer is `false` when it could not, and the host must reload.
  case moved(from: IndexPath, to: IndexPath)
  /// A view is about to show the row.
  case willDisplayRow(AnyObject, IndexPath)
  /// The view of the row left the screen.
  case didEndDisplayingRow(AnyObject, IndexPath)
  /// A header view of the section is about to appear.
  case willDisplayHeader(AnyObject, section: Int)
  /// A footer view of the section is about to appear.
  case willDisplayFooter(AnyObject, section: Int)
  /// The host laid out a self-sizing row `height` tall at `width`: the engine keeps it as the
  /// row's estimate. A host that takes no estimate per row may still report it.
  case measured(IndexPath, height: CGFloat, width: CGFloat)
  /// The table scrolled; the offset is the host's.
  case scroll(to: CGFloat)
  /// The host finished laying out and configuring views (after
  /// `TableViewDataSource.hasChangesWaitingForLayout` said changes wait): the engine may change
  /// the table now.
  case layoutFinished
  /// The host is going away: the engine lets go of what it shows.
  case disappear

  /// A control event for the row at `indexPath` now.
  package static func control(_ event: ControlEvent, at indexPath: IndexPath) -> TableEvent {
    .control(event, row: RowReference(indexPath: indexPath))
  }
}
