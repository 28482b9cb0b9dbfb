import Foundation

/// The table view an engine drives. `UITableView` (through the UIKit host) and the terminal
/// host's `TerminalTableView` are hosts.
///
/// A host renders what the engine's data source (`TableEngineDataSource`) answers: counts,
/// heights, views and each row's state, asked for only for what it shows; it applies the
/// engine's staged batch updates and reports what happens as `TableEvent`s (see the host
/// contract article).
@MainActor
package protocol TableHost: AnyObject {
  /// Makes `dataSource` the host's data source and delegate, and keeps it alive for as long as
  /// the host lives (`TableEngine.init` attaches its `TableEngineDataSource`, which keeps the
  /// engine alive in turn).
  func attach(_ dataSource: any TableViewDataSource)

  /// The classes the host draws rows described by their data alone with (every built-in row):
  /// read once, when an engine is made for the host.
  var views: ViewCatalog { get }

  /// Registers `viewClass` under `identifier` for `role`. Throws
  /// `TableError.unsupportedViewClass` when the host cannot create views of that class.
  func register(_ viewClass: AnyObject.Type, forReuseIdentifier identifier: String, role: TableViewRole)
    throws(TableError)

  /// A reused or new view of the class registered under `identifier`; only called while the
  /// host is asking the engine for a view.
  func dequeueReusableView(withIdentifier identifier: String, role: TableViewRole) -> AnyObject

  /// Drops every view and asks the engine for everything again.
  func reloadData()

  /// Applies `update`. The host calls `updateModel` exactly once, inside the batch, after
  /// which the engine's counts describe the table after the batch.
  func performBatchUpdates(
    _ update: TableBatchUpdate, animation: TableAnimation, updateModel: () -> Void)

  /// Asks the data source for the table header and footer views and their heights again
  /// (UIKit: assigns `tableHeaderView` and `tableFooterView`). Called when either changed.
  func reloadTableHeaderAndFooter()

  /// The table's width changed, so the cached heights of the table header and footer were
  /// dropped. A host that sizes them only when they are assigned (UIKit's `tableHeaderView`)
  /// sizes them again; one that asks their heights at every layout has nothing to do.
  ///
  /// Called at most once per width change, and only when there is a table header or footer.
  /// It comes from inside a height query, while the host is laying out: a host must not lay
  /// out again synchronously from here.
  func tableHeaderAndFooterNeedLayout()

  /// Shows the section index titles again (UIKit: `reloadSectionIndexTitles()`). Called after
  /// every change that altered the titles, also when nothing else changed: UIKit reads them
  /// again on its own only in `reloadData()`. A host that can only show new titles by
  /// reloading (a `UICollectionView`) reloads after the current turn, when no batch update is
  /// under way, and lays out before the next batch: a batch right after a reload in one turn
  /// crashes UIKit.
  func reloadSectionIndexTitles()

  /// Asks the host to lay out again because heights changed while the structure did not
  /// (UIKit: an empty `performBatchUpdates`).
  func invalidateLayout()

  /// The width the rows are laid out in; heights are cached per width.
  var availableWidth: CGFloat { get }

  /// Whether the table is on screen; when it is not, the engine reloads instead of animating.
  var isOnScreen: Bool { get }

  /// The view showing the row at `indexPath`, if it is visible.
  func visibleView(forRowAt indexPath: IndexPath) -> AnyObject?

  /// The headers and footers of `sections` (indexes after the change) show new data of the same
  /// view classes: a host configures the ones it shows again, through
  /// `TableEngineDataSource.reconfigure(_:of:)`, and draws their accessibility descriptions
  /// again.
  /// The engine then asks for a layout (``invalidateLayout()``) for their new heights.
  func reconfigureHeadersAndFooters(inSections sections: [Int])

  /// Says `message` to the user at once, without moving the focus: why a change was refused
  /// or failed. The UIKit host posts it to VoiceOver as an announcement; the terminal host
  /// shows it on the status line and records it. By default, nothing.
  func announce(_ message: String)

  /// Turns the host's editing mode on or off (UIKit: a table view's `setEditing(_:animated:)`,
  /// a collection view's `isEditing`), in which rows show their delete and reorder controls.
  /// Called inside a host update (`TableViewDataSource.performHostUpdate(_:)`). By default,
  /// nothing: a host without an editing mode.
  func setEditing(_ editing: Bool, animated: Bool)

  /// What an engine made for this host reports its calls to (see ``HostCallObserver``), read
  /// when the engine is made; `nil` by default.
  var callObserver: (any HostCallObserver)? { get }
}

extension TableHost {
  /// Nothing: the default for hosts that have nowhere to say a message.
  package func announce(_ message: String) {}

  /// Nothing: the default for hosts without an editing mode.
  package func setEditing(_ editing: Bool, animated: Bool) {}

  /// `nil`: no one watches the host's calls.
  package var callObserver: (any HostCallObserver)? { nil }
}
