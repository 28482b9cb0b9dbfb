#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  /// The view controller a ``UIKitTableNavigator`` pushes for a screen: titled with the
  /// screen's title, its view the table view or collection view list (``UIKitRowsView``) the
  /// screen's engine drives.
  ///
  /// It does for either view what a `UITableViewController` does for its table
  /// (https://developer.apple.com/documentation/uikit/uitableviewcontroller): the view fills the
  /// controller, the selected row is deselected as the screen appears again, and
  /// `setEditing(_:animated:)` (its `editButtonItem`) turns the engine's editing mode on and off.
  /// The keyboard is avoided by the engine's host, as in any view of the app's.
  ///
  /// When the user goes back with the navigation bar's back button or the edge swipe, UIKit
  /// removes the controller itself; the controller then tells the navigator, so the stack and
  /// the screens stay the same.
  @MainActor
  public final class TableScreenViewController: UIViewController {
    /// The screen shown.
    public let screen: TableScreen
    /// The navigation presenter; held so that it lives as long as any of its screens is shown.
    let presenter: UIKitTableNavigator
    /// The table view or collection view the rows show in, the controller's view once loaded;
    /// made with the controller, as the engine is made on it before UIKit loads the view, and
    /// its host holds it weakly.
    let rowsScrollView: UIScrollView
    /// The host of `rowsScrollView`, handed to the screen's engine.
    let host: any TableHost

    /// The navigator presenting this screen: where to add the root's search field
    /// (`navigation.addSearch()`) or reach the stack.
    public var navigation: UIKitTableNavigator { presenter }

    /// A Done button shown after the screen's own trailing buttons: the one a stack presented
    /// because its screen had no navigation controller to be pushed on gets.
    var closeItem: UIBarButtonItem? {
      didSet { showBarButtons() }
    }

    /// The stack the screen is on: a presented one (`TableNavigator.present(_:)`) or the
    /// presenter's; the presenter's once the screen left every stack, which then ignores it.
    var stack: TableNavigator { screen.navigator ?? presenter.navigator }

    init(screen: TableScreen, rowsView: UIKitRowsView, presenter: UIKitTableNavigator) {
      self.screen = screen
      self.presenter = presenter
      (rowsScrollView, host) = rowsView.styled(screen.style).makeView()
      super.init(nibName: nil, bundle: nil)
      title = screen.title
      showBarButtons()
    }

    /// The rows' view fills the controller, as a table view controller's table does.
    override public func loadView() {
      view = rowsScrollView
    }

    /// Shows the screen's bar buttons (`TableScreen.barButtons`) as the navigation item's
    /// items: a system item for each system kind, so its title is the system's, translated;
    /// leading ones beside the back button rather than in its place
    /// (`leftItemsSupplementBackButton`, not on tvOS), so a pushed screen with a leading button
    /// can still go back.
    func showBarButtons() {
      let items = screen.barButtons.map { (placement: $0.placement, item: Self.item(for: $0, on: screen)) }
      // tvOS has no back button on screen (its Menu button goes back).
      #if !os(tvOS)
        navigationItem.leftItemsSupplementBackButton = true
      #endif
      navigationItem.leftBarButtonItems = items.filter { $0.placement == .leading }.map(\.item)
      // UIKit lays the right items out from the trailing edge: the first is the outermost.
      navigationItem.rightBarButtonItems =
        ([closeItem].compactMap { $0 } + items.filter { $0.placement == .trailing }.map(\.item).reversed())
    }

    /// The item showing `button` of `screen`.
    private static func item(for button: TableBarButton, on screen: TableScreen) -> UIBarButtonItem {
      let action = UIAction { [weak screen] _ in
        guard let screen else { return }
        button.action(screen)
      }
      let item: UIBarButtonItem
      switch button.kind {
      case .done: item = UIBarButtonItem(systemItem: .done, primaryAction: action)
      case .cancel: item = UIBarButtonItem(systemItem: .cancel, primaryAction: action)
      case .save: item = UIBarButtonItem(systemItem: .save, primaryAction: action)
      case .edit: item = UIBarButtonItem(systemItem: .edit, primaryAction: action)
      case .close:
        // tvOS has no close item (an × is what its Menu button does): the word instead.
        #if os(tvOS)
          item = UIBarButtonItem(title: button.title, primaryAction: action)
        #else
          item = UIBarButtonItem(systemItem: .close, primaryAction: action)
        #endif
      case .title(let title): item = UIBarButtonItem(title: title, primaryAction: action)
      }
      switch button.role {
      case .prominent: item.style = .done
      case .destructive: item.tintColor = .systemRed
      case nil: break
      }
      item.isEnabled = button.isEnabled
      return item
    }

    @available(*, unavailable, message: "made by UIKitTableNavigator")
    required init?(coder: NSCoder) {
      fatalError("TableScreenViewController is made by UIKitTableNavigator")
    }

    /// Turns editing mode on or off (`editButtonItem`) for the controller and the engine's rows
    /// (`TableEngine.setEditing(_:animated:)`): a text field that stops editing because of it
    /// sends its text once UIKit's pass is over, not inside it.
    override public func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      screen.engine?.setEditing(editing, animated: animated)
    }

    /// Tells the navigator when UIKit starts taking the controller off the navigation stack:
    /// `willMove(toParent: nil)` comes as a pop begins, before its animation, also for an
    /// interactive edge swipe that may still be cancelled
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)). The
    /// screen under it is refreshed then, so it slides in showing what this screen changed, not
    /// after the animation; a text being edited here is committed first (the navigator asks
    /// `UIKitTableNavigator` to end the editing before it refreshes anything).
    ///
    /// When the pop is an interactive swipe the user cancels, the transition coordinator's
    /// completion says so (`isCancelled`,
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled),
    /// and the navigator forgets the reveal, so a later pop refreshes the screen under again.
    /// Without a coordinator, the controller appearing again tells the navigator the same
    /// (`viewWillAppear(_:)`).
    override public func willMove(toParent parent: UIViewController?) {
      super.willMove(toParent: parent)
      guard parent == nil else { return }
      presenter.viewControllerWillBeRemoved(self)
      let coordinator = navigationController?.transitionCoordinator ?? transitionCoordinator
      coordinator?.animate(alongsideTransition: nil) { [weak stack = self.stack] context in
        if context.isCancelled { stack?.revealWasCancelled() }
      }
    }

    /// Tells the navigator when UIKit took the controller off the navigation stack (back
    /// button, edge swipe), so it pops the screen and reveals the one under it, unless the
    /// controller was only moved to another navigation controller (a split view collapsing or
    /// expanding).
    override public func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      if parent == nil { presenter.viewControllerWasRemoved(self) }
    }

    /// Tells the navigator the screen is about to show, so that it appears
    /// (`TableScreen.onAppear(_:)`) when the navigator has not made it appear already: the
    /// root first shown, the stack shown again after another tab or a full-screen presentation.
    override public func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      clearSelection(animated: animated)
      stack.screenWillAppear(screen)
    }

    /// Deselects the rows shown selected (the one that opened the screen above, which is going),
    /// as a table view controller does when `clearsSelectionOnViewWillAppear` is true, its
    /// default (https://developer.apple.com/documentation/uikit/uitableviewcontroller/clearsselectiononviewwillappear):
    /// along the transition, so an interactive back swipe fades the selection as it goes, and
    /// shows them selected again when the swipe is cancelled
    /// (https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)).
    private func clearSelection(animated: Bool) {
      guard let rows = rowsScrollView as? any UIKitRowList, let selected = rows.indexPathsForSelectedRows,
        !selected.isEmpty
      else { return }
      guard animated, let coordinator = transitionCoordinator else {
        for row in selected { rows.deselectRow(at: row, animated: animated) }
        return
      }
      coordinator.animate { _ in
        for row in selected { rows.deselectRow(at: row, animated: true) }
      } completion: { context in
        guard context.isCancelled else { return }
        for row in selected { rows.selectRow(at: row, animated: false) }
      }
    }

    /// Lets the navigator drop the screens whose controllers UIKit took away without
    /// `didMove(toParent:)` (`TableNavigator.reconcileWithPresenter()`), and registers the
    /// screen's activity (`TableScreen.userActivity(_:title:keywords:)`) as the current one.
    /// Flashes the scroll indicators, as a table view controller does.
    override public func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      rowsScrollView.flashScrollIndicators()
      presenter.viewControllerDidAppear(self)
      registerActivity()
    }

    /// Tells the navigator the screen is gone, so that it disappears (its tasks are cancelled),
    /// and when a modally presented stack went away without Done: a swipe down, or the app
    /// dismissing it. Nothing leaves its navigation controller then, so `didMove(toParent:)`
    /// never comes; the stack's first screen is what was removed. A stack presented with
    /// `TableNavigator.present(_:)` is dismissed as a whole.
    override public func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      userActivity?.resignCurrent()
      let stack = stack
      stack.screenDidDisappear(screen)
      guard let navigation = navigationController, navigation.isBeingDismissed else { return }
      if stack.presenting != nil { return stack.hostDismissed() }
      guard let first = navigation.viewControllers.first as? TableScreenViewController else { return }
      presenter.viewControllerWasRemoved(first)
    }

    /// Makes the screen's described activity current, with the screen's path in its
    /// `userInfo`, so Spotlight can index it and the app can open the screen again.
    private func registerActivity() {
      guard let described = screen.activity, let path = presenter.navigator.tablePath(of: screen) else { return }
      let activity =
        userActivity.flatMap { $0.activityType == described.activityType ? $0 : nil }
        ?? NSUserActivity(activityType: described.activityType)
      activity.title = described.title
      activity.keywords = Set(described.keywords)
      activity.userInfo = path.userInfo
      activity.requiredUserInfoKeys = [TablePath.userInfoKey]
      // Spotlight's index is not on tvOS
      // (https://developer.apple.com/documentation/foundation/nsuseractivity/iseligibleforsearch).
      #if !os(tvOS)
        activity.isEligibleForSearch = true
      #endif
      userActivity = activity
      activity.becomeCurrent()
    }
  }
#endif
