import Foundation
import Testing

@testable import ComponentTable

/// Random old/new tables through `SectionedDiff` and `UpdateStager`: every stage must pass the
/// validator, replaying the stages must show exactly the new table, and the moves must be the
/// minimum, computed here independently.
///
/// `DIFF_PROPERTY_PAIRS` sets how many pairs run; `DIFF_PROPERTY_SEED` (decimal or 0x-hex)
/// replays the one pair a failure printed, verbosely.
@Suite struct DiffPropertyTests {
  // A pair costs about 1.4 ms of CPU in a debug build: 25,000 pairs take ~35 s of CPU, under
  // 20 s on two cores; the full 100,000 (`DIFF_PROPERTY_PAIRS=100000`) take ~145 s of CPU.
  static let defaultPairCount = 25_000
  /// Swift Testing runs the chunks in parallel, so both cores of CI are used.
  static let chunkCount = 8

  static var pairCount: Int {
    ProcessInfo.processInfo.environment["DIFF_PROPERTY_PAIRS"].flatMap { Int($0) }
      ?? defaultPairCount
  }

  static var replaySeed: UInt64? {
    guard let text = ProcessInfo.processInfo.environment["DIFF_PROPERTY_SEED"] else { return nil }
    return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
  }

  /// Every pair gets its own seed, so a failure replays without running the pairs before it.
  static func seed(ofPair index: Int) -> UInt64 {
    0xD1FF_5EED_0000_0000 &+ UInt64(index)
  }

  @Test(arguments: 0..<chunkCount)
  func randomTablesBecomeValidMinimalStages(chunk: Int) {
    if let seed = Self.replaySeed {
      if chunk == 0 {
        let failure = Self.failure(seed: seed, verbose: true)
        #expect(failure == nil, "seed 0x\(String(seed, radix: 16)): \(failure ?? "")")
      }
      return
    }
    for index in stride(from: chunk, to: Self.pairCount, by: Self.chunkCount) {
      let seed = Self.seed(ofPair: index)
      if let failure = Self.failure(seed: seed, verbose: false) {
        let replay = "DIFF_PROPERTY_SEED=0x\(String(seed, radix: 16))"
        print("DiffProperty failed for seed 0x\(String(seed, radix: 16)): \(failure)")
        Issue.record("\(failure)\nreplay: \(replay) swift test --filter DiffProperty")
        return
      }
    }
  }

  static func failure(seed: UInt64, verbose: Bool) -> String? {
    var generator = RandomTablePairs(seed: seed)
    let (old, new) = generator.makePair()
    // Some pairs reload instead of reconfiguring, to cover both kinds of row update.
    let reloadsSome = generator.chance(1, in: 4)
    let reloadsRow: (IndexPath, IndexPath) -> Bool = { reloadsSome && ($0.row + $1.row) % 3 == 0 }

    let diff = old.diff(to: new)
    let staged = UpdateStager.stages(for: diff, reloadsRow: reloadsRow)
    if verbose {
      print("old: \(old)\nnew: \(new)\ndiff: \(diff)")
      for stage in staged.stages { print("\(stage.kind): \(stage.batch)") }
    }
    if let problem = MinimalDiffOracle(old: old, new: new).failure(of: diff) { return problem }
    let changedSections = diff.updatedSections.filter {
      old.sections[$0.old].version != new.sections[$0.new].version
    }
    guard staged.updatedSections == diff.updatedSections, changedSections == diff.updatedSections
    else { return "section updates \(staged.updatedSections)" }
    return StagedUpdateReplay(old: old, new: new).failure(of: staged)
  }
}

/// The pairing and minimum move counts the diff must produce, computed the slow, obvious way.
struct MinimalDiffOracle {
  let old: DiffTestTable
  let new: DiffTestTable

  /// For each new element, the old one holding the same occurrence of its identity.
  static func occurrencePartners<ID: Hashable>(old: [ID], new: [ID]) -> [Int?] {
    var occurrences: [ID: [Int]] = [:]
    for index in old.indices { occurrences[old[index], default: []].append(index) }
    var used: [ID: Int] = [:]
    return new.map { id in
      let count = used[id, default: 0]
      guard let list = occurrences[id], count < list.count else { return nil }
      used[id] = count + 1
      return list[count]
    }
  }

  /// O(n²) longest strictly increasing subsequence length.
  static func longestIncreasingLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
  }

  static func flatRows(
    _ table: DiffTestTable
  ) -> (ids: [Int], versions: [Int], sections: [Int], rows: [Int]) {
    var flat: (ids: [Int], versions: [Int], sections: [Int], rows: [Int]) = ([], [], [], [])
    for section in table.sections.indices {
      let rows = table.sections[section].rows
      for row in rows.indices {
        flat.ids.append(rows[row].id)
        flat.versions.append(rows[row].version)
        flat.sections.append(section)
        flat.rows.append(row)
      }
    }
    return flat
  }

  func failure(of diff: SectionedDiff) -> String? {
    let oldSectionOfNew = Self.occurrencePartners(
      old: old.sections.map { $0.id }, new: new.sections.map { $0.id })
    var newSectionOfOld = [Int?](repeating: nil, count: old.sections.count)
    for (newSection, oldSection) in oldSectionOfNew.enumerated() {
      if let oldSection { newSectionOfOld[oldSection] = newSection }
    }
    let pairedSections = oldSectionOfNew.compactMap { $0 }
    let sectionMoves = pairedSections.count - Self.longestIncreasingLength(pairedSections)
    guard diff.movedSections.count == sectionMoves else {
      return "\(diff.movedSections.count) section moves, minimum \(sectionMoves)"
    }
    for (newSection, oldSection) in oldSectionOfNew.enumerated()
    where diff.oldSection(forNew: newSection) != oldSection {
      return "section \(newSection) paired with \(String(describing: diff.oldSection(forNew: newSection)))"
    }

    // Rows are paired through the whole table, so number them flat, as (section, row).
    let oldRows = Self.flatRows(old)
    let newRows = Self.flatRows(new)
    let oldRowOfNew = Self.occurrencePartners(old: oldRows.ids, new: newRows.ids)
    var crossSectionMoves = 0
    var stayingOldRows = [[Int]](repeating: [], count: new.sections.count)
    var keptPairs = 0
    var updates = 0
    for flat in newRows.ids.indices {
      let newSection = newRows.sections[flat]
      let keptOldRow = oldRowOfNew[flat].flatMap { oldFlat in
        newSectionOfOld[oldRows.sections[oldFlat]] != nil && oldSectionOfNew[newSection] != nil
          ? oldFlat : nil
      }
      // The diff's own flat pairing, read directly: its IndexPath lookups are tested elsewhere.
      guard diff.oldRowForNewRow[flat] == keptOldRow ?? -1 else {
        return "new row \(flat) paired with old row \(diff.oldRowForNewRow[flat]), not \(keptOldRow ?? -1)"
      }
      guard let oldFlat = keptOldRow else { continue }
      keptPairs += 1
      if oldRows.versions[oldFlat] != newRows.versions[flat] { updates += 1 }
      if newSectionOfOld[oldRows.sections[oldFlat]] == newSection {
        stayingOldRows[newSection].append(oldRows.rows[oldFlat])
      } else {
        crossSectionMoves += 1
      }
    }
    let rowMoves =
      crossSectionMoves
      + stayingOldRows.map { $0.count - Self.longestIncreasingLength($0) }.reduce(0, +)
    guard diff.movedRows.count == rowMoves else {
      return "\(diff.movedRows.count) row moves, minimum \(rowMoves)"
    }
    let survivingOldRows = old.sections.indices.filter { newSectionOfOld[$0] != nil }
      .map { old.sections[$0].rows.count }.reduce(0, +)
    let rowsOfPairedNewSections = new.sections.indices.filter { oldSectionOfNew[$0] != nil }
      .map { new.sections[$0].rows.count }.reduce(0, +)
    guard diff.deletedRows.count == survivingOldRows - keptPairs,
      diff.insertedRows.count == rowsOfPairedNewSections - keptPairs,
      diff.updatedRows.count == updates
    else { return "row deletes/inserts/updates do not add up" }
    return nil
  }
}

/// Old/new table pairs of 0–20 sections and 0–300 rows. Identity spaces are sometimes tiny, so
/// duplicate section and row identities are common; most new tables are edits of the old one,
/// some are unrelated.
struct RandomTablePairs {
  static let maxSections = 20
  static let maxRows = 300

  private var random: SeededGenerator
  private var rowIDSpace = 1
  private var sectionIDSpace = 1

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// Modulo bias is irrelevant here, and `Int.random(in:using:)` is slow in debug builds.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(random.next() % UInt64(range.upperBound - range.lowerBound + 1))
  }
  mutating func chance(_ count: Int, in total: Int) -> Bool { int(1...total) <= count }

  mutating func makePair() -> (old: DiffTestTable, new: DiffTestTable) {
    rowIDSpace = [3, 12, 60, 400, 1_000_000][int(0...4)]
    sectionIDSpace = [2, 6, 30, 1_000_000][int(0...3)]
    let old = makeTable()
    if chance(1, in: 10) { return (old, makeTable()) }
    var new = old
    let editCount = [0, 1, 2, 4, 10, 30, 80][int(0...6)]
    for _ in 0..<editCount { edit(&new) }
    return (old, new)
  }

  private mutating func makeTable() -> DiffTestTable {
    let sectionCount = int(0...Self.maxSections)
    var sections = (0..<sectionCount).map { _ in newSection() }
    if sectionCount > 0 {
      for _ in 0..<int(0...Self.maxRows) {
        sections[int(0...sectionCount - 1)].rows.append(newRow())
      }
    }
    return DiffTestTable(sections)
  }

  private mutating func newRow() -> DiffTestTable.Row {
    DiffTestTable.Row(id: int(0...rowIDSpace - 1), version: int(0...1))
  }

  private mutating func newSection() -> DiffTestTable.Section {
    DiffTestTable.Section(id: int(0...sectionIDSpace - 1), version: int(0...1), rows: [])
  }

  private mutating func edit(_ table: inout DiffTestTable) {
    let sectionCount = table.sections.count
    let rowCount = table.rowCounts.reduce(0, +)
    let anySection = sectionCount > 0 ? int(0...sectionCount - 1) : 0
    switch int(0...9) {
    case 0 where sectionCount > 0:
      table.sections.remove(at: anySection)
    case 1 where sectionCount < Self.maxSections:
      var section = newSection()
      for _ in 0..<min(int(0...4), Self.maxRows - rowCount) { section.rows.append(newRow()) }
      table.sections.insert(section, at: int(0...sectionCount))
    case 2 where sectionCount > 0:
      let section = table.sections.remove(at: anySection)
      table.sections.insert(section, at: int(0...sectionCount - 1))
    case 3 where sectionCount > 0 && !table.sections[anySection].rows.isEmpty:
      table.sections[anySection].rows.remove(at: int(0...table.sections[anySection].rows.count - 1))
    case 4 where sectionCount > 0 && rowCount < Self.maxRows:
      table.sections[anySection].rows.insert(
        newRow(), at: int(0...table.sections[anySection].rows.count))
    case 5 where sectionCount > 0 && !table.sections[anySection].rows.isEmpty:
      let row = table.sections[anySection].rows.remove(
        at: int(0...table.sections[anySection].rows.count - 1))
      let target = int(0...sectionCount - 1)
      table.sections[target].rows.insert(row, at: int(0...table.sections[target].rows.count))
    case 6 where sectionCount > 0 && !table.sections[anySection].rows.isEmpty:
      table.sections[anySection].rows[int(0...table.sections[anySection].rows.count - 1)]
        .version += 1
    case 7 where sectionCount > 0:
      table.sections[anySection].version += 1
    case 8 where sectionCount > 0:
      table.sections[anySection].rows.reverse()
    case 9 where sectionCount > 0:
      table.sections[anySection].id = int(0...sectionIDSpace - 1)
    default:
      break
    }
  }
}
