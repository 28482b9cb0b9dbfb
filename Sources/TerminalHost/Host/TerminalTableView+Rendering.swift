import ComponentTable

extension TerminalTableView {
  /// The viewport as plain text: one string per line, trailing spaces removed, at most
  /// `height` lines (fewer when the content is shorter).
  public func render() -> [String] {
    viewportLines().map { line in
      let text = TerminalText.strip(TerminalText.truncate(line.text, toWidth: width))
      return String(text.reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  /// The lines in the viewport as the views drew them (styles included, not cut to the width),
  /// each with the item it belongs to and its line within that item; a view that drew fewer
  /// lines than its height gets empty ones.
  func viewportLines() -> [(text: String, item: TerminalLayout.Item, lineInItem: Int)] {
    layoutIfNeeded()
    var lines: [(text: String, item: TerminalLayout.Item, lineInItem: Int)] = []
    lines.reserveCapacity(height)
    for frame in layout.frames(inViewportAt: contentOffset, height: height) {
      let content = view(for: frame.item)?.render(width: width) ?? []
      for line in 0..<frame.height {
        let y = frame.y + line
        guard y >= contentOffset, y < contentOffset + height else { continue }
        lines.append((line < content.count ? content[line] : "", frame.item, line))
      }
    }
    return lines
  }

  func view(for item: TerminalLayout.Item) -> TerminalView? {
    switch item {
    case .row(let path): return visibleCells[path]
    case .header(let section): return visibleHeaders[section]
    case .footer(let section): return visibleFooters[section]
    case .tableHeader: return visibleTableHeader
    case .tableFooter: return visibleTableFooter
    }
  }
}
