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
      /// stack's back button pops them. From iOS 16, tvOS 16 and visionOS 1, where
      /// `NavigationStack` exists; before, as ``none``. The view must be inside a
      /// `NavigationStack`: elsewhere SwiftUI has nowhere to push.
      case enclosingStack
      /// No navigation: such rows are plain value rows (no disclosure indicator, no
      /// highlight; ``ScreenOpening/withoutNavigation(_:)``), and each is reported as a
      /// ``TableDiagnostic`` naming it (an app's `TableDiagnostic.handler` can stop a debug
      /// build there).
      case none
    }

    /// Whether the screens rows open can be pushed: asked for, and `NavigationStack` exists.
    static func pushesScreens(_ navigation: ScreenNavigation) -> Bool {
      guard navigation == .enclosingStack else { return false }
      if #available(iOS 16, tvOS 16, visionOS 1, *) { return true }
      return false
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
          if let first = stack.screen(above: nil) { PushedTableScreenView(screen: first, stack: stack) }
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
          if let next = stack.screen(above: screen) { PushedTableScreenView(screen: next, stack: stack) }
        }
    }
  }

  /// A table view made before SwiftUI shows it: the one a pushed screen's engine drives.
  struct ExistingTableView: UIViewRepresentable {
    let tableView: UITableView?

    func makeUIView(context: Context) -> UITableView { tableView ?? UITableView() }
    func updateUIView(_ tableView: UITableView, context: Context) {}
  }

  /// The screens a ``ComponentTableView`` pushed on the enclosing `NavigationStack`: a
  /// ``TableNavigator`` whose root is the screen the table's row opened, presented by SwiftUI
  /// views, one `navigationDestination(isPresented:)` a level. The navigator decides (builds,
  /// refreshes a revealed `.refresh` screen); the views follow its stack, and SwiftUI's back
  /// button pops it.
  @MainActor
  final class PushedTableScreens: ObservableObject, TableNavigationPresenter {
    /// The screens pushed, once a row opened one.
    private var navigator: TableNavigator?
    /// The table view of each screen on the stack.
    private var tableViews: [ObjectIdentifier: UITableView] = [:]
    /// Changed with the stack, so the views read it again.
    @Published private var revision = 0

    /// Shows `screen`, opened by a row of the table: a new stack, since the table's rows can
    /// only be tapped while nothing is pushed above it.
    func open(_ screen: TableScreen, style: UITableView.Style) {
      let tableView = UITableView(frame: .zero, style: style)
      do {
        let navigator = try TableNavigator(root: screen, rootHost: UIKitTableHost(tableView: tableView)) {
          [weak self] screen throws(TableError) in
          guard let self else { throw .presenterGone(operation: "push(_:)", title: screen.title) }
          let tableView = UITableView(frame: .zero, style: style)
          self.tableViews[ObjectIdentifier(screen)] = tableView
          return UIKitTableHost(tableView: tableView)
        }
        navigator.presenter = self
        self.navigator = navigator
        tableViews = [ObjectIdentifier(screen): tableView]
        revision += 1
      } catch {
        // Only a screen already on another stack, or sections the engine refuses, get here.
        TableDiagnostic.report(failed: error)
      }
    }

    /// The screen shown right above `screen` (`nil`: above the table), if any.
    func screen(above screen: TableScreen?) -> TableScreen? {
      guard let navigator else { return nil }
      guard let screen else { return navigator.screens.first }
      return navigator.screen(above: screen)
    }

    /// Whether a screen is shown above `screen` (`nil`: above the table); set to `false` by
    /// SwiftUI when the user goes back to it, which pops the screens above it.
    func isShowing(above screen: TableScreen?) -> Binding<Bool> {
      Binding(
        get: { [self] in self.screen(above: screen) != nil },
        set: { [self] shown in if !shown { close(above: screen) } })
    }

    /// The table view of `screen`, while it is on the stack.
    func tableView(for screen: TableScreen) -> UITableView? { tableViews[ObjectIdentifier(screen)] }

    /// SwiftUI showed `screen`: the navigator makes it appear unless it did already.
    func screenWillAppear(_ screen: TableScreen) { navigator?.screenWillAppear(screen) }

    /// SwiftUI took `screen` off screen: the navigator makes it disappear if it is shown.
    func screenDidDisappear(_ screen: TableScreen) { navigator?.screenDidDisappear(screen) }

    private func close(above screen: TableScreen?) {
      guard let screen else {
        // Back at the table: the screen shown goes before the navigator does.
        if let navigator { navigator.screenDidDisappear(navigator.top) }
        navigator = nil
        tableViews = [:]
        revision += 1
        return
      }
      navigator?.pop(to: screen)
    }

    func navigator(_ navigator: TableNavigator, didPush screen: TableScreen) { revision += 1 }

    func navigator(_ navigator: TableNavigator, didPop screen: TableScreen) {
      tableViews[ObjectIdentifier(screen)] = nil
      revision += 1
    }
  }
#endif
