import ComponentTable
import ComponentTableTerminal
import Foundation

// table-bench: ratios of the engine against hand-written and standard-library baselines,
// measured side by side in one run. It reports; it never fails because the machine is slow.
//
//   swift run -c release table-bench            the full run, one table
//   swift run -c release table-bench --quick    small sizes, few rounds (CI)
//   swift run -c release table-bench --json     the same results as a JSON array
//
// Top-level code here runs on the main actor, which the engine requires.

let usage = """
  usage: table-bench [--quick] [--json] [--only scroll,heights,components,build,memory,diff,apply,search,state]
                     [--rounds N] [--build-rows N] [--apply-rows N] [--apply-kind K]
    --quick         small sizes and few rounds, for CI (well under a minute in release)
    --json          print the results as a JSON array instead of a table
    --only LIST     run only these groups (comma-separated)
    --rounds N      rounds for the scroll and height comparisons
    --build-rows N  build exactly N rows one by one (even if that takes long)
    --apply-rows N  run the apply comparison at N rows only (for a profiler)
    --apply-kind K  only rows written this way: hashable, identifiable, identifiable-id, uuid or
                    string (a comma-separated list runs several)
  """

var config = Config.full
var json = false
var arguments = CommandLine.arguments.dropFirst()
@MainActor
func value(after flag: String) -> String {
  guard let value = arguments.popFirst() else {
    progress("\(flag) needs a value\n\(usage)")
    exit(2)
  }
  return value
}

/// The whole number greater than zero that follows `flag`; the usage and exit status 2 otherwise.
@MainActor func positiveCount(after flag: String) -> Int {
  let text = value(after: flag)
  guard let count = Int(text), count > 0 else {
    progress("\(flag) needs a whole number greater than 0, not \(text)\n\(usage)")
    exit(2)
  }
  return count
}
// --quick first, so the other flags adjust quick sizes rather than being reset by them.
if arguments.contains("--quick") { config = .quick }
while let argument = arguments.popFirst() {
  switch argument {
  case "--quick": break
  case "--json": json = true
  case "--only":
    let groups = Set(value(after: argument).split(separator: ",").map(String.init))
    let unknown = groups.subtracting(Config.groups)
    guard unknown.isEmpty else {
      progress(
        "unknown group \(unknown.sorted().joined(separator: ", ")); the groups are \(Config.groups.joined(separator: ","))"
      )
      exit(2)
    }
    config.only = groups
  case "--rounds":
    config.rounds = positiveCount(after: argument)
  case "--build-rows":
    config.buildRowCounts = [positiveCount(after: argument)]
    config.skippedBuildRowCount = nil
  case "--apply-rows":
    config.applySizes = [positiveCount(after: argument)]
  case "--apply-kind":
    let kinds = value(after: argument).split(separator: ",").map { ApplyRowKind(argument: String($0)) }
    guard !kinds.isEmpty, !kinds.contains(where: { $0 == nil }) else {
      progress(usage)
      exit(2)
    }
    config.applyKinds = kinds.compactMap { $0 }
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    progress("unknown argument \(argument)\n\(usage)")
    exit(2)
  }
}

#if DEBUG
  progress("warning: a debug build; numbers mean little. Use swift run -c release table-bench")
#endif

let started = nowNs()
var results: [BenchResult] = []
do {
  let groups: [String: (Config) throws -> [BenchResult]] = [
    "scroll": scrollBenchmarks,
    // The estimates run in a call of their own: inside `heightBenchmarks` they changed how the
    // optimizer compiled its measured loops, and the cached lookups read 2-3x slower.
    "heights": { config in try [reloadEstimateBenchmark(config)] + heightBenchmarks(config) },
    "components": componentBenchmarks,
    "build": buildBenchmarks,
    "memory": memoryBenchmarks,
    "diff": diffBenchmarks,
    "apply": applyBenchmarks,
    "search": searchBenchmarks,
    "state": stateBenchmarks,
  ]
  for name in Config.groups where config.runs(name) {
    guard let run = groups[name] else { continue }
    progress("\(name)…")
    let groupStart = nowNs()
    results += try run(config)
    progress("\(name) done in \(Format.duration(Double(nowNs() - groupStart)))")
  }
} catch {
  progress("error: \(error)")
  exit(1)
}

let mode = config.isQuick ? "quick" : "full"
if json {
  Report.printJSON(results, mode: mode, checksum: Sink.value)
} else {
  Report.printTable(
    results,
    header:
      "table-bench, \(mode) mode: engine and baseline interleaved, \(config.rounds) rounds (fewer for the slow cases); scroll, heights and diff keep each side's fastest of \(config.repeats) runs per round; \(ProcessInfo.processInfo.activeProcessorCount) cores; took \(Format.duration(Double(nowNs() - started)))",
    checksum: Sink.value)
}
