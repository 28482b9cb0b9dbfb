import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The navigation stack: push and pop, what a pop restores and (for screens made
/// `revealBehavior: .refresh`) refreshes, the refusals, and that popped screens are released.
@MainActor
@Suite struct TableNavigatorTests {

  @Test func pushGivesTheScreenAnEngineOnANewTableAndTellsThePresenter() throws {
    let presenter = RecordingPresenter()
    let root = labelScreen("Root")
    let navigator = try makeNavigator(root: root, presenter: presenter)
    let rootEngine = try #require(root.engine)
    #expect(rootEngine.navigator === navigator)
    #expect(rootEngine.screen === root)
    #expect(root.terminalTable?.render().first == "Root 0")

    let child = labelScreen("Child", count: 2)
    try navigator.push(child)
    #expect(navigator.path == ["Root", "Child"])
    #expect(navigator.top === child)
    let childEngine = try #require(child.engine)
    #expect(childEngine !== rootEngine)
    #expect(child.terminalTable !== root.terminalTable)
    #expect(childEngine.dataSource.numberOfRows(inSection: 0) == 2)
    #expect(presenter.events == ["push Child"])
  }

  @Test func popReturnsToTheParentAndReleasesTheChild() throws {
    let presenter = RecordingPresenter()
    let root = labelScreen("Root")
    let navigator = try makeNavigator(root: root, presenter: presenter)
    weak var childEngine: TableEngine?
    weak var childTable: TerminalTableView?
    do {
      let child = labelScreen("Child")
      try navigator.push(child)
      childEngine = child.engine
      childTable = child.terminalTable
      #expect(childEngine != nil)
    }
    #expect(navigator.pop())
    #expect(navigator.path == ["Root"])
    #expect(presenter.events == ["push Child", "pop Child to Root"])
    #expect(childEngine == nil)
    #expect(childTable == nil)
  }

  @Test func aPoppedScreenReleasesItsEngineEvenWhenItsRowsCaptureTheEngine() throws {
    let navigator = try makeNavigator(root: labelScreen("Root"))
    weak var childEngine: TableEngine?
    let child = TableScreen(title: "Child") {
      TableSection(rows: [TableComponent.navigationRow("Deeper") { labelScreen("Deeper") }])
    }
    try navigator.push(child)
    childEngine = child.engine
    // A selection closure holding the engine strongly, as a careless screen would.
    let engine = try #require(child.engine)
    try engine.addSection(
      TableSection(rows: [TableComponent(LabelCell.self, data: "holds") { _ in _ = engine }]))
    #expect(navigator.pop())
    #expect(child.engine == nil)
    #expect(child.navigator == nil)
    _ = consume engine
    #expect(childEngine == nil)
  }

  @Test func popAtTheRootReturnsFalseAndChangesNothing() throws {
    let presenter = RecordingPresenter()
    let root = labelScreen("Root")
    let navigator = try makeNavigator(root: root, presenter: presenter)
    #expect(!navigator.pop())
    #expect(!navigator.popToRoot())
    #expect(navigator.screens.count == 1)
    #expect(root.engine != nil)
    #expect(presenter.events.isEmpty)
  }

  @Test func popToRootPopsEveryScreenAndRefreshesARefreshingRootOnce() throws {
    let model = NavigationModel()
    let presenter = RecordingPresenter()
    let root = labelScreen("Root", model: model)
    root.revealBehavior = .refresh
    let navigator = try makeNavigator(root: root, presenter: presenter)
    try navigator.push(labelScreen("A"))
    try navigator.push(labelScreen("B"))
    #expect(model.buildCount["Root"] == 1)
    #expect(navigator.popToRoot())
    #expect(navigator.path == ["Root"])
    #expect(presenter.events == ["push A", "push B", "pop B to A", "pop A to Root"])
    #expect(model.buildCount["Root"] == 2)
  }

  @Test func theParentShowsWhatTheChildChangedAfterThePop() throws {
    let model = NavigationModel()
    let root = TableScreen(title: "Settings", revealBehavior: .refresh) {
      TableSection(
        id: "main",
        rows: [
          TableComponent.navigationRow("Wi-Fi", value: model.wifi ? "On" : "Off") {
            TableScreen(title: "Wi-Fi") {
              TableSection(rows: [TableComponent.switchRow("Wi-Fi", isOn: .value(model.wifi)) { model.wifi = $0 }])
            }
          }
        ])
    }
    let navigator = try makeNavigator(root: root)
    let rootTable = try #require(root.terminalTable)
    let rowView = try #require(rootTable.cellForRow(at: IndexPath(row: 0, section: 0)))
    rootTable.selectRow(at: IndexPath(row: 0, section: 0))
    let child = try #require(navigator.screens.last)
    #expect(child.title == "Wi-Fi")
    try #require(child.terminalTable).selectRow(at: IndexPath(row: 0, section: 0))
    #expect(model.wifi)
    #expect(rootTable.render().first?.hasSuffix("Off ›") == true)  // not refreshed yet
    #expect(navigator.pop())
    #expect(rootTable.render().first?.hasSuffix("On ›") == true)
    // The refresh was the minimal update: the row kept its view.
    #expect(rootTable.cellForRow(at: IndexPath(row: 0, section: 0)) === rowView)
    #expect(rootTable.reloadCount == 1)
  }

  @Test func thePopKeepsTheParentsScrollPositionAndFocus() throws {
    let root = labelScreen("Root", count: 20)
    let navigator = try makeNavigator(root: root)
    let table = try #require(root.terminalTable)
    table.setFocus(IndexPath(row: 15, section: 0))
    let offset = table.contentOffset
    #expect(offset > 0)
    try navigator.push(labelScreen("Child"))
    try #require(navigator.top.terminalTable).setFocus(IndexPath(row: 2, section: 0))
    #expect(navigator.pop())
    #expect(table.contentOffset == offset)
    #expect(table.focusedIndexPath == IndexPath(row: 15, section: 0))
  }

  @Test func pushingAScreenAlreadyOnAStackIsRefusedAndChangesNothing() throws {
    let root = labelScreen("Root")
    let navigator = try makeNavigator(root: root)
    let child = labelScreen("Child")
    try navigator.push(child)
    let engine = child.engine
    #expect(
      throws: TableError.screenAlreadyShown(operation: "push(_:)", title: "Child", depth: 1)
    ) {
      try navigator.push(child)
    }
    #expect(
      throws: TableError.screenAlreadyShown(operation: "push(_:)", title: "Root", depth: 0)
    ) {
      try navigator.push(root)
    }
    let other = try makeNavigator(root: labelScreen("Other"))
    #expect(
      throws: TableError.screenAlreadyShown(operation: "push(_:)", title: "Child", depth: 1)
    ) {
      try other.push(child)
    }
    #expect(
      throws: TableError.screenAlreadyShown(
        operation: "TableNavigator(root:makeHost:)", title: "Root", depth: 0)
    ) { try makeNavigator(root: root) }
    #expect(navigator.path == ["Root", "Child"])
    #expect(other.path == ["Other"])
    #expect(child.engine === engine)
    #expect(
      TableError.screenAlreadyShown(operation: "push(_:)", title: "Child", depth: 1)
        .description
        == "push(_:): the screen \"Child\" is already on a navigation stack at depth 1")
  }

  @Test func aScreenWhoseSectionsTheEngineRefusesIsNotPushed() throws {
    let presenter = RecordingPresenter()
    let navigator = try makeNavigator(root: labelScreen("Root"), presenter: presenter)
    let bad = TableScreen(title: "Bad") {
      TableSection(rows: [TableComponent(LabelCell.self, data: "x", reuseIdentifier: "")])
    }
    let refusal = TableError.emptyReuseIdentifier(
      operation: "apply(_:animation:)", viewClass: String(reflecting: LabelCell.self))
    #expect(
      throws: TableError.buildFailed(operation: "push(_:)", title: "Bad", error: refusal)
    ) {
      try navigator.push(bad)
    }
    #expect(navigator.path == ["Root"])
    #expect(bad.engine == nil)
    #expect(bad.navigator == nil)
    #expect(presenter.events.isEmpty)
    // Refused once, the screen can still be pushed elsewhere: nothing of it was kept.
    #expect(throws: TableError.self) { try navigator.push(bad) }
  }

  @Test func aRootWhoseSectionsTheEngineRefusesMakesNoNavigatorOrApp() throws {
    let bad = TableScreen(title: "Bad") {
      TableSection(rows: [TableComponent(LabelCell.self, data: "x", reuseIdentifier: "")])
    }
    let refusal = TableError.emptyReuseIdentifier(
      operation: "apply(_:animation:)", viewClass: String(reflecting: LabelCell.self))
    #expect(
      throws: TableError.buildFailed(
        operation: "TableNavigator(root:makeHost:)", title: "Bad", error: refusal)
    ) { try makeNavigator(root: bad) }
    #expect(throws: TableError.self) { try TerminalTableApp(root: bad) }
    #expect(bad.engine == nil)
    #expect(bad.navigator == nil)
    // Nothing was kept, so a valid root still works after.
    let app = try TerminalTableApp(root: labelScreen("Good"))
    #expect(app.navigator?.path == ["Good"])
    #expect(app.title == "Good")
  }

  @Test func navigatingFromInsideABuilderIsRefused() throws {
    let navigator = try makeNavigator(root: labelScreen("Root"))
    var pushError: TableError?
    var popResult: Bool?
    let nested = labelScreen("Nested")
    func navigate() {
      do {
        try navigator.push(nested)
      } catch {
        pushError = error
      }
      popResult = navigator.pop()
    }
    let child = TableScreen(title: "Child") {
      let _ = navigate()
      TableSection(rows: [TableComponent(LabelCell.self, data: "child")])
    }
    try navigator.push(child)
    #expect(
      pushError
        == .reentrantNavigation(
          operation: "push(_:)", title: "Nested", during: "the screen \"Child\" is being built"))
    #expect(popResult == false)
    #expect(navigator.path == ["Root", "Child"])
    #expect(nested.engine == nil)
    // A refresh runs the builder again: still refused, and the stack stays.
    popResult = nil
    try child.refresh()
    #expect(
      pushError
        == .reentrantNavigation(
          operation: "push(_:)", title: "Nested", during: "the screen \"Child\" is being refreshed")
    )
    #expect(popResult == false)
    #expect(navigator.path == ["Root", "Child"])
  }

  @Test func aSelectionClosureCanPushAndPop() throws {
    let presenter = RecordingPresenter()
    let root = TableScreen(title: "Root") {
      TableSection(rows: [
        TableComponent(LabelCell.self, data: "open") { selection in
          try? selection.engine.navigator?.push(
            TableScreen(title: "Child") {
              TableSection(rows: [
                TableComponent(LabelCell.self, data: "back") { selection in
                  selection.engine.navigator?.pop()
                }
              ])
            })
        }
      ])
    }
    let navigator = try makeNavigator(root: root, presenter: presenter)
    try #require(root.terminalTable).selectRow(at: IndexPath(row: 0, section: 0))
    #expect(navigator.path == ["Root", "Child"])
    try #require(navigator.top.terminalTable).selectRow(at: IndexPath(row: 0, section: 0))
    #expect(navigator.path == ["Root"])
    #expect(presenter.events == ["push Child", "pop Child to Root"])
  }

  @Test func refreshAppliesTheBuilderAgainOnlyWhileOnAStack() throws {
    let model = NavigationModel()
    let screen = TableScreen(title: "S") {
      TableSection(rows: [TableComponent(LabelCell.self, data: model.wifi ? "on" : "off")])
    }
    try screen.refresh()  // not shown: nothing to do
    let navigator = try makeNavigator(root: screen)
    model.wifi = true
    try screen.refresh()
    #expect(screen.terminalTable?.render().first == "on")
    #expect(navigator.screens.count == 1)
  }

  @Test func aNavigationRowOutsideANavigatorDoesNothing() throws {
    let (engine, table) = makeTable()
    var built = 0
    try engine.addSection(
      TableSection(rows: [
        TableComponent.navigationRow("Wi-Fi") {
          built += 1
          return labelScreen("Wi-Fi")
        }
      ]))
    table.selectRow(at: IndexPath(row: 0, section: 0))
    #expect(built == 0)
    #expect(engine.navigator == nil)
    #expect(engine.rowOpensScreen(at: IndexPath(row: 0, section: 0)))
  }

  @Test(.recordsDiagnostics) func aRefusedPushFromARowIsReported() throws {
    let shared = labelScreen("Shared")
    let root = TableScreen(title: "Root") {
      TableSection(rows: [TableComponent.navigationRow("Again") { shared }])
    }
    let navigator = try makeNavigator(root: root)
    let reported = try reportedDiagnostics()
    try navigator.push(shared)
    navigator.pop()
    let rootTable = try #require(root.terminalTable)
    rootTable.selectRow(at: IndexPath(row: 0, section: 0))
    #expect(reported.entries.isEmpty)
    try #require(navigator.top.engine).navigator?.push(labelScreen("Next"))
    navigator.popToRoot()
    rootTable.selectRow(at: IndexPath(row: 0, section: 0))
    rootTable.selectRow(at: IndexPath(row: 0, section: 0))  // the root's table is below: refused
    let refusal = TableError.screenAlreadyShown(operation: "push(_:)", title: "Shared", depth: 1)
    #expect(reported.entries == [TableDiagnostic(kind: .failed(refusal), message: refusal.description)])
    #expect(
      reported.entries.first?.message == "push(_:): the screen \"Shared\" is already on a navigation stack at depth 1")
    #expect(navigator.path == ["Root", "Shared"])
  }

  @Test func rowOpensScreenIsTrueOnlyForDisclosureRowsWithAClosure() throws {
    let (engine, _) = makeTable()
    try engine.addSection(
      TableSection(rows: [
        TableComponent.navigationRow("Nav") { labelScreen("x") },
        TableComponent.valueRow("Value", value: "1"),
        TableComponent.switchRow("Switch", isOn: .value(true)),
        TableComponent(data: ValueRowData(title: "No closure", value: "", showsDisclosure: true)),
      ]))
    let opens = (0..<4).map { engine.rowOpensScreen(at: IndexPath(row: $0, section: 0)) }
    #expect(opens == [true, false, false, false])
    #expect(!engine.rowOpensScreen(at: IndexPath(row: 9, section: 0)))
    #expect(!engine.rowOpensScreen(at: IndexPath(row: 0, section: 3)))
  }
}
