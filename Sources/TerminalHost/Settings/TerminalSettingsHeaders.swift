import ComponentTable
import Foundation

/// Shows `SectionTitleData`: a blank line, then the title in capitals, dimmed (the grouped
/// table style of iOS settings).
@MainActor
public final class TerminalSectionTitleView: TerminalHeaderFooterView, ComponentView {
  private var data = SectionTitleData(title: "")
  public func configure(with data: SectionTitleData) { self.data = data }
  public static func height(for data: SectionTitleData, width: CGFloat) -> ComponentHeight { .fixed(2) }
  public override func render(width: Int) -> [String] {
    ["", TerminalText.styled(TerminalText.truncate(data.title.uppercased(), toWidth: width, ellipsis: true), .dim)]
  }
}

/// Shows `FooterNoteData`: the note wrapped to the width, dimmed. Its height follows the width.
@MainActor
public final class TerminalFooterNoteView: TerminalHeaderFooterView, ComponentView {
  private var data = FooterNoteData(text: "")
  public func configure(with data: FooterNoteData) { self.data = data }
  public static func height(for data: FooterNoteData, width: CGFloat) -> ComponentHeight {
    .fixed(CGFloat(TerminalText.wrap(data.text, toWidth: max(1, Int(width))).count))
  }
  public override func render(width: Int) -> [String] {
    TerminalText.wrap(data.text, toWidth: width).map { TerminalText.styled($0, .dim) }
  }
}

/// Shows `ProfileCardData`: an avatar with the initials, the name in bold and the detail line.
@MainActor
public final class TerminalProfileCardView: TerminalHeaderFooterView, ComponentView {
  private var data = ProfileCardData(name: "", detail: "")
  public func configure(with data: ProfileCardData) { self.data = data }
  public static func height(for data: ProfileCardData, width: CGFloat) -> ComponentHeight { .fixed(4) }
  public override func render(width: Int) -> [String] {
    let initials = TerminalText.pad(data.initials, toWidth: 2)
    let room = max(0, width - 7)
    return [
      TerminalText.truncate("╭────╮", toWidth: width),
      TerminalText.truncate("│ \(initials) │ ", toWidth: width)
        + TerminalText.styled(TerminalText.truncate(data.name, toWidth: room, ellipsis: true), .bold),
      TerminalText.truncate("╰────╯ ", toWidth: width)
        + TerminalText.styled(TerminalText.truncate(data.detail, toWidth: room, ellipsis: true), .dim),
      "",
    ]
  }
}

/// The terminal host's classes for the built-in settings components.
public enum TerminalSettingsKit: SettingsKit {
  public typealias TextCell = TerminalTextCell
  public typealias SubtitleCell = TerminalSubtitleCell
  public typealias ValueCell = TerminalValueCell
  public typealias SwitchCell = TerminalSwitchCell
  public typealias CheckmarkCell = TerminalCheckmarkCell
  public typealias ButtonCell = TerminalButtonCell
  public typealias TextFieldCell = TerminalTextFieldCell
  public typealias StepperCell = TerminalStepperCell
  public typealias SectionTitleView = TerminalSectionTitleView
  public typealias FooterNoteView = TerminalFooterNoteView
  public typealias ProfileCardView = TerminalProfileCardView
}
