import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A navigator kept past its presenter's life (a selection closure that pushes after an
/// asynchronous hop) refuses the push with an error instead of putting a screen on the stack
/// that nothing shows, or reaching a freed presenter.
@MainActor
@Suite struct PresenterGoneTests {
  @Test func aPushAfterThePresenterWentAwayIsRefusedAndLeavesTheStack() throws {
    var presenter: RecordingPresenter? = RecordingPresenter()
    let navigator = try makeNavigator(root: labelScreen("Settings"), presenter: presenter)
    try navigator.push(labelScreen("Wi-Fi"))
    #expect(presenter?.events == ["push Wi-Fi"])
    presenter = nil  // the user left the screens; the closure still has the navigator
    let late = labelScreen("Details")
    #expect(throws: TableError.presenterGone(operation: "push(_:)", title: "Details")) {
      try navigator.push(late)
    }
    #expect(navigator.path == ["Settings", "Wi-Fi"], "the stack is as it was")
    #expect(late.engine == nil, "no table was made for the refused screen")
    #expect(
      "\(TableError.presenterGone(operation: "push(_:)", title: "Details"))"
        == "push(_:): cannot show \"Details\": the navigator's presenter is gone")
  }

  @Test func aNavigatorWithoutAPresenterOnPurposeStillPushes() throws {
    let presenter = RecordingPresenter()
    let navigator = try makeNavigator(root: labelScreen("Settings"), presenter: presenter)
    navigator.presenter = nil  // taken away on purpose: the app shows the stack itself
    try navigator.push(labelScreen("Wi-Fi"))
    #expect(navigator.path == ["Settings", "Wi-Fi"])
    let never = try makeNavigator(root: labelScreen("Root"))
    try never.push(labelScreen("Child"))
    #expect(never.path == ["Root", "Child"])
  }

  @Test func aFactoryThatFindsItsPresenterGoneRefusesThePush() throws {
    @MainActor final class Factory { var alive = true }
    let factory = Factory()
    let navigator = try TableNavigator(root: labelScreen("Settings")) { screen throws(TableError) in
      guard factory.alive else { throw .presenterGone(operation: "push(_:)", title: screen.title) }
      return TerminalTableView(width: 40, height: 6)
    }
    factory.alive = false
    #expect(throws: TableError.presenterGone(operation: "push(_:)", title: "Wi-Fi")) {
      try navigator.push(labelScreen("Wi-Fi"))
    }
    #expect(navigator.path == ["Settings"])
    factory.alive = true
    try navigator.push(labelScreen("Again"))
    #expect(navigator.path == ["Settings", "Again"], "a refused push left nothing in progress")
  }
}
