import ComponentTable

/// The header the host draws for a plain `headerTitle`: a blank spacer line, then the title.
@MainActor
final class TitleHeaderView: TerminalHeaderFooterView {
  var title = ""

  static func height(for title: String, width: Int) -> Int { 2 }

  override func render(width: Int) -> [String] {
    // In capitals by the rules of the app's language, as the UIKit host shows them.
    [
      "",
      TerminalText.truncate(SectionTitleData(title: TerminalText.oneLine(title)).capitalsInAppLanguage, toWidth: width),
    ]
  }
}

/// The footer the host draws for a plain `footerTitle`: the note, wrapped to the width.
@MainActor
final class NoteFooterView: TerminalHeaderFooterView {
  var note = ""

  static func height(for note: String, width: Int) -> Int {
    TerminalText.wrap(TerminalText.lines(note), toWidth: width).count
  }

  override func render(width: Int) -> [String] {
    TerminalText.wrap(TerminalText.lines(note), toWidth: width)
  }
}
