import ComponentTable
import Foundation

/// What a `ComponentTableView` shows on SwiftUI's `NavigationStack`, decided without SwiftUI
/// so that it is tested on Linux: a ``TableNavigator`` whose root is the screen a row of the
/// table opened, the levels each stack shows (`LevelPresentation`: one
/// `navigationDestination(isPresented:)` a level), and the stacks its screens present
/// (``TableNavigator/present(_:)``), each in a sheet over the level of the screen on top of the
/// stack that presents it, with a `NavigationStack` of its own, so that what its rows open is
/// pushed inside the sheet.
///
/// The navigator decides (builds, refreshes, makes screens appear and disappear); the views
/// read what is shown here and report what the user did: went back (SwiftUI's back button),
/// swiped a sheet down, a level appeared or disappeared. As under UIKit's page sheet, the
/// screen under a sheet stays shown: SwiftUI keeps the view that presents a sheet in its
/// hierarchy, so it sends that view no `onDisappear`, and the navigator keeps it shown too.
@MainActor
final class NavigationStackRoute: TableNavigationPresenter {
  /// A stack shown: the table's, or one presented over a screen of it.
  private struct Shown {
    let navigator: TableNavigator
    var levels: LevelPresentation
    /// The stack that presented it, for a presented one.
    var presentedBy: ObjectIdentifier?
    /// Dismissed, with its sheet still sliding away: its levels stay as they were, and its
    /// table views with them, until SwiftUI says the sheet is gone (``sheetDidDisappear()``).
    var isLeaving = false
  }

  /// The stack a row of the table opened, once one did.
  private(set) var navigator: TableNavigator?
  /// Every stack shown, by navigator: the table's and those presented.
  private var stacks: [ObjectIdentifier: Shown] = [:]
  /// Whether SwiftUI takes off one level at a time here (`LevelPresentation`).
  private let takesOffOneLevelAtATime: Bool
  /// Makes the table of a screen shown (SwiftUI: a `UITableView` the view shows).
  private let makeHost: @MainActor (TableScreen) throws(TableError) -> any TableHost
  /// Runs a step on the next turn of the main queue.
  private let schedule: @MainActor (@escaping @MainActor () -> Void) -> Void
  /// Whether a step towards the navigators' stacks is scheduled.
  private var stepScheduled = false

  /// Called after every change of what the views show (SwiftUI: `objectWillChange`, which
  /// makes SwiftUI read it again at the end of this turn).
  var changed: @MainActor () -> Void = {}
  /// Ends the editing of a screen about to be covered or left, so its text is committed first.
  var endEditing: @MainActor (TableScreen) -> Void = { _ in }

  /// A route showing nothing yet; `makeHost` makes each screen's table, `schedule` runs the
  /// next step of a change SwiftUI takes a level at a time.
  init(
    takesOffOneLevelAtATime: Bool,
    makeHost: @escaping @MainActor (TableScreen) throws(TableError) -> any TableHost,
    schedule: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void
  ) {
    self.takesOffOneLevelAtATime = takesOffOneLevelAtATime
    self.makeHost = makeHost
    self.schedule = schedule
  }

  /// Shows `screen`, opened by a row of the table: a new stack, since the table's rows can only
  /// be tapped while nothing is pushed above it.
  ///
  /// - Throws: What ``TableNavigator`` throws for a root: the screen is on another stack, or
  ///   the engine refuses its sections. Nothing is shown then.
  func open(_ screen: TableScreen) throws(TableError) {
    let navigator = try TableNavigator(root: screen, rootHost: try makeHost(screen)) {
      [weak self] screen throws(TableError) in
      guard let self else { throw .presenterGone(operation: "push(_:)", title: screen.title) }
      return try self.makeHost(screen)
    }
    navigator.presenter = self
    self.navigator = navigator
    stacks = [ObjectIdentifier(navigator): Shown(navigator: navigator, levels: newLevels())]
    follow()
  }

  /// The screens whose tables the views show or will show: those of every stack, and those
  /// still shown while they slide away.
  var screensInUse: [TableScreen] {
    stacks.values.flatMap { ($0.isLeaving ? [] : $0.navigator.screens) + $0.levels.shown }
  }

  /// The level shown right above `screen` on its stack, or, for `nil`, the first level above
  /// the table.
  func level(above screen: TableScreen?) -> LevelPresentation.Level? {
    guard let screen else { return navigator.flatMap { stacks[ObjectIdentifier($0)]?.levels.level(above: nil) } }
    return stackShowing(screen).flatMap { stacks[$0]?.levels.level(above: screen) }
  }

  /// The stack the sheet over `screen`'s level shows: the one `screen`'s stack presents, while
  /// `screen` is the top of that stack, or the one it dismissed while its sheet slides away
  /// (the sheet shows it as it was until it is gone).
  func sheetStack(over screen: TableScreen) -> TableNavigator? {
    guard let stack = screen.navigator, stack.top === screen else { return nil }
    let sheets = stacks.values.filter { $0.presentedBy == ObjectIdentifier(stack) }
    return (sheets.first { !$0.isLeaving } ?? sheets.first)?.navigator
  }

  /// Whether the sheet over `screen`'s level is shown: `screen`'s stack presents a stack, and
  /// `screen` is its top.
  func isPresenting(over screen: TableScreen) -> Bool {
    guard let stack = screen.navigator, stack.top === screen, let presented = stack.presented else { return false }
    return stacks[ObjectIdentifier(presented)]?.isLeaving == false
  }

  /// The user went back to `screen` (`nil`: to the table) on SwiftUI's stack, which shows it
  /// already: the levels above it go at once, and its stack pops to it.
  func userWentBack(to screen: TableScreen?) {
    guard let screen else {
      guard let navigator else { return }
      stacks[ObjectIdentifier(navigator)]?.levels.userWentBack(to: nil)
      // Back at the table: the screen shown goes before the navigator does.
      navigator.screenDidDisappear(navigator.top)
      self.navigator = nil
      stacks = [:]
      changed()
      return
    }
    guard let id = stackShowing(screen), let stack = stacks[id]?.navigator else { return }
    stacks[id]?.levels.userWentBack(to: screen)
    stack.pop(to: screen)
    changed()
  }

  /// SwiftUI took away the sheet over `screen`'s level: a swipe down the navigator hears of
  /// here, as a dismissal (`TableNavigator.hostDismissed()`, once: a sheet closed because the
  /// navigator dismissed it finds it dismissed already).
  func userDismissedSheet(over screen: TableScreen) {
    guard let stack = screen.navigator, let presented = stack.presented else { return }
    presented.hostDismissed()
  }

  /// A sheet is gone from the screen (SwiftUI's `onDismiss`): a dismissal the user made is
  /// reported first, then the dismissed stacks' levels and tables go.
  func sheetDidDisappear(over screen: TableScreen) {
    userDismissedSheet(over: screen)
    let leaving = stacks.filter(\.value.isLeaving).keys
    guard !leaving.isEmpty else { return }
    for id in leaving { stacks[id] = nil }
    changed()
  }

  /// SwiftUI showed `screen`: its stack makes it appear unless it did already.
  func screenWillAppear(_ screen: TableScreen) { screen.navigator?.screenWillAppear(screen) }

  /// SwiftUI took `screen` off screen: its stack makes it disappear if it is shown.
  func screenDidDisappear(_ screen: TableScreen) { screen.navigator?.screenDidDisappear(screen) }

  /// Whether the sheet showing `presented` may be swiped down: its top screen allows it
  /// (``TableScreen/allowsInteractiveDismissal``), and it is not dismissed already.
  func allowsSwipeDown(_ presented: TableNavigator) -> Bool { presented.canDismissInteractively }

  private func newLevels() -> LevelPresentation {
    LevelPresentation(takesOffOneLevelAtATime: takesOffOneLevelAtATime)
  }

  /// The stack whose levels show `screen`; a screen popped while still sliding away is on no
  /// navigator any more, but its level is still shown.
  private func stackShowing(_ screen: TableScreen) -> ObjectIdentifier? {
    if let navigator = screen.navigator, stacks[ObjectIdentifier(navigator)] != nil {
      return ObjectIdentifier(navigator)
    }
    return stacks.first { $0.value.levels.shown.contains { $0 === screen } }?.key
  }

  /// Moves what the views show a step towards each stack, and schedules the next step on the
  /// next turn of the main queue when one is needed. Where SwiftUI takes off one level at a
  /// time, a step that took one off ends the turn: a `popToRoot()` tells one pop a level, and
  /// stepping at each would take every level off in one turn, which SwiftUI 16 cannot do; the
  /// changes told meanwhile wait for the scheduled step.
  private func follow() {
    guard !stepScheduled else { return }
    var needsMore = false
    for (id, stack) in stacks where !stack.isLeaving {
      guard var levels = stacks[id]?.levels else { continue }
      let before = levels.shown
      if levels.step(toward: stack.navigator.screens) { needsMore = true }
      if takesOffOneLevelAtATime, levels.shown.count < before.count { needsMore = true }
      stacks[id]?.levels = levels
    }
    changed()
    guard needsMore, !stepScheduled else { return }
    stepScheduled = true
    schedule { [weak self] in
      self?.stepScheduled = false
      self?.follow()
    }
  }

  // MARK: TableNavigationPresenter

  func navigator(_ navigator: TableNavigator, didPush screen: TableScreen) { follow() }

  func navigator(_ navigator: TableNavigator, didPop screen: TableScreen) { follow() }

  func navigator(_ navigator: TableNavigator, didChangeStackFrom old: [TableScreen]) { follow() }

  /// Ends the editing in `screen`'s table, so its text is committed before the screen under it
  /// is refreshed or the screen above it is built.
  func navigator(_ navigator: TableNavigator, willLeave screen: TableScreen) { endEditing(screen) }

  /// Shows `presented` in a sheet over the level of `navigator`'s top screen, its root first.
  func navigator(_ navigator: TableNavigator, didPresent presented: TableNavigator) {
    stacks[ObjectIdentifier(presented)] = Shown(
      navigator: presented, levels: newLevels(), presentedBy: ObjectIdentifier(navigator))
    follow()
  }

  /// Closes the sheet showing `presented` (its binding reads `false` from now on); its levels
  /// stay as they are while it slides away.
  func navigator(_ navigator: TableNavigator, didDismiss presented: TableNavigator) {
    stacks[ObjectIdentifier(presented)]?.isLeaving = true
    changed()
  }

  /// Shows `screen`'s new bar buttons, and a sheet's new permission to be swiped down: the
  /// views read them again.
  func navigator(_ navigator: TableNavigator, didChangeBarButtonsOf screen: TableScreen) { changed() }
}
