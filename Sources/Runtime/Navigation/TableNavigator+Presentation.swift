import Foundation

extension TableNavigator {
  /// Presents `screen` modally, over this stack, with a navigation stack of its own: the
  /// navigator returned by ``presented`` (and the screen's ``TableScreen/navigator``) holds it,
  /// so what its rows open is pushed inside it, and ``dismiss()`` takes the whole presented
  /// stack away. The screens of this stack stay under it as they were.
  ///
  /// ```swift
  /// TableComponent.valueRow("About") { selection in
  ///   try? selection.engine.navigator?.present(aboutScreen())
  /// }
  /// ```
  ///
  /// UIKit shows it as a sheet (`pageSheet`) in a `UINavigationController` of its own, SwiftUI
  /// (a `ComponentTableView` on a `NavigationStack`) as a `.sheet` with a `NavigationStack` of
  /// its own, the terminal app in place of this stack's screen until it is dismissed. As under an iOS sheet,
  /// whose presenter stays partly visible, the screen shown here does not disappear
  /// (``TableScreen/onDisappear(_:)``) while a stack is presented over it; the presented
  /// screen appears. Where the platform covers the presenter entirely (tvOS presents full
  /// screen), its host reports the presenter's disappearance as it happens.
  ///
  /// - Throws: ``TableError/alreadyPresenting(operation:title:presented:)`` when this stack
  ///   presents one already (present from a screen of the presented stack instead, as UIKit
  ///   presents from the presented view controller);
  ///   ``TableError/screenAlreadyShown(operation:title:depth:)`` when `screen` is on a stack;
  ///   ``TableError/reentrantNavigation(operation:title:during:)`` from inside a builder;
  ///   ``TableError/buildFailed(operation:title:error:)``,
  ///   ``TableError/presenterGone(operation:title:)`` and
  ///   ``TableError/stackDismissed(operation:title:root:)`` as ``push(_:)`` throws them.
  ///   Nothing is presented then.
  public func present(_ screen: TableScreen) throws(TableError) {
    let operation = "present(_:)"
    if wasDismissed { throw .stackDismissed(operation: operation, title: screen.title, root: screens[0].title) }
    if let presented {
      throw .alreadyPresenting(operation: operation, title: screen.title, presented: presented.screens[0].title)
    }
    if expectsPresenter, presenter == nil { throw .presenterGone(operation: operation, title: screen.title) }
    if let change = changeInProgress {
      throw .reentrantNavigation(operation: operation, title: screen.title, during: change)
    }
    try holdingVisibility { () throws(TableError) in
      reconcileWithPresenter()
      presenter?.navigator(self, willLeave: top)
      let stack = try TableNavigator(presentedBy: self, root: screen)
      presented = stack
      presenter?.navigator(self, didPresent: stack)
      // The presented root appears when this stack is on screen, as a pushed screen does; the
      // screens under it stay shown, as under a sheet.
      if !shown.isEmpty { stack.appear(screen) }
    }
  }

  /// Dismisses the stack this one presents, or, on a presented stack with nothing over it,
  /// this stack itself, as UIKit's `dismiss(animated:completion:)` does: what a Done or Cancel
  /// button's action calls (`screen.navigator?.dismiss()`). The stacks presented over the one
  /// dismissed go with it. Its screens disappear, top first, and let go of their engines; the
  /// screen under it shows again as it was, without appearing again (it stayed shown, as under
  /// an iOS sheet), refreshed first when its ``TableScreen/revealBehavior`` is `.refresh`, as
  /// after a pop: what the presented screens changed shows.
  ///
  /// - Returns: `false`, doing nothing, when nothing is presented here and this stack is not
  ///   presented, and while a screen is being built or refreshed.
  @discardableResult
  public func dismiss() -> Bool {
    guard changeInProgress == nil else { return false }
    if presented != nil {
      guard presented?.changeInProgress == nil else { return false }
      dismissPresented()
      return true
    }
    return presenting?.dismiss() ?? false
  }

  /// The stack shown in front: the one presented over the one presented over… this one, or
  /// this one when it presents nothing. What a host's keys act on.
  package var frontmost: TableNavigator { presented?.frontmost ?? self }

  /// The screens of this stack and of those presented over it, root first.
  package var screensIncludingPresented: [TableScreen] { screens + (presented?.screensIncludingPresented ?? []) }

  /// Whether the user may dismiss this presented stack without its buttons (a sheet swiped
  /// down, Esc at its root): it is presented and its top screen allows it
  /// (``TableScreen/allowsInteractiveDismissal``).
  package var canDismissInteractively: Bool { presenting != nil && top.allowsInteractiveDismissal }

  /// Takes away the stack this one presents, the stacks over it first.
  func dismissPresented() {
    guard let stack = presented else { return }
    stack.dismissPresented()
    presenter?.navigator(stack, willLeave: stack.top)
    presented = nil
    stack.presenting = nil
    stack.wasDismissed = true
    presenter?.navigator(self, didDismiss: stack)
    // Gone from the screen after the host took it away, top first, as UIKit calls
    // `viewDidDisappear` of the presented controllers.
    for screen in stack.shown.reversed() { stack.disappear(screen) }
    for screen in stack.screens.reversed() { screen.detach() }
    reveal(top, after: "dismiss()")
  }

  /// The host took this presented stack away itself (UIKit: a sheet swiped down, or dismissed
  /// by the app's own `dismiss(animated:)`): it is dismissed as by ``dismiss()``, once; the
  /// host's `didDismiss` then finds it gone already.
  package func hostDismissed() {
    guard let presenting, presenting.presented === self else { return }
    presenting.dismissPresented()
  }

  /// The host shows `screen`'s new bar buttons, when it is on this stack.
  func barButtonsChanged(of screen: TableScreen) {
    guard screens.contains(where: { $0 === screen }) else { return }
    presenter?.navigator(self, didChangeBarButtonsOf: screen)
  }
}
