import ComponentTable

/// The one-line layout shared by the built-in terminal rows: the title on the left, cut with
/// an ellipsis when it does not fit, and the trailing part (value, accessory) on the right.
enum TerminalRowLine {
  /// `title` on the left and `trailing` on the right of a line of `width` columns. The title
  /// is data and is made one safe line here; `trailing` may hold the view's own styles, so
  /// the view cleans the data in it.
  ///
  /// `accessory` (a disclosure `›`) ends the line whole whenever the line has room for it and
  /// a column more: a long value is cut before it, never it.
  static func make(title rawTitle: String, trailing: String = "", accessory: String = "", width: Int) -> String {
    guard width > 0 else { return "" }
    let accessoryWidth = accessory.displayWidth
    if accessoryWidth > 0, width > accessoryWidth + 1 {
      let separator = trailing.isEmpty ? "" : " "
      let line = make(title: rawTitle, trailing: trailing, width: width - accessoryWidth - separator.count)
      return line.padded(toWidth: width - accessoryWidth - separator.count) + separator + accessory
    }
    let title = TerminalText.oneLine(rawTitle)
    let trailingWidth = trailing.displayWidth
    guard trailingWidth > 0 else { return title.truncated(toWidth: width) }
    // The trailing part wins the space (a value or a switch state matters more than the end of
    // a long title) up to the half of the line the title keeps. At least one column separates
    // the two.
    let room = min(max(0, width - 2), trailingRoom(title: title, width: width))
    let trailingShown = trailing.truncated(toWidth: room)
    let titleSpace = max(0, width - trailingShown.displayWidth - 1)
    let titleShown = title.truncated(toWidth: titleSpace)
    let gap = max(1, width - titleShown.displayWidth - trailingShown.displayWidth)
    return titleShown + String(repeating: " ", count: gap) + trailingShown
  }

  /// The columns the trailing part may take on a line of `width` next to `title`: all but the
  /// separating column and the title's share, which is the whole title up to half the line.
  /// A long value is cut before the title is, so the row still says what it is.
  static func trailingRoom(title: String, width: Int) -> Int {
    let titleKept = min(TerminalText.oneLine(title).displayWidth, width / 2)
    return max(0, width - titleKept - 1)
  }
}

// How the built-in rows draw a `RowStatus`.
extension TerminalRowLine {
  /// The marker of a change that is not confirmed yet.
  static let pendingMarker = "⋯"
  /// The mark before a failure's message.
  static let failureMarker = "!"

  /// `trailing` as a row with `status` shows it: after ``pendingMarker`` and
  /// `RowStatusText.updating` while pending, replaced by `RowStatusText.loading` while loading.
  @MainActor
  static func trailing(_ trailing: String, status: RowStatus) -> String {
    switch status {
    case .pending:
      let marker = TerminalText.styled("\(pendingMarker) \(TerminalText.oneLine(RowStatusText.updating))", .dim)
      return trailing.isEmpty ? marker : marker + " " + trailing
    case .loading:
      return TerminalText.styled(TerminalText.oneLine(RowStatusText.loading), .dim)
    case .idle, .failed:
      return trailing
    }
  }

  /// The lines a row with `status` shows under its own: a failure's message, indented and cut
  /// to `width`; none otherwise.
  static func statusLines(_ status: RowStatus, width: Int) -> [String] {
    guard let message = status.message, width > 0 else { return [] }
    let line = ("  \(failureMarker) " + TerminalText.oneLine(message)).truncated(toWidth: width)
    return [TerminalText.styled(line, .red)]
  }

  static func statusHeight(_ status: RowStatus) -> Int { status.message == nil ? 0 : 1 }

  /// A row's lines: the title, and `control` (then `accessory`) on the right with the status's
  /// marker; under them `body`, then the failure's message, if any.
  @MainActor static func lines(
    title: String, control: String, accessory: String = "", status: RowStatus, width: Int, body: [String] = []
  ) -> [String] {
    [make(title: title, trailing: trailing(control, status: status), accessory: accessory, width: width)]
      + body + statusLines(status, width: width)
  }
}
