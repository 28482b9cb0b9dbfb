import Foundation

extension TableComponent {
  /// A component described by its data alone: each host draws it with the class its
  /// ``ViewCatalog`` has for `Data`, so one screen runs on every host unchanged. Every built-in
  /// row is one (`TableComponent.switchRow(…)` makes a `SwitchRowData` row).
  ///
  /// - Parameters:
  ///   - data: What the row shows. Compared with `==` to tell a changed row from an unchanged
  ///     one; without `id`, it is also the row's identity, so any change of it is a new row.
  ///   - id: The identity that tells this row apart from others when a whole new list of
  ///     sections is applied; give one for rows whose data changes in place.
  ///   - deselectsAfterSelection: Whether the row is deselected right after `onSelect` ran.
  ///   - onSelect: Runs when the user selects the row.
  ///   - onControlEvent: Runs when a control in the row's view changes a value.
  public init<Data: Hashable>(
    data: Data, id: AnyHashable? = nil, deselectsAfterSelection: Bool = true,
    onSelect: ((SelectionContext<Data>) -> Void)? = nil,
    onControlEvent: ((SelectionContext<Data>, ControlEvent) -> Void)? = nil
  ) {
    self.init(
      HostDrawn<Data>.self, data, CatalogContent(), nil, id, deselectsAfterSelection, onSelect, onControlEvent)
  }
}

/// The view class a component described by its data names: no host creates one; a host draws
/// the component with the class its ``ViewCatalog`` has for `Data`, which
/// ``CatalogContent`` asks for. Its class identity keeps rows of different data apart in
/// diffs and reuse pools, as view classes do.
@MainActor
package final class HostDrawn<Data: Hashable>: ComponentView {
  package func configure(with data: Data) {}
  package static func height(for data: Data, width: CGFloat) -> ComponentHeight { .automatic(estimate: 44) }
}
