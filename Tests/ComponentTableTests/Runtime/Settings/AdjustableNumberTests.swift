import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Sliders and steppers in the value's own type (``AdjustableNumber``): whole numbers step
/// exactly and stop at the type's limits, fractions step by fractions, and bad ranges and steps
/// are clamped as the factories document, never trapped.
@MainActor
@Suite struct AdjustableNumberTests {
  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  func stepper(_ engine: TableEngine, _ row: Int = 0) throws -> StepperRowData {
    try #require(engine.component(at: path(row)).data(as: StepperRowData.self))
  }

  @Test func anIntStepperNearTheLimitsOfIntStopsThereWithoutTrapping() throws {
    var heard: [Int] = []
    let (engine, host) = try makeTable(showing: [
      TableComponent.stepperRow("Big", value: .value(Int.max - 1), range: 0...Int.max, step: 2) { heard.append($0) },
      TableComponent.stepperRow("Small", value: .value(Int.min + 1), range: Int.min...0, step: Int.max),
    ])
    defer { withExtendedLifetime(host) {} }
    #expect(try stepper(engine).valueText == "\(Int.max - 1)")
    engine.dataSource.send(.control(.step(1), at: path(0)))
    #expect(heard == [Int.max])
    #expect(try stepper(engine).valueText == "\(Int.max)")
    engine.dataSource.send(.control(.step(.max), at: path(0)))  // nothing further to go
    engine.dataSource.send(.control(.step(.min), at: path(0)))
    #expect(heard == [Int.max, 0])
    engine.dataSource.send(.control(.step(-3), at: path(1)))
    #expect(try stepper(engine, 1).valueText == "\(Int.min)")
    engine.dataSource.send(.control(.step(.max), at: path(1)))
    #expect(try stepper(engine, 1).valueText == "0")
    // Unsigned and narrow integers stop at their bounds as well.
    let (narrow, narrowHost) = try makeTable(showing: [
      TableComponent.stepperRow("Byte", value: .value(UInt8(250)), range: 0...255, step: 10)
    ])
    defer { withExtendedLifetime(narrowHost) {} }
    narrow.dataSource.send(.control(.step(1), at: path(0)))
    #expect(try stepper(narrow).valueText == "255")
    narrow.dataSource.send(.control(.step(-300), at: path(0)))
    #expect(try stepper(narrow).valueText == "0")
  }

  @Test func aDoubleStepperMovesByItsFractionalStep() throws {
    var heard: [Double] = []
    let (engine, host) = try makeTable(showing: [
      TableComponent.stepperRow("Spacing", value: .value(1.0), range: 1...2, step: 0.25) { heard.append($0) }
    ])
    defer { withExtendedLifetime(host) {} }
    for _ in 0..<5 { engine.dataSource.send(.control(.step(1), at: path(0))) }
    #expect(heard == [1.25, 1.5, 1.75, 2])
    // 0.1 added three times is 0.30000000000000004 in binary; the row keeps 0.3.
    let (tenths, tenthsHost) = try makeTable(showing: [
      TableComponent.stepperRow("Tenths", value: .value(0.0), range: 0...1, step: 0.1)
    ])
    defer { withExtendedLifetime(tenthsHost) {} }
    tenths.dataSource.send(.control(.step(3), at: path(0)))
    #expect(try stepper(tenths).value == 0.3 && stepper(tenths).valueText == "0.3")
  }

  @Test func badRangesAndStepsAreClampedAsDocumented() throws {
    // A step that is zero, negative or not finite is 1.
    for step in [0, -2] {
      #expect(
        TableComponent.stepperRow("Int", value: .value(3), range: 0...9, step: step).data(as: StepperRowData.self)?.step
          == 1)
    }
    for step in [0, -0.5, .nan, .infinity] {
      #expect(
        TableComponent.stepperRow("Double", value: .value(3.0), range: 0...9, step: step).data(as: StepperRowData.self)?
          .step == 1)
    }
    // A value outside the range shows at the nearer bound; one that is not a number at the lower.
    #expect(
      TableComponent.stepperRow("Above", value: .value(12), range: 0...9).data(as: StepperRowData.self)?.value == 9)
    #expect(
      TableComponent.stepperRow("NaN", value: .value(Double.nan), range: 2...9).data(as: StepperRowData.self)?.value
        == 2)
    // Infinite bounds are narrowed to the finite numbers, and a step stays inside.
    let wide = try #require(
      TableComponent.stepperRow("Wide", value: .value(0), range: -Double.infinity...Double.infinity)
        .data(as: StepperRowData.self))
    #expect(wide.range == -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
    let (engine, host) = try makeTable(showing: [
      TableComponent.stepperRow("Wide", value: .value(0), range: -Double.infinity...Double.infinity, step: 1e308),
      TableComponent.stepperRow("Fixed", value: .value(4), range: 4...4),
    ])
    defer { withExtendedLifetime(host) {} }
    engine.dataSource.send(.control(.step(.max), at: path(0)))
    #expect(try stepper(engine).value == .greatestFiniteMagnitude)
    engine.dataSource.send(.control(.step(.min), at: path(0)))
    #expect(try stepper(engine).value == -.greatestFiniteMagnitude)
    // A range of one value: the stepper cannot move, and its control is off.
    engine.dataSource.send(.control(.step(1), at: path(1)))
    #expect(try stepper(engine, 1).value == 4 && !stepper(engine, 1).canStepUp && !stepper(engine, 1).canStepDown)
  }

  @Test func aWholeNumberSliderMovesByWholeStepsAndShowsWholeNumbers() throws {
    var heard: [Int] = []
    let (engine, host) = try makeTable(showing: [
      TableComponent.sliderRow("Level", value: .value(0), range: 0...1, step: 0) { heard.append($0) }
    ])
    defer { withExtendedLifetime(host) {} }
    let slider = { try #require(engine.component(at: self.path(0)).data(as: SliderRowData.self)) }
    // A twentieth of 0…1 would round back to 0: a whole-number slider steps by at least 1.
    #expect(try slider().step == 1 && slider().valueText == "0")
    engine.dataSource.send(.control(.step(1), at: path(0)))
    engine.dataSource.send(.control(.slide(0.4), at: path(0)))
    #expect(heard == [1, 0])
    #expect(Int.adjustableArithmetic.nearest(.infinity) == Int.max)
    #expect(AdjustableArithmetic<Int>.self == type(of: Int.adjustableArithmetic))
  }
}
