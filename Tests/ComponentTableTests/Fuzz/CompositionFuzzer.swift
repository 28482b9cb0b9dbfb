import ComponentTable
import Foundation

@testable import ComponentTableTerminal

/// Drives a `TableComposition` of three sources on one headless host through seeded random
/// mixtures of what apps do at once: a source replacing its sections (`apply` underneath),
/// single incremental calls through the sources, `performBatchUpdates` groups of them (nested
/// and throwing ones included) with height invalidations and reloads inside, invalidations
/// and reloads outside, and the table going off and on screen, scrolling and resizing.
///
/// After every step: the host recorded no inconsistency (it checks each call against the
/// counts it was last told, as UIKit does), the table is the sources' models one after the
/// other, every source reads back its own model, and every row on screen shows its row's data.
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
  let composition: TableComposition
  let sources: [TableSource]
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
    let composition = TableComposition(engine: engine)
    self.composition = composition
    sources = (0..<3).map { _ in composition.addSource() }
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
    switch random.weighted([14, 30, 12, 6, 6, 4, 4, 6, 6]) {
    case 0: try setSections()
    case 1: try incrementalCall(in: &models)
    case 2: return try group()
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
    let index = random.below(sources.count)
    let sections = randomSections()
    note("source\(index).setSections(\(sections.map(\.rows)))")
    try sources[index].setSections(sections.map(tableSection), animation: .automatic)
    models[index] = sections
  }

  /// One call through a source, on valid positions; `models` follows it.
  private func incrementalCall(in models: inout [[Section]]) throws {
    let index = random.below(sources.count)
    let source = sources[index]
    let sections = models[index]
    let row = "r\(random.below(12))"
    let withRows = sections.indices.filter { !sections[$0].rows.isEmpty }
    switch random.below(6) {
    case 0:
      note("source\(index).addSection([\(row)])")
      try source.addSection(TableSection(rows: [label(row)]))
      models[index].append(Section(id: nil, rows: [row]))
    case 1 where !sections.isEmpty:
      let section = random.below(sections.count)
      let start = sections[section].rows.count
      if random.chance(50) {
        note("source\(index).addCell(\(row), toSection: \(section))")
        let path = try source.addCell(label(row), toSection: section)
        guard path == IndexPath(row: start, section: section) else {
          throw Refusal.wrongResult("addCell gave \(path)")
        }
        models[index][section].rows.append(row)
      } else {
        let rows = (0..<random.below(3)).map { "\(row)-\($0)" }
        note("source\(index).addCells(\(rows), toSection: \(section))")
        let paths = try source.addCells(rows.map { label($0) }, toSection: section)
        guard paths == rows.indices.map({ IndexPath(row: start + $0, section: section) }) else {
          throw Refusal.wrongResult("addCells gave \(paths)")
        }
        models[index][section].rows.append(contentsOf: rows)
      }
    case 2 where !sections.isEmpty:
      let section = random.below(sections.count)
      let position = random.int(in: 0...sections[section].rows.count)
      note("source\(index).insertCell(\(row), at: [\(section),\(position)])")
      try source.insertCell(label(row), at: IndexPath(row: position, section: section))
      models[index][section].rows.insert(row, at: position)
    case 3 where !withRows.isEmpty:
      let section = random.pick(withRows)
      let position = random.below(sections[section].rows.count)
      note("source\(index).removeCell(at: [\(section),\(position)])")
      try source.removeCell(at: IndexPath(row: position, section: section))
      models[index][section].rows.remove(at: position)
    case 4 where !withRows.isEmpty:
      let section = random.pick(withRows)
      let position = random.below(sections[section].rows.count)
      note("source\(index).updateCell(at: [\(section),\(position)], with: \(row))")
      try source.updateCell(at: IndexPath(row: position, section: section), with: label(row))
      models[index][section].rows[position] = row
    case 5 where !sections.isEmpty:
      let section = random.below(sections.count)
      note("source\(index).removeSection(at: \(section))")
      try source.removeSection(at: section)
      models[index].remove(at: section)
    default:
      let section = random.below(sections.count + 1)
      note("source\(index).addCell(\(row), toSection: \(section)) (refused unless it exists)")
      do {
        try source.addCell(label(row), toSection: section)
        guard section < sections.count else { throw Refusal.expected("addCell to \(section)") }
        models[index][section].rows.append(row)
      } catch is TableError where section >= sections.count {
        // Refused, as it must be: nothing changed.
      }
    }
  }

  private enum Refusal: Error {
    case expected(String)
    case wrongResult(String)
  }
  private struct Abandon: Error {}

  /// A group of calls through the sources, sometimes with a nested group, host requests inside,
  /// or an error that undoes it.
  private func group(depth: Int = 1) throws -> String? {
    var scratch = models
    let updates = host.appliedUpdates.count
    let reloads = host.reloadCount
    let abandons = random.chance(15)
    note(String(repeating: "  ", count: depth - 1) + "performBatchUpdates {" + (abandons ? " (throws)" : ""))
    var problem: String?
    do {
      try engine.performBatchUpdates(animation: .automatic) {
        for _ in 0..<random.int(in: 1...4) {
          switch random.below(10) {
          case 0:
            if let path = randomTablePath() {
              note("  engine.invalidateHeight(forRowAt: \(path))")
              try engine.invalidateHeight(forRowAt: path)
            }
          case 1:
            note("  engine.invalidateAllHeights()")
            engine.invalidateAllHeights()
          case 2:
            note("  engine.reloadData()")
            engine.reloadData()
          case 3 where depth == 1:
            let saved = models
            models = scratch
            defer {
              scratch = models
              models = saved
            }
            problem = try group(depth: 2)
          default:
            try incrementalCall(in: &scratch)
          }
          if host.appliedUpdates.count != updates || host.reloadCount != reloads {
            problem = problem ?? "the host heard of the group before its end"
          }
        }
        if abandons { throw Abandon() }
      }
      note(String(repeating: "  ", count: depth - 1) + "}")
      models = scratch
    } catch is Abandon {
      note(String(repeating: "  ", count: depth - 1) + "} threw: undone")
      if host.appliedUpdates.count != updates || host.reloadCount != reloads {
        problem = problem ?? "an undone group updated the host"
      }
    }
    return problem
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
    let table = engine.allSections.map { $0.rows.map { rowText($0) } }
    guard table == expected else { return "the table is \(table), the sources' models \(expected)" }
    for (index, source) in sources.enumerated() {
      let read = source.sections.map { $0.rows.map { rowText($0) } }
      guard read == models[index].map(\.rows) else {
        return "source\(index) reads \(read), its model is \(models[index].map(\.rows))"
      }
    }
    guard host.isOnScreen else { return nil }
    for path in host.indexPathsForVisibleRows {
      guard let cell = host.cellForRow(at: path) as? LabelCell else { return "no label cell at \(path)" }
      let wanted = table[path.section][path.row]
      guard cell.text == wanted else { return "the row \(path) shows \(cell.text), expected \(wanted)" }
    }
    return nil
  }

  private func rowText(_ component: TableComponent) -> String {
    component.data(as: LabelCell.self) ?? "?"
  }
}
