import Foundation

// Rows whose data is `Identifiable`: its `id` is the row's identity, which is what Swift users
// mean by "the same row" (a contact whose name changed is still that contact). The overloads for
// `Identifiable & Equatable` and `Identifiable & Hashable` also compare the content with `==`;
// the last one exists so that data that is both `Hashable` and `Identifiable` picks the `id`
// rather than being ambiguous between this file and the `Hashable` initializer. The id's key is
// made here, where its type is known.
extension TableComponent {
  /// A component whose data is `Identifiable`: without an explicit `id`, the data's `id` is the
  /// row's identity. The content cannot be compared (the data is not `Equatable`), so a paired
  /// row is always configured again when a new list of sections is applied.
  @inlinable
  public init<View: ComponentView>(
    _ viewClass: View.Type, data: View.Data, reuseIdentifier: String? = nil,
    id: AnyHashable? = nil, deselectsAfterSelection: Bool = true,
    onSelect: ((SelectionContext<View.Data>) -> Void)? = nil,
    onControlEvent: ((SelectionContext<View.Data>, ControlEvent) -> Void)? = nil
  ) where View.Data: Identifiable {
    self.init(
      View.self, data, IdentifiedContent(id: data.id), reuseIdentifier, id, deselectsAfterSelection,
      onSelect,
      onControlEvent)
  }

  /// A component whose data is `Identifiable` and `Equatable`: the data's `id` is the row's
  /// identity, and a paired row is configured again only when its data is not `==`.
  @inlinable
  public init<View: ComponentView>(
    _ viewClass: View.Type, data: View.Data, reuseIdentifier: String? = nil,
    id: AnyHashable? = nil, deselectsAfterSelection: Bool = true,
    onSelect: ((SelectionContext<View.Data>) -> Void)? = nil,
    onControlEvent: ((SelectionContext<View.Data>, ControlEvent) -> Void)? = nil
  ) where View.Data: Identifiable & Equatable {
    self.init(
      View.self, data, IdentifiedEquatableContent(id: data.id), reuseIdentifier, id,
      deselectsAfterSelection, onSelect,
      onControlEvent)
  }

  /// A component whose data is `Identifiable` and `Hashable`: the data's `id` is the row's
  /// identity (not the whole value), and `==` tells whether its content changed.
  @inlinable
  public init<View: ComponentView>(
    _ viewClass: View.Type, data: View.Data, reuseIdentifier: String? = nil,
    id: AnyHashable? = nil, deselectsAfterSelection: Bool = true,
    onSelect: ((SelectionContext<View.Data>) -> Void)? = nil,
    onControlEvent: ((SelectionContext<View.Data>, ControlEvent) -> Void)? = nil
  ) where View.Data: Identifiable & Hashable {
    self.init(
      View.self, data, IdentifiedEquatableContent(id: data.id), reuseIdentifier, id,
      deselectsAfterSelection, onSelect,
      onControlEvent)
  }
}
