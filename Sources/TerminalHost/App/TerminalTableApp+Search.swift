import ComponentTable
import Foundation

// Search across every screen, as the Settings app's search field (its keys are on `handle(_:)`):
// every key updates the results; the index is made from the tree as it is when the search opens.

/// What the app keeps while its search is open.
struct TerminalSearchState {
  let search: TableSearch
  /// The chosen result, an index into the results.
  var selection = 0
  /// Why the last Enter opened nothing, until the next key.
  var failure: String?
}

extension TerminalTableApp {
  /// Whether the search field is open.
  public var isSearching: Bool { searchState != nil }

  /// What the open search found for what was typed, best first; empty when it is closed.
  public var searchResults: [SearchResult] { searchState?.search.results ?? [] }

  /// What was typed in the open search field; `nil` when it is closed.
  public var searchQuery: String? { searchState?.search.query }

  /// Opens the search field over the screen shown (what `/` does): the index of the whole tree
  /// below the navigator's root is made now, in slices between keys when the app runs in a
  /// terminal, at once when keys are replayed. Does nothing without a navigator.
  public func startSearch() {
    guard let navigator, searchState == nil else { return }
    let search = TableSearch(root: navigator.screens[0], locale: searchLocale)
    if !indexesSearchBetweenKeys { search.indexNow() }
    searchState = TerminalSearchState(search: search)
  }

  /// What the run loop does between keys: a slice of the open search's indexing, then how
  /// long to wait for the next key (`nil`: until one comes), and whether to draw first. The
  /// frame is drawn when indexing has just finished, so the results typed for show at once
  /// rather than at the next key, and "indexing…" never stays on an idle screen.
  func prepareToWaitForKey() -> (drawFirst: Bool, timeout: Int32?) {
    guard let search = searchState?.search, !search.isReady else { return (false, nil) }
    let isIndexing = !search.continueIndexing()
    return (!isIndexing, isIndexing ? 10 : nil)
  }

  func handleSearch(_ key: TerminalKey) {
    guard var state = searchState else { return }
    state.failure = nil
    let search = state.search
    switch key {
    case .escape:
      searchState = nil
      return
    case .enter:
      searchState = state
      openSearchResult()
      return
    case .up: state.selection = max(0, state.selection - 1)
    case .down: state.selection = min(max(0, search.results.count - 1), state.selection + 1)
    case .backspace:
      if !search.query.isEmpty { search.query.removeLast() }
      state.selection = 0
    case .control("u"):
      search.query = ""
      state.selection = 0
    default:
      guard let typed = Self.typedText(key) else { break }
      search.query += typed
      state.selection = 0
    }
    searchState = state
  }

  /// Opens the chosen result: pushes its screens and focuses its row, then closes the search.
  private func openSearchResult() {
    guard let navigator, let state = searchState else { return }
    let results = state.search.results
    guard results.indices.contains(state.selection) else { return }
    do {
      let rows = try navigator.openPath(results[state.selection].entry)
      searchState = nil
      // Every screen on the way keeps the row that led on, so going back lands on it.
      for (shown, row) in zip(shownStackTables, rows) { shown.setFocus(row) }
    } catch {
      // The status line is one line: the short form, which names the row and its screen.
      switch error {
      case .resultRowNotFound(let title, let screen): searchState?.failure = "“\(title)” is gone from \(screen)"
      default: searchState?.failure = error.description
      }
    }
  }

  /// The lines shown instead of the table while searching, `table.height` of `columns` each:
  /// the field, then the results, the chosen one marked and kept in view.
  func searchLines(columns: Int, styled: Bool) -> [String] {
    guard let state = searchState else { return [] }
    func fit(_ text: String) -> String {
      text.truncated(toWidth: columns).padded(toWidth: columns)
    }
    let field = fit(" Search: " + state.search.query + "▏")
    var lines = [styled ? TerminalText.styled(field, .bold) : field, String(repeating: "─", count: columns)]
    let room = max(0, table.height - lines.count)
    let results = state.search.results
    let first = min(max(0, state.selection - room + 1), max(0, results.count - room))
    for (index, result) in results.enumerated().dropFirst(first).prefix(room) {
      let isChosen = index == state.selection
      let place = TerminalText.oneLine(" " + result.entry.resultSubtitle)
      let title = (isChosen ? "› " : "  ") + TerminalText.oneLine(result.entry.title)
      let titleWidth = min(title.displayWidth, max(1, columns - place.displayWidth - 1))
      let shownTitle = title.truncated(toWidth: titleWidth)
      let gap = max(1, columns - shownTitle.displayWidth - place.displayWidth)
      let line = fit(shownTitle + String(repeating: " ", count: gap) + place)
      lines.append(styled ? TerminalText.styled(line, isChosen ? .inverse : .dim) : line)
    }
    while lines.count < table.height { lines.append(String(repeating: " ", count: columns)) }
    return Array(lines.prefix(table.height))
  }

  /// The status line while searching: how far indexing is, how many results, or why Enter
  /// opened nothing.
  var searchStatus: String {
    guard let state = searchState else { return "" }
    if let failure = state.failure { return failure }
    let search = state.search
    guard search.isReady else { return "indexing \(search.screensIndexed) screens…" }
    let query = search.query.trimmingCharacters(in: .whitespaces)
    if query.isEmpty { return "type to search every screen" }
    let count = search.results.count
    let shown = count == search.resultLimit ? "the first \(count)" : "\(count)"
    return count == 0 ? "no results for “\(query)”" : "\(shown) result\(count == 1 ? "" : "s") for “\(query)”"
  }

  /// What a screen reader says while searching: the field and the chosen result.
  var searchSpokenText: String? {
    guard let state = searchState else { return nil }
    let results = state.search.results
    guard results.indices.contains(state.selection) else {
      return "Search field, \(state.search.query.isEmpty ? "empty" : state.search.query). \(searchStatus)"
    }
    let entry = results[state.selection].entry
    let locked = entry.availability.isEnabled ? "" : ", \(entry.availability.reason ?? spokenWords.dimmed)"
    return
      "\(entry.title)\(locked), \(entry.path.joined(separator: ", ")), result \(state.selection + 1) of \(results.count)"
  }
}
