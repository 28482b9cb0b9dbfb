import Foundation

/// The room a host adds above every section header on its own (UIKit's
/// `sectionHeaderTopPadding`, since iOS 15, whatever the header's height:
/// https://developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding), which
/// the near-zero heights of ``SectionSpacing/none`` do not remove in a plain table. Taken away
/// for `.none`, and given back only where it was taken: a padding the app set itself stays.
package struct SectionTopPadding {
  private var removed = false

  /// A padding the host has not touched.
  package init() {}

  /// The padding to set for `spacing` on a table whose padding is `current`, or `nil` to leave
  /// it; `standard` is the host's own default.
  package mutating func padding(for spacing: SectionSpacing, current: CGFloat, standard: CGFloat) -> CGFloat? {
    if spacing == .none {
      guard current != 0 else { return nil }
      removed = true
      return 0
    }
    guard removed else { return nil }
    removed = false
    return standard
  }
}
