import Foundation

// `CGRect`'s `minX`, `maxY`, `isEmpty`… come with CoreGraphics on Apple platforms, which
// Foundation alone does not bring in (macOS); on Linux Foundation has them.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How much of a table an on-screen keyboard covers, and so the bottom inset that keeps its
/// content scrollable above the keyboard. Platform-free, so the arithmetic is tested on Linux;
/// the UIKit host applies it on the keyboard's notifications.
package enum KeyboardOverlap {
  /// The extra bottom inset for a table whose frame is `tableFrame`, under a keyboard whose
  /// frame is `keyboardFrame` (both in one coordinate space), when the table already keeps
  /// `safeAreaBottom` clear at its bottom (the home indicator, which the keyboard covers too).
  ///
  /// `0` when the keyboard is hidden (an empty frame, or one below the table), beside the
  /// table, or when the table ends above it (someone else made room already: a SwiftUI view
  /// shrinks to the keyboard's safe area). Only the part of the keyboard that rises into the
  /// table's bottom counts: a keyboard floating over the middle of an iPad screen covers rows,
  /// but no inset would uncover them.
  package static func bottomInset(tableFrame: CGRect, keyboardFrame: CGRect, safeAreaBottom: CGFloat) -> CGFloat {
    guard !tableFrame.isEmpty, !keyboardFrame.isEmpty,
      keyboardFrame.minX < tableFrame.maxX, keyboardFrame.maxX > tableFrame.minX,
      keyboardFrame.minY < tableFrame.maxY, keyboardFrame.maxY >= tableFrame.maxY
    else { return 0 }
    let covered = tableFrame.maxY - max(keyboardFrame.minY, tableFrame.minY)
    return max(0, covered - max(0, safeAreaBottom))
  }

  /// The keyboard inset a table keeps after one of the keyboard's notifications, or `nil` to
  /// leave the inset as it is.
  ///
  /// A keyboard that hides takes its inset with it, also from a table no longer in a window:
  /// the hide can come after the table left it (a screen pushed over it, or popped, while the
  /// keyboard goes down), and an inset left then shows as a blank band under the rows when the
  /// table is back, with no keyboard to explain it. A keyboard that shows or moves is measured
  /// (`measure`, ``bottomInset(tableFrame:keyboardFrame:safeAreaBottom:)``) only for a table in a
  /// window: out of one there is nothing to measure against, and the inset stays.
  package static func insetAfterNotification(
    keyboardHides: Bool, tableIsInWindow: Bool, measure: () -> CGFloat
  ) -> CGFloat? {
    if keyboardHides { return 0 }
    return tableIsInWindow ? measure() : nil
  }
}
