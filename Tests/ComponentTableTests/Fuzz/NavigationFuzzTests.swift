import ComponentTable
import Foundation
import Testing

/// Model-based random testing of navigation stacks: see ``NavigationFuzzer``.
///
/// Environment: `NAV_FUZZ_SEEDS` (default 100), `NAV_FUZZ_STEPS` (default 60), `NAV_FUZZ_SEED`
/// (decimal or 0x-hex) replays one seed printing each step, `FUZZ_STATS=1` prints what ran.
@MainActor
@Suite struct NavigationFuzzTests {
  static func environment(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }

  static func seed(_ index: Int) -> UInt64 { 0xA7_0000_0000_0000 &+ UInt64(index) }

  @Test func randomPushesPopsAndRefreshesKeepNavigatorEnginesAndModelInStep() {
    let steps = Self.environment("NAV_FUZZ_STEPS").flatMap { Int($0) } ?? 60
    if let text = Self.environment("NAV_FUZZ_SEED"),
      let seed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    {
      let fuzzer = NavigationFuzzer(seed: seed)
      fuzzer.verbose = true
      let failure = fuzzer.run(steps: steps)
      #expect(failure == nil, "\(failure ?? "")")
      return
    }
    let seeds = Self.environment("NAV_FUZZ_SEEDS").flatMap { Int($0) } ?? 100
    var stats: [String: Int] = [:]
    var failures = 0
    for index in 0..<seeds {
      let fuzzer = NavigationFuzzer(seed: Self.seed(index))
      let failure = fuzzer.run(steps: steps)
      stats.merge(fuzzer.stats, uniquingKeysWith: +)
      guard let failure else { continue }
      failures += 1
      Issue.record(
        "\(failure)\nreplay: NAV_FUZZ_SEED=0x\(String(Self.seed(index), radix: 16)) swift test --filter NavigationFuzz"
      )
      if failures == 3 { break }
    }
    if Self.environment("FUZZ_STATS") == "1" {
      for (event, count) in stats.sorted(by: { $0.key < $1.key }) {
        print("NavigationFuzz: \(count) × \(event)")
      }
    }
    // Every kind of step ran: a run that stopped exercising one would pass without testing it.
    for event in [
      "push", "pop", "refresh", "push refused: already shown", "push refused: build failed",
      "refresh refused",
    ] {
      #expect(stats[event, default: 0] > 0 || failures > 0, "no \(event) in the run")
    }
  }
}
