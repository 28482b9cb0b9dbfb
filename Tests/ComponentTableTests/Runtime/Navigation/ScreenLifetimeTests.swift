import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A screen keeps its engine, and what the engine shows, for its whole time on the stack:
/// covering it with a child and popping the child changes nothing on it unless it was made
/// `revealBehavior: .refresh`. Checked on the terminal's tables and on a host shaped like the
/// UIKit one (the navigator logic `UIKitTableNavigator` presents: its back button pops).
@MainActor
@Suite struct ScreenLifetimeTests {
  /// A section added to the screen's engine by hand, which its builder does not make.
  static let added = TableSection(id: "added", rows: [TableComponent(LabelCell.self, data: "Added row")])

  @Test func aSectionAddedToACoveredScreenIsStillThereAfterThePop() throws {
    let model = NavigationModel()
    let root = labelScreen("Root", count: 2, model: model)
    let navigator = try makeNavigator(root: root)
    let engine = try #require(root.engine)
    try engine.addSection(Self.added)
    try navigator.push(labelScreen("Child"))
    #expect(navigator.pop())
    #expect(root.engine === engine)
    #expect(engine.sectionCount == 2)
    #expect(root.terminalTable?.render().contains("Added row") == true)
    #expect(model.buildCount["Root"] == 1)  // not rebuilt
  }

  @Test func popToRootKeepsTheRootsIncrementalChanges() throws {
    let root = labelScreen("Root", count: 2)
    let navigator = try makeNavigator(root: root)
    try root.engine?.removeCell(at: IndexPath(row: 0, section: 0))
    try navigator.push(labelScreen("A"))
    try navigator.push(labelScreen("B"))
    #expect(navigator.popToRoot())
    #expect(root.terminalTable?.render().first == "Root 1")
  }

  @Test func aRefreshingScreenIsRebuiltOnThePopAndAKeepingOneIsNot() throws {
    let model = NavigationModel()
    let refreshing = TableScreen(title: "Refreshing", revealBehavior: .refresh) {
      TableSection(id: "main", rows: [TableComponent(LabelCell.self, data: "wifi \(model.wifi)")])
    }
    let navigator = try makeNavigator(root: refreshing)
    let keeping = TableScreen(title: "Keeping") {
      TableSection(id: "main", rows: [TableComponent(LabelCell.self, data: "wifi \(model.wifi)")])
    }
    try navigator.push(keeping)
    try navigator.push(labelScreen("Child"))
    model.wifi = true
    #expect(navigator.pop())
    #expect(keeping.terminalTable?.render().first == "wifi false")  // kept
    #expect(navigator.pop())
    #expect(refreshing.terminalTable?.render().first == "wifi true")  // rebuilt
  }

  @Test func onAUIKitShapedHostThePopSendsTheParentNothingAndKeepsItsRows() throws {
    var tableViews: [UIKitShapedHost.FakeTableView] = []
    var hosts: [String: UIKitShapedHost] = [:]
    let root = labelScreen("Root", count: 2)
    let navigator = try TableNavigator(root: root) { screen in
      let (tableView, host) = UIKitShapedHost.make()
      tableViews.append(tableView)  // the view controller's table view, kept by UIKit
      hosts[screen.title] = host
      return host
    }
    let rootHost = try #require(hosts["Root"])
    try root.engine?.addSection(Self.added)
    try navigator.push(labelScreen("Child"))
    let callsBeforePop = rootHost.calls
    // What UIKitTableNavigator does when the back button removed the child's controller.
    #expect(navigator.pop())
    #expect(rootHost.calls == callsBeforePop)
    #expect(root.engine?.sectionCount == 2)
    #expect(try root.engine?.section(at: 1).id == AnyHashable("added"))
    withExtendedLifetime(tableViews) {}
  }

  @Test func revealBehaviorCanBeChangedWhileTheScreenIsShown() throws {
    let model = NavigationModel()
    let root = labelScreen("Root", model: model)
    let navigator = try makeNavigator(root: root)
    try navigator.push(labelScreen("Child"))
    root.revealBehavior = .refresh
    navigator.pop()
    #expect(model.buildCount["Root"] == 2)
  }
}
