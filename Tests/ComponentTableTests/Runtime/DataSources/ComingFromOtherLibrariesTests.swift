import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

// The signature usage of each library the "Coming from other libraries" article compares with,
// written with ComponentTable. The README's "Coming from …" sections show the same code.

/// A plain cell with a text: no `ComponentView` conformance, like those libraries' `UITableViewCell`s
/// bound by an adapter block.
@MainActor
final class PlainCell: TerminalTableCell {
  var text = ""
  override func prepareForReuse() {
    super.prepareForReuse()
    text = ""
  }
  override func render(width: Int) -> [String] { text.components(separatedBy: "\n") }
}

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

@MainActor
@Suite struct ComingFromOtherLibrariesTests {
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
          opened.append((selection.indexPath, selection.view?.user?.name))
        })
    }

    #expect(host.render() == ["+--", "| Ann", "| ann@example.com", "@bob", "@cy", "@dee"])
    #expect(try engine.component(at: IndexPath(row: 0, section: 0)).reuseIdentifier == "user")
    host.selectRow(at: IndexPath(row: 1, section: 0))
    #expect(opened.map(\.0) == [IndexPath(row: 1, section: 0)])
    #expect(opened.map(\.1) == ["cy"], "the block gets the cell, as CCSelectCellBlock did")
    #expect(host.indexPathForSelectedRow == nil, "the row is deselected after its block")
    host.scroll(by: 1)
    #expect(host.render().last == "3 users")
    #expect(scrollDelegate.events(matching: "didScroll") == ["didScroll 1"])
    #expect(scrollDelegate.events(matching: "didSelect") == ["didSelect 0.1"])
  }

  /// CBTableViewDataSource: each section from one cell class, an array of data and an adapter
  /// block, with a title, a fixed or automatic height and a tap event; table header and footer
  /// views.
  @Test func cbTableViewDataSource() throws {
    let (engine, host) = makeTable(width: 30, height: 20)
    let goods = [Goods(title: "Tea", price: 3), Goods(title: "Cake", price: 5)]
    let feed = ["short", "two\nlines"]
    var tapped: [String] = []

    try engine.setTableHeader(TableComponent(BannerView.self, data: "SHOP"))
    try engine.addSection(
      TableSection(headerTitle: "Goods", cell: PlainCell.self, items: goods, height: .fixed(1)) { cell, goods, index in
        cell.text = "\(index + 1). \(goods.title) $\(goods.price)"
      } onSelect: { selection in
        tapped.append(selection.item.title)
      })
    try engine.addSection(
      TableSection(headerTitle: "Feed", cell: PlainCell.self, items: feed) { cell, post, _ in
        cell.text = post
      } onSelect: { selection in
        tapped.append(selection.item)
      })
    // An empty footer view, as CBTableViewDataSource's example uses to hide the empty rows.
    try engine.setTableFooter(TableComponent(BannerView.self, data: "~"))

    #expect(
      host.render() == ["SHOP", "", "GOODS", "1. Tea $3", "2. Cake $5", "", "FEED", "short", "two", "lines", "~"])
    #expect(engine.dataSource.heightForRow(at: IndexPath(row: 0, section: 0)) == .fixed(1))
    #expect(engine.dataSource.heightForRow(at: IndexPath(row: 1, section: 1)).isAutomatic, "autoHeight sizes the cell")
    host.selectRow(at: IndexPath(row: 1, section: 0))
    host.selectRow(at: IndexPath(row: 1, section: 1))
    #expect(tapped == ["Cake", "two\nlines"])
    #expect(host.createdViewCount[.cell] == 4, "one class, registered once, a view per visible row")
  }

  /// HTTableViewDataSourceDelegate: a map from model type to view class turns a list of
  /// models into rows; several data sources composed in one table each keep their own indices.
  @Test func htTableViewDataSourceDelegate() throws {
    let (engine, host) = makeTable(width: 30, height: 20)
    var map = ComponentMap()
    map.register(StringModelCell.self)
    map.register(AdvertCell.self)
    let models: [Any] = ["A", "B"].map(StringModel.init) + [Advert(text: "buy")] + ["C"].map(StringModel.init)

    let composition = TableComposition(engine: engine)
    let letters = composition.addSource()
    let numbers = composition.addSource()
    try numbers.addSection(
      TableSection(headerTitle: "Numbers", rows: try map.components(for: [StringModel(title: "1")])))
    try letters.addSection(TableSection(headerTitle: "Letters", rows: try map.components(for: models)))

    #expect(host.render() == ["", "LETTERS", "A", "B", "[ad] buy", "C", "", "NUMBERS", "1"])
    // Each source counts from its own section 0, wherever it sits in the table.
    try numbers.insertCell(try map.component(for: StringModel(title: "0")), at: IndexPath(row: 0, section: 0))
    try letters.removeCell(at: IndexPath(row: 2, section: 0))
    try letters.insertSection(
      TableSection(headerTitle: "Pinned", rows: [try map.component(for: StringModel(title: "★"))]), at: 0)
    #expect(
      try numbers.component(at: IndexPath(row: 1, section: 0)).data(as: StringModelCell.self) == StringModel(title: "1")
    )
    #expect(try numbers.tableIndexPath(for: IndexPath(row: 0, section: 0)) == IndexPath(row: 0, section: 2))
    #expect(numbers.localIndexPath(for: IndexPath(row: 1, section: 2)) == IndexPath(row: 1, section: 0))
    #expect(letters.localIndexPath(for: IndexPath(row: 1, section: 2)) == nil)
    #expect(
      host.render() == ["", "PINNED", "★", "", "LETTERS", "A", "B", "C", "", "NUMBERS", "0", "1"])
    #expect(host.inconsistencies.isEmpty)
    #expect(throws: TableError.unmappedModel(operation: "components(for:)", modelType: "Swift.Int", index: 1)) {
      try map.components(for: [StringModel(title: "x"), 42])
    }
  }

  /// The generic `DataSource<Item>`: one list of items of any type, a closure that configures
  /// each row, and a selection callback.
  @Test func genericDataSource() throws {
    struct CustomModel: Hashable { var id: Int }
    let (engine, host) = makeTable(width: 30, height: 20)
    var selected: [CustomModel] = []
    let dataSource = try TableList(
      engine: engine, cell: PlainCell.self, items: (1...3).map(CustomModel.init), height: .fixed(1)
    ) { cell, item in
      cell.text = "CustomModel: \(item.id)"
    } onSelect: { selection in
      selected.append(selection.item)
    }

    #expect(host.render() == ["CustomModel: 1", "CustomModel: 2", "CustomModel: 3"])
    host.selectRow(at: IndexPath(row: 2, section: 0))
    #expect(selected == [CustomModel(id: 3)])
    let updatesBefore = host.appliedUpdates.count
    try dataSource.setItems([3, 1, 4].map(CustomModel.init))
    #expect(host.render() == ["CustomModel: 3", "CustomModel: 1", "CustomModel: 4"])
    #expect(dataSource.items == [3, 1, 4].map(CustomModel.init))
    let updates = host.appliedUpdates.dropFirst(updatesBefore)
    #expect(updates.flatMap(\.deletedRows) == [IndexPath(row: 1, section: 0)], "2 leaves")
    #expect(updates.flatMap(\.insertedRows) == [IndexPath(row: 2, section: 0)], "4 arrives")
    #expect(updates.flatMap(\.movedRows).count == 1, "3 moves above 1")
    #expect(updates.allSatisfy { $0.reloadedRows.isEmpty && $0.reloadedSections.isEmpty }, "1 and 3 keep their views")
    #expect(dataSource.item(at: IndexPath(row: 2, section: 0)) == CustomModel(id: 4))
  }
}
