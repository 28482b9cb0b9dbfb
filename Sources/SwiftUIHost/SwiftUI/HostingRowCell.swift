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

  /// A cell whose content is a SwiftUI view, through `UIHostingConfiguration` (iOS 16): it sizes
  /// itself with the view, and it is reused like any cell — one reuse pool per content type,
  /// since the class is generic over it.
  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  @MainActor
  public final class HostingRowCell<Content: View>: UITableViewCell, ComponentView {
    /// Shows the row's view; the hosting configuration updates the existing hosted view in
    /// place rather than making a new one.
    public func configure(with row: HostedRow<Content>) {
      contentConfiguration = UIHostingConfiguration { row.content() }
    }

    /// Sized by the SwiftUI view; 44 pt until it is measured.
    public static func height(for row: HostedRow<Content>, width: CGFloat) -> ComponentHeight {
      .automatic(estimate: 44)
    }
  }

  /// A cell whose content is the SwiftUI view a ``ValueRow`` makes of its value: like
  /// ``HostingRowCell``, but its data can be compared, so a row whose value did not change is
  /// not configured again when the table is declared again.
  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  @MainActor
  public final class HostingValueRowCell<Value: Equatable, Content: View>: UITableViewCell, ComponentView {
    /// Shows the view made of the row's value; the hosting configuration updates the hosted
    /// view in place.
    public func configure(with row: ValueRow<Value, Content>) {
      contentConfiguration = UIHostingConfiguration { row.makeContent() }
    }

    /// Sized by the SwiftUI view; 44 pt until it is measured (the engine then keeps the
    /// measured height as the estimate).
    public static func height(for row: ValueRow<Value, Content>, width: CGFloat) -> ComponentHeight {
      .automatic(estimate: 44)
    }
  }

  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  extension TableComponent {
    /// A row whose view is the SwiftUI view `content` makes, self-sizing and reused like any
    /// cell.
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
    public static func hosting<Content: View>(
      id: AnyHashable, @ViewBuilder content: @escaping @MainActor () -> Content,
      onSelect: ((SelectionContext<HostedRow<Content>>) -> Void)? = nil
    ) -> TableComponent {
      TableComponent(HostingRowCell<Content>.self, data: HostedRow(content: content), id: id, onSelect: onSelect)
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
    public static func hosting<Value: Equatable, Content: View>(
      id: AnyHashable, value: Value, @ViewBuilder content: @escaping @MainActor (Value) -> Content,
      onSelect: ((SelectionContext<ValueRow<Value, Content>>) -> Void)? = nil
    ) -> TableComponent {
      TableComponent(
        HostingValueRowCell<Value, Content>.self, data: ValueRow(value: value, content: content), id: id,
        onSelect: onSelect)
    }
  }
#endif
