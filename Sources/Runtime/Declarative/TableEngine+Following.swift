import Observation

extension TableEngine {
  /// Shows the sections `sections` declares, and declares them again whenever something it
  /// read changes: a property of an `@Observable` model, a settings key read through a store.
  /// Each time, the difference is applied as one minimal animated update; changes made in one
  /// main-actor turn are applied together, once, after that turn.
  ///
  /// ```swift
  /// @Observable final class Model { var wifi = true; var network = "Home" }
  ///
  /// try engine.follow {
  ///   TableSection(id: "network") {
  ///     TableComponent.switchRow("Wi-Fi", isOn: .value(model.wifi)) { model.wifi = $0 }
  ///     if model.wifi { TableComponent.valueRow("Network", value: model.network) }
  ///   }
  /// }
  /// ```
  ///
  /// A change of something the builder did not read does nothing. The engine keeps the
  /// builder until ``stopFollowing()``, another `follow`, or its own release; nothing declares
  /// late after that. When the builder throws, or the engine refuses what it declared, the
  /// table keeps what it showed and the error is reported (``TableDiagnostic/report(_:)``) as
  /// ``TableDiagnostic/Kind/refreshFailed(screen:)``; the next change tries again. Writes the
  /// builder makes while it runs are not seen by the tracking (Observation installs it after
  /// the builder returns), so they cannot loop; a table whose every declaration changes what it
  /// reads in another way (a cell writing to the model when configured) is stopped after a few
  /// rounds with a diagnostic.
  ///
  /// Costs one run of the builder, under tracking, and one diff per change; see
  /// <doc:StateDrivenScreens> for UIKit's own observation tracking.
  ///
  /// - Parameters:
  ///   - name: Names the table in diagnostics.
  ///   - animation: The animation of the updates after the first; the first shows without one.
  ///   - sections: The builder, the syntax of `apply { }`; it may throw.
  /// - Throws: The builder's error or the engine's ``TableError`` from the first declaration;
  ///   then nothing is followed and the table is as it was.
  @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
  public func follow(
    name: String = "the table", animation: TableAnimation = .automatic,
    @TableSectionsBuilder _ sections: @escaping @MainActor () throws -> [TableSection]
  ) throws {
    stopFollowing()
    let follower = SectionsFollower(
      name: name, title: name, engine: self, animation: animation, builder: sections,
      apply: { [unowned self] sections, animation throws(TableError) in
        try self.apply(sections, animation: animation)
      })
    if let error = try follower.declare(animation: .none) { throw error }
    stateFollower = follower
  }

  /// Declares now the changes of followed state that wait for the end of the main-actor turn
  /// (``follow(name:animation:_:)``, and the builder of a screen made with
  /// ``TableScreen/observing(title:revealBehavior:delegate:sections:)`` shown in this engine).
  ///
  /// A follower applies a change in a main-actor task after the turn that made it. A host whose
  /// main thread does not run such tasks between events — a terminal program blocked reading
  /// the next key, a test replaying keys — calls this after each event, so that the next one
  /// sees the table the state declares; `TerminalTableApp` does. Does nothing when nothing
  /// changed, or on systems without Observation.
  public func applyFollowedChanges() {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    (stateFollower as? SectionsFollower)?.applyPendingChange()
    (screen?.follower as? SectionsFollower)?.applyPendingChange()
  }

  /// Stops following the builder of ``follow(name:animation:_:)``; the table keeps what it
  /// shows.
  public func stopFollowing() {
    guard let follower = stateFollower else { return }
    if #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) { (follower as? SectionsFollower)?.stop() }
    stateFollower = nil
  }
}
