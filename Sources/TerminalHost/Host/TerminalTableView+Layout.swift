import ComponentTable
import Foundation

extension TerminalTableView {
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
    let columns = CGFloat(width)
    // Headers, footers and the table header and footer of automatic height take their estimate.
    func lines(_ height: ComponentHeight) -> Int {
      switch height {
      case .fixed(let value): Int(value.rounded(.up))
      case .automatic(let estimate): max(1, Int(estimate.rounded(.up)))
      }
    }
    return TerminalLayout(
      tableHeader: source.height(of: .tableHeader, width: columns).map(lines) ?? 0,
      sectionCount: source.numberOfSections,
      rowCount: { source.numberOfRows(inSection: $0) },
      header: { section in
        if let height = source.height(of: .header(section), width: columns) { return lines(height) }
        // A blank line keeps a section without a header apart from the one above, as the
        // grouped style's spacing does; a title takes a spacer line and its own.
        return source.headerTitle(inSection: section) != nil ? 2 : section > 0 ? 1 : 0
      },
      row: { section, row in
        switch source.heightForRow(inSection: section, row: row, width: columns) {
        case .fixed(let value): Int(value.rounded(.up))
        case .automatic: measuredHeight(ofRowAt: IndexPath(row: row, section: section), source: source)
        }
      },
      footer: { section in
        if let height = source.height(of: .footer(section), width: columns) { return lines(height) }
        return source.footerTitle(inSection: section).map { NoteFooterView.lines(of: $0, width: width).count } ?? 0
      },
      tableFooter: source.height(of: .tableFooter, width: columns).map(lines) ?? 0)
  }

  /// The height of a self-sizing row: its view's fitting height, measured once per width with a
  /// view kept per identifier for measuring (UIKit's self-sizing).
  private func measuredHeight(ofRowAt path: IndexPath, source: any TableViewDataSource) -> Int {
    if let measured = measuredHeights[path] { return measured }
    let identifier = source.reuseIdentifierForRow(at: path)
    guard let prototype = sizingViews[identifier] ?? registeredClasses[.cell]?[identifier]?.init() else { return 1 }
    sizingViews[identifier] = prototype
    source.reconfigure(prototype, forRowAt: path)
    let measured = prototype.fittingHeight(width: width)
    measuredHeights[path] = measured
    return measured
  }

  /// Gives every item in the viewport a view and drops the views that left it, telling the
  /// engine about both.
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
    if !showsTableHeader { visibleTableHeader = nil }
    if !showsTableFooter { visibleTableFooter = nil }
    for (path, cell) in visibleCells where !rows.contains(path) {
      visibleCells[path] = nil
      source.send(.didEndDisplayingRow(cell, path))
    }
    for section in visibleHeaders.keys where !headers.contains(section) { visibleHeaders[section] = nil }
    for section in visibleFooters.keys where !footers.contains(section) { visibleFooters[section] = nil }
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
        let view =
          source.view(of: .header(section)) as? TerminalView
          ?? TitleHeaderView(title: source.headerTitle(inSection: section) ?? "")
        visibleHeaders[section] = view
        source.send(.willDisplayHeader(view, section: section))
      case .footer(let section):
        guard visibleFooters[section] == nil else { continue }
        let view =
          source.view(of: .footer(section)) as? TerminalView
          ?? NoteFooterView(note: source.footerTitle(inSection: section) ?? "")
        visibleFooters[section] = view
        source.send(.willDisplayFooter(view, section: section))
      case .tableHeader:
        if visibleTableHeader == nil { visibleTableHeader = source.view(of: .tableHeader) as? TerminalView }
      case .tableFooter:
        if visibleTableFooter == nil { visibleTableFooter = source.view(of: .tableFooter) as? TerminalView }
      }
    }
  }
}

/// The header the host draws for a plain `headerTitle`: a blank spacer line, then the title in
/// capitals by the rules of the app's language, as the UIKit host shows it.
@MainActor
final class TitleHeaderView: TerminalHeaderFooterView {
  private(set) var title = ""

  convenience init(title: String) {
    self.init()
    self.title = title
  }

  override func render(width: Int) -> [String] {
    [
      "",
      TerminalText.truncate(SectionTitleData(title: TerminalText.oneLine(title)).capitalsInAppLanguage, toWidth: width),
    ]
  }
}

/// The footer the host draws for a plain `footerTitle`: the note, wrapped to the width.
@MainActor
final class NoteFooterView: TerminalHeaderFooterView {
  private(set) var note = ""

  convenience init(note: String) {
    self.init()
    self.note = note
  }

  static func lines(of note: String, width: Int) -> [String] {
    TerminalText.wrap(TerminalText.lines(note), toWidth: width)
  }

  override func render(width: Int) -> [String] { Self.lines(of: note, width: width) }
}
