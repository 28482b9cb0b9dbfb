import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The navigator's stack follows what its presenter shows: screens a host took away without
/// telling (a collapsing split view, the app's own stack replacement) are dropped before the
/// next push or pop, and a row of a covered screen still shown (a split view's list column)
/// replaces the screens above it.
@MainActor
@Suite struct NavigatorReconcileTests {
  /// Records what the navigator told it, and shows every screen but the ones in `gone`.
  final class ShowingPresenter: TableNavigationPresenter {
    var gone: Set<String> = []
    var events: [String] = []
    func navigator(_ navigator: TableNavigator, didPush screen: TableScreen) { events.append("push \(screen.title)") }
    func navigator(_ navigator: TableNavigator, didPop screen: TableScreen) { events.append("pop \(screen.title)") }
    func navigator(_ navigator: TableNavigator, didChangeStackFrom old: [TableScreen]) {
      events.append("\(old.map(\.title)) -> \(navigator.path)")
    }
    func navigator(_ navigator: TableNavigator, isShowing screen: TableScreen) -> Bool {
      !gone.contains(screen.title)
    }
  }

  func navigator(_ presenter: ShowingPresenter, root: TableScreen = labelScreen("Root")) throws -> TableNavigator {
    let navigator = try TableNavigator(root: root) { _ in TerminalTableView(width: 40, height: 6) }
    navigator.presenter = presenter
    return navigator
  }

  /// A navigator showing screens titled `titles` above its root, whose presenter no longer
  /// shows those in `gone` (the user took them off).
  func stack(_ titles: [String], gone: Set<String>) throws -> (ShowingPresenter, TableNavigator) {
    let presenter = ShowingPresenter()
    let navigator = try navigator(presenter)
    for title in titles { try navigator.push(labelScreen(title)) }
    presenter.gone = gone
    return (presenter, navigator)
  }

  @Test func aPushStartsAboveTheTopScreenThePresenterStillShows() throws {
    let presenter = ShowingPresenter()
    let navigator = try navigator(presenter)
    let b = labelScreen("B")
    try navigator.push(labelScreen("A"))
    try navigator.push(b)
    try navigator.push(labelScreen("C"))
    presenter.gone = ["B", "C"]
    presenter.events = []
    try navigator.push(labelScreen("D"))
    #expect(navigator.path == ["Root", "A", "D"])
    #expect(presenter.events == ["pop C", "pop B", "push D"])
    #expect(b.engine == nil)  // dropped screens let go of their tables
  }

  @Test func aPopTakesOffTheScreenTheUserSees() throws {
    let (presenter, navigator) = try stack(["A", "B"], gone: ["B"])
    defer { withExtendedLifetime(presenter) {} }  // the navigator holds it weakly
    #expect(navigator.pop())
    #expect(navigator.path == ["Root"])
  }

  @Test func aPopToRootOfAStackAlreadyDroppedToTheRootSaysItPopped() throws {
    let (presenter, navigator) = try stack(["A"], gone: ["A"])
    defer { withExtendedLifetime(presenter) {} }
    #expect(navigator.popToRoot())
    #expect(navigator.path == ["Root"])
  }

  @Test func theRevealedScreenIsRefreshedOnceWhenScreensAreDropped() throws {
    let presenter = ShowingPresenter()
    let model = NavigationModel()
    let a = TableScreen(title: "A", revealBehavior: .refresh) {
      model.buildCount["A", default: 0] += 1
      return [TableSection(id: "rows", rows: [TableComponent(LabelCell.self, data: "A")])]
    }
    let navigator = try navigator(presenter)
    try navigator.push(a)
    try navigator.push(labelScreen("B"))
    try navigator.push(labelScreen("C"))
    presenter.gone = ["B", "C"]
    #expect(navigator.reconcileWithPresenter())
    #expect(navigator.path == ["Root", "A"])
    #expect(model.buildCount["A"] == 2)  // built, then revealed when it became the top
    #expect(!navigator.reconcileWithPresenter())
  }

  @Test func nothingIsDroppedWithoutAPresenter() throws {
    let (_, navigator) = try stack(["A"], gone: ["A"])
    navigator.presenter = nil
    #expect(!navigator.reconcileWithPresenter())
    #expect(navigator.path == ["Root", "A"])
  }

  /// A split view shows the root's list beside the screens it opened: a row tapped there
  /// opens its screen in place of them, told to the presenter as one change.
  @Test func aRowOfACoveredScreenReplacesTheScreensAboveIt() throws {
    let presenter = ShowingPresenter()
    let root = TableScreen(title: "Root") {
      TableSection(id: "rows", rows: [TableComponent.navigationRow("Display") { labelScreen("Display") }])
    }
    let navigator = try navigator(presenter, root: root)
    let a = labelScreen("A")
    let b = labelScreen("B")
    try navigator.push(a)
    try navigator.push(b)
    presenter.events = []
    let table = try #require(root.terminalTable)
    table.selectRow(at: IndexPath(row: 0, section: 0))
    #expect(navigator.path == ["Root", "Display"])
    #expect(presenter.events == ["[\"Root\", \"A\", \"B\"] -> [\"Root\", \"Display\"]"])
    #expect(a.engine == nil && b.engine == nil && a.navigator == nil)
    // From the top, it is a push.
    try navigator.push(labelScreen("Brightness"), from: navigator.top)
    #expect(navigator.path == ["Root", "Display", "Brightness"])
  }

  @Test func aRefusedPushFromACoveredScreenLeavesTheStackAsItWas() throws {
    let presenter = ShowingPresenter()
    let root = labelScreen("Root")
    let navigator = try navigator(presenter, root: root)
    let a = labelScreen("A")
    try navigator.push(a)
    try navigator.push(labelScreen("B"))
    presenter.events = []
    #expect(throws: TableError.screenAlreadyShown(operation: "push(_:)", title: "A", depth: 1)) {
      try navigator.push(a, from: root)
    }
    #expect(navigator.path == ["Root", "A", "B"])
    #expect(presenter.events.isEmpty)
  }
}

/// What a host that shows each level of the stack with a view of its own (SwiftUI) reads and
/// does: the screen above a screen, and going back to a screen several levels down.
@MainActor
@Suite struct NavigatorLevelTests {
  @Test func theScreenAboveAScreenAndAPopToIt() throws {
    let presenter = RecordingPresenter()
    let root = labelScreen("Root")
    let navigator = try makeNavigator(root: root, presenter: presenter)
    let a = labelScreen("A")
    try navigator.push(a)
    try navigator.push(labelScreen("B"))
    #expect(navigator.screen(above: root) === a)
    #expect(navigator.screen(above: a)?.title == "B")
    #expect(navigator.screen(above: navigator.top) == nil)
    #expect(navigator.screen(above: labelScreen("Elsewhere")) == nil)
    #expect(navigator.pop(to: root))
    #expect(navigator.path == ["Root"])
    #expect(presenter.events.suffix(2) == ["pop B to A", "pop A to Root"])
    #expect(!navigator.pop(to: root))  // already the top
    #expect(!navigator.pop(to: a))  // no longer on the stack
  }
}
