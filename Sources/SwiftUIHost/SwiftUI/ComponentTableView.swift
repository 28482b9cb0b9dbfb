#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import ComponentTableUIKit
  import SwiftUI
  import UIKit

  /// A ComponentTable screen in SwiftUI: a table view or a collection view list
  /// (``UIKitRowsView``) driven by an engine, with its sections declared in the view's body like
  /// a `Form`'s.
  ///
  /// ```swift
  /// struct NetworkSettings: View {
  ///   @State private var wifi = true
  ///   var body: some View {
  ///     ComponentTableView {
  ///       TableSection(id: "network") {
  ///         TableComponent.switchRow("Wi-Fi", isOn: .binding($wifi))
  ///         if wifi { TableComponent.valueRow("Network", value: "Home") }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The builder runs when SwiftUI evaluates the view, so it reads state as a `Form` does and
  /// SwiftUI re-evaluates the view when that state changes; each new list of sections becomes
  /// the minimal animated update of the table (see `DeclaredTable`). Selection closures and
  /// bound rows write SwiftUI state directly.
  ///
  /// For a screen built incrementally (`addSection`, `addCell`…), pass a `build` closure
  /// instead: it runs once, on the engine of the new table.
  ///
  /// - Important: The delegates are held weakly, as UIKit holds its delegates: keep them alive
  ///   yourself for as long as the view is shown, in a `@StateObject` or a model the app owns.
  ///   A delegate made inline in `body` (`delegate: Events()`) is released at once and never
  ///   called. Pass the same objects on every evaluation: the engine gets a delegate again
  ///   only when it is another object, since a new `viewDelegate` makes UIKit reload the
  ///   whole table. A `viewDelegate` that goes away while the table is shown is safe: the
  ///   table stops forwarding to it at once (the UIKit host watches its deallocation).
  ///
  /// Rows that open screens (`navigationRow`, `pickerRow`) push them on the
  /// `NavigationStack` the view is in (``ScreenNavigation/enclosingStack``; before iOS 16, on
  /// the enclosing navigation controller), with their titles; the screens' own rows push
  /// theirs on the same stack. Outside a `NavigationStack`, pass `navigation: .none`: such rows
  /// are then plain value rows, each reported as a ``TableDiagnostic`` (an app's
  /// `TableDiagnostic.handler` can stop a debug build there). A tree of screens with a
  /// navigation bar of its own is ``ComponentTableNavigationView``. The pushed screens show
  /// their ``TableScreen/barButtons`` as toolbar items, and a stack one of them presents
  /// (``TableNavigator/present(_:)``) shows in a `.sheet` with a `NavigationStack` of its own,
  /// which a swipe down dismisses unless its top screen does not allow it
  /// (``TableScreen/allowsInteractiveDismissal``). The navigation bar's large title follows the
  /// table's scroll. For SwiftUI rows, prefer
  /// `TableComponent.hosting(id:value:content:onSelect:)`, which later updates leave alone
  /// while its value is unchanged.
  @MainActor
  public struct ComponentTableView: View {
    private let table: ComponentTableRepresentable
    private let route: ScreenOpening.Route

    /// A table showing the sections `sections` declares, re-applied whenever SwiftUI evaluates
    /// the view again.
    ///
    /// - Parameters:
    ///   - rowsView: The view the rows show in, and the screens they open: a table of a style
    ///     or a list of an appearance; defaults to `.settings` (an `.insetGrouped` table;
    ///     `.grouped` on tvOS).
    ///   - delegate: Receives the engine's events (selection after the row's closure, display).
    ///     Held weakly: the caller must keep it alive (a `@StateObject`), else it is never called.
    ///   - viewDelegate: Receives the `UITableViewDelegate` or `UICollectionViewDelegate` calls
    ///     the engine does not answer (scrolling…). Held weakly: the caller must keep it alive
    ///     (a `@StateObject`), else it is never called; a different object on a later
    ///     evaluation makes UIKit reload the rows.
    ///   - navigation: Where the screens that rows open are shown: pushed on the enclosing
    ///     `NavigationStack` (the default; before iOS 16, on the enclosing navigation
    ///     controller), or nowhere (`.none`).
    ///   - sections: The sections, declared with `if`, `switch` and `for` as in a result builder.
    public init(
      rowsView: UIKitRowsView = .settings, delegate: (any TableEngineDelegate)? = nil,
      viewDelegate: (any UIScrollViewDelegate)? = nil, navigation: ScreenNavigation = .enclosingStack,
      @TableSectionsBuilder sections: () -> [TableSection]
    ) {
      let route = Self.route(navigation)
      self.route = route
      let declared = route == .none ? ScreenOpening.withoutNavigation(sections) : sections()
      table = ComponentTableRepresentable(
        rowsView: rowsView, content: .declared(declared), delegate: delegate, viewDelegate: viewDelegate,
        route: route)
    }

    /// A table built once by `build`, incrementally, on the engine of the new table. Errors
    /// `build` throws are reported (`TableDiagnostic.report(_:)`) and leave what was built so far.
    ///
    /// - Parameters:
    ///   - rowsView: The view the rows show in, and the screens they open: a table of a style
    ///     or a list of an appearance; defaults to `.settings` (an `.insetGrouped` table;
    ///     `.grouped` on tvOS).
    ///   - delegate: Receives the engine's events (selection after the row's closure, display).
    ///     Held weakly: the caller must keep it alive (a `@StateObject`), else it is never called.
    ///   - viewDelegate: Receives the `UITableViewDelegate` or `UICollectionViewDelegate` calls
    ///     the engine does not answer (scrolling…). Held weakly: the caller must keep it alive
    ///     (a `@StateObject`), else it is never called; a different object on a later
    ///     evaluation makes UIKit reload the rows.
    ///   - navigation: Where the screens that rows open are shown: pushed on the enclosing
    ///     `NavigationStack` (the default; before iOS 16, on the enclosing navigation
    ///     controller), or nowhere (`.none`).
    ///   - build: Builds the table once, when the view first appears; later evaluations of the
    ///     view change only the delegates.
    public init(
      rowsView: UIKitRowsView = .settings, delegate: (any TableEngineDelegate)? = nil,
      viewDelegate: (any UIScrollViewDelegate)? = nil, navigation: ScreenNavigation = .enclosingStack,
      build: @escaping @MainActor (TableEngine) throws -> Void
    ) {
      let route = Self.route(navigation)
      self.route = route
      table = ComponentTableRepresentable(
        rowsView: rowsView, content: .built(build), delegate: delegate, viewDelegate: viewDelegate, route: route)
    }

    /// The table, in a view that pushes the screens its rows open when it can.
    public var body: some View {
      if #available(iOS 16, tvOS 16, visionOS 1, *), route == .navigationStack {
        NavigationStackTable(table: table, rowsView: table.rowsView)
      } else {
        table
      }
    }
  }

  /// The rows' view of a ``ComponentTableView`` and its engine.
  @MainActor
  struct ComponentTableRepresentable: UIViewRepresentable {
    enum Content {
      case declared([TableSection])
      case built(@MainActor (TableEngine) throws -> Void)
    }

    let rowsView: UIKitRowsView
    let content: Content
    weak var delegate: (any TableEngineDelegate)?
    weak var viewDelegate: (any UIScrollViewDelegate)?
    /// Where the screens rows open are shown; `.none`: a `build` closure runs inside
    /// `ScreenOpening.withoutNavigation`.
    let route: ScreenOpening.Route
    /// Shows the screens rows open on a `NavigationStack` (`TableEngine.screenOpener`).
    var screenOpener: (@MainActor (TableScreen) -> Void)?

    /// The same table, whose rows open screens with `open`.
    func openingScreens(_ open: @escaping @MainActor (TableScreen) -> Void) -> Self {
      var table = self
      table.screenOpener = open
      return table
    }

    /// ``screenOpener`` for `engine`, whose rows `view` shows; it first reports a
    /// ``TableDiagnostic`` when nothing encloses the table in a navigation controller: a push
    /// then has nowhere to go, and the message says to pass `navigation: .none`. Only a report,
    /// never a decision: that SwiftUI shows a `NavigationStack` with a navigation controller is
    /// how UIKit hosts it today, not a documented promise, so a stack found shows nothing here.
    ///
    /// Where `NavigationStack` does not exist, the screen is pushed on the navigation controller
    /// that encloses the table (`pushOnEnclosingNavigationController(_:rowsView:)`).
    private func opener(in view: UIView, of engine: TableEngine) -> (@MainActor (TableScreen) -> Void)? {
      if route == .enclosingNavigationController {
        return { [weak view, rowsView] screen in view?.pushOnEnclosingNavigationController(screen, rowsView: rowsView) }
      }
      guard route == .navigationStack, let screenOpener else { return nil }
      return { [weak view, weak engine] screen in
        if let view, engine != nil, !view.isInNavigationController {
          TableDiagnostic.report(
            TableDiagnostic(
              kind: .unsupportedInput(source: "navigationRow \"\(screen.title)\""),
              message:
                "ComponentTableView pushes \"\(screen.title)\" on the enclosing NavigationStack, but none seems to enclose it; put the view in a NavigationStack, or pass navigation: .none to show such rows as plain value rows"
            ))
        }
        screenOpener(screen)
      }
    }

    /// Keeps the table's engine, and the declared table, between SwiftUI's updates.
    final class Coordinator {
      fileprivate var table: DeclaredTable?
      /// Weak: the rows' view keeps the engine alive, and this must not outlive it.
      fileprivate weak var engine: TableEngine?
    }

    /// A new coordinator; SwiftUI keeps it as long as the view is shown.
    func makeCoordinator() -> Coordinator { Coordinator() }

    /// Makes the rows' view and its engine (the view keeps the engine alive), in a container
    /// that lets the navigation bar follow its scroll.
    func makeUIView(context: Context) -> RowsContainerView {
      let rows = rowsView.makeView()
      let container = RowsContainerView()
      container.show(rows.view)
      let engine = TableEngine(host: rows.host, delegate: delegate)
      assignIfChanged(viewDelegate, to: \.viewDelegate, of: engine)
      engine.accessibilityWords = .appLanguage
      engine.screenOpener = opener(in: container, of: engine)
      context.coordinator.engine = engine
      switch content {
      case .declared(let sections):
        let table = DeclaredTable(engine: engine)
        context.coordinator.table = table
        table.update(to: sections, animated: false)
      case .built(let build):
        do {
          if route == .none {
            try ScreenOpening.withoutNavigation {
              try build(engine)
            }
          } else {
            try build(engine)
          }
        } catch let error as TableError {
          TableDiagnostic.report(failed: error)
        } catch {
          TableDiagnostic.report(
            TableDiagnostic(
              kind: .unsupportedInput(source: "ComponentTableView(build:)"),
              message: "ComponentTableView: the table was not built: \(error); it shows what was built before"))
        }
      }
      return container
    }

    /// Gives the engine this evaluation's delegates if they are other objects than it has, and
    /// applies the sections of a declared table: the minimal update, animated when the state
    /// change was (`DeclaredTable.animates(transactionHasAnimation:disablesAnimations:)`).
    func updateUIView(_ container: RowsContainerView, context: Context) {
      guard let engine = context.coordinator.engine else { return }
      engine.screenOpener = opener(in: container, of: engine)
      // The same delegates again must not be assigned: a `viewDelegate` assigned makes UIKit
      // reload the whole table, which would replace the animated update below.
      assignIfChanged(delegate, to: \.delegate, of: engine)
      assignIfChanged(viewDelegate, to: \.viewDelegate, of: engine)
      guard case .declared(let sections) = content, let table = context.coordinator.table else { return }
      table.update(
        to: sections,
        animated: DeclaredTable.animates(
          transactionHasAnimation: context.transaction.animation != nil,
          disablesAnimations: context.transaction.disablesAnimations))
    }
  }

  /// Holds the rows' view it is told to show, filling it, and makes the navigation bar of the
  /// view controller that shows it follow that view's scroll, as it follows a table view
  /// controller's (the large title shrinks as the rows scroll under it). UIKit finds that scroll
  /// view by itself only where it is the controller's view or near it; in SwiftUI the rows are
  /// deep inside the hosting controller's view, so they are named with
  /// `setContentScrollView(_:for:)`
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/setcontentscrollview(_:for:)).
  final class RowsContainerView: UIView {
    private(set) var rows: UIScrollView?

    /// Shows `rows` in place of the view shown, if it is another.
    func show(_ rows: UIScrollView?) {
      guard rows !== self.rows else { return }
      self.rows?.removeFromSuperview()
      self.rows = rows
      guard let rows else { return }
      rows.frame = bounds
      rows.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(rows)
      followScroll()
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      followScroll()
    }

    private func followScroll() {
      guard window != nil, let rows, let controller = enclosingViewController else { return }
      if controller.contentScrollView(for: .top) !== rows { controller.setContentScrollView(rows, for: .top) }
    }
  }

  extension TableEngine {
    /// The external delegate of the engine's table view or collection view
    /// (`tableViewDelegate`, `collectionViewDelegate`): a ``ComponentTableView``'s `viewDelegate`.
    var viewDelegate: (any UIScrollViewDelegate)? {
      get { (host as? UIKitRowHost)?.forwardee as? any UIScrollViewDelegate }
      set { (host as? UIKitRowHost)?.forward(to: newValue) }
    }
  }

  extension UIView {
    /// The nearest view controller up the responder chain.
    fileprivate var enclosingViewController: UIViewController? {
      var responder: UIResponder? = self
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }

    /// Whether the nearest view controller up the responder chain is in a navigation
    /// controller.
    fileprivate var isInNavigationController: Bool { enclosingViewController?.navigationController != nil }

    /// Pushes `screen`, as the root of a tree of its own (``UIKitTableNavigator``), on the
    /// navigation controller of the nearest view controller: where `NavigationStack` does not
    /// exist, a SwiftUI `NavigationView` shows its stack with a `UINavigationController`. That
    /// is how UIKit hosts it, not a documented promise, so a table with no navigation
    /// controller around it reports the row as a ``TableDiagnostic`` instead of doing nothing
    /// silently.
    fileprivate func pushOnEnclosingNavigationController(_ screen: TableScreen, rowsView: UIKitRowsView) {
      guard let navigation = enclosingViewController?.navigationController else {
        TableDiagnostic.report(
          TableDiagnostic(
            kind: .unsupportedInput(source: "navigationRow \"\(screen.title)\""),
            message:
              "ComponentTableView pushes \"\(screen.title)\" on the enclosing navigation controller (there is no NavigationStack before iOS 16), but none encloses it; put the view in a NavigationView, or pass navigation: .none to show such rows as plain value rows"
          ))
        return
      }
      do {
        navigation.pushViewController(
          try UIKitTableNavigator.rootViewController(for: screen, rowsView: rowsView), animated: true)
      } catch {
        TableDiagnostic.report(failed: error)
      }
    }
  }
#endif
