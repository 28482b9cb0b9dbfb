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
    /// configured again (in place: the same cell) whenever it is matched; give it an `id` so it
    /// is matched rather than replaced.
    public static func hosting<Content: View>(
      id: AnyHashable, @ViewBuilder content: @escaping @MainActor () -> Content,
      onSelect: ((SelectionContext<HostingRowCell<Content>>) -> Void)? = nil
    ) -> TableComponent {
      TableComponent(HostingRowCell<Content>.self, data: HostedRow(content: content), id: id, onSelect: onSelect)
    }
  }
#endif
