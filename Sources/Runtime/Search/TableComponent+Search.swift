import Foundation

// What a row tells a search of the screen tree (`TableSearch`) beyond the title and value it
// shows: more words, the screen it opens, or that it is not to be found.
extension TableComponent {
  /// The same row, also found by `keywords`, which are not shown: synonyms and the words users
  /// type for a setting ("dark" for Appearance, "vpn" for a tunnel). Added to the keywords
  /// the row already has. A match in a keyword ranks below one in the title or the value.
  /// A built-in row that replaces itself to show a new value keeps these keywords, and what
  /// ``searchDestination(_:)`` and ``hiddenFromSearch()`` told search, beside its own words.
  public func searchKeywords(_ keywords: [String]) -> TableComponent {
    replacingSearch { $0.keywords += keywords }
  }

  /// The same row, telling search which screen it opens, so that the rows of that screen are
  /// found too (their path runs through this row). `TableComponent.navigationRow` sets it from
  /// its destination; set it on a row of your own that pushes a screen.
  ///
  /// The search calls `destination` and runs the screen's builder to read its rows, without
  /// showing it: no engine or view is made and no row's closure runs. Both must therefore only
  /// read state, as a builder already must (a refresh runs it at any time). A screen that
  /// loads or computes what it shows should not be searched: leave the row without a
  /// destination, or use ``hiddenFromSearch()``.
  public func searchDestination(_ destination: @escaping @MainActor () -> TableScreen) -> TableComponent {
    replacingSearch { $0.destination = destination }
  }

  /// The same row, never found by a search, and the screen it opens not searched.
  public func hiddenFromSearch() -> TableComponent {
    replacingSearch { $0.isHidden = true }
  }

  /// The words, besides its title and value, that find this row.
  package var searchKeywords: [String] { box.options?.search?.keywords ?? [] }

  /// Whether this row is left out of search (``hiddenFromSearch()``).
  package var isHiddenFromSearch: Bool { box.options?.search?.isHidden ?? false }

  /// The screen this row opens, made now, when it told search (``searchDestination(_:)``).
  package func makeSearchDestination() -> TableScreen? {
    box.options?.search?.destination?() as? TableScreen
  }

  /// Whether this row told search of a screen it opens.
  var hasSearchDestination: Bool { box.options?.search?.destination != nil }

  /// This row, found as `current` tells search: a built-in row that replaces itself to show a
  /// new value keeps what the app told search of it (its keywords, the screen it opens, that it
  /// is hidden) besides its factory's own words, which may name the new value. `current`'s
  /// keywords are its old factory's words and the app's, so each word is added once.
  package func keepingSearch(of current: TableComponent) -> TableComponent {
    guard let told = current.box.options?.search else { return self }
    return replacingSearch { search in
      for keyword in told.keywords where !search.keywords.contains(keyword) { search.keywords.append(keyword) }
      search.destination = told.destination ?? search.destination
      // Only the app hides a row: a row declared again without it is found again.
      search.isHidden = told.isHidden
    }
  }

  private func replacingSearch(_ change: (inout RowSearchMetadata) -> Void) -> TableComponent {
    var search = box.options?.search ?? RowSearchMetadata()
    change(&search)
    let options =
      box.options?.replacingSearch(search)
      ?? ComponentOptions(reuseIdentifier: nil, id: nil, controlEventHandler: nil, search: search)
    return TableComponent(box: box.replacingOptions(options))
  }
}
