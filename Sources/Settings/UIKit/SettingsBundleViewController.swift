#if canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import ComponentTableUIKit
  import UIKit

  /// A Settings.bundle in an app: push it onto a navigation controller and it shows the root
  /// pane, with child panes and multi-value pickers pushed on the same navigation controller,
  /// every row bound to `store`.
  ///
  /// ```swift
  /// let url = Bundle.main.url(forResource: "Settings", withExtension: "bundle")!
  /// let settings = try SettingsBundleViewController(contentsOf: url)
  /// navigationController?.pushViewController(settings, animated: true)
  /// ```
  ///
  /// The screens are the same ``SettingsBundle`` screens the terminal shows, built with
  /// `UIKitSettingsKit`; a ``ComponentTable/TableNavigator`` decides what is pushed and popped,
  /// and this controller only mirrors its stack, so the back button pops the navigator too.
  @MainActor
  public final class SettingsBundleViewController: UIViewController, TableNavigationPresenter {
    /// The bundle shown.
    public let bundle: SettingsBundle
    /// Where the values are read and written.
    public let store: any SettingsStore
    /// The stack of screens; set once the view has loaded.
    public private(set) var navigator: TableNavigator?
    /// The table view `makeHost` made last, until a controller takes it (the host holds its
    /// table view weakly).
    private var pendingTableView: UITableView?
    private var rootTableView: UITableView?

    /// A controller for `bundle`, bound to `store` (the standard user defaults by default).
    public init(bundle: SettingsBundle, store: any SettingsStore = UserDefaultsSettingsStore()) {
      self.bundle = bundle
      self.store = store
      super.init(nibName: nil, bundle: nil)
      title = bundle.root.title ?? "Settings"
    }

    /// A controller for the Settings.bundle at `url`.
    ///
    /// - Throws: ``SettingsBundleError`` when the bundle does not load.
    public convenience init(contentsOf url: URL, store: any SettingsStore = UserDefaultsSettingsStore()) throws {
      self.init(bundle: try SettingsBundle(contentsOf: url), store: store)
    }

    /// Not available: make it in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Builds the root screen into a table view filling the controller's view.
    public override func viewDidLoad() {
      super.viewDidLoad()
      let root = bundle.rootScreen(UIKitSettingsKit.self, store: store)
      do {
        let navigator = try TableNavigator(root: root) { [weak self] _ in
          let tableView = UITableView(frame: .zero, style: .insetGrouped)
          self?.pendingTableView = tableView
          return UIKitTableHost(tableView: tableView)
        }
        navigator.presenter = self
        self.navigator = navigator
      } catch {
        assertionFailure("The settings screen could not be built: \(error)")
      }
      guard let tableView = pendingTableView else { return }
      pendingTableView = nil
      rootTableView = tableView
      tableView.frame = view.bounds
      tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(tableView)
    }

    /// Pushes a controller showing the screen the navigator pushed.
    public func navigator(_ navigator: TableNavigator, didPush screen: TableScreen) {
      guard let tableView = pendingTableView else { return }
      pendingTableView = nil
      let controller = SettingsPaneViewController(screen: screen, navigator: navigator, tableView: tableView)
      navigationController?.pushViewController(controller, animated: true)
    }

    /// Pops the screen's controller when the navigator popped it (not the back button, which
    /// has popped it already).
    public func navigator(_ navigator: TableNavigator, didPop screen: TableScreen) {
      guard let navigationController,
        let controller = navigationController.viewControllers.last as? SettingsPaneViewController,
        controller.screen === screen
      else { return }
      navigationController.popViewController(animated: true)
    }
  }

  /// One pushed screen: its table view, and the navigator told when the back button pops it.
  @MainActor
  final class SettingsPaneViewController: UIViewController {
    let screen: TableScreen
    private weak var navigator: TableNavigator?
    private let tableView: UITableView

    init(screen: TableScreen, navigator: TableNavigator, tableView: UITableView) {
      self.screen = screen
      self.navigator = navigator
      self.tableView = tableView
      super.init(nibName: nil, bundle: nil)
      title = screen.title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.frame = view.bounds
      tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(tableView)
    }

    /// The back button (or a swipe) removed the controller: pop the navigator to the screen
    /// under this one, so that it refreshes.
    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      guard parent == nil, let navigator, navigator.screens.contains(where: { $0 === screen }) else { return }
      while navigator.top !== screen, navigator.pop() {}
      navigator.pop()
    }
  }
#endif
