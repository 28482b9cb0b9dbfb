#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  // MARK: - UITableViewDelegate
  //
  // A method implemented here is never forwarded by the runtime, so the
  // ones the external delegate may also want (selection, display, scrolling) call it by hand
  // after the engine. Counts, cells, titles, heights and header/footer views belong to the
  // components: the external delegate's versions of those are not called. Swipe actions come
  // from the components too (`TableViewAdapter+Editing.swift`); the external delegate's are
  // asked for rows without actions. Menus and the rest reach the external delegate through
  // `forwardingTarget(for:)`, or nobody: answering for them would change what UIKit offers.
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
      defer { scheduleLayoutDidFinishIfNeeded() }
      let view = dataSource.headerView(inSection: section) as? UIView
      if let view, let description = dataSource.headerAccessibility(inSection: section) {
        view.applyAccessibility(description)
      }
      return view
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      defer { scheduleLayoutDidFinishIfNeeded() }
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

    /// One path, each delegate called once: the engine runs the component's closure, deselects
    /// the row if the component asks for it and calls its `TableEngineDelegate`; then the external
    /// `UITableViewDelegate` gets `tableView(_:didSelectRowAt:)` (the runtime never forwards a
    /// method the adapter implements), with the index path UIKit selected, as the engine's delegate
    /// does.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      dataSource.didSelectRow(at: indexPath)
      forwardee?.tableView?(tableView, didSelectRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      dataSource.didDeselectRow(at: indexPath)
      forwardee?.tableView?(tableView, didDeselectRowAt: indexPath)
    }

    // MARK: Display

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      // The cell has its laid-out frame here (UIKit sized it before displaying it): the
      // engine keeps a self-sizing row's height as its estimate.
      dataSource.rowWasMeasured(at: indexPath, height: cell.bounds.height, width: tableView.bounds.width)
      dataSource.willDisplay(cell, forRowAt: indexPath)
      forwardee?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      dataSource.didEndDisplaying(cell, forRowAt: indexPath)
      forwardee?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
      dataSource.willDisplayHeaderView(view, forSection: section)
      forwardee?.tableView?(tableView, willDisplayHeaderView: view, forSection: section)
    }

    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
      dataSource.willDisplayFooterView(view, forSection: section)
      forwardee?.tableView?(tableView, willDisplayFooterView: view, forSection: section)
    }

    // MARK: Scrolling

    /// Implemented only to tell the engine (`didScroll(to:)` feeds its delegate); the external
    /// delegate gets it by hand, since implementing it here stops the runtime forwarding
    /// (IGListKit's `scrollViewDidScroll:` does the same). Every other `UIScrollViewDelegate` call
    /// is forwarded by the runtime.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      dataSource.didScroll(to: scrollView.contentOffset.y)
      forwardee?.scrollViewDidScroll?(scrollView)
    }
  }
#endif
