import ComponentTable
import Foundation

/// Shows `SectionTitleData`: a blank line, then the title in capitals, dimmed (the grouped
/// table style of iOS settings).
@MainActor
package final class TerminalSectionTitleView: TerminalHeaderFooterView, ComponentView {
  package private(set) var data = SectionTitleData(title: "")
  /// Shows `data`; the view draws it at the next render.
  package func configure(with data: SectionTitleData) { self.data = data }
  /// Two lines: a blank one and the title.
  package static func height(for data: SectionTitleData, width: CGFloat) -> ComponentHeight { .fixed(2) }
  /// A blank line, then the title in capitals (by the rules of the app's language), dimmed.
  package override func render(width: Int) -> [String] {
    [
      "",
      TerminalText.styled(
        TerminalText.truncate(
          SectionTitleData(title: TerminalText.oneLine(data.title)).capitalsInAppLanguage, toWidth: width,
          ellipsis: true), .dim),
    ]
  }
}

/// Shows `FooterNoteData`: the note wrapped to the width, dimmed. Its height follows the width.
@MainActor
package final class TerminalFooterNoteView: TerminalHeaderFooterView, ComponentView {
  package private(set) var data = FooterNoteData(text: "")
  /// Shows `data`; the view draws it at the next render.
  package func configure(with data: FooterNoteData) { self.data = data }
  /// As many lines as the note takes wrapped to `width`: one wrap of the text per
  /// width, since the engine caches the answer.
  package static func height(for data: FooterNoteData, width: CGFloat) -> ComponentHeight {
    .fixed(CGFloat(TerminalText.wrap(TerminalText.lines(data.text), toWidth: max(1, Int(width))).count))
  }
  /// The note wrapped to `width`, dimmed.
  package override func render(width: Int) -> [String] {
    TerminalText.wrap(TerminalText.lines(data.text), toWidth: width).map { TerminalText.styled($0, .dim) }
  }
}

/// Shows `ProfileCardData`: an avatar with the initials, the name in bold and the detail line.
@MainActor
package final class TerminalProfileCardView: TerminalHeaderFooterView, ComponentView {
  private var data = ProfileCardData(name: "", detail: "")
  /// Shows `data`; the view draws it at the next render.
  package func configure(with data: ProfileCardData) { self.data = data }
  /// Four lines: the three of the card and a blank one.
  package static func height(for data: ProfileCardData, width: CGFloat) -> ComponentHeight { .fixed(4) }
  /// The avatar box with the initials, the name in bold and the detail dimmed beside it,
  /// then a blank line.
  package override func render(width: Int) -> [String] {
    let initials = TerminalText.pad(data.initials, toWidth: 2)
    let room = max(0, width - 7)
    return [
      TerminalText.truncate("╭────╮", toWidth: width),
      TerminalText.truncate("│ \(initials) │ ", toWidth: width)
        + TerminalText.styled(
          TerminalText.truncate(TerminalText.oneLine(data.name), toWidth: room, ellipsis: true), .bold),
      TerminalText.truncate("╰────╯ ", toWidth: width)
        + TerminalText.styled(
          TerminalText.truncate(TerminalText.oneLine(data.detail), toWidth: room, ellipsis: true), .dim),
      "",
    ]
  }
}

extension ViewCatalog {
  /// The terminal host's catalog: it draws every built-in row (a switch as `[ on]`, a stepper
  /// as `− 3 +`, a section title in capitals…); register classes of your own in it once, before
  /// the first screen is shown.
  public static let terminal: ViewCatalog = {
    let catalog = ViewCatalog()
    catalog.register(TerminalTextCell.self)
    catalog.register(TerminalValueCell.self)
    catalog.register(TerminalSwitchCell.self)
    catalog.register(TerminalCheckmarkCell.self)
    catalog.register(TerminalButtonCell.self)
    catalog.register(TerminalTextFieldCell.self)
    catalog.register(TerminalStepperCell.self)
    catalog.register(TerminalSliderCell.self)
    catalog.register(TerminalSectionTitleView.self)
    catalog.register(TerminalFooterNoteView.self)
    catalog.register(TerminalProfileCardView.self)
    return catalog
  }()
}
