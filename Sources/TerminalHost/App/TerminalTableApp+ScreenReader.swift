import ComponentTable
import Foundation

// A linear mode for screen readers (`speaksForScreenReaders`): a terminal screen reader reads
// what is printed, in order, and cannot make sense of a redrawn screen.
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
    let screen = isSearching ? "Search" : activeNavigator?.path.joined(separator: " › ") ?? title
    let path = isSearching ? nil : table.focusedIndexPath
    var spoken = focusedRowSpokenText ?? spokenWords.empty
    guard screen != lastSpokenScreen || spoken != lastSpokenText || path != lastSpokenPath else { return }
    var crossed: [String] = []
    if let path, let engine = table.engine {
      if screen != lastSpokenScreen {
        crossed = spokenDecoration(.header(path.section), in: engine).map { [$0] } ?? []
      } else if let last = lastSpokenPath {
        crossed = sectionBoundaries(from: last, to: path, in: engine)
      }
    }
    let sameElement = screen == lastSpokenScreen && path == lastSpokenPath
    lastSpokenText = spoken
    lastSpokenPath = path
    if !sameElement { spoken = Self.sentences(crossed + [spoken]) }
    // A new screen is named first, then its bar buttons, as VoiceOver reads a navigation bar.
    let named = ([screen] + (isSearching ? [] : [barButtonsSpokenText].compactMap { $0 })).joined(separator: ". ")
    speak(screen != lastSpokenScreen ? "\(named). \(spoken)" : spoken)
    lastSpokenScreen = screen
  }

  /// `parts` said one after another as sentences: a full stop between two, unless the first
  /// ends a sentence itself ("… on its way.").
  static func sentences(_ parts: [String]) -> String {
    parts.reduce("") { text, part in text.isEmpty ? part : text + (".!?".contains(text.last!) ? " " : ". ") + part }
  }

  /// Adds `line` to ``spokenLines``, safe to print (`TerminalSanitizer`): a title from data
  /// must not clear the screen of a screen reader's terminal any more than the drawn frame's.
  /// A line that `saysFocus` is also what the status line shows until the next key.
  func speak(_ line: String, saysFocus: Bool = true) {
    let safe = TerminalText.oneLine(line)
    spokenLines.append(safe)
    if saysFocus { focusSpeech = focusSpeech.map { $0 + " " + safe } ?? safe }
  }

  /// What arrived without a key, or after the key that started it, as VoiceOver hears it: a
  /// new value or state of the focused row (a value that finished loading, a change that
  /// was undone), and the announcements not said yet (why a change failed).
  func noteSpokenChanges() {
    guard speaksForScreenReaders else { return }
    noteSpokenFocus()
    let heard = announcementsHeard[ObjectIdentifier(table)] ?? 0
    for announcement in table.announcements.dropFirst(heard) { speak(announcement) }
    announcementsHeard[ObjectIdentifier(table)] = table.announcements.count
    // A dialog that appeared is said once, last, as VoiceOver moves to an alert and reads it.
    if let shown = shownDialog, !isSearching, shown.serial != lastSpokenDialog {
      lastSpokenDialog = shown.serial
      speak(dialogSpokenText(shown.dialog))
    }
  }

  /// Down on the last row: VoiceOver's next element is the last section's footer (and
  /// whatever follows it in empty sections), which no move of the focus reaches.
  func noteSpokenEnd(after key: TerminalKey, focusBefore: IndexPath?) {
    guard speaksForScreenReaders, !isSearching, key == .down || key == .character("j") || key == .tab,
      let path = table.focusedIndexPath, path == focusBefore, let engine = table.engine,
      let passed = boundaries(downFrom: path, to: nil, in: engine), !passed.isEmpty
    else { return }
    speak(passed.joined(separator: " "))
  }

  /// What a screen reader says of the typing in a text field: each character typed, and each
  /// one deleted, as VoiceOver echoes them.
  func noteSpokenTyping(from old: String?, to new: String?) {
    guard speaksForScreenReaders, let old, let new, abs(new.count - old.count) == 1,
      let change = new.difference(from: old).first
    else { return }
    switch change {
    case .insert(_, let character, _), .remove(_, let character, _): speak(String(character), saysFocus: false)
    }
  }

  /// The words the screen reader says, in the screens' language: the navigator's, else
  /// English.
  var spokenWords: AccessibilityWords { navigator?.accessibilityWords ?? .english }

  private func spokenDecoration(_ decoration: Decoration, in engine: TableEngine) -> String? {
    engine.dataSource.accessibility(of: decoration).map { $0.spokenText(in: engine.accessibilityWords) }
  }

  /// The headers and footers between the rows at `from` and `to`, in the order a move from one
  /// to the other passes them. Only a move to the next or previous row (empty sections between
  /// may be passed) crosses them; a jump says only the header of the section it lands in.
  private func sectionBoundaries(from: IndexPath, to: IndexPath, in engine: TableEngine) -> [String] {
    guard from.section != to.section else { return [] }
    let passed =
      from.section < to.section
      ? boundaries(downFrom: from, to: to, in: engine) : boundaries(downFrom: to, to: from, in: engine)?.reversed()
    return passed ?? spokenDecoration(.header(to.section), in: engine).map { [$0] } ?? []
  }

  /// What a move down from the row at `upper` to the row at `lower` (`nil`: past the last row)
  /// passes, in document order: the footer of `upper`'s section, each section's header and
  /// footer between, and `lower`'s header. `nil` when a row lies between them.
  private func boundaries(downFrom upper: IndexPath, to lower: IndexPath?, in engine: TableEngine) -> [String]? {
    let source = engine.dataSource
    let end = lower?.section ?? source.numberOfSections
    guard upper.row == source.numberOfRows(inSection: upper.section) - 1, (lower?.row ?? 0) == 0,
      (upper.section + 1..<end).allSatisfy({ source.numberOfRows(inSection: $0) == 0 })
    else { return nil }
    var passed = [spokenDecoration(.footer(upper.section), in: engine)]
    for section in upper.section + 1..<end {
      passed += [spokenDecoration(.header(section), in: engine), spokenDecoration(.footer(section), in: engine)]
    }
    if let lower { passed.append(spokenDecoration(.header(lower.section), in: engine)) }
    return passed.compactMap { $0 }
  }
}
