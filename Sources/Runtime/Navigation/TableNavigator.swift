import Foundation

/// A stack of table screens, root first: what a row opens is pushed on it, and back pops it.
///
/// The navigator is host-agnostic. It asks `makeHost` for a new table view for every screen it
/// pushes, gives the screen an engine on it, and tells its `presenter` (the terminal app, the
/// UIKit host) to show the change. Rows push with the engine they belong to:
///
/// ```swift
/// TableComponent.valueRow("Wi-Fi") { selection in
///   try? selection.engine.navigator?.push(wifiScreen(model))
/// }
/// ```
///
/// A screen keeps its engine and table view for as long as it is on the stack, so when the
/// screen above it is popped it shows what it showed, with its scroll position, focus and
/// selection, incremental changes included. It is rebuilt then only when it asks for that
/// (`TableScreen.RevealBehavior.refresh`). Each engine gets the screen's
/// ``TableScreen/delegate`` before its first call to the host.
///
/// Memory: the navigator holds its screens, a screen holds its table view while it is on the
/// stack, the table view holds the engine; the engine, the screen and the navigator point back
/// weakly. A popped screen lets go of its table view, so its engine goes as soon as the
/// presenter drops the view.
@MainActor
public final class TableNavigator {
  /// The screens on the stack, root first; never empty.
  public private(set) var screens: [TableScreen]

  /// Shows the stack's changes; held weakly (it usually owns the navigator).
  ///
  /// Once a presenter is set, a push after it went away is refused
  /// (``TableError/presenterGone(operation:title:)``): a screen pushed then would be on
  /// the stack with nothing showing it. Setting `nil` on purpose allows pushes without one.
  package weak var presenter: (any TableNavigationPresenter)? {
    didSet { expectsPresenter = presenter != nil }
  }

  /// Whether a presenter was set and not taken away on purpose: its absence then means it is
  /// gone.
  var expectsPresenter = false

  /// The stack presented modally over this one (``present(_:)``), until it is dismissed; its
  /// screens push inside it.
  public internal(set) var presented: TableNavigator?

  /// The stack that presented this one, while this one is presented; else `nil`.
  public internal(set) weak var presenting: TableNavigator?

  /// Whether this stack was presented and then dismissed: its screens are gone, and it shows
  /// nothing any more.
  var wasDismissed = false

  /// The stack before ``changeStackAtOnce(_:)`` began, while it runs: the presenter hears of
  /// the pushes and pops made meanwhile once, at the end.
  private var stackBeforeChange: [TableScreen]?

  /// The language of the package's own words that assistive technology hears on every screen
  /// of the stack (``TableEngine/accessibilityWords``); by default those of the language the
  /// app is shown in (``AccessibilityWords/appLanguage``). Set it to the screens' language when
  /// they have another (`AccessibilityWords.forLanguage(bundle.localization)`). Screens shown
  /// later take it too.
  public var accessibilityWords: AccessibilityWords = .appLanguage {
    didSet {
      for screen in screens { screen.engine?.accessibilityWords = accessibilityWords }
      presented?.accessibilityWords = accessibilityWords
    }
  }

  let makeHost: @MainActor (TableScreen) throws(TableError) -> any TableHost
  /// The change being made, while a screen is being built or refreshed by the navigator.
  private(set) var changeInProgress: String?
  /// The screen ``willReveal(below:)`` revealed ahead of a pop, until the pop or another
  /// change of the stack: the pop then shows it without revealing it twice.
  private weak var revealedAhead: TableScreen?
  /// The screens shown (appeared, not disappeared since), in the order they appeared: the top,
  /// and while a pop reveals it the screen under it. Empty while the stack is off screen.
  var shown: [TableScreen] = []
  /// How many calls that change the stack are running: screens appear and disappear once the
  /// outermost one ends, so a change made of several pops and pushes shows only its result.
  private var visibilityHold = 0

  /// A stack holding `root`, shown in a table view `makeHost` makes; `makeHost` is called
  /// again with every screen pushed and must return a new table view each time, or throw
  /// (``TableError/presenterGone(operation:title:)`` when what makes the views is gone),
  /// which refuses the push.
  ///
  /// - Throws: ``TableError/screenAlreadyShown(operation:title:depth:)`` when `root` is
  ///   on another stack, ``TableError/buildFailed(operation:title:error:)`` when the
  ///   engine refuses its sections.
  package init(
    root: TableScreen, makeHost: @escaping @MainActor (TableScreen) throws(TableError) -> any TableHost
  ) throws(TableError) {
    self.makeHost = makeHost
    screens = []
    try show(root, host: makeHost(root), operation: "TableNavigator(root:makeHost:)")
  }

  /// A stack holding `root`, shown in `rootHost`, a table view that already exists (a view
  /// controller's own); `makeHost` makes the table views of the screens pushed later.
  ///
  /// The navigator keeps `makeHost` for its whole life, and nothing else of the root's
  /// presentation: a factory that captured the root's table view, its view controller or an
  /// external delegate would keep them alive for as long as the navigator, and, when they own
  /// the navigator, for ever. The root's table is held by the root screen while it is on the
  /// stack, as every screen's is. So a factory captures what makes the views weakly, and
  /// throws ``TableError/presenterGone(operation:title:)`` when it is gone.
  ///
  /// - Throws: ``TableError/screenAlreadyShown(operation:title:depth:)`` when `root` is
  ///   on another stack, ``TableError/buildFailed(operation:title:error:)`` when the
  ///   engine refuses its sections.
  package init(
    root: TableScreen, rootHost: any TableHost,
    makeHost: @escaping @MainActor (TableScreen) throws(TableError) -> any TableHost
  ) throws(TableError) {
    self.makeHost = makeHost
    screens = []
    try show(root, host: rootHost, operation: "TableNavigator(root:rootHost:makeHost:)")
  }

  /// The stack `presenting` presents, holding `root`: its table views come from the same
  /// factory, its changes go to the same presenter.
  init(presentedBy presenting: TableNavigator, root: TableScreen) throws(TableError) {
    makeHost = presenting.makeHost
    accessibilityWords = presenting.accessibilityWords
    screens = []
    // Known before the root is shown: a root without a tint of its own takes its presenter's.
    self.presenting = presenting
    try show(root, host: presenting.makeHost(root), operation: "present(_:)")
    presenter = presenting.presenter
    expectsPresenter = presenting.expectsPresenter
  }

  /// The screen on top of the stack: the one shown.
  public var top: TableScreen {
    // `screens` is never empty: the root is pushed by `init`, and `pop` keeps it.
    screens[screens.count - 1]
  }

  /// The screen titles from the root to the top, such as `["Settings", "Wi-Fi"]`.
  public var path: [String] { screens.map(\.title) }

  /// Pushes `screen`: makes a table view and an engine for it (with the screen's
  /// ``TableScreen/delegate``), builds its sections, and tells the presenter. Costs one run of its builder and the layout of what is visible.
  ///
  /// First drops the screens the presenter no longer shows (`reconcileWithPresenter()`), so
  /// the screen is pushed above the one the user sees.
  ///
  /// - Throws: ``TableError/screenAlreadyShown(operation:title:depth:)`` when `screen` is
  ///   on a stack already (pushing the same screen twice, or the root);
  ///   ``TableError/reentrantNavigation(operation:title:during:)`` when called from the
  ///   builder of a screen on this stack (while it is built or refreshed);
  ///   ``TableError/buildFailed(operation:title:error:)`` when the engine refuses its
  ///   sections; ``TableError/presenterGone(operation:title:)`` when the presenter that
  ///   was set went away (or `makeHost` says so). The stack is left as it was.
  public func push(_ screen: TableScreen) throws(TableError) {
    try holdingVisibility { () throws(TableError) in try pushHeld(screen) }
  }

  private func pushHeld(_ screen: TableScreen) throws(TableError) {
    if wasDismissed { throw .stackDismissed(operation: "push(_:)", title: screen.title, root: screens[0].title) }
    if expectsPresenter, presenter == nil {
      throw .presenterGone(operation: "push(_:)", title: screen.title)
    }
    reconcileWithPresenter()
    if changeInProgress == nil { presenter?.navigator(self, willLeave: top) }
    try show(screen, host: try makeHost(screen), operation: "push(_:)")
    revealedAhead = nil
    if stackBeforeChange == nil { presenter?.navigator(self, didPush: screen) }
  }

  /// Pushes `screen`, opened by a row of `origin`: when `origin` is a screen of this stack
  /// under the top, the screens above it are taken off, so that `screen` comes right above
  /// the screen it was opened from, and the presenter hears the whole change at once
  /// (`TableNavigationPresenter.navigator(_:didChangeStackFrom:)`).
  ///
  /// A covered screen's rows can be tapped where a host shows more than the top screen: in a
  /// split view the root's list stays in its column beside the screens it opened, and a row
  /// tapped there replaces them, as in the Settings app on iPad. Where only the top can be
  /// tapped (a navigation stack, the terminal), `origin` is the top and this is ``push(_:)``;
  /// so it is when `origin` is `nil` or on no stack.
  ///
  /// The screens taken off are not revealed: they are not shown again. Costs what ``push(_:)``
  /// costs.
  ///
  /// - Throws: What ``push(_:)`` throws, before anything is taken off: the stack is then left
  ///   as it was.
  public func push(_ screen: TableScreen, from origin: TableScreen?) throws(TableError) {
    try holdingVisibility { () throws(TableError) in try pushHeld(screen, from: origin) }
  }

  private func pushHeld(_ screen: TableScreen, from origin: TableScreen?) throws(TableError) {
    reconcileWithPresenter()
    guard let origin, let index = screens.firstIndex(where: { $0 === origin }), index < screens.count - 1
    else { return try push(screen) }
    try changeStackAtOnce { () throws(TableError) in
      try push(screen)
      let covered = screens[(index + 1)..<(screens.count - 1)]
      screens.removeSubrange((index + 1)..<(screens.count - 1))
      for left in covered.reversed() { left.detach() }
    }
  }

  /// Makes the stack match what the presenter shows
  /// (`TableNavigationPresenter.navigator(_:isShowing:)`): the screens from the lowest one
  /// it no longer shows up to the top are popped, top first, and the screen left on top is
  /// revealed as after a pop.
  ///
  /// ``push(_:)``, ``pop()``, ``popToRoot()`` and ``changeStackAtOnce(_:)`` call it first, so
  /// a host whose own stack changed without telling (UIKit's `setViewControllers(_:animated:)`
  /// called by the app, a collapsing split view) pushes above the screen the user sees; a
  /// host calls it too when it learns that its stack changed (a screen appeared). Does nothing
  /// without a presenter, while a screen is built or refreshed, and inside
  /// ``changeStackAtOnce(_:)`` (whose pushes the presenter shows only at its end).
  ///
  /// - Returns: Whether screens were popped.
  @discardableResult
  package func reconcileWithPresenter() -> Bool {
    holdingVisibility { reconcileHeld() }
  }

  private func reconcileHeld() -> Bool {
    guard let presenter, stackBeforeChange == nil, changeInProgress == nil,
      let firstGone = screens.indices.dropFirst().first(where: { !presenter.navigator(self, isShowing: screens[$0]) })
    else { return false }
    while screens.count > firstGone, popTop() {}
    return true
  }

  /// The top screen is about to go and the one under it to show: a host whose pop animates
  /// the screen under into view (UIKit's back button and edge swipe, which start with
  /// `willMove(toParent: nil)`) calls this first, so that the revealed screen is refreshed
  /// (when its ``TableScreen/revealBehavior`` is `.refresh`) before it is seen rather than
  /// after the animation. The ``pop()`` that follows does not refresh it again.
  ///
  /// An interactive pop can be cancelled: the top screen stays, and the screen under it has
  /// only been refreshed, which shows the same state. A later pop reveals it again.
  ///
  /// Does nothing at the root, while a screen is built or refreshed, or when `screen` is not
  /// the top screen of this stack.
  package func willReveal(below screen: TableScreen) {
    guard screens.count > 1, screen === top, changeInProgress == nil else { return }
    presenter?.navigator(self, willLeave: screen)
    let revealed = screens[screens.count - 2]
    reveal(revealed, after: "willReveal(below:)")
    revealedAhead = revealed
    // The screen under slides into view while the top is still shown.
    if shown.contains(where: { $0 === screen }) { appear(revealed) }
  }

  /// The pop that ``willReveal(below:)`` announced was cancelled (an interactive edge swipe the
  /// user let go back): the stack stays as it was, and the next pop refreshes the screen it
  /// reveals again, since anything may change before it (a `.refresh` screen revealed by a pop
  /// called from code would otherwise keep what it showed at the cancelled swipe).
  package func revealWasCancelled() {
    if let revealed = revealedAhead, revealed !== top { disappear(revealed) }
    revealedAhead = nil
  }

  /// Pops the top screen; the presenter shows the one under it again, as it was (refreshed
  /// first when its ``TableScreen/revealBehavior`` is `.refresh`).
  ///
  /// - Returns: `false`, doing nothing, at the root (the root cannot be popped) and while
  ///   a screen on the stack is being built or refreshed (a pop from inside a builder).
  ///
  /// First drops the screens the presenter no longer shows (`reconcileWithPresenter()`): the
  /// screen popped is the one the user sees.
  @discardableResult
  public func pop() -> Bool {
    guard screens.count > 1, changeInProgress == nil else { return false }
    return holdingVisibility {
      reconcileWithPresenter()
      return popTop()
    }
  }

  /// Pops the top screen and reveals the one under it.
  private func popTop() -> Bool {
    guard screens.count > 1, changeInProgress == nil else { return false }
    presenter?.navigator(self, willLeave: top)
    let popped = screens.removeLast()
    popped.detach()
    if stackBeforeChange == nil { presenter?.navigator(self, didPop: popped) }
    if revealedAhead !== top { reveal(top, after: "pop()") }
    revealedAhead = nil
    return true
  }

  /// Pops every screen above the root; the root is shown as it was (refreshed once when its
  /// ``TableScreen/revealBehavior`` is `.refresh`).
  ///
  /// - Returns: `false`, doing nothing, at the root and while a screen is being built.
  @discardableResult
  public func popToRoot() -> Bool {
    guard screens.count > 1, changeInProgress == nil else { return false }
    return holdingVisibility { popToRootHeld() }
  }

  private func popToRootHeld() -> Bool {
    reconcileWithPresenter()
    guard screens.count > 1 else { return true }
    presenter?.navigator(self, willLeave: top)
    while screens.count > 1 {
      let popped = screens.removeLast()
      popped.detach()
      if stackBeforeChange == nil { presenter?.navigator(self, didPop: popped) }
    }
    revealedAhead = nil
    reveal(top, after: "popToRoot()")
    return true
  }

  /// The screen right above `screen` on this stack, or `nil` when `screen` is the top or not on
  /// this stack: what a host that shows each level with a view of its own (SwiftUI, one
  /// `navigationDestination` a level) shows above a screen.
  public func screen(above screen: TableScreen) -> TableScreen? {
    guard let index = screens.firstIndex(where: { $0 === screen }), index + 1 < screens.count else { return nil }
    return screens[index + 1]
  }

  /// Pops the screens above `screen`, top first, so that it is the top (revealed once, as
  /// after ``pop()``): what a host does when the user goes back to a screen several levels
  /// down at once.
  ///
  /// - Returns: `false`, doing nothing, when `screen` is not on this stack or is already
  ///   the top, and while a screen is being built or refreshed.
  @discardableResult
  public func pop(to screen: TableScreen) -> Bool {
    guard let index = screens.firstIndex(where: { $0 === screen }), index + 1 < screens.count,
      changeInProgress == nil
    else { return false }
    holdingVisibility { while screens.count > index + 1, pop() {} }
    return true
  }

  /// `screen` appeared on a host whose own stack can change without the navigator hearing of
  /// it (UIKit: `setViewControllers(_:animated:)` called by the app, a collapsing split view,
  /// neither of which removes controllers through `didMove(toParent:)`): the screens above it
  /// are popped from the lowest one that `isShown` says is no longer shown, so the stack
  /// matches the screen again, the screen that appeared is revealed as after a pop, and the
  /// next push starts from it instead of from a screen nobody sees.
  ///
  /// Does nothing when `screen` is not on this stack or every screen above it is shown. A
  /// presenter that can tell which screens it shows at any time answers
  /// `TableNavigationPresenter.navigator(_:isShowing:)` instead, and the navigator asks it
  /// before every push and pop (`reconcileWithPresenter()`), not only when a screen appears.
  package func screenDidAppear(_ screen: TableScreen, isShown: (TableScreen) -> Bool) {
    guard let index = screens.firstIndex(where: { $0 === screen }),
      let firstGone = screens[(index + 1)...].firstIndex(where: { !isShown($0) })
    else { return }
    holdingVisibility { while screens.count > firstGone, popTop() {} }
  }

  /// Runs `body`, which pushes and pops (opening a search result: back to the root, then one
  /// push per level), and tells the presenter the whole change once, at the end
  /// (`TableNavigationPresenter.navigator(_:didChangeStackFrom:)`), so that it can show it
  /// as one change: UIKit corrupts its navigation bar when pops and pushes are animated in
  /// the same turn of the run loop ("nested pop animation can result in corrupted navigation
  /// bar"), and replacing its stack with `setViewControllers(_:animated:)` is one animation.
  /// Nothing is told when the stack ended as it began. Nested calls are part of the outer one.
  @discardableResult
  package func changeStackAtOnce<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard stackBeforeChange == nil else { return try body() }
    return try holdingVisibility { () throws(Failure) in try changeHeld(body) }
  }

  private func changeHeld<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
    reconcileWithPresenter()
    let before = screens
    stackBeforeChange = before
    defer {
      stackBeforeChange = nil
      if !StackChange(from: before, to: screens).isEmpty {
        presenter?.navigator(self, didChangeStackFrom: before)
      }
    }
    return try body()
  }

  /// Pushes `screen` opened from `origin` (``push(_:from:)``), reporting a refusal as
  /// ``TableDiagnostic/Kind/failed(_:)``: what selection closures use.
  func pushReportingErrors(_ screen: TableScreen, from origin: TableScreen?) {
    do {
      try push(screen, from: origin)
    } catch {
      TableDiagnostic.report(failed: error)
    }
  }

  /// Checks `screen`, then attaches it to `host` (made only once the checks passed, so that a
  /// refused push makes no table view) and puts it on top.
  private func show(
    _ screen: TableScreen, host: @autoclosure () throws(TableError) -> any TableHost, operation: String
  ) throws(TableError) {
    if let other = screen.navigator {
      let depth = other.screens.firstIndex { $0 === screen } ?? 0
      throw .screenAlreadyShown(operation: operation, title: screen.title, depth: depth)
    }
    if let change = changeInProgress {
      throw .reentrantNavigation(operation: operation, title: screen.title, during: change)
    }
    changeInProgress = "the screen \"\(screen.title)\" is being built"
    defer { changeInProgress = nil }
    let madeHost = try host()
    do {
      try screen.attach(to: self, host: madeHost)
    } catch {
      throw .buildFailed(operation: operation, title: screen.title, error: error)
    }
    screens.append(screen)
  }

  func reveal(_ screen: TableScreen, after operation: String) {
    do {
      try screen.wasRevealed()
    } catch {
      TableDiagnostic.report(failed: .buildFailed(operation: operation, title: screen.title, error: error))
    }
  }

  /// Runs `body`, a builder run of `screen` (on this stack), with pushes and pops refused: a
  /// builder describes the screen and must not change the stack under it.
  func refusingNavigation(
    whileRefreshing screen: TableScreen, _ body: () throws(TableError) -> Void
  ) throws(TableError) {
    let previous = changeInProgress
    changeInProgress = previous ?? "the screen \"\(screen.title)\" is being refreshed"
    defer { changeInProgress = previous }
    try body()
  }

  // MARK: Appearing and disappearing

  /// A host showed `screen` (UIKit: `viewWillAppear`; the terminal app: its root, as it
  /// starts): it appears (``TableScreen/onAppear(_:)``), unless it is shown already. The
  /// stack counts as on screen from then on, so the screens that become its top appear as
  /// they do. Does nothing when `screen` is not on this stack.
  ///
  /// The top appearing again while ``willReveal(below:)`` had revealed the screen under it
  /// means that the pop was cancelled (UIKit shows the top again after an interactive swipe
  /// the user let go back, and after a sheet's swipe down the user gave up): the reveal is
  /// forgotten as by ``revealWasCancelled()``, so that a host learns of the cancel even when
  /// nothing else tells it (a swipe with no transition coordinator to ask).
  ///
  /// Hosts report what their platform tells them, and nothing twice: the navigator makes the
  /// new top appear and the old one disappear at every push and pop, so the host's report of
  /// the same change finds the screen already shown, or already gone.
  package func screenWillAppear(_ screen: TableScreen) {
    guard screens.contains(where: { $0 === screen }) else { return }
    if screen === top, revealedAhead != nil { revealWasCancelled() }
    appear(screen)
  }

  /// A host took `screen` off screen (UIKit: `viewDidDisappear`, for a pop, another tab
  /// selected, a view controller presented full screen over it; the terminal app: it quits): it
  /// disappears (``TableScreen/onDisappear(_:)``), when it is shown. Once no screen is shown the
  /// stack is off screen: what is pushed or popped meanwhile appears when a host shows it.
  package func screenDidDisappear(_ screen: TableScreen) {
    disappear(screen)
  }

  func appear(_ screen: TableScreen) {
    guard !shown.contains(where: { $0 === screen }) else { return }
    shown.append(screen)
    screen.appear()
  }

  func disappear(_ screen: TableScreen) {
    guard let index = shown.firstIndex(where: { $0 === screen }) else { return }
    shown.remove(at: index)
    screen.disappear()
  }

  /// Runs `body`, a change of the stack, then, when it is the outermost one and the stack is
  /// on screen, makes the top appear and then every other shown screen disappear: the order
  /// UIKit calls `viewWillAppear` of the new top and `viewDidDisappear` of the old one in.
  func holdingVisibility<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    visibilityHold += 1
    defer {
      visibilityHold -= 1
      if visibilityHold == 0, stackBeforeChange == nil, !shown.isEmpty {
        appear(top)
        for screen in shown where screen !== top { disappear(screen) }
      }
    }
    return try body()
  }
}
