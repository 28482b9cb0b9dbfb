import ComponentTable
import Foundation

/// Shows `SliderRowData`: the title, a bar filled as far as the value lies in the range, and
/// the value: `Volume  ▕██████░░░░▏ 60%`. ← and → move it by a step.
@MainActor
public final class TerminalSliderCell: TerminalTableCell, ComponentView {
  /// The number of cells of the bar between its ends.
  public static let barWidth = 10

  private var data = SliderRowData(title: "", value: 0, range: 0...1, step: 0.05)
  /// Shows `data`; the view draws it at the next render.
  public func configure(with data: SliderRowData) { self.data = data }
  /// One line.
  public static func height(for data: SliderRowData, width: CGFloat) -> ComponentHeight { .fixed(1) }

  /// The bar for `data`: ``barWidth`` cells, filled (`█`) for the part of the range below the
  /// value, rounded to the nearest cell, and empty (`░`) above it.
  public static func bar(for data: SliderRowData) -> String {
    let filled = Int((data.fraction * Double(barWidth)).rounded())
    return "▕" + String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled) + "▏"
  }

  /// The title on the left; the bar and the value (`SliderRowData.valueText`) on the right.
  public override func render(width: Int) -> [String] {
    let trailing = Self.bar(for: data) + " " + data.valueText
    return [TerminalRowLine.make(title: data.title, trailing: trailing, width: width)]
  }
}
