import ComponentTable
import Foundation

/// A table view for terminals, and the headless host tests drive: it keeps `UITableView`'s
/// contract wherever the engine could tell the difference.
///
/// - It asks the engine for counts and heights, and for views only for what is in its viewport.
/// - Views that leave the viewport go back to a reuse queue per identifier; a dequeue returns a
///   queued view (after `prepareForReuse()`) or a new instance of the registered class, and
///   dequeuing an unregistered identifier traps with UIKit's message.
/// - Selection goes will-select → did-select; the table deselects the row when the engine's
///   answer says it does not stay selected.
///
/// Heights are in lines and the width in display columns.
@MainActor
public final class TerminalTableView: TableHost {
  /// The data source this table shows (usually a `TableEngine`'s `TableEngineDataSource`);
  /// the table keeps it alive.
  // Set when a data source attaches and read on every reload and layout, on the main actor,
  // never lent out `inout`: its runtime exclusivity check (a runtime call a read) cannot fire.
  @exclusivity(unchecked) package internal(set) var dataSource: (any TableViewDataSource)?

  /// The engine whose table this table shows, or `nil` when its data source is not an
  /// engine's.
  public var engine: TableEngine? { (dataSource as? TableEngineDataSource)?.engine }

  /// The width in display columns; changing it lays the table out again and, through the
  /// engine's cache, drops heights computed for the old width.
  public var width: Int {
    didSet {
      guard width != oldValue else { return }
      // A self-sized row's height belongs to the width it was measured at.
      measuredHeights.removeAll()
      setNeedsLayout()
      scrollsFocusIntoViewAfterLayout = true
    }
  }

  /// The height of the viewport in lines.
  public var height: Int {
    didSet {
      guard height != oldValue else { return }
      setNeedsLayout()
      scrollsFocusIntoViewAfterLayout = true
    }
  }

  /// Whether the table counts as on screen; off screen, the engine reloads instead of
  /// sending batch updates (as on UIKit with `window == nil`).
  // Read by the engine on every change; a plain flag never lent out `inout`, so its runtime
  // exclusivity check cannot fire.
  @exclusivity(unchecked) package var isOnScreen = true
  /// Sees every call that relies on the data source's counts (the package's tests hold them to
  /// UIKit's rules); a pushed screen's table gets the same observer.
  package var observer: (any TerminalTableObserver)?

  /// Every message the engine announced (why a change was refused or failed), in order: what
  /// VoiceOver would have said, for tests.
  public internal(set) var announcements: [String] = []
  /// The last announcement not yet shown past a key: the app's status line shows it until the
  /// next key.
  var unreadAnnouncement: String?

  /// Every batch update applied, in order (for tests that check what the engine sent).
  package internal(set) var appliedUpdates: [TableBatchUpdate] = []

  /// How many times the table reloaded everything.
  @exclusivity(unchecked) package internal(set) var reloadCount = 0

  /// How many views the table created (not dequeued from a reuse queue), per role.
  package internal(set) var createdViewCount: [TableViewRole: Int] = [:]

  /// The vertical scroll position: the content line at the top of the viewport.
  public internal(set) var contentOffset = 0

  /// The selected row, if any.
  @exclusivity(unchecked) public internal(set) var indexPathForSelectedRow: IndexPath?

  /// The row with the keyboard focus, if any.
  @exclusivity(unchecked) public internal(set) var focusedIndexPath: IndexPath?

  var registeredClasses: [ReuseKey: TerminalView.Type] = [:]
  var reuseQueues: [ReuseKey: [TerminalView]] = [:]
  var layout = TerminalLayout()
  // The state every reload and layout reads and writes is main-actor isolated and never lent
  // out `inout` across calls, so its runtime exclusivity checks (a runtime call each, several
  // per reload) could never find a conflict: a table built row by row off screen
  // reloads after every row.
  @exclusivity(unchecked) var needsLayout = true
  /// Whether the pending layout is only a batch update's: its views already follow the model,
  /// so another batch right after it need not lay out the table in between.
  var layoutPendingAfterBatch = false
  @exclusivity(unchecked) var visibleCells: [IndexPath: TerminalTableCell] = [:]
  @exclusivity(unchecked) var visibleHeaders: [Int: TerminalView] = [:]
  @exclusivity(unchecked) var visibleFooters: [Int: TerminalView] = [:]
  @exclusivity(unchecked) var visibleTableHeader: TerminalView?
  @exclusivity(unchecked) var visibleTableFooter: TerminalView?
  /// Prototype views used to measure rows of automatic height, one per identifier.
  var sizingViews: [ReuseKey: TerminalView] = [:]
  @exclusivity(unchecked) var measuredHeights: [IndexPath: Int] = [:]
  @exclusivity(unchecked) var isUpdating = false
  /// Set by a resize: the next layout scrolls the focused row into view, since rows above it
  /// may have grown (wrapping at a narrower width) or the viewport shrunk under it.
  var scrollsFocusIntoViewAfterLayout = false

  /// A table `width` columns wide showing `height` lines.
  public init(width: Int = 80, height: Int = 24) {
    self.width = max(1, width)
    self.height = max(1, height)
  }

  // The table's data source may be held in a cycle by closures its rows captured (a selection
  // closure that captured the engine); telling it the table is gone breaks that cycle.
  #if compiler(>=6.2)
    isolated deinit {
      dataSource?.send(.disappear)
    }
  #else
    // Before Swift 6.2 a deinit cannot be isolated (SE-0371). A table lives and is released on
    // the main actor, as every host; `assumeIsolated` checks that rather than assuming it.
    deinit {
      MainActor.assumeIsolated { dataSource?.send(.disappear) }
    }
  #endif

  // MARK: TableHost

  /// Makes `dataSource` the data source and keeps it alive for as long as the table lives,
  /// then reloads.
  package func attach(_ dataSource: any TableViewDataSource) {
    self.dataSource = dataSource
    reloadData()
  }

  /// The classes rows described by their data are drawn with: the terminal's built-in rows and
  /// the app's own (``ViewCatalog/terminal``), unless a test gives another catalog before an
  /// engine is made for the table.
  package var views: ViewCatalog = .terminal

  /// Registers `viewClass` under `identifier` for `role`. Throws `TableError.unsupportedViewClass`
  /// unless the class is a ``TerminalTableCell`` subclass (for cells), a
  /// ``TerminalHeaderFooterView`` subclass (for section headers and footers) or any
  /// ``TerminalView`` subclass (for the table header and footer, as UIKit takes any view).
  package func register(
    _ viewClass: AnyObject.Type, forReuseIdentifier identifier: String, role: TableViewRole
  ) throws(TableError) {
    let (terminalClass, reason): (TerminalView.Type?, String) =
      switch role {
      case .cell:
        (viewClass as? TerminalTableCell.Type, "the terminal host shows rows with TerminalTableCell subclasses")
      case .headerFooter:
        (
          viewClass as? TerminalHeaderFooterView.Type,
          "the terminal host shows headers and footers with TerminalHeaderFooterView subclasses"
        )
      case .tableHeaderFooter:
        (
          viewClass as? TerminalView.Type,
          "the terminal host shows the table header and footer with TerminalView subclasses"
        )
      }
    guard let terminalClass else {
      throw .unsupportedViewClass(viewClass: String(reflecting: viewClass), role: role, reason: reason)
    }
    registeredClasses[ReuseKey(role: role, identifier: identifier)] = terminalClass
  }

  /// A view from the reuse queue of `identifier`, after its ``TerminalView/prepareForReuse()``,
  /// or a new instance of the registered class made with `init()` (counted in
  /// ``createdViewCount``). Traps, with UIKit's message, when nothing is registered under
  /// `identifier`.
  package func dequeueReusableView(withIdentifier identifier: String, role: TableViewRole) -> AnyObject {
    let key = ReuseKey(role: role, identifier: identifier)
    if let view = reuseQueues[key]?.popLast() {
      view.prepareForReuse()
      return view
    }
    guard let viewClass = registeredClasses[key] else {
      preconditionFailure(
        "unable to dequeue a \(role) with identifier \(identifier) - must register a class for the identifier")
    }
    let view = viewClass.init()
    view.reuseIdentifier = identifier
    createdViewCount[role, default: 0] += 1
    return view
  }

  /// ``width`` as a `CGFloat`: rows are laid out, and their heights cached, for this many
  /// columns.
  package var availableWidth: CGFloat { CGFloat(width) }

  /// The cell showing the row at `indexPath`, if it is in the viewport. Unlike
  /// ``cellForRow(at:)``, it does not lay out first.
  package func visibleView(forRowAt indexPath: IndexPath) -> AnyObject? { visibleCells[indexPath] }
  /// Configures the headers and footers of `sections` in the viewport again; the next layout
  /// measures them. The screen reader reads their descriptions from the data source when it
  /// speaks them.
  package func reconfigureHeadersAndFooters(inSections sections: [Int]) {
    guard let dataSource else { return }
    for section in sections {
      if let view = visibleHeaders[section] { dataSource.reconfigureHeaderView(view, inSection: section) }
      if let view = visibleFooters[section] { dataSource.reconfigureFooterView(view, inSection: section) }
    }
  }

  /// Asks the data source for the table header and footer views and heights again, at the next
  /// layout.
  package func reloadTableHeaderAndFooter() {
    observe(.other("reloadTableHeaderAndFooter()"))
    dropTableHeaderAndFooterViews()
    setNeedsLayout()
  }

  /// Nothing to do: the table header and footer are measured at every layout, at the width of
  /// that layout.
  package func tableHeaderAndFooterNeedLayout() {
    observe(.other("tableHeaderAndFooterNeedLayout()"))
  }

  /// Nothing to do: the index titles are read from the data source each time they are shown
  /// (the `i` key of `TerminalTableController`).
  package func reloadSectionIndexTitles() {
    observe(.other("reloadSectionIndexTitles()"))
  }

  /// The view above all sections, if it is in the viewport.
  public var tableHeaderView: TerminalView? {
    layoutIfNeeded()
    return visibleTableHeader
  }

  /// The view below all sections, if it is in the viewport.
  public var tableFooterView: TerminalView? {
    layoutIfNeeded()
    return visibleTableFooter
  }

  /// Forgets the measured heights of self-sizing rows and lays out again when the table is next
  /// read or drawn.
  package func invalidateLayout() {
    // UIKit lays out again through an empty batch update.
    guard observe(.emptyBatch) else { return }
    measuredHeights.removeAll()
    setNeedsLayout()
  }

  // MARK: Reading what is on screen

  /// The index paths of the rows in the viewport, top to bottom.
  public var indexPathsForVisibleRows: [IndexPath] {
    layoutIfNeeded()
    return visibleCells.keys.sorted()
  }

  /// The view showing the row at `indexPath`, if it is in the viewport.
  public func cellForRow(at indexPath: IndexPath) -> TerminalTableCell? {
    layoutIfNeeded()
    return visibleCells[indexPath]
  }

  /// The header view of `section`, if it is in the viewport.
  public func headerView(forSection section: Int) -> TerminalView? {
    layoutIfNeeded()
    return visibleHeaders[section]
  }

  /// The footer view of `section`, if it is in the viewport.
  public func footerView(forSection section: Int) -> TerminalView? {
    layoutIfNeeded()
    return visibleFooters[section]
  }

  /// The height of everything, in lines.
  package var contentHeight: Int {
    layoutIfNeeded()
    return layout.contentHeight
  }

  /// The number of views waiting in reuse queues.
  package var queuedViewCount: Int { reuseQueues.values.reduce(0) { $0 + $1.count } }

  // MARK: Scrolling

  /// Scrolls so that content line `offset` is at the top, clamped to the content.
  public func scroll(toOffset offset: Int) {
    layoutIfNeeded()
    let clamped = clampedOffset(offset)
    guard clamped != contentOffset else { return }
    contentOffset = clamped
    updateVisibleViews()
    dataSource?.send(.scroll(to: CGFloat(contentOffset)))
  }

  /// Scrolls by `lines` (negative: up).
  package func scroll(by lines: Int) { scroll(toOffset: contentOffset + lines) }

  /// Scrolls down by one viewport, keeping one line of context.
  package func pageDown() { scroll(by: max(1, height - 1)) }

  /// Scrolls up by one viewport, keeping one line of context.
  package func pageUp() { scroll(by: -max(1, height - 1)) }

  /// Scrolls the least needed to show the whole row at `indexPath` (or its top, if it is taller
  /// than the viewport).
  public func scrollToRow(at indexPath: IndexPath) {
    layoutIfNeeded()
    guard let frame = layout.frame(ofRowAt: indexPath) else { return }
    if frame.y < contentOffset {
      scroll(toOffset: frame.y)
    } else if frame.y + frame.height > contentOffset + height {
      scroll(toOffset: min(frame.y, frame.y + frame.height - height))
    }
  }

  func clampedOffset(_ offset: Int) -> Int {
    max(0, min(offset, layout.contentHeight - height))
  }

  // MARK: Selection

  /// Selects the row at `indexPath` as a tap would, if the row can be activated
  /// (`RowInteraction.isActivatable`): will-select (which may redirect or refuse), then
  /// did-select; the previously selected row is deselected with did-deselect.
  public func selectRow(at indexPath: IndexPath) {
    layoutIfNeeded()
    // A key activates the focused row here: rows that a tap would not select do nothing,
    // except those whose selection stands in for their control (`RowInteraction`).
    guard let source = dataSource, layout.frame(ofRowAt: indexPath) != nil,
      source.interaction(forRowAt: indexPath).isActivatable,
      let target = source.willSelectRow(at: indexPath)
    else { return }
    if let previous = indexPathForSelectedRow, previous != target {
      indexPathForSelectedRow = nil
      visibleCells[previous]?.isSelected = false
      source.send(.deselect(previous))
    }
    indexPathForSelectedRow = target
    visibleCells[target]?.isSelected = true
    // The row the engine asks to deselect is the one selected now: its closure may have moved it.
    if !source.send(.select(target)), let selected = indexPathForSelectedRow {
      indexPathForSelectedRow = nil
      visibleCells[selected]?.isSelected = false
    }
  }
}
