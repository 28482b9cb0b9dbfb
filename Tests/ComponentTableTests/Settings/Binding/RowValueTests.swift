import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// One factory per control, whatever holds its value: a `RowValue` says where the value lives.
@MainActor
@Suite struct RowValueTests {
  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test func aPlainValueIsNamedByTheTitleAndTellsOnChange() throws {
    var changes: [Bool] = []
    let (engine, host) = try makeTable(showing: [
      TableComponent.switchRow("Wi-Fi", isOn: .value(false)) { changes.append($0) }
    ])
    defer { withExtendedLifetime(host) {} }
    engine.dataSource.send(.control(.toggle(true), at: path(0)))
    #expect(changes == [true])
    #expect(try engine.component(at: path(0)).data(as: SwitchRowData.self)?.isOn == true)
    #expect(
      TableComponent.switchRow("Wi-Fi", isOn: .value(true)).id
        == TableComponent.switchRow("Wi-Fi", isOn: .value(false)).id)
    #expect(
      TableComponent.switchRow("Wi-Fi", isOn: .value(true)).id
        != TableComponent.switchRow("Wi-Fi", isOn: .key("wifi", in: InMemorySettingsStore())).id)
  }

  @Test func aSliderBoundToAWholeNumberKeyStoresWholeNumbers() throws {
    let store = InMemorySettingsStore()
    let size = SettingsKey("videoSize", default: 720)
    let (engine, host) = try makeTable(showing: [
      TableComponent.sliderRow("Video Size", value: .key(size, in: store), range: 480...2160, step: 1)
    ])
    defer { withExtendedLifetime(host) {} }
    #expect(try engine.component(at: path(0)).data(as: SliderRowData.self)?.value == 720)
    engine.dataSource.send(.control(.slide(1079.6), at: path(0)))
    #expect(store.userValues["videoSize"] == .integer(1080), "stored in the key's own type")
    #expect(store[size] == 1080)
    // The row shows the whole number it stored.
    #expect(try engine.component(at: path(0)).data(as: SliderRowData.self)?.value == 1080)
  }

  @Test func anIntSliderIsStoredAsAnIntegerUserDefaultsReadsBack() throws {
    let suite = try TemporaryDefaultsSuite()
    defer { suite.remove() }
    let store = try #require(UserDefaultsSettingsStore(suiteName: suite.name))
    let quality = SettingsKey("videoQuality", default: 2)
    let (engine, host) = try makeTable(showing: [
      TableComponent.sliderRow("Video Quality", value: .key(quality, in: store), range: 0...4, step: 1)
    ])
    defer { withExtendedLifetime(host) {} }
    engine.dataSource.send(.control(.step(1), at: path(0)))
    #expect(suite.defaults.integer(forKey: "videoQuality") == 3)
    #expect(suite.defaults.object(forKey: "videoQuality") as? Int == 3)
  }

  @Test func aStepperBoundToANumberKeyStoresTheKeysOwnType() throws {
    let store = InMemorySettingsStore()
    let zoom = SettingsKey("zoom", default: 2.5)
    let copies = SettingsKey("copies", default: 2)
    let (engine, host) = try makeTable(showing: [
      TableComponent.stepperRow("Zoom", value: .key(zoom, in: store), range: 1...5, step: 0.5),
      TableComponent.stepperRow("Copies", value: .key(copies, in: store), range: 1...5),
    ])
    defer { withExtendedLifetime(host) {} }
    let shown = { (row: Int) in try engine.component(at: path(row)).data(as: StepperRowData.self) }
    #expect(try shown(0)?.value == 2.5 && shown(0)?.valueText == "2.5" && shown(0)?.step == 0.5)
    engine.dataSource.send(.control(.step(1), at: path(0)))
    #expect(store.userValues["zoom"] == .double(3))
    #expect(try shown(0)?.valueText == "3.0")
    // A whole number reads as one, and is stored as one.
    #expect(try shown(1)?.valueText == "2")
    engine.dataSource.send(.control(.step(1), at: path(1)))
    #expect(store.userValues["copies"] == .integer(3))
    #expect(try shown(1)?.valueText == "3")
  }

  @Test func aWholeNumberKeyInATextFieldSuggestsANumberPadUnlessTheRowSaysOtherwise() throws {
    let store = InMemorySettingsStore()
    let limit = SettingsKey("limit", default: 10)
    let (engine, host) = try makeTable(showing: [
      TableComponent.textFieldRow("Limit", text: .key(limit, in: store)),
      TableComponent.textFieldRow(
        "Code", text: .key(limit, in: store), traits: TextInputTraits(isSecure: true), id: "code"),
    ])
    defer { withExtendedLifetime(host) {} }
    #expect(try engine.component(at: path(0)).data(as: TextFieldRowData.self)?.traits.keyboard == .numberPad)
    #expect(try engine.component(at: path(1)).data(as: TextFieldRowData.self)?.traits.isSecure == true)
    #expect(try engine.component(at: path(1)).data(as: TextFieldRowData.self)?.traits.keyboard == .alphabet)
  }

  @Test func anUntypedNumberKeyHoldingTextShowsTheDefaultAndStoresAnInteger() throws {
    let store = InMemorySettingsStore()
    store.set(.string("many"), forKey: "copies")
    let (engine, host) = try makeTable(showing: [
      TableComponent.stepperRow("Copies", value: .key("copies", in: store, default: 2), range: 1...9)
    ])
    defer { withExtendedLifetime(host) {} }
    #expect(try engine.component(at: path(0)).data(as: StepperRowData.self)?.value == 2)
    engine.dataSource.send(.control(.step(1), at: path(0)))
    #expect(store.value(forKey: "copies") == .integer(3))
  }

  @Test func thenIsToldWhereTheRowIsAfterTheValueWasTaken() throws {
    var told: [(Bool, IndexPath)] = []
    final class Gate { var refuses = true }
    let gate = Gate()
    let (engine, host) = try makeTable(showing: [
      TableComponent.textRow("Above"),
      TableComponent.switchRow(
        "Wi-Fi", isOn: .value(false),
        change: .refusing { _, _ in gate.refuses ? .refuse : .accept }.then { isOn, context in
          told.append((isOn, context.indexPath))
        }),
    ])
    defer { withExtendedLifetime(host) {} }
    engine.dataSource.send(.control(.toggle(true), at: path(1)))
    #expect(told.isEmpty, "a refused value is not told")
    gate.refuses = false
    engine.dataSource.send(.control(.toggle(true), at: path(1)))
    #expect(told.map(\.0) == [true] && told.map(\.1) == [path(1)])
  }
}
