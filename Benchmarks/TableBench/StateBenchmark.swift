import ComponentTable
import ComponentTableTerminal
import Foundation
import Observation

// MARK: - State benchmarks
//
// Screens declared from an `@Observable` model (`TableScreen.observing`): declaring again after
// a change and applying, against building the same sections by hand and applying them to a
// plain engine; and the cost of Observation's tracking while a screen's sections are built.
// Both sides show the same rows on an on-screen headless terminal table and lay out the next
// frame inside the clock.

/// The model the screens read: what `@Observable` expands to, written out, so the benchmark
/// also compiles against SDKs whose Observation module is older than the compiler's macro.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
@MainActor
final class BenchSettingsModel: Observable {
  private let registrar = ObservationRegistrar()
  private var _flags: [Bool]
  private var _controlling = false
  private var _changed = 0

  var flags: [Bool] {
    get {
      registrar.access(self, keyPath: \.flags)
      return _flags
    }
    set { registrar.withMutation(of: self, keyPath: \.flags) { _flags = newValue } }
  }
  var controlling: Bool {
    get {
      registrar.access(self, keyPath: \.controlling)
      return _controlling
    }
    set { registrar.withMutation(of: self, keyPath: \.controlling) { _controlling = newValue } }
  }
  var changed: Int {
    get {
      registrar.access(self, keyPath: \.changed)
      return _changed
    }
    set { registrar.withMutation(of: self, keyPath: \.changed) { _changed = newValue } }
  }

  init(rows: Int) { _flags = (0..<rows).map { $0 % 3 == 0 } }
}

/// A settings screen of `rows` rows in sections of 20: switches, value rows and text rows;
/// with `conditional` rows that show only while `model.controlling` is on.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
@MainActor
func benchStateSections(_ model: BenchSettingsModel, rows: Int, conditional: Int) -> [TableSection] {
  let always = rows - conditional
  return stride(from: 0, to: rows, by: 20).map { start in
    TableSection(id: start) {
      for row in start..<min(start + 20, rows) {
        let isConditional = row >= always
        if !isConditional || model.controlling {
          switch row % 3 {
          case 0: TableComponent.switchRow("Switch \(row)", isOn: .value(model.flags[row]))
          case 1: TableComponent.valueRow("Value \(row)", value: row == 1 ? "\(model.changed)" : "On")
          default: TableComponent.textRow("Row \(row)")
          }
        }
      }
    }
  }
}

@MainActor
func stateBenchmarks(_ config: Config) throws -> [BenchResult] {
  guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return [] }
  return try observedStateBenchmarks(config)
}

@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
@MainActor
private func observedStateBenchmarks(_ config: Config) throws -> [BenchResult] {
  var results: [BenchResult] = []
  let rounds = config.isQuick ? 5 : config.rounds

  /// An observing screen on a navigator and a plain engine, both showing `model`'s sections.
  func tables(_ model: BenchSettingsModel, rows: Int, conditional: Int) throws
    -> (screen: TableScreen, navigator: TableNavigator, engine: TableEngine, hosts: [TerminalTableView])
  {
    let screen = TableScreen.observing(title: "Settings") {
      benchStateSections(model, rows: rows, conditional: conditional)
    }
    let screenHost = TerminalTableView(width: 40, height: 20)
    let navigator = try TableNavigator(root: screen, rootHost: screenHost) { _ in TerminalTableView() }
    let host = TerminalTableView(width: 40, height: 20)
    let engine = TableEngine(host: host)
    try engine.apply(benchStateSections(model, rows: rows, conditional: conditional), animation: .none)
    for table in [screenHost, host] { _ = table.render() }
    return (screen, navigator, engine, [screenHost, host])
  }

  /// The observing screen's refresh after `change`, against a plain engine applying the same
  /// sections built by hand; each side draws the next frame.
  func refreshAgainstApply(
    _ model: BenchSettingsModel, rows: Int, conditional: Int, change: @escaping () -> Void
  ) throws -> PairedSamples {
    let (screen, navigator, engine, hosts) = try tables(model, rows: rows, conditional: conditional)
    defer { withExtendedLifetime(navigator) {} }
    return try interleave(
      rounds: rounds, warmups: 2, repeats: config.repeats,
      engine: {
        change()
        return try measureNs {
          try engineSide { try screen.refresh() }
          Sink.add(hosts[0].render().count)
        }
      },
      baseline: {
        change()
        return try measureNs {
          try baselineSide { try engine.apply(benchStateSections(model, rows: rows, conditional: conditional)) }
          Sink.add(hosts[1].render().count)
        }
      })
  }

  // A model change on a 200-row screen: the value of one row.
  do {
    let model = BenchSettingsModel(rows: 200)
    let samples = try refreshAgainstApply(model, rows: 200, conditional: 0) { model.changed += 1 }
    results.append(
      BenchResult(
        name: "model change, 200-row screen", quantity: .time(per: "change"), samples: samples,
        baselineName: "the same sections built by hand and applied", goal: .ratioAtMost(2),
        note:
          "TableScreen.observing: the builder run under withObservationTracking and the difference applied (one row reconfigured), with the next frame's layout; the baseline builds the same sections and applies them to a plain engine."
      ))
  }

  // Tracking while building: the same builder, with and without withObservationTracking.
  do {
    let model = BenchSettingsModel(rows: 200)
    let samples = interleave(
      rounds: rounds, warmups: 2, repeats: config.repeats,
      engine: {
        measureNs {
          engineSide {
            let sections = withObservationTracking {
              benchStateSections(model, rows: 200, conditional: 0)
            } onChange: {
            }
            Sink.add(sections.count)
          }
        }
      },
      baseline: { measureNs { Sink.add(baselineSide { benchStateSections(model, rows: 200, conditional: 0) }.count) } })
    results.append(
      BenchResult(
        name: "observation tracking, building 200 rows", quantity: .time(per: "build"), samples: samples,
        baselineName: "building the sections untracked", goal: .ratioAtMost(1.1),
        note: "what tracking the model's reads adds to running a screen's builder (68 tracked reads of 200 rows)."))
  }

  // Flipping the value 300 conditional rows of a 1,000-row screen depend on.
  do {
    let model = BenchSettingsModel(rows: 1_000)
    let samples = try refreshAgainstApply(model, rows: 1_000, conditional: 300) { model.controlling.toggle() }
    results.append(
      BenchResult(
        name: "300 conditional rows of 1,000 flipped", quantity: .time(per: "flip"), samples: samples,
        baselineName: "the same sections built by hand and applied", goal: .ratioAtMost(2),
        note:
          "the controlling value toggled each run (300 rows inserted or deleted, animated); TableScreen.observing against a plain engine's apply of the same sections."
      ))
  }
  return results
}
