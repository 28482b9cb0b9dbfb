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

/// A row of the apply benchmark as the README recommends writing one: `Identifiable` and
/// `Equatable` (not `Hashable`), so its `id` is its identity and `==` its content check.
typealias IdentifiedRow = VersionedRow<Int>

/// Shows an `IdentifiedRow`.
typealias IdentifiedRowCell = VersionedRowCell<Int>

/// How the rows of an apply case are written.
enum ApplyRowKind: CaseIterable {
  /// `Hashable` data with `id: row.id`: `TableComponent(DiffRowCell.self, data: row, id: row.id)`.
  case hashableWithID
  /// `Identifiable & Equatable` data, no `id:`: the data's `id` is the identity.
  case identifiable
  /// The same data with `id: row.id`.
  case identifiableWithID
  /// `Identifiable & Equatable` data whose `id` is a `UUID`, no `id:`.
  case identifiableUUID
  /// `Identifiable & Equatable` data whose `id` is a short `String`, no `id:`.
  case identifiableString

  /// The kind a command-line argument names.
  init?(argument: String) {
    switch argument {
    case "hashable": self = .hashableWithID
    case "identifiable": self = .identifiable
    case "identifiable-id": self = .identifiableWithID
    case "uuid": self = .identifiableUUID
    case "string": self = .identifiableString
    default: return nil
    }
  }

  var label: String {
    switch self {
    case .hashableWithID: return "Hashable rows, id: row.id"
    case .identifiable: return "Identifiable & Equatable rows, no id:"
    case .identifiableWithID: return "Identifiable & Equatable rows, id: row.id"
    case .identifiableUUID: return "Identifiable & Equatable rows, UUID id"
    case .identifiableString: return "Identifiable & Equatable rows, String id"
    }
  }

  @MainActor
  func component(_ row: DiffRow) -> TableComponent {
    switch self {
    case .hashableWithID: return TableComponent(DiffRowCell.self, data: row, id: row.id)
    case .identifiable:
      return TableComponent(IdentifiedRowCell.self, data: IdentifiedRow(id: row.id, version: row.version))
    case .identifiableWithID:
      return TableComponent(
        IdentifiedRowCell.self, data: IdentifiedRow(id: row.id, version: row.version), id: row.id)
    case .identifiableUUID:
      return TableComponent(UUIDRowCell.self, data: UUIDRow(id: benchUUID(row.id), version: row.version))
    case .identifiableString:
      return TableComponent(NamedRowCell.self, data: NamedRow(id: benchStringID(row.id), version: row.version))
    }
  }
}

/// A diff case as the sections a user would give `apply`.
@MainActor
struct ApplyCase {
  let diffCase: DiffCase
  let old: [TableSection]
  let new: [TableSection]

  init(rows: Int, kind: ApplyRowKind = .hashableWithID) {
    diffCase = DiffCase.flat(
      rows: rows, deletes: rows / 10, inserts: rows / 10, updates: rows / 10, moves: rows / 50,
      seed: UInt64(rows))
    func sections(_ table: [[DiffRow]]) -> [TableSection] {
      table.enumerated().map { index, rows in TableSection(id: index, rows: rows.map(kind.component)) }
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
        try applyMeasured(new, to: engine)
        Sink.add(host.indexPathsForVisibleRows.count)
      }
    }
    Sink.add(host.appliedUpdateCount)
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
    // At the sizes the goals name, every way of writing rows the README shows; below, one.
    for kind in rows >= 10_000 ? config.applyKinds : [.hashableWithID] {
      let applyCase = ApplyCase(rows: rows, kind: kind)
      let rounds = rows >= 100_000 ? max(3, config.rounds / 2) : config.rounds
      let samples = try interleave(
        rounds: rounds, warmups: 1, repeats: config.repeats,
        engine: { try applyCase.timeApply() }, baseline: { applyCase.timeDiffAndStager() })
      progress(
        "apply \(Format.size(rows)), \(kind.label): \((rounds + 1) * config.repeats) runs of each side (for a profiler's per-run cost)"
      )
      let kindName = kind == .hashableWithID ? "" : ", \(kind.label)"
      results.append(
        BenchResult(
          name: "apply \(Format.size(rows)) (10% del/ins/upd, 2% mv), on screen\(kindName)",
          quantity: .time(per: "apply"), samples: samples,
          baselineName: "SectionedDiff + UpdateStager alone on the same Int identities",
          goal: rows >= 10_000 ? .ratioAtMost(2.5) : nil,
          note:
            "engine.apply(new) end to end, with the next frame's layout, on an on-screen headless TerminalTableView (maximumAnimatedChanges lifted), rows built before timing (\(kind.label)); the baseline is the algorithm alone, so the ratio is what the engine and the host's batch add to it."
        ))
    }
    guard rows >= 10_000 else { continue }
    // Ways of writing the same rows against each other, in the same rounds.
    let comparisons: [(ApplyRowKind, ApplyRowKind, String, Double, String)] = [
      (
        .identifiable, .identifiableWithID, "Identifiable, no id: ÷ id: row.id", 1.05,
        "the identity read from the data must cost what an explicit id costs."
      ),
      (
        .identifiableUUID, .identifiable, "UUID ids ÷ Int ids", 1.3,
        "Identifiable & Equatable rows whose id is a UUID against the same rows with an Int id: a UUID is paired by its 16 bytes."
      ),
      (
        .identifiableString, .identifiable, "String ids ÷ Int ids", 1.3,
        "Identifiable & Equatable rows whose id is a short String against the same rows with an Int id: equal hashes are confirmed with String's own ==."
      ),
    ]
    for (measured, against, label, limit, note) in comparisons
    where config.applyKinds.contains(measured) && config.applyKinds.contains(against) {
      let measuredCase = ApplyCase(rows: rows, kind: measured)
      let againstCase = ApplyCase(rows: rows, kind: against)
      let samples = try interleave(
        rounds: rows >= 100_000 ? max(3, config.rounds / 2) : config.rounds, warmups: 1, repeats: config.repeats,
        engine: { try measuredCase.timeApply() }, baseline: { try againstCase.timeApply() })
      results.append(
        BenchResult(
          name: "apply \(Format.size(rows)): \(label)", quantity: .time(per: "apply"),
          samples: samples, baselineName: "the same workload, \(against.label)", goal: .ratioAtMost(limit),
          note: note))
    }
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

/// The measured `apply`, a function of its own so that a profiler can count it apart from the
/// untimed `apply` that sets the table up (`callgrind --toggle-collect`).
@inline(never)
@MainActor
func applyMeasured(_ sections: [TableSection], to engine: TableEngine) throws {
  try engine.apply(sections)
}

/// `SectionedDiff` and `UpdateStager` on the flat case's identities, as `apply` runs them:
/// returns the number of stages (so the work cannot be dropped).
@inline(never)
@MainActor
func runDiffAndStager(_ diffCase: DiffCase) -> Int {
  let diff = runSectionedDiff(diffCase)
  return UpdateStager.stages(for: diff).stages.count
}
