import Foundation

// Rows shown by any view class the host can create, configured by a closure: "cell class +
// data + configure block". The class need not conform to `ComponentView`, so a
// plain `UITableViewCell` (or a terminal `TerminalTableCell`) can show an item directly.
extension TableComponent {
  /// A component shown by `viewClass`, configured with `item` by `configure`.
  ///
  /// ```swift
  /// TableComponent(view: UITableViewCell.self, item: contact, height: .fixed(44)) { cell, contact in
  ///   cell.textLabel?.text = contact.name
  /// } onSelect: { selection in
  ///   show(selection.item)
  /// }
  /// ```
  ///
  /// The host must be able to create `viewClass` (a `UITableViewCell` subclass on UIKit, a
  /// `TerminalTableCell` subclass on the terminal host); the engine refuses it otherwise, as for
  /// any component.
  ///
  /// - Parameters:
  ///   - viewClass: The class that shows the item.
  ///   - item: What the row shows.
  ///   - height: The row's height: `.fixed`, or `.automatic(estimate:)` for a view that sizes
  ///     itself (the default, with UIKit's usual 44-point estimate). It is the same for every
  ///     width; a height that depends on the item or the width is a `ComponentView`'s job.
  ///   - reuseIdentifier: The reuse pool; defaults to one derived from the class.
  ///   - id: The identity used when a new list of sections is applied.
  ///   - deselectsAfterSelection: Whether the row is deselected after `onSelect` ran.
  ///   - configure: Shows `item` in a fresh or reused view; it must set every piece of content.
  ///     Rows with equal items are taken to look the same, so keep it a function of the item.
  ///   - onSelect: Runs when the user selects the row.
  public init<View: AnyObject, Item>(
    view viewClass: View.Type, item: Item, height: ComponentHeight = .automatic(estimate: 44),
    reuseIdentifier: String? = nil, id: AnyHashable? = nil, deselectsAfterSelection: Bool = true,
    configure: @escaping (View, Item) -> Void, onSelect: ((ItemSelection<View, Item>) -> Void)? = nil
  ) {
    self.init(
      box: AdaptedComponentBox<View, Item>(
        item: item, options: Self.adaptedOptions(reuseIdentifier, id), deselectsAfterSelection: deselectsAfterSelection,
        configure: configure, height: { _, _ in height }, onSelect: onSelect))
  }

  /// An adapted component whose item is `Equatable`: a diff can tell a changed row from an
  /// unchanged one.
  public init<View: AnyObject, Item: Equatable>(
    view viewClass: View.Type, item: Item, height: ComponentHeight = .automatic(estimate: 44),
    reuseIdentifier: String? = nil, id: AnyHashable? = nil, deselectsAfterSelection: Bool = true,
    configure: @escaping (View, Item) -> Void, onSelect: ((ItemSelection<View, Item>) -> Void)? = nil
  ) {
    self.init(
      box: EquatableAdaptedComponentBox<View, Item>(
        item: item, options: Self.adaptedOptions(reuseIdentifier, id), deselectsAfterSelection: deselectsAfterSelection,
        configure: configure, height: { _, _ in height }, onSelect: onSelect))
  }

  /// An adapted component whose item is `Hashable`: without an explicit `id`, the item is its
  /// identity.
  public init<View: AnyObject, Item: Hashable>(
    view viewClass: View.Type, item: Item, height: ComponentHeight = .automatic(estimate: 44),
    reuseIdentifier: String? = nil, id: AnyHashable? = nil, deselectsAfterSelection: Bool = true,
    configure: @escaping (View, Item) -> Void, onSelect: ((ItemSelection<View, Item>) -> Void)? = nil
  ) {
    self.init(
      box: HashableAdaptedComponentBox<View, Item>(
        item: item, options: Self.adaptedOptions(reuseIdentifier, id), deselectsAfterSelection: deselectsAfterSelection,
        configure: configure, height: { _, _ in height }, onSelect: onSelect))
  }

  /// An adapted component whose `configure` also depends on the item's index in its list.
  package init<View: AnyObject, Item>(
    view viewClass: View.Type, item: Item, position: Int, height: ComponentHeight,
    configure: @escaping (View, Item) -> Void, onSelect: ((ItemSelection<View, Item>) -> Void)?
  ) {
    self.init(
      box: AdaptedComponentBox<View, Item>(
        item: item, position: position, options: nil, deselectsAfterSelection: true, configure: configure,
        height: { _, _ in height }, onSelect: onSelect))
  }

  package init<View: AnyObject, Item: Hashable>(
    view viewClass: View.Type, item: Item, position: Int, height: ComponentHeight,
    configure: @escaping (View, Item) -> Void, onSelect: ((ItemSelection<View, Item>) -> Void)?
  ) {
    self.init(
      box: HashableAdaptedComponentBox<View, Item>(
        item: item, position: position, options: nil, deselectsAfterSelection: true, configure: configure,
        height: { _, _ in height }, onSelect: onSelect))
  }

  static func adaptedOptions(_ reuseIdentifier: String?, _ id: AnyHashable?) -> ComponentOptions? {
    guard reuseIdentifier != nil || id != nil else { return nil }
    return ComponentOptions(reuseIdentifier: reuseIdentifier, id: id, controlEventHandler: nil)
  }

  /// The item, if this component was made with `init(view:item:…)` for `View` and `Item`.
  public func item<View: AnyObject, Item>(as viewClass: View.Type, _ itemType: Item.Type = Item.self) -> Item? {
    (box as? AdaptedComponentBox<View, Item>)?.item
  }
}
