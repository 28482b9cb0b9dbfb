import ComponentTable
import Foundation

extension TerminalTableView {
  func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out again if something changed, then makes sure exactly the items in the viewport
  /// have views.
  func layoutIfNeeded() {
    // Changes that waited while views were configured run once the layout is done, and the
    // update they make is laid out too: a few rounds at most, so a data source that always
    // has more cannot hang the host.
    for _ in 0..<4 {
      guard needsLayout, !isUpdating else { return }
      needsLayout = false
      layoutPendingAfterBatch = false
      layout = makeLayout()
      if let observer, !observer.table(self, relies: .layout, on: layout.rowCounts) {
        reloadData()
        continue
      }
      contentOffset = clampedOffset(contentOffset)
      updateVisibleViews()
      if scrollsFocusIntoViewAfterLayout {
        scrollsFocusIntoViewAfterLayout = false
        if let focusedIndexPath { scrollToRow(at: focusedIndexPath) }
      }
      guard let dataSource, dataSource.hasChangesWaitingForLayout else { return }
      dataSource.send(.layoutFinished)
    }
  }

  private func makeLayout() -> TerminalLayout {
    guard let source = dataSource else { return TerminalLayout() }
    let width = self.width
    return TerminalLayout(
      tableHeader: source.heightForTableHeader(width: CGFloat(width)).map { lines(for: $0, measuring: nil) } ?? 0,
      sectionCount: source.numberOfSections,
      rowCount: { source.numberOfRows(inSection: $0) },
      header: { section in
        if let height = source.heightForHeader(inSection: section, width: CGFloat(width)) {
          return lines(for: height, measuring: nil)
        }
        guard let title = source.headerTitle(inSection: section) else {
          // A blank line keeps a section without a header apart from the one above, as the
          // grouped style's spacing does.
          return section > 0 ? 1 : 0
        }
        return TitleHeaderView.height(for: title, width: width)
      },
      row: { section, row in
        let height = source.heightForRow(inSection: section, row: row, width: CGFloat(width))
        if case .fixed(let value) = height { return Int(value.rounded(.up)) }
        return lines(for: height, measuring: IndexPath(row: row, section: section))
      },
      footer: { section in
        if let height = source.heightForFooter(inSection: section, width: CGFloat(width)) {
          return lines(for: height, measuring: nil)
        }
        guard let note = source.footerTitle(inSection: section) else { return 0 }
        return NoteFooterView.height(for: note, width: width)
      },
      tableFooter: source.heightForTableFooter(width: CGFloat(width)).map { lines(for: $0, measuring: nil) } ?? 0)
  }

  /// Lines for a component height. Rows of automatic height are measured with a prototype
  /// view (UIKit's self-sizing); headers, footers and the table header and footer of automatic
  /// height use the estimate.
  private func lines(for height: ComponentHeight, measuring path: IndexPath?) -> Int {
    switch height {
    case .fixed(let value):
      return Int(value.rounded(.up))
    case .automatic(let estimate):
      guard let path, let source = dataSource else { return max(1, Int(estimate.rounded(.up))) }
      if let measured = measuredHeights[path] { return measured }
      let measured = measureRow(at: path, source: source)
      measuredHeights[path] = measured
      return measured
    }
  }

  private func measureRow(at path: IndexPath, source: any TableViewDataSource) -> Int {
    let key = ReuseKey(role: .cell, identifier: source.reuseIdentifierForRow(at: path))
    let prototype: TerminalView
    if let existing = sizingViews[key] {
      prototype = existing
    } else if let viewClass = registeredClasses[key] {
      prototype = viewClass.init()
      sizingViews[key] = prototype
    } else {
      return 1
    }
    prototype.prepareForReuse()
    source.reconfigure(prototype, forRowAt: path)
    return prototype.fittingHeight(width: width)
  }

  /// Gives every item in the viewport a view and sends the views that left it back to their
  /// reuse queues, telling the engine about both.
  func updateVisibleViews() {
    guard let source = dataSource else { return }
    var rows = Set<IndexPath>()
    var headers = Set<Int>()
    var footers = Set<Int>()
    var showsTableHeader = false
    var showsTableFooter = false
    let visible = layout.frames(inViewportAt: contentOffset, height: height)
    for frame in visible {
      switch frame.item {
      case .row(let path) where frame.height > 0: rows.insert(path)
      case .header(let section): headers.insert(section)
      case .footer(let section): footers.insert(section)
      case .tableHeader: showsTableHeader = true
      case .tableFooter: showsTableFooter = true
      default: break
      }
    }
    if !showsTableHeader, let view = visibleTableHeader {
      visibleTableHeader = nil
      enqueue(view, role: .tableHeaderFooter)
    }
    if !showsTableFooter, let view = visibleTableFooter {
      visibleTableFooter = nil
      enqueue(view, role: .tableHeaderFooter)
    }
    for (path, cell) in visibleCells where !rows.contains(path) {
      visibleCells[path] = nil
      enqueue(cell, role: .cell)
      source.send(.didEndDisplayingRow(cell, path))
    }
    for (section, view) in visibleHeaders where !headers.contains(section) {
      visibleHeaders[section] = nil
      enqueue(view, role: .headerFooter)
    }
    for (section, view) in visibleFooters where !footers.contains(section) {
      visibleFooters[section] = nil
      enqueue(view, role: .headerFooter)
    }
    for frame in visible {
      switch frame.item {
      case .row(let path):
        guard rows.contains(path), visibleCells[path] == nil else { continue }
        let cell = source.viewForRow(at: path) as! TerminalTableCell
        cell.isSelected = path == indexPathForSelectedRow
        cell.isFocused = path == focusedIndexPath
        visibleCells[path] = cell
        source.send(.willDisplayRow(cell, path))
      case .header(let section):
        guard visibleHeaders[section] == nil else { continue }
        let view = source.headerView(inSection: section) as? TerminalView ?? titleHeader(section)
        visibleHeaders[section] = view
        source.send(.willDisplayHeader(view, section: section))
      case .footer(let section):
        guard visibleFooters[section] == nil else { continue }
        let view = source.footerView(inSection: section) as? TerminalView ?? noteFooter(section)
        visibleFooters[section] = view
        source.send(.willDisplayFooter(view, section: section))
      case .tableHeader:
        guard visibleTableHeader == nil else { continue }
        visibleTableHeader = source.tableHeaderView() as? TerminalView
      case .tableFooter:
        guard visibleTableFooter == nil else { continue }
        visibleTableFooter = source.tableFooterView() as? TerminalView
      }
    }
  }

  private func titleHeader(_ section: Int) -> TerminalView {
    let view = TitleHeaderView()
    view.title = dataSource?.headerTitle(inSection: section) ?? ""
    return view
  }

  private func noteFooter(_ section: Int) -> TerminalView {
    let view = NoteFooterView()
    view.note = dataSource?.footerTitle(inSection: section) ?? ""
    return view
  }

  func enqueue(_ view: TerminalView, role: TableViewRole) {
    // The host's own title views have no identifier and are not reused (as UIKit's).
    guard let identifier = view.reuseIdentifier else { return }
    if let cell = view as? TerminalTableCell {
      cell.isSelected = false
      cell.isFocused = false
    }
    reuseQueues[ReuseKey(role: role, identifier: identifier), default: []].append(view)
  }

  // MARK: Reloading

  /// Drops every view into its reuse queue, forgets measured heights and the selection, and asks
  /// the data source for everything again when the table is next read or drawn: a burst of
  /// reloads costs one layout. The focus stays on the nearest row. Traps inside a batch update,
  /// as `UITableView` does.
  package func reloadData() {
    precondition(!isUpdating, "reloadData() must not be called inside a batch update")
    reloadCount += 1
    // UIKit reads the counts again at once (its `numberOfRows(inSection:)` answers the new
    // count right after `reloadData()`); the views and heights wait for the next layout.
    observe(.reload)
    // A burst of reloads (rows added one by one off screen) finds nothing shown after the
    // first: the views are only sent back when there are some.
    if !visibleCells.isEmpty || !visibleHeaders.isEmpty || !visibleFooters.isEmpty {
      for (_, cell) in visibleCells { enqueue(cell, role: .cell) }
      for (_, view) in visibleHeaders { enqueue(view, role: .headerFooter) }
      for (_, view) in visibleFooters { enqueue(view, role: .headerFooter) }
      visibleCells.removeAll()
      visibleHeaders.removeAll()
      visibleFooters.removeAll()
    }
    dropTableHeaderAndFooterViews()
    if !measuredHeights.isEmpty { measuredHeights.removeAll() }
    indexPathForSelectedRow = nil
    // As UIKit, the layout waits until something needs it: a burst of reloads (rows added
    // one by one off screen) costs one layout, not one per reload.
    needsLayout = true
    if let oldFocus = focusedIndexPath {
      focusedIndexPath = nil
      restoreFocus(near: oldFocus)
    }
  }

  /// Sends the table header and footer views back to their queues; the next layout asks for
  /// them (and their heights) again.
  func dropTableHeaderAndFooterViews() {
    if let view = visibleTableHeader { enqueue(view, role: .tableHeaderFooter) }
    if let view = visibleTableFooter { enqueue(view, role: .tableHeaderFooter) }
    visibleTableHeader = nil
    visibleTableFooter = nil
  }
}
