import ComponentTable

/// Screens whose sections are built from a ``SettingsStore`` and rebuilt when it changes: how a
/// bundle's screens follow their store, and how ``TableScreen/observing(title:store:sections:)``
/// follows one where Observation does not exist.
@MainActor
package enum SettingsScreenBuilder {
  /// A screen titled `title` whose sections `sections` builds from `store`; whenever a value
  /// in the store changes (through a row, or anywhere else) while the screen is shown, the
  /// screen refreshes: the sections are built again and the difference is applied.
  ///
  /// A change that arrives while the screen's engine is busy (a value written during an
  /// update, or from a cell being configured) refreshes the screen once the engine is idle
  /// again; changes that arrive meanwhile are shown by that one refresh. A refresh the engine
  /// refuses is reported as `TableDiagnostic.Kind.refreshFailed(screen:)`.
  ///
  /// `sections` gets the screen (weakly), for example to reach its engine.
  package static func screen(
    title: String, store: any SettingsStore,
    sections: @escaping @MainActor (TableScreen?) -> [TableSection]
  ) -> TableScreen {
    screen(title: title, store: store, alsoObserving: nil, sections: sections)
  }

  /// A screen titled `title` declared by `sections`, refreshed whenever a value in `store`
  /// changes, as the screen whose builder is given the screen is.
  package static func screen(
    title: String, store: any SettingsStore,
    @TableSectionsBuilder sections: @escaping @MainActor () -> [TableSection]
  ) -> TableScreen {
    screen(title: title, store: store, alsoObserving: nil) { _ in sections() }
  }

  /// The same, also refreshing when `observers` are notified (a bundle's hidden keys).
  static func screen(
    title: String, store: any SettingsStore, alsoObserving observers: SettingsObservers?,
    sections: @escaping @MainActor (TableScreen?) -> [TableSection]
  ) -> TableScreen {
    let link = ScreenLink()
    let screen = TableScreen(title: title) { [link] in sections(link.screen) }
    link.screen = screen
    // The screen keeps the link (through its builder) and the link keeps the observation;
    // the observation only holds the screen weakly, so nothing outlives the screen.
    link.observations = [store.observe { [weak link] _ in link?.refreshWhenIdle() }]
    if let observers {
      link.observations.append(observers.add { [weak link] _ in link?.refreshWhenIdle() })
    }
    return screen
  }
}

/// What ties a screen to its store's observation.
@MainActor
private final class ScreenLink {
  weak var screen: TableScreen?
  var observations: [SettingsObservation] = []
  private var isRefreshWaiting = false

  /// Refreshes the screen now, or once its engine is idle; a screen not shown has nothing to
  /// refresh (it builds its sections when it is shown).
  func refreshWhenIdle() {
    guard let engine = screen?.engine, !isRefreshWaiting else { return }
    isRefreshWaiting = true
    engine.performWhenIdle { [weak self] in
      guard let self else { return }
      self.isRefreshWaiting = false
      guard let screen = self.screen, screen.engine != nil else { return }
      do {
        try screen.refresh()
      } catch {
        TableDiagnostic.report(
          TableDiagnostic(
            kind: .refreshFailed(screen: screen.title),
            message: "The screen \"\(screen.title)\" did not show a settings change: \(error)"))
      }
    }
  }
}
