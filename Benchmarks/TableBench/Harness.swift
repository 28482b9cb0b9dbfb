import Foundation

// Timing and statistics. The machine is shared and noisy, so nothing here trusts one number:
// engine and baseline run alternately in the same round (each round flips which goes first,
// so neither always gets the warmer cache), and what is reported is the median of the
// per-round ratios with their spread.

/// The monotonic clock, in nanoseconds.
@inline(__always)
func nowNs() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Nanoseconds `body` took. Not inlined, so the optimizer cannot move work across the clock.
@inline(never)
func measureNs(_ body: () throws -> Void) rethrows -> Double {
  let start = nowNs()
  try body()
  return Double(nowNs() &- start)
}

// Markers for a profiler: everything the engine side of a comparison runs is inside
// `engineSide`, everything the baseline runs inside `baselineSide`, so callgrind's inclusive
// cost of each (or `--toggle-collect='*engineSide*'`) is exactly one side. They are
// unoptimised and their bodies differ (the baseline counts its runs): LLVM merges identical
// functions, and a merged `baselineSide` became a call into `engineSide`, which credited the
// baseline's work to the engine. That costs one extra call per measured run, not per row.

@inline(never)
@_optimize(none)
func engineSide<T>(_ body: () throws -> T) rethrows -> T { try body() }

/// Only here to make `baselineSide` differ from `engineSide`; nothing reads it.
nonisolated(unsafe) private var baselineSideRuns = 0

@inline(never)
@_optimize(none)
func baselineSide<T>(_ body: () throws -> T) rethrows -> T {
  baselineSideRuns &+= 1
  return try body()
}

/// Median, quartiles and extremes of a sample.
struct Stats {
  var median: Double
  var min: Double
  var max: Double
  var q1: Double
  var q3: Double
  var count: Int

  init(_ values: [Double]) {
    precondition(!values.isEmpty, "statistics of an empty sample")
    let sorted = values.sorted()
    count = sorted.count
    median = Stats.quantile(sorted, 0.5)
    q1 = Stats.quantile(sorted, 0.25)
    q3 = Stats.quantile(sorted, 0.75)
    min = sorted.first!
    max = sorted.last!
  }

  /// Linear interpolation between closest ranks (the usual "type 7" quantile).
  private static func quantile(_ sorted: [Double], _ q: Double) -> Double {
    let position = q * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = Swift.min(lower + 1, sorted.count - 1)
    let fraction = position - Double(lower)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
  }
}

/// Per-round values of two sides measured alternately, and their per-round ratios.
struct PairedSamples {
  var engine: [Double] = []
  var baseline: [Double] = []
  var ratios: [Double] { zip(engine, baseline).map { $0 / $1 } }
}

/// Runs `engine` and `baseline` alternately for `rounds` rounds after `warmups` discarded
/// ones. Each closure returns its own measurement (so it can keep setup out of the timing).
///
/// A round runs each side `repeats` times, alternating (e b b e e b …), and keeps each
/// side's fastest run: on a shared machine the fastest of a few close runs is the one least
/// disturbed by other processes, and both sides get the same chances. A round's ratio then
/// compares runs milliseconds apart, which is what keeps the median ratio stable while the
/// machine's absolute speed drifts.
func interleave(
  rounds: Int, warmups: Int = 1, repeats: Int = 1, engine: () throws -> Double,
  baseline: () throws -> Double
) rethrows -> PairedSamples {
  var samples = PairedSamples()
  var order = false
  for round in 0..<(warmups + rounds) {
    var e = Double.infinity
    var b = Double.infinity
    for _ in 0..<max(1, repeats) {
      order.toggle()
      if order {
        e = min(e, try engine())
        b = min(b, try baseline())
      } else {
        b = min(b, try baseline())
        e = min(e, try engine())
      }
    }
    if round >= warmups {
      samples.engine.append(e)
      samples.baseline.append(b)
    }
  }
  return samples
}

/// Writes progress to standard error, so standard output holds only the results.
func progress(_ message: String) {
  FileHandle.standardError.write(Data("table-bench: \(message)\n".utf8))
}

// MARK: Results

/// What a measurement is expected to reach.
enum Goal {
  /// The median ratio (engine ÷ baseline) at most this.
  case ratioAtMost(Double)
  /// The median engine value (in the row's unit) at most this.
  case valueAtMost(Double)

  var description: String {
    switch self {
    case .ratioAtMost(let limit) where limit < 1:
      return "ratio ≤ \(Format.ratio(limit)) (≥ \(Format.plain((1 / limit).rounded()))× faster)"
    case .ratioAtMost(let limit): return "ratio ≤ \(Format.ratio(limit))"
    case .valueAtMost(let limit): return "≤ \(Format.plain(limit))"
    }
  }

  var limit: Double {
    switch self {
    case .ratioAtMost(let limit), .valueAtMost(let limit): return limit
    }
  }

  /// How far the result is over the limit, as a fraction of the limit (0 when met).
  func excess(value: Double, ratio: Double?) -> Double? {
    switch self {
    case .ratioAtMost(let limit):
      guard let ratio else { return nil }
      return Swift.max(0, ratio / limit - 1)
    case .valueAtMost(let limit):
      return Swift.max(0, value / limit - 1)
    }
  }
}

/// The unit of a row's values.
enum Quantity {
  /// Nanoseconds per `per` (a pass, a row, an add).
  case time(per: String)
  /// Bytes per `per`.
  case bytes(per: String)
  /// A plain count (moves emitted, for example).
  case count(of: String)

  var unit: String {
    switch self {
    case .time(let per): return "ns/\(per)"
    case .bytes(let per): return "B/\(per)"
    case .count(let of): return of
    }
  }

  func format(_ value: Double) -> String {
    switch self {
    case .time(let per): return "\(Format.duration(value))/\(per)"
    case .bytes(let per): return "\(Format.plain(value)) B/\(per)"
    case .count(let of): return "\(Format.plain(value)) \(of)"
    }
  }
}

/// One line of the results table (and one object of the JSON output).
struct BenchResult {
  var name: String
  var quantity: Quantity
  /// The engine's per-round values; `nil` when the measurement was skipped.
  var engine: Stats?
  /// What the engine is compared with.
  var baselineName: String
  var baseline: Stats?
  /// Per-round engine ÷ baseline; `nil` when there is no baseline value.
  var ratio: Stats?
  var goal: Goal?
  var note: String?
  /// Further numbers for the JSON output (moves emitted, for example).
  var extras: [(key: String, value: Double)] = []

  init(
    name: String, quantity: Quantity, samples: PairedSamples, baselineName: String,
    goal: Goal?, note: String? = nil
  ) {
    self.name = name
    self.quantity = quantity
    engine = samples.engine.isEmpty ? nil : Stats(samples.engine)
    baseline = samples.baseline.isEmpty ? nil : Stats(samples.baseline)
    let ratios = samples.ratios
    ratio = ratios.isEmpty ? nil : Stats(ratios)
    self.baselineName = baselineName
    self.goal = goal
    self.note = note
  }

  /// A row for a measurement that was not run, with the reason.
  static func skipped(name: String, quantity: Quantity, baselineName: String, goal: Goal?, note: String)
    -> BenchResult
  {
    BenchResult(
      name: name, quantity: quantity, samples: PairedSamples(), baselineName: baselineName,
      goal: goal, note: note)
  }

  var isSkipped: Bool { engine == nil }

  /// `nil` when there is no goal, or when the measurement did not run.
  var meetsGoal: Bool? {
    guard let goal, let engine else { return nil }
    return goal.excess(value: engine.median, ratio: ratio?.median) == 0
  }
}

// MARK: Formatting

enum Format {
  static func duration(_ ns: Double) -> String {
    switch ns {
    case ..<10: return String(format: "%.2f ns", ns)
    case ..<1_000: return String(format: "%.1f ns", ns)
    case ..<1_000_000: return String(format: "%.2f µs", ns / 1_000)
    case ..<1_000_000_000: return String(format: "%.2f ms", ns / 1_000_000)
    default: return String(format: "%.2f s", ns / 1_000_000_000)
    }
  }

  static func ratio(_ r: Double) -> String {
    switch r {
    case ..<0.01: return String(format: "%.4f×", r)
    case ..<0.1: return String(format: "%.3f×", r)
    case ..<100: return String(format: "%.2f×", r)
    default: return String(format: "%.0f×", r)
    }
  }

  /// 10000 → "10k", 1500 → "1500": sizes as people say them.
  static func size(_ n: Int) -> String {
    n >= 1_000 && n % 1_000 == 0 ? "\(n / 1_000)k" : "\(n)"
  }

  static func plain(_ x: Double) -> String {
    if x == x.rounded() && abs(x) < 1e15 { return String(Int(x)) }
    return abs(x) < 10 ? String(format: "%.2f", x) : String(format: "%.1f", x)
  }
}
