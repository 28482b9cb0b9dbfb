import ComponentTable

/// The title, a bar filled as far as the value lies in the range, and the value:
/// `Volume  ▕██████░░░░▏ 60%`. ← and → move it by a step.
extension SliderRowData: TerminalDrawnRow {
  /// The number of cells of the bar between its ends.
  package static let terminalBarWidth = 10

  /// The bar: ``terminalBarWidth`` cells, filled (`█`) for the part of the range below the
  /// value, rounded to the nearest cell, and empty (`░`) above it. Only the ends of the range
  /// show an empty or a full bar: a value just inside them (95 %, 3 %) keeps one cell of the
  /// other kind, so the bar never claims the slider is at an end when it is not.
  package var terminalBar: String {
    let cells = Self.terminalBarWidth
    let rounded = Int((fraction * Double(cells)).rounded())
    let filled = fraction <= 0 ? 0 : fraction >= 1 ? cells : min(max(rounded, 1), cells - 1)
    return "▕" + String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled) + "▏"
  }

  /// `valueText`, padded on the left to the width of the widest value of the range, so the bar
  /// stays in its column from 0 % to 100 %.
  var paddedValueText: String {
    var lowest = self
    lowest.value = range.lowerBound
    var highest = self
    highest.value = range.upperBound
    let text = valueText
    let widest = [lowest.valueText, highest.valueText, text].map(\.displayWidth).max() ?? 0
    return String(repeating: " ", count: widest - text.displayWidth) + text
  }

  /// The title on the left; the bar and the value (`SliderRowData.valueText`) on the right.
  package func terminalLines(width: Int) -> [String] {
    TerminalRowLine.lines(title: title, control: terminalBar + " " + paddedValueText, status: status, width: width)
  }
}
