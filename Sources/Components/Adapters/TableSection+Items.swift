import Foundation

extension TableSection {
  /// A section whose rows all show one view class, one row per item, each configured by
  /// `configure` — CBTableViewDataSource's `section().cell(…).data(…).adapter(…)`.
  ///
  /// ```swift
  /// TableSection(headerTitle: "Goods", cell: GoodsCell.self, items: goods, height: .fixed(80)) { cell, goods, index in
  ///   cell.goods = goods
  /// } onSelect: { selection in
  ///   open(selection.item)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - cell: The class of every row's view; see
  ///     `TableComponent.init(view:item:height:reuseIdentifier:id:deselectsAfterSelection:configure:onSelect:)`.
  ///   - items: One row per item, in order.
  ///   - height: Every row's height: `.fixed(…)`, or `.automatic(estimate:)` (the default) for
  ///     views that size themselves — CBTableViewDataSource's `height` and `autoHeight`.
  ///   - configure: Binds an item to a view; receives the item's index in `items` (the list
  ///     the section was built from: a row inserted later by hand does not renumber the others).
  ///   - onSelect: The section's tap event, for every row.
  public init<View: AnyObject, Item>(
    id: AnyHashable? = nil, headerTitle: String? = nil, footerTitle: String? = nil, indexTitle: String? = nil,
    cell: View.Type, items: [Item], height: ComponentHeight = .automatic(estimate: 44),
    configure: @escaping (View, Item, Int) -> Void, onSelect: ((ItemSelection<View, Item>) -> Void)? = nil
  ) {
    // The call is written in each initializer so that overload resolution picks the row kind
    // (plain or `Hashable`) from the initializer's constraints.
    self.init(id: id, headerTitle: headerTitle, footerTitle: footerTitle, indexTitle: indexTitle, items: items) {
      item, index in
      TableComponent(
        view: cell, item: item, position: index, height: height,
        configure: { view, item in configure(view, item, index) }, onSelect: onSelect)
    }
  }

  /// The same section for `Hashable` items (not `Identifiable`): each row's identity is its
  /// whole item, so a changed item is a deleted row plus an inserted one. Applying a new
  /// list of items animates only what changed (a row whose index changed is reconfigured,
  /// since `configure` receives the index).
  public init<View: AnyObject, Item: Hashable>(
    id: AnyHashable? = nil, headerTitle: String? = nil, footerTitle: String? = nil, indexTitle: String? = nil,
    cell: View.Type, items: [Item], height: ComponentHeight = .automatic(estimate: 44),
    configure: @escaping (View, Item, Int) -> Void, onSelect: ((ItemSelection<View, Item>) -> Void)? = nil
  ) {
    // The call is written in each initializer so that overload resolution picks the row kind
    // (plain or `Hashable`) from the initializer's constraints.
    self.init(id: id, headerTitle: headerTitle, footerTitle: footerTitle, indexTitle: indexTitle, items: items) {
      item, index in
      TableComponent(
        view: cell, item: item, position: index, height: height,
        configure: { view, item in configure(view, item, index) }, onSelect: onSelect)
    }
  }

  /// The same section for `Identifiable` items: each row's identity is its item's `id`, so a
  /// changed item updates its row in place (configured again) rather than replacing it.
  public init<View: AnyObject, Item: Identifiable>(
    id: AnyHashable? = nil, headerTitle: String? = nil, footerTitle: String? = nil,
    indexTitle: String? = nil, cell: View.Type, items: [Item],
    height: ComponentHeight = .automatic(estimate: 44),
    configure: @escaping (View, Item, Int) -> Void,
    onSelect: ((ItemSelection<View, Item>) -> Void)? = nil
  ) {
    self.init(
      id: id, headerTitle: headerTitle, footerTitle: footerTitle, indexTitle: indexTitle,
      items: items
    ) { item, index in
      TableComponent(
        view: cell, item: item, position: index, height: height,
        configure: { view, item in configure(view, item, index) }, onSelect: onSelect)
    }
  }

  /// The same section for `Identifiable & Equatable` items: identity is the item's `id`, and a
  /// row is configured again only when its item (or its index) changed.
  public init<View: AnyObject, Item: Identifiable & Equatable>(
    id: AnyHashable? = nil, headerTitle: String? = nil, footerTitle: String? = nil,
    indexTitle: String? = nil, cell: View.Type, items: [Item],
    height: ComponentHeight = .automatic(estimate: 44),
    configure: @escaping (View, Item, Int) -> Void,
    onSelect: ((ItemSelection<View, Item>) -> Void)? = nil
  ) {
    self.init(
      id: id, headerTitle: headerTitle, footerTitle: footerTitle, indexTitle: indexTitle,
      items: items
    ) { item, index in
      TableComponent(
        view: cell, item: item, position: index, height: height,
        configure: { view, item in configure(view, item, index) }, onSelect: onSelect)
    }
  }

  /// The same section for `Identifiable & Hashable` items: identity is the item's `id` (not the
  /// whole item), and `==` tells whether a row's content changed.
  public init<View: AnyObject, Item: Identifiable & Hashable>(
    id: AnyHashable? = nil, headerTitle: String? = nil, footerTitle: String? = nil,
    indexTitle: String? = nil, cell: View.Type, items: [Item],
    height: ComponentHeight = .automatic(estimate: 44),
    configure: @escaping (View, Item, Int) -> Void,
    onSelect: ((ItemSelection<View, Item>) -> Void)? = nil
  ) {
    self.init(
      id: id, headerTitle: headerTitle, footerTitle: footerTitle, indexTitle: indexTitle,
      items: items
    ) { item, index in
      TableComponent(
        view: cell, item: item, position: index, height: height,
        configure: { view, item in configure(view, item, index) }, onSelect: onSelect)
    }
  }

  private init<Item>(
    id: AnyHashable?, headerTitle: String?, footerTitle: String?, indexTitle: String?, items: [Item],
    row: (Item, Int) -> TableComponent
  ) {
    let rows = items.enumerated().map { index, item in row(item, index) }
    self.init(id: id, headerTitle: headerTitle, footerTitle: footerTitle, indexTitle: indexTitle, rows: rows)
  }
}
