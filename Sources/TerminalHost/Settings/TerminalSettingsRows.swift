import ComponentTable

// How the terminal draws the built-in rows. Each shows its data on one line (a text row with a
// subtitle on two); accessories use characters that every terminal font has.

/// The title, and the subtitle dimmed under it; each cut with an ellipsis when it does not fit.
extension TextRowData: TerminalDrawnRow {
  package func terminalLines(width: Int) -> [String] {
    let line = TerminalRowLine.make(title: title, width: width)
    guard let subtitle else { return [line] }
    return [
      line,
      TerminalText.styled(TerminalText.oneLine(subtitle).truncated(toWidth: width), .dim),
    ]
  }

  /// One line, two with a subtitle.
  package func terminalHeight(width: Int) -> ComponentHeight { .fixed(subtitle == nil ? 1 : 2) }
}

/// The title on the left, the value (and `›` for a disclosure row) on the right.
extension ValueRowData: TerminalDrawnRow {
  package func terminalLines(width: Int) -> [String] {
    TerminalRowLine.lines(
      title: title, control: TerminalText.oneLine(value), accessory: showsDisclosure ? "›" : "", status: status,
      width: width)
  }
}

/// The title on the left, `[ on]` or `[off]` on the right.
extension SwitchRowData: TerminalDrawnRow {
  package func terminalLines(width: Int) -> [String] {
    let state = isOn ? TerminalText.styled("[ on]", .accent) : "[off]"
    return TerminalRowLine.lines(title: title, control: state, status: status, width: width)
  }
}

/// The title on the left, `✓` on the right when checked.
extension CheckmarkRowData: TerminalDrawnRow {
  package func terminalLines(width: Int) -> [String] {
    let mark = isChecked ? TerminalText.styled("✓", .accent) : ""
    return TerminalRowLine.lines(title: title, control: mark, status: status, width: width)
  }
}

/// The title in the accent colour, or red when destructive; while its action runs, the title
/// uncoloured (it does not act) with `RowStatusText.inProgress` on the right, and after the
/// action failed, the message under it.
extension ButtonRowData: TerminalDrawnRow {
  package func terminalLines(width: Int) -> [String] {
    guard status != .pending else {
      let marker = "\(TerminalRowLine.pendingMarker) \(TerminalText.oneLine(RowStatusText.inProgress))"
      return [TerminalRowLine.make(title: title, trailing: TerminalText.styled(marker, .dim), width: width)]
    }
    let line = TerminalText.oneLine(title).truncated(toWidth: width)
    return [TerminalText.styled(line, role == .destructive ? .red : .accent)]
      + TerminalRowLine.statusLines(status, width: width)
  }
}

/// The title on the left, `− value +` on the right; a sign is dimmed at its end of the range.
extension StepperRowData: TerminalDrawnRow {
  package func terminalLines(width: Int) -> [String] {
    let minus = canStepDown ? "−" : TerminalText.styled("−", .dim)
    let plus = canStepUp ? "+" : TerminalText.styled("+", .dim)
    return TerminalRowLine.lines(title: title, control: "\(minus) \(valueText) \(plus)", status: status, width: width)
  }
}
