import ComponentTable

extension TerminalTableView {
  /// Records `message` in ``announcements``; a `TerminalTableApp` shows it on its status line
  /// until the next key (and says it, in screen-reader mode).
  package func announce(_ message: String) {
    announcements.append(message)
    unreadAnnouncement = message
  }
}
