import Foundation

extension TableNavigator {
  /// Opens `path`: pops to the root, pushes the screens its steps open (made by the
  /// ``TableComponent/searchDestination(_:)`` of the rows that open them, as search makes
  /// them), in one change of the stack, and has the host focus the row it names (the terminal
  /// moves its focus there; UIKit scrolls to it and highlights it).
  ///
  /// ```swift
  /// try navigator.open(TablePath("general/about/version")!)
  /// ```
  ///
  /// Every step is found by its name (``TablePath``) in what the screens show now, so a path
  /// survives a reordering of the rows. A step that names no row opens the nearest screen
  /// that exists, the one that lacks it, and throws.
  ///
  /// A path names screens of this stack: a stack presented over it (``present(_:)``) is
  /// dismissed first, so the screen the path names is the one in front, as a link opened while
  /// a sheet is up shows what it links to. Open paths on the app's root navigator.
  ///
  /// - Returns: The named row's index path in the top screen's engine; `nil` for a path that
  ///   names a screen.
  /// - Throws: ``TableError/pathNotFound(path:missing:screen:)`` naming the step no row has,
  ///   after opening the screens before it; ``TableError/resultOpenedDuringChange`` from
  ///   inside a builder, the stack left as it was; what ``push(_:)`` throws when a screen on
  ///   the way is refused, the screens before it pushed.
  @discardableResult
  public func open(_ path: TablePath) throws(TableError) -> IndexPath? {
    guard changeInProgress == nil else { throw .resultOpenedDuringChange }
    var sections = SearchTreeWalk.sections(of: screens[0])
    var opened: [TableScreen] = []
    var followed: [IndexPath] = []
    var missing: String?
    let openers = path.isScreen ? path.steps : path.steps.dropLast()
    for step in openers {
      guard let found = Self.row(named: step, in: sections, opensScreen: true),
        let child = sections[found.section].rows[found.row].makeSearchDestination()
      else {
        missing = step
        break
      }
      child.pathStep = step
      followed.append(found)
      opened.append(child)
      sections = child.makeSections()
    }
    try pushFromRoot(opened)
    var rows = followed
    if missing == nil, !path.isScreen, let last = path.steps.last {
      // The pushed screen built its sections again; the row is found in what it shows now.
      if let row = Self.row(named: last, in: SearchTreeWalk.sections(of: top), opensScreen: false) {
        rows.append(row)
      } else {
        missing = last
      }
    }
    presenter?.navigator(self, didOpen: rows)
    if let missing { throw .pathNotFound(path: path.description, missing: missing, screen: top.title) }
    return path.isScreen ? nil : rows.last
  }

  /// The path of `screen`, a screen on this stack: the names of the rows that open it and the
  /// screens under it (``TablePath``), what a link to it opens. `nil` when `screen` is not on
  /// this stack, or a screen on the way was opened by a row that does not tell search what it
  /// opens (``TableComponent/searchDestination(_:)``).
  ///
  /// A screen opened by ``open(_:)->IndexPath?`` or a search result knows its step; one opened by a row is
  /// found as the screen the row titled like it opens.
  public func tablePath(of screen: TableScreen) -> TablePath? {
    guard let index = screens.firstIndex(where: { $0 === screen }) else { return nil }
    var steps: [String] = []
    for depth in screens.indices.dropFirst().prefix(index) {
      let child = screens[depth]
      guard let step = child.pathStep ?? Self.openerStep(of: child, in: SearchTreeWalk.sections(of: screens[depth - 1]))
      else { return nil }
      steps.append(step)
    }
    return TablePath(steps, isScreen: true)
  }

  /// Dismisses what this stack presents, pops to the root and pushes `opened`, one screen per
  /// level, as one change of the stack (`changeStackAtOnce(_:)`): a path names screens of this
  /// stack, and the screen it names is shown in front.
  func pushFromRoot(_ opened: [TableScreen]) throws(TableError) {
    dismissPresented()
    try changeStackAtOnce { () throws(TableError) in
      if screens.count > 1, !popToRoot() { throw .resultOpenedDuringChange }
      for child in opened { try push(child) }
    }
  }

  /// The first row of `sections` named `name` (``TablePath`` names rows by their identity,
  /// else their title); one that opens a screen, where `opensScreen`.
  private static func row(named name: String, in sections: [TableSection], opensScreen: Bool) -> IndexPath? {
    for (sectionIndex, section) in sections.enumerated() {
      if let rowIndex = section.rows.firstIndex(where: {
        (!opensScreen || $0.hasSearchDestination) && TablePath.step(of: $0) == name
      }) {
        return IndexPath(row: rowIndex, section: sectionIndex)
      }
    }
    return nil
  }

  /// The step of the row of `sections` that opens `screen`: a row titled as the screen that
  /// opens a screen, else the first row whose destination is titled so.
  private static func openerStep(of screen: TableScreen, in sections: [TableSection]) -> String? {
    let openers = sections.flatMap(\.rows).filter(\.hasSearchDestination)
    let opener =
      openers.first { SearchEntry.searchTitle(of: $0) == screen.title }
      ?? openers.first { $0.makeSearchDestination()?.title == screen.title }
    return opener.flatMap(TablePath.step(of:))
  }
}
