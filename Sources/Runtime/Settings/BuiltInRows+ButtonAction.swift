import Foundation

extension TableComponent {
  /// A button whose action waits: a request to a server, anything `async`. Selecting it runs
  /// `action` in a task, and the row says what happens, as a control row whose change is
  /// confirmed asynchronously does (``ControlChange/confirmed(by:)``):
  ///
  /// - While the action runs the row is ``RowStatus/pending``: it shows
  ///   ``RowStatusText/inProgress`` (the UIKit host: an activity indicator), VoiceOver reads
  ///   "in progress" as its value, and it does not act: a second tap does nothing.
  /// - When the action returns the row is as before.
  /// - When it throws the row shows the error's message until the next tap, which tries again,
  ///   and the message is announced. A `LocalizedError` shows its `errorDescription`; any other
  ///   shows ``RowStatusText/actionFailed`` with the error's description after it.
  ///
  /// ```swift
  /// TableComponent.buttonRow("Send Reset Link") {
  ///   try await server.sendResetLink()
  ///   model.resetLinkSent = true  // a screen that follows the model shows it
  /// }
  /// ```
  ///
  /// The task is the package's own: ``TableEngine/settlePendingChanges()`` and the terminal
  /// app's `settle()` wait for it and then show the followed changes it made, and
  /// ``TableEngine/cancelPendingChange(forRowAt:)`` cancels it and shows the row as before.
  /// Leaving the screen cancels nothing: the action finishes, and nothing is shown in a
  /// released engine.
  public static func buttonRow(
    _ title: String, role: ButtonRowData.Role = .normal, id: AnyHashable? = nil,
    onSelect action: @escaping @MainActor () async throws -> Void
  ) -> TableComponent {
    ButtonActionRow(
      id: SettingsRowID.make(id, "button", title), title: title, role: role, action: action
    ).component(.idle)
  }
}

/// A button row whose action runs in a task: its component for each status, and the task's
/// record in the engine's pending changes, so that settling waits for it and cancelling puts
/// the row back.
@MainActor
private struct ButtonActionRow {
  let id: AnyHashable
  let title: String
  let role: ButtonRowData.Role
  let action: @MainActor () async throws -> Void

  /// The row showing `status`. A pending row has no selection closure: it does not act, and
  /// no host highlights it.
  func component(_ status: RowStatus) -> TableComponent {
    let data = ButtonRowData(title: title, role: role, status: status)
    guard status != .pending else { return TableComponent(data: data, id: id) }
    return TableComponent(data: data, id: id) { context in
      run(at: context.indexPath, in: context.engine)
    }
  }

  /// Runs the action for the row at `indexPath`, unless it is already running (a row declared
  /// again while pending can be selectable again when its declaration changed).
  private func run(at indexPath: IndexPath, in engine: TableEngine) {
    let pending = engine.pendingChanges
    guard !pending.isPending(id) else { return }
    let generation = pending.begin(id)
    show(.pending, in: engine, near: indexPath)
    let row = self
    // The task holds the registry, not the engine: an action that ends after its screen was
    // released shows nothing.
    let task = Task { @MainActor [weak engine] in
      var failure: String?
      do {
        try await row.action()
      } catch {
        failure = rowMessage(for: error, fallback: RowStatusText.actionFailed)
      }
      // A cancel made this result stale: the row is already shown as before.
      guard pending.finish(row.id, generation: generation), let engine else { return }
      row.show(failure.map(RowStatus.failed) ?? .idle, in: engine, near: nil)
      if let failure { engine.host?.announce(failure) }
    }
    pending.track(id, generation: generation, task: task) { [weak engine] in
      guard let engine else { return }
      row.show(.idle, in: engine, near: nil)
    }
  }

  /// Shows the row with `status` where it is now; a row deleted meanwhile shows nothing. Declared
  /// again while pending or failed, the row stays as shown as long as the declaration is the
  /// same button (see `PendingChanges.keep`).
  private func show(_ status: RowStatus, in engine: TableEngine, near hint: IndexPath?) {
    guard let path = engine.locateRow(id, near: hint) else {
      engine.pendingChanges.keep(id, replacement: nil)
      return
    }
    let shown = component(status).keepingModifiers(of: try? engine.component(at: path))
    // Replacing a row configures its view again even with equal data.
    try? engine.updateCell(at: path, with: shown, animation: .none)
    guard status != .idle else {
      engine.pendingChanges.keep(id, replacement: nil)
      return
    }
    let declaredBefore = ButtonRowData(title: title, role: role)
    engine.pendingChanges.keep(id) { declared in
      guard declared.data(as: ButtonRowData.self) == declaredBefore else { return nil }
      return shown.keepingModifiers(of: declared)
    }
  }
}
