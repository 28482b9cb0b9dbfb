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
  /// Moving into another section says what VoiceOver passes on the way: the footer of the
  /// section left and the header of the section entered (as a heading), in the order of the
  /// move; a jump over rows (Page Down, End) says only the new section's header.
  func noteSpokenFocus() {
    guard speaksForScreenReaders else { return }
    let screen = isSearching ? "Search" : navigator?.path.joined(separator: " › ") ?? title
    let path = isSearching ? nil : table.focusedIndexPath
    var spoken = focusedRowSpokenText ?? spokenWords.empty
    guard screen != lastSpokenScreen || spoken != lastSpokenText || path != lastSpokenPath else { return }
    let crossed: [String]
    if let path, let engine = table.engine {
      if screen != lastSpokenScreen {
        crossed = header(ofSection: path.section, in: engine).map { [$0] } ?? []
      } else if let last = lastSpokenPath {
        crossed = sectionBoundaries(from: last, to: path, in: engine)
      } else {
        crossed = []
      }
    } else {
      crossed = []
    }
    let sameElement = screen == lastSpokenScreen && path == lastSpokenPath
    lastSpokenText = spoken
    lastSpokenPath = path
    if !sameElement {
      spoken = (crossed + [spoken]).reduce("") { text, part in
        text.isEmpty ? part : text + (".!?".contains(text.last!) ? " " : ". ") + part
      }
    }
    spokenLines.append(screen != lastSpokenScreen ? "\(screen). \(spoken)" : spoken)
    lastSpokenScreen = screen
  }

  /// What a screen reader says of the typing in a text field: each character typed, and each
  /// one deleted, as VoiceOver echoes them.
  func noteSpokenTyping(from old: String?, to new: String?) {
    guard speaksForScreenReaders, let old, let new, old != new else { return }
    let added = new.count - old.count
    if added == 1, let character = changedCharacter(longer: new, shorter: old) {
      spokenLines.append(String(character))
    } else if added == -1, let character = changedCharacter(longer: old, shorter: new) {
      spokenLines.append(String(character))
    }
  }

  /// The one character `longer` has that `shorter` has not.
  private func changedCharacter(longer: String, shorter: String) -> Character? {
    var remaining = Substring(shorter)
    for character in longer {
      if remaining.first == character {
        remaining.removeFirst()
      } else {
        return character
      }
    }
    return nil
  }

  /// The words the screen reader says, in the screens' language: the navigator's, else
  /// English.
  var spokenWords: AccessibilityWords { navigator?.accessibilityWords ?? .english }

  private func header(ofSection section: Int, in engine: TableEngine) -> String? {
    (try? engine.accessibilityDescription(forHeaderInSection: section))?
      .map { $0.spokenText(in: engine.accessibilityWords) }
  }

  private func footer(ofSection section: Int, in engine: TableEngine) -> String? {
    (try? engine.accessibilityDescription(forFooterInSection: section))?
      .map { $0.spokenText(in: engine.accessibilityWords) }
  }

  /// The headers and footers between the rows at `from` and `to`, in the order a move from one
  /// to the other passes them: the footer of `from`'s section and the header of `to`'s going
  /// down, the other way round going up. Only a move to the next row (empty sections between
  /// may be passed) crosses them; a jump says only the header of the section it lands in.
  private func sectionBoundaries(from: IndexPath, to: IndexPath, in engine: TableEngine) -> [String] {
    guard from.section != to.section else { return [] }
    let (upper, lower) = from.section < to.section ? (from, to) : (to, from)
    let emptyBetween = (upper.section + 1..<lower.section).allSatisfy {
      engine.dataSource.numberOfRows(inSection: $0) == 0
    }
    let isNextRow =
      upper.row == engine.dataSource.numberOfRows(inSection: upper.section) - 1 && lower.row == 0 && emptyBetween
    guard isNextRow else { return header(ofSection: to.section, in: engine).map { [$0] } ?? [] }
    // Document order: each section's header, its rows, then its footer.
    var passed: [String] = []
    if let footer = footer(ofSection: upper.section, in: engine) { passed.append(footer) }
    for section in upper.section + 1...lower.section {
      if let header = header(ofSection: section, in: engine) { passed.append(header) }
      if section < lower.section, let footer = footer(ofSection: section, in: engine) { passed.append(footer) }
    }
    return from.section < to.section ? passed : passed.reversed()
  }
}
