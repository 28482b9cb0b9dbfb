import Foundation

extension TableNavigator {
  /// Shows the row a search found: pops to the root, pushes the screens on the way to the row
  /// (made by the ``TableComponent/searchDestination(_:)`` of the rows that open them, as
  /// search made them), and returns where the row is on the top screen, for the host to bring
  /// it into view and focus or highlight it.
  ///
  /// Every step is found before anything changes: by the position the search recorded, or,
  /// when the screen changed since and another row is there, by the row's title.
  ///
  /// - Returns: The row's index path in the top screen's engine; for a section result, row 0
  ///   of the section, which a host brings into view when the section has rows and leaves the
  ///   screen at its top when it has none.
  /// - Throws: ``TableError/resultInOtherTree(resultRoot:root:)``,
  ///   ``TableError/resultRowNotFound(title:screen:)`` or
  ///   ``TableError/resultOpenedDuringChange``, and the stack is left as it was; or
  ///   ``TableError/resultOpenRefused(_:)`` when the navigator refused a push on the way.
  @discardableResult
  public func open(_ entry: SearchEntry) throws(TableError) -> IndexPath {
    let rows = try openPath(entry)
    return rows[rows.count - 1]
  }

  /// Shows the row a search found, as ``open(_:)->IndexPath`` does, and returns the row that was followed
  /// on every screen from the root, then the found row: one index path per screen on the
  /// stack. A host that keeps a focus per screen (the terminal) focuses each, so going back
  /// lands on the row that led there.
  ///
  /// - Throws: ``TableError``, as ``open(_:)->IndexPath``.
  public func openPath(_ entry: SearchEntry) throws(TableError) -> [IndexPath] {
    // From inside a builder the stack is about to change under the result.
    guard changeInProgress == nil else { throw .resultOpenedDuringChange }
    let root = screens[0]
    if let first = entry.path.first, first != root.title {
      throw .resultInOtherTree(resultRoot: first, root: root.title)
    }
    let location = entry.location
    var screen = root
    var sections = SearchTreeWalk.sections(of: root)
    var opened: [TableScreen] = []
    var followed: [IndexPath] = []
    for (step, position) in location.screens.enumerated() {
      let title =
        location.openerTitles.indices.contains(step)
        ? location.openerTitles[step]
        : entry.path.indices.contains(step + 1) ? entry.path[step + 1] : ""
      guard let found = Self.row(titled: title, near: position, in: sections, opensScreen: true),
        let child = sections[found.section].rows[found.row].makeSearchDestination()
      else { throw .resultRowNotFound(title: title, screen: screen.title) }
      child.pathStep = TablePath.step(of: sections[found.section].rows[found.row])
      followed.append(found)
      opened.append(child)
      screen = child
      sections = child.makeSections()
    }
    let find = { (sections: [TableSection]) -> IndexPath? in
      location.isSection
        ? Self.section(titled: entry.title, near: location.row, in: sections)
        : Self.row(titled: entry.title, near: location.row, in: sections, opensScreen: false)
    }
    guard find(sections) != nil else {
      throw .resultRowNotFound(title: entry.title, screen: screen.title)
    }
    do { try pushFromRoot(opened) } catch {
      throw error == .resultOpenedDuringChange ? error : .resultOpenRefused(error)
    }
    // The pushed screen built its sections again; find the row in what it shows now.
    let shown = SearchTreeWalk.sections(of: top)
    guard let row = find(shown) else {
      throw .resultRowNotFound(title: entry.title, screen: top.title)
    }
    return followed + [row]
  }

  /// Row 0 of the section titled `title` (as search titles a section) at `position`'s
  /// section, else of the first such section.
  private static func section(titled title: String, near position: IndexPath, in sections: [TableSection])
    -> IndexPath?
  {
    if position.count == 2, sections.indices.contains(position.section),
      SearchEntry.sectionTitle(of: sections[position.section]) == title
    {
      return IndexPath(row: 0, section: position.section)
    }
    return sections.firstIndex { SearchEntry.sectionTitle(of: $0) == title }.map { IndexPath(row: 0, section: $0) }
  }

  /// The row titled `title` (as search titles it) at `position`, else the first such row.
  private static func row(
    titled title: String, near position: IndexPath, in sections: [TableSection], opensScreen: Bool
  ) -> IndexPath? {
    func matches(_ row: TableComponent) -> Bool {
      SearchEntry.searchTitle(of: row) == title && (!opensScreen || row.hasSearchDestination)
    }
    if position.count == 2, sections.indices.contains(position.section),
      sections[position.section].rows.indices.contains(position.row),
      matches(sections[position.section].rows[position.row])
    {
      return position
    }
    for (sectionIndex, section) in sections.enumerated() {
      if let rowIndex = section.rows.firstIndex(where: matches) {
        return IndexPath(row: rowIndex, section: sectionIndex)
      }
    }
    return nil
  }
}
