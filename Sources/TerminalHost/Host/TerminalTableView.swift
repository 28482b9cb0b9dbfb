import ComponentTable
import Foundation

/// A table view for terminals, and the headless host tests drive: it renders what its engine
/// describes into a viewport of lines, with a keyboard focus.
///
/// It asks the engine for counts and heights, and for views only for what is in its viewport;
/// a view is made for a row when the row comes into view and dropped when it leaves. Selection
/// goes will-select → did-select; the table deselects the row when the engine's answer says it
/// does not stay selected. Heights are in lines and the width in display columns.
@MainActor
public final class TerminalTableView: TableHost {
  // The properties marked `@exclusivity(unchecked)` are touched on every reload and layout, only
  // on the main actor and never lent out `inout`, so the runtime check cannot fire; it costs
  // table-bench's build row (3,000 reloads) about 2% per property, and its scroll row 5% for
  // `visibleCells`.

  /// The data source this table shows (usually a `TableEngine`'s); the table keeps it alive.
  package internal(set) var dataSource: (any TableViewDataSource)?

  /// The engine whose table this table shows, or `nil` when its data source is not an
  /// engine's.
  public var engine: TableEngine? { (dataSource as? TableEngineDataSource)?.engine }

  /// The width in display columns; changing it lays the table out again.
  public var width: Int {
    didSet { if width != oldValue { sizeChanged(dropsMeasuredHeights: true) } }
  }

  /// The height of the viewport in lines.
  public var height: Int {
    didSet { if height != oldValue { sizeChanged(dropsMeasuredHeights: false) } }
  }

  /// Whether the table counts as on screen; off screen, the engine reloads instead of
  /// sending batch updates.
  @exclusivity(unchecked) package var isOnScreen = true
  /// What an engine made for this table reports the calls it makes of it to (the package's
  /// tests hold them to UIKit's rules); a pushed screen's engine gets the same observer.
  package var callObserver: (any HostCallObserver)?

  /// Whether a blank line keeps a section without a header apart from the one above, as a
  /// grouped table's gap does; `false` for a plain screen (`TableStyle.plain`).
  package var separatesSections = true {
    didSet { needsLayout = true }
  }

  /// Every message the engine announced (why a change was refused or failed), in order.
  public internal(set) var announcements: [String] = []
  /// The last announcement, shown on the app's status line until the next key.
  var unreadAnnouncement: String?
  /// How many batch updates the table applied.
  package internal(set) var appliedUpdateCount = 0
  /// The batch update the table applied last, if any.
  package internal(set) var lastAppliedUpdate: TableBatchUpdate?
  /// How many times the table reloaded everything.
  @exclusivity(unchecked) package internal(set) var reloadCount = 0

  /// The vertical scroll position: the content line at the top of the viewport.
  public internal(set) var contentOffset = 0
  /// The selected row, if any.
  @exclusivity(unchecked) public internal(set) var indexPathForSelectedRow: IndexPath?
  /// The row with the keyboard focus, if any.
  @exclusivity(unchecked) public internal(set) var focusedIndexPath: IndexPath?

  var registeredClasses: [TableViewRole: [String: TerminalView.Type]] = [:]
  var layout = TerminalLayout()
  var needsLayout = true
  @exclusivity(unchecked) var visibleCells: [IndexPath: TerminalTableCell] = [:]
  /// The views of the headers and footers in the viewport, the table's own included.
  @exclusivity(unchecked) var visibleDecorations: [TerminalLayout.Item: TerminalView] = [:]
  /// One view per cell identifier that measures rows of automatic height.
  var sizingViews: [String: TerminalView] = [:]
  @exclusivity(unchecked) var measuredHeights: [IndexPath: Int] = [:]
  var isUpdating = false
  /// Set by a resize: the next layout scrolls the focused row into view, since rows above it
  /// may have grown or the viewport shrunk under it.
  var scrollsFocusIntoViewAfterLayout = false

  /// A table `width` columns wide showing `height` lines.
  public init(width: Int = 80, height: Int = 24) {
    self.width = max(1, width)
    self.height = max(1, height)
  }

  // Closures the rows captured may hold the data source in a cycle (a selection closure that
  // captured the engine); telling it the table is gone breaks that cycle.
  #if compiler(>=6.2)
    isolated deinit {
      dataSource?.send(.disappear)
    }
  #else
    // Before Swift 6.2 a deinit cannot be isolated; a table is released on the main actor.
    deinit {
      MainActor.assumeIsolated { dataSource?.send(.disappear) }
    }
  #endif

  private func sizeChanged(dropsMeasuredHeights: Bool) {
    // A self-sized row's height belongs to the width it was measured at.
    if dropsMeasuredHeights { measuredHeights.removeAll() }
    needsLayout = true
    scrollsFocusIntoViewAfterLayout = true
  }

  // MARK: TableHost

  package func attach(_ dataSource: any TableViewDataSource) {
    self.dataSource = dataSource
    reloadData()
  }

  /// The classes rows described by their data are drawn with: the terminal's built-in rows and
  /// the app's own (``ViewCatalog/terminal``), unless a test gives another catalog before an
  /// engine is made for the table.
  package var views: ViewCatalog = .terminal

  /// Registers `viewClass`, which must be a ``TerminalTableCell`` (cells), a
  /// ``TerminalHeaderFooterView`` (section headers and footers) or any ``TerminalView`` (the
  /// table header and footer).
  package func register(
    _ viewClass: AnyObject.Type, forReuseIdentifier identifier: String, role: TableViewRole
  ) throws(TableError) {
    let (terminalClass, kind): (TerminalView.Type?, String) =
      switch role {
      case .cell: (viewClass as? TerminalTableCell.Type, "rows with TerminalTableCell")
      case .headerFooter:
        (viewClass as? TerminalHeaderFooterView.Type, "headers and footers with TerminalHeaderFooterView")
      case .tableHeaderFooter: (viewClass as? TerminalView.Type, "the table header and footer with TerminalView")
      }
    guard let terminalClass else {
      throw .unsupportedViewClass(
        viewClass: String(reflecting: viewClass), role: role, reason: "the terminal host shows \(kind) subclasses")
    }
    registeredClasses[role, default: [:]][identifier] = terminalClass
  }

  /// A new view of the class registered under `identifier`: the terminal keeps no views
  /// off screen. Traps when nothing is registered under `identifier`.
  package func dequeueReusableView(withIdentifier identifier: String, role: TableViewRole) -> AnyObject {
    guard let viewClass = registeredClasses[role]?[identifier] else {
      preconditionFailure(
        "unable to dequeue a \(role) with identifier \(identifier) - must register a class for the identifier")
    }
    return viewClass.init()
  }

  package var availableWidth: CGFloat { CGFloat(width) }

  package func visibleView(forRowAt indexPath: IndexPath) -> AnyObject? { visibleCells[indexPath] }

  package func reconfigureHeadersAndFooters(inSections sections: [Int]) {
    guard let dataSource else { return }
    for section in sections {
      if let view = visibleDecorations[.header(section)] { dataSource.reconfigure(view, of: .header(section)) }
      if let view = visibleDecorations[.footer(section)] { dataSource.reconfigure(view, of: .footer(section)) }
    }
  }

  package func reloadTableHeaderAndFooter() {
    visibleDecorations[.tableHeader] = nil
    visibleDecorations[.tableFooter] = nil
    needsLayout = true
  }

  /// Nothing to do: the table header and footer are measured at every layout.
  package func tableHeaderAndFooterNeedLayout() {}

  /// Nothing to do: the index titles are read each time they are shown.
  package func reloadSectionIndexTitles() {}

  package func invalidateLayout() {
    // UIKit lays out again through an empty batch update.
    measuredHeights.removeAll()
    needsLayout = true
  }

  /// Records `message` in ``announcements``; a `TerminalTableApp` shows it on its status line
  /// until the next key (and says it, in screen-reader mode).
  package func announce(_ message: String) {
    announcements.append(message)
    unreadAnnouncement = message
  }

  /// Drops every view, the measured heights and the selection, and asks the data source for
  /// everything again at the next layout, so a burst of reloads costs one layout. The focus
  /// stays at its place, else on the last row before it. Traps inside a batch update, as
  /// `UITableView` does.
  package func reloadData() {
    precondition(!isUpdating, "reloadData() must not be called inside a batch update")
    reloadCount += 1
    if !visibleCells.isEmpty { visibleCells.removeAll() }
    if !visibleDecorations.isEmpty { visibleDecorations.removeAll() }
    if !measuredHeights.isEmpty { measuredHeights.removeAll() }
    indexPathForSelectedRow = nil
    needsLayout = true
    if let focused = focusedIndexPath { restoreFocus(near: focused) }
  }

  // MARK: Reading what is on screen

  /// The view above all sections, if it is in the viewport.
  public var tableHeaderView: TerminalView? { laidOutView(of: .tableHeader) }

  /// The view below all sections, if it is in the viewport.
  public var tableFooterView: TerminalView? { laidOutView(of: .tableFooter) }

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
  public func headerView(forSection section: Int) -> TerminalView? { laidOutView(of: .header(section)) }

  /// The footer view of `section`, if it is in the viewport.
  public func footerView(forSection section: Int) -> TerminalView? { laidOutView(of: .footer(section)) }

  private func laidOutView(of item: TerminalLayout.Item) -> TerminalView? {
    layoutIfNeeded()
    return view(of: item)
  }

  /// The height of everything, in lines.
  package var contentHeight: Int {
    layoutIfNeeded()
    return layout.contentHeight
  }

  /// What a screen reader says about the row at `indexPath`: the description its component
  /// gives, read as VoiceOver reads it, else the text its view shows. `nil` for a position
  /// that is not a row.
  public func spokenText(forRowAt indexPath: IndexPath) -> String? {
    guard let dataSource, indexPath.count == 2, (0..<dataSource.numberOfSections).contains(indexPath.section),
      (0..<dataSource.numberOfRows(inSection: indexPath.section)).contains(indexPath.row)
    else { return nil }
    if let engine, let description = try? engine.accessibilityDescription(forRowAt: indexPath) {
      return description.spokenText(in: engine.accessibilityWords)
    }
    guard let cell = cellForRow(at: indexPath) else { return nil }
    let text = cell.render(width: width).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: ", ")
    return text.isEmpty ? nil : text
  }

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

  /// Selects the row at `indexPath` as a key press would, if the row can be activated
  /// (`rowToSelect(at:controlsReachable:)`): will-select (which may redirect or refuse), then
  /// did-select; the previously selected row is deselected first.
  public func selectRow(at indexPath: IndexPath) {
    layoutIfNeeded()
    // Keys reach rows, never a row's own controls: a row a key can activate is selectable.
    guard let source = dataSource, layout.frame(ofRowAt: indexPath) != nil,
      let target = source.rowToSelect(at: indexPath, controlsReachable: false)
    else { return }
    if let previous = indexPathForSelectedRow, previous != target {
      indexPathForSelectedRow = nil
      source.send(.deselect(previous))
    }
    indexPathForSelectedRow = target
    // The row the engine asks to deselect is the one selected now: its closure may have moved it.
    if !source.send(.select(target)) { indexPathForSelectedRow = nil }
  }
}

// The engine and the navigator take any host inside the package; outside it, these are the
// public ways to put screens in a terminal table.

extension TableEngine {
  /// An engine showing its sections in `table`; `delegate` hears selection, display and
  /// scrolling. The table keeps the engine alive for as long as the table lives.
  public convenience init(host table: TerminalTableView, delegate: (any TableEngineDelegate)? = nil) {
    self.init(host: table as any TableHost, delegate: delegate)
  }
}

extension TableNavigator {
  /// A stack holding `root`, each screen shown in a terminal table `makeTable` makes; it is
  /// called again with every screen pushed and must return a new table each time.
  ///
  /// - Throws: The navigator's error when `root` is on another stack or the engine refuses its
  ///   sections.
  public convenience init(
    root: TableScreen, makeTable: @escaping @MainActor (TableScreen) throws(TableError) -> TerminalTableView
  ) throws(TableError) {
    try self.init(root: root) { (screen: TableScreen) throws(TableError) -> any TableHost in try makeTable(screen) }
  }
}
