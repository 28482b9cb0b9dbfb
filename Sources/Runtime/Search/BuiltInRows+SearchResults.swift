import Foundation

extension TableComponent {
  /// The sections a host shows under its search field: one row per result of `search`, its
  /// title over the path of screens it is on ("Settings › Wi-Fi", with "🔒" and the reason for a
  /// disabled row: ``SearchEntry/resultSubtitle``), which calls `onOpen` with
  /// the result when selected. While the index is being made, one row says so; when a query
  /// finds nothing, one row says that; an empty query shows nothing.
  ///
  /// Results are identified by their entry, so applying the sections of the next keystroke
  /// (``TableEngine/apply(_:animation:)``) keeps the rows both queries found.
  ///
  /// - Parameters:
  ///   - search: The search whose ``TableSearch/results`` to show.
  ///   - searching: The text of the row shown while the index is made.
  ///   - noResults: The text of the row shown when nothing is found.
  ///   - onOpen: Called with the chosen result; usually ``TableNavigator/open(_:)->IndexPath`` and
  ///     closing the search.
  public static func searchResultSections(
    for search: TableSearch, searching: String = "Searching…", noResults: String = "No Results",
    onOpen: @escaping @MainActor (SearchEntry) -> Void
  ) -> [TableSection] {
    let query = search.query.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else { return [] }
    guard search.isReady else { return [TableSection(id: "status", rows: [textRow(searching, id: "searching")])] }
    guard !search.results.isEmpty else {
      return [TableSection(id: "status", rows: [textRow(noResults, id: "noResults")])]
    }
    return [
      TableSection(
        id: "results",
        rows: search.results.map { result in
          let entry = result.entry
          return textRow(entry.title, subtitle: entry.resultSubtitle, id: entry) { _ in
            onOpen(entry)
          }
        })
    ]
  }
}
