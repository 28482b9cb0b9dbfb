#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
  import ComponentTable
  import UIKit

  extension BuiltInRowCell {
    /// Sizes `control`, the cell's accessory, before the cell lays it out: its width grows
    /// with the user's text size up to half the row (`AccessoryControlWidth`), instead of a
    /// fixed width that clips text at large sizes and squeezes the title on narrow screens.
    /// The text size is the body style's scale, "scaled ... for the specified trait
    /// collection" (https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:compatiblewith:)).
    func sizeAccessoryControl(_ control: UIView, preferredWidth: CGFloat, height: CGFloat) {
      let defaultSize: CGFloat = 17  // the body style at the default text size
      let scale =
        UIFontMetrics(forTextStyle: .body).scaledValue(for: defaultSize, compatibleWith: traitCollection)
        / defaultSize
      let width = AccessoryControlWidth.width(
        preferred: preferredWidth, rowWidth: bounds.width - layoutMargins.left - layoutMargins.right,
        textScale: scale)
      let size = CGSize(width: width, height: height)
      if control.frame.size != size { control.frame.size = size }
    }
  }
#endif
