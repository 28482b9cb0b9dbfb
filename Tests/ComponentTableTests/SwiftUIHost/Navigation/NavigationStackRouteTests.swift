import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

@testable import ComponentTableSwiftUI

/// What a `ComponentTableView` on SwiftUI's `NavigationStack` shows (`NavigationStackRoute`):
/// the levels pushed, the stacks presented in sheets, what the views report back. The same
/// route the SwiftUI views read, on terminal tables instead of `UITableView`s.
@MainActor
@Suite struct NavigationStackRouteTests {
  /// What the screens' lifecycles did, in order.
  final class Log {
    var events: [String] = []
  }

  let log = Log()
  /// How many times the route told the views to read it again.
  var changes: Int { counter.count }
  private let counter = Counter()
  private let scheduled = Scheduled()

  final class Counter { var count = 0 }
  final class Scheduled { var steps: [@MainActor () -> Void] = [] }

  func makeRoute(oneLevelAtATime: Bool = false) -> NavigationStackRoute {
    let scheduled = scheduled
    let route = NavigationStackRoute(
      takesOffOneLevelAtATime: oneLevelAtATime,
      makeHost: { _ in TerminalTableView(width: 40, height: 6) },
      schedule: { step in scheduled.steps.append(step) })
    let counter = counter
    route.changed = { counter.count += 1 }
    return route
  }

  func screen(_ title: String, revealBehavior: TableScreen.RevealBehavior = .keep) -> TableScreen {
    let log = log
    return TableScreen(title: title, revealBehavior: revealBehavior) {
      log.events.append("build \(title)")
      return [TableSection(rows: [TableComponent(LabelCell.self, data: title)])]
    }
    .onAppear { log.events.append("appear \(title)") }
    .onDisappear { log.events.append("disappear \(title)") }
  }

  /// Opens "General" from the table, as SwiftUI shows it (its level appears).
  func openGeneral(on route: NavigationStackRoute) throws -> TableScreen {
    let general = screen("General")
    try route.open(general)
    route.screenWillAppear(general)
    return general
  }

  @Test func aPushedScreenPresentsItsStackInASheetWherePushesStay() throws {
    let route = makeRoute()
    let general = try openGeneral(on: route)
    let about = screen("About")
    try #require(general.navigator).present(about)
    #expect(route.isPresenting(over: general))
    let presented = try #require(route.sheetStack(over: general))
    #expect(presented.screens.map(\.title) == ["About"])
    // The presented root is a level of the sheet's own stack; nothing is pushed over General.
    #expect(route.level(above: general) == nil)
    let licences = screen("Licences")
    try presented.push(licences)
    #expect(route.level(above: about)?.screen === licences)
    #expect(route.level(above: general) == nil)
    #expect(route.level(above: nil)?.screen === general)
    // Every screen shown keeps its table.
    #expect(Set(route.screensInUse.map(\.title)) == ["General", "About", "Licences"])
  }

  @Test func theSheetShowsOverTheTopOfThePresentingStackOnly() throws {
    let route = makeRoute()
    let general = try openGeneral(on: route)
    let wifi = screen("Wi-Fi")
    try #require(general.navigator).push(wifi)
    try #require(wifi.navigator).present(screen("About"))
    #expect(route.isPresenting(over: wifi))
    #expect(!route.isPresenting(over: general))
    #expect(route.sheetStack(over: general) == nil)
  }

  @Test func aDismissalClosesTheSheetAndKeepsItsTablesUntilItIsGone() throws {
    let route = makeRoute()
    let general = try openGeneral(on: route)
    let about = screen("About")
    try #require(general.navigator).present(about)
    let presented = try #require(route.sheetStack(over: general))
    #expect(presented.dismiss())
    // The binding reads false, so SwiftUI slides the sheet away, showing what it showed.
    #expect(!route.isPresenting(over: general))
    #expect(route.sheetStack(over: general) === presented)
    #expect(route.screensInUse.contains { $0 === about })
    route.sheetDidDisappear(over: general)
    #expect(route.sheetStack(over: general) == nil)
    #expect(!route.screensInUse.contains { $0 === about })
  }

  @Test func aSwipeDownIsReportedOnceAndTheScreenUnderStaysShown() throws {
    let route = makeRoute()
    let general = try openGeneral(on: route)
    try #require(general.navigator).present(screen("About"))
    // As under UIKit's page sheet, the presenter does not disappear.
    #expect(log.events.suffix(2) == ["build About", "appear About"])
    log.events = []
    // SwiftUI sets the binding to false, then calls onDismiss once the sheet is gone.
    route.userDismissedSheet(over: general)
    route.sheetDidDisappear(over: general)
    #expect(general.navigator?.presented == nil)
    #expect(log.events == ["disappear About"])
    #expect(route.sheetStack(over: general) == nil)
  }

  @Test func aSwipeDownOnlySeenByOnDismissIsReportedToo() throws {
    let route = makeRoute()
    let general = try openGeneral(on: route)
    try #require(general.navigator).present(screen("About"))
    log.events = []
    route.sheetDidDisappear(over: general)
    #expect(general.navigator?.presented == nil)
    #expect(log.events == ["disappear About"])
  }

  @Test func theScreenUnderIsRefreshedWhenTheSheetIsDismissed() throws {
    let route = makeRoute()
    let general = screen("General", revealBehavior: .refresh)
    try route.open(general)
    route.screenWillAppear(general)
    try #require(general.navigator).present(screen("About"))
    log.events = []
    route.userDismissedSheet(over: general)
    #expect(log.events == ["disappear About", "build General"])
  }

  @Test func theSheetCanBeSwipedDownOnlyWhenItsTopScreenAllowsIt() throws {
    let route = makeRoute()
    let general = try openGeneral(on: route)
    let form = screen("Form")
    try #require(general.navigator).present(form)
    let presented = try #require(route.sheetStack(over: general))
    #expect(route.allowsSwipeDown(presented))
    let before = changes
    form.allowsInteractiveDismissal = false
    #expect(!route.allowsSwipeDown(presented))
    #expect(changes > before)
    // The top decides: a screen pushed inside the sheet that allows it.
    try presented.push(screen("Details"))
    #expect(route.allowsSwipeDown(presented))
  }

  @Test func barButtonsSetAgainAreReadAgain() throws {
    let route = makeRoute()
    let general = try openGeneral(on: route)
    let before = changes
    general.barButtons = [TableBarButton(.edit) { _ in }]
    #expect(changes > before)
  }

  @Test func goingBackInsideTheSheetPopsItsStack() throws {
    let route = makeRoute()
    let general = try openGeneral(on: route)
    let about = screen("About")
    try #require(general.navigator).present(about)
    let presented = try #require(route.sheetStack(over: general))
    try presented.push(screen("Licences"))
    route.userWentBack(to: about)
    #expect(presented.screens.map(\.title) == ["About"])
    #expect(route.level(above: about) == nil)
    #expect(route.isPresenting(over: general))
  }

  @Test func aDoneButtonInTheSheetDismissesIt() throws {
    let route = makeRoute()
    let general = try openGeneral(on: route)
    let about = TableScreen(title: "About", barButtons: [TableBarButton(.done) { $0.navigator?.dismiss() }]) {
      TableSection(rows: [])
    }
    try #require(general.navigator).present(about)
    about.barButtons[0].action(about)
    #expect(!route.isPresenting(over: general))
  }

  @Test func aStackPresentedFromTheSheetIsASheetOverIt() throws {
    let route = makeRoute()
    let general = try openGeneral(on: route)
    let about = screen("About")
    try #require(general.navigator).present(about)
    try #require(about.navigator).present(screen("Credits"))
    #expect(route.isPresenting(over: about))
    #expect(route.sheetStack(over: about)?.path == ["Credits"])
    // Dismissing the outer stack takes the inner one with it.
    #expect(try #require(general.navigator).dismiss())
    #expect(!route.isPresenting(over: general))
    route.sheetDidDisappear(over: general)
    #expect(Set(route.screensInUse.map(\.title)) == ["General"])
  }

  @Test func backAtTheTableTheStackGoes() throws {
    let route = makeRoute()
    _ = try openGeneral(on: route)
    log.events = []
    route.userWentBack(to: nil)
    #expect(log.events == ["disappear General"])
    #expect(route.navigator == nil && route.level(above: nil) == nil && route.screensInUse.isEmpty)
  }

  @Test func whereSwiftUIPopsOneLevelAtATimeTheLevelsFollowAStepATurn() throws {
    let route = makeRoute(oneLevelAtATime: true)
    let general = try openGeneral(on: route)
    let navigator = try #require(general.navigator)
    try navigator.push(screen("Wi-Fi"))
    try navigator.push(screen("Network"))
    navigator.popToRoot()
    // One level off this turn; the next on the next turn.
    #expect(route.level(above: general)?.screen.title == "Wi-Fi")
    #expect(scheduled.steps.count == 1)
    while !scheduled.steps.isEmpty { scheduled.steps.removeFirst()() }
    #expect(route.level(above: general) == nil)
    #expect(Set(route.screensInUse.map(\.title)) == ["General"])
  }
}
