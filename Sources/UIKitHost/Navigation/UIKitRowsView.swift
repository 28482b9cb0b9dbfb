#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  /// The view a ``UIKitTableNavigator`` shows every screen's rows in: a `UITableView` of a style,
  /// or a `UICollectionView` with a list layout of an appearance. The screens are the same in
  /// either; only the app's choice of this value differs. A screen with a style of its own
  /// (`TableScreen.style(_:)`) keeps the kind of view and changes its style.
  ///
  /// ```swift
  /// let settings = try UIKitTableNavigator.rootViewController(
  ///   for: SettingsScreen.screen(model: model), rowsView: .list(.insetGrouped))
  /// ```
  public enum UIKitRowsView: Hashable {
    /// A `UITableView` of `style`, driven as `TableEngine(tableView:delegate:tableViewDelegate:)`
    /// drives one.
    case table(UITableView.Style)
    /// A `UICollectionView` list of `appearance`, driven as
    /// `TableEngine(collectionView:appearance:delegate:collectionViewDelegate:)` drives one.
    case list(UICollectionLayoutListConfiguration.Appearance)

    /// The rows of settings screens, and the default of every navigator: a table of style
    /// `UITableView.Style.settings`.
    public static var settings: Self { .table(.settings) }

    /// The same kind of view in `style`, a screen's own (`TableScreen.style`), or this one when
    /// it is `nil`: a style changes a screen's look, never whether its rows show in a table or a
    /// list. `.insetGrouped` is `.settings`, so `.grouped` on tvOS.
    package func styled(_ style: TableStyle?) -> Self {
      switch (self, style) {
      case (_, nil): self
      case (.table, .plain): .table(.plain)
      case (.table, .grouped): .table(.grouped)
      case (.table, .insetGrouped): .table(.settings)
      case (.list, .plain): .list(.plain)
      case (.list, .grouped): .list(.grouped)
      case (.list, .insetGrouped): .list(.settings)
      }
    }

    /// A new empty view of this kind, and the host that shows a screen's rows in it: the host
    /// holds the view weakly, so the caller keeps the view.
    @MainActor
    package func makeView() -> (view: UIScrollView, host: any TableHost) {
      switch self {
      case .table(let style):
        let tableView = UITableView(frame: .zero, style: style)
        return (tableView, UIKitTableHost(tableView: tableView))
      case .list(let appearance):
        // The host gives the collection view its list layout when an engine attaches it.
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        return (collectionView, UIKitListHost(collectionView: collectionView, appearance: appearance))
      }
    }
  }
#endif
