import ComponentTable
import ComponentTableTerminal
import Foundation

// MARK: - Making components
//
// What building a screen pays before the engine sees a row: `TableComponent(Cell.self, data:)`
// for rows of `Int` data (identity: the data), `Identifiable` data with an `Int` id, and
// `Identifiable` data with a `String` id, against making the same data values alone.

/// `Identifiable` data whose `id` is a `String`, as rows keyed by a setting's name are.
struct NamedRow: Identifiable, Equatable {
  var id: String
  var version: Int
}

/// Shows a `NamedRow`.
@MainActor
final class NamedRowCell: TerminalTableCell, ComponentView {
  func configure(with data: NamedRow) {}
  static func height(for data: NamedRow, width: CGFloat) -> ComponentHeight { .fixed(1) }
}

/// The kinds of data a component is made of here.
enum ComponentDataKind: CaseIterable {
  case int, identifiableInt, identifiableString

  var label: String {
    switch self {
    case .int: return "Int data"
    case .identifiableInt: return "Identifiable data, Int id"
    case .identifiableString: return "Identifiable data, String id"
    }
  }
}

/// Makes a component for every name, of `kind`: the measured side. One function per kind, so
/// that a profiler can count each alone (`callgrind --toggle-collect`).
@MainActor
func makeComponents(_ kind: ComponentDataKind, names: [String]) -> Int {
  switch kind {
  case .int: return makeIntComponents(names)
  case .identifiableInt: return makeIdentifiableIntComponents(names)
  case .identifiableString: return makeIdentifiableStringComponents(names)
  }
}

@inline(never)
@MainActor
func makeIntComponents(_ names: [String]) -> Int {
  var rows: [TableComponent] = []
  rows.reserveCapacity(names.count)
  for index in names.indices { rows.append(TableComponent(CounterCell.self, data: index)) }
  return rows.count
}

@inline(never)
@MainActor
func makeIdentifiableIntComponents(_ names: [String]) -> Int {
  var rows: [TableComponent] = []
  rows.reserveCapacity(names.count)
  for index in names.indices {
    rows.append(TableComponent(IdentifiedRowCell.self, data: IdentifiedRow(id: index, version: 0)))
  }
  return rows.count
}

@inline(never)
@MainActor
func makeIdentifiableStringComponents(_ names: [String]) -> Int {
  var rows: [TableComponent] = []
  rows.reserveCapacity(names.count)
  for index in names.indices {
    rows.append(TableComponent(NamedRowCell.self, data: NamedRow(id: names[index], version: index)))
  }
  return rows.count
}

/// The same data values alone, kept in an array as a hand-written data source keeps its model.
@inline(never)
func makeData(_ kind: ComponentDataKind, names: [String]) -> Int {
  switch kind {
  case .int: return names.indices.map { $0 }.count
  case .identifiableInt: return names.indices.map { IdentifiedRow(id: $0, version: 0) }.count
  case .identifiableString: return names.indices.map { NamedRow(id: names[$0], version: $0) }.count
  }
}

@MainActor
func componentBenchmarks(_ config: Config) throws -> [BenchResult] {
  let count = config.isQuick ? 1_000 : 10_000
  let names = (0..<count).map { "setting.\($0)" }
  return ComponentDataKind.allCases.map { kind in
    let samples = interleave(
      rounds: config.rounds, warmups: 1, repeats: config.repeats,
      engine: { measureNs { Sink.add(engineSide { makeComponents(kind, names: names) }) } / Double(count) },
      baseline: { measureNs { Sink.add(baselineSide { makeData(kind, names: names) }) } / Double(count) })
    return BenchResult(
      name: "make \(Format.size(count)) components, \(kind.label)", quantity: .time(per: "component"),
      samples: samples, baselineName: "making the same data values into an array", goal: nil,
      note: "TableComponent(Cell.self, data: value), no id: or closures, as a screen builds its rows.")
  }
}
