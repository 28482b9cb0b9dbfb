import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Pops and pushes made as one change (opening a search result) reach the presenter once, so a
/// host can show them as one stack replacement instead of animating each in the same turn.
@MainActor
@Suite struct StackChangeTests {
  /// Records whole-stack changes as such.
  final class StackPresenter: TableNavigationPresenter {
    var events: [String] = []
    func navigator(_ navigator: TableNavigator, didPush screen: TableScreen) { events.append("push \(screen.title)") }
    func navigator(_ navigator: TableNavigator, didPop screen: TableScreen) { events.append("pop \(screen.title)") }
    func navigator(_ navigator: TableNavigator, didChangeStackFrom old: [TableScreen]) {
      events.append("\(old.map(\.title)) -> \(navigator.path)")
    }
  }

  @Test func popsAndPushesMadeAtOnceAreToldOnce() throws {
    let presenter = StackPresenter()
    let navigator = try TableNavigator(root: labelScreen("Root")) { _ in TerminalTableView(width: 40, height: 6) }
    navigator.presenter = presenter
    try navigator.push(labelScreen("A"))
    try navigator.push(labelScreen("B"))
    presenter.events = []
    try navigator.changeStackAtOnce {
      navigator.popToRoot()
      try navigator.push(labelScreen("X"))
      try navigator.changeStackAtOnce { try navigator.push(labelScreen("Y")) }  // nested: part of it
    }
    #expect(presenter.events == ["[\"Root\", \"A\", \"B\"] -> [\"Root\", \"X\", \"Y\"]"])
  }

  @Test func aPresenterWithoutTheWholeChangeHearsPopsTopFirstThenPushes() throws {
    let presenter = RecordingPresenter()
    let navigator = try makeNavigator(root: labelScreen("Root"), presenter: presenter)
    try navigator.push(labelScreen("A"))
    try navigator.push(labelScreen("B"))
    let before = presenter.events.count
    try navigator.changeStackAtOnce {
      navigator.popToRoot()
      try navigator.push(labelScreen("X"))
    }
    #expect(Array(presenter.events[before...]) == ["pop B to X", "pop A to X", "push X"])
  }

  @Test func aChangeThatEndsWhereItBeganTellsNothing() throws {
    let presenter = StackPresenter()
    let navigator = try TableNavigator(root: labelScreen("Root")) { _ in TerminalTableView(width: 40, height: 6) }
    navigator.presenter = presenter
    navigator.changeStackAtOnce { navigator.popToRoot() }
    #expect(presenter.events.isEmpty)
  }

  @Test func theChangeBetweenTwoStacksKeepsTheSharedScreens() throws {
    let root = labelScreen("Root")
    let a = labelScreen("A")
    let b = labelScreen("B")
    let x = labelScreen("X")
    let change = StackChange(from: [root, a, b], to: [root, a, x])
    #expect(change.kept == 2)
    #expect(change.popped.map(\.title) == ["B"])
    #expect(change.pushed.map(\.title) == ["X"])
    #expect(StackChange(from: [root, a], to: [root, a]).isEmpty)
  }

  /// A host whose own stack changed behind the navigator's back (UIKit's setViewControllers)
  /// tells it which screens are still shown when one appears: the others are popped, and the
  /// next push starts from the screen that appeared.
  @Test func screensNoLongerShownArePoppedWhenAScreenUnderThemAppears() throws {
    let presenter = RecordingPresenter()
    let navigator = try makeNavigator(root: labelScreen("Root"), presenter: presenter)
    let a = labelScreen("A")
    try navigator.push(a)
    try navigator.push(labelScreen("B"))
    try navigator.push(labelScreen("C"))
    navigator.screenDidAppear(a) { $0.title != "B" && $0.title != "C" }
    #expect(navigator.path == ["Root", "A"])
    navigator.screenDidAppear(a) { _ in false }  // nothing above A: nothing to do
    #expect(navigator.path == ["Root", "A"])
    try navigator.push(labelScreen("D"))
    #expect(navigator.path == ["Root", "A", "D"])
    navigator.screenDidAppear(labelScreen("Elsewhere")) { _ in false }  // not on this stack
    #expect(navigator.path == ["Root", "A", "D"])
  }
}
