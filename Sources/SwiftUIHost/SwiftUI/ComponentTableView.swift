#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import ComponentTable
  import ComponentTableUIKit
  import SwiftUI
  import UIKit

  /// A ComponentTable screen in SwiftUI: a `UITableView` driven by an engine, with its sections
  /// declared in the view's body like a `Form`'s.
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
  ///   only when it is another object, since a new `tableViewDelegate` makes UIKit reload the
  ///   whole table. A `tableViewDelegate` that goes away while the table is shown is safe: the
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
    ///   - style: The table's style; defaults to `.settings` (`.insetGrouped`; `.grouped` on tvOS).
    ///   - delegate: Receives the engine's events (selection after the row's closure, display).
    ///     Held weakly: the caller must keep it alive (a `@StateObject`), else it is never called.
    ///   - tableViewDelegate: Receives the `UITableViewDelegate` calls the engine does not
    ///     answer (scrolling…). Held weakly: the caller must keep it alive (a `@StateObject`),
    ///     else it is never called; a different object on a later evaluation makes UIKit reload
    ///     the table.
    ///   - navigation: Where the screens that rows open are shown: pushed on the enclosing
    ///     `NavigationStack` (the default; before iOS 16, on the enclosing navigation
    ///     controller), or nowhere (`.none`).
    ///   - sections: The sections, declared with `if`, `switch` and `for` as in a result builder.
    public init(
      style: UITableView.Style = .settings, delegate: (any TableEngineDelegate)? = nil,
      tableViewDelegate: (any UITableViewDelegate)? = nil, navigation: ScreenNavigation = .enclosingStack,
      @TableSectionsBuilder sections: () -> [TableSection]
    ) {
      let route = Self.route(navigation)
      self.route = route
      let declared = route == .none ? ScreenOpening.withoutNavigation(sections) : sections()
      table = ComponentTableRepresentable(
        style: style, content: .declared(declared), delegate: delegate, tableViewDelegate: tableViewDelegate,
        route: route)
    }

    /// A table built once by `build`, incrementally, on the engine of the new table. Errors
    /// `build` throws are reported (`TableDiagnostic.report(_:)`) and leave what was built so far.
    ///
    /// - Parameters:
    ///   - style: The table's style; defaults to `.settings` (`.insetGrouped`; `.grouped` on tvOS).
    ///   - delegate: Receives the engine's events (selection after the row's closure, display).
    ///     Held weakly: the caller must keep it alive (a `@StateObject`), else it is never called.
    ///   - tableViewDelegate: Receives the `UITableViewDelegate` calls the engine does not
    ///     answer (scrolling…). Held weakly: the caller must keep it alive (a `@StateObject`),
    ///     else it is never called; a different object on a later evaluation makes UIKit reload
    ///     the table.
    ///   - navigation: Where the screens that rows open are shown: pushed on the enclosing
    ///     `NavigationStack` (the default; before iOS 16, on the enclosing navigation
    ///     controller), or nowhere (`.none`).
    ///   - build: Builds the table once, when the view first appears; later evaluations of the
    ///     view change only the delegates.
    public init(
      style: UITableView.Style = .settings, delegate: (any TableEngineDelegate)? = nil,
      tableViewDelegate: (any UITableViewDelegate)? = nil, navigation: ScreenNavigation = .enclosingStack,
      build: @escaping @MainActor (TableEngine) throws -> Void
    ) {
      let route = Self.route(navigation)
      self.route = route
      table = ComponentTableRepresentable(
        style: style, content: .built(build), delegate: delegate, tableViewDelegate: tableViewDelegate, route: route)
    }

    /// The table, in a view that pushes the screens its rows open when it can.
    public var body: some View {
      if #available(iOS 16, tvOS 16, visionOS 1, *), route == .navigationStack {
        NavigationStackTable(table: table, style: table.style)
      } else {
        table
      }
    }
  }

  /// The table view of a ``ComponentTableView`` and its engine.
  @MainActor
  struct ComponentTableRepresentable: UIViewRepresentable {
    enum Content {
      case declared([TableSection])
      case built(@MainActor (TableEngine) throws -> Void)
    }

    let style: UITableView.Style
    let content: Content
    weak var delegate: (any TableEngineDelegate)?
    weak var tableViewDelegate: (any UITableViewDelegate)?
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

    /// ``screenOpener`` for `engine`, which drives `tableView`; it first reports a
    /// ``TableDiagnostic`` when nothing encloses the table in a navigation controller: a push
    /// then has nowhere to go, and the message says to pass `navigation: .none`. Only a report,
    /// never a decision: that SwiftUI shows a `NavigationStack` with a navigation controller is
    /// how UIKit hosts it today, not a documented promise, so a stack found shows nothing here.
    ///
    /// Where `NavigationStack` does not exist, the screen is pushed on the navigation controller
    /// that encloses the table (`pushOnEnclosingNavigationController(_:style:)`).
    private func opener(in tableView: UITableView, of engine: TableEngine) -> (@MainActor (TableScreen) -> Void)? {
      if route == .enclosingNavigationController {
        return { [weak tableView, style] screen in tableView?.pushOnEnclosingNavigationController(screen, style: style)
        }
      }
      guard route == .navigationStack, let screenOpener else { return nil }
      return { [weak tableView, weak engine] screen in
        if let tableView, engine != nil, !tableView.isInNavigationController {
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
      /// Weak: the table view keeps the engine alive, and this must not outlive it.
      fileprivate weak var engine: TableEngine?
    }

    /// A new coordinator; SwiftUI keeps it as long as the view is shown.
    func makeCoordinator() -> Coordinator { Coordinator() }

    /// Makes the table view and its engine (the table keeps the engine alive).
    func makeUIView(context: Context) -> UITableView {
      let tableView = ScreenTableView(frame: .zero, style: style)
      let engine = TableEngine(tableView: tableView, delegate: delegate, tableViewDelegate: tableViewDelegate)
      engine.accessibilityWords = .appLanguage
      engine.screenOpener = opener(in: tableView, of: engine)
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
      return tableView
    }

    /// Gives the engine this evaluation's delegates if they are other objects than it has, and
    /// applies the sections of a declared table: the minimal update, animated when the state
    /// change was (`DeclaredTable.animates(transactionHasAnimation:disablesAnimations:)`).
    func updateUIView(_ tableView: UITableView, context: Context) {
      guard let engine = context.coordinator.engine else { return }
      engine.screenOpener = opener(in: tableView, of: engine)
      // The same delegates again must not be assigned: a `tableViewDelegate` assigned makes
      // UIKit reload the whole table, which would replace the animated update below.
      assignIfChanged(delegate, to: \.delegate, of: engine)
      assignIfChanged(tableViewDelegate, to: \.tableViewDelegate, of: engine)
      guard case .declared(let sections) = content, let table = context.coordinator.table else { return }
      table.update(
        to: sections,
        animated: DeclaredTable.animates(
          transactionHasAnimation: context.transaction.animation != nil,
          disablesAnimations: context.transaction.disablesAnimations))
    }
  }

  /// The table view of a screen SwiftUI shows: the navigation bar of the view controller that
  /// shows it follows its scroll.
  final class ScreenTableView: UITableView {
    /// Makes the nearest view controller's navigation bar follow this table's scroll, as it
    /// follows a table view controller's (the large title shrinks as the rows scroll under
    /// it). UIKit finds that scroll view by itself only where it is the controller's view or
    /// near it; in SwiftUI a table is deep inside the hosting controller's view, so it is named
    /// with `setContentScrollView(_:for:)`
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/setcontentscrollview(_:for:)).
    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil, let controller = enclosingViewController else { return }
      if controller.contentScrollView(for: .top) !== self { controller.setContentScrollView(self, for: .top) }
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
    fileprivate func pushOnEnclosingNavigationController(_ screen: TableScreen, style: UITableView.Style) {
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
          try UIKitTableNavigator.rootViewController(for: screen, rowsView: .table(style)), animated: true)
      } catch {
        TableDiagnostic.report(failed: error)
      }
    }
  }
#endif
