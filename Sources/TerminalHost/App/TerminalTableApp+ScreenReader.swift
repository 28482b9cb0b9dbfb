import ComponentTable
import Foundation

// A linear mode for screen readers: a terminal screen reader reads what is printed, in order,
// and cannot make sense of a redrawn screen. With `speaksForScreenReaders`, the status line
// says the focused row as VoiceOver would, and every change of what the focus says is one
// line of `spokenLines`, which `settings-demo --screen-reader --keys …` prints.
extension TerminalTableApp {
  /// What a screen reader says about the focused row of the screen shown, as VoiceOver says it
  /// (see `TerminalTableView.spokenText(forRowAt:)`); `nil` without a focused row.
  public var focusedRowSpokenText: String? {
    if isSearching { return searchSpokenText }
    guard let path = table.focusedIndexPath else { return nil }
    return table.spokenText(forRowAt: path)
  }

  /// Adds what the focus says to ``spokenLines`` when it changed: another row, another screen
  /// (its title first, as VoiceOver announces a new screen), or a new value of the same row.
  func noteSpokenFocus() {
    guard speaksForScreenReaders else { return }
    let screen = isSearching ? "Search" : navigator?.path.joined(separator: " › ") ?? title
    let spoken = focusedRowSpokenText ?? "Empty"
    guard screen != lastSpokenScreen || spoken != lastSpokenText else { return }
    spokenLines.append(screen != lastSpokenScreen ? "\(screen). \(spoken)" : spoken)
    lastSpokenScreen = screen
    lastSpokenText = spoken
  }
}
