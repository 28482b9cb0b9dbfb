extension TableEngine {
  /// Whether the engine takes changes now: it is not applying an update, configuring a view
  /// or inside a ``performBatchUpdates(animation:_:)`` group. While it is busy, mutations that
  /// would show a new table are refused with ``TableError/reentrantMutation(operation:during:)``.
  public var isIdle: Bool { activity == .idle && groupDepth == 0 }

  /// Runs `action` now when the engine is idle, else as soon as it is: when the update being
  /// applied or the outermost group ends, or, for a view being configured while the host lays
  /// out, when the host's layout is done (the host calls
  /// `TableEvent.layoutFinished`).
  ///
  /// For changes that arrive while the engine is busy and must not be lost: a value written
  /// from a cell's `configure(with:)`, a text field that ends editing because its row is being
  /// reloaded, a store notification in the middle of an update. Actions run once, in the order
  /// they were given; an action may itself wait again. Actions still waiting when the engine
  /// is released or its host goes away (`TableEvent.disappear`) never run, and are released
  /// then, with what they captured.
  public func performWhenIdle(_ action: @escaping @MainActor () -> Void) {
    if isIdle {
      action()
    } else {
      actionsWaitingForIdle.append(action)
    }
  }

  /// Runs the waiting actions, in order, while the engine stays idle; once an action makes it
  /// busy (applying sections), the rest run when that activity ends.
  func runActionsWaitingForIdle() {
    while isIdle, !actionsWaitingForIdle.isEmpty {
      let action = actionsWaitingForIdle.removeFirst()
      action()
    }
  }
}
