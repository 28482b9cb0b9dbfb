import Foundation

/// Where a control row's value changed: the engine showing the row and its index path, and
/// through the engine the navigator, for an `onChange` that opens a screen or changes other
/// rows.
@MainActor
public struct RowChangeContext {
  /// The engine that shows the row.
  public let engine: TableEngine
  /// Where the row is.
  public let indexPath: IndexPath

  /// A context for the row at `indexPath` of `engine`.
  package init(engine: TableEngine, indexPath: IndexPath) {
    self.engine = engine
    self.indexPath = indexPath
  }

  /// The navigator whose stack shows the row's table, or `nil` (a table on no stack).
  public var navigator: TableNavigator? { engine.navigator }
}

/// What happens when a control row's user picks a new value: whether it is taken, and who is
/// told after the row shows it.
@MainActor
package struct ControlCommit<Value> {
  /// The row's own decision: refuse at once, or confirm asynchronously (``ControlChange``).
  package let change: ControlChange<Value>
  /// Takes the new value (a store write) or refuses it (a managed key, a value the store
  /// cannot keep); a refused value is not shown, and the row shows its value again. Runs after
  /// `change` accepted and confirmed the value, so a store holds only confirmed values.
  package let accept: @MainActor (Value) -> Bool
  /// Called after the row shows an accepted value; the context is `nil` when the row is no
  /// longer in a table (its screen was released or the row deleted while the change was
  /// pending): the value is still the user's.
  package let didChange: @MainActor (Value, RowChangeContext?) -> Void
  /// Finishes every component the row is made of, the replacements too (search keywords of a
  /// managed key), so that nothing set on the row is lost when it changes.
  package let decorate: @MainActor (TableComponent) -> TableComponent

  package init(
    change: ControlChange<Value> = .immediate,
    accept: @escaping @MainActor (Value) -> Bool = { _ in true },
    didChange: @escaping @MainActor (Value, RowChangeContext?) -> Void,
    decorate: @escaping @MainActor (TableComponent) -> TableComponent = { $0 }
  ) {
    self.change = change
    self.accept = accept
    // What the change asked to be told follows the row's own `didChange`, with a context only:
    // a row gone while its change was confirmed has no place to report.
    if let changed = change.changed {
      self.didChange = { value, context in
        didChange(value, context)
        if let context { changed(value, context) }
      }
    } else {
      self.didChange = didChange
    }
    self.decorate = decorate
  }

  /// Decides with `change` and tells `onChange`: the plain factories' behaviour.
  package static func always(_ onChange: @escaping (Value) -> Void, change: ControlChange<Value> = .immediate)
    -> ControlCommit
  {
    ControlCommit(change: change, didChange: { value, _ in onChange(value) })
  }

  /// The same commit deciding with `change` first.
  package func deciding(with change: ControlChange<Value>) -> ControlCommit {
    ControlCommit(change: change, accept: accept, didChange: didChange, decorate: decorate)
  }
}

extension ControlCommit {
  /// The same commit for a choice by index among `values`.
  package func choosing(from values: [Value]) -> ControlCommit<Int> {
    ControlCommit<Int>(
      change: change.pulled { values.indices.contains($0) ? values[$0] : nil },
      accept: { index in values.indices.contains(index) && accept(values[index]) },
      didChange: { index, context in
        if values.indices.contains(index) { didChange(values[index], context) }
      }, decorate: decorate)
  }
}

/// One change of a control row, from the user's value to what the row shows in the end: the
/// single path every control factory goes through, so that a row and its store cannot
/// disagree.
@MainActor
struct ControlChangeRun<Value: Equatable> {
  /// The identity the row's pending change is recorded under (a radio group's: the group).
  let id: AnyHashable
  let commit: ControlCommit<Value>
  /// Shows the row with a value, the value to go back to, and a status; returns where the
  /// row is, or `nil` when it is no longer in the table. `hint` is where it was last seen.
  /// The last argument, when given, says whether a shown message still holds: declared again
  /// when it no longer does, the row is shown as declared (see `PendingChanges.keep`).
  let show: @MainActor (TableEngine, IndexPath?, Value, Value, RowStatus, (@MainActor () -> Bool)?) -> IndexPath?

  /// The row, showing `shown` with `status` (going back to `confirmed` on failure), was given
  /// `newValue` by the user at `indexPath` of `engine`.
  func change(
    to newValue: Value, shown: Value, confirmed: Value, status: RowStatus, at indexPath: IndexPath,
    in engine: TableEngine
  ) {
    guard newValue != shown else {
      // The control may have moved by itself to the value it shows; nothing else to do.
      return
    }
    let context = RowChangeContext(engine: engine, indexPath: indexPath)
    var refusal: String??
    do {
      switch try commit.change.decide(newValue, context) {
      case .accept: break
      case .refuse(let message): refusal = .some(message)
      case .ask(let dialog):
        do {
          try engine.requestDialog(dialog, forRowAt: indexPath)
          refusal = .some(nil)
        } catch {
          refusal = .some(error.description)
        }
      }
    } catch {
      refusal = .some(rowMessage(for: error, fallback: RowStatusText.changeFailed))
    }
    if case .some(let message) = refusal {
      // The control has already moved by itself (a UISwitch flips before it reports), so the
      // row is shown again with its own value, even when that is the same data.
      let kept: RowStatus = status == .pending ? .pending : message.map(RowStatus.failed) ?? .idle
      // The message stays only while the change is still refused: once what refused it is
      // gone (a passcode set), the screen declared again shows the row without it. Asked
      // again, the decision shows no dialog: only its verdict is read.
      let decide = commit.change.decide
      var stillRefused: (@MainActor () -> Bool)?
      if status != .pending, message != nil {
        stillRefused = { [weak engine] in
          guard let engine else { return false }
          guard case .accept = try? decide(newValue, RowChangeContext(engine: engine, indexPath: indexPath)) else {
            return true
          }
          return false
        }
      }
      _ = show(engine, indexPath, shown, confirmed, kept, stillRefused)
      if let message { engine.host?.announce(message) }
      return
    }
    guard let confirm = commit.change.confirm else {
      guard commit.accept(newValue) else {
        _ = show(engine, indexPath, shown, confirmed, status.message == nil ? status : .idle, nil)
        return
      }
      let path = show(engine, indexPath, newValue, newValue, .idle, nil)
      commit.didChange(newValue, path.map { RowChangeContext(engine: engine, indexPath: $0) })
      return
    }
    confirmAsynchronously(newValue, confirmed: confirmed, at: indexPath, in: engine, with: confirm)
  }

  private func confirmAsynchronously(
    _ newValue: Value, confirmed: Value, at indexPath: IndexPath, in engine: TableEngine,
    with confirm: @escaping @MainActor (Value) async throws -> Void
  ) {
    let pending = engine.pendingChanges
    let generation = pending.begin(id)
    _ = show(engine, indexPath, newValue, confirmed, .pending, nil)
    let (id, commit, show) = (self.id, self.commit, self.show)
    // The task holds the registry and the commit, not the engine: a change that finishes after
    // its screen is gone still stores its value, and writes nothing to a released engine.
    let task = Task { @MainActor [weak engine] in
      var failure: String?
      do {
        try await confirm(newValue)
      } catch {
        failure = rowMessage(for: error, fallback: RowStatusText.changeFailed)
      }
      // A later change of the row, or a cancel, made this result stale: ignored.
      guard pending.finish(id, generation: generation) else { return }
      if let failure {
        guard let engine else { return }
        _ = show(engine, nil, confirmed, confirmed, .failed(failure), nil)
        engine.host?.announce(failure)
        return
      }
      guard let engine else {
        // The screen is gone, the user's confirmed value is not: it is stored.
        if commit.accept(newValue) { commit.didChange(newValue, nil) }
        return
      }
      // A row deleted meanwhile drops the result: the screen no longer offers the setting.
      guard let path = show(engine, nil, newValue, newValue, .idle, nil) else { return }
      guard commit.accept(newValue) else {
        _ = show(engine, path, confirmed, confirmed, .idle, nil)
        return
      }
      commit.didChange(newValue, RowChangeContext(engine: engine, indexPath: path))
    }
    pending.track(id, generation: generation, task: task) { [weak engine] in
      guard let engine else { return }
      _ = show(engine, nil, confirmed, confirmed, .idle, nil)
    }
  }
}

extension TableEngine {
  /// Where the row `id` is: at `hint` when it is still there (the usual case, one look), else
  /// wherever its identity is found; `nil` when it was deleted.
  func locateRow(_ id: AnyHashable, near hint: IndexPath?) -> IndexPath? {
    if let hint, (try? component(at: hint))?.id == id { return hint }
    return indexPath(forRowWithID: id)
  }
}

extension TableComponent {
  /// One control row: the value it shows, how an event or a selection becomes a new value,
  /// and what happens then, in one place for every control factory.
  ///
  /// A new value equal to the shown one does nothing. Otherwise ``ControlChangeRun`` decides:
  /// an accepted value replaces the row in place (same identity, same view, configured again)
  /// and then `commit.didChange` is told; a refused one is not shown, and the row is configured
  /// again with its own value, because a control such as a `UISwitch` has already moved by
  /// itself; a value confirmed asynchronously shows as pending first.
  package static func controlRow<RowData: Hashable, Value: Equatable>(
    value: Value, id: AnyHashable, data: @escaping (Value, RowStatus) -> RowData,
    selection: RowSelectionMode? = nil, deselectsAfterSelection: Bool = true,
    onSelect: ((Value) -> Value)? = nil, onEvent: @escaping (Value, ControlEvent) -> Value? = { _, _ in nil },
    commit: ControlCommit<Value>
  ) -> TableComponent {
    func component(_ value: Value, confirmed: Value, status: RowStatus) -> TableComponent {
      let run = ControlChangeRun<Value>(id: id, commit: commit) { engine, hint, value, confirmed, status, holds in
        guard let path = engine.locateRow(id, near: hint) else {
          engine.pendingChanges.keep(id, replacement: nil)
          return nil
        }
        let shown = component(value, confirmed: confirmed, status: status)
          .keepingModifiers(of: try? engine.component(at: path))
        // Replacing a row configures its view again even with equal data.
        try? engine.updateCell(at: path, with: shown, animation: .none)
        // Declared again while pending or failed, the row stays as shown as long as the
        // declaration still shows the value before the change.
        let before: RowData = data(confirmed, .idle)
        var replacement: (@MainActor (TableComponent) -> TableComponent?)?
        if status != .idle {
          replacement = { declared in
            guard let declaredData = declared.data(as: RowData.self), declaredData == before, holds?() ?? true else {
              return nil
            }
            return shown.keepingModifiers(of: declared)
          }
        }
        engine.pendingChanges.keep(id, replacement: replacement)
        return path
      }
      func set(_ newValue: Value, at indexPath: IndexPath, in engine: TableEngine) {
        run.change(
          to: newValue, shown: value, confirmed: confirmed, status: status, at: indexPath, in: engine)
      }
      let row = TableComponent(
        data: data(value, status), id: id, deselectsAfterSelection: deselectsAfterSelection,
        onSelect: onSelect.map { next in
          { context in set(next(value), at: context.indexPath, in: context.engine) }
        },
        onControlEvent: { context, event in
          guard let newValue = onEvent(value, event) else { return }
          set(newValue, at: context.indexPath, in: context.engine)
        })
      return commit.decorate(selection.map { row.selectable($0) } ?? row)
    }
    return component(value, confirmed: value, status: .idle)
  }
}
