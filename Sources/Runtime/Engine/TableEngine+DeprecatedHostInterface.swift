import Foundation

// The spellings of the host's calls from before they moved to `TableEngineDataSource`, so that
// code written against them keeps compiling for one release. Each forwards to the engine's
// data source; the next release removes this file.
extension TableEngine {
  /// ``TableEngineDataSource/viewForRow(at:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.viewForRow(at:)")
  public func viewForRow(at indexPath: IndexPath) -> AnyObject {
    dataSource.viewForRow(at: indexPath)
  }

  /// ``TableEngineDataSource/headerView(inSection:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.headerView(inSection:)")
  public func headerView(inSection section: Int) -> AnyObject? {
    dataSource.headerView(inSection: section)
  }

  /// ``TableEngineDataSource/footerView(inSection:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.footerView(inSection:)")
  public func footerView(inSection section: Int) -> AnyObject? {
    dataSource.footerView(inSection: section)
  }

  /// ``TableEngineDataSource/headerTitle(inSection:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.headerTitle(inSection:)")
  public func headerTitle(inSection section: Int) -> String? {
    dataSource.headerTitle(inSection: section)
  }

  /// ``TableEngineDataSource/footerTitle(inSection:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.footerTitle(inSection:)")
  public func footerTitle(inSection section: Int) -> String? {
    dataSource.footerTitle(inSection: section)
  }

  /// ``TableEngineDataSource/reconfigure(_:forRowAt:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.reconfigure(_:forRowAt:)")
  public func reconfigure(_ view: AnyObject, forRowAt indexPath: IndexPath) {
    dataSource.reconfigure(view, forRowAt: indexPath)
  }

  /// ``TableEngineDataSource/reuseIdentifierForRow(at:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.reuseIdentifierForRow(at:)")
  public func reuseIdentifierForRow(at indexPath: IndexPath) -> String {
    dataSource.reuseIdentifierForRow(at: indexPath)
  }

  /// ``TableEngineDataSource/reconfigureHeaderView(_:inSection:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.reconfigureHeaderView(_:inSection:)")
  public func reconfigureHeaderView(_ view: AnyObject, inSection section: Int) {
    dataSource.reconfigureHeaderView(view, inSection: section)
  }

  /// ``TableEngineDataSource/reconfigureFooterView(_:inSection:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.reconfigureFooterView(_:inSection:)")
  public func reconfigureFooterView(_ view: AnyObject, inSection section: Int) {
    dataSource.reconfigureFooterView(view, inSection: section)
  }

  /// ``TableEngineDataSource/tableHeaderView()``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.tableHeaderView()")
  public func tableHeaderView() -> AnyObject? {
    dataSource.tableHeaderView()
  }

  /// ``TableEngineDataSource/tableFooterView()``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.tableFooterView()")
  public func tableFooterView() -> AnyObject? {
    dataSource.tableFooterView()
  }

  /// ``TableEngineDataSource/heightForRow(at:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.heightForRow(at:)")
  public func heightForRow(at indexPath: IndexPath) -> ComponentHeight {
    dataSource.heightForRow(at: indexPath)
  }

  /// ``TableEngineDataSource/heightForRow(at:width:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.heightForRow(at:width:)")
  public func heightForRow(at indexPath: IndexPath, width: CGFloat) -> ComponentHeight {
    dataSource.heightForRow(at: indexPath, width: width)
  }

  /// ``TableEngineDataSource/heightForRow(inSection:row:width:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.heightForRow(inSection:row:width:)")
  public func heightForRow(inSection section: Int, row: Int, width: CGFloat) -> ComponentHeight {
    dataSource.heightForRow(inSection: section, row: row, width: width)
  }

  /// ``TableEngineDataSource/heightForHeader(inSection:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.heightForHeader(inSection:)")
  public func heightForHeader(inSection section: Int) -> ComponentHeight? {
    dataSource.heightForHeader(inSection: section)
  }

  /// ``TableEngineDataSource/heightForHeader(inSection:width:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.heightForHeader(inSection:width:)")
  public func heightForHeader(inSection section: Int, width: CGFloat) -> ComponentHeight? {
    dataSource.heightForHeader(inSection: section, width: width)
  }

  /// ``TableEngineDataSource/heightForFooter(inSection:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.heightForFooter(inSection:)")
  public func heightForFooter(inSection section: Int) -> ComponentHeight? {
    dataSource.heightForFooter(inSection: section)
  }

  /// ``TableEngineDataSource/heightForFooter(inSection:width:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.heightForFooter(inSection:width:)")
  public func heightForFooter(inSection section: Int, width: CGFloat) -> ComponentHeight? {
    dataSource.heightForFooter(inSection: section, width: width)
  }

  /// ``TableEngineDataSource/heightForTableHeader(width:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.heightForTableHeader(width:)")
  public func heightForTableHeader(width: CGFloat) -> ComponentHeight? {
    dataSource.heightForTableHeader(width: width)
  }

  /// ``TableEngineDataSource/heightForTableFooter(width:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.heightForTableFooter(width:)")
  public func heightForTableFooter(width: CGFloat) -> ComponentHeight? {
    dataSource.heightForTableFooter(width: width)
  }

  /// ``TableEngineDataSource/headerEdgeHeight(inSection:width:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.headerEdgeHeight(inSection:width:)")
  public func headerEdgeHeight(inSection section: Int, width: CGFloat) -> SectionEdgeHeight {
    dataSource.headerEdgeHeight(inSection: section, width: width)
  }

  /// ``TableEngineDataSource/footerEdgeHeight(inSection:width:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.footerEdgeHeight(inSection:width:)")
  public func footerEdgeHeight(inSection section: Int, width: CGFloat) -> SectionEdgeHeight {
    dataSource.footerEdgeHeight(inSection: section, width: width)
  }

  /// ``TableEngineDataSource/estimatedHeightForRow(at:width:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.estimatedHeightForRow(at:width:)")
  public func estimatedHeightForRow(at indexPath: IndexPath, width: CGFloat) -> CGFloat? {
    dataSource.estimatedHeightForRow(at: indexPath, width: width)
  }

  /// ``TableEngineDataSource/rowWasMeasured(at:height:width:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.rowWasMeasured(at:height:width:)")
  public func rowWasMeasured(at indexPath: IndexPath, height: CGFloat, width: CGFloat) {
    dataSource.rowWasMeasured(at: indexPath, height: height, width: width)
  }

  /// ``TableEngineDataSource/interaction(forRowAt:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.interaction(forRowAt:)")
  public func interaction(forRowAt indexPath: IndexPath) -> RowInteraction {
    dataSource.interaction(forRowAt: indexPath)
  }

  /// ``TableEngineDataSource/willSelectRow(at:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.willSelectRow(at:)")
  public func willSelectRow(at indexPath: IndexPath) -> IndexPath? {
    dataSource.willSelectRow(at: indexPath)
  }

  /// ``TableEngineDataSource/didSelectRow(at:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.didSelectRow(at:)")
  public func didSelectRow(at indexPath: IndexPath) {
    dataSource.didSelectRow(at: indexPath)
  }

  /// ``TableEngineDataSource/didDeselectRow(at:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.didDeselectRow(at:)")
  public func didDeselectRow(at indexPath: IndexPath) {
    dataSource.didDeselectRow(at: indexPath)
  }

  /// ``TableEngineDataSource/sendControlEvent(_:forRowAt:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.sendControlEvent(_:forRowAt:)")
  public func sendControlEvent(_ event: ControlEvent, forRowAt indexPath: IndexPath) {
    dataSource.sendControlEvent(event, forRowAt: indexPath)
  }

  /// ``TableEngineDataSource/sendControlEvent(_:toRow:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.sendControlEvent(_:toRow:)")
  public func sendControlEvent(_ event: ControlEvent, toRow row: RowReference) {
    dataSource.sendControlEvent(event, toRow: row)
  }

  /// ``TableEngineDataSource/handlesControlEvents(forRowAt:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.handlesControlEvents(forRowAt:)")
  public func handlesControlEvents(forRowAt indexPath: IndexPath) -> Bool {
    dataSource.handlesControlEvents(forRowAt: indexPath)
  }

  /// ``TableEngineDataSource/willDisplay(_:forRowAt:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.willDisplay(_:forRowAt:)")
  public func willDisplay(_ view: AnyObject, forRowAt indexPath: IndexPath) {
    dataSource.willDisplay(view, forRowAt: indexPath)
  }

  /// ``TableEngineDataSource/didEndDisplaying(_:forRowAt:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.didEndDisplaying(_:forRowAt:)")
  public func didEndDisplaying(_ view: AnyObject, forRowAt indexPath: IndexPath) {
    dataSource.didEndDisplaying(view, forRowAt: indexPath)
  }

  /// ``TableEngineDataSource/willDisplayHeaderView(_:forSection:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.willDisplayHeaderView(_:forSection:)")
  public func willDisplayHeaderView(_ view: AnyObject, forSection section: Int) {
    dataSource.willDisplayHeaderView(view, forSection: section)
  }

  /// ``TableEngineDataSource/willDisplayFooterView(_:forSection:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.willDisplayFooterView(_:forSection:)")
  public func willDisplayFooterView(_ view: AnyObject, forSection section: Int) {
    dataSource.willDisplayFooterView(view, forSection: section)
  }

  /// ``TableEngineDataSource/didScroll(to:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.didScroll(to:)")
  public func didScroll(to contentOffset: CGFloat) {
    dataSource.didScroll(to: contentOffset)
  }

  /// ``TableEngineDataSource/performHostUpdate(_:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.performHostUpdate(_:)")
  public func performHostUpdate(_ body: () -> Void) {
    dataSource.performHostUpdate(body)
  }

  /// ``TableEngineDataSource/hasChangesWaitingForLayout``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.hasChangesWaitingForLayout")
  public var hasChangesWaitingForLayout: Bool { dataSource.hasChangesWaitingForLayout }

  /// ``TableEngineDataSource/layoutDidFinish()``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.layoutDidFinish()")
  public func layoutDidFinish() {
    dataSource.layoutDidFinish()
  }

  /// ``TableEngineDataSource/hostWillDisappear()``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.hostWillDisappear()")
  public func hostWillDisappear() {
    dataSource.hostWillDisappear()
  }

  /// ``TableEngineDataSource/actions(forRowAt:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.actions(forRowAt:)")
  public func actions(forRowAt indexPath: IndexPath) -> (leading: [RowAction], trailing: [RowAction]) {
    dataSource.actions(forRowAt: indexPath)
  }

  /// ``TableEngineDataSource/performAction(_:forRowAt:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.performAction(_:forRowAt:)")
  public func performAction(_ action: RowAction, forRowAt indexPath: IndexPath) {
    dataSource.performAction(action, forRowAt: indexPath)
  }

  /// ``TableEngineDataSource/performAction(at:from:forRow:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.performAction(at:from:forRow:)")
  public func performAction(at position: Int, from edge: RowActionEdge, forRow row: RowReference) -> Bool {
    dataSource.performAction(at: position, from: edge, forRow: row)
  }

  /// ``TableEngineDataSource/userCanMoveRow(at:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.userCanMoveRow(at:)")
  public func userCanMoveRow(at indexPath: IndexPath) -> Bool {
    dataSource.userCanMoveRow(at: indexPath)
  }

  /// ``TableEngineDataSource/userMoveRow(from:to:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.userMoveRow(from:to:)")
  public func userMoveRow(from indexPath: IndexPath, to newIndexPath: IndexPath) -> Bool {
    dataSource.userMoveRow(from: indexPath, to: newIndexPath)
  }

  /// ``TableEngineDataSource/userDidMoveRow(from:to:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.userDidMoveRow(from:to:)")
  public func userDidMoveRow(from indexPath: IndexPath, to newIndexPath: IndexPath) -> Bool {
    dataSource.userDidMoveRow(from: indexPath, to: newIndexPath)
  }

  /// ``TableEngineDataSource/targetIndexPathForMove(from:toProposed:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.targetIndexPathForMove(from:toProposed:)")
  public func targetIndexPathForMove(from indexPath: IndexPath, toProposed proposed: IndexPath) -> IndexPath {
    dataSource.targetIndexPathForMove(from: indexPath, toProposed: proposed)
  }

  /// ``TableEngineDataSource/sectionIndex(forIndexTitleAt:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.sectionIndex(forIndexTitleAt:)")
  public func sectionIndex(forIndexTitleAt index: Int) -> Int {
    dataSource.sectionIndex(forIndexTitleAt: index)
  }

  /// ``TableEngineDataSource/rowReference(forRowAt:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.rowReference(forRowAt:)")
  public func rowReference(forRowAt indexPath: IndexPath) -> RowReference? {
    dataSource.rowReference(forRowAt: indexPath)
  }

  /// ``TableEngineDataSource/indexPath(of:)``, asked of the engine.
  @available(*, deprecated, message: "Hosts call dataSource.indexPath(of:)")
  public func indexPath(of reference: RowReference) -> IndexPath? {
    dataSource.indexPath(of: reference)
  }

  // MARK: Counts

  /// The number of sections: ``sectionCount``.
  @available(*, deprecated, renamed: "sectionCount", message: "Hosts call dataSource.numberOfSections")
  public var numberOfSections: Int { sectionCount }

  /// The number of rows in `section`; traps when `section` is out of range, as a host's
  /// ``TableEngineDataSource/numberOfRows(inSection:)`` does.
  @available(
    *, deprecated,
    message: "Screen code calls rowCount(inSection:), which throws; hosts call dataSource.numberOfRows(inSection:)"
  )
  public func numberOfRows(inSection section: Int) -> Int {
    dataSource.numberOfRows(inSection: section)
  }
}

extension TableSource {
  /// The number of the source's sections: ``sectionCount``.
  @available(*, deprecated, renamed: "sectionCount")
  public var numberOfSections: Int { sectionCount }

  /// The number of rows in the source's section `section`: ``rowCount(inSection:)``.
  @available(*, deprecated, renamed: "rowCount(inSection:)")
  public func numberOfRows(inSection section: Int) throws(TableError) -> Int {
    try rowCount(inSection: section)
  }
}

extension TableSectionHandle {
  /// The number of rows in the section: ``rowCount()``.
  @available(*, deprecated, renamed: "rowCount()")
  public func numberOfRows() throws(TableError) -> Int {
    try rowCount()
  }
}
