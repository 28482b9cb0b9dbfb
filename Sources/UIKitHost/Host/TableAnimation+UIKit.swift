#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension TableAnimation {
    /// The `UITableView.RowAnimation` this animation stands for; the cases mirror each other.
    ///
    /// `.none` alone does not stop UIKit from animating: `UITableView.RowAnimation.none` means
    /// "the inserted or deleted rows use the default animations"
    /// (https://developer.apple.com/documentation/uikit/uitableview/rowanimation/none), so the host
    /// also wraps a `.none` batch in `UIView.performWithoutAnimation(_:)`.
    package var rowAnimation: UITableView.RowAnimation {
      switch self {
      case .none: return .none
      case .automatic: return .automatic
      case .fade: return .fade
      case .left: return .left
      case .right: return .right
      case .top: return .top
      case .bottom: return .bottom
      case .middle: return .middle
      }
    }
  }
#endif
