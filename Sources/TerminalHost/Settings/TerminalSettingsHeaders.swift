import ComponentTable

/// A blank line, then the title in capitals (by the rules of the app's language), dimmed: the
/// grouped table style of iOS settings.
extension SectionTitleData: TerminalDrawnRow {
  package func terminalLines(width: Int) -> [String] {
    let capitals = SectionTitleData(title: TerminalText.oneLine(title)).capitalsInAppLanguage
    return ["", TerminalText.styled(TerminalText.truncate(capitals, toWidth: width, ellipsis: true), .dim)]
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
      TerminalText.truncate("╭────╮", toWidth: width),
      TerminalText.truncate("│ \(TerminalText.pad(initials, toWidth: 2)) │ ", toWidth: width)
        + TerminalText.styled(TerminalText.truncate(TerminalText.oneLine(name), toWidth: room, ellipsis: true), .bold),
      TerminalText.truncate("╰────╯ ", toWidth: width)
        + TerminalText.styled(TerminalText.truncate(TerminalText.oneLine(detail), toWidth: room, ellipsis: true), .dim),
      "",
    ]
  }

  /// Four lines: the three of the card and a blank one.
  package func terminalHeight(width: Int) -> ComponentHeight { .fixed(4) }
}
