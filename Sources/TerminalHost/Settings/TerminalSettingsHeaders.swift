import ComponentTable

/// A blank line, then the title in capitals (by the rules of the app's language), dimmed: the
/// grouped table style of iOS settings.
extension SectionTitleData: TerminalDrawnRow {
  package func terminalLines(width: Int) -> [String] {
    let capitals = SectionTitleData(title: TerminalText.oneLine(title)).capitalsInAppLanguage
    return ["", TerminalText.styled(capitals.truncated(toWidth: width), .dim)]
  }

  /// Two lines: a blank one and the title.
  package func terminalHeight(width: Int) -> ComponentHeight { .fixed(2) }
}

/// The note wrapped to the width, dimmed. Its height follows the width.
extension FooterNoteData: TerminalDrawnRow {
  package func terminalLines(width: Int) -> [String] {
    TerminalText.wrap(TerminalText.lines(text), toWidth: width).map { TerminalText.styled($0, .dim) }
  }

  /// As many lines as the note takes wrapped to `width`: one wrap of the text per width, since
  /// the engine caches the answer.
  package func terminalHeight(width: Int) -> ComponentHeight {
    .fixed(CGFloat(TerminalText.wrap(TerminalText.lines(text), toWidth: max(1, width)).count))
  }
}

/// The avatar box with the initials, the name in bold and the detail dimmed beside it, then a
/// blank line.
extension ProfileCardData: TerminalDrawnRow {
  package func terminalLines(width: Int) -> [String] {
    let room = max(0, width - 7)
    return [
      "╭────╮".truncated(toWidth: width, ellipsis: nil),
      "│ \(initials.padded(toWidth: 2)) │ ".truncated(toWidth: width, ellipsis: nil)
        + TerminalText.styled(TerminalText.oneLine(name).truncated(toWidth: room), .bold),
      "╰────╯ ".truncated(toWidth: width, ellipsis: nil)
        + TerminalText.styled(TerminalText.oneLine(detail).truncated(toWidth: room), .dim),
      "",
    ]
  }

  /// Four lines: the three of the card and a blank one.
  package func terminalHeight(width: Int) -> ComponentHeight { .fixed(4) }
}
