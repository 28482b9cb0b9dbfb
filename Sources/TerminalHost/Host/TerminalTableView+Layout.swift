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
      layout = makeLayout()
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
        // A title takes a spacer line and its own; sections that touch (a plain screen, or
        // `SectionSpacing.none`) take no blank line between them.
        if source.title(of: .header(section)) != nil { return 2 }
        return section > 0 && separatesSections && source.sectionSpacing != .none ? 1 : 0
      },
      row: { section, row in
        switch source.heightForRow(inSection: section, row: row, width: columns) {
        case .fixed(let value): Int(value.rounded(.up))
        case .automatic: measuredHeight(ofRowAt: IndexPath(row: row, section: section), source: source)
        }
      },
      footer: { section in
        if let height = source.height(of: .footer(section), width: columns) { return lines(height) }
        return source.title(of: .footer(section)).map {
          lines(FooterNoteData(text: $0).terminalHeight(width: Int(columns)))
        } ?? 0
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
    let visible = layout.frames(inViewportAt: contentOffset, height: height)
    var shown = Set<TerminalLayout.Item>()
    for frame in visible {
      // A row of no height shows nothing: it gets no view.
      if case .row = frame.item, frame.height == 0 { continue }
      shown.insert(frame.item)
    }
    for (path, cell) in visibleCells where !shown.contains(.row(path)) {
      visibleCells[path] = nil
      source.send(.didEndDisplayingRow(cell, path))
    }
    visibleDecorations = visibleDecorations.filter { shown.contains($0.key) }
    for frame in visible where shown.contains(frame.item) && view(of: frame.item) == nil {
      switch frame.item {
      case .row(let path):
        let cell = source.viewForRow(at: path) as! TerminalTableCell
        visibleCells[path] = cell
        source.send(.willDisplayRow(cell, path))
      case .header(let section):
        // A plain title is drawn as the built-in section title and note are.
        let view =
          source.view(of: .header(section)) as? TerminalView
          ?? TerminalBuiltInHeaderFooterView<SectionTitleData>.showing(
            SectionTitleData(title: source.title(of: .header(section)) ?? ""))
        visibleDecorations[frame.item] = view
        source.send(.willDisplayHeader(view, section: section))
      case .footer(let section):
        let view =
          source.view(of: .footer(section)) as? TerminalView
          ?? TerminalBuiltInHeaderFooterView<FooterNoteData>.showing(
            FooterNoteData(text: source.title(of: .footer(section)) ?? ""))
        visibleDecorations[frame.item] = view
        source.send(.willDisplayFooter(view, section: section))
      case .tableHeader: visibleDecorations[frame.item] = source.view(of: .tableHeader) as? TerminalView
      case .tableFooter: visibleDecorations[frame.item] = source.view(of: .tableFooter) as? TerminalView
      }
    }
  }

  /// The view showing `item`, if it is in the viewport.
  func view(of item: TerminalLayout.Item) -> TerminalView? {
    if case .row(let path) = item { return visibleCells[path] }
    return visibleDecorations[item]
  }
}

extension ComponentView where Self: TerminalView {
  static func showing(_ data: Data) -> Self {
    let view = Self()
    view.configure(with: data)
    return view
  }
}
