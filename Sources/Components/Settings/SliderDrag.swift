/// A slider being dragged: what its row shows while the finger moves, and the one value change
/// it sends when the finger lifts.
///
/// `UISlider` reports every movement (`isContinuous` is true by default,
/// https://developer.apple.com/documentation/uikit/uislider/iscontinuous), and a row that sent each
/// of them as a ``ControlEvent`` would run a batch update, write its store and refresh every screen
/// bound to it dozens of times a second. A host keeps one `SliderDrag` per drag instead: the label
/// follows the finger, and the value is committed once.
public struct SliderDrag: Hashable, Sendable {
  /// The row's data when the drag began.
  public let start: SliderRowData
  /// Where the slider is now.
  public private(set) var value: Double

  /// A drag of the slider of a row showing `data`.
  public init(from data: SliderRowData) {
    start = data
    value = data.value
  }

  /// The slider moved to `value`: what the row's value label shows now (as
  /// ``SliderRowData/valueText`` formats it). Nothing is sent.
  public mutating func move(to value: Double) -> String {
    self.value = value
    var shown = start
    shown.value = value
    return shown.valueText
  }

  /// The finger lifted: the event to send, `.slide(value)`, or `nil` when the slider ended
  /// where it began.
  public func end() -> ControlEvent? {
    value == start.value || value.isNaN ? nil : .slide(value)
  }
}
