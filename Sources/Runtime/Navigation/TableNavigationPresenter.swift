/// What a host implements to present a ``TableNavigator``'s stack: the terminal app draws the
/// top screen and its path, the UIKit host pushes and pops a view controller per screen.
///
/// The navigator decides everything (which screen, when, in which order); the presenter only
/// shows the result. Both calls come after the stack changed.
@MainActor
package protocol TableNavigationPresenter: AnyObject {
  /// `screen` was pushed and built; it is now ``TableNavigator/screens``' last element.
  func navigator(_ navigator: TableNavigator, didPush screen: TableScreen)
  /// `screen` was popped; the screen under it is now the top, with the engine and table view
  /// it had. When its `revealBehavior` is `.refresh` it is refreshed right after this call.
  func navigator(_ navigator: TableNavigator, didPop screen: TableScreen)
  /// The stack went from `old` to ``TableNavigator/screens`` in one change
  /// (`TableNavigator.changeStackAtOnce(_:)`: opening a search result pops to the root and
  /// pushes each level). A presenter that can show the new stack in one step (UIKit: one
  /// `setViewControllers(_:animated:)`) implements it; by default the change is told as the
  /// pops of the screens that left, top first, then the pushes of the screens that came, in
  /// order.
  func navigator(_ navigator: TableNavigator, didChangeStackFrom old: [TableScreen])
  /// Whether `screen`, one of the navigator's screens above the root, is still shown.
  ///
  /// A presenter whose own stack can change without telling (UIKit: an app's
  /// `setViewControllers(_:animated:)`, a split view that collapses and discards or moves the
  /// controllers of its secondary column) answers from what it shows, and the navigator drops
  /// the screens it no longer shows before each push and pop
  /// (`TableNavigator.reconcileWithPresenter()`), so a push starts from the screen the user
  /// sees rather than from one nobody sees. By default every screen is shown.
  func navigator(_ navigator: TableNavigator, isShowing screen: TableScreen) -> Bool
  /// ``TableNavigator/open(_:)->IndexPath?`` opened a path: `rows` are the row followed on each screen
  /// from the root, then, for a path that names a row, the row on the top screen. A terminal
  /// focuses each, so going back lands on the row that led on; UIKit scrolls to the last and
  /// highlights it. Comes after the stack changed; by default nothing is done.
  func navigator(_ navigator: TableNavigator, didOpen rows: [IndexPath])
  /// `screen`, the top, is about to be covered by a push or taken off by a pop (or a pop is
  /// about to reveal the screen under it): a host ends the editing on it here (UIKit:
  /// `endEditing(true)`), so that what the user typed is committed while `screen` is still on
  /// the stack, before the screen under it is refreshed (a `.refresh` screen showing that text)
  /// or the screen pushed is built. By default nothing is done.
  func navigator(_ navigator: TableNavigator, willLeave screen: TableScreen)
  /// `navigator` presented `presented` (``TableNavigator/present(_:)``), a new stack whose
  /// root is built: the host shows it modally over `navigator`'s stack (UIKit: a sheet with a
  /// navigation controller of its own; the terminal: in place of the stack under it). The
  /// presented stack's pushes and pops come to this presenter too, with `presented` as their
  /// navigator.
  func navigator(_ navigator: TableNavigator, didPresent presented: TableNavigator)
  /// `navigator` dismissed `presented` (``TableNavigator/dismiss()``, a swipe the host
  /// reported): the host takes it away unless it is gone already (a sheet swiped down), and
  /// shows `navigator`'s stack again. Stacks presented over `presented` were dismissed first,
  /// each with its own call. `presented`'s screens disappear right after this call.
  func navigator(_ navigator: TableNavigator, didDismiss presented: TableNavigator)
  /// `screen`'s ``TableScreen/barButtons`` or ``TableScreen/allowsInteractiveDismissal``
  /// changed while it is on `navigator`'s stack: a host that draws them once (UIKit's
  /// navigation item) shows the new ones. By default nothing is done: a host that draws every
  /// frame reads them as it draws.
  func navigator(_ navigator: TableNavigator, didChangeBarButtonsOf screen: TableScreen)
}

extension TableNavigationPresenter {
  /// Every screen is shown: a presenter that hears of every change of its stack.
  package func navigator(_ navigator: TableNavigator, isShowing screen: TableScreen) -> Bool { true }

  /// Nothing is focused.
  package func navigator(_ navigator: TableNavigator, didOpen rows: [IndexPath]) {}

  /// Nothing is shown: a presenter that records a stack's changes. Every host that shows a
  /// navigator's screens implements it.
  package func navigator(_ navigator: TableNavigator, didPresent presented: TableNavigator) {}

  /// Nothing is taken away.
  package func navigator(_ navigator: TableNavigator, didDismiss presented: TableNavigator) {}

  /// Every frame reads the buttons.
  package func navigator(_ navigator: TableNavigator, didChangeBarButtonsOf screen: TableScreen) {}

  /// Nothing is being edited.
  package func navigator(_ navigator: TableNavigator, willLeave screen: TableScreen) {}

  /// Tells the change as pops, top first, then pushes, in order.
  package func navigator(_ navigator: TableNavigator, didChangeStackFrom old: [TableScreen]) {
    let change = StackChange(from: old, to: navigator.screens)
    for screen in change.popped { self.navigator(navigator, didPop: screen) }
    for screen in change.pushed { self.navigator(navigator, didPush: screen) }
  }
}

/// How one stack of screens became another: what was popped (top first) and what was pushed
/// (in order), above the screens both share from the root.
@MainActor
package struct StackChange {
  /// How many screens, from the root, both stacks share.
  package let kept: Int
  /// The screens of the old stack above the shared ones, top first.
  package let popped: [TableScreen]
  /// The screens of the new stack above the shared ones, in order.
  package let pushed: [TableScreen]

  /// The change from `old` to `new`.
  package init(from old: [TableScreen], to new: [TableScreen]) {
    var kept = 0
    while kept < old.count, kept < new.count, old[kept] === new[kept] { kept += 1 }
    self.kept = kept
    popped = old[kept...].reversed()
    pushed = Array(new[kept...])
  }

  /// Whether the stacks are the same.
  package var isEmpty: Bool { popped.isEmpty && pushed.isEmpty }
}
