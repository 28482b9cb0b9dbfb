import Foundation

/// One row, section header or section footer: a view class, the data it shows, a reuse
/// identifier and an optional selection closure.
///
/// The initializer is generic over the view class, so the data must be the class's `Data`
/// (`TableComponent(ProfileCell.self, data: "Ann")` does not compile):
///
/// ```swift
/// let row = TableComponent(ProfileCell.self, data: profile) { selection in
///   print("tapped", selection.data.name)   // `selection.data` is a `Profile`
/// }
/// ```
///
/// A component is a value: copying it is cheap (one reference), and it is immutable; to change
/// a row, replace it with a new component.
///
/// ## Identity
///
/// When a whole new list of sections is applied, a row is paired with the row of the same view
/// class and the same identity in the old list; a paired row whose content changed is configured
/// again in place (its view kept), an unpaired one is deleted or inserted. The identity is:
///
/// 1. the explicit `id:`, when given;
/// 2. else the data's `id`, when the data is `Identifiable` (its content is then compared with
///    `==` when it is `Equatable`);
/// 3. else the data itself, when the data is `Hashable` but not `Identifiable`: any change of
///    the value is a new identity, so the row is deleted and a new one inserted;
/// 4. else none: rows without identity pair with the rows of their class without identity, in
///    order.
///
/// So for `struct Contact: Hashable { var id: Int; var name: String; var isFavorite: Bool }`,
/// flipping `isFavorite` deletes the row and inserts a new one (rule 3); declare
/// `Contact: Identifiable` (or pass `id: contact.id`) and the same change reconfigures the row.
/// Identities of different types never pair (`1` and `1.0` are different rows). An identity
/// type whose `hash(into:)` disagrees with `==` is a programming error: two such identities
/// may fail to pair, and the row is then deleted and inserted again instead of updated; the
/// table never traps or goes out of step because of it.
@MainActor
public struct TableComponent {
  @usableFromInline package let box: AnyComponentBox

  @usableFromInline
  package init(box: AnyComponentBox) {
    self.box = box
  }

  /// A component shown by `viewClass` with `data`.
  ///
  /// - Parameters:
  ///   - viewClass: The class that shows the component.
  ///   - data: The data `viewClass` is configured with.
  ///   - reuseIdentifier: The reuse pool of its views. Defaults to one derived from the class,
  ///     so every row of a class shares one pool; give one only to keep views of one class in
  ///     separate pools. Must not be empty (the engine rejects it).
  ///   - id: The identity that tells this row apart from others when a whole new list of
  ///     sections is applied. Defaults to the data's `id` when the data is `Identifiable`,
  ///     else to the data itself when it is `Hashable` (see "Identity" above).
  ///   - deselectsAfterSelection: Whether the row is deselected right after its selection
  ///     closure ran (the usual behaviour of a settings row). Defaults to `true`.
  ///   - onSelect: Runs when the user selects the row.
  ///   - onControlEvent: Runs when a control in the row's view changes a value (a switch, a
  ///     stepper, a text field); hosts send these as `TableEvent.control`.
  @inlinable
  public init<View: ComponentView>(
    _ viewClass: View.Type, data: View.Data, reuseIdentifier: String? = nil,
    id: AnyHashable? = nil, deselectsAfterSelection: Bool = true,
    onSelect: ((SelectionContext<View.Data>) -> Void)? = nil,
    onControlEvent: ((SelectionContext<View.Data>, ControlEvent) -> Void)? = nil
  ) {
    self.init(
      View.self, data, OpaqueContent(), reuseIdentifier, id, deselectsAfterSelection, onSelect, onControlEvent)
  }

  /// A component whose data is `Equatable`: a diff can tell a changed row from an unchanged one.
  @inlinable
  public init<View: ComponentView>(
    _ viewClass: View.Type, data: View.Data, reuseIdentifier: String? = nil,
    id: AnyHashable? = nil, deselectsAfterSelection: Bool = true,
    onSelect: ((SelectionContext<View.Data>) -> Void)? = nil,
    onControlEvent: ((SelectionContext<View.Data>, ControlEvent) -> Void)? = nil
  ) where View.Data: Equatable {
    self.init(
      View.self, data, EquatableContent(), reuseIdentifier, id, deselectsAfterSelection, onSelect, onControlEvent)
  }

  /// A component whose data is `Hashable` (and not `Identifiable`): without an explicit `id`,
  /// the whole data is its identity, so any change of the data deletes the row and inserts a new
  /// one. Make the data `Identifiable`, or pass `id:`, to have changes update the row instead.
  @inlinable
  public init<View: ComponentView>(
    _ viewClass: View.Type, data: View.Data, reuseIdentifier: String? = nil,
    id: AnyHashable? = nil, deselectsAfterSelection: Bool = true,
    onSelect: ((SelectionContext<View.Data>) -> Void)? = nil,
    onControlEvent: ((SelectionContext<View.Data>, ControlEvent) -> Void)? = nil
  ) where View.Data: Hashable {
    self.init(
      View.self, data, HashableContent(), reuseIdentifier, id, deselectsAfterSelection, onSelect, onControlEvent)
  }

  /// The one way every public initializer makes a component's box.
  ///
  /// Inlinable, as the initializers that call it: made at the call site, a component is built
  /// with its concrete types (the box class's metadata looked up once and kept, the data stored
  /// without value witnesses), at a fraction of the generic path's cost.
  @inlinable
  init<View: ComponentView, Content: RowContent>(
    _ viewClass: View.Type, _ data: View.Data, _ content: Content, _ reuseIdentifier: String?,
    _ id: AnyHashable?, _ deselectsAfterSelection: Bool, _ onSelect: ((SelectionContext<View.Data>) -> Void)?,
    _ onControlEvent: ((SelectionContext<View.Data>, ControlEvent) -> Void)?
  ) where Content.Data == View.Data {
    // The usual row sets no options; the check is inlined, the rare row with options is made
    // by `options(_:_:_:_:)`.
    let options =
      reuseIdentifier == nil && Self.isNil(id) && onControlEvent == nil
      ? nil : Self.options(reuseIdentifier, id, data, onControlEvent)
    box = ComponentBox<View, Content>(
      data: data, content: content, options: options,
      selection: SelectionAction.make(onSelect, deselectsAfterSelection: deselectsAfterSelection))
  }

  /// Whether `id` is `nil`, without a copy: `AnyHashable` is resilient, so every copy and
  /// destruction of one goes through its value witnesses, and `id == nil` made several such
  /// calls per component.
  @inlinable
  static func isNil(_ id: AnyHashable?) -> Bool {
    switch id {
    case .none: return true
    case .some: return false
    }
  }

  @usableFromInline
  static func options<Data>(
    _ reuseIdentifier: String?, _ id: AnyHashable?, _ data: Data,
    _ onControlEvent: ((SelectionContext<Data>, ControlEvent) -> Void)?
  ) -> ComponentOptions? {
    guard reuseIdentifier != nil || id != nil || onControlEvent != nil else { return nil }
    var handler: ControlEventHandler?
    if let onControlEvent {
      handler = { indexPath, view, owner, event in
        let context = SelectionContext<Data>(
          indexPath: indexPath, view: view, data: data, owner: owner)
        onControlEvent(context, event)
      }
    }
    return ComponentOptions(reuseIdentifier: reuseIdentifier, id: id, controlEventHandler: handler)
  }

  /// Whether the component reacts to control events (a switch flipped, a stepper stepped, text
  /// entered) from its view.
  package var handlesControlEvents: Bool { box.options?.controlEventHandler != nil }

  /// The class that shows this component.
  package var viewClass: AnyObject.Type { box.viewClass }

  /// The reuse identifier given at creation, or `nil` when it is derived from the class.
  package var customReuseIdentifier: String? { box.options?.reuseIdentifier }

  /// The reuse identifier the engine registers the class under: the one given, else the
  /// module-qualified name of the class.
  package var reuseIdentifier: String {
    box.options?.reuseIdentifier ?? Self.derivedReuseIdentifier(for: box.viewClass)
  }

  /// The identity used to match rows when a new list of sections is applied: the explicit
  /// `id`, else the data if it is `Hashable`, else `nil` (matched by class, in order).
  public var id: AnyHashable? { box.identity }

  /// Whether the row is deselected right after its selection closure ran.
  package var deselectsAfterSelection: Bool { box.deselectsAfterSelection }

  /// Whether a selection closure was given.
  package var hasSelectionHandler: Bool { box.hasSelectionHandler }

  /// The data, if it is a `Data`: `row.data(as: SwitchRowData.self)?.isOn`.
  public func data<Data>(as type: Data.Type) -> Data? {
    box.anyData as? Data
  }

  /// Whether `other` is known to show the same content with the same class, in the same
  /// state: `true` when both are the same value, or when the data is `Equatable` and equal and
  /// both are enabled (or disabled for the same reason; see ``disabled(_:reason:)``).
  package func hasSameContent(as other: TableComponent) -> Bool {
    box.hasSameContentAndState(as: other.box)
  }

  /// The reuse identifier derived from a class: its module-qualified name.
  package nonisolated static func derivedReuseIdentifier(for viewClass: AnyObject.Type) -> String {
    String(reflecting: viewClass)
  }
}
