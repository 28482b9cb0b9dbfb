import Foundation

// Rows whose data is `Identifiable`: its `id` is the row's identity, which is what Swift users
// mean by "the same row" (a contact whose name changed is still that contact). The overloads for
// `Identifiable & Equatable` and `Identifiable & Hashable` also compare the content with `==`;
// the last one exists so that data that is both `Hashable` and `Identifiable` picks the `id`
// rather than being ambiguous between this file and the `Hashable` initializer. An `id` kept as
// a hash (not an integer or a `UUID`) gets a box that carries a comparison of two ids made here,
// where the types are known: the pairing confirms a matching hash with it.
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
    let key = IdentityKey(data.id)
    let options = Self.optionsIfAny(reuseIdentifier, id, data, onControlEvent)
    guard key.isExact else {
      let same = TypedComponentBox<View>.dataIDComparison()
      self.init(
        box: Self.makeBox(
          onSelect, deselectsAfterSelection, options: options,
          plain: {
            HashedIDComponentBox<View, _>(
              data: data, options: $0, selection: $1, dataIdentityKey: key, sameDataID: same)
          },
          acting: {
            HashedIDComponentBox<View, _>(
              data: data, options: $0, selection: $1, dataIdentityKey: key, sameDataID: same)
          }))
      return
    }
    self.init(
      box: Self.makeBox(
        onSelect, deselectsAfterSelection, options: options,
        plain: { IdentifiableComponentBox<View, _>(data: data, options: $0, selection: $1, dataIdentityKey: key) },
        acting: { IdentifiableComponentBox<View, _>(data: data, options: $0, selection: $1, dataIdentityKey: key) }))
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
    let key = IdentityKey(data.id)
    let options = Self.optionsIfAny(reuseIdentifier, id, data, onControlEvent)
    guard key.isExact else {
      let same = TypedComponentBox<View>.dataIDComparison()
      self.init(
        box: Self.makeBox(
          onSelect, deselectsAfterSelection, options: options,
          plain: {
            HashedIDEquatableComponentBox<View, _>(
              data: data, options: $0, selection: $1, dataIdentityKey: key, sameDataID: same)
          },
          acting: {
            HashedIDEquatableComponentBox<View, _>(
              data: data, options: $0, selection: $1, dataIdentityKey: key, sameDataID: same)
          }))
      return
    }
    self.init(
      box: Self.makeBox(
        onSelect, deselectsAfterSelection, options: options,
        plain: {
          IdentifiedEquatableComponentBox<View, _>(data: data, options: $0, selection: $1, dataIdentityKey: key)
        },
        acting: {
          IdentifiedEquatableComponentBox<View, _>(data: data, options: $0, selection: $1, dataIdentityKey: key)
        }))
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
    let key = IdentityKey(data.id)
    let options = Self.optionsIfAny(reuseIdentifier, id, data, onControlEvent)
    guard key.isExact else {
      let same = TypedComponentBox<View>.dataIDComparison()
      self.init(
        box: Self.makeBox(
          onSelect, deselectsAfterSelection, options: options,
          plain: {
            HashedIDEquatableComponentBox<View, _>(
              data: data, options: $0, selection: $1, dataIdentityKey: key, sameDataID: same)
          },
          acting: {
            HashedIDEquatableComponentBox<View, _>(
              data: data, options: $0, selection: $1, dataIdentityKey: key, sameDataID: same)
          }))
      return
    }
    self.init(
      box: Self.makeBox(
        onSelect, deselectsAfterSelection, options: options,
        plain: {
          IdentifiedEquatableComponentBox<View, _>(data: data, options: $0, selection: $1, dataIdentityKey: key)
        },
        acting: {
          IdentifiedEquatableComponentBox<View, _>(data: data, options: $0, selection: $1, dataIdentityKey: key)
        }))
  }
}
