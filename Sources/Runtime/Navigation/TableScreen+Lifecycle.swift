import Foundation

extension TableScreen {
  /// Adds `action`, run each time the screen appears: before it is first seen, as UIKit's
  /// `viewWillAppear` and SwiftUI's `onAppear`, so what it changes is in the first frame.
  ///
  /// The screen appears when it becomes the top of a shown stack: pushed, revealed by a pop
  /// (a back swipe that starts revealing it already makes it appear; cancelled, it disappears
  /// again), and when the whole stack comes back on screen (a tab selected again). It does not
  /// appear again while it stays on screen. The navigator decides this, the same way on every
  /// host; see <doc:NavigatingBetweenScreens>.
  ///
  /// ```swift
  /// let storage = TableScreen(title: "Storage") {
  ///   TableSection(rows: [TableComponent.valueRow("Cache", value: model.cacheSize)])
  /// }
  /// .onAppear { model.measureCache() }
  /// ```
  ///
  /// Actions run in the order added, then the ``task(_:)`` bodies start. An action may change
  /// what the screen shows (its builder's state, then ``refresh(animation:)``, or a screen made
  /// `observing` follows by itself) and may push or pop.
  ///
  /// - Returns: This screen, to chain.
  @discardableResult
  public func onAppear(_ action: @escaping @MainActor () -> Void) -> TableScreen {
    lifecycle.appear.append(action)
    return self
  }

  /// Adds `action`, run each time the screen disappears: after it is gone, as UIKit's
  /// `viewDidDisappear` and SwiftUI's `onDisappear`: covered by a pushed screen, popped, or
  /// the whole stack taken off screen. Runs after the screen that takes its place appeared.
  ///
  /// - Returns: This screen, to chain.
  @discardableResult
  public func onDisappear(_ action: @escaping @MainActor () -> Void) -> TableScreen {
    lifecycle.disappear.append(action)
    return self
  }

  /// Adds an asynchronous `action` tied to the screen's visibility, as SwiftUI's `task`: it
  /// starts each time the screen appears (after the ``onAppear(_:)`` actions) and is cancelled
  /// when the screen disappears (before the ``onDisappear(_:)`` actions run). It runs on the
  /// main actor; a long one checks `Task.isCancelled` or awaits cancellable work
  /// (`Task.sleep`, `URLSession`), which throws `CancellationError` once it is cancelled.
  ///
  /// ```swift
  /// let status = TableScreen(title: "Status") {
  ///   TableSection(rows: [TableComponent.valueRow("Server", value: model.serverStatus)])
  /// }
  /// .task {
  ///   while !Task.isCancelled {
  ///     await model.pollServer()
  ///     try? await Task.sleep(for: .seconds(30))
  ///   }
  /// }
  /// ```
  ///
  /// - Returns: This screen, to chain.
  @discardableResult
  public func task(_ action: @escaping @MainActor () async -> Void) -> TableScreen {
    lifecycle.tasks.append(action)
    return self
  }

  /// Whether the screen is shown: it appeared and has not disappeared since.
  public var isVisible: Bool { lifecycle.isVisible }

  /// Runs the appear actions and starts the tasks, unless the screen is shown already.
  func appear() {
    guard !lifecycle.isVisible else { return }
    lifecycle.isVisible = true
    for action in lifecycle.appear { action() }
    // An appear action that made the screen disappear again (it popped it) started nothing.
    guard lifecycle.isVisible else { return }
    lifecycle.running = lifecycle.tasks.map { action in Task { @MainActor in await action() } }
  }

  /// Cancels the tasks and runs the disappear actions, when the screen is shown.
  func disappear() {
    guard lifecycle.isVisible else { return }
    lifecycle.isVisible = false
    for task in lifecycle.running { task.cancel() }
    lifecycle.running = []
    for action in lifecycle.disappear { action() }
  }

  /// The tasks started when the screen last appeared, while it is shown: a test awaits them.
  package var runningTasks: [Task<Void, Never>] { lifecycle.running }
}

/// What a screen runs when it appears and disappears, and whether it is shown.
@MainActor
struct ScreenLifecycle {
  var appear: [@MainActor () -> Void] = []
  var disappear: [@MainActor () -> Void] = []
  var tasks: [@MainActor () async -> Void] = []
  /// The tasks started at the last appearance, until the screen disappears.
  var running: [Task<Void, Never>] = []
  var isVisible = false
}
