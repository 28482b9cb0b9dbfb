#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import SwiftUI
  import UIKit

  /// What a SwiftUI row shows: its content view, made anew for every configuration.
  public struct HostedRow<Content: View> {
    /// Makes the row's SwiftUI view.
    public let content: @MainActor () -> Content

    /// A row showing what `content` makes.
    public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
      self.content = content
    }
  }

  // The cells of SwiftUI rows, for a table and for a list: their content is the row's view,
  // through `UIHostingConfiguration` (iOS 16), which sizes the cell with the view and updates
  // the hosted view in place. One reuse pool per content type, since the classes are generic
  // over it; 44 pt until a row is measured.
  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  final class HostingRowCell<Content: View>: UITableViewCell, ComponentView {
    func configure(with row: HostedRow<Content>) { contentConfiguration = UIHostingConfiguration { row.content() } }
    static func height(for row: HostedRow<Content>, width: CGFloat) -> ComponentHeight { .automatic(estimate: 44) }
  }

  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  final class HostingRowListCell<Content: View>: UICollectionViewListCell, ComponentView {
    func configure(with row: HostedRow<Content>) { contentConfiguration = UIHostingConfiguration { row.content() } }
    static func height(for row: HostedRow<Content>, width: CGFloat) -> ComponentHeight { .automatic(estimate: 44) }
  }

  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  final class HostingValueRowCell<Value: Equatable, Content: View>: UITableViewCell, ComponentView {
    func configure(with row: ValueRow<Value, Content>) {
      contentConfiguration = UIHostingConfiguration { row.makeContent() }
    }
    static func height(for row: ValueRow<Value, Content>, width: CGFloat) -> ComponentHeight {
      .automatic(estimate: 44)
    }
  }

  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  final class HostingValueRowListCell<Value: Equatable, Content: View>: UICollectionViewListCell, ComponentView {
    func configure(with row: ValueRow<Value, Content>) {
      contentConfiguration = UIHostingConfiguration { row.makeContent() }
    }
    static func height(for row: ValueRow<Value, Content>, width: CGFloat) -> ComponentHeight {
      .automatic(estimate: 44)
    }
  }

  extension ViewCatalog {
    /// Registers the table and list cells of a SwiftUI row's data, once: the data's type is
    /// generic over the row's view, so no catalog can list it ahead, and the row is drawn by
    /// whichever host shows it.
    static func registerHosting<
      TableCell: UITableViewCell & ComponentView, ListCell: UICollectionViewListCell & ComponentView
    >(
      _ tableCell: TableCell.Type, _ listCell: ListCell.Type
    ) where ListCell.Data == TableCell.Data {
      guard uiKit.drawer(for: TableCell.Data.self) == nil else { return }
      uiKit.register(tableCell)
      uiKitList.register(listCell)
    }
  }

  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  extension TableComponent {
    /// A row whose view is the SwiftUI view `content` makes, self-sizing and reused like any
    /// cell, in a table or a list.
    ///
    /// ```swift
    /// TableComponent.hosting(id: "storage") {
    ///   Gauge(value: used, in: 0...total) { Text("Storage") }
    /// }
    /// ```
    ///
    /// A SwiftUI view cannot be compared, so when the table is declared again the row is
    /// configured again (in place: the same cell), re-rendered and re-measured whenever it is
    /// matched; prefer ``hosting(id:value:content:onSelect:)``, whose rows are left alone
    /// while their value is unchanged.
    @MainActor
    public static func hosting<Content: View>(
      id: AnyHashable, @ViewBuilder content: @escaping @MainActor () -> Content,
      onSelect: ((SelectionContext<HostedRow<Content>>) -> Void)? = nil
    ) -> TableComponent {
      ViewCatalog.registerHosting(HostingRowCell<Content>.self, HostingRowListCell<Content>.self)
      return TableComponent(data: HostedRow(content: content), content: OpaqueContent(), id: id, onSelect: onSelect)
    }
  }

  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  extension TableComponent {
    /// A row whose view is the SwiftUI view `content` makes of `value`, self-sizing and reused
    /// like any cell. When the table is declared again, the row is configured again only if
    /// `value` changed (SwiftUI updates evaluate the table's builder often).
    ///
    /// ```swift
    /// TableComponent.hosting(id: "greeting", value: name) { name in
    ///   Label("Hello, \(name)", systemImage: "hand.wave")
    /// }
    /// ```
    ///
    /// `content` should read only `value`: anything else it reads is not compared, and a change
    /// of it alone is not shown.
    @MainActor
    public static func hosting<Value: Equatable, Content: View>(
      id: AnyHashable, value: Value, @ViewBuilder content: @escaping @MainActor (Value) -> Content,
      onSelect: ((SelectionContext<ValueRow<Value, Content>>) -> Void)? = nil
    ) -> TableComponent {
      ViewCatalog.registerHosting(
        HostingValueRowCell<Value, Content>.self, HostingValueRowListCell<Value, Content>.self)
      return TableComponent(
        data: ValueRow(value: value, content: content), content: EquatableContent(), id: id, onSelect: onSelect)
    }
  }
#endif
