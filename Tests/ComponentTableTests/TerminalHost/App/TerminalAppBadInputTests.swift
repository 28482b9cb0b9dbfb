import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The controller, the app and the settings factories given degenerate input: nothing traps,
/// and the result is the nearest sensible one.
@MainActor
@Suite struct TerminalAppBadInputTests {
  @Test func keysOnAnEmptyTableDoNothing() {
    let table = TerminalTableView(width: 10, height: 3)
    let engine = TableEngine(host: table)
    let app = TerminalTableApp(title: "Empty", table: table)
    app.replay([.down, .up, .pageDown, .pageUp, .home, .end, .enter, .space, .left, .right, .character("x")])
    #expect(table.focusedIndexPath == nil)
    #expect(!app.isFinished)
    #expect(engine.sectionCount == 0)
    #expect(app.renderFrame(styled: false).count == 3 + TerminalTableApp.chromeHeight)
  }

  @Test func tinyScreensStillRenderEveryLineAtTheirWidth() throws {
    let table = TerminalTableView()
    let engine = TableEngine(host: table)
    try engine.addSection(
      TableSection(
        header: TableComponent.sectionTitle("Wide title"),
        rows: [
          TableComponent.switchRow("A very long switch title", isOn: .value(true)),
          TableComponent.valueRow("日本語のタイトル", value: "値"),
        ]))
    let app = TerminalTableApp(title: "Settings", table: table)
    for columns in [1, 2, 3, 5, 9] {
      app.resize(to: TerminalSize(columns: columns, rows: 4))
      let frame = app.renderFrame(styled: false)
      #expect(frame.count == 1 + TerminalTableApp.chromeHeight)
      #expect(frame.allSatisfy { $0.displayWidth == columns }, "\(columns): \(frame)")
    }
  }

  @Test func degenerateFactoryArgumentsAreClamped() throws {
    let stepper = TableComponent.stepperRow("Zero step", value: .value(2), range: 0...10, step: 0)
    #expect(stepper.data(as: StepperRowData.self)?.step == 1)
    #expect(
      TableComponent.stepperRow("Below", value: .value(-50), range: 0...10).data(as: StepperRowData.self)?.value
        == 0)
    #expect(
      TableComponent.radioGroup(selection: .value(-3), options: [(0, "a"), (1, "b"), (2, "c")], id: "g").map {
        $0.data(as: CheckmarkRowData.self)?.isChecked
      }
        == [false, false, false])
    let (engine, host) = makeTable()
    try engine.addSection(TableSection(rows: [stepper]))
    engine.dataSource.send(.control(.step(.min), at: IndexPath(row: 0, section: 0)))
    #expect(try engine.component(at: IndexPath(row: 0, section: 0)).data(as: StepperRowData.self)?.value == 0)
    withExtendedLifetime(host) {}
  }
}
