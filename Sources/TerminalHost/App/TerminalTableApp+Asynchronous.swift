import ComponentTable
import Foundation

// Work that finishes later: changes confirmed by an asynchronous handler and values that load.
// Their tasks run on the main actor, which the synchronous `runInteractive()` never leaves
// while it waits for a key; the asynchronous one below lets them run between keys.
extension TerminalTableApp {
  /// Waits until the work the package started has finished and been shown: what a headless
  /// test awaits after a key instead of sleeping. When it returns,
  ///
  /// - every asynchronous change of every screen on the stack (the shown table's, without a
  ///   navigator) has finished: each handler of `ControlChange.confirmed(by:)` and each action
  ///   of `TableComponent.buttonRow(_:role:id:onSelect:)` with an `async throws` closure has returned or thrown, and its row shows
  ///   the result;
  /// - every `LoadableValue` has arrived or failed;
  /// - the shown screen, when it follows state (`TableScreen.observing`, `TableEngine.follow`),
  ///   shows the changes made to that state, by those tasks or before
  ///   (`TableEngine.applyFollowedChanges()`); a screen under it shows them when it is shown
  ///   again;
  ///
  /// and work these start meanwhile is waited for too. With ``speaksForScreenReaders``, what
  /// arrived is then spoken: the focused row's new value or state and the announcements (a
  /// change that failed). It does not wait for tasks the app starts itself. A handler or a
  /// load that never returns keeps it waiting: cancel it first
  /// (`TableEngine.cancelPendingChange(forRowAt:)`, `LoadableValue.cancel()`).
  public func settle() async {
    while true {
      let engines =
        navigator.map { $0.screensIncludingPresented.compactMap(\.engine) } ?? [table.engine].compactMap { $0 }
      if let busy = engines.first(where: \.hasPendingChanges) {
        await busy.settlePendingChanges()
        continue
      }
      if LoadableValues.isLoading {
        await LoadableValues.settle()
        continue
      }
      // A screen declared again may start work of its own (a value to load): waited for too.
      for engine in engines { engine.applyFollowedChanges() }
      guard engines.contains(where: \.hasPendingChanges) || LoadableValues.isLoading else { break }
    }
    noteSpokenChanges()
  }

  /// Runs in the terminal as the synchronous ``runInteractive(interruptEndsProcess:)`` does,
  /// and between keys lets the main actor's other work run: a change confirmed by a server
  /// shows its result, a value that loads arrives, without a key being pressed. It wakes ten
  /// times a second to do so and draws only when the frame changed.
  public func runInteractiveAsync(interruptEndsProcess: Bool = true) async throws {
    // The session is made here rather than through `TerminalSession.run`, whose body would
    // leave the main actor.
    let session = try TerminalSession(device: SystemTerminalDevice(), handlesSignals: true)
    try await {
      defer { session.restore() }
      let reader = makeInputReader()
      defer { indexesSearchBetweenKeys = false }
      var drawn = draw(in: session, after: nil)
      while !isFinished {
        let wait = prepareToWaitForKey()
        if wait.drawFirst { drawn = draw(in: session, after: nil) }
        let events = try reader.nextEvents(timeout: min(wait.timeout ?? 100, 100))
        if handle(events, in: session) { return }
        // The main actor's other jobs (a change's handler, a load) run here.
        await Task.yield()
        noteSpokenChanges()
        drawn = draw(in: session, after: events.isEmpty ? drawn : nil)
      }
    }()
    endProcessIfInterrupted(interruptEndsProcess)
  }
}
