/// How a slider's range maps onto a stepper's whole numbers. A range of whole numbers 2 to
/// 1,000 apart with a whole default steps through its values; any other range (0 to 1, the
/// usual volume) steps in percent of the range, and the title says so.
struct SliderScale {
  let title: String
  let steps: ClosedRange<Int>
  private let minimum: Double
  private let maximum: Double
  private let isWhole: Bool

  init(_ slider: SettingsSpecifier.Slider) {
    minimum = slider.minimumValue
    maximum = slider.maximumValue
    let whole = [minimum, maximum, slider.defaultValue].allSatisfy { $0.rounded() == $0 }
    isWhole = whole && (2...1_000).contains(maximum - minimum)
    if isWhole {
      steps = Int(minimum)...Int(maximum)
      title = slider.title
    } else {
      steps = 0...100
      title = "\(slider.title) (%)"
    }
  }

  /// The stepper's number for a stored value, clamped to the range.
  func step(for value: Double) -> Int {
    let clamped = value.isFinite ? min(max(value, minimum), maximum) : minimum
    if isWhole { return Int(clamped.rounded()) }
    return Int(((clamped - minimum) / (maximum - minimum) * 100).rounded())
  }

  /// The value stored for a stepper's number.
  func value(for step: Int) -> SettingsValue {
    if isWhole { return .integer(step) }
    return .double(minimum + Double(step) / 100 * (maximum - minimum))
  }
}
