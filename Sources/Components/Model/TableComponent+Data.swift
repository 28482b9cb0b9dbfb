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
      data: data, content: HashableContent(), id: id, deselectsAfterSelection: deselectsAfterSelection,
      onSelect: onSelect, onControlEvent: onControlEvent)
  }

  /// A component described by its data alone, whose data `content` compares: for data that
  /// cannot be `Hashable` (a SwiftUI row's view builder).
  package init<Data, Content: RowContent>(
    data: Data, content: Content, id: AnyHashable?, deselectsAfterSelection: Bool = true,
    onSelect: ((SelectionContext<Data>) -> Void)?,
    onControlEvent: ((SelectionContext<Data>, ControlEvent) -> Void)? = nil
  ) where Content.Data == Data {
    self.init(
      box: CatalogComponentBox<HostDrawn<Data>, Content>(
        data: data, content: content, options: Self.options(nil, id, data, onControlEvent),
        selection: SelectionAction.make(onSelect, deselectsAfterSelection: deselectsAfterSelection)))
  }
}

/// The box of a row described by its data alone: drawn, measured and configured by the class a
/// host's ``ViewCatalog`` has for its data. A class of its own, so that the usual row's height,
/// asked for every row, costs no check of how the row is drawn.
@MainActor
package final class CatalogComponentBox<View: ComponentView, Content: RowContent>: ComponentBox<View, Content>
where Content.Data == View.Data {
  override package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox {
    CatalogComponentBox(data: data, content: content, options: options, selection: selection)
  }

  override package func drawingClass(in views: ViewCatalog) -> AnyObject.Type? {
    views.drawer(for: View.Data.self)?.viewClass
  }

  override package func configure(_ view: AnyObject, in views: ViewCatalog) -> Bool {
    views.drawer(for: View.Data.self)?.configure(view, with: data) ?? false
  }

  override package func height(width: CGFloat, in views: ViewCatalog) -> ComponentHeight {
    views.drawer(for: View.Data.self)?.height(for: data, width: width) ?? View.height(for: data, width: width)
  }
}

/// The view class a component described by its data names: no host creates one; a host draws
/// the component with the class its ``ViewCatalog`` has for `Data`, which
/// ``CatalogComponentBox`` asks for. Its class identity keeps rows of different data apart in
/// diffs and reuse pools, as view classes do.
@MainActor
package final class HostDrawn<Data>: ComponentView {
  package func configure(with data: Data) {}
  package static func height(for data: Data, width: CGFloat) -> ComponentHeight { .automatic(estimate: 44) }
}
