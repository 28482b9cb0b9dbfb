import Foundation

/// A table screen: a title and the sections its builder makes from the current state.
///
/// A screen is a description until a ``TableNavigator`` shows it: pushing it gives it a table
/// view of the host's and an engine (``engine``), and runs the builder into that engine. From
/// then on ``refresh(animation:)`` runs the builder again and applies the result as the minimal
/// animated update, so a screen never needs to know which rows a change touched.
///
/// ```swift
/// let wifi = TableScreen(title: "Wi-Fi") {
///   TableSection(id: "wifi", rows: [
///     TableComponent.switchRow("Wi-Fi", isOn: .value(model.wifi)) { model.wifi = $0 },
///   ])
/// }
/// try selection.engine.navigator?.push(wifi)
/// ```
///
/// A screen owns its engine for as long as it is on a stack: what its engine shows, whether
/// built by the builder or changed through ``engine`` (`addSection`, `updateCell`, the rows'
/// own changes), stays while a child covers it. Rebuilding is an explicit choice: call
/// ``refresh(animation:)``, or make the screen with `revealBehavior: .refresh` to rebuild it each
/// time a child is popped off it (see ``RevealBehavior``).
///
/// A screen is on at most one stack at a time. When it is popped it lets go of its engine and
/// table view; pushed again, it gets new ones (and its builder runs again).
@MainActor
public final class TableScreen {
  /// The title, shown by the host (the terminal's title line, the navigation bar).
  public let title: String

  private let builder: @MainActor () -> [TableSection]

  /// The builder of a screen made by `observing(title:revealBehavior:delegate:sections:)`,
  /// which may throw; `nil` for other screens.
  var observedBuilder: (@MainActor () throws -> [TableSection])?
  /// The follower of an observing screen while it is on a stack (a `SectionsFollower`).
  var follower: AnyObject?

  /// What the screen does when the screen above it is popped and it is shown again: keep what
  /// it shows (the default) or rebuild it. Read by the navigator at each pop.
  public var revealBehavior: RevealBehavior

  /// The external delegate of the screen's engine: the navigator gives it to the engine it
  /// makes for the screen before the engine's first call to the host, so the delegate receives
  /// every event from the first `willDisplay` on. Set while the screen is shown, it replaces
  /// the engine's delegate at once. Held weakly, as `TableEngine.delegate` is: keep the
  /// delegate alive yourself (usually it is the object that made the screen).
  public weak var delegate: (any TableEngineDelegate)? {
    didSet { engine?.delegate = delegate }
  }

  /// The buttons of the screen's navigation bar (Done, Cancel, Save…), leading and trailing
  /// in their order here. Set while the screen is shown, the host shows the new ones at once:
  /// a Save button enabled once a form is valid, Edit turned into Done.
  public var barButtons: [TableBarButton] {
    didSet { navigator?.barButtonsChanged(of: self) }
  }

  /// Whether the user may dismiss the presented stack this screen is the top of without one
  /// of its buttons: a sheet swiped down on iOS, Esc at the root of a presented stack in the
  /// terminal. `true` by default; set `false` while the screen holds changes a swipe must not
  /// lose (UIKit's `isModalInPresentation`), and give it a Cancel or Done button.
  public var allowsInteractiveDismissal = true {
    didSet { navigator?.barButtonsChanged(of: self) }
  }

  /// The colour of the screen's controls, checkmarks and button titles (``tint(_:)``), or `nil`.
  public internal(set) var tint: TableColor? {
    didSet { engine?.tint = tint }
  }

  /// How the screen lays out its sections (``style(_:)``), or `nil` for the default of what
  /// shows it.
  public internal(set) var style: TableStyle?

  /// The engine showing this screen while it is on a navigation stack, else `nil`.
  public private(set) var engine: TableEngine?

  /// The navigator whose stack holds this screen, else `nil`.
  public internal(set) weak var navigator: TableNavigator?

  /// The table view the host made for this screen; kept while the screen is on a stack
  /// because the table view is what keeps the engine alive.
  private var host: (any TableHost)?

  /// What runs when the screen appears and disappears (``onAppear(_:)``, ``onDisappear(_:)``,
  /// ``task(_:)``), and whether it is shown.
  var lifecycle = ScreenLifecycle()

  /// The entry the host registers for the screen while it is shown
  /// (``userActivity(_:title:keywords:)``), else `nil`.
  public internal(set) var activity: Activity?

  /// The step of the ``TablePath`` that opened the screen, when a path or a search result did.
  var pathStep: String?

  /// A screen titled `title` whose sections `sections` builds; the builder runs when the
  /// screen is pushed and on every refresh, and should read the current state each time.
  ///
  /// - Parameters:
  ///   - title: The title the host shows.
  ///   - revealBehavior: What to do when a child screen is popped off this one: `.keep` (the
  ///     default) shows what the screen showed, incremental changes included; `.refresh` runs
  ///     the builder again and applies the difference.
  ///   - delegate: The external delegate of the engine the navigator makes for the screen,
  ///     given to it before the engine's first host call (see ``delegate``).
  ///   - barButtons: The buttons of its navigation bar (see ``barButtons``).
  ///   - sections: The builder. It is `@MainActor`; stored in a `let` first, spell its type
  ///     `@MainActor () -> [TableSection]`.
  public init(
    title: String, revealBehavior: RevealBehavior = .keep, delegate: (any TableEngineDelegate)? = nil,
    barButtons: [TableBarButton] = [],
    @TableSectionsBuilder sections: @escaping @MainActor () -> [TableSection]
  ) {
    self.title = title
    self.revealBehavior = revealBehavior
    self.delegate = delegate
    self.barButtons = barButtons
    builder = sections
  }

  /// Runs the builder: the sections the screen shows for the current state.
  package func makeSections() -> [TableSection] { builder() }

  /// Runs the builder again and applies the result to the screen's engine as the minimal
  /// animated update (``TableEngine/apply(_:animation:)``). Does nothing while the screen is
  /// not on a stack. While the builder runs, the navigator refuses pushes and pops.
  ///
  /// Costs the builder plus O(n) for the diff of n rows; rows that kept their identity keep
  /// their views, so the focus, the selection and the scroll position stay.
  ///
  /// - Throws: ``TableError`` when the engine refuses the new sections (a component that
  ///   cannot be registered, a refresh from inside an update); the screen stays as it was.
  public func refresh(animation: TableAnimation = .automatic) throws(TableError) {
    guard let engine else { return }
    if #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *), let follower = follower as? SectionsFollower {
      return try follower.declareReporting(animation: animation)
    }
    guard let navigator else { return try engine.apply(builder(), animation: animation) }
    try navigator.refusingNavigation(whileRefreshing: self) { () throws(TableError) in
      try engine.apply(builder(), animation: animation)
    }
  }

  /// Shows the screen in a new engine on `host` and builds its sections; on a refusal,
  /// nothing is kept.
  func attach(to navigator: TableNavigator, host: any TableHost) throws(TableError) {
    // The delegate goes in with the engine, so it hears everything from the first host call.
    let engine = TableEngine(host: host, delegate: delegate)
    engine.navigationScreen = self
    engine.accessibilityWords = navigator.accessibilityWords
    // A pushed screen takes the tint of the one under it; a presented root, its presenter's.
    engine.tint = tint ?? (navigator.screens.last ?? navigator.presenting?.top)?.engine?.tint
    self.host = host
    self.engine = engine
    self.navigator = navigator
    do {
      if #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *), let observedBuilder {
        try startFollowing(observedBuilder, in: engine)
      } else {
        try engine.apply(builder(), animation: .none)
      }
    } catch {
      detach()
      throw error
    }
  }

  /// Called by the navigator when the screen above this one was popped.
  func wasRevealed() throws(TableError) {
    if #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *), let follower = follower as? SectionsFollower {
      // Changes that arrived while covered are shown now; then `.refresh` has nothing to add.
      if follower.needsDeclaration { return try follower.wasShown() }
    }
    switch revealBehavior {
    case .keep: return
    case .refresh: try refresh()
    }
  }

  /// Lets go of the engine and the table view, so both can go when the host drops its view.
  func detach() {
    if #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) { (follower as? SectionsFollower)?.stop() }
    follower = nil
    engine?.navigationScreen = nil
    engine = nil
    host = nil
    navigator = nil
  }
}

extension TableScreen {
  /// What a screen does when the screen above it is popped and it is shown again.
  ///
  /// A screen's engine lives as long as the screen is on the stack, so by default it shows
  /// again exactly what it showed: rows added, removed or replaced through its engine stay.
  /// A screen whose builder reads values a child changes, and that is changed only through its
  /// builder (or whose incremental changes its builder makes too), can rebuild instead.
  /// Screens that follow state (``observing(title:revealBehavior:delegate:sections:)``) need
  /// neither: they show every change of what they read.
  public enum RevealBehavior: Sendable, Equatable {
    /// Show what the screen showed; nothing runs. Rebuilding is up to you: call
    /// ``TableScreen/refresh(animation:)``.
    case keep
    /// Run the builder again and apply the difference (``TableScreen/refresh(animation:)``):
    /// rows that show what a child changed are configured again. Changes made through the
    /// engine that the builder does not make are undone, as by any refresh.
    case refresh
  }
}
