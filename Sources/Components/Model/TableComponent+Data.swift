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
    let options = Self.optionsIfAny(nil, id, data, onControlEvent)
    self.init(
      box: Self.makeBox(
        onSelect, deselectsAfterSelection, options: options,
        plain: { HostDrawnComponentBox<Data, DeselectingRow<Data>>(hashable: data, options: $0, selection: $1) },
        acting: { HostDrawnComponentBox<Data, SelectionAction<Data>>(hashable: data, options: $0, selection: $1) }
      ))
  }
}

/// The view class a component described by its data names: no host creates one; a host draws
/// the component with the class its ``ViewCatalog`` has for `Data`, which
/// ``HostDrawnComponentBox`` asks for. Its class identity keeps rows of different data apart in
/// diffs and reuse pools, as view classes do.
@MainActor
package final class HostDrawn<Data: Hashable>: ComponentView {
  package func configure(with data: Data) {}
  package static func height(for data: Data, width: CGFloat) -> ComponentHeight { .automatic(estimate: 44) }
}

/// The box of a component described by its data: what a row's class answers (its class, its
/// configuration, its height) comes from the host's catalog.
@MainActor
final class HostDrawnComponentBox<Data: Hashable, Selection: RowSelectionBehavior>:
  HashableComponentBox<HostDrawn<Data>, Selection>
where Selection.Data == Data {
  override func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox {
    HostDrawnComponentBox(hashable: data, options: options, selection: selection)
  }

  override func drawingClass(in views: ViewCatalog) -> AnyObject.Type? {
    views.drawer(for: Data.self)?.viewClass
  }

  override func configure(_ view: AnyObject, in views: ViewCatalog) -> Bool {
    views.drawer(for: Data.self)?.configure(view, with: data) ?? false
  }

  override func height(width: CGFloat, in views: ViewCatalog) -> ComponentHeight {
    views.drawer(for: Data.self)?.height(for: data, width: width) ?? HostDrawn<Data>.height(for: data, width: width)
  }
}
