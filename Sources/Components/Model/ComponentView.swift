import Foundation

/// A view class that shows one kind of component: a cell, or a section header or footer view.
///
/// This is `CCTableComponentDelegate` made type-safe: the class names the type of data it shows
/// (`Data`), configures an instance with it, and answers its height from the class alone, so the
/// engine can lay the table out without creating views.
///
/// ```swift
/// final class ProfileCell: UITableViewCell, ComponentView {
///   func configure(with profile: Profile) { textLabel?.text = profile.name }
///   static func height(for profile: Profile, width: CGFloat) -> ComponentHeight { .fixed(72) }
/// }
/// ```
///
/// The host creates instances of the class itself (UIKit through the registered class, the
/// terminal host through `init()`), so the class must be one the host can create: a
/// `UITableViewCell`/`UITableViewHeaderFooterView` subclass on a table view, a
/// `UICollectionViewCell` (`UICollectionViewListCell` for list styling) or
/// `UICollectionReusableView` subclass on a collection view list, a terminal view subclass on
/// the terminal host. Another class is refused with
/// ``TableError/unsupportedViewClass(viewClass:role:reason:)`` before anything changed.
@MainActor
public protocol ComponentView: AnyObject {
  /// The data this view class is configured with.
  associatedtype Data

  /// Shows `data`. Called on a fresh or reused view every time it is about to show a row, so it
  /// must set every piece of content (a reused view still shows its previous row).
  func configure(with data: Data)

  /// The height of a view of this class showing `data` when the table is `width` wide.
  ///
  /// Called at most once per component and width: the engine caches the answer until the data
  /// or the width changes, or until you invalidate it. Keep it free of side effects.
  static func height(for data: Data, width: CGFloat) -> ComponentHeight
}

/// How tall a component's view is.
public enum ComponentHeight: Hashable, Sendable {
  /// Exactly this height, in the host's unit (points on UIKit, lines on the terminal host).
  case fixed(CGFloat)
  /// The view sizes itself (UIKit's `automaticDimension`); `estimate` is used for the rows that
  /// are not on screen, until the host has measured them.
  case automatic(estimate: CGFloat)

  /// The fixed height, or the estimate of an automatic one.
  // Inlinable: hosts read it for every row they lay out, from another module, and a package
  // declaration's body is not offered to other modules for inlining otherwise.
  @inlinable package var value: CGFloat {
    switch self {
    case .fixed(let height), .automatic(estimate: let height): return height
    }
  }

  /// Whether the view sizes itself.
  @inlinable package var isAutomatic: Bool {
    if case .automatic = self { return true }
    return false
  }
}
