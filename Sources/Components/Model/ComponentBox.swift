import Foundation

/// The type-erased storage behind a `TableComponent`.
///
/// One heap object per component holds the typed data and the selection closure; the options
/// that most rows never set live in a separate optional object, so a plain row costs one
/// pointer in the engine's arrays plus this box.
@MainActor
@usableFromInline
package class AnyComponentBox {
  @usableFromInline package let options: ComponentOptions?

  // The initializers of the box classes are inlinable, down to this one: a component made at a
  // call site that knows its types stores its data with that type's own code, instead of
  // through a generic initializer's value witnesses.
  @inlinable
  package init(options: ComponentOptions?) {
    self.options = options
  }

  /// Whether the component names its own reuse identifier. Nonisolated for the diff's loops,
  /// as ``identityKey``.
  package nonisolated var hasCustomReuseIdentifier: Bool { options?.reuseIdentifier != nil }

  /// Whether the row is deselected right after its selection closure ran; overridden.
  package var deselectsAfterSelection: Bool { fatalError("abstract") }

  /// The view class; overridden by the typed box.
  package var viewClass: AnyObject.Type { fatalError("abstract") }
  /// The view class's identity, for registration and identity checks.
  package nonisolated var viewClassID: ObjectIdentifier { fatalError("abstract") }
  /// The data, type-erased (for equality in tests and diagnostics).
  package var anyData: Any { fatalError("abstract") }
  /// Whether a selection closure was given.
  package var hasSelectionHandler: Bool { fatalError("abstract") }

  /// The class a host with `views` creates for the component: ``viewClass``, or for a row
  /// described by its data alone, the class `views` has for that data (`nil` when it has none).
  package func drawingClass(in views: ViewCatalog) -> AnyObject.Type? { viewClass }
  /// Configures `view` with the data. Returns `false` when `view` is not of the class
  /// ``drawingClass(in:)`` names.
  package func configure(_ view: AnyObject, in views: ViewCatalog) -> Bool { fatalError("abstract") }
  /// The height of the component at `width`, as the class ``drawingClass(in:)`` names answers it.
  package func height(width: CGFloat, in views: ViewCatalog) -> ComponentHeight { fatalError("abstract") }
  /// Runs the selection closure, if any.
  package func select(indexPath: IndexPath, view: AnyObject?, owner: AnyObject) {
    fatalError("abstract")
  }

  /// The same component with other options (a modifier such as `movable()` was applied).
  package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox { fatalError("abstract") }

  /// The identity used to tell "the same row" apart in diffs: the explicit id, else the data's
  /// `id` when it is `Identifiable`, else the data when it is `Hashable`, else `nil`.
  package var identity: AnyHashable? { options?.id }

  /// `identity` as a diff pairs it: without `AnyHashable` for an `Int` identity. Overridden
  /// with `identity`. Nonisolated, like ``viewClassID`` and ``hasSameContent(as:)``, so that
  /// the diff's loops over every row can read it through unretained references; only the main
  /// actor calls it.
  package nonisolated var identityKey: IdentityKey? { options?.identityKey }

  /// Whether `other`'s identity equals this one's, for keys that are equal but not exact (two
  /// hashes of identities of one type matched). O(the identity's `==`).
  ///
  /// Two explicit `id:`s compare with their type's own `==`. Boxes that derive their identity
  /// from their data override it to do the same when `other` derives its identity the same way;
  /// what is left (an explicit id against a data's) compares `AnyHashable`s: the runtime's
  /// casts and conformance look-ups on every call. Nonisolated, for the pairing's loops;
  /// only the main actor calls it.
  package nonisolated func hasSameIdentity(as other: AnyComponentBox) -> Bool {
    if let mine = options?.explicitIdentity, let theirs = other.options?.explicitIdentity {
      return mine.isEqual(to: theirs)
    }
    return MainActor.assumeIsolated { identity == other.identity }
  }

  /// Whether the component was given an explicit `id:`, which then is its identity.
  package final nonisolated var hasExplicitIdentity: Bool {
    guard let options else { return false }
    return options.identityKey != nil
  }

  /// Where the identity of a component without an explicit `id:` comes from, for
  /// ``hasSameIdentity(as:)``: two boxes of one view class that derive it the same way hold
  /// data of one type.
  package nonisolated var identitySource: IdentitySource { .explicitOnly }

  /// Whether `other` shows the same content. `false` when it cannot be known (data not
  /// `Equatable`), which makes a diff reconfigure the row rather than miss a change.
  ///
  /// Nonisolated, although only the main actor calls it, so that a diff's loop over thousands
  /// of rows can call it through unretained references: the closure that lends one would be
  /// main-actor isolated, and Swift 6 checks such a closure's executor on every call (more
  /// than the comparison of most rows' data costs). It reads only immutable data.
  @usableFromInline package nonisolated func hasSameContent(as other: AnyComponentBox) -> Bool { self === other }

  /// Whether the row is disabled, and why (``TableComponent/disabled(_:reason:)``).
  /// Nonisolated, for the diff's loops, as ``identityKey``.
  @inlinable
  package final nonisolated var availability: RowAvailability { options?.availability ?? .enabled }

  /// The identifier UI tests find the row by (``TableComponent/accessibilityIdentifier(_:)``).
  /// Nonisolated, for the diff's loops, as ``availability``.
  @inlinable
  package final nonisolated var accessibilityIdentifier: String? { options?.accessibilityIdentifier }

  /// The row's icon (``TableComponent/icon(_:)``). Nonisolated, for the diff's loops, as
  /// ``availability``.
  @inlinable
  package final nonisolated var icon: RowIcon? { options?.icon }

  /// The row's own tint (``TableComponent/tint(_:)``). Nonisolated, for the diff's loops, as
  /// ``availability``.
  @inlinable
  package final nonisolated var tint: TableColor? { options?.tint }

  /// Whether `other` shows the same content in the same state: ``hasSameContent(as:)``, enabled
  /// or disabled alike, for the same reason, and with the same accessibility identifier, icon and tint. A row
  /// whose state changed is configured again even when its data did not, so that every host
  /// draws the new state.
  ///
  /// Inlinable: the diff calls it for every paired row, and the check of the usual pair (both
  /// enabled, neither identified) is two loads when inlined.
  @inlinable
  package final nonisolated func hasSameContentAndState(as other: AnyComponentBox) -> Bool {
    guard hasSameContent(as: other) else { return false }
    let mine = options?.hasRowState ?? false
    let theirs = other.options?.hasRowState ?? false
    // Neither sets any state, as almost every row: the same state without comparing it.
    if !mine, !theirs { return true }
    return mine == theirs && availability == other.availability
      && accessibilityIdentifier == other.accessibilityIdentifier && icon == other.icon && tint == other.tint
  }
}

/// Where a component's identity comes from when it has no explicit `id:`.
package enum IdentitySource: Sendable {
  /// Nowhere: without `id:` the component has no identity (or one known only to its class).
  case explicitOnly
  /// The data itself (`Hashable` data).
  case data
  /// The data's `id` (`Identifiable` data).
  case dataID
}

/// The options of a component that most rows never set.
@MainActor
@usableFromInline
package final class ComponentOptions {
  package let reuseIdentifier: String?
  package let id: AnyHashable?
  /// `id` as a diff pairs it, computed once here rather than on every apply.
  package let identityKey: IdentityKey?
  /// `id` with its type, when `identityKey` is a hash: equal keys are confirmed with it.
  package let explicitIdentity: ExplicitIdentity?
  package let controlEventHandler: ControlEventHandler?
  package let editing: RowEditing?
  /// What a search of the screen tree knows of the row beyond what it shows.
  package let search: RowSearchMetadata?
  /// Whether the row is disabled, and why; kept apart from `editing` so that the diff's
  /// nonisolated loops can compare it (it is immutable and `Sendable`).
  @usableFromInline package let availability: RowAvailability
  /// The identifier UI tests find the row by; `nil` for none. Immutable and `Sendable`, for
  /// the diff's nonisolated loops, as ``availability``.
  @usableFromInline package let accessibilityIdentifier: String?
  /// The row's icon; `nil` for none. Immutable and `Sendable`, as ``accessibilityIdentifier``.
  @usableFromInline package let icon: RowIcon?
  /// The row's own tint; `nil` for its screen's. Immutable and `Sendable`, as ``icon``.
  @usableFromInline package let tint: TableColor?
  /// Whether the row is disabled, identified, has an icon or a tint: what a diff compares first, one
  /// load, before the rare comparison of reasons and identifiers.
  @usableFromInline package let hasRowState: Bool

  package init(
    reuseIdentifier: String?, id: AnyHashable?, controlEventHandler: ControlEventHandler?,
    editing: RowEditing? = nil, search: RowSearchMetadata? = nil, accessibilityIdentifier: String? = nil,
    icon: RowIcon? = nil, tint: TableColor? = nil
  ) {
    self.reuseIdentifier = reuseIdentifier
    self.id = id
    let made = id.map(ExplicitIdentity.make)
    identityKey = made?.key
    explicitIdentity = made?.identity
    self.controlEventHandler = controlEventHandler
    self.editing = editing
    self.search = search
    self.accessibilityIdentifier = accessibilityIdentifier
    self.icon = icon
    self.tint = tint
    availability = editing?.availability ?? .enabled
    hasRowState = !availability.isEnabled || accessibilityIdentifier != nil || icon != nil || tint != nil
  }

  /// These options with `editing` instead of the current editing options.
  package func replacingEditing(_ editing: RowEditing) -> ComponentOptions {
    ComponentOptions(
      reuseIdentifier: reuseIdentifier, id: id, controlEventHandler: controlEventHandler, editing: editing,
      search: search, accessibilityIdentifier: accessibilityIdentifier, icon: icon, tint: tint)
  }

  /// These options with `search` instead of the current search metadata.
  package func replacingSearch(_ search: RowSearchMetadata) -> ComponentOptions {
    ComponentOptions(
      reuseIdentifier: reuseIdentifier, id: id, controlEventHandler: controlEventHandler, editing: editing,
      search: search, accessibilityIdentifier: accessibilityIdentifier, icon: icon, tint: tint)
  }

  /// These options with `icon` instead of the current icon.
  package func replacingIcon(_ icon: RowIcon?) -> ComponentOptions {
    ComponentOptions(
      reuseIdentifier: reuseIdentifier, id: id, controlEventHandler: controlEventHandler, editing: editing,
      search: search, accessibilityIdentifier: accessibilityIdentifier, icon: icon, tint: tint)
  }

  /// These options with `tint` instead of the current tint.
  package func replacingTint(_ tint: TableColor?) -> ComponentOptions {
    ComponentOptions(
      reuseIdentifier: reuseIdentifier, id: id, controlEventHandler: controlEventHandler, editing: editing,
      search: search, accessibilityIdentifier: accessibilityIdentifier, icon: icon, tint: tint)
  }

  /// These options with `identifier` instead of the current accessibility identifier.
  package func replacingAccessibilityIdentifier(_ identifier: String?) -> ComponentOptions {
    ComponentOptions(
      reuseIdentifier: reuseIdentifier, id: id, controlEventHandler: controlEventHandler, editing: editing,
      search: search, accessibilityIdentifier: identifier, icon: icon, tint: tint)
  }
}

/// A typed control-event closure with its types erased: index path, view, owner, event.
package typealias ControlEventHandler = @MainActor (IndexPath, AnyObject?, AnyObject, ControlEvent) -> Void

/// The typed part of a component shown by a `ComponentView`: its data. Content comparisons and
/// `TableComponent.data(as:)` cast to this class, which does not depend on how the row reacts
/// to selection.
@MainActor
@usableFromInline
package class TypedComponentBox<View: ComponentView>: AnyComponentBox {
  /// Immutable, and read off the main actor only by ``AnyComponentBox/hasSameContent(as:)``,
  /// which the main actor calls.
  @usableFromInline nonisolated(unsafe) package let data: View.Data

  @inlinable
  package init(data: View.Data, options: ComponentOptions?) {
    self.data = data
    super.init(options: options)
  }

  override package final var viewClass: AnyObject.Type { View.self }
  override package nonisolated final var viewClassID: ObjectIdentifier { ObjectIdentifier(View.self) }
  override package final var anyData: Any { data }

  override package func configure(_ view: AnyObject, in views: ViewCatalog) -> Bool {
    // The host makes exactly the registered class, so the exact-type check almost always
    // succeeds and spares the dynamic cast on the scrolling path.
    if ObjectIdentifier(type(of: view)) == ObjectIdentifier(View.self) {
      unsafeDowncast(view, to: View.self).configure(with: data)
      return true
    }
    guard let typed = view as? View else { return false }
    typed.configure(with: data)
    return true
  }

  override package func height(width: CGFloat, in views: ViewCatalog) -> ComponentHeight {
    View.height(for: data, width: width)
  }

  /// Whether `other` is a box of this view class whose identity comes from its data as this
  /// one's does, neither given an explicit `id:`: such boxes hold data of one type, so their
  /// identities compare with that type's own `==` (`other` is then a `TypedComponentBox<View>`).
  /// Boxes of one class, the usual pair, are recognised without a virtual call. Inlined into
  /// the pairing's comparisons, which lend `other` unretained.
  @inline(__always)
  nonisolated final func derivesIdentityAsSibling(_ other: AnyComponentBox) -> Bool {
    guard !hasExplicitIdentity, !other.hasExplicitIdentity else { return false }
    if ObjectIdentifier(Swift.type(of: other)) == ObjectIdentifier(Swift.type(of: self)) { return true }
    // A sibling with another selection behaviour: the same view class means the same data.
    return other.viewClassID == ObjectIdentifier(View.self) && identitySource != .explicitOnly
      && other.identitySource == identitySource
  }
}

/// A component's box with its selection behaviour as a type: a row without a closure that is
/// deselected after selection (most rows of a long list) stores nothing for it, so its box
/// does not carry an empty closure (two words) into a larger heap block.
@MainActor
@usableFromInline
package class ComponentBox<View: ComponentView, Selection: RowSelectionBehavior>: TypedComponentBox<View>
where Selection.Data == View.Data {
  @usableFromInline package let selection: Selection

  // Each subclass's initializer has a label of its own: an initializer overriding this one
  // in a subclass that repeats the `Selection.Data == View.Data` constraint is rejected by this
  // compiler ("does not override a designated initializer"), and an inherited one cannot be
  // inlinable.
  @inlinable
  package init(data: View.Data, options: ComponentOptions?, selection: Selection) {
    self.selection = selection
    super.init(data: data, options: options)
  }

  override package final var deselectsAfterSelection: Bool { selection.deselectsAfterSelection }
  override package final var hasSelectionHandler: Bool { selection.hasAction }

  override package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox {
    ComponentBox(data: data, options: options, selection: selection)
  }

  override package final func select(indexPath: IndexPath, view: AnyObject?, owner: AnyObject) {
    guard selection.hasAction else { return }
    selection.run(SelectionContext(indexPath: indexPath, view: view, data: data, owner: owner))
  }
}

@MainActor
@usableFromInline
package class EquatableComponentBox<View: ComponentView, Selection: RowSelectionBehavior>:
  ComponentBox<View, Selection>
where View.Data: Equatable, Selection.Data == View.Data {
  @inlinable
  package init(equatable data: View.Data, options: ComponentOptions?, selection: Selection) {
    super.init(data: data, options: options, selection: selection)
  }

  override package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox {
    EquatableComponentBox(equatable: data, options: options, selection: selection)
  }

  override package nonisolated final func hasSameContent(as other: AnyComponentBox) -> Bool {
    if self === other { return true }
    // Rows of one kind are boxes of one class: an identity check spares the dynamic cast.
    if ObjectIdentifier(Swift.type(of: other)) == ObjectIdentifier(Swift.type(of: self)) {
      return data == unsafeDowncast(other, to: TypedComponentBox<View>.self).data
    }
    guard let other = other as? TypedComponentBox<View> else { return false }
    return data == other.data
  }
}

@MainActor
@usableFromInline
package class HashableComponentBox<View: ComponentView, Selection: RowSelectionBehavior>:
  EquatableComponentBox<View, Selection>
where View.Data: Hashable, Selection.Data == View.Data {
  @inlinable
  package init(hashable data: View.Data, options: ComponentOptions?, selection: Selection) {
    super.init(equatable: data, options: options, selection: selection)
  }

  override package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox {
    HashableComponentBox(hashable: data, options: options, selection: selection)
  }

  override package var identity: AnyHashable? { options?.id ?? AnyHashable(data) }
  override package nonisolated var identityKey: IdentityKey? { options?.identityKey ?? dataKey() }
  override package nonisolated var identitySource: IdentitySource { .data }

  override package nonisolated func hasSameIdentity(as other: AnyComponentBox) -> Bool {
    guard derivesIdentityAsSibling(other) else { return super.hasSameIdentity(as: other) }
    return data == unsafeDowncast(other, to: TypedComponentBox<View>.self).data
  }

  // Out of line, so that a row with an explicit `id` looks up no metadata of its data's type.
  @inline(never)
  private nonisolated func dataKey() -> IdentityKey { IdentityKey(data) }
}
