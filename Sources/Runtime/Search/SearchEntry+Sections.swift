import Foundation

extension SearchEntry {
  /// The entries of the rows of one screen's `sections`: each row whose data describes itself
  /// (``AccessibilityDescribing``, as every built-in row does) with its label as the title and
  /// its value as the detail; the section's header and footer text are keywords of its rows.
  /// Rows whose data does not describe itself cannot be found.
  ///
  /// - Parameters:
  ///   - sections: The screen's sections, as its builder makes them.
  ///   - path: The titles of the screens from the root to this one, this one's included.
  ///   - screens: The rows that open each screen after the root (see
  ///     ``SearchLocation/screens``); empty for the root screen.
  ///   - keywords: Words that find every row of the screen (a screen's own keywords).
  /// - Complexity: O(rows); no view is made and no closure of a row runs.
  @MainActor
  public static func entries(
    of sections: [TableSection], path: [String], screens: [IndexPath] = [], keywords: [String] = []
  ) -> [SearchEntry] {
    var entries: [SearchEntry] = []
    for (sectionIndex, section) in sections.enumerated() {
      var sectionWords = keywords
      if let title = section.headerTitle ?? describedText(section.header) { sectionWords.append(title) }
      if let note = section.footerTitle ?? describedText(section.footer) { sectionWords.append(note) }
      for (rowIndex, row) in section.rows.enumerated() {
        guard let description = (row.box.anyData as? any AccessibilityDescribing)?.accessibilityDescription,
          !description.label.isEmpty
        else { continue }
        entries.append(
          SearchEntry(
            path: path, title: description.label, detail: description.value, keywords: sectionWords,
            location: SearchLocation(screens: screens, row: IndexPath(row: rowIndex, section: sectionIndex))))
      }
    }
    return entries
  }

  @MainActor
  private static func describedText(_ component: TableComponent?) -> String? {
    guard let component else { return nil }
    return (component.box.anyData as? any AccessibilityDescribing)?.accessibilityDescription.label
  }
}
