import Foundation

/// An action offered for a row: a swipe action on iOS (`UIContextualAction`), an entry of the
/// focused row's action list in the terminal host.
///
/// The standard delete action is `RowAction.delete()` in `ComponentTable`.
@MainActor
public struct RowAction {
  /// How an action reads.
  public enum Style: Hashable, Sendable {
    /// An ordinary action.
    case normal
    /// An action that destroys data; drawn in red, and the one the terminal host's delete key
    /// runs.
    case destructive
  }

  /// The title shown for the action.
  public let title: String
  /// How the action reads.
  public let style: Style
  package let handler: (RowActionContext) -> Void

  /// An action titled `title` that runs `handler` with the row's index path and engine.
  public init(_ title: String, style: Style = .normal, handler: @escaping (RowActionContext) -> Void) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// What a row action's handler receives; `engine` (in `ComponentTable`) is the table's engine.
@MainActor
public struct RowActionContext {
  /// Where the row is.
  public let indexPath: IndexPath
  package let owner: AnyObject

  package init(indexPath: IndexPath, owner: AnyObject) {
    self.indexPath = indexPath
    self.owner = owner
  }
}

/// The editing and interaction options of a row: its actions, whether the user may move it,
/// how a tap selects it, and whether it is disabled.
@MainActor
package struct RowEditing {
  package var leadingActions: [RowAction] = []
  package var trailingActions: [RowAction] = []
  package var canMove = false
  package var selectionMode = RowSelectionMode.automatic
  package var availability = RowAvailability.enabled

  package init() {}
}
