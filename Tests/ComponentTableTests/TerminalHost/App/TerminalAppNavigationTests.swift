import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The terminal app presenting a navigator: a screen uncovered by Esc shows what it showed,
/// incremental changes included, and every screen's engine has its delegate from its first
/// host call.
@MainActor
@Suite struct TerminalAppNavigationTests {

  func root(opening child: @escaping @MainActor () -> TableScreen) -> TableScreen {
    TableScreen(title: "Settings") {
      TableSection(id: "main", rows: [TableComponent.navigationRow("Child", destination: child)])
    }
  }

  func child(delegate: (any TableEngineDelegate)? = nil) -> TableScreen {
    TableScreen(title: "Child", delegate: delegate) {
      TableSection(rows: [TableComponent.valueRow("Inside", value: "1")])
    }
  }

  @Test func anIncrementallyAddedSectionSurvivesOpeningAndClosingAChild() throws {
    let root = root { child() }
    let app = try TerminalTableApp(root: root)
    app.resize(to: TerminalSize(columns: 40, rows: 10))
    try root.engine?.addSection(
      TableSection(id: "added", rows: [TableComponent.valueRow("Added later", value: "yes")]))
    #expect(app.renderFrame(styled: false).contains { $0.contains("Added later") })
    app.replay([.enter])
    #expect(app.navigator?.path == ["Settings", "Child"])
    app.replay([.escape])
    #expect(app.navigator?.path == ["Settings"])
    #expect(app.renderFrame(styled: false).contains { $0.contains("Added later") })
    #expect(app.table.focusedIndexPath == IndexPath(row: 0, section: 0))
  }

  @Test func theRootAndAChildGetTheirDelegateBeforeTheirFirstWillDisplay() throws {
    let rootDelegate = RecordingDelegate()
    let childDelegate = RecordingDelegate()
    let root = root { child(delegate: childDelegate) }
    root.delegate = rootDelegate
    let app = try TerminalTableApp(root: root)
    app.resize(to: TerminalSize(columns: 40, rows: 10))
    _ = app.renderFrame(styled: false)
    #expect(rootDelegate.events(matching: "willDisplay").first == "willDisplay 0.0")
    #expect(root.engine?.delegate === rootDelegate)
    app.replay([.right])
    _ = app.renderFrame(styled: false)
    #expect(childDelegate.events(matching: "willDisplay").first == "willDisplay 0.0")
    #expect(app.navigator?.top.engine?.delegate === childDelegate)
    #expect(rootDelegate.events(matching: "willDisplay").count == 1)  // the child's went elsewhere
  }

  @Test func aDelegateSetOnAShownScreenReachesItsEngine() throws {
    let root = root { child() }
    let app = try TerminalTableApp(root: root)
    let delegate = RecordingDelegate()
    root.delegate = delegate
    #expect(app.navigator?.top.engine?.delegate === delegate)
    root.delegate = nil
    #expect(root.engine?.delegate == nil)
  }
}
