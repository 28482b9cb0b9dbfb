import Foundation

extension TableComponent {
  /// A row with a slider over `range`, in the value's own type: an `Int` slider stores whole
  /// numbers, a `Double` one fractions (``AdjustableNumber``). A slide event (a `UISlider`
  /// moved) sets the value, clamped to the range (and rounded, for whole numbers); a step event
  /// (the terminal's ← and →) moves it to the next mark of `step`s from the lower bound, so
  /// 0.52 goes up to 0.55 and down to 0.5 in steps of 0.05, and stops at the bounds. `onChange`
  /// gets every new value.
  ///
  /// ```swift
  /// TableComponent.sliderRow("Brightness", value: .value(model.brightness), range: 0...1) {
  ///   model.brightness = $0
  /// }
  /// ```
  ///
  /// The range's type is the value's: with a value of no type of its own (a literal, an
  /// untyped store key) `0...10` makes a whole-number slider and `0.0...1.0` a fractional one.
  ///
  /// Bad input is clamped, never trapped, and the row shows what it will report: a value
  /// outside `range` shows at the nearer bound, a value that is not a number at the lower
  /// bound; infinite bounds are narrowed to the largest finite numbers; a range of one value
  /// makes a slider that cannot move. A slide event with a value that is not a number is
  /// ignored.
  ///
  /// - Parameters:
  ///   - title: The row's title.
  ///   - value: Where the value lives (``RowValue``).
  ///   - range: The values the slider allows.
  ///   - step: How far one step moves the value. `nil`, zero, negative or not finite means
  ///     the default: about a twentieth of the range, in whole numbers for a range of whole
  ///     numbers at least 2 wide (1 for 0…10, 5 for 0…100), else exactly (0.05 for 0…1). A
  ///     whole-number slider's step is a whole number, at least 1.
  ///   - id: The row's identity; by default the key the value lives under, else its kind and
  ///     title.
  ///   - change: May refuse a value or confirm it asynchronously first (``ControlChange``);
  ///     by default every value is taken.
  ///   - onChange: Gets every new value that was taken.
  public static func sliderRow<Number: AdjustableNumber>(
    _ title: String, value: RowValue<Number>, range: ClosedRange<Number>, step: Number? = nil,
    id: AnyHashable? = nil, change: ControlChange<Number> = .immediate,
    onChange: @escaping (Number) -> Void = { _ in }
  ) -> TableComponent {
    let arithmetic = Number.adjustableArithmetic
    let (double, nearest) = (arithmetic.double, arithmetic.nearest)
    let lower = double(range.lowerBound)
    return sliderRow(
      title, value: double(value.current), range: lower...max(lower, double(range.upperBound)),
      step: step.map(double), wholeNumbers: arithmetic.isWhole, id: value.rowID(id, "slider", title: title),
      commit: value.commit(change, onChange).pulled(back: nearest))
  }

  /// The slider row of every family, over `Double`s: with `wholeNumbers`, the value is rounded
  /// and every step is a whole number, at least 1.
  package static func sliderRow(
    _ title: String, value: Double, range: ClosedRange<Double>, step: Double?, wholeNumbers: Bool = false,
    id: AnyHashable?, commit: ControlCommit<Double>
  ) -> TableComponent {
    let scale = SliderSteps(range: range, step: step, wholeNumbers: wholeNumbers)
    return controlRow(
      value: scale.clamp(value), id: SettingsRowID.make(id, "slider", title),
      data: { SliderRowData(title: title, value: $0, range: scale.range, step: scale.step, status: $1) },
      onEvent: { value, event in
        switch event {
        case .slide(let target) where !target.isNaN: return scale.clamp(target)
        case .step(let steps): return scale.value(movedBy: steps, from: value)
        default: return nil
        }
      }, commit: commit)
  }
}

/// A slider's range and step, made safe: finite bounds, a positive finite step, and values
/// clamped into the range. Pure, so the factory's arithmetic is tested without a table.
struct SliderSteps {
  let range: ClosedRange<Double>
  let step: Double
  /// Whether the values are whole numbers: each is rounded, and the step is whole.
  let wholeNumbers: Bool

  init(range: ClosedRange<Double>, step: Double?, wholeNumbers: Bool = false) {
    self.wholeNumbers = wholeNumbers
    let lower = min(max(range.lowerBound, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    let upper = min(max(range.upperBound, lower), .greatestFiniteMagnitude)
    self.range = lower...upper
    var chosen: Double
    if let step, step > 0, step.isFinite {
      chosen = step
    } else if lower.rounded() == lower, upper.rounded() == upper, upper - lower >= 2 {
      chosen = max(1, (upper / 20 - lower / 20).rounded())
    } else if lower < upper {
      // Divided first, so that a range as wide as the finite numbers does not overflow.
      chosen = upper / 20 - lower / 20
    } else {
      chosen = 1  // a range of one value: no step moves it, but the step stays positive
    }
    // A whole number moves by whole steps: a step of 0.05 would round back to where it was.
    if wholeNumbers { chosen = max(1, chosen.rounded()) }
    self.step = chosen
  }

  /// `value` within the range (rounded, for whole numbers); the lower bound for a value that
  /// is not a number.
  func clamp(_ value: Double) -> Double {
    let clamped = value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
    return wholeNumbers ? clamped.rounded() : clamped
  }

  /// The value `steps` marks away from `value`, where the marks are the lower bound plus whole
  /// steps: a value between two marks moves to the next one in the direction of travel.
  func value(movedBy steps: Int, from value: Double) -> Double {
    guard steps != 0, step > 0, range.lowerBound < range.upperBound else { return clamp(value) }
    // A range wider than the largest finite number (-1.7e308...1.7e308) has an infinite
    // span: there the positions are counted from the bounds divided by the step, which stay
    // finite, else every value would be an infinite number of steps from the lower bound.
    let isSpanFinite = (range.upperBound - range.lowerBound).isFinite
    let position =
      isSpanFinite
      ? (clamp(value) - range.lowerBound) / step : clamp(value) / step - range.lowerBound / step
    // A value a rounding error away from a mark counts as on it.
    let tolerance = 1e-9
    let mark = steps > 0 ? (position + tolerance).rounded(.down) : (position - tolerance).rounded(.up)
    let moved =
      isSpanFinite
      ? range.lowerBound + (mark + Double(steps)) * step
      : (range.lowerBound / step + mark + Double(steps)) * step
    return clamp(Self.tidy(moved))
  }

  /// `value` rounded to 12 significant digits: 12 × 0.05 is 0.6000000000000001 in binary
  /// floating point, and a store should keep 0.6.
  static func tidy(_ value: Double) -> Double {
    guard value != 0, value.isFinite else { return value }
    let scale = pow(10, 12 - (log10(abs(value))).rounded(.up))
    guard scale.isFinite, scale > 0, (value * scale).isFinite else { return value }
    return (value * scale).rounded() / scale
  }
}
