import ComponentTable
import ComponentTableTerminal
import Foundation

// Building a table one row at a time through the incremental API, the way screens that
// stream in their rows do, and what the engine keeps per row once they are in.
//
// Every row's data is one `Int` shown by `CounterCell`, so the user's data is exactly 8 bytes
// a row and everything else allocated is the library's.

@MainActor
func buildBenchmarks(_ config: Config) throws -> [BenchResult] {
  var results: [BenchResult] = []
  var measured: [(rows: Int, offScreen: Double, engineAlone: Double)] = []
  for rows in config.buildRowCounts {
    let pair = try buildTimings(rows: rows, rounds: config.buildRounds)
    results += pair
    if let offScreen = pair[0].engine?.median, let alone = pair[1].engine?.median {
      measured.append((rows, offScreen, alone))
    }
  }
  if let skipped = config.skippedBuildRowCount {
    var estimate = ""
    if measured.count >= 2, let small = measured.first, let large = measured.last {
      let offScreen = extrapolatedTotal(
        rows: skipped, from: (small.rows, small.offScreen), (large.rows, large.offScreen))
      let alone = extrapolatedTotal(
        rows: skipped, from: (small.rows, small.engineAlone), (large.rows, large.engineAlone))
      estimate =
        " From \(Format.size(small.rows)) to \(Format.size(large.rows)) rows the cost of an add grew ×\(Format.plain(large.offScreen / small.offScreen)) with the host and ×\(Format.plain(large.engineAlone / small.engineAlone)) for the engine alone (×1 would be constant per add). Fitting cost per add = a + b × rows predicts \(Format.duration(offScreen)) for \(Format.size(skipped)) adds with the host and \(Format.duration(alone)) for the engine alone."
    }
    results.append(
      .skipped(
        name: "build \(Format.size(skipped)) rows one by one, off-screen host",
        quantity: .time(per: "add"), baselineName: "appending the model enum to a hand-written data source",
        goal: nil,
        note:
          "not run: too slow.\(estimate) Run with --build-rows \(skipped) to measure it anyway."
      ))
  }
  return results
}

/// The total time of `rows` single adds when one add into a table of n rows costs a + b·n,
/// with a and b fitted to two measured averages (the average add of a build to N rows meets a
/// table of N/2 rows).
private func extrapolatedTotal(rows: Int, from small: (rows: Int, perAdd: Double), _ large: (rows: Int, perAdd: Double))
  -> Double
{
  let b = max(0, (large.perAdd - small.perAdd) / (Double(large.rows - small.rows) / 2))
  let a = max(0, small.perAdd - b * Double(small.rows) / 2)
  let n = Double(rows)
  return a * n + b * n * n / 2
}

@MainActor
func memoryBenchmarks(_ config: Config) throws -> [BenchResult] {
  try memoryPerRow(
    oneByOneRows: config.memoryOneByOneRows, batchRows: config.memoryRows, rounds: config.memoryRounds)
}

// MARK: Time per add

@MainActor
private func buildTimings(rows: Int, rounds: Int) throws -> [BenchResult] {
  var reloadsPerAdd: [Double] = []
  var batchUpdates = 0
  let offScreen = try interleave(
    rounds: rounds, warmups: 0,
    engine: {
      let host = TerminalTableView(width: 80, height: 40)
      host.isOnScreen = false
      let engine = TableEngine(host: host)
      let section = try engine.addSection(animation: .none)
      let reloadsBefore = host.reloadCount
      let ns = try measureNs { try engineSide { try appendRowsOneByOne(section, count: rows) } }
      reloadsPerAdd.append(Double(host.reloadCount - reloadsBefore) / Double(rows))
      batchUpdates += host.appliedUpdateCount
      withExtendedLifetime(engine) {}
      return ns / Double(rows)
    },
    baseline: { try handWrittenAppends(rows: rows) })

  let engineOnly = try interleave(
    rounds: rounds, warmups: 0,
    engine: {
      let engine = try hostlessEngine()
      let section = try engine.sectionHandle(at: 0)
      return try measureNs { try engineSide { try appendRowsOneByOne(section, count: rows) } } / Double(rows)
    },
    baseline: { try handWrittenAppends(rows: rows) })

  let reloads = reloadsPerAdd.isEmpty ? 0 : Stats(reloadsPerAdd).median
  let finding =
    reloads >= 1 && batchUpdates == 0
    ? "the engine sent no batch update, only reloads, as it should off screen (\(Format.plain(reloads)) per add); the host lays out lazily, so a reload costs O(1) until something reads the layout."
    : "the engine sent \(batchUpdates) batch updates and \(Format.plain(reloads)) reloads per add."
  return [
    BenchResult(
      name: "build \(Format.size(rows)) rows one by one, off-screen host", quantity: .time(per: "add"),
      samples: offScreen, baselineName: "appending the model enum to a hand-written data source's array",
      goal: nil,
      note:
        "section.addCell(TableComponent(CounterCell.self, data: i)) with host.isOnScreen = false; the timing includes making the component. \(finding)"
    ),
    BenchResult(
      name: "build \(Format.size(rows)) rows one by one, engine alone", quantity: .time(per: "add"),
      samples: engineOnly, baselineName: "the same hand-written append", goal: nil,
      note:
        "the same adds after the host was released (the engine holds it weakly), so no host work at all: what remains is the engine's own cost per add."
    ),
  ]
}

/// A `TableEngine` whose host is gone, with one section and `CounterCell` registered: adding
/// rows to it costs only the engine's own work.
///
/// The section is added after the host is released: a host going away tells its data source
/// to drop what it shows (`hostWillDisappear`), which would empty a table built before.
@MainActor
private func hostlessEngine() throws -> TableEngine {
  var host: TerminalTableView? = TerminalTableView(width: 80, height: 40)
  let engine = TableEngine(host: host!)
  host = nil
  precondition(engine.host == nil, "the host outlived its last reference")
  let section = try engine.addSection(animation: .none)
  // The first add registers the class; later adds find it registered, as in a real build.
  try section.addCell(TableComponent(CounterCell.self, data: -1), animation: .none)
  return engine
}

@inline(never)
@MainActor
func appendRowsOneByOne(_ section: TableSectionHandle, count: Int) throws {
  for i in 0..<count {
    try section.addCell(TableComponent(CounterCell.self, data: i), animation: .none)
  }
}

/// The "before" code's add: one more model value in the array its callbacks switch over.
@MainActor
private func handWrittenAppends(rows: Int) throws -> Double {
  let host = TerminalTableView(width: 80, height: 40)
  host.isOnScreen = false
  let dataSource = try HandWrittenDataSource.attach(to: host, headers: [.title("")], rows: [[]])
  return measureNs { baselineSide { handWrittenAppend(dataSource, count: rows) } } / Double(rows)
}

@inline(never)
@MainActor
func handWrittenAppend(_ dataSource: HandWrittenDataSource, count: Int) {
  for i in 0..<count { dataSource.rows[0].append(.counter(i)) }
}

// MARK: Memory per row

/// Memory is deterministic, so rounds only confirm it; they still run so that a stray
/// allocation elsewhere would show as spread.
@MainActor
private func memoryPerRow(oneByOneRows: Int, batchRows: Int, rounds: Int) throws -> [BenchResult] {
  let userData = Double(MemoryLayout<Int>.size)
  let box = componentBytesPerRow(rows: batchRows)
  let boxNote =
    "Of that, the component's box is \(Format.plain(box - userData)) B beyond the Int (one heap object per row, measured alone); the rest is the engine's row record and array slack."

  // No warmup round: the engine is warmed by `hostlessEngine()`, and a round costs seconds.
  let oneByOne = try interleave(
    rounds: rounds, warmups: 0,
    engine: {
      let engine = try hostlessEngine()
      let section = try engine.sectionHandle(at: 0)
      return try bytesPerRow(rows: oneByOneRows) { () throws -> TableEngine in
        try appendRowsOneByOne(section, count: oneByOneRows)
        return engine
      } - userData
    },
    baseline: {
      let dataSource = try offScreenHandWritten().dataSource
      return bytesPerRow(rows: oneByOneRows) { () -> HandWrittenDataSource in
        handWrittenAppend(dataSource, count: oneByOneRows)
        return dataSource
      } - userData
    })

  let batch = try interleave(
    rounds: rounds, warmups: 1,
    engine: {
      let engine = try hostlessEngine()
      let section = try engine.sectionHandle(at: 0)
      return try bytesPerRow(rows: batchRows) { () throws -> TableEngine in
        // The caller's array of components is gone by the time the bytes are counted.
        try section.addCells((0..<batchRows).map { TableComponent(CounterCell.self, data: $0) }, animation: .none)
        return engine
      } - userData
    },
    baseline: {
      let dataSource = try offScreenHandWritten().dataSource
      return bytesPerRow(rows: batchRows) { () -> HandWrittenDataSource in
        dataSource.rows[0] = (0..<batchRows).map { .counter($0) }
        return dataSource
      } - userData
    })

  let withHost = try interleave(
    rounds: rounds, warmups: 1,
    engine: {
      let host = TerminalTableView(width: 80, height: 40)
      host.isOnScreen = false
      let engine = TableEngine(host: host)
      let section = try engine.addSection(animation: .none)
      try section.addCell(TableComponent(CounterCell.self, data: -1), animation: .none)
      return try bytesPerRow(rows: batchRows) { () throws -> TerminalTableView in
        try section.addCells((0..<batchRows).map { TableComponent(CounterCell.self, data: $0) }, animation: .none)
        return host
      } - userData
    },
    baseline: {
      let (host, dataSource) = try offScreenHandWritten()
      return bytesPerRow(rows: batchRows) { () -> TerminalTableView in
        dataSource.rows[0] = (0..<batchRows).map { .counter($0) }
        host.reloadData()
        return host
      } - userData
    })

  let definition =
    "Definition: glibc mallinfo2 (uordblks + hblkhd, so malloc's chunk overhead counts) after minus before adding the rows to an engine whose host was released, divided by the rows, minus the 8 B of user data (the Int each row shows). The component's heap box counts as the engine's cost, not as user data: the user handed over an Int. The baseline subtracts the same 8 B."
  return [
    BenchResult(
      name: "engine memory per row, \(Format.size(oneByOneRows)) added one by one", quantity: .bytes(per: "row"),
      samples: oneByOne,
      baselineName: "a hand-written data source's [RowModel] array, appended one by one",
      goal: .valueAtMost(64), note: "\(definition) \(boxNote)"),
    BenchResult(
      name: "engine memory per row, \(Format.size(batchRows)) in one addCells", quantity: .bytes(per: "row"),
      samples: batch, baselineName: "a hand-written data source given the [RowModel] array whole",
      goal: .valueAtMost(64),
      note:
        "the same definition; one addCells call (no spare capacity left from growing the arrays one row at a time)."
    ),
    BenchResult(
      name: "engine + off-screen host memory per row, \(Format.size(batchRows))", quantity: .bytes(per: "row"),
      samples: withHost, baselineName: "the hand-written data source on an off-screen host",
      goal: nil,
      note:
        "as the row above with the host kept and laid out: adds the host's layout (a frame per row). Informational: that memory is the host's."
    ),
  ]
}

@MainActor
private func offScreenHandWritten() throws -> (host: TerminalTableView, dataSource: HandWrittenDataSource) {
  let host = TerminalTableView(width: 80, height: 40)
  host.isOnScreen = false
  let dataSource = try HandWrittenDataSource.attach(to: host, headers: [.title("")], rows: [[]])
  return (host, dataSource)
}

/// Bytes per row allocated by `build` and still held by what it returns (temporaries it
/// freed do not count).
@MainActor
private func bytesPerRow<Kept>(rows: Int, _ build: () throws -> Kept) rethrows -> Double {
  let before = allocatedBytes()
  let kept = try build()
  let after = allocatedBytes()
  return withExtendedLifetime(kept) { Double(after - before) / Double(rows) }
}

/// Bytes per row of the component values alone (one box each): the array is reserved before
/// the count starts, so only the boxes are counted.
@MainActor
private func componentBytesPerRow(rows: Int) -> Double {
  var components: [TableComponent] = []
  components.reserveCapacity(rows)
  let before = allocatedBytes()
  for i in 0..<rows { components.append(TableComponent(CounterCell.self, data: i)) }
  let after = allocatedBytes()
  withExtendedLifetime(components) {}
  return Double(after - before) / Double(rows)
}
