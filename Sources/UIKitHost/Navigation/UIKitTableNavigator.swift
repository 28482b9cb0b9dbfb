#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  /// Presents a ``TableNavigator`` with UIKit: every pushed screen is a
  /// ``TableScreenViewController`` pushed on the nearest `UINavigationController`, or, when the
  /// screen it was opened from has none, presented modally in a new one with a Done button.
  ///
  /// ```swift
  /// let settings = try UIKitTableNavigator.rootViewController(
  ///   for: SettingsScreen.screen(model: model))
  /// window.rootViewController = UINavigationController(rootViewController: settings)
  /// ```
  ///
  /// Every screen shows its rows in the view ``rowsView`` names: a `UITableView` by default,
  /// or a `UICollectionView` list, the same screens either way.
  ///
  /// ```swift
  /// let settings = try UIKitTableNavigator.rootViewController(
  ///   for: SettingsScreen.screen(model: model), rowsView: .list(.insetGrouped))
  /// ```
  ///
  /// Or show the root in a table view or collection view of your own view controller, which
  /// then must keep the navigator:
  ///
  /// ```swift
  /// navigation = try UIKitTableNavigator(
  ///   root: screen, tableView: tableView, in: self, tableViewDelegate: self)
  /// ```
  ///
  /// Memory: the view controllers of the screens hold the navigator; it holds them weakly, and
  /// the table and collection views (through their hosts) hold the engines. A popped screen's
  /// controller goes with the navigation controller's reference, and its engine with it.
  @MainActor
  public final class UIKitTableNavigator: TableNavigationPresenter {
    /// The stack presented.
    public private(set) var navigator: TableNavigator!
    /// The view controller showing the root screen.
    public private(set) weak var rootViewController: UIViewController?
    /// The view the rows of pushed screens show in: a table view of a style or a collection
    /// view list of an appearance; by default ``UIKitRowsView/settings`` (an inset grouped
    /// table; grouped on tvOS). A screen with a style of its own (`TableScreen.style(_:)`)
    /// shows in the same kind of view in that style.
    public var rowsView: UIKitRowsView

    /// The view controllers of the screens above the root, by screen.
    private var controllers: [ObjectIdentifier: Weak] = [:]

    /// The delegates of the modal sheets' presentation controllers (which hold them weakly), by
    /// the screen each sheet starts with.
    private var sheets: [ObjectIdentifier: SheetDismissal] = [:]

    /// The delegates of the sheets of presented stacks (`TableNavigator.present(_:)`), by
    /// stack.
    private var presentations: [ObjectIdentifier: PresentedStackDismissal] = [:]

    #if !os(tvOS)
      /// The root's search field, once added (`addSearch(locale:placeholder:)`).
      public internal(set) var search: UIKitTableSearch?
    #endif

    /// A view controller showing `root`, put it in a `UINavigationController`; the screens its
    /// rows open are pushed there. The controller keeps the navigation alive.
    ///
    /// - Parameter rowsView: The view the rows of `root` and of every screen pushed show in.
    /// - Throws: ``TableError`` when `root` is on another stack or its sections are refused.
    public static func rootViewController(
      for root: TableScreen, rowsView: UIKitRowsView = .settings
    ) throws(TableError) -> TableScreenViewController {
      // The controller needs its presenter and the navigator needs the controller's host, so
      // the presenter is made first and the navigation started once the root controller exists.
      // Nothing but the controller holds the presenter: the navigator's factory below captures
      // it weakly, and the root controller is only held weakly, so no cycle outlives the app's
      // reference (a factory that captured the controller kept the whole stack alive).
      let presenter = UIKitTableNavigator(rowsView: rowsView)
      let controller = TableScreenViewController(screen: root, rowsView: rowsView, presenter: presenter)
      presenter.rootViewController = controller
      try presenter.startNavigation(root: root, rootHost: controller.host)
      return controller
    }

    private init(rowsView: UIKitRowsView) {
      self.rowsView = rowsView
    }

    /// A navigator whose root shows in `tableView`, a table view of `viewController`. The
    /// caller keeps the navigator (its pushed screens' controllers keep it too).
    ///
    /// Neither `tableView`, `viewController` nor `tableViewDelegate` is retained by the
    /// navigator, so a view controller may keep the navigator in a property and pass itself as
    /// the delegate without a cycle.
    ///
    /// Pushed screens show in tables of `tableView`'s style (``rowsView``).
    ///
    /// - Parameter tableViewDelegate: Receives what the root's engine does not answer, as in
    ///   `TableEngine(tableView:delegate:tableViewDelegate:)`; held weakly.
    /// - Throws: ``TableError`` when `root` is on another stack or its sections are refused.
    public init(
      root: TableScreen, tableView: UITableView, in viewController: UIViewController,
      tableViewDelegate: (any UITableViewDelegate)? = nil
    ) throws(TableError) {
      rowsView = .table(tableView.style)
      rootViewController = viewController
      try startNavigation(
        root: root, rootHost: UIKitTableHost(tableView: tableView, tableViewDelegate: tableViewDelegate))
    }

    /// A navigator whose root shows in `collectionView`, a collection view of `viewController`,
    /// as a list of `appearance`, and pushed screens in lists of the same appearance
    /// (``rowsView``); the caller keeps the navigator, as for
    /// ``init(root:tableView:in:tableViewDelegate:)``, and neither `collectionView`,
    /// `viewController` nor `collectionViewDelegate` is retained.
    ///
    /// ```swift
    /// navigation = try UIKitTableNavigator(
    ///   root: screen, collectionView: collectionView, in: self, collectionViewDelegate: self)
    /// ```
    ///
    /// - Parameters:
    ///   - appearance: The look of the root's list; its layout is replaced with the list's.
    ///   - collectionViewDelegate: Receives what the root's engine does not answer, as in
    ///     `TableEngine(collectionView:appearance:delegate:collectionViewDelegate:)`; held weakly.
    /// - Throws: ``TableError`` when `root` is on another stack or its sections are refused.
    public init(
      root: TableScreen, collectionView: UICollectionView,
      appearance: UICollectionLayoutListConfiguration.Appearance = .settings, in viewController: UIViewController,
      collectionViewDelegate: (any UICollectionViewDelegate)? = nil
    ) throws(TableError) {
      rowsView = .list(appearance)
      rootViewController = viewController
      try startNavigation(
        root: root,
        rootHost: UIKitListHost(
          collectionView: collectionView, appearance: appearance, collectionViewDelegate: collectionViewDelegate))
    }

    /// Makes the navigator: the root shows through `rootHost`, and the factory makes a new
    /// controller, with its rows' view, for every screen pushed later. The factory captures only
    /// this presenter, weakly: it lives as long as the navigator, and anything it kept (the
    /// root's view, its controller, an external delegate) would live as long too, and for ever
    /// when it owns the navigator. `navigator` is public and reaches selection closures, which
    /// may keep it past the presenter's life (a push after a network reply): the push is then
    /// refused with `TableError.presenterGone` instead of reaching a freed presenter
    /// (an `unowned` reference read after its object was freed traps:
    /// https://docs.swift.org/swift-book/documentation/the-swift-programming-language/automaticreferencecounting#Unowned-References).
    private func startNavigation(root: TableScreen, rootHost: any TableHost) throws(TableError) {
      navigator = try TableNavigator(root: root, rootHost: rootHost) { [weak self] screen throws(TableError) in
        guard let self else { throw .presenterGone(operation: "push(_:)", title: screen.title) }
        let controller = TableScreenViewController(screen: screen, rowsView: self.rowsView, presenter: self)
        // Remembered until it is pushed.
        self.controllers[ObjectIdentifier(screen)] = Weak(controller, pending: controller)
        return controller.host
      }
      navigator.presenter = self
    }

    /// The view controller showing `screen`, while it is on the stack.
    public func viewController(for screen: TableScreen) -> UIViewController? {
      screen === navigator.screens.first
        ? rootViewController : controllers[ObjectIdentifier(screen)]?.controller
    }

    // MARK: TableNavigationPresenter

    /// Shows the screen's controller where the screen under it is: pushed on its navigation
    /// controller, as the detail of a split view whose list column it is in, or presented
    /// modally in a new navigation controller when it has none.
    ///
    /// `show(_:sender:)`, not `pushViewController`, lets the containers decide: "a navigation
    /// controller overrides this method and uses it to push `vc` onto its navigation stack"
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)). A
    /// screen in the primary column of a split view that shows its columns side by side opens
    /// its screens in the secondary column instead, in a navigation controller of their own
    /// (`showDetailViewController(_:sender:)`: "In a regular environment, the
    /// UISplitViewController class overrides this method and installs vc as its detail view
    /// controller",
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)),
    /// so the list stays beside what it opened, as in the Settings app on iPad. A collapsed
    /// split view is one navigation stack, where `show` pushes.
    package func navigator(_ navigator: TableNavigator, didPush screen: TableScreen) {
      guard let entry = controllers[ObjectIdentifier(screen)], let controller = entry.pending else {
        return
      }
      entry.pending = nil  // from now on UIKit holds it
      let parent = navigator.screens.dropLast().last.flatMap { viewController(for: $0) }
      if let parent, parent.isInPrimaryColumnOfExpandedSplitView {
        parent.showDetailViewController(UINavigationController(rootViewController: controller), sender: parent)
      } else if let parent, parent.navigationController != nil {
        parent.show(controller, sender: parent)
      } else if let parent {
        let navigation = UINavigationController(rootViewController: controller)
        controller.closeItem = UIBarButtonItem(
          systemItem: .done,
          primaryAction: UIAction { [weak navigator] _ in navigator?.pop() })
        // A swipe down dismisses it too: the screen's controller tells the navigator once it is
        // gone, and the sheet's delegate reveals the screen under as the swipe begins.
        let sheet = SheetDismissal(presenter: self, screen: screen)
        sheets[ObjectIdentifier(screen)] = sheet
        navigation.presentationController?.delegate = sheet
        parent.present(navigation, animated: true)
      }
    }

    /// Shows a change of several screens at once (opening a search result) as one
    /// `setViewControllers(_:animated:)` of the root's navigation controller: one animation,
    /// where a pop and pushes animated in the same turn corrupt the navigation bar ("nested
    /// pop animation can result in corrupted navigation bar",
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    /// replaces the stack, animating "a push or pop transition to the new top"). A change
    /// that involves a modally presented stack is shown screen by screen instead.
    package func navigator(_ navigator: TableNavigator, didChangeStackFrom old: [TableScreen]) {
      let change = StackChange(from: old, to: navigator.screens)
      if let root = rootViewController, root.isInPrimaryColumnOfExpandedSplitView {
        return showInSecondaryColumn(change, from: root)
      }
      guard let root = rootViewController, let navigation = root.navigationController,
        let rootIndex = navigation.viewControllers.firstIndex(of: root),
        change.popped.allSatisfy({ screen in
          controllers[ObjectIdentifier(screen)]?.controller.map { $0.navigationController === navigation } ?? true
        })
      else {
        for screen in change.popped { self.navigator(navigator, didPop: screen) }
        for screen in change.pushed { self.navigator(navigator, didPush: screen) }
        return
      }
      let (kept, pushed) = viewControllers(after: change)
      navigation.setViewControllers(
        Array(navigation.viewControllers[...rootIndex]) + kept + pushed, animated: true)
    }

    /// The view controllers of the screens above the root after `change`: those kept, and those
    /// pushed, which UIKit holds from now on. The popped screens' entries are dropped.
    private func viewControllers(after change: StackChange) -> (kept: [UIViewController], pushed: [UIViewController]) {
      for screen in change.popped { controllers[ObjectIdentifier(screen)] = nil }
      let kept = navigator.screens[1..<change.kept].compactMap { viewController(for: $0) }
      let pushed: [UIViewController] = change.pushed.compactMap { screen in
        guard let entry = controllers[ObjectIdentifier(screen)], let controller = entry.pending else { return nil }
        entry.pending = nil  // from now on UIKit holds it
        return controller
      }
      return (kept, pushed)
    }

    /// Shows a change of the stack of a root in a split view's primary column (a row of the
    /// root tapped while other screens it opened are shown, a search result): the screens
    /// above the root go to the secondary column, in one `setViewControllers(_:animated:)` of
    /// its navigation controller when it shows some of them already, else in a new one
    /// (`showDetailViewController(_:sender:)`). A change back to the root alone leaves the
    /// secondary column as it is, since a split view always shows one.
    private func showInSecondaryColumn(_ change: StackChange, from root: UIViewController) {
      let (kept, pushed) = viewControllers(after: change)
      guard !(kept + pushed).isEmpty else { return }
      if let navigation = kept.first?.navigationController {
        navigation.setViewControllers(kept + pushed, animated: true)
      } else {
        let navigation = UINavigationController()
        navigation.setViewControllers(pushed, animated: false)
        root.showDetailViewController(navigation, sender: root)
      }
    }

    /// Whether `screen`'s controller is still shown: it is in the same hierarchy of view
    /// controllers as the root's (its parents, and the controllers that present them, lead to
    /// the same one). A collapsing split view moves the controllers of its secondary column
    /// onto its primary navigation stack, or discards them, without telling its children's
    /// code (no `didMove(toParent:)` comes), and an app may replace a navigation stack with
    /// `setViewControllers(_:animated:)`, which does not send it to the controllers it removes
    /// either: the navigator asks this before each push and pop, so it drops what UIKit took
    /// away (`TableNavigator.reconcileWithPresenter()`).
    package func navigator(_ navigator: TableNavigator, isShowing screen: TableScreen) -> Bool {
      guard let entry = controllers[ObjectIdentifier(screen)] else { return true }
      // Not handed to UIKit yet: shown by the push under way.
      guard entry.pending == nil else { return true }
      guard let controller = entry.controller else { return false }
      guard let root = rootViewController else { return true }
      return controller.outermostContainer === root.outermostContainer
    }

    /// Takes the popped screen's controller off screen, unless UIKit already did (back button).
    package func navigator(_ navigator: TableNavigator, didPop screen: TableScreen) {
      sheets[ObjectIdentifier(screen)] = nil
      guard let controller = controllers.removeValue(forKey: ObjectIdentifier(screen))?.controller
      else { return }
      // Already going (a swipe down, the app dismissing it): UIKit takes the controllers away.
      // Not shown any more (a discarded split view column): nothing to take away.
      guard let navigation = controller.navigationController, !navigation.isBeingDismissed,
        let root = rootViewController, controller.outermostContainer === root.outermostContainer
      else { return }
      if navigation.viewControllers.first === controller, navigation.presentingViewController != nil {
        navigation.dismiss(animated: true)
      } else if let index = navigation.viewControllers.firstIndex(of: controller), index > 0 {
        navigation.popToViewController(navigation.viewControllers[index - 1], animated: true)
      }
    }

    /// UIKit is about to remove `controller` (the back button or the edge swipe started a pop,
    /// maybe an interactive one): the screen under it is revealed now, so it is up to date
    /// while it slides in. A cancelled swipe leaves the stack as it was.
    func viewControllerWillBeRemoved(_ controller: TableScreenViewController) {
      controller.stack.willReveal(below: controller.screen)
    }

    /// `controller` appeared: the screens whose controllers UIKit took away without telling
    /// (`setViewControllers`, a collapsing split view) are dropped from the navigator.
    func viewControllerDidAppear(_ controller: TableScreenViewController) {
      controller.stack.reconcileWithPresenter()
    }

    /// UIKit removed `controller` from its parent (back button, swipe, a sheet dismissed): the
    /// navigator drops its screen and those above it. Asked one turn of the main queue later,
    /// because a split view that collapses or expands moves controllers from one navigation
    /// controller to another, removing them from the first and adding them to the second:
    /// a screen whose controller is still shown then was moved, not removed, and stays, and the
    /// reveal its removal announced (`willMove(toParent: nil)`) is forgotten, as for a
    /// cancelled swipe.
    func viewControllerWasRemoved(_ controller: TableScreenViewController) {
      DispatchQueue.main.async { [weak controller, weak stack = controller.stack] in
        MainActor.assumeIsolated {
          guard let navigator = stack else { return }
          if !navigator.reconcileWithPresenter(), let controller, controller.screen === navigator.top {
            navigator.revealWasCancelled()
          }
        }
      }
    }

    /// Reveals the screen under a modal sheet as the user starts swiping it down, so the parent
    /// behind the sheet is up to date while it shows, not only once the sheet is gone:
    /// `presentationControllerWillDismiss(_:)` "notifies the delegate before a presentation is
    /// dismissed via a gesture"
    /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)).
    /// The swipe may be cancelled: the transition coordinator's completion then tells the
    /// navigator to forget the reveal. Only a sheet showing its first screen reveals ahead; for
    /// a sheet with screens pushed inside, the parent is refreshed when the sheet is gone.
    @MainActor
    private final class SheetDismissal: NSObject, UIAdaptivePresentationControllerDelegate {
      weak var presenter: UIKitTableNavigator?
      weak var screen: TableScreen?

      init(presenter: UIKitTableNavigator, screen: TableScreen) {
        self.presenter = presenter
        self.screen = screen
      }

      func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        guard let presenter, let screen, let navigator = presenter.navigator, navigator.top === screen else {
          return
        }
        navigator.willReveal(below: screen)
        presentationController.presentedViewController.transitionCoordinator?.animate(alongsideTransition: nil) {
          [weak navigator] context in
          if context.isCancelled { navigator?.revealWasCancelled() }
        }
      }
    }

    // MARK: Presented stacks

    /// Presents `presented`'s root in a `UINavigationController` of its own, over the
    /// controller of the top screen of `navigator`, so that the screens it opens are pushed
    /// inside it.
    ///
    /// A page sheet on iOS, iPadOS, Mac Catalyst and visionOS, where "a part of the background
    /// content always remains visible"
    /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet):
    /// UIKit leaves the presenting controller in its window, so it gets neither
    /// `viewWillDisappear` nor `viewDidDisappear`, and the navigator keeps its screen shown.
    /// tvOS has no page sheet and presents full screen, where "the views belonging to the
    /// presenting view controller are removed after the presentation completes"
    /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen):
    /// the presenting controller's `viewDidDisappear` then makes its screen disappear, and its
    /// `viewWillAppear` makes it appear again at the dismissal.
    ///
    /// A swipe down dismisses the sheet unless its top screen does not allow it
    /// (`TableScreen.allowsInteractiveDismissal`); the sheet's delegate tells the navigator.
    package func navigator(_ navigator: TableNavigator, didPresent presented: TableNavigator) {
      let root = presented.screens[0]
      guard let entry = controllers[ObjectIdentifier(root)], let controller = entry.pending,
        let presenting = viewController(for: navigator.top)
      else { return }
      entry.pending = nil  // from now on UIKit holds it
      let navigation = UINavigationController(rootViewController: controller)
      #if !os(tvOS)
        navigation.modalPresentationStyle = .pageSheet
      #endif
      let delegate = PresentedStackDismissal(stack: presented)
      presentations[ObjectIdentifier(presented)] = delegate
      navigation.presentationController?.delegate = delegate
      presenting.present(navigation, animated: true)
    }

    /// Dismisses the navigation controller showing `presented`, unless UIKit already took it
    /// away (a swipe down, the app's own `dismiss(animated:)`), and forgets its controllers.
    package func navigator(_ navigator: TableNavigator, didDismiss presented: TableNavigator) {
      presentations[ObjectIdentifier(presented)] = nil
      let navigation = controllers[ObjectIdentifier(presented.screens[0])]?.controller?.navigationController
      for screen in presented.screens { controllers[ObjectIdentifier(screen)] = nil }
      guard let navigation, navigation.presentingViewController != nil, !navigation.isBeingDismissed else { return }
      navigation.dismiss(animated: true)
    }

    /// Shows the new bar buttons of `screen`.
    package func navigator(_ navigator: TableNavigator, didChangeBarButtonsOf screen: TableScreen) {
      (viewController(for: screen) as? TableScreenViewController)?.showBarButtons()
    }

    /// The delegate of a presented stack's sheet: asks its top screen whether a swipe may
    /// dismiss it, and tells the navigator when one did. UIKit calls
    /// `presentationControllerDidDismiss(_:)` only for a dismissal the user made
    /// (https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:));
    /// one from code is seen by the stack's controllers (`viewDidDisappear` while
    /// `isBeingDismissed`).
    @MainActor
    private final class PresentedStackDismissal: NSObject, UIAdaptivePresentationControllerDelegate {
      weak var stack: TableNavigator?

      init(stack: TableNavigator) {
        self.stack = stack
      }

      func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        stack?.canDismissInteractively ?? true
      }

      func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        stack?.hostDismissed()
      }
    }

    /// Ends the editing in `screen`'s rows (`endEditing(true)`: its text field resigns and
    /// sends its text), so that the text is committed while `screen` is still on the stack:
    /// before the screen under it is refreshed at a back (which starts with
    /// `willMove(toParent: nil)`, long before UIKit takes the field out of its window), and
    /// before the screen a row opened is built.
    package func navigator(_ navigator: TableNavigator, willLeave screen: TableScreen) {
      screen.engine?.rowList?.endEditing(true)
    }

    /// Scrolls to the row an opened path names on the top screen and highlights it
    /// (``TableNavigator/open(_:)->IndexPath?``); a path that names a screen leaves it at its top.
    package func navigator(_ navigator: TableNavigator, didOpen rows: [IndexPath]) {
      guard rows.count == navigator.screens.count, let row = rows.last else { return }
      reveal(row)
    }

    /// Brings `row` of the top screen into view once its rows' view has laid out (a pushed
    /// screen's has not yet when the push returns), highlights it as the Settings app
    /// does for a search result, and moves VoiceOver's focus to it.
    ///
    /// VoiceOver's focus moves once the transitions that opened the screen are over: a
    /// screen-change notification posted while they run is overridden by the transition's own
    /// (posts must wait for the screen to settle:
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged);
    /// the transition coordinator's completion runs then
    /// (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)).
    /// The highlight is taken off a second later from the row itself, found again by identity:
    /// the index path may name another row by then.
    func reveal(_ row: IndexPath) {
      guard let engine = navigator.top.engine, let rows = engine.rowList else { return }
      DispatchQueue.main.async {
        rows.layoutIfNeeded()
        guard rows.hasRow(at: row) else { return }
        rows.centerRow(at: row)
        // Selected directly, not through the delegate: a highlight, not a selection.
        rows.selectRow(at: row, animated: false)
        let highlighted = engine.dataSource.rowReference(forRowAt: row)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak engine, weak rows] in
          guard let engine, let rows, let highlighted, let now = engine.dataSource.indexPath(of: highlighted),
            rows.indexPathsForSelectedRows == [now]
          else { return }
          rows.deselectRow(at: now, animated: true)
        }
        let focus = { [weak engine, weak rows] in
          guard let engine, let rows, let highlighted, let now = engine.dataSource.indexPath(of: highlighted),
            let cell = rows.rowCell(at: now)
          else { return }
          UIAccessibility.post(notification: .screenChanged, argument: cell)
        }
        let shown = self.viewController(for: self.navigator.top)
        let coordinator = shown?.navigationController?.transitionCoordinator ?? shown?.transitionCoordinator
        if let coordinator {
          coordinator.animate(alongsideTransition: nil) { _ in focus() }
        } else {
          focus()
        }
      }
    }

    /// A view controller held weakly once UIKit has it, strongly until then.
    private final class Weak {
      weak var controller: TableScreenViewController?
      var pending: TableScreenViewController?
      init(_ controller: TableScreenViewController, pending: TableScreenViewController) {
        self.controller = controller
        self.pending = pending
      }
    }
  }

  extension UIViewController {
    /// The controller at the top of this one's hierarchy: its parents' last, or, for a
    /// presented one, that of the controller presenting it.
    var outermostContainer: UIViewController {
      var current = self
      while true {
        if let parent = current.parent {
          current = parent
        } else if let presenting = current.presentingViewController {
          current = presenting
        } else {
          return current
        }
      }
    }

    /// Whether this controller is in the primary column of a split view that shows its
    /// columns side by side (`isCollapsed` is false,
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed): it
    /// is the primary view controller (`viewController(for: .primary)` for a column-style
    /// split view, the first of `viewControllers` for a classic one), the navigation
    /// controller UIKit put it in, or a child of one of them.
    var isInPrimaryColumnOfExpandedSplitView: Bool {
      guard let split = splitViewController, !split.isCollapsed else { return false }
      let primary: UIViewController?
      switch split.style {
      case .doubleColumn, .tripleColumn: primary = split.viewController(for: .primary)
      // A classic split view (`.unspecified`, deprecated on visionOS, so not named here).
      default: primary = split.viewControllers.first
      }
      guard let primary else { return false }
      let column = primary.navigationController ?? primary
      var current: UIViewController? = self
      while let controller = current, controller !== split {
        if controller === primary || controller === column { return true }
        current = controller.parent
      }
      return false
    }
  }
#endif
