import ComponentTable

extension TerminalTableView {
  /// The viewport as plain text: one string per line, trailing spaces removed, at most
  /// `height` lines (fewer when the content is shorter).
  public func render() -> [String] {
    layoutIfNeeded()
    var lines: [String] = []
    for frame in layout.frames(inViewportAt: contentOffset, height: height) {
      let content = view(for: frame.item)?.render(width: width) ?? []
      for line in 0..<frame.height {
        let y = frame.y + line
        guard y >= contentOffset, y < contentOffset + height else { continue }
        let text = line < content.count ? TerminalText.strip(TerminalText.truncate(content[line], toWidth: width)) : ""
        lines.append(String(text.reversed().drop(while: { $0 == " " }).reversed()))
      }
    }
    return lines
  }

  func view(for item: TerminalLayout.Item) -> TerminalView? {
    switch item {
    case .row(let path): return visibleCells[path]
    case .header(let section): return visibleHeaders[section]
    case .footer(let section): return visibleFooters[section]
    }
  }
}
