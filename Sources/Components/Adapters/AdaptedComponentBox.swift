import Foundation

/// The storage of a component shown by a view class that does not conform to `ComponentView`:
/// the item, and closures that configure the view and size it.
///
/// This is how "cell class + data + configure block" rows (the style of CBTableViewDataSource
/// and of a generic `DataSource<Item>`) reach the engine: the closure stands in for
/// `configure(with:)` and a stored height for the static `height(for:width:)`.
@MainActor
package class AdaptedComponentBox<View: AnyObject, Item>: AnyComponentBox {
  /// Immutable, and read off the main actor only by ``AnyComponentBox/hasSameContent(as:)``,
  /// which the main actor calls.
  nonisolated(unsafe) package let item: Item
  package let configureView: (View, Item) -> Void
  package let heightForWidth: (Item, CGFloat) -> ComponentHeight
  package let onSelect: ((ItemSelection<View, Item>) -> Void)?
  /// The item's index in the list the row was built from, when `configure` was given it: part
  /// of what the row shows, so a row whose index changed is reconfigured.
  package let position: Int?
  private let deselects: Bool

  package init(
    item: Item, position: Int? = nil, options: ComponentOptions?, deselectsAfterSelection: Bool,
    configure: @escaping (View, Item) -> Void, height: @escaping (Item, CGFloat) -> ComponentHeight,
    onSelect: ((ItemSelection<View, Item>) -> Void)?
  ) {
    self.item = item
    self.position = position
    self.configureView = configure
    self.heightForWidth = height
    self.onSelect = onSelect
    self.deselects = deselectsAfterSelection
    super.init(options: options)
  }

  override package final var deselectsAfterSelection: Bool { deselects }

  override package final var viewClass: AnyObject.Type { View.self }
  override package nonisolated final var viewClassID: ObjectIdentifier { ObjectIdentifier(View.self) }
  override package final var anyData: Any { item }
  override package final var hasSelectionHandler: Bool { onSelect != nil }

  override package final func configure(_ view: AnyObject) -> Bool {
    guard let typed = view as? View else { return false }
    configureView(typed, item)
    return true
  }

  override package final func height(width: CGFloat) -> ComponentHeight {
    heightForWidth(item, width)
  }

  /// `other` when it is a box of this very class (so its item is of this type) and neither
  /// was given an explicit `id:`, for the identity comparisons of the subclasses; else `nil`.
  nonisolated final func sameClassDerivingIdentity(_ other: AnyComponentBox) -> AdaptedComponentBox<View, Item>? {
    guard !hasExplicitIdentity, !other.hasExplicitIdentity,
      ObjectIdentifier(Swift.type(of: other)) == ObjectIdentifier(Swift.type(of: self))
    else { return nil }
    return unsafeDowncast(other, to: AdaptedComponentBox<View, Item>.self)
  }

  override package final func select(indexPath: IndexPath, view: AnyObject?, owner: AnyObject) {
    onSelect?(ItemSelection(indexPath: indexPath, view: view as? View, item: item, owner: owner))
  }

  override package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox {
    AdaptedComponentBox(
      item: item, position: position, options: options, deselectsAfterSelection: deselectsAfterSelection,
      configure: configureView,
      height: heightForWidth, onSelect: onSelect)
  }
}

/// An adapted component whose item is `Equatable`: a diff can tell a changed row from an
/// unchanged one. Two rows with equal items are taken to look the same: the closures are not
/// compared (they cannot be), as a `ComponentView`'s `configure(with:)` is fixed by its class.
@MainActor
package class EquatableAdaptedComponentBox<View: AnyObject, Item: Equatable>: AdaptedComponentBox<View, Item> {
  override package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox {
    EquatableAdaptedComponentBox(
      item: item, position: position, options: options, deselectsAfterSelection: deselectsAfterSelection,
      configure: configureView,
      height: heightForWidth, onSelect: onSelect)
  }

  override package nonisolated final func hasSameContent(as other: AnyComponentBox) -> Bool {
    if self === other { return true }
    if ObjectIdentifier(Swift.type(of: other)) == ObjectIdentifier(Swift.type(of: self)) {
      let other = unsafeDowncast(other, to: AdaptedComponentBox<View, Item>.self)
      return item == other.item && position == other.position
    }
    guard let other = other as? AdaptedComponentBox<View, Item> else { return false }
    return item == other.item && position == other.position
  }
}

/// An adapted component whose item is `Hashable`: without an explicit `id`, the item is its
/// identity.
@MainActor
package final class HashableAdaptedComponentBox<View: AnyObject, Item: Hashable>:
  EquatableAdaptedComponentBox<View, Item>
{
  override package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox {
    HashableAdaptedComponentBox(
      item: item, position: position, options: options, deselectsAfterSelection: deselectsAfterSelection,
      configure: configureView,
      height: heightForWidth, onSelect: onSelect)
  }

  override package var identity: AnyHashable? { options?.id ?? AnyHashable(item) }
  override package nonisolated var identityKey: IdentityKey? { options?.identityKey ?? itemKey() }

  override package nonisolated func hasSameIdentity(as other: AnyComponentBox) -> Bool {
    guard let other = sameClassDerivingIdentity(other) else { return super.hasSameIdentity(as: other) }
    return item == other.item
  }

  // Out of line, so that a row with an explicit `id` looks up no metadata of its item's type.
  @inline(never)
  private nonisolated func itemKey() -> IdentityKey { IdentityKey(item) }
}

/// An adapted component whose item is `Identifiable`: without an explicit `id`, the item's
/// `id` is its identity.
@MainActor
package final class IdentifiableAdaptedComponentBox<View: AnyObject, Item: Identifiable>:
  AdaptedComponentBox<View, Item>
{
  override package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox {
    IdentifiableAdaptedComponentBox(
      item: item, position: position, options: options,
      deselectsAfterSelection: deselectsAfterSelection, configure: configureView,
      height: heightForWidth, onSelect: onSelect)
  }

  override package var identity: AnyHashable? { options?.id ?? AnyHashable(item.id) }

  override package nonisolated func hasSameIdentity(as other: AnyComponentBox) -> Bool {
    guard let other = sameClassDerivingIdentity(other) else { return super.hasSameIdentity(as: other) }
    return item.id == other.item.id
  }
  /// The key of the item's `id`, made at the first apply that needs it and kept: reading an
  /// `id` through the generic box costs runtime metadata lookups, which
  /// an apply would otherwise pay again for every row of the old table. Unchecked: written at
  /// most once, by the main actor, which alone reads it (`identityKey` is nonisolated only to
  /// be read without a retain).
  nonisolated(unsafe) private var itemIdentityKey: IdentityKey?

  override package nonisolated var identityKey: IdentityKey? {
    if let key = options?.identityKey { return key }
    return itemIdentityKey ?? makeItemIdentityKey()
  }

  // Out of line: the metadata of the `id`'s type, which it looks up, would otherwise be looked
  // up on every read, kept key or not.
  @inline(never)
  private nonisolated func makeItemIdentityKey() -> IdentityKey {
    let key = IdentityKey(item.id)
    itemIdentityKey = key
    return key
  }
}

/// An adapted component whose item is `Identifiable` and `Equatable` (or `Hashable`): the
/// item's `id` is its identity, and `==` tells whether its content changed.
@MainActor
package final class IdentifiedEquatableAdaptedComponentBox<
  View: AnyObject, Item: Identifiable & Equatable
>:
  EquatableAdaptedComponentBox<View, Item>
{
  override package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox {
    IdentifiedEquatableAdaptedComponentBox(
      item: item, position: position, options: options,
      deselectsAfterSelection: deselectsAfterSelection, configure: configureView,
      height: heightForWidth, onSelect: onSelect)
  }

  override package var identity: AnyHashable? { options?.id ?? AnyHashable(item.id) }

  override package nonisolated func hasSameIdentity(as other: AnyComponentBox) -> Bool {
    guard let other = sameClassDerivingIdentity(other) else { return super.hasSameIdentity(as: other) }
    return item.id == other.item.id
  }
  /// The key of the item's `id`, made at the first apply that needs it and kept: reading an
  /// `id` through the generic box costs runtime metadata lookups, which
  /// an apply would otherwise pay again for every row of the old table. Unchecked: written at
  /// most once, by the main actor, which alone reads it (`identityKey` is nonisolated only to
  /// be read without a retain).
  nonisolated(unsafe) private var itemIdentityKey: IdentityKey?

  override package nonisolated var identityKey: IdentityKey? {
    if let key = options?.identityKey { return key }
    return itemIdentityKey ?? makeItemIdentityKey()
  }

  // Out of line: the metadata of the `id`'s type, which it looks up, would otherwise be looked
  // up on every read, kept key or not.
  @inline(never)
  private nonisolated func makeItemIdentityKey() -> IdentityKey {
    let key = IdentityKey(item.id)
    itemIdentityKey = key
    return key
  }
}
