import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A screen presented modally (`TableNavigator.present(_:)`) and bar buttons
/// (`TableScreen.barButtons`), driven through the terminal app with a user's keys: the
/// presented stack shows in place of the one under it, pushes stay inside it, Done and Esc
/// dismiss it, screens appear and disappear as under an iOS sheet, and bad calls are refused
/// with errors naming them.
@MainActor
@Suite struct TerminalAppPresentationTests {

  @MainActor final class Log {
    var events: [String] = []
    var builds = 0
    var forbidsSwipe = false
  }

  /// "Settings", whose "About" row presents "About" (Done, and a "Licences" row that pushes
  /// inside the presented stack).
  func app(log: Log = Log(), about: (@MainActor () -> TableScreen)? = nil) throws -> TerminalTableApp {
    let makeAbout = about ?? { self.about(log: log) }
    let sections: @MainActor () -> [TableSection] = {
      log.builds += 1
      return [
        TableSection(
          id: "main",
          rows: [
            TableComponent.valueRow("Wi-Fi", value: "On"),
            TableComponent.valueRow("About") { selection in
              do { try selection.engine.navigator?.present(makeAbout()) } catch { log.events.append("\(error)") }
            },
          ])
      ]
    }
    let root = TableScreen(title: "Settings", revealBehavior: .refresh, sections: sections)
      .onAppear { log.events.append("appear Settings") }
      .onDisappear { log.events.append("disappear Settings") }
    let app = try TerminalTableApp(root: root)
    app.resize(to: TerminalSize(columns: 100, rows: 12))
    return app
  }

  func about(log: Log) -> TableScreen {
    TableScreen(
      title: "About",
      barButtons: [TableBarButton(.done) { screen in _ = screen.navigator?.dismiss() }]
    ) {
      TableSection(rows: [
        TableComponent.valueRow("Version", value: "2.1"),
        TableComponent.navigationRow("Licences") {
          TableScreen(title: "Licences") { TableSection(rows: [TableComponent.valueRow("MIT", value: "")]) }
            .onAppear { log.events.append("appear Licences") }
            .onDisappear { log.events.append("disappear Licences") }
        },
      ])
    }
    .onAppear { log.events.append("appear About") }
    .onDisappear { log.events.append("disappear About") }
  }

  func helpLine(_ app: TerminalTableApp) -> String { app.renderFrame(styled: false).last ?? "" }

  @Test func aPresentedScreenPushesInsideItsOwnStackAndDoneDismissesIt() throws {
    let app = try app()
    try app.row(titled: "About").select()
    #expect(app.navigator?.path == ["Settings"])
    #expect(app.navigator?.presented?.path == ["About"])
    let title = app.renderFrame(styled: false)[0]
    #expect(title.contains("About") && title.hasSuffix("[Done]") && !title.contains("Settings"))
    #expect(try app.row(titled: "Version").value == "2.1")

    try app.row(titled: "Licences").select()
    #expect(app.navigator?.presented?.path == ["About", "Licences"])
    #expect(app.navigator?.path == ["Settings"])
    app.replay([.escape])  // back inside the presented stack
    #expect(app.navigator?.presented?.path == ["About"])

    try app.pressBarButton(titled: "Done")
    #expect(app.navigator?.presented == nil)
    #expect(app.renderFrame(styled: false)[0].contains("Settings"))
    // The screen under shows as it was: the focus is still on the row that presented.
    #expect(app.table.focusedIndexPath == IndexPath(row: 1, section: 0))
    #expect(try app.row(titled: "Wi-Fi").value == "On")
  }

  @Test func escAtThePresentedRootDismissesItUnlessTheScreenForbidsIt() throws {
    let log = Log()
    let app = try app(log: log) {
      let about = self.about(log: log)
      about.allowsInteractiveDismissal = !log.forbidsSwipe
      return about
    }
    try app.row(titled: "About").select()
    #expect(helpLine(app).contains("esc close"))
    app.replay([.escape])  // as a sheet swiped down
    #expect(app.navigator?.presented == nil)
    #expect(app.navigator?.path == ["Settings"])

    log.forbidsSwipe = true
    try app.row(titled: "About").select()
    #expect(!helpLine(app).contains("esc close"))
    app.replay([.escape])
    #expect(app.navigator?.presented?.path == ["About"])
    #expect(app.frameText.contains("\"About\" stays until one of its buttons closes it"))
    try app.pressBarButton(titled: "Done")
    #expect(app.navigator?.presented == nil)
  }

  @Test func screensAppearAndDisappearAsUnderASheet() throws {
    let log = Log()
    let app = try app(log: log)
    let buildsBefore = log.builds
    try app.row(titled: "About").select()
    // The presenter stays shown under a sheet: it does not disappear.
    #expect(log.events == ["appear Settings", "appear About"])
    log.events = []
    try app.row(titled: "Licences").select()
    #expect(log.events == ["appear Licences", "disappear About"])
    log.events = []
    app.replay([.escape])
    #expect(log.events == ["appear About", "disappear Licences"])
    log.events = []
    try app.pressBarButton(titled: "Done")
    #expect(log.events == ["disappear About"])
    // A `.refresh` screen is rebuilt when what it presented is dismissed, as after a pop.
    #expect(log.builds == buildsBefore + 1)
    log.events = []
    try app.row(titled: "About").select()
    app.replay([.character("q")])
    #expect(log.events == ["appear About", "disappear About", "disappear Settings"])
  }

  @Test func barButtonsShowInTheTitleLineAndRunTheirActions() throws {
    @MainActor final class Form {
      var saved = 0
      var cancelled = 0
    }
    let form = Form()
    let edit = TableScreen(title: "Name") {
      TableSection(rows: [TableComponent.valueRow("Name", value: "Ann")])
    }
    edit.barButtons = [
      TableBarButton(.cancel) { _ in form.cancelled += 1 },
      TableBarButton(.save, isEnabled: false) { _ in form.saved += 1 },
    ]
    let app = try TerminalTableApp(root: edit)
    app.resize(to: TerminalSize(columns: 40, rows: 8))
    app.speaksForScreenReaders = true
    let title = app.renderFrame(styled: false)[0]
    #expect(title.hasPrefix("[Cancel]") && title.hasSuffix("(Save)") && title.contains("Name"))
    #expect(helpLine(app).contains("b buttons"))
    let spoken = app.spokenLines.first ?? ""
    #expect(spoken.hasPrefix("Name. Cancel, Button. Save, Button, Dimmed."), "\(spoken)")

    // A disabled button is refused by name and pressing it by its key does nothing.
    #expect(throws: TerminalTableApp.RowError.self) { try app.pressBarButton(titled: "Save") }
    app.replay([.character("b")])
    #expect(app.frameText.contains("1 Cancel · 2 Save (Dimmed) · esc close"))
    app.replay([.character("2")])
    #expect(form.saved == 0)

    edit.barButtons[1].isEnabled = true
    #expect(app.renderFrame(styled: false)[0].hasSuffix("[Save]"))
    try app.pressBarButton(titled: "Save")
    try app.pressBarButton(titled: "Cancel")
    #expect(form.saved == 1 && form.cancelled == 1)
    // Esc closes the list and does nothing else.
    app.replay([.character("b"), .escape])
    #expect(!app.isFinished && form.cancelled == 1)
    do {
      try app.pressBarButton(titled: "Done")
      Issue.record("a missing button was pressed")
    } catch {
      #expect(error.kind == .notFound)
      #expect(error.description.contains("\"Cancel\", \"Save\""))
    }
  }

  @Test func badPresentationsAreRefusedAndChangeNothing() throws {
    let log = Log()
    let app = try app(log: log)
    let navigator = try #require(app.navigator)
    #expect(navigator.dismiss() == false)

    let first = about(log: log)
    try navigator.present(first)
    let second = TableScreen(title: "Second") { TableSection(rows: []) }
    #expect(throws: TableError.alreadyPresenting(operation: "present(_:)", title: "Second", presented: "About")) {
      try navigator.present(second)
    }
    #expect(second.navigator == nil && navigator.presented?.path == ["About"])
    // Presenting from the presented stack stacks, as UIKit presents from the presented one.
    let presented = try #require(navigator.presented)
    try presented.present(second)
    #expect(navigator.frontmost.path == ["Second"])
    // A screen already on a stack is refused, naming it and its depth.
    #expect(throws: TableError.screenAlreadyShown(operation: "present(_:)", title: "About", depth: 0)) {
      try presented.presented?.present(first)
    }
    // Dismissing the first stack takes the one over it too; a push on it is refused after.
    #expect(navigator.dismiss())
    #expect(navigator.presented == nil && second.navigator == nil && first.navigator == nil)
    let late = TableScreen(title: "Late") { TableSection(rows: []) }
    #expect(throws: TableError.stackDismissed(operation: "push(_:)", title: "Late", root: "About")) {
      try presented.push(late)
    }
    #expect(presented.dismiss() == false)
    #expect(app.frameText.contains("Settings"))
  }

  @Test func openingAPathDismissesThePresentedStackFirst() throws {
    let app = try app()
    try app.row(titled: "About").select()
    let navigator = try #require(app.navigator)
    let row = try navigator.open(TablePath(["Wi-Fi"]))
    #expect(navigator.presented == nil)
    #expect(row == IndexPath(row: 0, section: 0))
    #expect(app.renderFrame(styled: false)[0].contains("Settings"))
    #expect(app.table.focusedIndexPath == IndexPath(row: 0, section: 0))
  }
}
