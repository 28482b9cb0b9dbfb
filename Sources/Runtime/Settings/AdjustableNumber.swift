import Foundation

/// A number a slider or a stepper row sets, in its own type: an `Int` key stores an `Int`, a
/// `Double` key a `Double`. The standard integer types (`Int`, `Int8`…`Int64`, `UInt`,
/// `UInt8`…`UInt64`) and `Double` are adjustable numbers; the package gives their
/// arithmetic, which never traps: a step past a bound stops at the bound, whatever the type's
/// own limits.
///
/// ```swift
/// TableComponent.stepperRow("Copies", value: .value(model.copies), range: 1...99) { model.copies = $0 }
/// TableComponent.stepperRow("Spacing", value: .value(model.spacing), range: 0...3, step: 0.5) {
///   model.spacing = $0
/// }
/// ```
public protocol AdjustableNumber: Numeric, Comparable, Sendable, CustomStringConvertible {
  /// How sliders and steppers count in this type; given for the standard number types.
  static var adjustableArithmetic: AdjustableArithmetic<Self> { get }
}

/// How sliders and steppers count in one ``AdjustableNumber`` type: whole numbers or fractions,
/// converted to and from the `Double` a host's slider and stepper show, and moved by steps
/// without trapping. Only the package makes one, for the standard number types.
public struct AdjustableArithmetic<Number: Comparable>: Sendable {
  /// Whether the type holds whole numbers only: a slider over it moves by whole steps.
  package let isWhole: Bool
  /// The number as a host shows it.
  package let double: @Sendable (Number) -> Double
  /// The number nearest to `value` (rounded for whole numbers), clamped to the type's limits;
  /// `nil` for a value that is not a number.
  package let nearest: @Sendable (Double) -> Number?
  /// `value` moved by `steps` steps of `step` (positive), clamped to `range`: a move past the
  /// type's limits stops at the bound it was going to.
  package let moved: @Sendable (_ value: Number, _ steps: Int, _ step: Number, _ range: ClosedRange<Number>) -> Number
  /// `step`, or the default step 1 when it is not a positive finite number.
  package let validStep: @Sendable (Number?) -> Number
  /// `range` with bounds a host can show (finite for fractions).
  package let finiteRange: @Sendable (ClosedRange<Number>) -> ClosedRange<Number>
}

extension AdjustableNumber where Self: FixedWidthInteger {
  /// Whole numbers: exact steps that stop at the bounds instead of overflowing.
  public static var adjustableArithmetic: AdjustableArithmetic<Self> {
    AdjustableArithmetic(
      isWhole: true, double: { Double($0) },
      nearest: { value in
        guard !value.isNaN else { return nil }
        // Double(max) rounds up to a power of two that the type cannot hold: compared first.
        if value >= Double(Self.max) { return .max }
        if value <= Double(Self.min) { return .min }
        return Self(value.rounded())
      },
      moved: { value, steps, step, range in
        let clamped = Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
        guard steps != 0 else { return clamped }
        let bound = steps > 0 ? range.upperBound : range.lowerBound
        guard let count = Self(exactly: steps.magnitude) else { return bound }
        let (distance, tooFar) = count.multipliedReportingOverflow(by: step)
        let (target, overflow) =
          steps > 0 ? clamped.addingReportingOverflow(distance) : clamped.subtractingReportingOverflow(distance)
        guard !tooFar, !overflow else { return bound }
        return Swift.min(Swift.max(target, range.lowerBound), range.upperBound)
      },
      validStep: { step in step.map { $0 > 0 ? $0 : 1 } ?? 1 },
      finiteRange: { $0 })
  }
}

extension AdjustableNumber where Self: BinaryFloatingPoint {
  /// Fractions: steps in `Double`, tidied to 12 significant digits (12 × 0.05 is 0.6, not
  /// 0.6000000000000001), with bounds narrowed to the largest finite numbers.
  public static var adjustableArithmetic: AdjustableArithmetic<Self> {
    let largest = Double(Self.greatestFiniteMagnitude)
    let nearest: @Sendable (Double) -> Self? = { value in
      value.isNaN ? nil : Self(Swift.min(Swift.max(value, -largest), largest))
    }
    let finite: @Sendable (ClosedRange<Self>) -> ClosedRange<Self> = { range in
      let lower = Swift.min(Swift.max(range.lowerBound, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
      return lower...Swift.min(Swift.max(range.upperBound, lower), .greatestFiniteMagnitude)
    }
    return AdjustableArithmetic(
      isWhole: false, double: { Double($0) }, nearest: nearest,
      moved: { value, steps, step, range in
        let range = finite(range)
        let start = value.isNaN ? range.lowerBound : Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
        guard steps != 0 else { return start }
        let target = Double(start) + Double(steps) * Double(step)
        let moved =
          target.isFinite
          ? nearest(SliderSteps.tidy(target)) ?? start : (steps > 0 ? range.upperBound : range.lowerBound)
        return Swift.min(Swift.max(moved, range.lowerBound), range.upperBound)
      },
      validStep: { step in
        guard let step, step > 0, step.isFinite else { return 1 }
        return step
      },
      finiteRange: finite)
  }
}

extension Int: AdjustableNumber {}
extension Int8: AdjustableNumber {}
extension Int16: AdjustableNumber {}
extension Int32: AdjustableNumber {}
extension Int64: AdjustableNumber {}
extension UInt: AdjustableNumber {}
extension UInt8: AdjustableNumber {}
extension UInt16: AdjustableNumber {}
extension UInt32: AdjustableNumber {}
extension UInt64: AdjustableNumber {}
extension Double: AdjustableNumber {}

extension ControlCommit {
  /// The same commit for values of another type: `value` converts one back (`nil` refuses it).
  package func pulled<Other>(back value: @escaping (Other) -> Value?) -> ControlCommit<Other> {
    ControlCommit<Other>(
      change: change.pulled(back: value),
      accept: { other in value(other).map(accept) ?? false },
      didChange: { other, context in
        if let mine = value(other) { didChange(mine, context) }
      }, decorate: decorate)
  }
}
