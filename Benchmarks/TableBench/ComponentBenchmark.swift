import ComponentTable
import ComponentTableTerminal
import Foundation

// MARK: - Making components
//
// What building a screen pays before the engine sees a row: `TableComponent(Cell.self, data:)`
// for rows of `Int` data (identity: the data), `Identifiable` data with an `Int` id, and
// `Identifiable` data with a `String` id, and `Identifiable` data with a `UUID` id, against making
// the same data values alone; and the `UUID` id against the `Int` id in the same rounds.

/// `Identifiable` data whose `id` is a `String`, as rows keyed by a setting's name are.
typealias NamedRow = VersionedRow<String>
/// Shows a `NamedRow`.
typealias NamedRowCell = VersionedRowCell<String>

/// The kinds of data a component is made of here.
enum ComponentDataKind: CaseIterable {
  case int, identifiableInt, identifiableString, identifiableUUID

  var label: String {
    switch self {
    case .int: return "Int data"
    case .identifiableInt: return "Identifiable data, Int id"
    case .identifiableString: return "Identifiable data, String id"
    case .identifiableUUID: return "Identifiable data, UUID id"
    }
  }
}

/// Makes a component for every name, of `kind`: the measured side. One function per kind, so
/// that a profiler can count each alone (`callgrind --toggle-collect`).
@MainActor
func makeComponents(_ kind: ComponentDataKind, names: [String], uuids: [UUID]) -> Int {
  switch kind {
  case .int: return makeIntComponents(names)
  case .identifiableInt: return makeIdentifiableIntComponents(names)
  case .identifiableString: return makeIdentifiableStringComponents(names)
  case .identifiableUUID: return makeIdentifiableUUIDComponents(uuids)
  }
}

/// `count` components made by `make` into an array, as a screen's builder collects its rows.
/// Inlined into each kind's function, so that each makes its components with the types it
/// names, as a screen does.
@inline(__always)
@MainActor
func collectComponents(_ count: Int, _ make: (Int) -> TableComponent) -> Int {
  var rows: [TableComponent] = []
  rows.reserveCapacity(count)
  for index in 0..<count { rows.append(make(index)) }
  return rows.count
}

@inline(never)
@MainActor
func makeIntComponents(_ names: [String]) -> Int {
  collectComponents(names.count) { TableComponent(CounterCell.self, data: $0) }
}

@inline(never)
@MainActor
func makeIdentifiableIntComponents(_ names: [String]) -> Int {
  collectComponents(names.count) { TableComponent(IdentifiedRowCell.self, data: IdentifiedRow(id: $0, version: 0)) }
}

@inline(never)
@MainActor
func makeIdentifiableStringComponents(_ names: [String]) -> Int {
  collectComponents(names.count) { TableComponent(NamedRowCell.self, data: NamedRow(id: names[$0], version: $0)) }
}

@inline(never)
@MainActor
func makeIdentifiableUUIDComponents(_ uuids: [UUID]) -> Int {
  collectComponents(uuids.count) { TableComponent(UUIDRowCell.self, data: UUIDRow(id: uuids[$0], version: $0)) }
}

/// The same data values alone, kept in an array as a hand-written data source keeps its model.
@inline(never)
func makeData(_ kind: ComponentDataKind, names: [String], uuids: [UUID]) -> Int {
  switch kind {
  case .int: return names.indices.map { $0 }.count
  case .identifiableInt: return names.indices.map { IdentifiedRow(id: $0, version: 0) }.count
  case .identifiableString: return names.indices.map { NamedRow(id: names[$0], version: $0) }.count
  case .identifiableUUID: return uuids.indices.map { UUIDRow(id: uuids[$0], version: $0) }.count
  }
}

@MainActor
func componentBenchmarks(_ config: Config) throws -> [BenchResult] {
  let count = config.isQuick ? 1_000 : 10_000
  let names = (0..<count).map { "setting.\($0)" }
  let uuids = (0..<count).map(benchUUID)
  func perComponent(_ body: () -> Int) -> Double { measureNs { Sink.add(body()) } / Double(count) }
  var results = ComponentDataKind.allCases.map { kind in
    let samples = interleave(
      rounds: config.rounds, warmups: 1, repeats: config.repeats,
      engine: { perComponent { engineSide { makeComponents(kind, names: names, uuids: uuids) } } },
      baseline: { perComponent { baselineSide { makeData(kind, names: names, uuids: uuids) } } })
    return BenchResult(
      name: "make \(Format.size(count)) components, \(kind.label)", quantity: .time(per: "component"),
      samples: samples, baselineName: "making the same data values into an array", goal: nil,
      note: "TableComponent(Cell.self, data: value), no id: or closures, as a screen builds its rows.")
  }
  // A UUID id against an Int id, in the same rounds: what the identity's type costs.
  let samples = interleave(
    rounds: config.rounds, warmups: 1, repeats: config.repeats,
    engine: { perComponent { engineSide { makeComponents(.identifiableUUID, names: names, uuids: uuids) } } },
    baseline: { perComponent { engineSide { makeComponents(.identifiableInt, names: names, uuids: uuids) } } })
  results.append(
    BenchResult(
      name: "make \(Format.size(count)) components: UUID id ÷ Int id", quantity: .time(per: "component"),
      samples: samples, baselineName: "the same number of components of Identifiable data with an Int id",
      goal: .ratioAtMost(1.5),
      note: "a UUID identity is kept as its 16 bytes, an Int as itself: neither is hashed when the row is made."))
  return results
}
