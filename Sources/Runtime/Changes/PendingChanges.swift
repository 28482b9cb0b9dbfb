import Foundation

/// The asynchronous changes under way in one engine's rows, by row identity: which change of a
/// row is the current one (the last one wins), its task, and how to put the row back when it is
/// cancelled.
///
/// The tasks hold this registry, not the engine: a change that finishes after its screen was
/// left still finds out that it is the current one and stores its value.
@MainActor
final class PendingChanges {
  struct Entry {
    let generation: Int
    let task: Task<Void, Never>
    /// Shows the row as it was before the change, when the change is cancelled.
    let revert: @MainActor () -> Void
  }

  private var entries: [AnyHashable: Entry] = [:]
  private var generation = 0
  /// Rows shown pending or failed, by identity: each gives the row to show instead of a newly
  /// declared one, or `nil` when the declaration moved on.
  private var keptRows: [AnyHashable: @MainActor (TableComponent) -> TableComponent?] = [:]

  /// Whether a row is kept (the common case is none: `apply` then pays nothing).
  var hasKeptRows: Bool { !keptRows.isEmpty }

  /// Keeps the row `id` as `replacement` makes it while a newly declared row is the one the
  /// replacement was made from (the value before the change, which a store or model still
  /// holds while the change is pending or after it failed); `nil` forgets it.
  ///
  /// Without it a screen declared again (a refresh, a followed model) would show a pending
  /// row's old value and drop a failure's message before the user's next change. A refusal's
  /// replacement also asks the row's `ControlChange` again about the refused value, and gives
  /// the row back as declared once it is accepted: the message said why the change could not
  /// be made, and another row's change (a passcode set) may have removed that reason.
  func keep(_ id: AnyHashable, replacement: (@MainActor (TableComponent) -> TableComponent?)?) {
    keptRows[id] = replacement
  }

  /// `sections` with every kept row that the declaration still shows as it was put back.
  /// A kept row the declaration leaves out is forgotten: it comes back as declared.
  func keepingRows(in sections: [TableSection]) -> [TableSection] {
    var declared = Set<AnyHashable>()
    let kept = sections.map { section in
      var section = section
      section.rows = section.rows.map { row in
        guard let id = row.id, let keep = keptRows[id] else { return row }
        declared.insert(id)
        guard let kept = keep(row) else {
          keptRows[id] = nil
          return row
        }
        return kept
      }
      return section
    }
    keptRows = keptRows.filter { declared.contains($0.key) }
    return kept
  }

  /// Whether any change is under way.
  var isEmpty: Bool { entries.isEmpty }

  /// Whether a change of the row `id` is under way.
  func isPending(_ id: AnyHashable) -> Bool { entries[id] != nil }

  /// A new generation for a change of the row `id`; the change under way is cancelled and
  /// forgotten, so its result is ignored.
  func begin(_ id: AnyHashable) -> Int {
    entries.removeValue(forKey: id)?.task.cancel()
    generation += 1
    return generation
  }

  /// Records the task of change `generation` of the row `id`.
  func track(_ id: AnyHashable, generation: Int, task: Task<Void, Never>, revert: @escaping @MainActor () -> Void) {
    entries[id] = Entry(generation: generation, task: task, revert: revert)
  }

  /// Whether change `generation` is still the current one of the row `id`; if it is, it is
  /// finished now and forgotten.
  func finish(_ id: AnyHashable, generation: Int) -> Bool {
    guard entries[id]?.generation == generation else { return false }
    entries[id] = nil
    return true
  }

  /// Cancels the change of the row `id` and puts the row back; `false` when none is under way.
  func cancel(_ id: AnyHashable) -> Bool {
    guard let entry = entries.removeValue(forKey: id) else { return false }
    entry.task.cancel()
    entry.revert()
    return true
  }

  /// Cancels every change and puts its row back.
  func cancelAll() {
    for id in Array(entries.keys) { _ = cancel(id) }
  }

  /// Waits until no change is under way, changes started meanwhile included.
  func settle() async {
    while let entry = entries.values.first {
      await entry.task.value
      // A task whose result was ignored (cancelled, superseded) leaves no entry behind; one
      // that is still recorded after it ended would loop, so it is dropped.
      if let current = entries.first(where: { $0.value.generation == entry.generation }) {
        entries[current.key] = nil
      }
    }
  }
}

extension TableEngine {
  /// Whether a change of any row of this table is waiting for its handler (see
  /// ``ControlChange``).
  public var hasPendingChanges: Bool { pendingChanges.isEmpty == false }

  /// Waits until every asynchronous change of this table's rows has finished and been shown,
  /// changes that finishing ones start included: what a test awaits after a control event
  /// instead of sleeping.
  ///
  /// It waits for the handlers of ``ControlChange/confirmed(by:)`` and the actions of
  /// `buttonRow(_:role:id:onSelect:)` with an `async throws` closure, then declares the changes they made to
  /// state this table follows (``applyFollowedChanges()``), so the table shows them when it
  /// returns.
  ///
  /// ```swift
  /// try app.row(titled: "Sync Contacts").setOn(true)  // the row shows "Updating…"
  /// server.answer(with: .success)                      // the test's fake server
  /// await engine.settlePendingChanges()                // the row shows the result
  /// ```
  ///
  /// It returns only when the handlers return: a handler that waits for something that never
  /// comes keeps it waiting. Cancel such a change first (``cancelPendingChange(forRowAt:)``).
  public func settlePendingChanges() async {
    await pendingChanges.settle()
    applyFollowedChanges()
  }

  /// Cancels the asynchronous change of the row at `indexPath` and shows the row's value from
  /// before it, as if it had not been made: the way out of a handler that never returns.
  ///
  /// The handler's task is cancelled (`Task.isCancelled` becomes true, and `Task.sleep` and
  /// `URLSession` requests inside it throw), and whatever it returns later is ignored: nothing
  /// is stored and `onChange` is not told. A handler that ignores cancellation keeps running
  /// until it returns, with no effect on the row. A change the server has already applied is
  /// not undone there; the next change of the row sends the value again.
  ///
  /// - Returns: Whether a change of the row was under way.
  @discardableResult
  public func cancelPendingChange(forRowAt indexPath: IndexPath) -> Bool {
    guard let id = try? component(at: indexPath).id else { return false }
    // A radio group's change is recorded under the group, not the option.
    return pendingChanges.cancel((id.base as? RadioOptionID)?.group ?? id)
  }

  /// Cancels every asynchronous change of this table's rows, as
  /// ``cancelPendingChange(forRowAt:)`` does for one.
  ///
  /// Leaving or releasing a screen cancels nothing: a change under way finishes, and a value
  /// its handler confirms is still stored and given to `onChange`, because the server may
  /// already have applied it. Call this when leaving a screen should abandon its changes.
  public func cancelAllPendingChanges() {
    pendingChanges.cancelAll()
  }
}
