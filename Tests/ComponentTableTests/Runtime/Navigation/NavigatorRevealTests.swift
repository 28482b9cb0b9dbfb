import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A pop that animates the screen under into view reveals it before the animation
/// (`willReveal(below:)`), once; a cancelled interactive pop leaves the stack as it was. And a
/// navigator whose root shows in an existing table keeps nothing of it but the screen.
@MainActor
@Suite struct NavigatorRevealTests {
  @MainActor final class Counter {
    var builds = 0
    var value = "a"
  }

  /// A navigator showing a child screen over a root that refreshes when revealed, and the
  /// counter of the root's builds.
  func childOverRefreshingRoot() throws -> (Counter, TableNavigator, TableScreen) {
    let counter = Counter()
    let navigator = try makeNavigator(root: refreshingRoot(counter))
    let child = labelScreen("Child")
    try navigator.push(child)
    return (counter, navigator, child)
  }

  func refreshingRoot(_ counter: Counter) -> TableScreen {
    TableScreen(title: "Settings", revealBehavior: .refresh) {
      counter.builds += 1
      return [TableSection(id: "s", rows: [TableComponent(LabelCell.self, data: counter.value)])]
    }
  }

  @Test func aScreenRevealedAheadOfAPopIsRefreshedOnceBeforeIt() throws {
    let (counter, navigator, child) = try childOverRefreshingRoot()
    #expect(counter.builds == 1)
    counter.value = "b"
    navigator.willReveal(below: child)  // UIKit: willMove(toParent: nil), the pop animation starts
    #expect(counter.builds == 2)
    #expect(navigator.path == ["Settings", "Child"])  // nothing popped yet
    #expect(
      try navigator.screens[0].engine?.component(at: IndexPath(row: 0, section: 0)).data(as: LabelCell.Data.self) == "b"
    )
    #expect(navigator.pop())
    #expect(counter.builds == 2)  // not refreshed again
    #expect(navigator.path == ["Settings"])
  }

  @Test func aCancelledPopLeavesTheStackAndALaterPopRevealsAgain() throws {
    let (counter, navigator, child) = try childOverRefreshingRoot()
    navigator.willReveal(below: child)  // the swipe starts…
    #expect(counter.builds == 2)
    // …and is cancelled: UIKit never removes the controller. The child stays on top.
    #expect(navigator.top === child)
    #expect(child.engine != nil)
    // Another screen pushed and popped in between reveals normally.
    let grandchild = labelScreen("Grandchild")
    try navigator.push(grandchild)
    #expect(navigator.pop())
    // The next pop of the child, without a reveal ahead (the back button of a host that does
    // not call willReveal), refreshes the root itself.
    #expect(navigator.pop())
    #expect(counter.builds == 3)
  }

  /// A cancelled swipe, then a pop from code (a row's closure, a Done button): the screen under
  /// is refreshed again, with what changed after the swipe.
  @Test func aPopAfterACancelledSwipeRefreshesTheScreenUnderAgain() throws {
    let (counter, navigator, child) = try childOverRefreshingRoot()
    navigator.willReveal(below: child)  // the swipe starts…
    navigator.revealWasCancelled()  // …and is cancelled (UIKit: the coordinator's isCancelled)
    counter.value = "c"  // the child changes the model afterwards
    #expect(navigator.pop())
    #expect(counter.builds == 3)
    #expect(
      try navigator.screens[0].engine?.component(at: IndexPath(row: 0, section: 0)).data(as: LabelCell.Data.self) == "c"
    )
  }

  @Test func willRevealDoesNothingWhereThereIsNothingToReveal() throws {
    let counter = Counter()
    let root = refreshingRoot(counter)
    let navigator = try makeNavigator(root: root)
    navigator.willReveal(below: root)  // at the root
    #expect(counter.builds == 1)
    let child = labelScreen("Child")
    let other = labelScreen("Other")
    try navigator.push(child)
    navigator.willReveal(below: other)  // not on this stack
    #expect(counter.builds == 1)
    try navigator.push(other)
    navigator.willReveal(below: child)  // not the top
    #expect(counter.builds == 1)
  }

  // MARK: A root shown in an existing table

  /// Stands for a view controller that shows the root in its own table and keeps the
  /// navigator, as `UIKitTableNavigator(root:tableView:in:)` lets an app do.
  @MainActor final class Owner {
    let table = TerminalTableView(width: 40, height: 6)
    var navigator: TableNavigator?
  }

  @Test func aRootShownInAnExistingTableIsReleasedWithItsOwner() throws {
    weak var weakOwner: Owner?
    weak var weakTable: TerminalTableView?
    weak var weakNavigator: TableNavigator?
    do {
      let owner = Owner()
      let root = labelScreen("Settings")
      // The factory captures nothing of the root's presentation: the root's table is given.
      owner.navigator = try TableNavigator(root: root, rootHost: owner.table) { _ in
        TerminalTableView(width: 40, height: 6)
      }
      #expect(root.terminalTable === owner.table)
      try owner.navigator?.push(labelScreen("Child"))
      #expect(owner.navigator?.top.terminalTable !== owner.table)
      weakOwner = owner
      weakTable = owner.table
      weakNavigator = owner.navigator
    }
    #expect(weakOwner == nil)
    #expect(weakNavigator == nil)
    #expect(weakTable == nil)
  }

  @Test func aRefusedRootMakesNoTableAndARefusedPushNone() throws {
    let root = labelScreen("Settings")
    let navigator = try makeNavigator(root: root)
    var made = 0
    #expect(throws: TableError.self) {
      _ = try TableNavigator(root: root, rootHost: TerminalTableView()) { _ in
        made += 1
        return TerminalTableView()
      }
    }
    #expect(made == 0)
    #expect(navigator.path == ["Settings"])
  }
}
