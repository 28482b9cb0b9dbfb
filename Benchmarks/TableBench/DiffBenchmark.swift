import ComponentTable
import Foundation

// MARK: - Diff benchmarks
//
// `SectionedDiff` (Sources/Runtime/Updates/) against the standard library's
// `CollectionDifference`: `new.difference(from: old)`, alone and followed by
// `.inferringMoves()`. Rows are (id, version) values; the standard library sees them as
// `Hashable` elements, so a changed version is a remove plus an insert there and an update in
// `SectionedDiff`. Both sides start from the same arrays, and `SectionedDiff`'s timing
// includes building its input (the identity lists) and the content callbacks.
//
// The standard library's diff is Myers' algorithm, O(n · d): d grows with n here (a fixed
// share of the rows changes), so it is quadratic and is skipped above `stdlibMaxRows`.

/// A row of a diffed table: its identity and a version that changes when its content does.
struct DiffRow: Hashable {
  var id: Int
  var version: Int
}

/// Two tables to diff, and the fewest moves any diff of them needs.
struct DiffCase {
  var old: [[DiffRow]]
  var new: [[DiffRow]]
  /// Paired rows that change section, plus, per section, the rows staying in it that are not
  /// on one longest in-order run (n − LIS): no diff can show the change with fewer moves.
  var minimalMoves: Int

  var rowCount: Int { old.reduce(0) { $0 + $1.count } }
}

@MainActor
func diffBenchmarks(_ config: Config) throws -> [BenchResult] {
  var results: [BenchResult] = []
  let sizes = config.diffSizes
  var stdlibTimes: [(rows: Int, ns: Double)] = []

  for rows in sizes {
    let diffCase = DiffCase.flat(
      rows: rows, deletes: rows / 10, inserts: rows / 10, updates: rows / 10, moves: rows / 50,
      seed: UInt64(rows))
    let name = "diff \(Format.size(rows)) (10% del/ins/upd, 2% mv)"
    let goal: Goal? = rows == 10_000 ? .ratioAtMost(0.01) : nil
    if rows <= config.stdlibMaxRows {
      let pair = compareWithStandardLibrary(
        diffCase, name: name, rounds: config.diffRounds(rows: rows), repeats: config.repeats, goal: goal)
      results += pair
      if let ns = pair[0].baseline?.median { stdlibTimes.append((rows, ns)) }
    } else {
      results.append(engineOnly(diffCase, name: name, rounds: config.rounds, note: skippedNote(rows, stdlibTimes)))
    }
  }

  // How the time grows with ten times the rows: both sizes measured in the same rounds.
  if sizes.count >= 2 {
    let small = sizes[sizes.count - 2]
    let large = sizes[sizes.count - 1]
    let smallCase = DiffCase.flat(
      rows: small, deletes: small / 10, inserts: small / 10, updates: small / 10, moves: small / 50,
      seed: UInt64(small))
    let largeCase = DiffCase.flat(
      rows: large, deletes: large / 10, inserts: large / 10, updates: large / 10, moves: large / 50,
      seed: UInt64(large))
    let samples = interleave(
      rounds: config.rounds, warmups: 1, repeats: config.repeats,
      engine: { measureNs { Sink.add(engineSide { runSectionedDiff(largeCase) }.movedRows.count) } },
      baseline: { measureNs { Sink.add(baselineSide { runSectionedDiff(smallCase) }.movedRows.count) } })
    results.append(
      BenchResult(
        name: "diff time(\(Format.size(large))) ÷ time(\(Format.size(small)))",
        quantity: .time(per: "diff"), samples: samples,
        baselineName:
          "SectionedDiff itself at \(Format.size(small)) rows (10% deletes, 10% inserts, 10% updates, 2% moves at both sizes)",
        goal: large == small * 10 ? .ratioAtMost(11) : nil,
        note: "a ratio of 10 is linear; n log n would be about 12.5 over this range for the sorting parts."))
  }

  let big = config.bigDiffRows
  let bigCase = DiffCase.flat(
    rows: big, deletes: big / 10, inserts: big / 10, updates: 0, moves: big / 50, seed: 0xB16)
  let bigName =
    "diff \(Format.size(big)) (\(Format.size(big / 10)) del, \(Format.size(big / 10)) ins, \(Format.size(big / 50)) mv)"
  if big <= config.stdlibMaxRows {
    results += compareWithStandardLibrary(
      bigCase, name: bigName, rounds: config.diffRounds(rows: big), repeats: config.repeats, goal: nil)
  } else {
    results.append(engineOnly(bigCase, name: bigName, rounds: config.rounds, note: skippedNote(big, stdlibTimes)))
  }

  let reversedRows = config.reversedDiffRows
  results += compareWithStandardLibrary(
    .reversed(rows: reversedRows), name: "diff \(Format.size(reversedRows)) fully reversed",
    rounds: config.reversedDiffRounds, repeats: config.repeats, goal: nil)

  results += compareWithStandardLibrary(
    .sectioned(sections: 100, rowsPerSection: 100, crossSectionMoves: 200, inSectionMoves: 100, seed: 0x5EC),
    name: "diff 100×100 sections (300 mv)",
    rounds: config.diffRounds(rows: 10_000), repeats: config.repeats, goal: nil,
    extraNote:
      "100 sections of 100 rows; 200 rows move to another section, 100 within their own. The standard library diffs the rows flattened into one array (it has no sections)."
  )
  return results
}

// MARK: Measuring

/// Two rows: against `difference(from:)` alone, and against it plus `.inferringMoves()`, from
/// the same runs (the inference is timed on the difference just computed).
@MainActor
private func compareWithStandardLibrary(
  _ diffCase: DiffCase, name: String, rounds: Int, repeats: Int, goal: Goal?, extraNote: String? = nil
) -> [BenchResult] {
  let oldFlat = diffCase.old.flatMap { $0 }
  let newFlat = diffCase.new.flatMap { $0 }
  var plain = PairedSamples()
  var inferring = PairedSamples()
  var engineMoves = 0
  var stdlibChanges = 0
  var stdlibMoves = 0
  // Runs of a few milliseconds are bimodal on this shared machine (twice as long whenever
  // another process shares the core), so, as in `interleave`, each side runs a few times back
  // to back per round and its fastest run counts. The standard library's diff gets the same
  // unless one run of it takes over a second; then it runs once a round, and the note says so.
  var stdlibRepeats = repeats
  for round in 0..<(rounds + 1) {
    var engineNs = Double.infinity
    var diffNs = Double.infinity
    var inferNs = Double.infinity
    func runEngine() {
      for _ in 0..<repeats {
        engineNs = min(engineNs, measureNs { engineMoves = engineSide { runSectionedDiff(diffCase) }.movedRows.count })
      }
    }
    func runStdlib() {
      for _ in 0..<stdlibRepeats {
        var difference = CollectionDifference<DiffRow>([])!
        let ns = measureNs { difference = baselineSide { newFlat.difference(from: oldFlat) } }
        var inferred = difference
        let infer = measureNs { inferred = baselineSide { difference.inferringMoves() } }
        if ns < diffNs {
          diffNs = ns
          inferNs = infer
        }
        stdlibChanges = difference.count
        stdlibMoves = inferred.removals.reduce(0) { count, change in
          if case .remove(_, _, let associated) = change, associated != nil { return count + 1 }
          return count
        }
      }
    }
    // Alternate which side goes first, as `interleave` does.
    if round % 2 == 0 {
      runEngine()
      runStdlib()
    } else {
      runStdlib()
      runEngine()
    }
    guard round > 0 else {
      // The first round warms up, and tells whether the standard library is quick enough to
      // repeat.
      if diffNs > 1e9 { stdlibRepeats = 1 }
      continue
    }
    plain.engine.append(engineNs)
    plain.baseline.append(diffNs)
    inferring.engine.append(engineNs)
    inferring.baseline.append(diffNs + inferNs)
  }
  Sink.add(engineMoves &+ stdlibChanges &+ stdlibMoves)
  let speedup = Stats(plain.ratios).median
  var note =
    "moves emitted: \(engineMoves), minimal (n − LIS): \(diffCase.minimalMoves); SectionedDiff is \(Format.plain((1 / speedup).rounded()))× faster than difference(from:), which returns \(stdlibChanges) inserts and removes."
  if stdlibRepeats < repeats {
    note +=
      " difference(from:) took over a second, so it ran once a round (its time includes the machine's noise; the engine's is the fastest of \(repeats))."
  }
  if let extraNote { note += " " + extraNote }
  var first = BenchResult(
    name: name, quantity: .time(per: "diff"), samples: plain,
    baselineName: "[DiffRow].difference(from:) on the same rows", goal: goal, note: note)
  first.extras = [("moves_emitted", Double(engineMoves)), ("moves_minimal", Double(diffCase.minimalMoves))]
  var second = BenchResult(
    name: name + " vs inferMoves", quantity: .time(per: "diff"), samples: inferring,
    baselineName: "difference(from:) followed by .inferringMoves()", goal: nil,
    note: "the standard library infers \(stdlibMoves) moves.")
  second.extras = [("moves_emitted", Double(engineMoves)), ("moves_stdlib", Double(stdlibMoves))]
  return [first, second]
}

/// A row for a size where the standard library is too slow to run: the engine's time only.
@MainActor
private func engineOnly(_ diffCase: DiffCase, name: String, rounds: Int, note: String) -> BenchResult {
  var samples = PairedSamples()
  var moves = 0
  for round in 0..<(rounds + 1) {
    let ns = measureNs { moves = engineSide { runSectionedDiff(diffCase) }.movedRows.count }
    if round > 0 { samples.engine.append(ns) }
  }
  Sink.add(moves)
  var result = BenchResult(
    name: name, quantity: .time(per: "diff"), samples: samples,
    baselineName: "difference(from:) — not run", goal: nil,
    note: "moves emitted: \(moves), minimal (n − LIS): \(diffCase.minimalMoves). \(note)")
  result.extras = [("moves_emitted", Double(moves)), ("moves_minimal", Double(diffCase.minimalMoves))]
  return result
}

private func skippedNote(_ rows: Int, _ measured: [(rows: Int, ns: Double)]) -> String {
  var note = "difference(from:) skipped at \(Format.size(rows)) rows: Myers' diff is O(n · d) and d grows with n"
  if let last = measured.last {
    let scale = Double(rows) / Double(last.rows)
    note +=
      ", so from \(Format.duration(last.ns)) at \(Format.size(last.rows)) one run would take about \(Format.duration(last.ns * scale * scale))"
  }
  return note + "."
}

@inline(never)
@MainActor
func runSectionedDiff(_ diffCase: DiffCase) -> SectionedDiff {
  let old = diffCase.old.enumerated().map { (id: $0.offset, rows: $0.element.map(\.id)) }
  let new = diffCase.new.enumerated().map { (id: $0.offset, rows: $0.element.map(\.id)) }
  return SectionedDiff(
    from: old, to: new,
    rowContentChanged: { before, after in
      diffCase.old[before.section][before.row].version != diffCase.new[after.section][after.row].version
    },
    sectionContentChanged: { _, _ in false })
}

// MARK: Cases

extension DiffCase {
  /// One section of `rows` rows, then `deletes` rows deleted, `moves` of the survivors taken
  /// out and put back at random places, `inserts` new rows at random places and `updates`
  /// survivors given a new version. Deterministic for a seed.
  static func flat(rows: Int, deletes: Int, inserts: Int, updates: Int, moves: Int, seed: UInt64) -> DiffCase {
    var random = SplitMix64(seed: seed)
    let old = (0..<rows).map { DiffRow(id: $0, version: 0) }
    var deleted = [Bool](repeating: false, count: rows)
    for index in pick(deletes, from: rows, &random) { deleted[index] = true }
    let survivors = old.indices.filter { !deleted[$0] }
    var moving = [Bool](repeating: false, count: survivors.count)
    for index in pick(moves, from: survivors.count, &random) { moving[index] = true }
    // The rows that keep their order, then everything else dropped in at random gaps.
    var base: [DiffRow] = []
    var placed: [(gap: Int, row: DiffRow)] = []
    for (position, oldIndex) in survivors.enumerated() where !moving[position] { base.append(old[oldIndex]) }
    for (position, oldIndex) in survivors.enumerated() where moving[position] {
      placed.append((Int(random.next() % UInt64(base.count + 1)), old[oldIndex]))
    }
    for k in 0..<inserts {
      placed.append((Int(random.next() % UInt64(base.count + 1)), DiffRow(id: rows + k, version: 0)))
    }
    placed.sort { $0.gap < $1.gap }
    var new: [DiffRow] = []
    new.reserveCapacity(base.count + placed.count)
    var next = 0
    for gap in 0...base.count {
      while next < placed.count, placed[next].gap == gap {
        new.append(placed[next].row)
        next += 1
      }
      if gap < base.count { new.append(base[gap]) }
    }
    let updatable = new.indices.filter { new[$0].id < rows }
    for index in pick(updates, from: updatable.count, &random) { new[updatable[index]].version += 1 }
    let oldIndexOfSurvivors = new.filter { $0.id < rows }.map(\.id)
    return DiffCase(old: [old], new: [new], minimalMoves: oldIndexOfSurvivors.count - lisLength(oldIndexOfSurvivors))
  }

  /// One section whose rows come back in the opposite order: n − 1 moves at least.
  static func reversed(rows: Int) -> DiffCase {
    let old = (0..<rows).map { DiffRow(id: $0, version: 0) }
    return DiffCase(old: [old], new: [old.reversed()], minimalMoves: max(0, rows - 1))
  }

  /// `sections` sections of `rowsPerSection` rows; `crossSectionMoves` rows moved to another
  /// section and `inSectionMoves` moved within their own, each to a random place.
  static func sectioned(
    sections: Int, rowsPerSection: Int, crossSectionMoves: Int, inSectionMoves: Int, seed: UInt64
  ) -> DiffCase {
    var random = SplitMix64(seed: seed)
    let old = (0..<sections).map { section in
      (0..<rowsPerSection).map { DiffRow(id: section * rowsPerSection + $0, version: 0) }
    }
    var new = old
    let total = sections * rowsPerSection
    let chosen = pick(crossSectionMoves + inSectionMoves, from: total, &random)
    var movers: [(row: DiffRow, from: Int, acrossSections: Bool)] = []
    for (k, flat) in chosen.enumerated() {
      movers.append((old[flat / rowsPerSection][flat % rowsPerSection], flat / rowsPerSection, k < crossSectionMoves))
    }
    let moverIDs = Set(movers.map(\.row.id))
    for section in new.indices { new[section].removeAll { moverIDs.contains($0.id) } }
    for mover in movers {
      var target = mover.from
      if mover.acrossSections, sections > 1 {
        target = (mover.from + 1 + Int(random.next() % UInt64(sections - 1))) % sections
      }
      new[target].insert(mover.row, at: Int(random.next() % UInt64(new[target].count + 1)))
    }
    // Rows that change section must move; within a section, all but a longest in-order run.
    var minimal = 0
    for section in new.indices {
      var staying: [Int] = []
      for row in new[section] {
        if row.id / rowsPerSection == section { staying.append(row.id) } else { minimal += 1 }
      }
      minimal += staying.count - lisLength(staying)
    }
    return DiffCase(old: old, new: new, minimalMoves: minimal)
  }
}

/// `count` distinct indices below `limit`, in random order (a partial Fisher–Yates shuffle).
private func pick(_ count: Int, from limit: Int, _ random: inout SplitMix64) -> [Int] {
  var indices = Array(0..<limit)
  let count = min(count, limit)
  for i in 0..<count {
    let j = i + Int(random.next() % UInt64(limit - i))
    indices.swapAt(i, j)
  }
  return Array(indices[0..<count])
}

/// The length of a longest strictly increasing subsequence (patience sorting), O(n log n).
func lisLength(_ values: [Int]) -> Int {
  var tails: [Int] = []
  for value in values {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if tails[middle] < value { low = middle + 1 } else { high = middle }
    }
    if low == tails.count { tails.append(value) } else { tails[low] = value }
  }
  return tails.count
}
