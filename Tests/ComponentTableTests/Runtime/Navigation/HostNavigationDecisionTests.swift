import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A presenter that ends the editing on the screen being left the way a host does, by letting
/// `commit` write what the user typed.
@MainActor
private final class EditingPresenter: TableNavigationPresenter {
  var commit: (TableScreen) -> Void = { _ in }
  var left: [String] = []

  func navigator(_ navigator: TableNavigator, didPush screen: TableScreen) {}
  func navigator(_ navigator: TableNavigator, didPop screen: TableScreen) {}
  func navigator(_ navigator: TableNavigator, willLeave screen: TableScreen) {
    left.append(screen.title)
    commit(screen)
  }
}

/// What typed text a screen being left commits, and when: before the screen under it is
/// refreshed, before the screen a row opened is built.
@MainActor
@Suite struct NavigatorEndsEditingTests {
  @MainActor final class Model {
    var name = "Ann's Phone"
    var rootBuilds = 0
  }

  /// A navigator showing "Name" (where the user edits the name) over a root that shows the
  /// name and refreshes when revealed; the presenter commits "Bob" when the name screen is left.
  private func editingOverRefreshingRoot() throws -> (Model, EditingPresenter, TableNavigator, TableScreen) {
    let model = Model()
    let root = TableScreen(title: "Settings", revealBehavior: .refresh) {
      model.rootBuilds += 1
      return [TableSection(id: "s", rows: [TableComponent(LabelCell.self, data: model.name)])]
    }
    let presenter = EditingPresenter()
    let navigator = try TableNavigator(root: root) { _ in TerminalTableView(width: 40, height: 6) }
    navigator.presenter = presenter
    let editing = labelScreen("Name")
    try navigator.push(editing)
    #expect(presenter.left == ["Settings"])  // the root was left for "Name"
    presenter.left = []
    presenter.commit = { screen in if screen === editing { model.name = "Bob" } }
    return (model, presenter, navigator, editing)
  }

  private func rootShows(_ navigator: TableNavigator) throws -> String? {
    try navigator.screens[0].engine?.component(at: IndexPath(row: 0, section: 0)).data(as: LabelCell.Data.self)
  }

  @Test func aBackThatRevealsAheadCommitsTheTextBeforeTheRefresh() throws {
    let (model, presenter, navigator, editing) = try editingOverRefreshingRoot()
    navigator.willReveal(below: editing)  // UIKit: willMove(toParent: nil), the text field still editing
    #expect(presenter.left == ["Name"])
    #expect(model.rootBuilds == 2)
    #expect(try rootShows(navigator) == "Bob")
    #expect(navigator.pop())
    #expect(try rootShows(navigator) == "Bob")
  }

  @Test func aPopFromCodeCommitsTheTextBeforeTheRefresh() throws {
    let (_, presenter, navigator, _) = try editingOverRefreshingRoot()
    #expect(navigator.pop())
    #expect(presenter.left == ["Name"])
    #expect(try rootShows(navigator) == "Bob")
  }

  @Test func aPopToTheRootCommitsTheTopsText() throws {
    let (_, presenter, navigator, _) = try editingOverRefreshingRoot()
    try navigator.push(labelScreen("Advanced"))
    presenter.commit = { _ in }
    #expect(navigator.popToRoot())
    #expect(presenter.left == ["Name", "Advanced"])
  }

  @Test func aPushCommitsTheTextBeforeTheNewScreenIsBuilt() throws {
    let (model, presenter, navigator, editing) = try editingOverRefreshingRoot()
    var shownName: String?
    try navigator.push(
      TableScreen(title: "About") {
        shownName = model.name
        return []
      })
    #expect(presenter.left == ["Name"])
    #expect(shownName == "Bob")
    #expect(navigator.screen(above: editing)?.title == "About")
  }
}

/// A cancelled interactive back is noticed when the top screen appears again, also where no
/// transition coordinator reports it.
@MainActor
@Suite struct NavigatorCancelledRevealTests {
  @MainActor final class Counter {
    var builds = 0
    var value = "a"
  }

  @Test func theTopAppearingAgainCancelsTheRevealAhead() throws {
    let counter = Counter()
    let root = TableScreen(title: "Settings", revealBehavior: .refresh) {
      counter.builds += 1
      return [TableSection(id: "s", rows: [TableComponent(LabelCell.self, data: counter.value)])]
    }
    let navigator = try makeNavigator(root: root)
    let child = labelScreen("Child")
    try navigator.push(child)
    navigator.screenWillAppear(child)
    navigator.willReveal(below: child)  // the swipe starts…
    #expect(counter.builds == 2)
    navigator.screenWillAppear(child)  // …and is let go: UIKit shows the top again
    counter.value = "c"  // the child changes the model afterwards
    #expect(navigator.pop())
    #expect(counter.builds == 3)
    #expect(
      try navigator.screens[0].engine?.component(at: IndexPath(row: 0, section: 0)).data(as: LabelCell.Data.self) == "c"
    )
  }

  @Test func theScreenUnderAppearingDuringTheSwipeCancelsNothing() throws {
    let counter = Counter()
    let root = TableScreen(title: "Settings", revealBehavior: .refresh) {
      counter.builds += 1
      return [TableSection(id: "s", rows: [TableComponent(LabelCell.self, data: counter.value)])]
    }
    let navigator = try makeNavigator(root: root)
    let child = labelScreen("Child")
    try navigator.push(child)
    navigator.screenWillAppear(child)
    navigator.willReveal(below: child)
    navigator.screenWillAppear(navigator.screens[0])  // UIKit: the screen under slides in
    #expect(navigator.pop())
    #expect(counter.builds == 2)  // revealed once, ahead of the pop
  }
}

/// Where a SwiftUI `ComponentTableView`'s rows open their screens.
@MainActor
@Suite struct ScreenOpeningRouteTests {
  @Test func aTableThatWantsNavigationOpensScreensWithOrWithoutNavigationStack() {
    #expect(ScreenOpening.route(wantsNavigation: true, hasNavigationStack: true) == .navigationStack)
    // Before iOS 16: pushed on the enclosing navigation controller, not plain value rows.
    #expect(ScreenOpening.route(wantsNavigation: true, hasNavigationStack: false) == .enclosingNavigationController)
  }

  @Test func onlyATableAskedForNoNavigationHasPlainRows() {
    #expect(ScreenOpening.route(wantsNavigation: false, hasNavigationStack: true) == .none)
    #expect(ScreenOpening.route(wantsNavigation: false, hasNavigationStack: false) == .none)
  }
}

/// What a SwiftUI host shows of a navigator's stack, one view a level (`LevelPresentation`).
@MainActor
@Suite struct LevelPresentationTests {
  let a = labelScreen("A")
  let b = labelScreen("B")
  let c = labelScreen("C")
  let d = labelScreen("D")
  let e = labelScreen("E")

  func titles(_ presentation: LevelPresentation) -> [String] { presentation.shown.map(\.title) }

  @Test func iOS16IsGivenOneLevelAtATime() {
    func version(_ major: Int, _ minor: Int) -> OperatingSystemVersion {
      OperatingSystemVersion(majorVersion: major, minorVersion: minor, patchVersion: 0)
    }
    #expect(LevelPresentation.takesOffOneLevelAtATime(system: "iOS", version: version(16, 0)))
    #expect(LevelPresentation.takesOffOneLevelAtATime(system: "iOS", version: version(16, 2)))
    #expect(LevelPresentation.takesOffOneLevelAtATime(system: "tvOS", version: version(16, 4)))
    #expect(!LevelPresentation.takesOffOneLevelAtATime(system: "iOS", version: version(17, 0)))
    #expect(!LevelPresentation.takesOffOneLevelAtATime(system: "iOS", version: version(15, 8)))
    #expect(!LevelPresentation.takesOffOneLevelAtATime(system: "visionOS", version: version(1, 0)))
  }

  @Test func aPopToTheRootGoesOneLevelAStepWhereSwiftUIPopsOneLevel() {
    var presentation = LevelPresentation(takesOffOneLevelAtATime: true)
    let more1 = presentation.step(toward: [a, b, c, d])
    #expect(!more1)
    #expect(titles(presentation) == ["A", "B", "C", "D"])
    let more2 = presentation.step(toward: [a])
    #expect(more2)
    #expect(titles(presentation) == ["A", "B", "C"])
    let more3 = presentation.step(toward: [a])
    #expect(more3)
    #expect(titles(presentation) == ["A", "B"])
    let more4 = presentation.step(toward: [a])
    #expect(!more4)
    #expect(titles(presentation) == ["A"])
  }

  @Test func pushesComeOnceThePopsAreShown() {
    var presentation = LevelPresentation(takesOffOneLevelAtATime: true)
    _ = presentation.step(toward: [a, b, c])
    let more5 = presentation.step(toward: [a, e])
    #expect(more5)
    #expect(titles(presentation) == ["A", "B"])
    let more6 = presentation.step(toward: [a, e])
    #expect(more6)
    #expect(titles(presentation) == ["A"])
    let more7 = presentation.step(toward: [a, e])
    #expect(!more7)
    #expect(titles(presentation) == ["A", "E"])
  }

  @Test func elsewhereTheWholeChangeIsOneStep() {
    var presentation = LevelPresentation(takesOffOneLevelAtATime: false)
    _ = presentation.step(toward: [a, b, c, d])
    let more8 = presentation.step(toward: [a, e])
    #expect(!more8)
    #expect(titles(presentation) == ["A", "E"])
    let more9 = presentation.step(toward: [])
    #expect(!more9)
    #expect(titles(presentation) == [])
  }

  @Test func aLevelWhoseScreenChangesIsANewView() throws {
    var presentation = LevelPresentation(takesOffOneLevelAtATime: false)
    _ = presentation.step(toward: [a, b])
    let before = try #require(presentation.level(above: a))
    #expect(before.screen === b)
    _ = presentation.step(toward: [a, e])  // a row of A replaced B
    let after = try #require(presentation.level(above: a))
    #expect(after.screen === e)
    #expect(after.id != before.id)
    #expect(after.id == ObjectIdentifier(e))
  }

  @Test func levelsAreReadFromWhatIsShown() {
    var presentation = LevelPresentation(takesOffOneLevelAtATime: true)
    #expect(presentation.level(above: nil) == nil)
    _ = presentation.step(toward: [a, b, c])
    #expect(presentation.level(above: nil)?.screen === a)
    #expect(presentation.level(above: b)?.screen === c)
    #expect(presentation.level(above: c) == nil)
    #expect(presentation.level(above: d) == nil)
  }

  @Test func whatTheUserTookOffGoesAtOnce() {
    var presentation = LevelPresentation(takesOffOneLevelAtATime: true)
    _ = presentation.step(toward: [a, b, c, d])
    presentation.userWentBack(to: b)  // SwiftUI's back menu, two levels at once
    #expect(titles(presentation) == ["A", "B"])
    let more10 = presentation.step(toward: [a, b])
    #expect(!more10)
    presentation.userWentBack(to: nil)
    #expect(titles(presentation) == [])
  }
}
