import ComponentTable
import ComponentTableTerminal
import Foundation

// Scroll overhead: the same heterogeneous screen on two identical terminal hosts, one driven
// by the engine and one by the hand-written switch data source, scrolled top to bottom a page
// at a time. Only the data source differs, so the ratio is the engine's overhead on the path
// users feel (the host's own work, identical on both sides, is in both numbers).

@MainActor
func scrollBenchmarks(_ config: Config) throws -> [BenchResult] {
  let rows = config.scrollRows
  let model = ScreenModel.heterogeneous(rowCount: rows)
  let engineHost = TerminalTableView(width: 80, height: 40)
  let engine = try model.makeEngine(on: engineHost)
  let baselineHost = TerminalTableView(width: 80, height: 40)
  let handWritten = try model.makeHandWritten(on: baselineHost)
  try verifySameScreen(engineHost, baselineHost)

  let samples = interleave(
    rounds: config.rounds, warmups: 1, repeats: config.repeats,
    engine: { timedScroll(engineHost, passes: config.scrollPasses) { host in engineSide { scrollToBottom(host) } } },
    baseline: {
      timedScroll(baselineHost, passes: config.scrollPasses) { host in baselineSide { scrollToBottom(host) } }
    })

  withExtendedLifetime((engine, handWritten)) {}
  return [
    BenchResult(
      name: "scroll \(Format.size(rows)) rows top→bottom", quantity: .time(per: "pass"),
      samples: samples,
      baselineName:
        "a hand-written switch data source (arrays of model enums) on an identical TerminalTableView",
      goal: .ratioAtMost(1.05),
      note:
        "80×40 viewport, page by page (\(engineHost.contentHeight) lines); five cell classes, three header kinds (two component classes, one plain title); both sides dequeue from the host with the same identifiers and configure the same classes with the same values."
    )
  ]
}

/// Scrolls back to the top outside the timing, then times `passes` top-to-bottom scrolls.
@MainActor
private func timedScroll(
  _ host: TerminalTableView, passes: Int, run: (TerminalTableView) -> Int
) -> Double {
  var total = 0.0
  for _ in 0..<passes {
    host.scroll(toOffset: 0)
    total += measureNs { Sink.add(run(host)) }
  }
  return total / Double(passes)
}

@inline(never)
@MainActor
private func scrollToBottom(_ host: TerminalTableView) -> Int {
  let bottom = host.contentHeight - host.height
  var pages = 0
  while host.contentOffset < bottom {
    host.pageDown()
    pages += 1
  }
  return pages
}

struct ScreenMismatch: Error, CustomStringConvertible {
  var description: String
}

/// Both sides must show the same thing, or the ratio compares different work.
@MainActor
private func verifySameScreen(_ a: TerminalTableView, _ b: TerminalTableView) throws {
  guard a.contentHeight == b.contentHeight else {
    throw ScreenMismatch(description: "content heights differ: \(a.contentHeight) vs \(b.contentHeight)")
  }
  for offset in [0, a.contentHeight / 2, a.contentHeight] {
    a.scroll(toOffset: offset)
    b.scroll(toOffset: offset)
    guard a.render() == b.render() else {
      throw ScreenMismatch(description: "the two hosts render differently at offset \(offset)")
    }
  }
}
