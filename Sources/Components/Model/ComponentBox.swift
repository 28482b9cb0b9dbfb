import Foundation

/// The type-erased face of a component's box, as the engine and the diff read it; the box
/// itself is ``ComponentBox``.
///
/// A plain row costs one pointer in the engine's arrays plus its box; the options that most rows
/// never set live in a separate optional object.
@MainActor
@usableFromInline
package class AnyComponentBox {
  @usableFromInline package let options: ComponentOptions?

  @inlinable
  package init(options: ComponentOptions?) {
    self.options = options
  }

  /// Whether the component names its own reuse identifier. Nonisolated for the diff's loops,
  /// as ``identityKey``.
  package final nonisolated var hasCustomReuseIdentifier: Bool { options?.reuseIdentifier != nil }

  /// Whether the row is deselected right after its selection closure ran.
  package var deselectsAfterSelection: Bool { fatalError("abstract") }
  /// The view class.
  package var viewClass: AnyObject.Type { fatalError("abstract") }
  /// The view class's identity, for registration and identity checks.
  package nonisolated var viewClassID: ObjectIdentifier { fatalError("abstract") }
  /// The data, type-erased (for equality in tests and diagnostics).
  package var anyData: Any { fatalError("abstract") }
  /// Whether a selection closure was given.
  package var hasSelectionHandler: Bool { fatalError("abstract") }

  /// The class a host with `views` creates for the component: ``viewClass``, or for a row
  /// described by its data alone, the class `views` has for that data (`nil` when it has none).
  package func drawingClass(in views: ViewCatalog) -> AnyObject.Type? { fatalError("abstract") }
  /// Configures `view` with the data. Returns `false` when `view` is not of the class
  /// ``drawingClass(in:)`` names.
  package func configure(_ view: AnyObject, in views: ViewCatalog) -> Bool { fatalError("abstract") }
  /// The height of the component at `width`, as the class ``drawingClass(in:)`` names answers it.
  package func height(width: CGFloat, in views: ViewCatalog) -> ComponentHeight { fatalError("abstract") }
  /// Runs the selection closure, if any.
  package func select(indexPath: IndexPath, view: AnyObject?, owner: AnyObject) { fatalError("abstract") }

  /// The same component with other options (a modifier such as `movable()` was applied).
  package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox { fatalError("abstract") }

  /// The identity used to tell "the same row" apart in diffs: the explicit id, else the data's
  /// `id` when it is `Identifiable`, else the data when it is `Hashable`, else `nil`.
  /// Nonisolated, for ``hasSameIdentity(as:)``; it reads only immutable values.
  package nonisolated var identity: AnyHashable? { fatalError("abstract") }

  /// ``identity`` as a diff pairs it (see ``IdentityKey``). Nonisolated, like ``viewClassID``
  /// and ``hasSameContent(as:)``, so that the diff's loops over every row can read it through
  /// unretained references; only the main actor calls it.
  package nonisolated var identityKey: IdentityKey? { fatalError("abstract") }

  /// Whether `other`'s identity equals this one's, for keys that are equal but not exact (two
  /// hashes of identities of one type matched). Two components of one kind that derive their
  /// identity from their data compare it with its type's own `==`; any other pair compares
  /// ``identity``s. Nonisolated, for the pairing's loops; only the main actor calls it.
  package nonisolated func hasSameIdentity(as other: AnyComponentBox) -> Bool { identity == other.identity }

  /// Whether the component was given an explicit `id:`, which then is its identity.
  package final nonisolated var hasExplicitIdentity: Bool { options?.identityKey != nil }

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
  /// or disabled alike, for the same reason, and with the same accessibility identifier, icon
  /// and tint. A row whose state changed is configured again even when its data did not, so
  /// that every host draws the new state.
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

/// The box behind every `TableComponent`: its view class, its data, its selection, and how its
/// data answers a diff (`Content`: whether two rows show the same content, and the identity the
/// data gives a row without an explicit `id:`).
///
/// `Content` is chosen by the `TableComponent` initializer the data's conformances pick
/// (`Equatable`, `Hashable`, `Identifiable`), where the types are known, so that a diff compares
/// data and identities of an `Int`, a `UUID` or a `String` with that type's own `==`, never
/// through `AnyHashable`.
@MainActor
@usableFromInline
package class ComponentBox<View: ComponentView, Content: RowContent>: AnyComponentBox
where Content.Data == View.Data {
  /// Immutable, and read off the main actor only by the nonisolated members, which the main
  /// actor calls.
  @usableFromInline nonisolated(unsafe) package let data: View.Data
  /// What `Content` keeps per row (the key of an `Identifiable` data's `id`); empty otherwise.
  /// Immutable, as ``data``.
  @usableFromInline nonisolated(unsafe) package let content: Content
  /// `nil` for the usual row: no closure, deselected after selection. One reference, so that
  /// such a row's box carries no empty closure (two words) into a larger heap block.
  @usableFromInline package let selection: SelectionAction<View.Data>?

  @inlinable
  package init(data: View.Data, content: Content, options: ComponentOptions?, selection: SelectionAction<View.Data>?) {
    self.data = data
    self.content = content
    self.selection = selection
    super.init(options: options)
  }

  override package var viewClass: AnyObject.Type { View.self }
  override package nonisolated var viewClassID: ObjectIdentifier { ObjectIdentifier(View.self) }
  override package var anyData: Any { data }
  override package var deselectsAfterSelection: Bool { selection?.deselectsAfterSelection ?? true }
  override package var hasSelectionHandler: Bool { selection?.action != nil }

  override package func select(indexPath: IndexPath, view: AnyObject?, owner: AnyObject) {
    guard let action = selection?.action else { return }
    action(SelectionContext(indexPath: indexPath, view: view, data: data, owner: owner))
  }

  override package func replacingOptions(_ options: ComponentOptions) -> AnyComponentBox {
    ComponentBox(data: data, content: content, options: options, selection: selection)
  }

  override package func drawingClass(in views: ViewCatalog) -> AnyObject.Type? { View.self }

  override package func configure(_ view: AnyObject, in views: ViewCatalog) -> Bool {
    // The host makes exactly the registered class, so the exact-type check almost always
    // succeeds and spares the dynamic cast on the scrolling path.
    if ObjectIdentifier(type(of: view)) == ObjectIdentifier(View.self) {
      unsafeDowncast(view, to: View.self).configure(with: data)
      return true
    }
    if let view = view as? View {
      view.configure(with: data)
      return true
    }
    return false
  }

  override package func height(width: CGFloat, in views: ViewCatalog) -> ComponentHeight {
    View.height(for: data, width: width)
  }

  override package nonisolated var identity: AnyHashable? { options?.id ?? content.identity(of: data) }
  override package nonisolated var identityKey: IdentityKey? {
    if let key = options?.identityKey { return key }
    return content.identityKey(of: data)
  }

  override package nonisolated func hasSameIdentity(as other: AnyComponentBox) -> Bool {
    guard !hasExplicitIdentity, !other.hasExplicitIdentity, isOfThisKind(other) else {
      return super.hasSameIdentity(as: other)
    }
    return content.hasSameIdentity(data, unsafeDowncast(other, to: Self.self).data)
  }

  override package nonisolated func hasSameContent(as other: AnyComponentBox) -> Bool {
    if self === other { return true }
    guard isOfThisKind(other) else { return false }
    return Content.hasSameContent(data, unsafeDowncast(other, to: Self.self).data)
  }

  /// Whether `other` is a box of this class: the same view class and the same kind of data.
  /// Rows of one kind are boxes of one class, so comparing the classes' identities spares the
  /// dynamic cast (its cost is most of comparing the usual row's data).
  private nonisolated func isOfThisKind(_ other: AnyComponentBox) -> Bool {
    ObjectIdentifier(Swift.type(of: other)) == ObjectIdentifier(Self.self)
  }
}

/// The options of a component that most rows never set.
@MainActor
@usableFromInline
package final class ComponentOptions {
  package let reuseIdentifier: String?
  /// Immutable, and read off the main actor only by ``AnyComponentBox/identity``, which the main
  /// actor calls (`AnyHashable` is not `Sendable`).
  nonisolated(unsafe) package let id: AnyHashable?
  /// `id` as a diff pairs it, computed once here rather than on every apply.
  package let identityKey: IdentityKey?
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
    identityKey = id.map(IdentityKey.init(erased:))
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
