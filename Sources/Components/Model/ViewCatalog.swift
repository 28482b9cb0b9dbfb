import Foundation

/// The view classes a host draws rows with that are described by their data alone.
///
/// A row made with ``TableComponent/init(data:id:deselectsAfterSelection:onSelect:onControlEvent:)``
/// (every built-in row: `switchRow`, `valueRow`, `sectionTitle`…) names what it shows, not which
/// class shows it; each host has one catalog (`ViewCatalog.uiKit` for a table view,
/// `ViewCatalog.uiKitList` for a collection view list, `ViewCatalog.terminal`) that already
/// draws the built-in rows. A kind of your own is registered once per host:
///
/// ```swift
/// struct BadgeRow: Hashable { var title: String; var count: Int }
///
/// final class BadgeCell: UITableViewCell, ComponentView {
///   func configure(with row: BadgeRow) { textLabel?.text = "\(row.title) (\(row.count))" }
///   static func height(for row: BadgeRow, width: CGFloat) -> ComponentHeight { .fixed(44) }
/// }
///
/// ViewCatalog.uiKit.register(BadgeCell.self)     // once, at launch
/// let row = TableComponent(data: BadgeRow(title: "Inbox", count: 3))
/// ```
///
/// A row whose data no class is registered for is refused when it enters a table
/// (``TableError/noViewRegistered(operation:dataType:)``), before anything changed.
@MainActor
public final class ViewCatalog {
  private var drawers: [ObjectIdentifier: AnyObject] = [:]

  /// An empty catalog: a host's own catalog is the one to register with; an empty one is for
  /// hosts that draw only rows that name their view class.
  public init() {}

  /// Draws every row whose data is a `View.Data` with `viewClass`, instead of any class
  /// registered for that data before.
  public func register<View: ComponentView>(_ viewClass: View.Type) {
    drawers[ObjectIdentifier(View.Data.self)] = ComponentViewDrawer<View>()
  }

  /// The drawer of rows whose data is a `Data`, or `nil` when none is registered.
  package func drawer<Data>(for data: Data.Type) -> RowDrawer<Data>? {
    drawers[ObjectIdentifier(Data.self)] as? RowDrawer<Data>
  }
}

/// How a host draws rows of one data type: its class, configured with the data and asked for
/// its height.
@MainActor
package class RowDrawer<Data> {
  package var viewClass: AnyObject.Type { fatalError("abstract") }
  package func configure(_ view: AnyObject, with data: Data) -> Bool { fatalError("abstract") }
  package func height(for data: Data, width: CGFloat) -> ComponentHeight { fatalError("abstract") }
}

/// The drawer that uses a `ComponentView` class.
@MainActor
final class ComponentViewDrawer<View: ComponentView>: RowDrawer<View.Data> {
  override var viewClass: AnyObject.Type { View.self }

  override func configure(_ view: AnyObject, with data: View.Data) -> Bool {
    guard let view = view as? View else { return false }
    view.configure(with: data)
    return true
  }

  override func height(for data: View.Data, width: CGFloat) -> ComponentHeight {
    View.height(for: data, width: width)
  }
}
