#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  extension TableEngine {
    /// An engine that drives `collectionView` as a list: the same screens as on a table view,
    /// with rows as `UICollectionViewListCell` subclasses and headers and footers as
    /// `UICollectionReusableView` subclasses, registered in ``ViewCatalog/uiKitList``.
    ///
    /// ```swift
    /// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    /// let engine = TableEngine(collectionView: collectionView)
    /// ```
    ///
    /// The engine becomes the collection view's data source and delegate and gives it a
    /// compositional list layout; the collection view keeps the engine alive.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view to drive; its layout is replaced.
    ///   - appearance: The look of the list's sections.
    ///   - delegate: Receives the engine's events (`TableEngineDelegate`).
    ///   - collectionViewDelegate: Receives every `UICollectionViewDelegate` and
    ///     `UIScrollViewDelegate` message the engine does not answer itself, and the selection,
    ///     display and scroll messages after the engine handled them. Held weakly.
    public convenience init(
      collectionView: UICollectionView, appearance: UICollectionLayoutListConfiguration.Appearance = .settings,
      delegate: (any TableEngineDelegate)? = nil, collectionViewDelegate: (any UICollectionViewDelegate)? = nil
    ) {
      self.init(
        host: UIKitListHost(
          collectionView: collectionView, appearance: appearance, collectionViewDelegate: collectionViewDelegate),
        delegate: delegate)
    }

    /// The collection view the engine drives, when its host is a list
    /// (``init(collectionView:appearance:delegate:collectionViewDelegate:)``).
    public var collectionView: UICollectionView? {
      (host as? UIKitListHost)?.collectionView
    }

    /// The external `UICollectionViewDelegate` (see
    /// ``init(collectionView:appearance:delegate:collectionViewDelegate:)``); `nil` when the
    /// engine drives no collection view.
    public var collectionViewDelegate: (any UICollectionViewDelegate)? {
      get { (host as? UIKitListHost)?.collectionViewDelegate }
      set { (host as? UIKitListHost)?.forward(to: newValue) }
    }
  }

  extension UICollectionLayoutListConfiguration.Appearance {
    /// The appearance of settings screens, and the default of every list this package makes:
    /// `.insetGrouped`, or `.grouped` on tvOS, which has no inset grouped lists
    /// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum).
    public static var settings: Self {
      #if os(tvOS)
        .grouped
      #else
        .insetGrouped
      #endif
    }
  }
#endif
