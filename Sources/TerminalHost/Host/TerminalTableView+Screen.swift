import ComponentTable

extension TerminalTableView {
  /// The whole screen of the table: `height` lines, each `width + 2` columns — a gutter that
  /// marks the focused row with `›`, the content, and a scroll indicator on the right when the
  /// content is taller than the viewport.
  ///
  /// - Parameter styled: With `true`, lines carry ANSI styles (the focused row inverted,
  ///   disabled rows and the indicator dimmed) for a real terminal; with `false`, plain text for
  ///   tests and pipes.
  package func renderScreen(styled: Bool) -> [String] {
    layoutIfNeeded()
    let indicator = scrollIndicator()
    var lines: [String] = []
    lines.reserveCapacity(height)
    // Whether the row of the line being drawn is disabled, asked once per row, not per line.
    var disabledRow: (path: IndexPath, isDisabled: Bool)?
    for line in viewportLines() {
      var isFocused = false
      var isDisabled = false
      if case .row(let path) = line.item {
        isFocused = path == focusedIndexPath
        if disabledRow?.path != path {
          disabledRow = (path, dataSource?.interaction(forRowAt: path).isEnabled == false)
        }
        isDisabled = disabledRow?.isDisabled ?? false
      }
      var text = TerminalText.pad(TerminalText.truncate(line.text, toWidth: width), toWidth: width)
      // The focused row is drawn inverted and plain: its own styles would end the inversion.
      // A disabled row is drawn dimmed and plain, as UIKit dims a disabled cell's colours.
      if !styled || isFocused || isDisabled { text = TerminalText.strip(text) }
      if styled, isFocused || isDisabled {
        text = TerminalText.styled(text, isFocused ? (isDisabled ? .dimInverse : .inverse) : .dim)
      }
      let gutter = isFocused && line.lineInItem == 0 ? "›" : " "
      lines.append(gutter + text + indicator(lines.count, styled))
    }
    while lines.count < height {
      lines.append(" " + String(repeating: " ", count: width) + indicator(lines.count, styled))
    }
    return lines
  }

  /// The character of the scroll indicator on each screen line: a thumb whose size and
  /// position show the viewport's share and place in the content; blank when everything fits.
  private func scrollIndicator() -> (Int, Bool) -> String {
    let total = layout.contentHeight
    guard total > height, height > 0 else { return { _, _ in " " } }
    let thumb = max(1, height * height / total)
    let travel = height - thumb
    let maxOffset = total - height
    let start = maxOffset == 0 ? 0 : (contentOffset * travel + maxOffset / 2) / maxOffset
    return { line, styled in
      let isThumb = line >= start && line < start + thumb
      if isThumb { return "┃" }
      return styled ? TerminalText.styled("│", .dim) : "│"
    }
  }
}
