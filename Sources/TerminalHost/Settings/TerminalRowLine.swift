/// The one-line layout shared by the built-in terminal rows: the title on the left, cut with
/// an ellipsis when it does not fit, and the trailing part (value, accessory) on the right.
enum TerminalRowLine {
  static func make(title: String, trailing: String = "", width: Int) -> String {
    guard width > 0 else { return "" }
    let trailingWidth = TerminalText.width(trailing)
    guard trailingWidth > 0 else { return TerminalText.truncate(title, toWidth: width, ellipsis: true) }
    // The trailing part wins the space: a value or switch state matters more than the end of
    // a long title. At least one column separates the two.
    let trailingShown = TerminalText.truncate(trailing, toWidth: max(0, width - 2), ellipsis: true)
    let titleSpace = max(0, width - TerminalText.width(trailingShown) - 1)
    let titleShown = TerminalText.truncate(title, toWidth: titleSpace, ellipsis: true)
    let gap = max(1, width - TerminalText.width(titleShown) - TerminalText.width(trailingShown))
    return titleShown + String(repeating: " ", count: gap) + trailingShown
  }
}
