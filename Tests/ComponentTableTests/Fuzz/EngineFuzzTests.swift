import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Model-based random testing of the engine on the headless host: seeded random sequences of
/// every public mutation, `apply`, groups (some undone), section handles and host changes
/// (off screen, scrolled, resized), with a share of calls the engine must refuse. After every
/// call the engine must hold what a reference model holds, the host must have accepted every
/// batch, show exactly the visible items with views of the right data, class and pool, and add
/// up to the model's heights; refused calls must throw the exact `TableError` and touch nothing.
///
/// Environment:
/// - `FUZZ_SEEDS` seeds to run (default 1,000) and `FUZZ_STEPS` calls per seed (default 100);
/// - `FUZZ_SEED` (decimal or 0x-hex) replays the one seed a failure printed, printing each call;
/// - `FUZZ_STATS=1` prints how often each call was made and how it ended.
///
/// The sequences it found failing are cut down to a few calls in `EngineFuzzReducedCaseTests`.
@MainActor
@Suite struct EngineFuzzTests {
  static let defaultSeedCount = 1_000
  static let defaultStepCount = 100
  /// Separate test cases, so that progress and failures show per chunk. They share the main
  /// actor (the engine is main-actor bound), so chunks do not add parallelism.
  nonisolated static let chunkCount = 4
  /// More failures than this per chunk are one bug seen again; stop reporting it.
  static let reportedFailuresPerChunk = 3

  static func environment(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }

  static var seedCount: Int { environment("FUZZ_SEEDS").flatMap { Int($0) } ?? defaultSeedCount }
  static var stepCount: Int { environment("FUZZ_STEPS").flatMap { Int($0) } ?? defaultStepCount }

  static var replaySeed: UInt64? {
    guard let text = environment("FUZZ_SEED") else { return nil }
    return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
  }

  static var options: EngineFuzzer.Options {
    // A failure past the default number of steps replays only with as many steps.
    let environment = Self.environment("FUZZ_STEPS").map { "FUZZ_STEPS=\($0) " } ?? ""
    return EngineFuzzer.Options(verbose: false, replayEnvironment: environment)
  }

  /// Every seed stands alone, so a failure replays without the seeds before it.
  static func seed(_ index: Int) -> UInt64 { 0xF022_0000_0000_0000 &+ UInt64(index) }

  @Test(arguments: 0..<chunkCount)
  func randomCallSequencesKeepEngineHostAndModelInStep(chunk: Int) {
    if let seed = Self.replaySeed {
      guard chunk == 0 else { return }
      var options = Self.options
      options.verbose = true
      let failure = EngineFuzzer(seed: seed, options: options).run(steps: Self.stepCount)
      if let failure { print(failure) }
      #expect(failure == nil, "\(failure ?? "")")
      return
    }
    let options = Self.options
    var seeds = 0
    var failures = 0
    var stats: [String: Int] = [:]
    defer {
      if Self.environment("FUZZ_STATS") == "1" {
        for (event, count) in stats.sorted(by: { $0.key < $1.key }) {
          print("EngineFuzz chunk \(chunk): \(count) × \(event)")
        }
      }
    }
    for index in stride(from: chunk, to: Self.seedCount, by: Self.chunkCount) {
      seeds += 1
      let fuzzer = EngineFuzzer(seed: Self.seed(index), options: options)
      let result = fuzzer.run(steps: Self.stepCount)
      stats.merge(fuzzer.stats, uniquingKeysWith: +)
      guard let failure = result else { continue }
      failures += 1
      print("EngineFuzz failure:\n\(failure)")
      Issue.record("\(failure)")
      if failures == Self.reportedFailuresPerChunk { break }
    }
    print("EngineFuzz chunk \(chunk): \(seeds) seeds × \(Self.stepCount) calls, \(failures) failures")
  }
}
