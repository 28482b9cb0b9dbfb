import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A screen's appear and disappear actions run in UIKit's order (the new top's `viewWillAppear`
/// before the old top's `viewDidDisappear`) through pushes, pops, a pop to the root and a
/// cancelled back swipe, and a screen's task runs while it is shown and is cancelled when it
/// goes.
@MainActor
@Suite struct ScreenLifecycleTests {

  /// What the screens' actions did, in order.
  @MainActor final class Log {
    var events: [String] = []
  }

  func screen(_ title: String, log: Log, rows: [TableComponent] = []) -> TableScreen {
    TableScreen(title: title) { TableSection(id: "rows", rows: rows) }
      .onAppear { log.events.append("appear \(title)") }
      .onDisappear { log.events.append("disappear \(title)") }
  }

  /// A navigator on screen (as a host reports its root shown), its root and the log.
  func shownStack(_ log: Log) throws -> TableNavigator {
    let navigator = try makeNavigator(root: screen("Root", log: log))
    #expect(log.events.isEmpty)  // not on screen until a host shows it
    navigator.screenWillAppear(navigator.top)
    return navigator
  }

  @Test func aPushAndAPopAppearAndDisappearInUIKitsOrder() throws {
    let log = Log()
    let navigator = try shownStack(log)
    try navigator.push(screen("Child", log: log))
    #expect(navigator.pop())
    #expect(log.events == ["appear Root", "appear Child", "disappear Root", "appear Root", "disappear Child"])
  }

  @Test func aPopToTheRootMakesOnlyTheTopDisappearAndTheRootAppearOnce() throws {
    let log = Log()
    let navigator = try shownStack(log)
    try navigator.push(screen("A", log: log))
    try navigator.push(screen("B", log: log))
    log.events = []
    #expect(navigator.popToRoot())
    #expect(log.events == ["appear Root", "disappear B"])  // A was covered: it never shows
  }

  @Test func aCancelledBackSwipeShowsTheScreenUnderAndHidesItAgain() throws {
    let log = Log()
    let navigator = try shownStack(log)
    let child = screen("Child", log: log)
    try navigator.push(child)
    log.events = []
    navigator.willReveal(below: child)  // UIKit: willMove(toParent: nil), the swipe starts
    navigator.revealWasCancelled()  // the user lets go
    #expect(log.events == ["appear Root", "disappear Root"])
    #expect(child.isVisible)
    // The swipe done again, to the end: the root is shown already when the pop comes.
    navigator.willReveal(below: child)
    navigator.screenDidDisappear(child)  // UIKit: viewDidDisappear, before didMove(toParent:)
    #expect(navigator.pop())
    #expect(log.events == ["appear Root", "disappear Root", "appear Root", "disappear Child"])
  }

  @Test func aHostReportingWhatTheNavigatorDecidedChangesNothing() throws {
    let log = Log()
    let navigator = try shownStack(log)
    let child = screen("Child", log: log)
    try navigator.push(child)
    // UIKit sends these after the navigator's push: the child shown, the root gone.
    navigator.screenWillAppear(child)
    navigator.screenDidDisappear(navigator.screens[0])
    #expect(log.events == ["appear Root", "appear Child", "disappear Root"])
  }

  @Test func aStackOffScreenAppearsOnlyWhenAHostShowsItAgain() throws {
    let log = Log()
    let navigator = try shownStack(log)
    navigator.screenDidDisappear(navigator.top)  // another tab selected
    try navigator.push(screen("Child", log: log))  // pushed by code meanwhile
    #expect(log.events == ["appear Root", "disappear Root"])
    navigator.screenWillAppear(navigator.top)  // the tab selected again
    #expect(log.events == ["appear Root", "disappear Root", "appear Child"])
  }

  @Test func aSearchResultOpenedDeepShowsOnlyTheScreenItLandsOn() throws {
    let log = Log()
    let about: @MainActor () -> TableScreen = {
      self.screen("About", log: log, rows: [TableComponent.valueRow("Version", value: "1")])
    }
    let general: @MainActor () -> TableScreen = {
      self.screen("General", log: log, rows: [TableComponent.navigationRow("About", destination: about)])
    }
    let root = screen("Root", log: log, rows: [TableComponent.navigationRow("General", destination: general)])
    let navigator = try makeNavigator(root: root)
    navigator.screenWillAppear(root)
    try navigator.open(TablePath("General/About/Version")!)
    #expect(log.events == ["appear Root", "appear About", "disappear Root"])
  }

  @Test func aTaskRunsWhileTheScreenIsShownAndIsCancelledWhenItGoes() async throws {
    let log = Log()
    let navigator = try shownStack(log)
    let (started, signal) = AsyncStream<Void>.makeStream()
    let child = screen("Child", log: log)
      .task {
        signal.yield()
        // Sleeps until cancelled: only the screen's disappearance ends it.
        do {
          try await Task.sleep(for: .seconds(3600))
          log.events.append("task slept through")
        } catch {
          log.events.append("task cancelled: \(error is CancellationError)")
        }
      }
    try navigator.push(child)
    let task = try #require(child.runningTasks.first)
    var iterator = started.makeAsyncIterator()
    _ = await iterator.next()  // the task is sleeping now
    #expect(!task.isCancelled)
    #expect(navigator.pop())
    #expect(child.runningTasks.isEmpty)
    // Required before waiting: a task left running would sleep for an hour.
    try #require(task.isCancelled)
    await task.value
    #expect(
      log.events == [
        "appear Root", "appear Child", "disappear Root", "appear Root", "disappear Child", "task cancelled: true",
      ])
  }

  @Test func aTaskStartsAgainEachTimeTheScreenAppears() throws {
    let log = Log()
    let navigator = try shownStack(log)
    let root = navigator.top.task {}
    #expect(root.runningTasks.isEmpty)  // added after the root appeared: it starts next time
    try navigator.push(screen("Child", log: log))
    #expect(navigator.pop())
    #expect(root.runningTasks.count == 1)
  }
}
