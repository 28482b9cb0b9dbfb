import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// What a row's own check says of a new value (``ChangeDecision``), and where an accepted
/// change happened (``RowChangeContext``).
@MainActor
@Suite struct ChangeDecisionTests {

  let first = IndexPath(row: 0, section: 0)
  let second = IndexPath(row: 1, section: 0)

  @Test func aRefusalWithoutAReasonIsTheSameAsOneWithNone() {
    guard case .refuse(nil) = ChangeDecision.refuse else {
      Issue.record("`.refuse` is not `.refuse(nil)`")
      return
    }
  }

  /// The decision is asked for each value: a refused one leaves the row as it was, and the
  /// same value is taken once the row's check accepts it.
  @Test func eachValueIsDecidedOnItsOwn() throws {
    let (engine, host) = makeTable(width: 50, height: 4)
    defer { withExtendedLifetime(host) {} }
    var hasPasscode = false
    var decided: [Bool] = []
    var changed: [Bool] = []
    let change = ControlChange<Bool>.refusing { isOn, _ in
      decided.append(isOn)
      return isOn && !hasPasscode ? .refuse("Set a passcode first") : .accept
    }
    try engine.addSection(
      TableSection(rows: [
        TableComponent.switchRow("Face ID", isOn: .value(false), change: change) { changed.append($0) }
      ]))
    engine.dataSource.send(.control(.toggle(true), at: first))
    var data = try #require(try engine.component(at: first).data(as: SwitchRowData.self))
    #expect(!data.isOn)
    #expect(data.status == .failed("Set a passcode first"))
    hasPasscode = true
    engine.dataSource.send(.control(.toggle(true), at: first))
    data = try #require(try engine.component(at: first).data(as: SwitchRowData.self))
    #expect(data.isOn)
    #expect(data.status == .idle)
    #expect(decided == [true, true])
    #expect(changed == [true])
  }

  /// A change's `then` is told the engine and the row's place, as it is when the
  /// change is made: a row inserted above moves it.
  @Test func theContextNamesTheEngineAndWhereTheRowIsNow() throws {
    let store = InMemorySettingsStore()
    let wifi = SettingsKey("wifi", default: false)
    var contexts: [RowChangeContext] = []
    let (engine, host) = makeTable(width: 50, height: 4)
    defer { withExtendedLifetime(host) {} }
    try engine.apply([
      TableSection(
        id: "s",
        rows: [
          TableComponent.switchRow(
            "Wi-Fi", isOn: .key(wifi, in: store), change: .immediate.then { _, context in contexts.append(context) })
        ])
    ])
    try engine.insertCell(TableComponent.textRow("Airplane Mode"), at: first)
    engine.dataSource.send(.control(.toggle(true), at: second))
    let context = try #require(contexts.first)
    #expect(context.engine === engine)
    #expect(context.indexPath == second)
    #expect(context.navigator == nil, "a table on no navigator")
    #expect(store[wifi])
    let made = RowChangeContext(engine: engine, indexPath: first)
    #expect(made.indexPath == first && made.engine === engine)
  }
}
