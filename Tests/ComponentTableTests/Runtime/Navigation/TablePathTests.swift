import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A ``TablePath`` names rows and screens by their ids (titles where they have none), opens
/// them several screens deep with the row focused, survives a reordering of the rows, and a
/// path that names nothing any more opens the nearest screen that exists and says what is
/// missing.
@MainActor
@Suite struct TablePathTests {

  @MainActor final class Model {
    var reversed = false
  }

  /// Settings › General (id "general") › About (id "about") › Version (id "version"), Name, Build; rows of every
  /// screen in reverse order when the model says so.
  func root(_ model: Model) -> TableScreen {
    func ordered(_ rows: [TableComponent]) -> [TableComponent] { model.reversed ? rows.reversed() : rows }
    let about: @MainActor () -> TableScreen = {
      TableScreen(title: "About") {
        TableSection(
          id: "info",
          rows: ordered([
            TableComponent.valueRow("Version", value: "1.0", id: "version"),
            TableComponent.valueRow("Name", value: "Phone"),
            TableComponent.valueRow("Build", value: "42"),
          ]))
      }
    }
    let general: @MainActor () -> TableScreen = {
      TableScreen(title: "General") {
        TableSection(
          id: "general",
          rows: ordered([
            TableComponent.switchRow("Bold Text", isOn: .value(false)) { _ in },
            TableComponent.navigationRow("About", id: "about", destination: about),
          ]))
      }
    }
    return TableScreen(title: "Settings") {
      TableSection(
        id: "main",
        rows: ordered([
          TableComponent.valueRow("Name", value: "Phone"),
          TableComponent.navigationRow("General", id: "general", destination: general),
        ]))
    }
  }

  func title(of row: IndexPath?, in navigator: TableNavigator) throws -> String? {
    let row = try #require(row)
    let component = try #require(navigator.top.engine).component(at: row)
    return component.data(as: ValueRowData.self)?.title
  }

  @Test func aPathOpensTwoScreensDeepAndTheTerminalFocusesItsRow() throws {
    let app = try TerminalTableApp(root: root(Model()))
    app.resize(to: TerminalSize(columns: 40, rows: 12))
    let navigator = try #require(app.navigator)
    let row = try navigator.open(TablePath("general/about/version")!)
    #expect(navigator.path == ["Settings", "General", "About"])
    #expect(try title(of: row, in: navigator) == "Version")
    #expect(app.table.focusedIndexPath == row)
    // Going back lands on the rows the path followed.
    app.replay([.escape])
    #expect(app.table.focusedIndexPath == IndexPath(row: 1, section: 0))  // About
    app.replay([.escape])
    #expect(app.table.focusedIndexPath == IndexPath(row: 1, section: 0))  // General
  }

  @Test func aPathSurvivesAReorderingOfTheRows() throws {
    let model = Model()
    let navigator = try makeNavigator(root: root(model))
    let path = try #require(TablePath("general/about/version"))
    let before = try navigator.open(path)
    model.reversed = true
    try navigator.screens[0].refresh()
    let after = try navigator.open(path)
    #expect(before != after)  // the row moved…
    #expect(try title(of: after, in: navigator) == "Version")  // …and is found where it went
    #expect(navigator.path == ["Settings", "General", "About"])
  }

  @Test func aStalePathOpensTheNearestScreenAndNamesWhatIsMissing() throws {
    let navigator = try makeNavigator(root: root(Model()))
    #expect(throws: TableError.pathNotFound(path: "general/legal/version", missing: "legal", screen: "General")) {
      try navigator.open(TablePath("general/legal/version")!)
    }
    #expect(navigator.path == ["Settings", "General"])
    #expect(throws: TableError.pathNotFound(path: "general/about/serial", missing: "serial", screen: "About")) {
      try navigator.open(TablePath("general/about/serial")!)
    }
    #expect(navigator.path == ["Settings", "General", "About"])
    let error = TableError.pathNotFound(path: "general/legal/version", missing: "legal", screen: "General")
    #expect(error.description.contains("\"general/legal/version\""))
    #expect(error.description.contains("\"legal\""))
  }

  @Test func aPathToAScreenOpensItAtItsTopAndAScreenKnowsItsPath() throws {
    let navigator = try makeNavigator(root: root(Model()))
    #expect(try navigator.open(TablePath("general/about/")!) == nil)
    #expect(navigator.path == ["Settings", "General", "About"])
    #expect(navigator.tablePath(of: navigator.top)?.description == "general/about/")
    // A screen opened by tapping its row is found through the row that opens it.
    #expect(navigator.popToRoot())
    try selectRow(showing: "General", onTopOf: navigator)
    try selectRow(showing: "About", onTopOf: navigator)
    #expect(navigator.tablePath(of: navigator.top) == TablePath(["general", "about"], isScreen: true))
    #expect(navigator.tablePath(of: navigator.screens[0]) == .root)
  }

  @Test func rowsWithoutAnIdAreNamedByTheirTitle() throws {
    let navigator = try makeNavigator(root: root(Model()))
    let row = try navigator.open(TablePath(["general", "about", "Build"]))
    #expect(try title(of: row, in: navigator) == "Build")
  }

  @Test func aPathReadsAndWritesItsTextForURLsAndActivities() throws {
    let path = TablePath(["wi-fi", "Ask to Join", "a/b"])
    #expect(path.description == "wi-fi/Ask%20to%20Join/a%2Fb")
    #expect(TablePath(path.description) == path)
    #expect(TablePath(url: URL(string: "myapp://settings/wi-fi/Ask%20to%20Join/a%2Fb")!) == path)
    #expect(TablePath(userInfo: path.userInfo) == path)
    let data = try JSONEncoder().encode([path])
    #expect(try JSONDecoder().decode([TablePath].self, from: data) == [path])
    #expect(TablePath("/") == .root)
    #expect(TablePath("a//b") == nil)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([TablePath].self, from: Data(#"["a//b"]"#.utf8)) }
  }
}
