import Foundation

/// A walk over a tree of screens, one screen per step, that collects what search can find.
///
/// The root is read as it is shown (its engine's sections, changes made through the engine
/// included) or, when it is not shown, from its builder. Every other screen is made by the
/// ``TableComponent/searchDestination(_:)`` of the row that opens it and read from its builder,
/// without an engine, a view, or any row's closure running. Screens are walked breadth first,
/// so a shallow setting is found before a deep one when the walk is cut short.
@MainActor
struct SearchTreeWalk {
  /// A screen still to read, and how it was reached.
  private struct Pending {
    var make: @MainActor () -> TableScreen?
    /// The titles of the screens above this one.
    var parentPath: [String]
    var screens: [IndexPath]
    var openerTitles: [String]
  }

  private var pending: [Pending]
  private var nextPending = 0
  /// What the walk found so far, screen after screen.
  private(set) var entries: [SearchEntry] = []
  /// How many screens were read.
  private(set) var screensRead = 0
  /// Whether screens were left out because the walk reached `maxDepth` or `maxScreens`.
  private(set) var isTruncated = false
  let maxDepth: Int
  let maxScreens: Int

  init(root: TableScreen, maxDepth: Int, maxScreens: Int) {
    self.maxDepth = maxDepth
    self.maxScreens = maxScreens
    pending = [Pending(make: { root }, parentPath: [], screens: [], openerTitles: [])]
  }

  /// Whether every screen was read.
  var isFinished: Bool { nextPending == pending.count }

  /// Reads the next screen; does nothing when the walk is finished.
  mutating func step() {
    guard !isFinished else { return }
    let next = pending[nextPending]
    // Let go of the closure, which may hold a whole model, once it has run.
    pending[nextPending].make = { nil }
    nextPending += 1
    guard screensRead < maxScreens else {
      isTruncated = true
      return
    }
    guard let screen = next.make() else { return }
    screensRead += 1
    let sections = Self.sections(of: screen)
    // An untitled screen (the list of an untitled choice) is named in paths by the row that
    // opens it, rather than left a blank step ("Settings ›").
    let name = screen.title.isEmpty ? next.openerTitles.last ?? screen.title : screen.title
    let path = next.parentPath + [name]
    entries += SearchEntry.entries(
      of: sections, path: path, screens: next.screens, openerTitles: next.openerTitles)
    for (sectionIndex, section) in sections.enumerated() {
      for (rowIndex, row) in section.rows.enumerated() where row.hasSearchDestination {
        guard let title = SearchEntry.searchTitle(of: row) else { continue }
        guard next.screens.count < maxDepth else {
          isTruncated = true
          continue
        }
        pending.append(
          Pending(
            make: { row.makeSearchDestination() },
            parentPath: path,
            screens: next.screens + [IndexPath(row: rowIndex, section: sectionIndex)],
            openerTitles: next.openerTitles + [title]))
      }
    }
  }

  /// What `screen` shows: its engine's sections while it is shown, else its builder's.
  static func sections(of screen: TableScreen) -> [TableSection] {
    guard let engine = screen.engine else { return screen.makeSections() }
    return (0..<engine.sectionCount).compactMap { try? engine.section(at: $0) }
  }
}
