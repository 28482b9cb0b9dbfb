import Foundation

/// Why ``TableNavigator/open(_:)`` could not show a search result. Nothing was changed,
/// except for ``navigation(_:)`` after the stack was popped to the root (see its case).
public enum SearchOpenError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The result belongs to another tree: its path starts at `resultRoot`, the navigator's root
  /// is titled `root`.
  case otherTree(resultRoot: String, root: String)
  /// No row titled `title` is on the screen `screen` any more (it was removed or renamed
  /// since the search was made), or it no longer opens a screen when one was expected.
  case rowNotFound(title: String, screen: String)
  /// The navigator refused: `nil` when a screen on it is being built or refreshed (`open` was
  /// called from a builder), which changes nothing; else the error of a refused push (a
  /// screen's sections were refused), which leaves the stack at the root and the screens
  /// pushed before the refusal.
  case navigation(NavigationError?)

  /// A sentence naming the problem and the titles.
  public var description: String {
    switch self {
    case .otherTree(let resultRoot, let root):
      return
        "open(_:): the result is from the tree of \"\(resultRoot)\", but the navigator's root is \"\(root)\""
    case .rowNotFound(let title, let screen):
      return "open(_:): the screen \"\(screen)\" has no row \"\(title)\" that search can open any more"
    case .navigation(let error?):
      return "open(_:): the navigator refused: \(error)"
    case .navigation(nil):
      return "open(_:): the navigator cannot open a result while a screen on it is being built or refreshed"
    }
  }
}

extension TableNavigator {
  /// Shows the row a search found: pops to the root, pushes the screens on the way to the row
  /// (made by the ``TableComponent/searchDestination(_:)`` of the rows that open them, as
  /// search made them), and returns where the row is on the top screen, for the host to bring
  /// it into view and focus or highlight it.
  ///
  /// Every step is found before anything changes: by the position the search recorded, or,
  /// when the screen changed since and another row is there, by the row's title.
  ///
  /// - Returns: The row's index path in the top screen's engine; for a section
  ///   (``SearchLocation/isSection``), row 0 of the section, which a host brings into view
  ///   when the section has rows and leaves the screen at its top when it has none.
  /// - Throws: ``SearchOpenError``; the stack is left as it was unless the navigator refused
  ///   a push (see ``SearchOpenError/navigation(_:)``).
  @discardableResult
  public func open(_ entry: SearchEntry) throws(SearchOpenError) -> IndexPath {
    let rows = try openPath(entry)
    return rows[rows.count - 1]
  }

  /// Shows the row a search found, as ``open(_:)`` does, and returns the row that was followed
  /// on every screen from the root, then the found row: one index path per screen on the
  /// stack. A host that keeps a focus per screen (the terminal) focuses each, so going back
  /// lands on the row that led there.
  ///
  /// - Throws: ``SearchOpenError``, as ``open(_:)``.
  public func openPath(_ entry: SearchEntry) throws(SearchOpenError) -> [IndexPath] {
    // From inside a builder the stack is about to change under the result.
    guard changeInProgress == nil else { throw .navigation(nil) }
    let root = screens[0]
    if let first = entry.path.first, first != root.title {
      throw .otherTree(resultRoot: first, root: root.title)
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
      else { throw .rowNotFound(title: title, screen: screen.title) }
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
      throw .rowNotFound(title: entry.title, screen: screen.title)
    }
    if screens.count > 1, !popToRoot() { throw .navigation(nil) }
    for child in opened {
      do { try push(child) } catch { throw .navigation(error) }
    }
    // The pushed screen built its sections again; find the row in what it shows now.
    let shown = SearchTreeWalk.sections(of: top)
    guard let row = find(shown) else {
      throw .rowNotFound(title: entry.title, screen: top.title)
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
