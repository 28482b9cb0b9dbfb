#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // What a row can do, answered per row from the engine's platform-free rule (`RowInteraction`,
  // tested on Linux): UIKit only applies it.
  //
  // UIKit facts relied on:
  // - "As touch events arrive, the table view highlights rows in anticipation of the user
  //   selecting them" and asks `tableView(_:shouldHighlightRowAt:)` first
  //   (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:));
  //   without the method every row lights up on touch, including rows a tap does nothing for.
  // - Without `tableView(_:editingStyleForRowAt:)`, an editable cell "has the
  //   `UITableViewCell.EditingStyle.delete` style"
  //   (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)):
  //   turning editing on to reorder `movable()` rows would put a red delete control on rows without
  //   a delete action.
  // - `tableView(_:shouldIndentWhileEditingRowAt:)` defaults to `true`
  //   (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldindentwhileeditingrowat:)):
  //   a row without a control would move aside for nothing.
  // - UIKit offers swipe actions only on rows whose editing style is not `.none` (inference
  //   from the common `tableView.isEditing ? .none : .delete` answer, which hides delete
  //   controls in editing mode and keeps swiping outside it); so outside editing mode a row
  //   with actions answers `.delete` (`RowInteraction.editingStyle(inEditingMode:)`).
  // - In editing mode the delete control reveals the row's trailing swipe actions, which come
  //   from the components (`TableViewAdapter+Editing.swift`), so no `commit editingStyle` is
  //   needed; implementing it would offer swipe-to-delete on every row.
  extension TableViewAdapter {
    /// Whether a touch highlights the row: the rule first, then an external delegate that
    /// implements the method may refuse too.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      guard Self.selectsOnTap(dataSource.interaction(forRowAt: indexPath)) else { return false }
      return forwardee?.tableView?(tableView, shouldHighlightRowAt: indexPath) ?? true
    }

    /// In editing mode, `.delete` only for rows with a destructive trailing action; outside
    /// it, `.delete` for rows with swipe actions, so swiping still offers them. A row whose
    /// component has no actions is the external delegate's: its own `editingStyleForRowAt`
    /// answers when it has one (the adapter implements the method, so UIKit never sends it
    /// there), else such a row answers `.delete` outside editing mode when the delegate offers
    /// swipe actions (`RowInteraction.editingStyle(inEditingMode:externalDelegateOffersSwipeActions:)`).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      let interaction = dataSource.interaction(forRowAt: indexPath)
      if interaction.leavesEditingToExternalDelegate,
        let external = forwardee?.tableView?(tableView, editingStyleForRowAt: indexPath)
      {
        return external
      }
      let style = interaction.editingStyle(
        inEditingMode: tableView.isEditing, externalDelegateOffersSwipeActions: externalDelegateOffersSwipeActions)
      return style == .delete ? .delete : .none
    }

    /// Whether the external delegate makes swipe actions of its own (tvOS has none).
    private var externalDelegateOffersSwipeActions: Bool {
      #if os(tvOS)
        false
      #else
        guard let forwardee else { return false }
        return forwardee.responds(
          to: #selector(UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)))
          || forwardee.responds(
            to: #selector(UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)))
      #endif
    }

    /// Rows move aside in editing mode only to make room for a control.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
      dataSource.interaction(forRowAt: indexPath).indentsWhileEditing
    }

    /// Whether a tap (iOS, visionOS) or the remote's select button (tvOS, where focus moves
    /// between rows and a row's own controls cannot be reached) selects a row with `interaction`.
    static func selectsOnTap(_ interaction: RowInteraction) -> Bool {
      #if os(tvOS)
        interaction.isActivatable
      #else
        interaction.isSelectable
      #endif
    }
  }
#endif
