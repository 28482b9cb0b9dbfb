import ComponentTable

// The lists a key offers on the status line: the focused row's actions (`a`), the section
// index (`i`) and the bar buttons (`b`). Each is shown and answered the same way: its entries on
// the status line, its keys on the help line; a key of the list picks an entry, Esc only closes
// it, and any other key closes it and does its usual work.

/// A list the app offers until a key picks an entry or closes it.
package enum OfferedList {
  /// The focused row's actions, leading then trailing: a digit runs one.
  case actions([RowAction])
  /// The section index titles: a title's first character jumps to its section. Every key
  /// closes this list and does nothing else.
  case indexTitles([String])
  /// The bar buttons of the screen shown: a digit presses one (a disabled one only says so).
  case barButtons([TableBarButton])
}

extension TerminalTableApp {
  /// Applies `key` to the offered `list`, which it closes; `false` when the key is not the
  /// list's, and does its usual work.
  func handleOfferedListKey(_ key: TerminalKey, in list: OfferedList) -> Bool {
    offeredList = nil
    switch list {
    case .actions(let actions):
      guard let index = digitIndex(key, among: actions.count), let path = table.focusedIndexPath else { break }
      let leadingCount = table.dataSource?.rowState(at: path).leadingActions.count ?? 0
      let (edge, position): (RowActionEdge, Int) =
        index < leadingCount ? (.leading, index) : (.trailing, index - leadingCount)
      table.dataSource?.send(.action(position: position, edge: edge, row: RowReference(indexPath: path)))
      return true
    case .indexTitles(let titles):
      if case .character(let character) = key { jump(toIndexTitleStartingWith: character, in: titles) }
      return true
    case .barButtons(let buttons):
      guard let index = digitIndex(key, among: buttons.count) else { break }
      let button = buttons[index]
      if button.isEnabled, let screen = activeNavigator?.top {
        button.action(screen)
      } else {
        message = "\(button.title): \(spokenWords.dimmed)"
      }
      return true
    }
    return key == .escape
  }

  /// The index of the entry that `key` picks among `count` numbered from 1, when it is a digit
  /// of one.
  func digitIndex(_ key: TerminalKey, among count: Int) -> Int? {
    guard case .character(let digit) = key, let number = digit.wholeNumberValue, number >= 1, number <= count
    else { return nil }
    return number - 1
  }

  /// The status line while `list` is offered: its entries, numbered where a digit picks one.
  func offeredListStatus(_ list: OfferedList) -> String {
    func numbered(_ titles: [String]) -> String {
      titles.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: " · ")
    }
    switch list {
    case .actions(let actions):
      guard !actions.isEmpty else { return "no actions for this row · esc close" }
      return numbered(actions.map(\.title)) + " · esc close"
    case .indexTitles(let titles):
      return "index: " + titles.joined(separator: " ") + " · esc close"
    case .barButtons(let buttons):
      return numbered(buttons.map { $0.title + ($0.isEnabled ? "" : " (\(spokenWords.dimmed))") }) + " · esc close"
    }
  }

  /// The key help while `list` is offered: the keys that pick an entry, and Esc.
  func offeredListHelp(_ list: OfferedList) -> String {
    func digits(_ count: Int) -> String { count == 1 ? "1" : "1–\(count)" }
    switch list {
    case .actions(let actions): return actions.isEmpty ? " esc close" : " \(digits(actions.count)) run · esc close"
    case .indexTitles: return " a title's first letter jumps · esc close"
    case .barButtons(let buttons): return " \(digits(buttons.count)) press · esc close"
    }
  }

  /// Focuses the first row at or after the section of the first title that starts with
  /// `character` (ignoring case), as tapping a letter of UIKit's index strip scrolls there.
  private func jump(toIndexTitleStartingWith character: Character, in titles: [String]) {
    guard let dataSource = table.dataSource,
      let index = titles.firstIndex(where: { $0.first?.lowercased() == character.lowercased() })
    else { return }
    var section = dataSource.sectionIndex(forIndexTitleAt: index)
    while section < dataSource.numberOfSections {
      if dataSource.numberOfRows(inSection: section) > 0 {
        table.setFocus(IndexPath(row: 0, section: section))
        return
      }
      section += 1
    }
  }
}
