#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension UITableView.Style {
    /// The style settings screens use, and the default of every table this package makes:
    /// `.insetGrouped`, or `.grouped` on tvOS, which has no inset grouped style
    /// (https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped
    /// lists iOS, iPadOS, Mac Catalyst and visionOS only).
    public static var settings: UITableView.Style {
      #if os(tvOS)
        .grouped
      #else
        .insetGrouped
      #endif
    }
  }
#endif
