import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

// The signature usage of each library the "Coming from other libraries" article compares with,
// written on the package's one path: `ComponentView` classes, `addSection`/`addCell` or `apply`.
// The recipes' helpers below are the article's, word for word; the cells are terminal cells.

// MARK: Recipes (as in ComingFromOtherLibraries.md)

extension TableSection {
  /// One row of `cell` per item, in order: a generic `DataSource<Item>`'s section. Applied
  /// again with other items, the engine animates what changed: each item is its row's identity.
  @MainActor
  static func list<Cell: ComponentView>(
    id: AnyHashable? = nil, _ cell: Cell.Type, items: [Cell.Data],
    onSelect: ((SelectionContext<Cell.Data>) -> Void)? = nil
  ) -> TableSection where Cell.Data: Hashable {
    TableSection(id: id, rows: items.map { TableComponent(cell, data: $0, onSelect: onSelect) })
  }
}

/// Several sources of sections shown one after the other in one table: each source changes
/// only its own sections, counted from 0, and `apply` animates the difference. Change the
/// table only through it: it is the table's model.
@MainActor
final class ComposedTable {
  let engine: TableEngine
  private(set) var sources: [[TableSection]]

  init(engine: TableEngine, sourceCount: Int) {
    self.engine = engine
    sources = Array(repeating: [], count: sourceCount)
  }

  /// Changes the sections of source `index`; when the engine refuses them, nothing changes.
  func update(source index: Int, _ change: (inout [TableSection]) -> Void) throws(TableError) {
    var next = sources
    change(&next[index])
    try engine.apply(next.flatMap { $0 })
    sources = next
  }

  /// The table's index of section `section` of source `index`.
  func tableSection(_ section: Int, ofSource index: Int) -> Int {
    sources[..<index].reduce(section) { $0 + $1.count }
  }
}

/// HTTableViewDataSourceDelegate's models: one case per model class of its `cellTypeMap`.
enum FeedModel: Equatable {
  case text(StringModel)
  case advert(Advert)
}

/// The `cellTypeMap`: a `switch`, which the compiler checks gives every model a cell class.
@MainActor
func feedRow(_ model: FeedModel) -> TableComponent {
  switch model {
  case .text(let text): TableComponent(StringModelCell.self, data: text)
  case .advert(let advert): TableComponent(AdvertCell.self, data: advert)
  }
}

// MARK: Models and cells

struct User: Hashable {
  var name: String
}

/// CCTableDataSource's `UserCell`: `configureWithData:` and `+heightForData:`.
@MainActor
final class UserCell: TerminalTableCell, ComponentView {
  private(set) var user: User?
  func configure(with user: User) { self.user = user }
  static func height(for user: User, width: CGFloat) -> ComponentHeight { .fixed(1) }
  override func render(width: Int) -> [String] { ["@\(user?.name ?? "")"] }
}

struct Goods: Hashable {
  var title: String
  var price: Int
}

/// CBTableViewDataSource's goods cell, of a fixed height.
@MainActor
final class GoodsCell: TerminalTableCell, ComponentView {
  private(set) var goods: Goods?
  func configure(with goods: Goods) { self.goods = goods }
  static func height(for goods: Goods, width: CGFloat) -> ComponentHeight { .fixed(1) }
  override func render(width: Int) -> [String] { goods.map { ["\($0.title) $\($0.price)"] } ?? [] }
}

/// CBTableViewDataSource's `autoHeight` cell: it sizes itself.
@MainActor
final class PostCell: TerminalTableCell, ComponentView {
  private(set) var text = ""
  func configure(with text: String) { self.text = text }
  static func height(for text: String, width: CGFloat) -> ComponentHeight { .automatic(estimate: 1) }
  override func render(width: Int) -> [String] { text.components(separatedBy: "\n") }
}

/// HTTableViewDataSourceDelegate's model classes.
struct StringModel: Hashable {
  var title: String
}

struct Advert: Equatable {
  var text: String
}

@MainActor
final class StringModelCell: TerminalTableCell, ComponentView {
  private(set) var title = ""
  func configure(with model: StringModel) { title = model.title }
  static func height(for model: StringModel, width: CGFloat) -> ComponentHeight { .fixed(1) }
  override func render(width: Int) -> [String] { [title] }
}

@MainActor
final class AdvertCell: TerminalTableCell, ComponentView {
  private(set) var text = ""
  func configure(with advert: Advert) { text = advert.text }
  static func height(for advert: Advert, width: CGFloat) -> ComponentHeight { .fixed(1) }
  override func render(width: Int) -> [String] { ["[ad] \(text)"] }
}

/// The generic `DataSource<Item>`'s item and its cell.
struct CustomModel: Hashable {
  var id: Int
}

@MainActor
final class CustomModelCell: TerminalTableCell, ComponentView {
  private(set) var model: CustomModel?
  func configure(with model: CustomModel) { self.model = model }
  static func height(for model: CustomModel, width: CGFloat) -> ComponentHeight { .fixed(1) }
  override func render(width: Int) -> [String] { ["CustomModel: \(model?.id ?? -1)"] }
}

@MainActor
@Suite struct ComingFromOtherLibrariesTests {
  func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

  /// CCTableDataSource: `addSection`, then `addCell` of components with a class, data, an
  /// identifier and a select block; header and footer components; an external delegate that
  /// receives the scroll events.
  @Test func ccTableDataSource() throws {
    let scrollDelegate = RecordingDelegate()
    let (engine, host) = makeTable(width: 30, height: 6, delegate: scrollDelegate)
    var opened: [(IndexPath, String?)] = []

    let section = try engine.addSection(
      TableSection(
        header: TableComponent(ProfileHeader.self, data: Profile(name: "Ann", email: "ann@example.com")),
        footer: TableComponent(NoteFooter.self, data: "3 users")))
    for name in ["bob", "cy", "dee"] {
      try section.addCell(
        TableComponent(UserCell.self, data: User(name: name), reuseIdentifier: "user") { selection in
          opened.append((selection.indexPath, (selection.view as? UserCell)?.user?.name))
        })
    }

    #expect(host.render() == ["+--", "| Ann", "| ann@example.com", "@bob", "@cy", "@dee"])
    #expect(try engine.component(at: path(0, 0)).reuseIdentifier == "user")
    host.selectRow(at: path(0, 1))
    #expect(opened.map(\.0) == [path(0, 1)])
    #expect(opened.map(\.1) == ["cy"], "the block gets the cell, as CCSelectCellBlock did")
    #expect(host.indexPathForSelectedRow == nil, "the row is deselected after its block")
    host.scroll(by: 1)
    #expect(host.render().last == "3 users")
    #expect(scrollDelegate.events(matching: "didScroll") == ["didScroll 1"])
    #expect(scrollDelegate.events(matching: "didSelect") == ["didSelect 0.1"])
  }

  /// CBTableViewDataSource: each section one cell class and an array of data with a title, a
  /// fixed or automatic height and a tap event; table header and footer views.
  @Test func cbTableViewDataSource() throws {
    let (engine, host) = makeTable(width: 30, height: 20)
    let goods = [Goods(title: "Tea", price: 3), Goods(title: "Cake", price: 5)]
    let feed = ["short", "two\nlines"]
    var tapped: [String] = []

    try engine.setTableHeader(TableComponent(BannerView.self, data: "SHOP"))
    try engine.addSection(
      TableSection(
        headerTitle: "Goods",
        rows: goods.map { TableComponent(GoodsCell.self, data: $0) { tapped.append($0.data.title) } }))
    try engine.addSection(
      TableSection(
        headerTitle: "Feed", rows: feed.map { TableComponent(PostCell.self, data: $0) { tapped.append($0.data) } }))
    // An empty footer view, as CBTableViewDataSource's example uses to hide the empty rows.
    try engine.setTableFooter(TableComponent(BannerView.self, data: "~"))

    #expect(host.render() == ["SHOP", "", "GOODS", "Tea $3", "Cake $5", "", "FEED", "short", "two", "lines", "~"])
    #expect(engine.dataSource.heightForRow(at: path(0, 0), width: host.availableWidth) == .fixed(1))
    #expect(
      engine.dataSource.heightForRow(at: path(1, 1), width: host.availableWidth).isAutomatic,
      "autoHeight: the cell sizes itself")
    host.selectRow(at: path(0, 1))
    host.selectRow(at: path(1, 1))
    #expect(tapped == ["Cake", "two\nlines"])
    let views = host.indexPathsForVisibleRows.compactMap { host.cellForRow(at: $0).map(ObjectIdentifier.init) }
    #expect(Set(views).count == 4, "a view per visible row")
  }

  /// HTTableViewDataSourceDelegate: a map from model to cell class turns a list of models into
  /// rows; several data sources composed in one table each keep their own indices.
  @Test func htTableViewDataSourceDelegate() throws {
    let (engine, host) = makeTable(width: 30, height: 20)
    let models: [FeedModel] = [
      .text(StringModel(title: "A")), .text(StringModel(title: "B")), .advert(Advert(text: "buy")),
      .text(StringModel(title: "C")),
    ]
    let table = ComposedTable(engine: engine, sourceCount: 2)
    try table.update(source: 1) {
      $0 = [TableSection(id: "numbers", headerTitle: "Numbers", rows: [feedRow(.text(StringModel(title: "1")))])]
    }
    try table.update(source: 0) {
      $0 = [TableSection(id: "letters", headerTitle: "Letters", rows: models.map(feedRow))]
    }
    #expect(host.render() == ["", "LETTERS", "A", "B", "[ad] buy", "C", "", "NUMBERS", "1"])

    // Each source counts from its own section 0, wherever it sits in the table.
    let inserted = try host.updatesSent {
      try table.update(source: 1) { $0[0].rows.insert(feedRow(.text(StringModel(title: "0"))), at: 0) }
    }
    #expect(inserted == [TableBatchUpdate(insertedRows: [path(1, 0)])], "one row animated in, nothing else")
    try table.update(source: 0) {
      $0[0].rows.remove(at: 2)
      $0.insert(
        TableSection(id: "pinned", headerTitle: "Pinned", rows: [feedRow(.text(StringModel(title: "★")))]), at: 0)
    }
    #expect(table.tableSection(0, ofSource: 1) == 2)
    #expect(
      try engine.component(at: path(table.tableSection(0, ofSource: 1), 1)).data(as: StringModelCell.Data.self)
        == StringModel(title: "1"))
    #expect(host.render() == ["", "PINNED", "★", "", "LETTERS", "A", "B", "C", "", "NUMBERS", "0", "1"])
    #expect(host.inconsistencies.isEmpty)
  }

  /// A change the engine refuses leaves the composed table and its sources as they were.
  @Test func aComposedTableKeepsItsSourcesWhenAChangeIsRefused() throws {
    let (engine, host) = makeTable(width: 30, height: 20)
    let table = ComposedTable(engine: engine, sourceCount: 2)
    try table.update(source: 0) { $0 = [TableSection(rows: [feedRow(.text(StringModel(title: "A")))])] }
    let taken = TableComponent.derivedReuseIdentifier(for: StringModelCell.self)
    let before = dump(engine)
    #expect(throws: TableError.self) {
      try table.update(source: 1) {
        $0 = [TableSection(rows: [TableComponent(AdvertCell.self, data: Advert(text: "x"), reuseIdentifier: taken)])]
      }
    }
    #expect(table.sources.map(\.count) == [1, 0])
    #expect(dump(engine) == before)
    #expect(host.render() == ["A"])
  }

  /// The generic `DataSource<Item>`: one list of items of any type, a cell that shows one, and
  /// a selection callback; new items animate what changed.
  @Test func genericDataSource() throws {
    let (engine, host) = makeTable(width: 30, height: 20)
    var selected: [CustomModel] = []
    func show(_ models: [CustomModel]) throws {
      try engine.apply([.list(CustomModelCell.self, items: models) { selected.append($0.data) }])
    }

    try show((1...3).map(CustomModel.init))
    #expect(host.render() == ["CustomModel: 1", "CustomModel: 2", "CustomModel: 3"])
    host.selectRow(at: path(0, 2))
    #expect(selected == [CustomModel(id: 3)])
    let updates = try host.updatesSent { try show([3, 1, 4].map(CustomModel.init)) }
    #expect(host.render() == ["CustomModel: 3", "CustomModel: 1", "CustomModel: 4"])
    #expect(updates.flatMap(\.deletedRows) == [path(0, 1)], "2 leaves")
    #expect(updates.flatMap(\.insertedRows) == [path(0, 2)], "4 arrives")
    #expect(updates.flatMap(\.movedRows).count == 1, "3 moves above 1")
    #expect(updates.allSatisfy { $0.reloadedRows.isEmpty && $0.reloadedSections.isEmpty }, "1 and 3 keep their views")
    #expect(try engine.component(at: path(0, 2)).data(as: CustomModelCell.Data.self) == CustomModel(id: 4))
    host.selectRow(at: path(0, 0))
    #expect(selected == [CustomModel(id: 3), CustomModel(id: 3)], "the new rows carry the callback")
  }

  /// The recipes' helpers at the top of this file are the article's, word for word: what these
  /// tests run is what the article tells people to copy.
  @Test func theRecipesAreTheArticles() throws {
    let root = packageRoot()
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/Runtime/ComponentTable.docc/ComingFromOtherLibraries.md"),
      encoding: .utf8)
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let start = try #require(source.range(of: "// MARK: Recipes (as in ComingFromOtherLibraries.md)\n"))
    let end = try #require(source.range(of: "// MARK: Models and cells"))
    let chunks = source[start.upperBound..<end.lowerBound].components(separatedBy: "\n\n")
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    #expect(chunks.count >= 5, "the recipes were found")
    for chunk in chunks {
      #expect(article.contains(chunk), "the article does not hold:\n\(chunk)")
    }
  }
}
