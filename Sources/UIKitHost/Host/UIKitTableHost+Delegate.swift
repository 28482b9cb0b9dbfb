#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // A method implemented here is not forwarded by the runtime: the ones the external delegate
  // may want too call it after the engine. UIKit facts relied on:
  // - Without `shouldHighlightRowAt` every row lights up on touch; without
  //   `editingStyleForRowAt` an editable row has the `.delete` style; indenting while editing
  //   defaults to `true` (https://developer.apple.com/documentation/uikit/uitableviewdelegate).
  // - Swipe actions show only on rows whose editing style is not `.none` (inference from the
  //   common `isEditing ? .none : .delete` answer); in editing mode the delete control reveals
  //   the trailing swipe actions, so no `commit editingStyle` is needed.
  // - A `nil` swipe configuration means UIKit's default actions
  //   (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)).
  extension UIKitTableHost: UITableViewDelegate {
    package func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      dataSource.heightForRow(at: indexPath, width: tableView.bounds.width).answer(automatic: Self.automatic)
    }
    /// Never computed, as UIKit asks every row's on each reload; else "no estimate"
    /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:)).
    package func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
      dataSource.estimatedHeightForRow(at: indexPath, width: tableView.bounds.width) ?? Self.automatic
    }

    package func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      dataSource.edgeHeight(of: .header(section), width: tableView.bounds.width).height(automatic: Self.automatic)
    }
    package func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
      dataSource.edgeHeight(of: .header(section), width: tableView.bounds.width).estimate(automatic: Self.automatic)
    }

    package func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      dataSource.edgeHeight(of: .footer(section), width: tableView.bounds.width).height(automatic: Self.automatic)
    }
    package func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
      dataSource.edgeHeight(of: .footer(section), width: tableView.bounds.width).estimate(automatic: Self.automatic)
    }

    static var automatic: CGFloat { UITableView.automaticDimension }

    // `nil` (no component) shows the plain title, if any.
    package func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      shown(.header(section))
    }
    package func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      shown(.footer(section))
    }

    private func shown(_ decoration: Decoration) -> UIView? {
      defer { scheduleLayoutFinishedIfNeeded() }
      let view = dataSource.view(of: decoration) as? UIView
      view?.applyAccessibility(dataSource.accessibility(of: decoration))
      return view
    }

    /// The engine's answer, which an external delegate may change; `responds(to:)` tells "not
    /// implemented" from "returned nil".
    package func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      let target = dataSource.selectionAnswer(at: indexPath, controlsReachable: Self.controlsReachable)
        .selected(from: indexPath)
      guard let target, forwardee?.responds(to: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))) == true
      else { return target }
      return tableViewDelegate?.tableView?(tableView, willSelectRowAt: target)
    }

    package func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      selectRow(at: indexPath)
      tableViewDelegate?.tableView?(tableView, didSelectRowAt: indexPath)
    }

    package func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      dataSource.send(.deselect(indexPath))
      tableViewDelegate?.tableView?(tableView, didDeselectRowAt: indexPath)
    }

    package func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      dataSource.rowState(at: indexPath).interaction.selects(controlsReachable: Self.controlsReachable)
        && tableViewDelegate?.tableView?(tableView, shouldHighlightRowAt: indexPath) != false
    }

    package func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      rowWillDisplay(cell, at: indexPath)
      tableViewDelegate?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    package func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      dataSource.send(.didEndDisplayingRow(cell, indexPath))
      tableViewDelegate?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    package func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
      dataSource.send(.willDisplayHeader(view, section: section))
      tableViewDelegate?.tableView?(tableView, willDisplayHeaderView: view, forSection: section)
    }

    package func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
      dataSource.send(.willDisplayFooter(view, section: section))
      tableViewDelegate?.tableView?(tableView, willDisplayFooterView: view, forSection: section)
    }

    // tvOS has no swipe actions (UIContextualAction is unavailable there).
    #if !os(tvOS)
      package func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        swipeConfiguration(.trailing, at: indexPath) {
          tableViewDelegate?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
      }

      package func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        swipeConfiguration(.leading, at: indexPath) {
          tableViewDelegate?.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
      }
    #endif

    package func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      let target = dataSource.targetIndexPathForMove(from: sourceIndexPath, toProposed: proposedDestinationIndexPath)
      return tableViewDelegate?.tableView?(
        tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: target)
        ?? target
    }

    /// A row whose component says nothing about editing is the external delegate's, if it answers.
    package func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      let interaction = dataSource.rowState(at: indexPath).interaction
      if interaction.leavesEditingToExternalDelegate,
        let external = tableViewDelegate?.tableView?(tableView, editingStyleForRowAt: indexPath)
      {
        return external
      }
      let style = interaction.editingStyle(
        inEditingMode: tableView.isEditing, externalDelegateOffersSwipeActions: externalDelegateOffersSwipeActions)
      return style == .delete ? .delete : .none
    }

    private var externalDelegateOffersSwipeActions: Bool {
      #if os(tvOS)
        false
      #else
        [
          #selector(UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)),
          #selector(UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)),
        ].contains { forwardee?.responds(to: $0) == true }
      #endif
    }

    package func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
      dataSource.rowState(at: indexPath).interaction.indentsWhileEditing
    }

    package func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
      dataSource.rowState(at: indexPath).interaction.isFocusable
        && tableViewDelegate?.tableView?(tableView, canFocusRowAt: indexPath) != false
    }
  }
#endif
