import Foundation

/// The frame of a busy row's activity indicator, which stands in its control's place: the
/// control's size, grown to fit the indicator, so that the row's text keeps its room and
/// nothing moves while a change is under way. Indicator and hidden control sit at its centre.
package enum ActivityAccessoryLayout {
  /// The size of the frame for a control of size `control` (`nil` for a row without one) and
  /// an indicator of size `indicator`.
  package static func size(control: CGSize?, indicator: CGSize) -> CGSize {
    let control = control ?? indicator
    return CGSize(width: max(control.width, indicator.width), height: max(control.height, indicator.height))
  }
}
