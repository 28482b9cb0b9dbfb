import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// `TableComponent.navigationRow` and `TableComponent.pickerRow`: rows that open screens.
@MainActor
@Suite struct BuiltInRowNavigationTests {

  static let sizes = ["Small", "Medium", "Large"]

  func pickerScreen(_ model: NavigationModel, changes: @escaping (Int) -> Void = { _ in })
    -> TableScreen
  {
    TableScreen(title: "Display") {
      TableSection(
        id: "display",
        rows: [
          TableComponent.pickerRow(
            "Text Size", selection: .value(model.choice),
            options: Self.sizes.enumerated().map { ($0.offset, $0.element) }
          ) { index in
            model.choice = index
            changes(index)
          }
        ])
    }
  }

  func row(_ screen: TableScreen) throws -> ValueRowData {
    try #require(
      try screen.engine?.component(at: IndexPath(row: 0, section: 0)).data(as: ValueRowData.self))
  }

  @Test func navigationRowPushesTheScreenItsDestinationMakesEachTime() throws {
    var made = 0
    let root = TableScreen(title: "Root") {
      TableSection(rows: [
        TableComponent.navigationRow("Legal", value: "3") {
          made += 1
          return labelScreen("Legal")
        }
      ])
    }
    let navigator = try makeNavigator(root: root)
    #expect(try row(root) == ValueRowData(title: "Legal", value: "3", showsDisclosure: true))
    let table = try #require(root.terminalTable)
    table.selectRow(at: IndexPath(row: 0, section: 0))
    #expect(navigator.path == ["Root", "Legal"])
    navigator.pop()
    table.selectRow(at: IndexPath(row: 0, section: 0))
    #expect(made == 2)
    #expect(navigator.path == ["Root", "Legal"])
    // Deselected after the closure, as settings rows are.
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func optionPickerShowsTheChoiceAndListsTheOptionsWithACheckmark() throws {
    let model = NavigationModel()
    model.choice = 1
    let root = pickerScreen(model)
    let navigator = try makeNavigator(root: root)
    #expect(
      try row(root) == ValueRowData(title: "Text Size", value: "Medium", showsDisclosure: true))
    try #require(root.terminalTable).selectRow(at: IndexPath(row: 0, section: 0))
    let list = try #require(navigator.screens.last)
    #expect(list.title == "Text Size")
    let engine = try #require(list.engine)
    let checked = try (0..<3).map {
      try #require(
        try engine.component(at: IndexPath(row: $0, section: 0)).data(as: CheckmarkRowData.self))
    }
    #expect(checked.map(\.title) == Self.sizes)
    #expect(checked.map(\.isChecked) == [false, true, false])
  }

  @Test func choosingAnOptionMovesTheCheckmarkAndThePopShowsTheNewValue() throws {
    let model = NavigationModel()
    var changes: [Int] = []
    let root = pickerScreen(model) { changes.append($0) }
    let navigator = try makeNavigator(root: root)
    let rootTable = try #require(root.terminalTable)
    rootTable.selectRow(at: IndexPath(row: 0, section: 0))
    let list = try #require(navigator.screens.last)
    let listTable = try #require(list.terminalTable)
    listTable.selectRow(at: IndexPath(row: 2, section: 0))
    #expect(changes == [2])
    #expect(navigator.path == ["Display", "Text Size"])  // the list stays open, as in Settings
    let checks = try (0..<3).map {
      try #require(
        try list.engine?.component(at: IndexPath(row: $0, section: 0)).data(
          as: CheckmarkRowData.self)
      ).isChecked
    }
    #expect(checks == [false, false, true])
    listTable.selectRow(at: IndexPath(row: 2, section: 0))  // already chosen: no change
    #expect(changes == [2])
    // The picker's row in the parent shows the choice at once, without rebuilding the parent.
    #expect(try row(root).value == "Large")
    navigator.pop()
    #expect(try row(root).value == "Large")
    #expect(rootTable.render().first?.hasSuffix("Large ›") == true)
  }

  @Test func optionPickerWithAChoiceOutsideTheOptionsShowsNoValue() throws {
    let model = NavigationModel()
    model.choice = 7
    let root = pickerScreen(model)
    let navigator = try makeNavigator(root: root)
    #expect(try row(root).value == "")
    try #require(root.terminalTable).selectRow(at: IndexPath(row: 0, section: 0))
    let engine = try #require(navigator.top.engine)
    let first = try engine.component(at: IndexPath(row: 0, section: 0)).data(
      as: CheckmarkRowData.self)
    #expect(first?.isChecked == true)  // the list starts at the first option

    let empty = TableScreen(title: "Empty") {
      TableSection(rows: [TableComponent.pickerRow("None", selection: .value(0), options: []) { _ in }])
    }
    try navigator.push(empty)
    try #require(empty.terminalTable).selectRow(at: IndexPath(row: 0, section: 0))
    #expect(navigator.top.title == "None")
    #expect(navigator.top.engine?.dataSource.numberOfRows(inSection: 0) == 0)
  }
}
