import ComponentTable
import Foundation

/// Shows `SliderRowData`: the title, a bar filled as far as the value lies in the range, and
/// the value: `Volume  ▕██████░░░░▏ 60%`. ← and → move it by a step.
@MainActor
package final class TerminalSliderCell: TerminalTableCell, ComponentView {
  /// The number of cells of the bar between its ends.
  package static let barWidth = 10

  private var data = SliderRowData(title: "", value: 0, range: 0...1, step: 0.05)
  /// Shows `data`; the view draws it at the next render.
  package func configure(with data: SliderRowData) { self.data = data }
  /// One line; two while it shows why its last change failed.
  package static func height(for data: SliderRowData, width: CGFloat) -> ComponentHeight {
    TerminalRowLine.height(status: data.status)
  }

  /// The bar for `data`: ``barWidth`` cells, filled (`█`) for the part of the range below the
  /// value, rounded to the nearest cell, and empty (`░`) above it. Only the ends of the range
  /// show an empty or a full bar: a value just inside them (95 %, 3 %) keeps one cell of the
  /// other kind, so the bar never claims the slider is at an end when it is not.
  package static func bar(for data: SliderRowData) -> String {
    let fraction = data.fraction
    let rounded = Int((fraction * Double(barWidth)).rounded())
    let filled = fraction <= 0 ? 0 : fraction >= 1 ? barWidth : min(max(rounded, 1), barWidth - 1)
    return "▕" + String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled) + "▏"
  }

  /// `data.valueText`, padded on the left to the width of the widest value of the range, so
  /// the bar stays in its column from 0 % to 100 %.
  static func paddedValueText(for data: SliderRowData) -> String {
    var lowest = data
    lowest.value = data.range.lowerBound
    var highest = data
    highest.value = data.range.upperBound
    let text = data.valueText
    let widest = [lowest.valueText, highest.valueText, text].map(TerminalText.width).max() ?? 0
    return String(repeating: " ", count: widest - TerminalText.width(text)) + text
  }

  /// The title on the left; the bar and the value (`SliderRowData.valueText`) on the right.
  package override func render(width: Int) -> [String] {
    let control = Self.bar(for: data) + " " + Self.paddedValueText(for: data)
    return TerminalRowLine.lines(title: data.title, control: control, status: data.status, width: width)
  }
}
