import Foundation

/// A value that arrives later (a storage figure from a server, the options of a picker): the
/// rows that show it say "Loading…" until it arrives, then show it; when the load fails they
/// show a short message, and selecting them loads again.
///
/// Keep it where the screen's state lives (the model), not in the builder: a screen that is
/// declared again reads the same value, so a refresh while the load runs does not start a
/// second one, and the row keeps its identity, so the arrival configures it again in place.
///
/// ```swift
/// let storage = LoadableValue { try await api.storageUsed() }  // in the model
/// storage.onChange = { try? screen.refresh() }  // the screen shows the news
/// TableComponent.valueRow("Storage", value: storage.value ?? "").loading(storage)  // in the builder
/// ```
///
/// `onChange` is how the value reaches the screen: a screen declared with
/// `TableScreen.observing` or one refreshed by hand shows the new state when it is told. Leaving
/// the screen does not cancel the load (the value is the model's); ``cancel()`` does.
@MainActor
public final class LoadableValue<Value> {
  /// Where the value is.
  public enum State {
    /// No load has started.
    case notStarted
    /// A load is running.
    case loading
    /// The value arrived.
    case loaded(Value)
    /// The last load failed, with the message rows show.
    case failed(String)
  }

  /// Where the value is.
  public private(set) var state: State = .notStarted
  /// Called after every change of ``state`` a screen must show: the value arrived, a load
  /// failed, a new load started after a failure, a load was cancelled. (The first load, which
  /// a row starts while it is declared, is not told: the row already says "Loading…".)
  public var onChange: (@MainActor () -> Void)?

  private let load: @MainActor () async throws -> Value
  private var task: Task<Void, Never>?
  /// Which load is the current one: a cancelled load's late result is ignored.
  private var generation = 0

  /// A value that `load` fetches; nothing runs until a row shows it or ``loadIfNeeded()`` is
  /// called.
  public init(load: @escaping @MainActor () async throws -> Value) {
    self.load = load
  }

  /// A value already there: rows show it at once, and ``reload()`` fetches it with `load`.
  public init(_ value: Value, load: @escaping @MainActor () async throws -> Value) {
    self.load = load
    state = .loaded(value)
  }

  /// The value, once it arrived.
  public var value: Value? {
    if case .loaded(let value) = state { return value }
    return nil
  }

  /// Whether a load is running.
  public var isLoading: Bool { task != nil }

  /// Starts a load unless one is running or the value is there: what the rows call whenever
  /// they are declared.
  public func loadIfNeeded() {
    guard case .notStarted = state, task == nil else { return }
    reload()
  }

  /// Starts a load unless one is running (a second one would race the first): after a
  /// failure (what selecting a failed row does), or to fetch a newer value. A value that is
  /// there stays shown while the new one loads.
  public func reload() {
    guard task == nil else { return }
    generation += 1
    let current = generation
    // From not started, rows already show "Loading…": a row being declared starts the load,
    // and telling the screen would declare it again from inside its own declaration.
    if case .notStarted = state {
      state = .loading
    } else if value == nil {
      change(to: .loading)
    }
    task = Task { [weak self, load] in
      let result: Result<Value, any Error>
      do {
        result = .success(try await load())
      } catch {
        result = .failure(error)
      }
      guard let self, self.generation == current else { return }
      self.task = nil
      switch result {
      case .success(let value): self.change(to: .loaded(value))
      case .failure(let error): self.change(to: .failed(rowMessage(for: error, fallback: RowStatusText.loadFailed)))
      }
      LoadRegistry.finished(ObjectIdentifier(self))
    }
    LoadRegistry.started(ObjectIdentifier(self), task: task)
  }

  /// Cancels the running load (its task is cancelled and its result ignored); the value goes
  /// back to ``State/notStarted``, or stays if it was there.
  public func cancel() {
    guard let task else { return }
    task.cancel()
    self.task = nil
    generation += 1
    LoadRegistry.finished(ObjectIdentifier(self))
    if value == nil { change(to: .notStarted) }
  }

  /// Sets ``state`` and tells ``onChange``.
  private func change(to newState: State) {
    state = newState
    onChange?()
  }

  /// The status a row showing this value has: loading until the value is there, failed with
  /// the message and ``RowStatusText/retryHint`` after a failure.
  package var rowStatus: RowStatus {
    switch state {
    case .notStarted, .loading: return .loading
    case .loaded: return .idle
    case .failed(let message): return .failed("\(message) \(RowStatusText.retryHint)")
    }
  }
}

/// The loads running anywhere, so that a test can wait for all of them
/// (``LoadableValues/settle()``).
@MainActor
enum LoadRegistry {
  static var running: [ObjectIdentifier: Task<Void, Never>] = [:]

  static func started(_ id: ObjectIdentifier, task: Task<Void, Never>?) { running[id] = task }
  static func finished(_ id: ObjectIdentifier) { running[id] = nil }
}

/// Every ``LoadableValue`` at once.
@MainActor
public enum LoadableValues {
  /// Waits until no ``LoadableValue`` is loading, loads started meanwhile included: what a test
  /// awaits instead of sleeping. A load that never returns keeps it waiting; cancel it first.
  public static func settle() async {
    while let (id, task) = LoadRegistry.running.first {
      await task.value
      // A load whose value was released meanwhile did not say it finished.
      if LoadRegistry.running[id] == task { LoadRegistry.running[id] = nil }
    }
  }

  /// Whether any ``LoadableValue`` is loading.
  package static var isLoading: Bool { !LoadRegistry.running.isEmpty }
}
