import ComponentTable
import ComponentTableTerminal
import Foundation

// MARK: - Apply benchmarks
//
// `engine.apply(newSections)` end to end on an on-screen headless host, against the part of
// it that is pure algorithm: `SectionedDiff` followed by `UpdateStager` on the same
// identities. The workload is the flat diff case (one section; 10% of the rows deleted, 10%
// inserted, 10% changed, 2% moved). Rows are `DiffRow` values shown by `DiffRowCell`, made as
// a user writes them, `TableComponent(DiffRowCell.self, data: row, id: row.id)`, and built
// before the clock starts. `maximumAnimatedChanges` is lifted so the whole change is animated
// (a reload would skip the staging and the host's batch, which is what is measured here).
//
// Each engine run gets a fresh host and engine showing the old table (set up untimed, off
// screen, then put on screen); the clock covers `apply(new)` and the layout of the next frame.

/// A row of the apply benchmark: one `DiffRow`.
@MainActor
final class DiffRowCell: TerminalTableCell, ComponentView {
  private(set) var row = DiffRow(id: -1, version: 0)
  func configure(with data: DiffRow) { row = data }
  static func height(for data: DiffRow, width: CGFloat) -> ComponentHeight { .fixed(1) }
  override func render(width: Int) -> [String] { ["\(row.id).\(row.version)"] }
}

/// A diff case as the sections a user would give `apply`.
@MainActor
struct ApplyCase {
  let diffCase: DiffCase
  let old: [TableSection]
  let new: [TableSection]

  init(rows: Int) {
    diffCase = DiffCase.flat(
      rows: rows, deletes: rows / 10, inserts: rows / 10, updates: rows / 10, moves: rows / 50,
      seed: UInt64(rows))
    func sections(_ table: [[DiffRow]]) -> [TableSection] {
      table.enumerated().map { index, rows in
        TableSection(id: index, rows: rows.map { TableComponent(DiffRowCell.self, data: $0, id: $0.id) })
      }
    }
    old = sections(diffCase.old)
    new = sections(diffCase.new)
  }

  /// A fresh on-screen table showing `old`, ready for `apply(new)`.
  func prepared() throws -> (TableEngine, TerminalTableView) {
    let host = TerminalTableView(width: 40, height: 20)
    host.isOnScreen = false
    let engine = TableEngine(host: host)
    engine.maximumAnimatedChanges = .max
    try engine.apply(old, animation: .none)
    host.isOnScreen = true
    _ = host.render()  // rows on screen, as a user sees them before the change
    return (engine, host)
  }

  /// One timed `apply(new)` on a fresh table.
  func timeApply() throws -> Double {
    let (engine, host) = try prepared()
    // The next frame's layout is part of the change: a host may lay out lazily (the terminal
    // host does, as UIKit does on its next pass), and that work must not escape the clock.
    let ns = try measureNs {
      try engineSide {
        try engine.apply(new)
        Sink.add(host.indexPathsForVisibleRows.count)
      }
    }
    Sink.add(host.appliedUpdates.count)
    return ns
  }

  /// One timed diff plus staging of the same identities and content.
  func timeDiffAndStager() -> Double {
    measureNs { Sink.add(baselineSide { runDiffAndStager(diffCase) }) }
  }
}

@MainActor
func applyBenchmarks(_ config: Config) throws -> [BenchResult] {
  var results: [BenchResult] = []
  let sizes = config.applySizes
  for rows in sizes {
    let applyCase = ApplyCase(rows: rows)
    let rounds = rows >= 100_000 ? max(3, config.rounds / 2) : config.rounds
    let samples = try interleave(
      rounds: rounds, warmups: 1, repeats: config.repeats,
      engine: { try applyCase.timeApply() }, baseline: { applyCase.timeDiffAndStager() })
    progress(
      "apply \(Format.size(rows)): \((rounds + 1) * config.repeats) runs of each side (for a profiler's per-run cost)")
    results.append(
      BenchResult(
        name: "apply \(Format.size(rows)) (10% del/ins/upd, 2% mv), on screen", quantity: .time(per: "apply"),
        samples: samples, baselineName: "SectionedDiff + UpdateStager alone on the same Int identities",
        goal: rows >= 10_000 ? .ratioAtMost(2.5) : nil,
        note:
          "engine.apply(new) end to end, with the next frame's layout, on an on-screen headless TerminalTableView (maximumAnimatedChanges lifted), rows TableComponent(DiffRowCell.self, data: row, id: row.id) built before timing; the baseline is the algorithm alone, so the ratio is what the engine and the host's batch add to it."
      ))
  }

  // How apply's time grows with ten times the rows, both sizes in the same rounds.
  if sizes.count >= 2 {
    let small = sizes[sizes.count - 2]
    let large = sizes[sizes.count - 1]
    let smallCase = ApplyCase(rows: small)
    let largeCase = ApplyCase(rows: large)
    let samples = try interleave(
      rounds: max(3, config.rounds / 2), warmups: 1, repeats: config.repeats,
      engine: { try largeCase.timeApply() }, baseline: { try smallCase.timeApply() })
    results.append(
      BenchResult(
        name: "apply time(\(Format.size(large))) ÷ time(\(Format.size(small)))",
        quantity: .time(per: "apply"), samples: samples,
        baselineName: "apply itself at \(Format.size(small)) rows (the same workload at both sizes)",
        goal: large == small * 10 ? .ratioAtMost(11) : nil,
        note: "a ratio of 10 is linear."))
  }
  return results
}

/// `SectionedDiff` and `UpdateStager` on the flat case's identities, as `apply` runs them:
/// returns the number of stages (so the work cannot be dropped).
@inline(never)
@MainActor
func runDiffAndStager(_ diffCase: DiffCase) -> Int {
  let diff = runSectionedDiff(diffCase)
  return UpdateStager.stages(for: diff).stages.count
}
