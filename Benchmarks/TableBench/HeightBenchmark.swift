import ComponentTable
import ComponentTableTerminal
import Foundation

// Cached heights: a host asks every row's height on each layout, so a cached answer must cost
// about what a hand-written `heights[indexPath.row]` costs. Both loops walk the same
// precomputed index paths, so the ratio is the engine's lookup against an array read, not
// against making index paths.

@MainActor
func heightBenchmarks(_ config: Config) throws -> [BenchResult] {
  let rows = config.heightRows
  let model = ScreenModel.heterogeneous(rowCount: rows, rowsPerSection: rows)
  let host = TerminalTableView(width: 80, height: 40)
  let engine = TableEngine(host: host)
  try engine.addSection(TableSection(rows: model.rows[0].map(ScreenModel.component(for:))), animation: .none)
  let paths = (0..<rows).map { IndexPath(row: $0, section: 0) }
  // The hand-written side's cache: what the engine answered, in a plain array.
  let width = host.availableWidth
  let heights: [CGFloat] = paths.map { engine.dataSource.heightForRow(at: $0, width: width).value }

  let arrayRead = { measureNs { Sink.add(baselineSide { sumArrayHeights(heights, paths) }) } / Double(rows) }
  let cached = interleave(
    rounds: config.rounds, warmups: 1, repeats: config.repeats,
    engine: { measureNs { Sink.add(engineSide { sumEngineHeights(engine, paths, width) }) } / Double(rows) },
    baseline: arrayRead)
  let uncached = interleave(
    rounds: config.rounds, warmups: 1, repeats: config.repeats,
    engine: {
      engine.invalidateAllHeights()
      return measureNs { Sink.add(engineSide { sumEngineHeights(engine, paths, width) }) } / Double(rows)
    },
    baseline: arrayRead)

  // What the terminal host asks while laying out: rows by number, no index paths on either side.
  let byNumber = interleave(
    rounds: config.rounds, warmups: 1, repeats: config.repeats,
    engine: { measureNs { Sink.add(engineSide { sumEngineHeightsByNumber(engine, rows, width) }) } / Double(rows) },
    baseline: { measureNs { Sink.add(baselineSide { sumArrayHeightsByNumber(heights) }) } / Double(rows) })

  let rawRead = measureNs { Sink.add(sumSequential(heights)) } / Double(rows)
  withExtendedLifetime(host) {}
  return [
    BenchResult(
      name: "heights of \(Format.size(rows)) rows, cached (2nd pass)", quantity: .time(per: "row"),
      samples: cached, baselineName: "reading heights[indexPath.row] from a [CGFloat]",
      goal: .ratioAtMost(1.5),
      note:
        "engine.dataSource.heightForRow(at:width:) (what a host calls) called on the data source a host holds; both loops walk the same [IndexPath]. A bare sequential sum of the [CGFloat] (vectorised, no index paths) takes \(Format.duration(rawRead))/row."
    ),
    BenchResult(
      name: "heights of \(Format.size(rows)) rows, cached, by row number", quantity: .time(per: "row"),
      samples: byNumber, baselineName: "reading heights[row] from a [CGFloat], row by row",
      goal: nil,
      note:
        "engine.dataSource.heightForRow(inSection:row:width:), what the terminal host calls while laying out, against the same loop over row numbers reading an array (not vectorised: the sum depends on every read, as a layout's running y does)."
    ),
    BenchResult(
      name: "heights of \(Format.size(rows)) rows, uncached (1st pass)", quantity: .time(per: "row"),
      samples: uncached,
      baselineName: "the same array read as the row above", goal: nil,
      note: "after invalidateAllHeights(); includes calling height(for:width:) and storing the answer."
    ),
  ]
}

@inline(never)
@MainActor
func sumEngineHeights(_ engine: TableEngine, _ paths: [IndexPath], _ width: CGFloat) -> CGFloat {
  var sum: CGFloat = 0
  // What a host calls while laying out: it knows its width, and holds the data source.
  let dataSource = engine.dataSource
  for path in paths { sum += dataSource.heightForRow(at: path, width: width).value }
  return sum
}

@inline(never)
@MainActor
func sumEngineHeightsByNumber(_ engine: TableEngine, _ rows: Int, _ width: CGFloat) -> CGFloat {
  var sum: CGFloat = 0
  let dataSource = engine.dataSource
  for row in 0..<rows { sum += dataSource.heightForRow(inSection: 0, row: row, width: width).value }
  return sum
}

@inline(never)
func sumArrayHeightsByNumber(_ heights: [CGFloat]) -> CGFloat {
  var sum: CGFloat = 0
  for row in heights.indices { sum += heights[row] }
  return sum
}

@inline(never)
func sumArrayHeights(_ heights: [CGFloat], _ paths: [IndexPath]) -> CGFloat {
  var sum: CGFloat = 0
  for path in paths { sum += heights[path.row] }
  return sum
}

@inline(never)
func sumSequential(_ heights: [CGFloat]) -> CGFloat {
  heights.reduce(0, +)
}
