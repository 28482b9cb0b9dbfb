import ComponentTable

/// Screens whose sections are built from a ``SettingsStore`` and rebuilt when it changes.
@MainActor
public enum SettingsScreenBuilder {
  /// A screen titled `title` whose sections `sections` builds from `store`; whenever a value
  /// in the store changes (through a row, or anywhere else) while the screen is shown, the
  /// screen refreshes: the sections are built again and the difference is applied.
  ///
  /// `sections` gets the screen (weakly), for example to reach its engine.
  public static func screen(
    title: String, store: any SettingsStore,
    sections: @escaping @MainActor (TableScreen?) -> [TableSection]
  ) -> TableScreen {
    let link = ScreenLink()
    let screen = TableScreen(title: title) { [link] in sections(link.screen) }
    link.screen = screen
    // The screen keeps the link (through its builder) and the link keeps the observation;
    // the observation only holds the screen weakly, so nothing outlives the screen.
    link.observation = store.observe { [weak screen] _ in try? screen?.refresh() }
    return screen
  }
}

/// What ties a screen to its store's observation.
@MainActor
private final class ScreenLink {
  weak var screen: TableScreen?
  var observation: SettingsObservation?
}
