import Foundation

// The incremental API. Each method checks everything first, registers the new classes, then
// changes the model inside the host's batch update, so a refused change changes nothing.
extension TableEngine {
  // MARK: Sections

  /// Appends `section` and returns a handle to append rows to it.
  @discardableResult
  public func addSection(
    _ section: TableSection = TableSection(), animation: TableAnimation = .automatic
  ) throws(TableError) -> TableSectionHandle {
    try insertSection(section, at: sections.count, animation: animation, operation: #function)
  }

  /// Inserts `section` at `index` (0 through the number of sections) and returns its handle.
  @discardableResult
  public func insertSection(
    _ section: TableSection, at index: Int, animation: TableAnimation = .automatic
  ) throws(TableError) -> TableSectionHandle {
    try insertSection(section, at: index, animation: animation, operation: #function)
  }

  func insertSection(
    _ section: TableSection, at index: Int, animation: TableAnimation, operation: String
  ) throws(TableError) -> TableSectionHandle {
    try checkIdle(operation)
    try checkSection(index, operation: operation, allowingEnd: true)
    try register(section, operation: operation)
    let record = SectionRecord(section, key: nextSectionKey)
    nextSectionKey += 1
    commit(TableBatchUpdate(insertedSections: [index]), animation: animation) { $0.insert(record, at: index) }
    return TableSectionHandle(engine: self, key: record.key)
  }

  /// Removes the section at `index` with its rows.
  public func removeSection(at index: Int, animation: TableAnimation = .automatic) throws(TableError) {
    try checkIdle(#function)
    try checkSection(index, operation: #function)
    commit(TableBatchUpdate(deletedSections: [index]), animation: animation) { $0.remove(at: index) }
  }

  /// Moves the section at `index` so that it ends up at `newIndex`.
  public func moveSection(at index: Int, to newIndex: Int, animation: TableAnimation = .automatic)
    throws(TableError)
  {
    try checkIdle(#function)
    try checkSection(index, operation: #function)
    try checkSection(newIndex, operation: #function)
    guard index != newIndex else { return }
    commit(TableBatchUpdate(movedSections: [.init(from: index, to: newIndex)]), animation: animation) {
      $0.insert($0.remove(at: index), at: newIndex)
    }
  }

  /// Replaces the section at `index` (header, footer, titles and rows); its views are reloaded.
  /// The section keeps its handle.
  public func updateSection(
    at index: Int, with section: TableSection, animation: TableAnimation = .automatic
  ) throws(TableError) {
    try checkIdle(#function)
    try checkSection(index, operation: #function)
    try register(section, operation: #function)
    let record = SectionRecord(section, key: sections[index].key)
    commit(TableBatchUpdate(reloadedSections: [index]), animation: animation) { $0[index] = record }
  }

  /// Removes every section.
  public func removeAll(animation: TableAnimation = .automatic) throws(TableError) {
    try checkIdle(#function)
    commit(TableBatchUpdate(deletedSections: Array(sections.indices)), animation: animation) { $0.removeAll() }
  }

  // MARK: Rows

  /// Appends `component` to `section` and returns its index path.
  @discardableResult
  public func addCell(
    _ component: TableComponent, toSection section: Int, animation: TableAnimation = .automatic
  ) throws(TableError) -> IndexPath {
    try appendCells([component], toSection: section, animation: animation, operation: #function)[0]
  }

  /// Appends `components` to `section` in one update and returns their index paths.
  @discardableResult
  public func addCells(
    _ components: [TableComponent], toSection section: Int, animation: TableAnimation = .automatic
  ) throws(TableError) -> [IndexPath] {
    try appendCells(components, toSection: section, animation: animation, operation: #function)
  }

  /// Inserts `component` so that it ends up at `indexPath` (its row may equal the row count).
  public func insertCell(
    _ component: TableComponent, at indexPath: IndexPath, animation: TableAnimation = .automatic
  ) throws(TableError) {
    try insertCells([component], at: indexPath, animation: animation, operation: #function)
  }

  /// Inserts `components` one after the other, the first at `indexPath`.
  public func insertCells(
    _ components: [TableComponent], at indexPath: IndexPath, animation: TableAnimation = .automatic
  ) throws(TableError) {
    try insertCells(components, at: indexPath, animation: animation, operation: #function)
  }

  func appendCells(
    _ components: [TableComponent], toSection section: Int, animation: TableAnimation, operation: String
  ) throws(TableError) -> [IndexPath] {
    try checkSection(section, operation: operation)
    let end = IndexPath(row: sections[section].rows.count, section: section)
    return try insertCells(components, at: end, animation: animation, operation: operation)
  }

  @discardableResult
  private func insertCells(
    _ components: [TableComponent], at indexPath: IndexPath, animation: TableAnimation, operation: String
  ) throws(TableError) -> [IndexPath] {
    try checkIdle(operation)
    try checkRow(indexPath, operation: operation, allowingEnd: true)
    try register(components, operation: operation)
    let inserted = components.indices.map { IndexPath(row: indexPath.row + $0, section: indexPath.section) }
    commit(TableBatchUpdate(insertedRows: inserted), animation: animation) {
      $0[indexPath.section].rows.insert(contentsOf: components.map(RowRecord.init), at: indexPath.row)
    }
    return inserted
  }

  /// Removes the row at `indexPath`.
  public func removeCell(at indexPath: IndexPath, animation: TableAnimation = .automatic) throws(TableError) {
    try removeCells(at: [indexPath], animation: animation, operation: #function)
  }

  /// Removes the rows at `indexPaths` (positions before the removal) in one update.
  public func removeCells(at indexPaths: [IndexPath], animation: TableAnimation = .automatic) throws(TableError) {
    try removeCells(at: indexPaths, animation: animation, operation: #function)
  }

  private func removeCells(at indexPaths: [IndexPath], animation: TableAnimation, operation: String)
    throws(TableError)
  {
    try checkIdle(operation)
    try checkDistinctRows(indexPaths, operation: operation)
    commit(TableBatchUpdate(deletedRows: indexPaths), animation: animation) { sections in
      // Descending order keeps the earlier positions valid while removing.
      for path in indexPaths.sorted(by: >) {
        sections[path.section].rows.remove(at: path.row)
      }
    }
  }

  /// Moves the row at `indexPath` so that it ends up at `newIndexPath` (a position after the
  /// move, as in `UITableView.moveCell(at:to:)`); it may change section.
  public func moveCell(at indexPath: IndexPath, to newIndexPath: IndexPath, animation: TableAnimation = .automatic)
    throws(TableError)
  {
    try moveRow(at: indexPath, to: newIndexPath, animation: animation, operation: #function)
  }

  /// Records a move the user already made on screen (UIKit's `tableView(_:moveRowAt:to:)`):
  /// the model follows, and no update is sent to the host, which shows the row there already.
  /// `newIndexPath` is the row's position after the move. Only rows that are `movable()` move.
  package func rowWasMoved(from indexPath: IndexPath, to newIndexPath: IndexPath) throws(TableError) {
    try moveRow(at: indexPath, to: newIndexPath, animation: nil, operation: #function)
  }

  /// Moves a row to `newIndexPath` (a position after the move): animated, or, without an
  /// `animation`, the user's move, which the host shows already.
  private func moveRow(
    at indexPath: IndexPath, to newIndexPath: IndexPath, animation: TableAnimation?, operation: String
  ) throws(TableError) {
    try checkIdle(operation)
    try checkRow(indexPath, operation: operation)
    try checkRow(newIndexPath, operation: operation, allowingEnd: true, afterRemoving: indexPath)
    if animation == nil, !sections[indexPath.section].rows[indexPath.row].component.canMove {
      throw .rowNotMovable(operation: operation, indexPath: indexPath)
    }
    guard indexPath != newIndexPath else { return }
    let move = { (sections: inout [SectionRecord]) in
      let record = sections[indexPath.section].rows.remove(at: indexPath.row)
      sections[newIndexPath.section].rows.insert(record, at: newIndexPath.row)
    }
    guard let animation else {
      move(&sections)
      checkInvariants()
      return
    }
    commit(TableBatchUpdate(movedRows: [.init(from: indexPath, to: newIndexPath)]), animation: animation, move)
  }

  /// Replaces the row at `indexPath` with `component`.
  ///
  /// When the new component uses the same reuse identifier, the row's view is kept and
  /// configured again (UIKit's `reconfigureRows`: no flicker, no reuse); otherwise the row is
  /// reloaded with a view of the new class. The row's cached height is dropped either way.
  public func updateCell(
    at indexPath: IndexPath, with component: TableComponent, animation: TableAnimation = .automatic
  ) throws(TableError) {
    try updateCells(at: [indexPath], with: [component], animation: animation, operation: #function)
  }

  /// Replaces several rows in one update; `indexPaths[i]` gets `components[i]`. Each row is
  /// reconfigured in place or reloaded, as with ``updateCell(at:with:animation:)``.
  public func updateCells(
    at indexPaths: [IndexPath], with components: [TableComponent], animation: TableAnimation = .automatic
  ) throws(TableError) {
    try updateCells(at: indexPaths, with: components, animation: animation, operation: #function)
  }

  private func updateCells(
    at indexPaths: [IndexPath], with components: [TableComponent], animation: TableAnimation, operation: String
  ) throws(TableError) {
    try checkIdle(operation)
    guard indexPaths.count == components.count else {
      throw .countMismatch(operation: operation, indexPaths: indexPaths.count, components: components.count)
    }
    try checkDistinctRows(indexPaths, operation: operation)
    try register(components, operation: operation)
    var update = TableBatchUpdate()
    for (path, component) in zip(indexPaths, components) {
      if sameReusePool(sections[path.section].rows[path.row].component.box, component.box) {
        update.reconfiguredRows.append(path)
      } else {
        update.reloadedRows.append(path)
      }
    }
    commit(update, animation: animation) { sections in
      for (path, component) in zip(indexPaths, components) {
        sections[path.section].rows[path.row] = RowRecord(component)
      }
    }
  }

  // MARK: Grouping

  /// Runs `updates` and shows everything it changed as one update of the host.
  ///
  /// Inside `updates`, use the incremental API as usual; each call sees the table as the
  /// previous calls left it. The changes reach the host at the end, as the fewest batch updates
  /// UIKit accepts. When `updates` throws, every change it made is undone and the error is
  /// rethrown: the group happens completely or not at all. Groups nest; the outermost one
  /// updates the host.
  public func performBatchUpdates(
    animation: TableAnimation = .automatic, _ updates: () throws -> Void
  ) throws {
    try checkIdle(#function)
    // A group is all or nothing, a nested one too, even when the outer one catches its error.
    let saved = (sections, tableHeaderRecord, tableFooterRecord, groupHostRequests)
    groupDepth += 1
    do {
      defer { groupDepth -= 1 }
      try updates()
    } catch {
      (sections, tableHeaderRecord, tableFooterRecord, groupHostRequests) = saved
      checkInvariants()
      runActionsWaitingForIdle()
      throw error
    }
    guard groupDepth == 0 else { return }
    defer { checkInvariants() }
    let before = saved.0
    let requests = groupHostRequests
    groupHostRequests = []
    var after = sections
    sections = before
    let indexTitles = sectionIndexTitles
    if requests.contains(.reloadData) {
      // A reload asked for inside the group ends the group's animations: the host is told
      // the whole new table at once, after which nothing else needs saying.
      sections = after
      tell(.reloadData)
    } else {
      sendDiff(from: before, to: &after, declaredKeys: nil, animation: animation)
      // A height invalidated inside the group belongs in the layout after its batches; when
      // the group changed nothing else there was no batch, so the host is asked for one now,
      // with counts it already knows.
      if requests.contains(.invalidateLayout) { tell(.invalidateLayout) }
    }
    reloadSectionIndex(ifChangedFrom: indexTitles)
    if requests.contains(.reloadTableHeaderAndFooter) { tell(.reloadTableHeaderAndFooter) }
    runActionsWaitingForIdle()
  }

  // MARK: Sending changes to the host

  /// Applies `change` to the model in place (so that appending a row does not copy the table):
  /// at once inside a group or off screen, else inside the host's batch update, as UIKit wants.
  /// An empty `update` (no rows or sections to change) changes nothing and tells the host nothing.
  func commit(
    _ update: TableBatchUpdate, animation: TableAnimation, _ change: (inout [SectionRecord]) -> Void
  ) {
    guard !update.isEmpty else { return }
    defer { checkInvariants() }
    // Only section changes can change the index titles; a group checks once, at its end.
    let indexTitles = groupDepth == 0 && update.changesSections ? sectionIndexTitles : nil
    defer { if groupDepth == 0 && update.changesSections { reloadSectionIndex(ifChangedFrom: indexTitles) } }
    guard groupDepth == 0, let host, host.isOnScreen else {
      change(&sections)
      if groupDepth == 0 { tell(.reloadData) }
      return
    }
    during(.updatingHost) { runBatch(update, on: host, animation: animation, change) }
  }

  /// One batch on the host, with `change` applied to the model inside it, as UIKit wants.
  func runBatch(
    _ update: TableBatchUpdate, on host: any TableHost, animation: TableAnimation,
    _ change: (inout [SectionRecord]) -> Void
  ) {
    let observer = hostCallObserver
    let before = observer == nil ? [] : rowCounts
    var applied = false
    host.performBatchUpdates(update, animation: animation) {
      change(&sections)
      applied = true
    }
    // A host must call `updateModel`; if one does not, the model still has to move on.
    if !applied { change(&sections) }
    if observer?.host(host, relies: .batch(update, before: before), on: rowCounts) == false {
      tell(.reloadData)
    }
  }

  // MARK: Reloading and heights

  /// Asks the host to show everything again.
  ///
  /// Inside a ``performBatchUpdates(animation:_:)`` group the reload happens when the group
  /// ends, instead of its batch updates: the host must not learn of the group's changes before
  /// its end, and a reload tells it everything at once.
  public func reloadData() {
    askHost(.reloadData)
  }

  private func checkDistinctRows(_ indexPaths: [IndexPath], operation: String) throws(TableError) {
    var seen = Set<IndexPath>()
    for path in indexPaths {
      try checkRow(path, operation: operation)
      guard seen.insert(path).inserted else { throw .duplicateIndexPath(operation: operation, indexPath: path) }
    }
  }

  // MARK: Appending one row

  /// The index of the section whose key is `key`, or `nil` when it was removed. A loop, not
  /// `firstIndex(where:)`: a closure here would be checked for main-actor isolation on every call.
  func sectionIndex(forKey key: Int) -> Int? {
    for index in sections.indices where sections[index].key == key { return index }
    return nil
  }

  /// Appends `component` to the section keyed `key` (`TableSectionHandle.addCell`, which a
  /// screen built row by row calls thousands of times): as ``insertCells(_:at:animation:)``,
  /// without its arrays of one and, off screen, without a batch.
  func addCell(
    _ component: TableComponent, toSectionWithKey key: Int, animation: TableAnimation, operation: String
  ) throws(TableError) -> IndexPath {
    guard let section = sectionIndex(forKey: key) else { throw .sectionRemoved(operation: operation) }
    try checkIdle(operation)
    var lastChecked: ObjectIdentifier?
    try register(component, following: &lastChecked, operation: operation)
    let path = IndexPath(row: sections[section].rows.count, section: section)
    guard groupDepth == 0, let host, host.isOnScreen else {
      sections[section].rows.append(RowRecord(component))
      if groupDepth == 0 { tell(.reloadData) }
      return path
    }
    commit(TableBatchUpdate(insertedRows: [path]), animation: animation) {
      $0[section].rows.append(RowRecord(component))
    }
    return path
  }

  // MARK: Idle

  /// Whether the engine takes changes now: it is not applying an update, configuring a view
  /// or inside a ``performBatchUpdates(animation:_:)`` group. While it is busy, mutations that
  /// would show a new table are refused with ``TableError/reentrantMutation(operation:during:)``.
  public var isIdle: Bool { activity == .idle && groupDepth == 0 }

  /// Runs `action` now when the engine is idle, else as soon as it is: when the update being
  /// applied or the outermost group ends, or, for a view being configured while the host lays
  /// out, when the host's layout is done (the host calls `TableEvent.layoutFinished`).
  ///
  /// For changes that arrive while the engine is busy and must not be lost: a value written
  /// from a cell's `configure(with:)`, a text field that ends editing because its row is being
  /// reloaded, a store notification in the middle of an update. Actions run once, in the order
  /// they were given; an action may itself wait again. Actions still waiting when the engine
  /// is released or its host goes away (`TableEvent.disappear`) never run, and are released
  /// then, with what they captured.
  public func performWhenIdle(_ action: @escaping @MainActor () -> Void) {
    if isIdle { action() } else { actionsWaitingForIdle.append(action) }
  }

  /// Runs the waiting actions, in order, while the engine stays idle; once an action makes it
  /// busy, the rest run when that activity ends.
  func runActionsWaitingForIdle() {
    while isIdle, !actionsWaitingForIdle.isEmpty { actionsWaitingForIdle.removeFirst()() }
  }
}
