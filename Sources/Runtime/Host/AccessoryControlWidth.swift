import Foundation

/// How wide a control shown beside a row's title may be (the UIKit host's text field and
/// slider, shown as a cell's accessory view): its preferred width, grown with the user's text
/// size, but never more than half the row, so that the title keeps room on narrow screens and
/// at large text sizes instead of being squeezed into a sliver beside a fixed-size control.
/// Platform-free, so the rule is tested on Linux.
package enum AccessoryControlWidth {
  /// The largest share of the row's width a control takes.
  package static let maximumShareOfRow: CGFloat = 0.5

  /// The width of a control that prefers `preferred` points at the default text size, in a row
  /// whose content is `rowWidth` wide, at `textScale` times the default text size (Dynamic
  /// Type: the body font's size over its default; 1 or less keeps `preferred`). Whole points;
  /// `0` for a row without width. Non-finite or negative inputs count as 1 (scale) and 0.
  package static func width(preferred: CGFloat, rowWidth: CGFloat, textScale: CGFloat) -> CGFloat {
    let scale = textScale.isFinite ? max(1, textScale) : 1
    let room = rowWidth.isFinite ? max(0, rowWidth) * maximumShareOfRow : 0
    let wanted = preferred.isFinite ? max(0, preferred) * scale : 0
    return min(wanted, room).rounded(.down)
  }
}
