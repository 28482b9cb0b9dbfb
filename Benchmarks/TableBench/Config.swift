/// Sizes and rounds of a run.
struct Config {
  var isQuick: Bool
  /// Rounds of the scroll and height comparisons.
  var rounds: Int
  /// Runs per side within a round of the scroll and height comparisons; the fastest counts.
  var repeats: Int
  var scrollRows: Int
  /// Top-to-bottom scrolls per round (averaged), so a round lasts long enough to time.
  var scrollPasses: Int
  var heightRows: Int
  /// Table sizes built one row at a time.
  var buildRowCounts: [Int]
  /// A size the goal names but that is too slow to build one by one; reported as skipped.
  var skippedBuildRowCount: Int?
  var buildRounds: Int
  /// Rows added one by one for the memory count .
  var memoryOneByOneRows: Int
  /// Rows added in one call for the memory count.
  var memoryRows: Int
  var memoryRounds: Int
  /// Row counts of the flat diff cases (10% deletes, inserts and updates, 2% moves).
  var diffSizes: [Int]
  /// The largest diff the standard library is asked to do; its time grows quadratically here.
  var stdlibMaxRows: Int
  /// The rows of the case with 10% deletes and inserts and 2% moves but no updates.
  var bigDiffRows: Int
  var reversedDiffRows: Int
  var reversedDiffRounds: Int
  /// Row counts of the `apply` comparisons (the flat diff case, applied to an on-screen table).
  var applySizes: [Int]
  /// The ways of writing rows the apply comparisons at 10k rows and more measure.
  var applyKinds: [ApplyRowKind] = ApplyRowKind.allCases
  /// Groups to run; `nil` runs all.
  var only: Set<String>?

  /// The groups of measurements, in the order they run and print.
  static let groups = ["scroll", "heights", "components", "build", "memory", "diff", "apply", "search", "state"]

  func runs(_ group: String) -> Bool { only?.contains(group) ?? true }

  /// Rounds of a diff compared with the standard library: fewer where its run takes long.
  func diffRounds(rows: Int) -> Int {
    rows <= 1_000 ? rounds : max(3, rounds / 2)
  }

  static let full = Config(
    isQuick: false, rounds: 11, repeats: 3, scrollRows: 10_000, scrollPasses: 1, heightRows: 100_000,
    buildRowCounts: [1_000, 100_000], skippedBuildRowCount: nil, buildRounds: 5,
    memoryOneByOneRows: 100_000, memoryRows: 100_000, memoryRounds: 2,
    diffSizes: [1_000, 10_000, 100_000], stdlibMaxRows: 10_000, bigDiffRows: 100_000,
    reversedDiffRows: 10_000, reversedDiffRounds: 3, applySizes: [1_000, 10_000, 100_000], only: nil)

  static let quick = Config(
    isQuick: true, rounds: 5, repeats: 2, scrollRows: 2_000, scrollPasses: 1, heightRows: 10_000,
    buildRowCounts: [1_000], skippedBuildRowCount: nil, buildRounds: 3,
    memoryOneByOneRows: 2_000, memoryRows: 10_000, memoryRounds: 2,
    diffSizes: [1_000, 10_000], stdlibMaxRows: 10_000, bigDiffRows: 10_000,
    reversedDiffRows: 1_000, reversedDiffRounds: 3, applySizes: [1_000, 10_000], only: nil)
}
