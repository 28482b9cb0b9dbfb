import ComponentTable
import Foundation

@testable import ComponentTableTerminal

/// Drives the article's `ComposedTable` recipe (three sources in one table, each changing its
/// own sections through `apply`) on one headless host through seeded random mixtures of what
/// apps do at once: a source replacing its sections, a source editing one of its own sections
/// by its local index, a change refused (inside a `performBatchUpdates` group, or a component
/// the engine cannot register), invalidations and reloads, and the table going off and on
/// screen, scrolling and resizing.
///
/// After every step: the host recorded no inconsistency (it checks each call against the
/// counts it was last told, as UIKit does), the table is the sources' models one after the
/// other, every source reads back its own model and finds its sections where the table has
/// them, and every row on screen shows its row's data.
@MainActor
final class CompositionFuzzer {
  struct Section: Equatable {
    var id: String?
    var rows: [String]
  }

  let seed: UInt64
  var random: FuzzRandom
  let host: TerminalTableView
  let engine: TableEngine
  let table: ComposedTable
  /// What each source must hold.
  var models: [[Section]]
  private var log: [String] = []
  private(set) var stats: [String: Int] = [:]
  let verbose: Bool

  init(seed: UInt64, verbose: Bool = false) {
    self.seed = seed
    self.verbose = verbose
    random = FuzzRandom(seed: seed)
    host = random.host(widths: 10...40, heights: 3...16)
    engine = TableEngine(host: host)
    table = ComposedTable(engine: engine, sourceCount: 3)
    models = Array(repeating: [], count: 3)
  }

  /// Runs `steps` steps; returns a report of the first failure, or nil.
  func run(steps: Int) -> String? {
    for step in 0..<steps {
      let before = models
      let problem: String?
      do {
        problem = try runStep()
      } catch {
        problem = "unexpected error \(error)"
      }
      if let problem = problem ?? check() {
        let lastCalls = log.suffix(14).joined(separator: "\n  ")
        return "seed 0x\(String(seed, radix: 16)), step \(step): \(problem)\n"
          + "models before: \(before)\nlast calls:\n  \(lastCalls)\n"
          + "replay: COMPOSITION_FUZZ_SEED=0x\(String(seed, radix: 16)) swift test --filter CompositionFuzz"
      }
    }
    return nil
  }

  private func note(_ text: String) {
    log.append(text)
    if log.count > 60 { log.removeFirst(log.count - 60) }
    if verbose { print(text) }
    stats[String(text.prefix { $0 != "(" }).trimmingCharacters(in: .whitespaces), default: 0] += 1
  }

  // MARK: Steps

  private func runStep() throws -> String? {
    switch random.weighted([14, 30, 8, 6, 6, 4, 4, 6, 6]) {
    case 0: try setSections()
    case 1: try edit()
    case 2: return refusedChange()
    case 3:
      guard let path = randomTablePath() else { return nil }
      note("engine.invalidateHeight(forRowAt: \(path))")
      try engine.invalidateHeight(forRowAt: path)
    case 4:
      note("engine.invalidateAllHeights()")
      engine.invalidateAllHeights()
    case 5:
      note("engine.reloadData()")
      engine.reloadData()
    case 6:
      host.isOnScreen = random.chance(host.isOnScreen ? 70 : 80)
      note("host.isOnScreen = \(host.isOnScreen)")
    case 7:
      let offset = random.int(in: 0...max(0, host.contentHeight))
      note("host.scroll(toOffset: \(offset))")
      host.scroll(toOffset: offset)
    default:
      host.width = random.int(in: 8...40)
      host.height = random.int(in: 3...16)
      note("host size = \(host.width)×\(host.height)")
    }
    return nil
  }

  private func randomSections() -> [Section] {
    (0..<random.int(in: 0...3)).map { _ in
      Section(
        id: random.chance(30) ? "s\(random.below(4))" : nil,
        rows: (0..<random.int(in: 0...4)).map { _ in "r\(random.below(12))" })
    }
  }

  private func tableSection(_ section: Section) -> TableSection {
    TableSection(id: section.id.map { AnyHashable($0) }, rows: section.rows.map { label($0) })
  }

  private func setSections() throws {
    let index = random.below(models.count)
    let sections = randomSections()
    note("source\(index) = \(sections.map(\.rows))")
    try table.update(source: index) { $0 = sections.map(tableSection) }
    models[index] = sections
  }

  /// One edit of a source's own sections at valid local positions; `models` follows it.
  private func edit() throws {
    let index = random.below(models.count)
    var model = models[index]
    let row = "r\(random.below(12))"
    let withRows = model.indices.filter { !model[$0].rows.isEmpty }
    let description: String
    switch random.below(5) {
    case 0 where !model.isEmpty:
      let section = random.below(model.count)
      let position = random.int(in: 0...model[section].rows.count)
      description = "insert \(row) at [\(section),\(position)]"
      model[section].rows.insert(row, at: position)
    case 1 where !withRows.isEmpty:
      let section = random.pick(withRows)
      let position = random.below(model[section].rows.count)
      description = "remove [\(section),\(position)]"
      model[section].rows.remove(at: position)
    case 2 where !withRows.isEmpty:
      let section = random.pick(withRows)
      let position = random.below(model[section].rows.count)
      description = "replace [\(section),\(position)] with \(row)"
      model[section].rows[position] = row
    case 3 where !model.isEmpty:
      let section = random.below(model.count)
      description = "remove section \(section)"
      model.remove(at: section)
    default:
      let section = random.int(in: 0...model.count)
      description = "insert section [\(row)] at \(section)"
      model.insert(Section(id: nil, rows: [row]), at: section)
    }
    note("source\(index): \(description)")
    let sections = model.map(tableSection)
    try table.update(source: index) { $0 = sections }
    models[index] = model
  }

  /// A change the engine refuses: the sources and the host must be as they were.
  private func refusedChange() -> String? {
    let index = random.below(models.count)
    let updates = host.appliedUpdateCount
    let reloads = host.reloadCount
    let sources = table.sources.map { $0.map(\.rows.count) }
    do {
      if random.chance(50) {
        note("performBatchUpdates { source\(index) = [] } (refused)")
        try engine.performBatchUpdates { try table.update(source: index) { $0 = [] } }
      } else {
        note("source\(index) += [a component in another class's pool] (refused)")
        let taken = TableComponent.derivedReuseIdentifier(for: LabelCell.self)
        try table.update(source: index) {
          $0.append(TableSection(rows: [TableComponent(BannerView.self, data: "x", reuseIdentifier: taken)]))
        }
      }
      return "the change was not refused"
    } catch {
      guard table.sources.map({ $0.map(\.rows.count) }) == sources else { return "a refused change changed a source" }
      guard host.appliedUpdateCount == updates, host.reloadCount == reloads else {
        return "a refused change updated the host"
      }
      return nil
    }
  }

  private func randomTablePath() -> IndexPath? {
    let paths = (0..<engine.sectionCount).flatMap { section in
      (0..<engine.dataSource.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
    }
    return paths.isEmpty ? nil : random.pick(paths)
  }

  // MARK: Checks

  private func check() -> String? {
    if let inconsistency = host.inconsistencies.first {
      return "the host recorded an inconsistency: \(inconsistency.message)"
    }
    let expected = models.flatMap { $0.map(\.rows) }
    let shown = engine.allSections.map { $0.rows.map { rowText($0) } }
    guard shown == expected else { return "the table is \(shown), the sources' models \(expected)" }
    for (index, sections) in table.sources.enumerated() {
      let read = sections.map { $0.rows.map { rowText($0) } }
      guard read == models[index].map(\.rows) else {
        return "source\(index) reads \(read), its model is \(models[index].map(\.rows))"
      }
      for local in sections.indices {
        let at = table.tableSection(local, ofSource: index)
        guard shown.indices.contains(at), shown[at] == read[local] else {
          return "source\(index)'s section \(local) is not at \(at)"
        }
      }
    }
    guard host.isOnScreen else { return nil }
    for path in host.indexPathsForVisibleRows {
      guard let cell = host.cellForRow(at: path) as? LabelCell else { return "no label cell at \(path)" }
      let wanted = shown[path.section][path.row]
      guard cell.text == wanted else { return "the row \(path) shows \(cell.text), expected \(wanted)" }
    }
    return nil
  }

  private func rowText(_ component: TableComponent) -> String {
    component.data(as: LabelCell.Data.self) ?? "?"
  }
}
