import ComponentTable

extension TableScreen {
  /// A screen whose sections follow `store` and, where Observation exists, every `@Observable`
  /// model they read: on iOS 17, macOS 14, tvOS 17, visionOS 1 and Linux it is
  /// `TableScreen.observing(title:revealBehavior:delegate:sections:)` (declared again when a
  /// property or a settings key the builder read changes); on the systems before, it is declared
  /// again whenever any value in `store` changes, which for the built-in stores is every write.
  /// One screen, written once, follows its settings on every system the package supports.
  ///
  /// ```swift
  /// let wifi = SettingsKey("wifi", default: true)
  /// let screen = TableScreen.observing(title: "Network", store: store) {
  ///   TableSection(id: "network") {
  ///     TableComponent.switchRow("Wi-Fi", isOn: .key(wifi, in: store))
  ///     if store[wifi] { TableComponent.valueRow("Network", value: "Home") }
  ///   }
  /// }
  /// ```
  ///
  /// A change that arrives while the engine is busy is shown once it is idle; a declaration the
  /// engine refuses is reported as `TableDiagnostic.Kind.refreshFailed(screen:)` and leaves the
  /// screen as it was.
  public static func observing(
    title: String, store: any SettingsStore,
    @TableSectionsBuilder sections: @escaping @MainActor () -> [TableSection]
  ) -> TableScreen {
    if #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) {
      return observing(title: title, sections: sections)
    }
    return SettingsScreenBuilder.screen(title: title, store: store, sections: sections)
  }
}
