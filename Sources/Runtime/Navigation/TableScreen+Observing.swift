import Observation

extension TableScreen {
  /// A screen whose sections follow the state they read: `sections` is declared when the
  /// screen is shown, and declared again whenever a property of an `@Observable` model or a
  /// settings key it read changes; the difference is applied as one minimal animated update.
  ///
  /// ```swift
  /// @Observable final class Security { var hasPasscode = false; var faceID = false }
  /// let security = Security()
  ///
  /// let screen = TableScreen.observing(title: "Security") {
  ///   TableSection(id: "passcode") {
  ///     TableComponent.switchRow("Passcode", isOn: .value(security.hasPasscode)) { security.hasPasscode = $0 }
  ///     if security.hasPasscode {
  ///       TableComponent.switchRow("Face ID", isOn: .value(security.faceID)) { security.faceID = $0 }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// What it does, and does not do:
  /// - Writes made in one main-actor turn are applied together, once, after that turn.
  /// - A change of something the builder did not read does nothing.
  /// - A screen that is not shown does no work: before it is pushed nothing is tracked, and a
  ///   change while a child covers it is declared once, when it is revealed.
  /// - Popping the screen, or releasing it, ends the tracking: nothing is declared late.
  /// - A builder that throws, or sections the engine refuses, leave the screen as it was; the
  ///   error is reported as ``TableDiagnostic/Kind/refreshFailed(screen:)`` (when the first declaration throws, the
  ///   screen shows no rows until a change declares it again).
  ///
  /// ``refresh(animation:)`` declares at once. `makeSections()` runs the builder without
  /// tracking (search does); a builder that throws gives no sections there.
  ///
  /// - Parameters:
  ///   - title: The title the host shows.
  ///   - revealBehavior: As for ``init(title:revealBehavior:delegate:barButtons:sections:)``; a screen that
  ///     follows state is up to date anyway, so `.keep` is usually right.
  ///   - delegate: The external delegate of the screen's engine.
  ///   - sections: The builder; it may throw.
  @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
  public static func observing(
    title: String, revealBehavior: RevealBehavior = .keep, delegate: (any TableEngineDelegate)? = nil,
    @TableSectionsBuilder sections: @escaping @MainActor () throws -> [TableSection]
  ) -> TableScreen {
    let screen = TableScreen(title: title, revealBehavior: revealBehavior, delegate: delegate) {
      (try? sections()) ?? []
    }
    screen.observedBuilder = sections
    return screen
  }

  /// Starts following the observed builder in `engine`, declaring it once.
  @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
  func startFollowing(
    _ builder: @escaping @MainActor () throws -> [TableSection], in engine: TableEngine
  ) throws(TableError) {
    let follower = SectionsFollower(
      name: "the screen \"\(title)\"", title: title, engine: engine, animation: .automatic,
      builder: builder,
      apply: { [weak self] sections, animation throws(TableError) in
        guard let self, let engine = self.engine else { return }
        guard let navigator = self.navigator else { return try engine.apply(sections, animation: animation) }
        try navigator.refusingNavigation(whileRefreshing: self) { () throws(TableError) in
          try engine.apply(sections, animation: animation)
        }
      })
    follower.isShown = { [weak self] in
      guard let self, let navigator = self.navigator else { return false }
      return navigator.top === self
    }
    self.follower = follower
    try follower.declareReporting(animation: .none)
  }
}
