import ComponentTableTerminal

/// SplitMix64 with the few helpers the fuzzer needs. Its own type (not the system generator,
/// not another suite's) so that a seed replays the same operations on every platform and
/// whatever the other tests do with their generators.
struct FuzzRandom {
  private var source: SeededGenerator

  init(seed: UInt64) { source = SeededGenerator(seed: seed) }

  mutating func next() -> UInt64 { source.next() }

  /// A value in `0..<bound`. The modulo bias is irrelevant for bounds this small.
  mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "below(\(bound))")
    return Int(next() % UInt64(bound))
  }

  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// True `percent` times out of a hundred.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }

  /// An index chosen with the given weights (zero weights are never chosen).
  mutating func weighted(_ weights: [Int]) -> Int {
    let total = weights.reduce(0, +)
    precondition(total > 0, "weighted(\(weights))")
    var roll = below(total)
    for (index, weight) in weights.enumerated() {
      if roll < weight { return index }
      roll -= weight
    }
    return weights.count - 1
  }
}

extension FuzzRandom {
  /// A recording terminal host of a random size within `widths` and `heights`.
  @MainActor
  mutating func host(widths: ClosedRange<Int>, heights: ClosedRange<Int>) -> TerminalTableView {
    TerminalTableView(width: int(in: widths), height: int(in: heights), inconsistencyPolicy: .record)
  }
}
