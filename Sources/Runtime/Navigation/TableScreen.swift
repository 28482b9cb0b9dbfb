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
///     Kit.switchRow("Wi-Fi", isOn: model.wifi) { model.wifi = $0 },
///   ])
/// }
/// try selection.engine.navigator?.push(wifi)
/// ```
///
/// A screen is on at most one stack at a time. When it is popped it lets go of its engine and
/// table view; pushed again, it gets new ones.
@MainActor
public final class TableScreen {
  /// The title, shown by the host (the terminal's title line, the navigation bar).
  public let title: String

  private let builder: @MainActor () -> [TableSection]

  /// The engine showing this screen while it is on a navigation stack, else `nil`.
  public private(set) var engine: TableEngine?

  /// The navigator whose stack holds this screen, else `nil`.
  public internal(set) weak var navigator: TableNavigator?

  /// The table view the host made for this screen; kept while the screen is on a stack
  /// because the table view is what keeps the engine alive.
  private var host: (any TableHost)?

  /// A screen titled `title` whose sections `sections` builds; the builder runs when the
  /// screen is pushed and on every refresh, and should read the current state each time.
  public init(
    title: String, @TableSectionsBuilder sections: @escaping @MainActor () -> [TableSection]
  ) {
    self.title = title
    builder = sections
  }

  /// Runs the builder: the sections the screen shows for the current state.
  public func makeSections() -> [TableSection] { builder() }

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
    guard let navigator else { return try engine.apply(builder(), animation: animation) }
    try navigator.refusingNavigation(whileRefreshing: self) { () throws(TableError) in
      try engine.apply(builder(), animation: animation)
    }
  }

  /// Shows the screen in a new engine on `host` and builds its sections; on a refusal,
  /// nothing is kept.
  func attach(to navigator: TableNavigator, host: any TableHost) throws(TableError) {
    let engine = TableEngine(host: host)
    engine.navigationScreen = self
    self.host = host
    self.engine = engine
    self.navigator = navigator
    do {
      try engine.apply(builder(), animation: .none)
    } catch {
      detach()
      throw error
    }
  }

  /// Lets go of the engine and the table view, so both can go when the host drops its view.
  func detach() {
    engine?.navigationScreen = nil
    engine = nil
    host = nil
    navigator = nil
  }
}
