import Foundation
import Observation

/// Declares a table's sections from a builder inside `withObservationTracking`, and declares
/// them again, as one animated update, after anything the builder read changes.
///
/// Observation calls `onChange` once per tracking, on the first change of anything read, before
/// the new value is set. So the follower never declares from `onChange` itself: it schedules one
/// main-actor task, which runs after the current main-actor turn, reads every value written in
/// that turn and applies them in one batch. Further writes in the same turn find no tracking to
/// call (it fired already): 100 writes cost one declaration.
///
/// What it holds: the builder and a weak engine. The engine keeps the follower; the scheduled
/// task and `onChange` hold the follower weakly and carry the declaration's number, so a
/// follower that was stopped, replaced or released never applies late.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
@MainActor
final class SectionsFollower {
  typealias Builder = @MainActor () throws -> [TableSection]
  typealias Apply = @MainActor ([TableSection], TableAnimation) throws(TableError) -> Void

  /// Declarations in a row that each were caused by the table's own work (a cell's
  /// `configure(with:)` writing to the model the builder reads, say) before the follower calls
  /// it a loop and stops. A few legitimate rounds (a value settling once) fit under it.
  static let loopLimit = 8

  private let builder: Builder
  private let apply: Apply
  /// Names the table in messages ("the screen \"Settings\"").
  private let name: String
  /// The title in ``TableDiagnostic/Kind/refreshFailed(screen:)``.
  private let title: String
  private let animation: TableAnimation
  private weak var engine: TableEngine?
  /// Whether the table is seen now; a follower whose table is covered or not yet shown waits.
  var isShown: @MainActor () -> Bool = { true }
  /// The number of the current declaration; a change reported for an older one is ignored.
  private var generation = 0
  private var isDeclaring = false
  /// The declaration running now, readable from `onChange` on any thread.
  private let declaring = Locked<Int?>(nil)
  private var changedByTheTable = false
  private var selfTriggeredRounds = 0
  /// A change arrived while the table was not shown: declare when it is.
  private(set) var needsDeclaration = false
  private(set) var isStopped = false
  /// How many times the builder ran: the cost the tests and the benchmark count.
  private(set) var declarationCount = 0

  init(
    name: String, title: String, engine: TableEngine, animation: TableAnimation, builder: @escaping Builder,
    apply: @escaping Apply
  ) {
    self.name = name
    self.title = title
    self.engine = engine
    self.animation = animation
    self.builder = builder
    self.apply = apply
  }

  /// Runs the builder under tracking and applies the result with `animation`.
  ///
  /// - Returns: The builder's error, when it threw; nothing was applied then. Tracking goes on
  ///   either way, so a change of what was read before the failure declares again.
  /// - Throws: The engine's ``TableError`` when it refuses the sections; the table stays as it
  ///   was.
  @discardableResult
  func declare(animation: TableAnimation) throws(TableError) -> (any Error)? {
    guard !isStopped else { return nil }
    generation &+= 1
    let token = generation
    needsDeclaration = false
    isDeclaring = true
    declaring.set(token)
    defer {
      isDeclaring = false
      declaring.set(nil)
    }
    declarationCount += 1
    let builder = self.builder
    let result = withObservationTracking {
      Result { try builder() }
    } onChange: { [weak self, declaring, pendingChange] in
      // Called on the thread that changed a value read, before the value changes. A change
      // made while this follower declares is its own doing, whatever thread reports it.
      let duringDeclaration = declaring.get() == token
      // The tracking of an earlier declaration is still live when that one was replaced
      // without a change of what it read (`refresh()`, a loaded value arriving): its late
      // report must not take the place of the current one's, or the change is never declared.
      pendingChange.update { pending in
        if pending.map({ $0.token <= token }) ?? true { pending = (token, duringDeclaration) }
      }
      if Thread.isMainThread {
        MainActor.assumeIsolated { self?.stateWillChange(token, duringDeclaration: duringDeclaration) }
      } else {
        Task { @MainActor in self?.stateWillChange(token, duringDeclaration: duringDeclaration) }
      }
    }
    switch result {
    case .success(let sections):
      try apply(sections, animation)
      return nil
    case .failure(let error):
      return error
    }
  }

  /// Declares, reporting a builder's error to the engine's diagnostic handler.
  func declareReporting(animation: TableAnimation) throws(TableError) {
    if let error = try declare(animation: animation) {
      report("the builder of \(name) threw \(error); the table keeps what it showed")
    }
  }

  /// The table is seen again: declare if something changed meanwhile.
  func wasShown() throws(TableError) {
    guard needsDeclaration else { return }
    try declareReporting(animation: .none)
  }

  /// Ends following: nothing is declared again, whatever changes.
  func stop() {
    isStopped = true
    generation &+= 1
  }

  private func stateWillChange(_ token: Int, duringDeclaration: Bool) {
    guard token == generation, !isStopped else { return }
    // A change made while the table itself works (declaring, applying, configuring a cell as
    // the host lays out) is the table's own doing; in a row, that is a loop.
    if duringDeclaration || isDeclaring || engine?.isIdle == false { changedByTheTable = true }
    pendingToken = token
    Task { @MainActor [weak self] in self?.redeclare(token) }
  }

  /// The declaration whose state changed and which waits for its task, if any.
  private var pendingToken: Int?
  /// The last change `onChange` reported, on whatever thread, until it is declared: a change
  /// reported off the main thread reaches ``stateWillChange(_:duringDeclaration:)`` only in a
  /// task, which a host that runs no tasks would never run.
  private let pendingChange = Locked<(token: Int, duringDeclaration: Bool)?>(nil)

  /// Declares now what the scheduled task would declare after this turn, if anything changed:
  /// for a host whose main thread runs no main-actor tasks between events (a terminal's loop
  /// blocked reading keys). The task then finds it done and does nothing.
  func applyPendingChange() {
    guard let (token, duringDeclaration) = pendingChange.take(leaving: nil), token == generation else { return }
    if pendingToken != token { stateWillChange(token, duringDeclaration: duringDeclaration) }
    redeclare(token)
  }

  private func redeclare(_ token: Int) {
    guard token == generation, !isStopped, let engine else { return }
    pendingToken = nil
    guard engine.isIdle else {
      engine.performWhenIdle { [weak self] in self?.redeclare(token) }
      return
    }
    guard isShown() else {
      needsDeclaration = true
      return
    }
    let wasSelfTriggered = changedByTheTable
    changedByTheTable = false
    selfTriggeredRounds = wasSelfTriggered ? selfTriggeredRounds + 1 : 0
    if selfTriggeredRounds > Self.loopLimit {
      stop()
      report(
        "the sections of \(name) change what they read each time they are shown (a loop: "
          + "\(Self.loopLimit) declarations in a row changed a value the builder reads, as a "
          + "cell that writes to the model when it is configured does); the table keeps what it "
          + "shows and no longer follows the state")
      return
    }
    do {
      try declareReporting(animation: animation)
    } catch {
      report("\(name) did not show a change of the state it follows: \(error); it keeps what it showed")
    }
  }

  private func report(_ message: String) {
    // A follower whose engine is gone has nobody left to show the refresh to.
    guard engine != nil else { return }
    TableDiagnostic.report(TableDiagnostic(kind: .refreshFailed(screen: title), message: message))
  }
}

/// A value behind a lock: `onChange` may run on any thread.
private final class Locked<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func set(_ newValue: Value) {
    lock.lock()
    value = newValue
    lock.unlock()
  }

  func get() -> Value {
    lock.lock()
    defer { lock.unlock() }
    return value
  }

  /// Changes the value in place, under the lock.
  func update(_ change: (inout Value) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    change(&value)
  }

  /// The value, replaced by `empty`.
  func take(leaving empty: Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    let taken = value
    value = empty
    return taken
  }
}
