#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import UIKit

  /// Presents a ``TableNavigator`` with UIKit: every pushed screen is a
  /// ``TableScreenViewController`` pushed on the nearest `UINavigationController`, or, when the
  /// screen it was opened from has none, presented modally in a new one with a Done button.
  ///
  /// ```swift
  /// let settings = try UIKitTableNavigator.rootViewController(
  ///   for: SettingsScreen.screen(UIKitSettingsKit.self, model: model))
  /// window.rootViewController = UINavigationController(rootViewController: settings)
  /// ```
  ///
  /// Or show the root in a table view of your own view controller, which then must keep the
  /// navigator:
  ///
  /// ```swift
  /// navigation = try UIKitTableNavigator(
  ///   root: screen, tableView: tableView, in: self, tableViewDelegate: self)
  /// ```
  ///
  /// Memory: the view controllers of the screens hold the navigator; it holds them weakly, and
  /// the table views (through their adapters) hold the engines. A popped screen's controller
  /// goes with the navigation controller's reference, and its engine with it.
  @MainActor
  public final class UIKitTableNavigator: TableNavigationPresenter {
    /// The stack presented.
    public private(set) var navigator: TableNavigator!
    /// The view controller showing the root screen.
    public private(set) weak var rootViewController: UIViewController?
    /// The style of the table views of pushed screens; defaults to `.insetGrouped`.
    public var tableViewStyle: UITableView.Style

    /// The view controllers of the screens above the root, by screen.
    private var controllers: [ObjectIdentifier: Weak] = [:]

    /// A view controller showing `root`, put it in a `UINavigationController`; the screens its
    /// rows open are pushed there. The controller keeps the navigation alive.
    ///
    /// - Throws: ``NavigationError`` when `root` is on another stack or its sections are refused.
    public static func rootViewController(
      for root: TableScreen, style: UITableView.Style = .insetGrouped
    ) throws(NavigationError) -> TableScreenViewController {
      var made: TableScreenViewController?
      let presenter = try UIKitTableNavigator(root: root, style: style) { made = $0 }
      // The factory ran for the root, so `made` is set.
      guard let made else {
        preconditionFailure("the navigator did not make its root's controller")
      }
      presenter.rootViewController = made
      return made
    }

    private init(
      root: TableScreen, style: UITableView.Style, madeRoot: (TableScreenViewController) -> Void
    ) throws(NavigationError) {
      tableViewStyle = style
      var isRoot = true
      navigator = try TableNavigator(root: root) { [unowned self] screen in
        let controller = TableScreenViewController(
          screen: screen, style: self.tableViewStyle, presenter: self)
        guard !isRoot else {
          isRoot = false
          madeRoot(controller)
          return UIKitTableHost(tableView: controller.tableView)
        }
        return self.host(for: controller, screen: screen)
      }
      navigator.presenter = self
    }

    /// A navigator whose root shows in `tableView`, a table view of `viewController`. The
    /// caller keeps the navigator (its pushed screens' controllers keep it too).
    ///
    /// - Parameter tableViewDelegate: Receives what the root's engine does not answer, as in
    ///   `TableEngine(tableView:delegate:tableViewDelegate:)`.
    /// - Throws: ``NavigationError`` when `root` is on another stack or its sections are refused.
    public init(
      root: TableScreen, tableView: UITableView, in viewController: UIViewController,
      tableViewDelegate: (any UITableViewDelegate)? = nil, style: UITableView.Style = .insetGrouped
    ) throws(NavigationError) {
      tableViewStyle = style
      rootViewController = viewController
      var isRoot = true
      navigator = try TableNavigator(root: root) { [unowned self] screen in
        guard !isRoot else {
          isRoot = false
          return UIKitTableHost(tableView: tableView, tableViewDelegate: tableViewDelegate)
        }
        let controller = TableScreenViewController(
          screen: screen, style: self.tableViewStyle, presenter: self)
        return self.host(for: controller, screen: screen)
      }
      navigator.presenter = self
    }

    /// Remembers `controller` for `screen` until it is pushed, and returns its table's host.
    private func host(for controller: TableScreenViewController, screen: TableScreen)
      -> any TableHost
    {
      controllers[ObjectIdentifier(screen)] = Weak(controller, pending: controller)
      return UIKitTableHost(tableView: controller.tableView)
    }

    /// The view controller showing `screen`, while it is on the stack.
    public func viewController(for screen: TableScreen) -> UIViewController? {
      screen === navigator.screens.first
        ? rootViewController : controllers[ObjectIdentifier(screen)]?.controller
    }

    // MARK: TableNavigationPresenter

    /// Pushes the screen's controller on the navigation controller of the screen under it, or
    /// presents it modally in a new navigation controller when there is none.
    public func navigator(_ navigator: TableNavigator, didPush screen: TableScreen) {
      guard let entry = controllers[ObjectIdentifier(screen)], let controller = entry.pending else {
        return
      }
      entry.pending = nil  // from now on UIKit holds it
      let parent = navigator.screens.dropLast().last.flatMap { viewController(for: $0) }
      if let navigation = parent?.navigationController {
        navigation.pushViewController(controller, animated: true)
      } else if let parent {
        let navigation = UINavigationController(rootViewController: controller)
        controller.navigationItem.rightBarButtonItem = UIBarButtonItem(
          systemItem: .done,
          primaryAction: UIAction { [weak navigator] _ in navigator?.pop() })
        // A swipe down dismisses it too: the screen's controller tells the navigator.
        parent.present(navigation, animated: true)
      }
    }

    /// Takes the popped screen's controller off screen, unless UIKit already did (back button).
    public func navigator(_ navigator: TableNavigator, didPop screen: TableScreen) {
      guard let controller = controllers.removeValue(forKey: ObjectIdentifier(screen))?.controller
      else { return }
      // Already going (a swipe down, the app dismissing it): UIKit takes the controllers away.
      guard let navigation = controller.navigationController, !navigation.isBeingDismissed else { return }
      if navigation.viewControllers.first === controller, navigation.presentingViewController != nil {
        navigation.dismiss(animated: true)
      } else if let index = navigation.viewControllers.firstIndex(of: controller), index > 0 {
        navigation.popToViewController(navigation.viewControllers[index - 1], animated: true)
      }
    }

    /// UIKit removed `controller` (back button, swipe): pop the stack down to under its screen.
    func viewControllerWasRemoved(_ controller: TableScreenViewController) {
      guard let index = navigator.screens.firstIndex(where: { $0 === controller.screen }), index > 0
      else { return }
      while navigator.screens.count > index, navigator.pop() {}
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
#endif
