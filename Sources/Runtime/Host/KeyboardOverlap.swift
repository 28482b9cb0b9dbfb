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
}
