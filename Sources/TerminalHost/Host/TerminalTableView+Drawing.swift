import ComponentTable

extension TerminalTableView {
  /// The viewport as plain text: one string per line, trailing spaces removed, at most
  /// `height` lines (fewer when the content is shorter).
  public func render() -> [String] {
    viewportLines().map { line in
      let text = line.text.truncated(toWidth: width, ellipsis: nil).removingEscapeSequences()
      return String(text.reversed().drop(while: { $0 == " " }).reversed())
    }
  }

  /// The lines in the viewport as the views drew them (styles included, not cut to the width),
  /// each with the item it belongs to and its line within that item; a view that drew fewer
  /// lines than its height gets empty ones.
  private func viewportLines() -> [(text: String, item: TerminalLayout.Item, lineInItem: Int)] {
    layoutIfNeeded()
    var lines: [(text: String, item: TerminalLayout.Item, lineInItem: Int)] = []
    lines.reserveCapacity(height)
    for frame in layout.frames(inViewportAt: contentOffset, height: height) {
      let item = frame.item
      let content = view(of: item)?.render(width: width) ?? []
      for line in max(0, contentOffset - frame.y)..<min(frame.height, contentOffset + height - frame.y) {
        lines.append((line < content.count ? content[line] : "", item, line))
      }
    }
    return lines
  }

  /// The whole screen of the table: `height` lines, each `width + 2` columns — a gutter that
  /// marks the focused row with `›`, the content, and a scroll indicator on the right when the
  /// content is taller than the viewport.
  ///
  /// - Parameter styled: With `true`, lines carry ANSI styles (the focused row inverted,
  ///   disabled rows and the indicator dimmed, each row's accent in its tint) for a real
  ///   terminal; with `false`, plain text.
  package func renderScreen(styled: Bool) -> [String] {
    layoutIfNeeded()
    // The scroll indicator: a thumb whose size and position show the viewport's share and place
    // in the content; blank when everything fits.
    let total = layout.contentHeight
    let thumb = total > height ? max(1, height * height / total) : 0
    let maxOffset = total - height
    let thumbStart = maxOffset > 0 ? (contentOffset * (height - thumb) + maxOffset / 2) / maxOffset : 0
    func indicator(_ line: Int) -> String {
      guard thumb > 0 else { return " " }
      if line >= thumbStart && line < thumbStart + thumb { return "┃" }
      return styled ? TerminalText.styled("│", .dim) : "│"
    }
    var lines: [String] = []
    lines.reserveCapacity(height)
    // Whether the row of the line being drawn is disabled, and its tint, asked once per row,
    // not per line.
    var drawnRow: (path: IndexPath, isDisabled: Bool, tint: TableColor?)?
    for line in viewportLines() {
      var isFocused = false
      var isDisabled = false
      var tint: TableColor?
      if case .row(let path) = line.item {
        isFocused = path == focusedIndexPath
        if drawnRow?.path != path {
          let state = dataSource?.rowState(at: path)
          drawnRow = (path, state?.availability.isEnabled == false, styled ? state?.tint : nil)
        }
        isDisabled = drawnRow?.isDisabled ?? false
        tint = drawnRow?.tint
      }
      var text = line.text.truncated(toWidth: width, ellipsis: nil).padded(toWidth: width)
      // The focused row is drawn inverted and plain: its own styles would end the inversion.
      // A disabled row is drawn dimmed and plain, as UIKit dims a disabled cell's colours.
      // Any other row draws its accent in its tint (`RowState.tint`).
      if !styled || isFocused || isDisabled {
        text = text.removingEscapeSequences()
      } else if let tint {
        text = TerminalText.tinted(text, tint)
      }
      if styled, isFocused || isDisabled {
        text = TerminalText.styled(text, isFocused ? (isDisabled ? .dimInverse : .inverse) : .dim)
      }
      let gutter = isFocused && line.lineInItem == 0 ? "›" : " "
      lines.append(gutter + text + indicator(lines.count))
    }
    while lines.count < height {
      lines.append(" " + String(repeating: " ", count: width) + indicator(lines.count))
    }
    return lines
  }
}
