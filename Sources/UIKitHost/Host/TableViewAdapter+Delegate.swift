#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // MARK: - UITableViewDelegate
  //
  // Every delegate method in the conformance's own extension, so that a signature that does not
  // match UIKit's is an error, not a method UIKit never calls.
  //
  // A method implemented here is never forwarded by the runtime, so the ones the external
  // delegate may also want (selection, display, scrolling) call it by hand after the engine.
  // Counts, cells, titles, heights and header/footer views belong to the components: the
  // external delegate's versions of those are not called. Menus and the rest reach the external
  // delegate through `forwardingTarget(for:)`, or nobody: answering for them would change what
  // UIKit offers.
  //
  // UIKit caches which methods its delegate answers when the delegate is set, and rows with
  // actions can come later, so the editing methods are always implemented and answer per row:
  // a row without actions gets an empty configuration (`nil` would mean UIKit's default
  // actions), and the external delegate's actions are asked for rows without any.
  //
  // What a row can do is answered from the engine's platform-free rule (`RowInteraction`,
  // tested on Linux); UIKit facts relied on:
  // - "As touch events arrive, the table view highlights rows in anticipation of the user
  //   selecting them" and asks `tableView(_:shouldHighlightRowAt:)` first
  //   (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:));
  //   without the method every row lights up on touch, including rows a tap does nothing for.
  // - Without `tableView(_:editingStyleForRowAt:)`, an editable cell "has the
  //   `UITableViewCell.EditingStyle.delete` style"
  //   (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)):
  //   turning editing on to reorder `movable()` rows would put a red delete control on rows
  //   without a delete action.
  // - `tableView(_:shouldIndentWhileEditingRowAt:)` defaults to `true`
  //   (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldindentwhileeditingrowat:)):
  //   a row without a control would move aside for nothing.
  // - UIKit offers swipe actions only on rows whose editing style is not `.none` (inference
  //   from the common `tableView.isEditing ? .none : .delete` answer, which hides delete
  //   controls in editing mode and keeps swiping outside it); so outside editing mode a row
  //   with actions answers `.delete` (`RowInteraction.editingStyle(inEditingMode:)`).
  // - In editing mode the delete control reveals the row's trailing swipe actions, which come
  //   from the components, so no `commit editingStyle` is needed; implementing it would offer
  //   swipe-to-delete on every row.
  extension TableViewAdapter: UITableViewDelegate {
    // MARK: Heights

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      dataSource.heightForRow(at: indexPath, width: tableView.bounds.width).tableViewHeight
    }

    /// Answered from what the engine knows, never computed: the height UIKit measured for a
    /// self-sizing row (reported in `willDisplay`), else the cached height, else
    /// `automaticDimension`, UIKit's "no estimate" (
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:)).
    /// UIKit asks the estimate of every row on each reload and the real height only of the rows it
    /// lays out (https://github.com/ScottLogic/iOS7-day-by-day, day 19): computing heights here
    /// measured every row up front, and a fixed 44 for self-sizing rows made the scroll position
    /// jump once they were measured again.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
      dataSource.estimatedHeightForRow(at: indexPath, width: tableView.bounds.width) ?? UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      SectionEdgeMeasure.height(dataSource.headerEdgeHeight(inSection: section, width: tableView.bounds.width))
    }

    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
      SectionEdgeMeasure.estimate(dataSource.headerEdgeHeight(inSection: section, width: tableView.bounds.width))
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      SectionEdgeMeasure.height(dataSource.footerEdgeHeight(inSection: section, width: tableView.bounds.width))
    }

    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
      SectionEdgeMeasure.estimate(dataSource.footerEdgeHeight(inSection: section, width: tableView.bounds.width))
    }

    // MARK: Header and footer views

    // `nil` (no component) makes UIKit show the plain title, if any. Configuring the view may
    // defer changes until the layout ends, as a cell's does.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      defer { scheduleLayoutFinishedIfNeeded() }
      let view = dataSource.headerView(inSection: section) as? UIView
      if let view, let description = dataSource.headerAccessibility(inSection: section) {
        view.applyAccessibility(description)
      }
      return view
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      defer { scheduleLayoutFinishedIfNeeded() }
      let view = dataSource.footerView(inSection: section) as? UIView
      if let view, let description = dataSource.footerAccessibility(inSection: section) {
        view.applyAccessibility(description)
      }
      return view
    }

    // MARK: Selection

    /// The engine decides first (its `TableEngineDelegate` may redirect or refuse); an external
    /// `UITableViewDelegate` that implements the method then gets the engine's answer to change.
    /// `responds(to:)` is asked because `tableView?(…)` alone cannot tell "not implemented" from
    /// "returned nil".
    ///
    /// A row a tap does nothing for is refused first (`RowInteraction`, see
    /// `TableViewAdapter+Interaction.swift`), as `shouldHighlightRowAt` refuses it, so the two
    /// answers never disagree however UIKit comes to ask.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      guard Self.selectsOnTap(dataSource.interaction(forRowAt: indexPath)) else { return nil }
      guard let target = dataSource.willSelectRow(at: indexPath) else { return nil }
      guard forwardee?.responds(to: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))) == true
      else { return target }
      return forwardee?.tableView?(tableView, willSelectRowAt: target)
    }

    /// One path, each delegate called once: the engine runs the component's closure and calls
    /// its `TableEngineDelegate`, the row is deselected unless the component asks to stay
    /// selected; then the external
    /// `UITableViewDelegate` gets `tableView(_:didSelectRowAt:)` (the runtime never forwards a
    /// method the adapter implements), with the index path UIKit selected, as the engine's delegate
    /// does.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      // The row the engine asks to deselect is the one selected now: the row's closure may have
      // moved it (`deselectRow(at:animated:)` does not call the delegate).
      if !dataSource.send(.select(indexPath)), let selected = tableView.indexPathForSelectedRow {
        tableView.deselectRow(at: selected, animated: true)
      }
      forwardee?.tableView?(tableView, didSelectRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      dataSource.send(.deselect(indexPath))
      forwardee?.tableView?(tableView, didDeselectRowAt: indexPath)
    }

    // MARK: Display

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      // The cell has its laid-out frame here (UIKit sized it before displaying it): the
      // engine keeps a self-sizing row's height as its estimate.
      dataSource.send(.measured(indexPath, height: cell.bounds.height, width: tableView.bounds.width))
      dataSource.send(.willDisplayRow(cell, indexPath))
      forwardee?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      dataSource.send(.didEndDisplayingRow(cell, indexPath))
      forwardee?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
      dataSource.send(.willDisplayHeader(view, section: section))
      forwardee?.tableView?(tableView, willDisplayHeaderView: view, forSection: section)
    }

    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
      dataSource.send(.willDisplayFooter(view, section: section))
      forwardee?.tableView?(tableView, willDisplayFooterView: view, forSection: section)
    }

    // MARK: Scrolling

    /// Implemented only to tell the engine (`TableEvent.scroll` feeds its delegate); the external
    /// delegate gets it by hand, since implementing it here stops the runtime forwarding
    /// (IGListKit's `scrollViewDidScroll:` does the same). Every other `UIScrollViewDelegate` call
    /// is forwarded by the runtime.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      dataSource.send(.scroll(to: scrollView.contentOffset.y))
      forwardee?.scrollViewDidScroll?(scrollView)
    }

    // MARK: Editing

    // tvOS has no swipe actions (UISwipeActionsConfiguration and UIContextualAction are
    // unavailable there): rows' actions are not offered, reordering and the index still work.
    #if !os(tvOS)
      func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        swipeActionsConfiguration(trailing: true, at: indexPath) {
          forwardee?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
      }

      func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        swipeActionsConfiguration(trailing: false, at: indexPath) {
          forwardee?.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
      }

      /// The row's own actions on one edge; for a row without any there, the app's delegate's
      /// configuration (`external`), if it offers one.
      private func swipeActionsConfiguration(
        trailing: Bool, at indexPath: IndexPath, external: () -> UISwipeActionsConfiguration?
      ) -> UISwipeActionsConfiguration? {
        let actions = dataSource.actions(forRowAt: indexPath)
        let edge = trailing ? actions.trailing : actions.leading
        if edge.isEmpty, let external = external() { return external }
        return swipeConfiguration(edge, trailing: trailing, at: indexPath)
      }

      /// One contextual action per row action. The handler runs the action for the row that
      /// was swiped, found again by identity when it is tapped (`TableEvent.action`): rows inserted or removed above it while the actions were shown must not
      /// make Delete remove another row. It captures only values, and looks the action up again
      /// by its position, so the row's actions are current.
      ///
      /// The handler reports the engine's real outcome: "Call the completion handler to
      /// indicate whether the action was successful"
      /// (https://developer.apple.com/documentation/uikit/uicontextualaction/handler), and a
      /// destructive action reported successful has UIKit animate its row away, which must not
      /// happen to a row the model keeps (a refused or confirmation-first delete).
      private func swipeConfiguration(_ actions: [RowAction], trailing: Bool, at indexPath: IndexPath)
        -> UISwipeActionsConfiguration
      {
        let row = dataSource.rowReference(forRowAt: indexPath) ?? RowReference(indexPath: indexPath)
        return UISwipeActionsConfiguration(
          actions: actions.enumerated().map { position, action in
            UIContextualAction(style: action.style == .destructive ? .destructive : .normal, title: action.title) {
              [weak self] _, _, completion in
              let done = MainActor.assumeIsolated {
                self?.dataSource.send(.action(position: position, edge: trailing ? .trailing : .leading, row: row))
                  ?? false
              }
              completion(done)
            }
          })
      }
    #endif

    /// Where a dragged row may go: among the movable rows next to it, in its own section (the
    /// engine's rule, `TableEngineDataSource.targetIndexPathForMove(from:toProposed:)`); an external
    /// delegate that implements the method has the last word, given the engine's answer.
    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      let target = dataSource.targetIndexPathForMove(from: sourceIndexPath, toProposed: proposedDestinationIndexPath)
      return forwardee?.tableView?(
        tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: target) ?? target
    }

    // MARK: What a row can do

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

    /// Whether focus may rest on the row (tvOS's remote, a hardware keyboard on iPad): only
    /// where something happens (`RowInteraction.isFocusable`); an external delegate that
    /// implements the method may refuse too
    /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:canfocusrowat:)).
    func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
      guard dataSource.interaction(forRowAt: indexPath).isFocusable else { return false }
      return forwardee?.tableView?(tableView, canFocusRowAt: indexPath) ?? true
    }
  }
#endif
