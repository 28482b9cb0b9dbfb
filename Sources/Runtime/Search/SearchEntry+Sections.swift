import Foundation

extension SearchEntry {
  /// The entries of the rows of one screen's `sections`: each row whose data describes itself
  /// (``AccessibilityDescribing``, as every built-in row does) with its label as the title and
  /// its value as the detail; the section's header and footer text and the row's own
  /// `TableComponent.searchKeywords` are its keywords. A row with an empty label and a value
  /// (an untitled choice, which shows only its value) is found by its value, and titled by it.
  /// Rows whose data does not describe itself, or with neither a label nor a value, cannot be
  /// found; nor can rows made ``TableComponent/hiddenFromSearch()``.
  ///
  /// A section with a header or footer but no row that can be found (an acknowledgements
  /// pane's groups, each a library's name over its licence) is an entry of its own, titled by
  /// its header (else its footer's first line) with the footer as a keyword, whose location
  /// `SearchLocation.isSection` opens the screen at it. A section with rows is not: its
  /// header and footer already find its rows.
  ///
  /// - Parameters:
  ///   - sections: The screen's sections, as its builder makes them.
  ///   - path: The titles of the screens from the root to this one, this one's included.
  ///   - screens: The rows that open each screen after the root (see
  ///     `SearchLocation.screens`); empty for the root screen.
  ///   - openerTitles: The titles of those rows (see `SearchLocation.openerTitles`).
  ///   - keywords: Words that find every row of the screen (a screen's own keywords).
  /// - Complexity: O(rows); no view is made and no closure of a row runs.
  @MainActor
  package static func entries(
    of sections: [TableSection], path: [String], screens: [IndexPath] = [], openerTitles: [String] = [],
    keywords: [String] = []
  ) -> [SearchEntry] {
    var entries: [SearchEntry] = []
    for (sectionIndex, section) in sections.enumerated() {
      var sectionWords = keywords
      let header = section.headerTitle ?? describedText(section.header)
      let footer = section.footerTitle ?? describedText(section.footer)
      if let header { sectionWords.append(header) }
      if let footer { sectionWords.append(footer) }
      if !section.rows.contains(where: { searchDescription(of: $0) != nil }),
        let title = sectionTitle(header: header, footer: footer)
      {
        entries.append(
          SearchEntry(
            path: path, title: title, keywords: keywords + (footer.map { [$0] } ?? []),
            location: SearchLocation(
              screens: screens, openerTitles: openerTitles, row: IndexPath(row: 0, section: sectionIndex),
              isSection: true)))
      }
      for (rowIndex, row) in section.rows.enumerated() {
        guard let description = searchDescription(of: row) else { continue }
        let rowWords = row.searchKeywords
        entries.append(
          SearchEntry(
            path: path, title: description.label, detail: description.value,
            keywords: rowWords.isEmpty ? sectionWords : rowWords + sectionWords,
            location: SearchLocation(
              screens: screens, openerTitles: openerTitles, row: IndexPath(row: rowIndex, section: sectionIndex)),
            availability: row.availability))
      }
    }
    return entries
  }

  /// The title a search shows for a section with `header` and `footer`: the header, else the
  /// footer's first line; `nil` when both are empty.
  static func sectionTitle(header: String?, footer: String?) -> String? {
    if let header, !header.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return header }
    let line = footer?.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) }
    return line.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The title a search shows for `section`, or `nil` when it has none.
  @MainActor
  static func sectionTitle(of section: TableSection) -> String? {
    sectionTitle(
      header: section.headerTitle ?? describedText(section.header),
      footer: section.footerTitle ?? describedText(section.footer))
  }

  /// The title a search shows for `row`, or `nil` when it cannot be found.
  @MainActor
  static func searchTitle(of row: TableComponent) -> String? { searchDescription(of: row)?.label }

  /// What `row` says of itself, when search can find it: not hidden, described, and labelled
  /// or showing a value, which then stands for the label.
  @MainActor
  private static func searchDescription(of row: TableComponent) -> AccessibilityDescription? {
    guard !row.isHiddenFromSearch,
      var description = (row.box.anyData as? any AccessibilityDescribing)?.accessibilityDescription
    else { return nil }
    if description.label.isEmpty {
      guard let value = description.value, !value.isEmpty else { return nil }
      description.label = value
      description.value = nil
    }
    return description
  }

  @MainActor
  private static func describedText(_ component: TableComponent?) -> String? {
    guard let component else { return nil }
    return (component.box.anyData as? any AccessibilityDescribing)?.accessibilityDescription.label
  }
}
