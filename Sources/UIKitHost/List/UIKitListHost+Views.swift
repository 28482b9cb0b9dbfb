#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  /// A section's plain title, or nothing for an edge that must be given a view: a list cell
  /// with the list's own header or footer content
  /// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedheader()).
  final class ListTitleView: UICollectionViewListCell {
    func show(
      _ title: String?, of decoration: Decoration, in appearance: UICollectionLayoutListConfiguration.Appearance
    ) {
      var content: UIListContentConfiguration =
        if case .header = decoration {
          appearance == .plain ? .plainHeader() : .groupedHeader()
        } else {
          appearance == .plain ? .plainFooter() : .groupedFooter()
        }
      content.text = title
      contentConfiguration = content
    }
  }

  /// The table header or footer view, any `UIView`, as a boundary supplementary item of the
  /// list, which must be a `UICollectionReusableView`; pinned to the edges, so it sizes the
  /// item with Auto Layout.
  final class ListDecorationContainer: UICollectionReusableView {
    private(set) var shown: UIView?

    func show(_ view: UIView?, height: ComponentHeight?) {
      if view !== shown {
        shown?.removeFromSuperview()
        shown = view
        if let view {
          view.translatesAutoresizingMaskIntoConstraints = false
          addSubview(view)
          let bottom = view.bottomAnchor.constraint(equalTo: bottomAnchor)
          bottom.priority = .init(999)
          NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.trailingAnchor.constraint(equalTo: trailingAnchor),
            view.topAnchor.constraint(equalTo: topAnchor), bottom,
          ])
        }
      }
      view?.hold(height)
    }
  }

  extension UIView {
    /// Holds the view at a fixed height (a constraint just below required, so that UIKit's
    /// own height for a cell being laid out wins without a conflict), or lets it size itself
    /// again: a list sizes every item itself and takes no height per item
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)).
    func hold(_ height: ComponentHeight?) {
      var constraint = objc_getAssociatedObject(self, &heightConstraintKey) as? NSLayoutConstraint
      if case .fixed(let value)? = height {
        if constraint == nil {
          constraint = heightAnchor.constraint(equalToConstant: value)
          constraint?.priority = .init(999)
          objc_setAssociatedObject(self, &heightConstraintKey, constraint, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        constraint?.constant = value
      }
      constraint?.isActive = height?.isAutomatic == false
    }
  }

  nonisolated(unsafe) private var heightConstraintKey: UInt8 = 0
#endif
