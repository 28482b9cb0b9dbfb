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
    let rowsView: UIKitRowsView
    @StateObject private var stack = PushedTableScreens()

    var body: some View {
      let stack = stack
      table.openingScreens { [weak stack] screen in stack?.open(screen, rowsView: rowsView) }
        .navigationDestination(isPresented: stack.isShowing(above: nil)) {
          if let first = stack.route.level(above: nil) {
            PushedTableScreenView(screen: first.screen, stack: stack).id(first.id)
          }
        }
    }
  }

  /// A screen pushed by a ``ComponentTableView``, or presented by one of its screens, with its
  /// bar buttons, the screen its rows push above it, and the stack it presents in a sheet.
  @available(iOS 16, tvOS 16, visionOS 1, *)
  struct PushedTableScreenView: View {
    let screen: TableScreen
    @ObservedObject var stack: PushedTableScreens

    var body: some View {
      let route = stack.route
      ExistingRowsView(rows: stack.rowsView(for: screen))
        .navigationTitle(screen.title)
        .toolbar { TableScreenToolbar(screen: screen, buttons: screen.barButtons) }
        // The navigator decides what appears at a push or a pop; these report the rest (the
        // first screen shown, the stack shown again after another tab).
        .onAppear { route.screenWillAppear(screen) }
        .onDisappear { route.screenDidDisappear(screen) }
        .navigationDestination(isPresented: stack.isShowing(above: screen)) {
          if let next = route.level(above: screen) {
            PushedTableScreenView(screen: next.screen, stack: stack).id(next.id)
          }
        }
        // A page sheet, as UIKit presents the stack (SwiftUI's sheet is one on iOS; tvOS shows
        // it full screen). Its binding turns `false` when the navigator dismisses the stack,
        // and is set `false` by SwiftUI when the user swipes it down, which the navigator hears
        // of; `onDismiss` comes once it is gone, however it went.
        .sheet(
          isPresented: Binding(
            get: { route.isPresenting(over: screen) },
            set: { shown in if !shown { route.userDismissedSheet(over: screen) } }),
          onDismiss: { route.sheetDidDisappear(over: screen) }
        ) {
          if let presented = route.sheetStack(over: screen) {
            PresentedTableStackView(presented: presented, stack: stack)
          }
        }
    }
  }

  /// A stack presented by a screen a ``ComponentTableView`` shows, in its sheet: a
  /// `NavigationStack` of its own, so the screens its rows open are pushed inside the sheet,
  /// which a swipe down dismisses unless its top screen does not allow it
  /// (``TableScreen/allowsInteractiveDismissal``).
  @available(iOS 16, tvOS 16, visionOS 1, *)
  struct PresentedTableStackView: View {
    let presented: TableNavigator
    @ObservedObject var stack: PushedTableScreens

    var body: some View {
      let root = presented.screens[0]
      NavigationStack {
        PushedTableScreenView(screen: root, stack: stack).id(ObjectIdentifier(root))
      }
      .interactiveDismissDisabled(!stack.route.allowsSwipeDown(presented))
    }
  }

  /// The bar buttons of a screen (``TableScreen/barButtons``) as toolbar items, one group a
  /// placement (``ToolbarButtonLayout``): the items of a placement keep the screen's order.
  @available(iOS 16, tvOS 16, visionOS 1, *)
  struct TableScreenToolbar: ToolbarContent {
    let screen: TableScreen
    let buttons: [TableBarButton]

    var body: some ToolbarContent {
      group(.cancellation, placement: .cancellationAction)
      group(.leading, placement: .topBarLeading)
      group(.confirmation, placement: .confirmationAction)
      group(.trailing, placement: .topBarTrailing)
    }

    private func group(_ slot: ToolbarButtonLayout.Slot, placement: ToolbarItemPlacement) -> some ToolbarContent {
      let buttons = ToolbarButtonLayout.buttons(buttons, in: slot)
      return ToolbarItemGroup(placement: placement) {
        ForEach(buttons, id: \.index) { entry in
          TableBarButtonView(button: entry.button, screen: screen)
        }
      }
    }
  }

  /// One bar button: a `Button` with the button's role, label, weight and enabled state.
  @available(iOS 16, tvOS 16, visionOS 1, *)
  struct TableBarButtonView: View {
    let button: TableBarButton
    let screen: TableScreen

    var body: some View {
      let layout = ToolbarButtonLayout(button)
      Button(role: layout.isDestructive ? .destructive : nil) { [weak screen, button] in
        guard let screen else { return }
        button.action(screen)
      } label: {
        title(layout.label)
      }
      .fontWeight(layout.isBold ? .semibold : nil)
      // A toolbar does not colour a destructive role's title by itself; UIKit's host tints it red.
      .tint(layout.isDestructive ? Color.red : nil)
      .disabled(!layout.isEnabled)
    }

    /// The words of a system kind are looked up in the app's strings with the English word as
    /// the key (`LocalizedStringKey`), falling back to the word itself: SwiftUI has no system
    /// bar items whose words the system translates (UIKit's `UIBarButtonItem.SystemItem`), and
    /// UIKit's own translations are in no table the app can name. An app shown in other
    /// languages translates "Done", "Cancel", "Save", "Edit" and "Close" in its strings, as it
    /// does its other words. A button's own title is shown as it is, as a screen's title is.
    @ViewBuilder
    private func title(_ label: ToolbarButtonLayout.Label) -> some View {
      switch label {
      case .localized(let word): Text(LocalizedStringKey(word))
      case .verbatim(let title): Text(verbatim: title)
      case .closeSymbol(let word):
        // tvOS has no close item (its Menu button closes), so it shows the word, as UIKit's host does.
        #if os(tvOS)
          Text(LocalizedStringKey(word))
        #else
          Label(LocalizedStringKey(word), systemImage: "xmark")
        #endif
      }
    }
  }

  /// A rows' view made before SwiftUI shows it: the one a pushed screen's engine drives. The
  /// view SwiftUI keeps shows the rows it is given on every update, so a view kept for another
  /// screen shows that screen's rows, not the ones it was made with.
  struct ExistingRowsView: UIViewRepresentable {
    let rows: UIScrollView?

    func makeUIView(context: Context) -> RowsContainerView {
      let container = RowsContainerView()
      container.show(rows)
      return container
    }

    func updateUIView(_ container: RowsContainerView, context: Context) { container.show(rows) }
  }

  /// The screens a ``ComponentTableView`` pushed on the enclosing `NavigationStack`, and the
  /// stacks they present, for SwiftUI: the route (``NavigationStackRoute``) decides what is
  /// shown, this object tells SwiftUI when that changed and keeps each screen's rows' view.
  @MainActor
  final class PushedTableScreens: ObservableObject {
    /// What the views show, and what they report to.
    let route: NavigationStackRoute
    /// The rows' view of each screen the views show or will show.
    private let tables: ScreenRowsViews

    init() {
      let tables = ScreenRowsViews()
      self.tables = tables
      route = NavigationStackRoute(
        takesOffOneLevelAtATime: Self.popsOneLevelAtATime,
        makeHost: { [weak tables] screen throws(TableError) in
          guard let tables else { throw .presenterGone(operation: "push(_:)", title: screen.title) }
          return tables.make(for: screen)
        },
        schedule: { step in
          DispatchQueue.main.async { MainActor.assumeIsolated { step() } }
        })
      route.changed = { [weak self] in
        guard let self else { return }
        objectWillChange.send()
        // A rows' view goes once its screen is neither on a stack nor shown: a level still
        // sliding away keeps its rows.
        tables.keep(only: route.screensInUse)
      }
      route.endEditing = { [weak tables] screen in tables?.rowsView(for: screen)?.endEditing(true) }
    }

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

    /// Shows `screen`, opened by a row of the table, in rows' views of the kind `rowsView` makes.
    func open(_ screen: TableScreen, rowsView: UIKitRowsView) {
      tables.kind = rowsView
      do {
        try route.open(screen)
      } catch {
        // Only a screen already on another stack, or sections the engine refuses, get here.
        TableDiagnostic.report(failed: error)
      }
    }

    /// Whether a screen is shown above `screen` (`nil`: above the table); set to `false` by
    /// SwiftUI when the user goes back to it, which pops the screens above it.
    func isShowing(above screen: TableScreen?) -> Binding<Bool> {
      Binding(
        get: { [route] in route.level(above: screen) != nil },
        set: { [route] shown in if !shown { route.userWentBack(to: screen) } })
    }

    /// The rows' view of `screen`, while the views show it.
    func rowsView(for screen: TableScreen) -> UIScrollView? { tables.rowsView(for: screen) }
  }

  /// The rows' views of the screens a ``ComponentTableView``'s route shows, by screen.
  @MainActor
  final class ScreenRowsViews {
    /// The kind of view made from now on, in each screen's own style (`TableScreen.style`).
    var kind: UIKitRowsView = .settings
    private var views: [ObjectIdentifier: UIScrollView] = [:]

    /// A new rows' view for `screen`, kept until `screen` is no longer in use, and its host.
    func make(for screen: TableScreen) -> any TableHost {
      let made = kind.styled(screen.style).makeView()
      views[ObjectIdentifier(screen)] = made.view
      return made.host
    }

    /// The rows' view of `screen`, if it is kept.
    func rowsView(for screen: TableScreen) -> UIScrollView? { views[ObjectIdentifier(screen)] }

    /// Lets go of the rows' views of the screens not in `screens`.
    func keep(only screens: [TableScreen]) {
      let kept = Set(screens.map(ObjectIdentifier.init))
      views = views.filter { kept.contains($0.key) }
    }
  }
#endif
