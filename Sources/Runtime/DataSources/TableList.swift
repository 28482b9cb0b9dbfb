import Foundation

/// One section that shows a list of items of any type, one row per item, through a view class
/// and a configure closure — the generic `DataSource<Item>`, with animated updates.
///
/// ```swift
/// let list = try TableList(engine: engine, cell: UITableViewCell.self, items: models) { cell, model in
///   cell.textLabel?.text = "CustomModel: \(model.id)"
/// } onSelect: { selection in
///   print("selected", selection.item)
/// }
/// try list.setItems(newModels)   // the rows that changed move, appear or go, animated
/// ```
///
/// With `Identifiable` items each row's identity is its item's `id`; with `Hashable` (and not
/// `Identifiable`) items it is the whole item. Either way ``setItems(_:animation:)`` moves,
/// inserts and removes only what changed; other items are matched by position.
@MainActor
public final class TableList<View: AnyObject, Item> {
  /// The section showing the list.
  public let section: TableSectionHandle
  /// The items shown, in order: read from the section's rows, so rows removed or moved through
  /// the engine (a swipe to delete) are reflected. Empty once the section left the table.
  /// O(rows in the section).
  public var items: [Item] {
    guard let index = section.index else { return [] }
    return engine.sections[index].rows.compactMap { $0.component.item(as: View.self, Item.self) }
  }

  private let engine: TableEngine
  private let makeRow: (Item) -> TableComponent

  /// A list shown in a new section appended to `engine`'s table.
  ///
  /// - Parameters:
  ///   - engine: The engine whose table shows the list.
  ///   - section: The section's other parts (title, footer, identity); its rows are ignored.
  ///   - height: Every row's height; `.automatic(estimate:)` (the default) for views that size
  ///     themselves.
  ///   - cell: The class of every row's view; any class the host can create.
  ///   - items: The items, one row each, in order.
  ///   - configure: Shows an item in a fresh or reused view.
  ///   - onSelect: Runs when the user selects a row.
  /// - Throws: What ``TableEngine/addSection(_:animation:)`` throws; nothing changes then.
  public convenience init(
    engine: TableEngine, section: TableSection = TableSection(), cell: View.Type, items: [Item],
    height: ComponentHeight = .automatic(estimate: 44), configure: @escaping (View, Item) -> Void,
    onSelect: ((ItemSelection<View, Item>) -> Void)? = nil
  ) throws(TableError) {
    try self.init(engine: engine, section: section, items: items) {
      TableComponent(view: View.self, item: $0, height: height, configure: configure, onSelect: onSelect)
    }
  }

  /// A list of `Hashable` items shown in a new section appended to `engine`'s table; each
  /// row's identity is its item.
  ///
  /// - Parameters:
  ///   - engine: The engine whose table shows the list.
  ///   - section: The section's other parts (title, footer, identity); its rows are ignored.
  ///   - cell: The class of every row's view; any class the host can create.
  ///   - items: The items, one row each, in order.
  ///   - height: Every row's height.
  ///   - configure: Shows an item in a fresh or reused view.
  ///   - onSelect: Runs when the user selects a row.
  /// - Throws: What ``TableEngine/addSection(_:animation:)`` throws; nothing changes then.
  public convenience init(
    engine: TableEngine, section: TableSection = TableSection(), cell: View.Type, items: [Item],
    height: ComponentHeight = .automatic(estimate: 44), configure: @escaping (View, Item) -> Void,
    onSelect: ((ItemSelection<View, Item>) -> Void)? = nil
  ) throws(TableError) where Item: Hashable {
    try self.init(engine: engine, section: section, items: items) {
      TableComponent(
        view: View.self, item: $0, height: height, configure: configure, onSelect: onSelect)
    }
  }

  /// A list of `Identifiable` items; each row's identity is its item's `id`, so a changed item
  /// updates its row in place. The parameters are those of the plain initializer.
  public convenience init(
    engine: TableEngine, section: TableSection = TableSection(), cell: View.Type, items: [Item],
    height: ComponentHeight = .automatic(estimate: 44), configure: @escaping (View, Item) -> Void,
    onSelect: ((ItemSelection<View, Item>) -> Void)? = nil
  ) throws(TableError) where Item: Identifiable {
    try self.init(engine: engine, section: section, items: items) {
      TableComponent(
        view: View.self, item: $0, height: height, configure: configure, onSelect: onSelect)
    }
  }

  /// A list of `Identifiable & Equatable` items: identity is the item's `id`, and `==` tells
  /// whether a row's content changed. The parameters are those of the plain initializer.
  public convenience init(
    engine: TableEngine, section: TableSection = TableSection(), cell: View.Type, items: [Item],
    height: ComponentHeight = .automatic(estimate: 44), configure: @escaping (View, Item) -> Void,
    onSelect: ((ItemSelection<View, Item>) -> Void)? = nil
  ) throws(TableError) where Item: Identifiable & Equatable {
    try self.init(engine: engine, section: section, items: items) {
      TableComponent(
        view: View.self, item: $0, height: height, configure: configure, onSelect: onSelect)
    }
  }

  /// A list of `Identifiable & Hashable` items: identity is the item's `id` (not the whole item),
  /// and `==` tells whether a row's content changed. The parameters are those of the plain
  /// initializer.
  public convenience init(
    engine: TableEngine, section: TableSection = TableSection(), cell: View.Type, items: [Item],
    height: ComponentHeight = .automatic(estimate: 44), configure: @escaping (View, Item) -> Void,
    onSelect: ((ItemSelection<View, Item>) -> Void)? = nil
  ) throws(TableError) where Item: Identifiable & Hashable {
    try self.init(engine: engine, section: section, items: items) {
      TableComponent(view: View.self, item: $0, height: height, configure: configure, onSelect: onSelect)
    }
  }

  /// The row kind (plain or `Hashable` item) is chosen by the public initializers' constraints
  /// and kept in `makeRow` for ``setItems(_:animation:)``.
  private init(
    engine: TableEngine, section: TableSection, items: [Item], makeRow: @escaping (Item) -> TableComponent
  ) throws(TableError) {
    self.engine = engine
    self.makeRow = makeRow
    var first = section
    first.rows = items.map(makeRow)
    self.section = try engine.addSection(first)
  }

  /// Shows `items` instead of the current ones, as the smallest animated update
  /// (``TableEngine/apply(_:animation:)`` with only this section's rows changed). O(rows of
  /// the table).
  ///
  /// - Throws: ``TableError/sectionRemoved(operation:)`` when the section left the table, or
  ///   what `apply` throws (it cannot run inside a `performBatchUpdates` group); nothing
  ///   changes then.
  public func setItems(_ items: [Item], animation: TableAnimation = .automatic) throws(TableError) {
    guard let index = section.index else { throw .sectionRemoved(operation: #function) }
    var table = engine.allSections
    table[index].rows = items.map(makeRow)
    try engine.apply(table, animation: animation)
  }

  /// The item of the row at the table's `indexPath`, or `nil` when the row is not in this list.
  public func item(at indexPath: IndexPath) -> Item? {
    guard indexPath.count == 2, indexPath.section == section.index,
      let component = try? engine.component(at: indexPath)
    else { return nil }
    return component.item(as: View.self, Item.self)
  }
}
