import Foundation
import Testing

/// Mixtures of changes through the sources of the article's `ComposedTable` recipe, refused
/// changes, invalidations, reloads and screen changes (see `CompositionFuzzer`), checked after
/// every step against what UIKit would show.
///
/// Environment: `COMPOSITION_FUZZ_SEEDS` seeds (default 400) of `COMPOSITION_FUZZ_STEPS` steps
/// (default 60); `COMPOSITION_FUZZ_SEED` (decimal or 0x-hex) replays one seed, printing each call.
@MainActor
@Suite struct CompositionFuzzTests {
  static func environment(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }
  static var seedCount: Int { environment("COMPOSITION_FUZZ_SEEDS").flatMap { Int($0) } ?? 400 }
  static var stepCount: Int { environment("COMPOSITION_FUZZ_STEPS").flatMap { Int($0) } ?? 60 }
  static var replaySeed: UInt64? {
    guard let text = environment("COMPOSITION_FUZZ_SEED") else { return nil }
    return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
  }

  @Test func mixedChangesThroughComposedSourcesKeepEveryHostCallConsistent() {
    if let seed = Self.replaySeed {
      let failure = CompositionFuzzer(seed: seed, verbose: true).run(steps: Self.stepCount)
      #expect(failure == nil, "\(failure ?? "")")
      return
    }
    var failures = 0
    var stats: [String: Int] = [:]
    for index in 0..<Self.seedCount {
      let fuzzer = CompositionFuzzer(seed: 0xC0_0000_0000 &+ UInt64(index))
      let failure = fuzzer.run(steps: Self.stepCount)
      stats.merge(fuzzer.stats, uniquingKeysWith: +)
      guard let failure else { continue }
      failures += 1
      Issue.record("\(failure)")
      if failures == 3 { break }
    }
    // The mixture must really have happened: edits, refusals, reloads and invalidations.
    for call in [
      "performBatchUpdates {", "engine.reloadData", "engine.invalidateHeight", "source0 =", "source1: insert",
    ] {
      #expect(stats.keys.contains { $0.hasPrefix(call) || $0.contains(call) }, "never called: \(call)")
    }
    print("CompositionFuzz: \(Self.seedCount) seeds × \(Self.stepCount) steps, \(failures) failures")
  }
}
