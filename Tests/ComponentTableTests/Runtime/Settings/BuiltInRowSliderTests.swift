import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// The built-in slider: the factory's steps and clamping, the terminal cell's bar, the keys
/// that move it, and the row bound to a store key.
@MainActor
@Suite struct BuiltInRowSliderTests {

  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  func data(_ component: TableComponent) throws -> SliderRowData {
    try #require(component.data(as: SliderRowData.self))
  }

  @Test func aSliderShowsABarAndItsValueAsAPercentageOfTheRange() throws {
    let (_, host) = try makeTable(showing: [TableComponent.sliderRow("Volume", value: .value(0.6), range: 0...1)])
    #expect(host.render() == [rowLine("Volume", "▕██████░░░░▏  60%")])
    let view = TerminalBuiltInCell<SliderRowData>()
    view.configure(with: SliderRowData(title: "Level", value: 3, range: 0...10, step: 1))
    #expect(view.render(width: 30) == ["Level" + String(repeating: " ", count: 10) + "▕███░░░░░░░▏  3"])
    // Too narrow: the bar and value win the space, then they too are cut.
    #expect(view.render(width: 16).first?.displayWidth == 16)
    #expect(view.render(width: 5).first?.displayWidth == 5)
  }

  @Test func theDefaultStepIsAWholeNumberOrATwentiethOfTheRange() throws {
    #expect(try data(TableComponent.sliderRow("a", value: .value(0), range: 0.0...1.0)).step == 0.05)
    #expect(try data(TableComponent.sliderRow("b", value: .value(0), range: 0...10)).step == 1)
    #expect(try data(TableComponent.sliderRow("c", value: .value(0), range: -50...50)).step == 5)
    #expect(try data(TableComponent.sliderRow("c", value: .value(0), range: 0...30)).step == 2)
    #expect(try data(TableComponent.sliderRow("c", value: .value(0), range: 0...2)).step == 1)
    #expect(try data(TableComponent.sliderRow("d", value: .value(0), range: 0...1000)).step == 50)
    #expect(try data(TableComponent.sliderRow("e", value: .value(0), range: 0...1, step: 0.1)).step == 0.1)
  }

  @Test func stepEventsMoveToTheNextMarkAndStopAtTheEnds() throws {
    var values: [Double] = []
    let (engine, host) = try makeTable(showing: [
      TableComponent.sliderRow("Volume", value: .value(0.52), range: 0...1) { values.append($0) }
    ])
    defer { withExtendedLifetime(host) {} }  // the table keeps the rows
    let view = try #require(host.cellForRow(at: path(0)))
    func value() throws -> Double { try data(engine.component(at: path(0))).value }
    engine.dataSource.send(.control(.step(1), at: path(0)))  // 0.52 lies between 0.5 and 0.55
    #expect(try value() == 0.55)
    engine.dataSource.send(.control(.step(-1), at: path(0)))
    #expect(try value() == 0.5)
    engine.dataSource.send(.control(.step(2), at: path(0)))
    #expect(try value() == 0.6)  // tidied: 12 × 0.05 is 0.6000000000000001 in binary
    engine.dataSource.send(.control(.step(100), at: path(0)))
    #expect(try value() == 1)
    engine.dataSource.send(.control(.step(1), at: path(0)))  // at the end: no change, no callback
    engine.dataSource.send(.control(.step(.min), at: path(0)))
    #expect(try value() == 0)
    engine.dataSource.send(.control(.step(.max), at: path(0)))
    #expect(try value() == 1)
    #expect(values == [0.55, 0.5, 0.6, 1, 0, 1])
    // The same view, configured again: the row is reconfigured, not reloaded.
    #expect(host.cellForRow(at: path(0)) === view)
    #expect(host.lastAppliedUpdate == TableBatchUpdate(reconfiguredRows: [path(0)]))
  }

  @Test func slideEventsSetTheValueClampedAndOtherEventsAreIgnored() throws {
    var values: [Double] = []
    let (engine, host) = try makeTable(showing: [
      TableComponent.sliderRow("Volume", value: .value(0.5), range: 0...1) { values.append($0) }
    ])
    defer { withExtendedLifetime(host) {} }
    engine.dataSource.send(.control(.slide(0.337), at: path(0)))
    engine.dataSource.send(.control(.slide(4), at: path(0)))
    engine.dataSource.send(.control(.slide(-.infinity), at: path(0)))
    engine.dataSource.send(.control(.slide(.nan), at: path(0)))  // not a number: ignored
    engine.dataSource.send(.control(.toggle(true), at: path(0)))
    engine.dataSource.send(.control(.text("1"), at: path(0)))
    #expect(values == [0.337, 1, 0])
    #expect(host.render() == [rowLine("Volume", "▕░░░░░░░░░░▏   0%")])
  }

  @Test func badInputIsClampedAndShownAsTheRowWillReportIt() throws {
    #expect(try data(TableComponent.sliderRow("Above", value: .value(7), range: 0...1)).value == 1)
    #expect(try data(TableComponent.sliderRow("Below", value: .value(-7), range: 0...1)).value == 0)
    #expect(try data(TableComponent.sliderRow("NaN", value: .value(.nan), range: 2...3)).value == 2)
    // A step that is not a positive finite number means the default.
    for step in [0, -1, .nan, .infinity] {
      #expect(try data(TableComponent.sliderRow("Step", value: .value(0), range: 0...1, step: step)).step == 0.05)
    }
    // Infinite bounds are narrowed to the finite numbers, and stepping still stays inside.
    let wide = try data(TableComponent.sliderRow("Wide", value: .value(0), range: -.infinity ... .infinity))
    #expect(wide.range == -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
    #expect(wide.step.isFinite && wide.step > 0)
    #expect(wide.valueText == "50%")
    let (engine, host) = try makeTable(showing: [
      TableComponent.sliderRow("Wide", value: .value(0), range: -.infinity ... .infinity)
    ])
    defer { withExtendedLifetime(host) {} }
    engine.dataSource.send(.control(.step(3), at: path(0)))
    engine.dataSource.send(.control(.step(.max), at: path(0)))
    #expect(try data(engine.component(at: path(0))).value == .greatestFiniteMagnitude)
    // A range of one value cannot move.
    var moved = false
    let (fixed, fixedHost) = try makeTable(showing: [
      TableComponent.sliderRow("Fixed", value: .value(9), range: 4...4) { _ in moved = true }
    ])
    defer { withExtendedLifetime(fixedHost) {} }
    fixed.dataSource.send(.control(.step(1), at: path(0)))
    fixed.dataSource.send(.control(.slide(5), at: path(0)))
    #expect(!moved)
    #expect(try data(fixed.component(at: path(0))) == SliderRowData(title: "Fixed", value: 4, range: 4...4, step: 1))
  }

  @Test func aRangeAsWideAsTheFiniteNumbersStepsBothWays() throws {
    let largest = Double.greatestFiniteMagnitude
    let (engine, host) = try makeTable(showing: [
      TableComponent.sliderRow("Wide", value: .value(0), range: -largest...largest)
    ])
    defer { withExtendedLifetime(host) {} }
    func value() throws -> Double { try data(engine.component(at: path(0))).value }
    let step = try data(engine.component(at: path(0))).step
    engine.dataSource.send(.control(.step(1), at: path(0)))
    // One step up from the middle, not to the maximum.
    #expect(try value() > 0 && value() < largest)
    #expect(try abs(value() - step) <= step * 1e-9)
    engine.dataSource.send(.control(.step(.max), at: path(0)))
    #expect(try value() == largest)
    // And back down from the maximum, one step at a time.
    engine.dataSource.send(.control(.step(-1), at: path(0)))
    #expect(try value() < largest && value() > 0)
    engine.dataSource.send(.control(.step(-1_000), at: path(0)))
    #expect(try value() == -largest)
  }

  @Test func theDataReadsItsFractionAndTextSafely() {
    #expect(SliderRowData(title: "", value: 0.25, range: 0...1, step: 0.05).fraction == 0.25)
    #expect(SliderRowData(title: "", value: 5, range: 0...1, step: 0.05).valueText == "100%")
    #expect(SliderRowData(title: "", value: .nan, range: 0...1, step: 0.05).fraction == 0)
    #expect(SliderRowData(title: "", value: 3, range: 3...3, step: 1).fraction == 0)
    #expect(SliderRowData(title: "", value: -2.6, range: -5...5, step: 1).valueText == "-3")
    #expect(SliderRowData(title: "", value: 1e300, range: 0...1e300, step: 1).valueText == "100%")
    #expect(SliderRowData(title: "", value: 7, range: 0...10, step: 0.5).valueText == "70%")
  }

  @Test func leftAndRightMoveTheFocusedSliderAndTheHelpLineSaysSo() throws {
    var values: [Double] = []
    let app = try TerminalTableApp(
      root: TableScreen(title: "Sound") {
        TableSection(rows: [
          TableComponent.textRow("Speaker"),
          TableComponent.sliderRow("Volume", value: .value(0.5), range: 0...1) { values.append($0) },
        ])
      })
    app.resize(to: TerminalSize(columns: 42, rows: 8))
    #expect(app.renderFrame(styled: false).last?.contains("←→ adjust") == false)
    app.replay(try KeyScript.parse("down right right left + -"))
    #expect(values == [0.55, 0.6, 0.55, 0.6, 0.55])
    let frame = app.renderFrame(styled: false)
    #expect(frame.contains { $0.contains("Volume") && $0.contains("▕██████░░░░▏  55%") })
    #expect(frame.last?.contains("←→ adjust") == true)
  }

  @Test func aSliderBoundToAStoreShowsAndWritesItsKey() throws {
    let store = InMemorySettingsStore(["volume": .integer(3)])
    let screen = SettingsScreenBuilder.screen(title: "Sound", store: store) { _ in
      [TableSection(rows: [TableComponent.sliderRow("Volume", value: .key("volume", in: store), range: 0.0...1.0)])]
    }
    let navigator = try TableNavigator(root: screen) { _ in TerminalTableView(width: 40, height: 5) }
    let host = try #require(screen.engine?.host as? TerminalTableView)
    let engine = try #require(screen.engine)
    // A stored number outside the range shows clamped; the store keeps it until the user moves.
    #expect(host.render() == [rowLine("Volume", "▕██████████▏ 100%")])
    #expect(store.userValues["volume"] == .integer(3))
    engine.dataSource.send(.control(.step(-3), at: path(0)))
    #expect(store.userValues["volume"] == .double(0.85))
    engine.dataSource.send(.control(.slide(0.3), at: path(0)))
    #expect(store.userValues["volume"] == .double(0.3))
    // Changed elsewhere: the row follows.
    store.set(.double(0.7), forKey: "volume")
    #expect(host.render() == [rowLine("Volume", "▕███████░░░▏  70%")])
    // Nothing stored, or text that is no number: the lower bound.
    store.set(nil, forKey: "volume")
    #expect(host.render() == [rowLine("Volume", "▕░░░░░░░░░░▏   0%")])
    store.set(.string("loud"), forKey: "volume")
    #expect(host.render() == [rowLine("Volume", "▕░░░░░░░░░░▏   0%")])
    #expect(host.inconsistencies.isEmpty)
    withExtendedLifetime(navigator) {}
  }
}
