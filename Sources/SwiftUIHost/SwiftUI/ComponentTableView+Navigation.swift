#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import ComponentTableUIKit
  import SwiftUI
  import UIKit

  extension ComponentTableView {
    /// Where the screens that rows of a ``ComponentTableView`` open (`navigationRow`,
    /// `pickerRow`) are shown.
    public enum ScreenNavigation: Sendable {
      /// Pushed on the `NavigationStack` the view is in, one level per screen, with the
      /// screen's title: rows of the pushed screens open theirs on the same stack, and the
      /// stack's back button pops them. The view must be inside a `NavigationStack`: elsewhere
      /// SwiftUI has nowhere to push. Before iOS 16 and tvOS 16, where `NavigationStack` does
      /// not exist, the screens are pushed on the navigation controller that encloses the view
      /// (a `NavigationView`'s, in UIKit), each a tree of its own (``UIKitTableNavigator``), and
      /// a row tapped where none encloses it is reported as a ``TableDiagnostic``.
      case enclosingStack
      /// No navigation: such rows are plain value rows (no disclosure indicator, no
      /// highlight; ``ScreenOpening/withoutNavigation(_:)``), and each is reported as a
      /// ``TableDiagnostic`` naming it (an app's `TableDiagnostic.handler` can stop a debug
      /// build there).
      case none
    }

    /// Where the screens rows open are shown, for `navigation` on this system.
    static func route(_ navigation: ScreenNavigation) -> ScreenOpening.Route {
      var hasNavigationStack = false
      if #available(iOS 16, tvOS 16, visionOS 1, *) { hasNavigationStack = true }
      return ScreenOpening.route(wantsNavigation: navigation == .enclosingStack, hasNavigationStack: hasNavigationStack)
    }
  }

  /// A ``ComponentTableView`` in a `NavigationStack`: the screens its rows open are pushed on
  /// that stack with `navigationDestination(isPresented:destination:)`, which Apple describes
  /// as the way "to programmatically push a single view onto the stack. This is useful for
  /// building components that can push an associated view"
  /// (https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)).
  /// Each pushed screen does the same for the screen above it, so a tree of screens goes as
  /// deep as its rows open, on SwiftUI's own stack: no UIKit controller is pushed on it.
  @available(iOS 16, tvOS 16, visionOS 1, *)
  struct NavigationStackTable: View {
    let table: ComponentTableRepresentable
    let style: UITableView.Style
    @StateObject private var stack = PushedTableScreens()

    var body: some View {
      let stack = stack
      table.openingScreens { [weak stack] screen in stack?.open(screen, style: style) }
        .navigationDestination(isPresented: stack.isShowing(above: nil)) {
          if let first = stack.level(above: nil) {
            PushedTableScreenView(screen: first.screen, stack: stack).id(first.id)
          }
        }
    }
  }

  /// A screen pushed by a ``ComponentTableView``, and the one its rows push above it.
  @available(iOS 16, tvOS 16, visionOS 1, *)
  struct PushedTableScreenView: View {
    let screen: TableScreen
    @ObservedObject var stack: PushedTableScreens

    var body: some View {
      ExistingTableView(tableView: stack.tableView(for: screen))
        .navigationTitle(screen.title)
        // The navigator decides what appears at a push or a pop; these report the rest (the
        // first screen shown, the stack shown again after another tab).
        .onAppear { stack.screenWillAppear(screen) }
        .onDisappear { stack.screenDidDisappear(screen) }
        .navigationDestination(isPresented: stack.isShowing(above: screen)) {
          if let next = stack.level(above: screen) {
            PushedTableScreenView(screen: next.screen, stack: stack).id(next.id)
          }
        }
    }
  }

  /// A table view made before SwiftUI shows it: the one a pushed screen's engine drives. The
  /// view SwiftUI keeps shows the table it is given on every update, so a view kept for another
  /// screen shows that screen's table, not the one it was made with.
  struct ExistingTableView: UIViewRepresentable {
    let tableView: UITableView?

    func makeUIView(context: Context) -> TableContainerView {
      let container = TableContainerView()
      container.show(tableView)
      return container
    }

    func updateUIView(_ container: TableContainerView, context: Context) { container.show(tableView) }
  }

  /// Holds the table view it is told to show, filling it.
  final class TableContainerView: UIView {
    private(set) var tableView: UITableView?

    /// Shows `table` in place of the table shown, if it is another.
    func show(_ table: UITableView?) {
      guard table !== tableView else { return }
      tableView?.removeFromSuperview()
      tableView = table
      guard let table else { return }
      table.frame = bounds
      table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(table)
    }
  }

  /// The screens a ``ComponentTableView`` pushed on the enclosing `NavigationStack`: a
  /// ``TableNavigator`` whose root is the screen the table's row opened, presented by SwiftUI
  /// views, one `navigationDestination(isPresented:)` a level. The navigator decides (builds,
  /// refreshes a revealed `.refresh` screen); the views follow what is shown
  /// (`LevelPresentation`: one level a turn where SwiftUI pops only one at once), and SwiftUI's
  /// back button pops it.
  @MainActor
  final class PushedTableScreens: ObservableObject, TableNavigationPresenter {
    /// The screens pushed, once a row opened one.
    private var navigator: TableNavigator?
    /// The table view of each screen on the stack.
    private var tableViews: [ObjectIdentifier: UITableView] = [:]
    /// The screens the views show.
    @Published private var presentation = LevelPresentation(
      takesOffOneLevelAtATime: PushedTableScreens.popsOneLevelAtATime)
    /// Whether a step towards the navigator's stack is scheduled.
    private var stepScheduled = false

    /// Whether SwiftUI takes off only one level of nested destinations at once, here.
    private static var popsOneLevelAtATime: Bool {
      #if targetEnvironment(macCatalyst)
        return false
      #elseif os(iOS)
        return LevelPresentation.takesOffOneLevelAtATime(
          system: "iOS", version: ProcessInfo.processInfo.operatingSystemVersion)
      #elseif os(tvOS)
        return LevelPresentation.takesOffOneLevelAtATime(
          system: "tvOS", version: ProcessInfo.processInfo.operatingSystemVersion)
      #else
        return false
      #endif
    }

    /// Shows `screen`, opened by a row of the table: a new stack, since the table's rows can
    /// only be tapped while nothing is pushed above it.
    func open(_ screen: TableScreen, style: UITableView.Style) {
      let tableView = ScreenTableView(frame: .zero, style: style)
      do {
        let navigator = try TableNavigator(root: screen, rootHost: UIKitTableHost(tableView: tableView)) {
          [weak self] screen throws(TableError) in
          guard let self else { throw .presenterGone(operation: "push(_:)", title: screen.title) }
          let tableView = ScreenTableView(frame: .zero, style: style)
          self.tableViews[ObjectIdentifier(screen)] = tableView
          return UIKitTableHost(tableView: tableView)
        }
        navigator.presenter = self
        self.navigator = navigator
        tableViews[ObjectIdentifier(screen)] = tableView
        follow()
      } catch {
        // Only a screen already on another stack, or sections the engine refuses, get here.
        TableDiagnostic.report(failed: error)
      }
    }

    /// The level shown right above `screen` (`nil`: above the table), if any.
    func level(above screen: TableScreen?) -> LevelPresentation.Level? { presentation.level(above: screen) }

    /// Whether a screen is shown above `screen` (`nil`: above the table); set to `false` by
    /// SwiftUI when the user goes back to it, which pops the screens above it.
    func isShowing(above screen: TableScreen?) -> Binding<Bool> {
      Binding(
        get: { [self] in level(above: screen) != nil },
        set: { [self] shown in if !shown { close(above: screen) } })
    }

    /// The table view of `screen`, while it is on the stack.
    func tableView(for screen: TableScreen) -> UITableView? { tableViews[ObjectIdentifier(screen)] }

    /// SwiftUI showed `screen`: the navigator makes it appear unless it did already.
    func screenWillAppear(_ screen: TableScreen) { navigator?.screenWillAppear(screen) }

    /// SwiftUI took `screen` off screen: the navigator makes it disappear if it is shown.
    func screenDidDisappear(_ screen: TableScreen) { navigator?.screenDidDisappear(screen) }

    /// The user went back to `screen` (`nil`: to the table): SwiftUI shows it already.
    private func close(above screen: TableScreen?) {
      presentation.userWentBack(to: screen)
      guard let screen else {
        // Back at the table: the screen shown goes before the navigator does.
        if let navigator { navigator.screenDidDisappear(navigator.top) }
        navigator = nil
        tableViews = [:]
        return
      }
      navigator?.pop(to: screen)
    }

    /// Moves what the views show a step towards the navigator's stack, and schedules the next
    /// step on the next turn of the main queue when one is needed. A table view goes once its
    /// screen is neither on the stack nor shown: a level still sliding away keeps its table.
    private func follow() {
      let needsMore = presentation.step(toward: navigator?.screens ?? [])
      let kept = Set(((navigator?.screens ?? []) + presentation.shown).map(ObjectIdentifier.init))
      tableViews = tableViews.filter { kept.contains($0.key) }
      guard needsMore, !stepScheduled else { return }
      stepScheduled = true
      DispatchQueue.main.async { [weak self] in
        MainActor.assumeIsolated {
          self?.stepScheduled = false
          self?.follow()
        }
      }
    }

    /// SwiftUI's stack here is the app's `NavigationStack`, with no sheet of the package's:
    /// a presentation is refused, naming what to use instead.
    var presentationUnsupportedHost: String? {
      "ComponentTableView on a NavigationStack (show the screens with ComponentTableNavigationView to present)"
    }

    func navigator(_ navigator: TableNavigator, didPush screen: TableScreen) { follow() }

    func navigator(_ navigator: TableNavigator, didPop screen: TableScreen) { follow() }

    func navigator(_ navigator: TableNavigator, didChangeStackFrom old: [TableScreen]) { follow() }

    /// Ends the editing in `screen`'s table, so its text is committed before the screen under
    /// it is refreshed or the screen above it is built.
    func navigator(_ navigator: TableNavigator, willLeave screen: TableScreen) {
      tableView(for: screen)?.endEditing(true)
    }
  }
#endif
