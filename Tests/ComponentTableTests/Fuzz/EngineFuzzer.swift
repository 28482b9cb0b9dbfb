import ComponentTable
import Foundation

@testable import ComponentTableTerminal

/// Drives one engine on one headless host through a seeded random sequence of calls, keeping a
/// reference model of what the table must hold, and checks after every call that the engine,
/// the host and the model agree. `run(steps:)` returns the first disagreement, or nil.
@MainActor
final class EngineFuzzer {
  struct Options {
    /// Print every call as it runs (for replaying one seed).
    var verbose = false
    /// The environment that made this run differ from the default one, for the replay line.
    var replayEnvironment = ""
  }

  /// One call to make, and what must come of it.
  struct Plan {
    enum HostEffect {
      /// A refusal, or a call that changes nothing: the host gets no update and no reload.
      case untouched
      /// A change: the host gets an update or a reload.
      case touched
      /// Either (an `apply` whose result may equal the table, a group).
      case any
    }

    var description: String
    /// The table after the call; the table before it when the call is refused.
    var after: FuzzModel
    /// The registrations after the call, refused or not: a refused call keeps what it
    /// registered before the refusal.
    var registry: FuzzRegistry
    var error: TableError?
    var hostEffect: HostEffect
    /// The model key of the section whose handle the call returns, if it returns one.
    var handleKey: Int?
    var run: () throws -> TableSectionHandle?
  }

  /// Unwinds a group whose check failed; the failure is in `pendingProblem`.
  private struct StopGroup: Error {}
  /// What a group body throws to abandon its group without a `TableError`.
  private struct AbandonGroup: Error, CustomStringConvertible {
    var description: String { "AbandonGroup" }
  }

  let seed: UInt64
  let options: Options
  var random: FuzzRandom
  let host: TerminalTableView
  let engine: TableEngine
  private(set) var model = FuzzModel()
  var registry = FuzzRegistry()
  var nextKey = 0
  var handles: [(handle: TableSectionHandle, key: Int)] = []
  private var step = 0
  private var recent: [String] = []
  private var pendingProblem: String?
  /// How often each call was made and how it ended, to see what a run covered.
  private(set) var stats: [String: Int] = [:]

  init(seed: UInt64, options: Options = Options()) {
    self.seed = seed
    self.options = options
    random = FuzzRandom(seed: seed)
    host = random.host(widths: 12...60, heights: 4...24)
    engine = TableEngine(host: host)
  }

  /// Runs `steps` steps; returns a report of the first failure, or nil.
  func run(steps: Int) -> String? {
    // A refused height would be a diagnostic, and none is expected: every fuzz height is valid.
    TableDiagnostic.withHandler({ [weak self] diagnostic in
      guard let self else { return }
      self.pendingProblem = self.pendingProblem ?? "unexpected diagnostic: \(diagnostic.message)"
    }) {
      runSteps(steps)
    }
  }

  private func runSteps(_ steps: Int) -> String? {
    FuzzCrashNote.install()
    defer { FuzzCrashNote.set("") }
    for step in 0..<steps {
      self.step = step
      if let problem = runStep() ?? pendingProblem {
        return report(problem)
      }
    }
    return nil
  }

  private var seedText: String { "0x" + String(seed, radix: 16) }
  private var replayCommand: String {
    "\(options.replayEnvironment)FUZZ_SEED=\(seedText) swift test --filter EngineFuzz"
  }

  private func report(_ problem: String) -> String {
    var text = "seed \(seedText), step \(step): \(recent.last ?? "?")\n\(problem)\n"
    text += "last operations:\n" + recent.suffix(12).map { "  \($0)" }.joined(separator: "\n")
    text += "\nreplay: \(replayCommand)"
    return text
  }

  private func note(_ description: String) {
    let line = "#\(step) \(description)"
    recent.append(line)
    if recent.count > 40 { recent.removeFirst(recent.count - 40) }
    if options.verbose { print(line) }
    FuzzCrashNote.set("seed \(seedText), step \(step): \(description)\nreplay: \(replayCommand)")
  }

  // MARK: Steps

  private func runStep() -> String? {
    let roll = random.below(100)
    if roll < 12 { return environmentStep() }
    if roll < 20 { return groupStep() }
    let plan = roll < 28 ? planApply(in: model, insideGroup: false) : planMutation(in: model, insideGroup: false)
    return execute(plan)
  }

  /// Runs a call outside a group and checks everything after it.
  private func execute(_ plan: Plan) -> String? {
    note(plan.description)
    let updates = host.appliedUpdateCount
    let reloads = host.reloadCount
    if let problem = call(plan) { return problem }
    model = plan.after
    if let problem = checkHostEffect(plan.hostEffect, updates: updates, reloads: reloads) { return problem }
    return checkEverything()
  }

  /// Makes the call and checks that it threw exactly what it had to; keeps the returned handle.
  private func call(_ plan: Plan) -> String? {
    registry = plan.registry
    let name = plan.description.prefix { $0 != "(" }
    count(
      "\(name)" + (plan.error.map { " refused: \(caseName($0))" } ?? (plan.hostEffect == .untouched ? " no-op" : "")))
    do {
      let handle = try plan.run()
      if let expected = plan.error { return "expected \(expected), nothing was thrown" }
      if let handle, let key = plan.handleKey {
        handles.append((handle, key))
        if handles.count > 8 { handles.removeFirst() }
      }
    } catch let error as TableError {
      guard let expected = plan.error else { return "unexpected refusal: \(error)" }
      if error != expected { return "threw \(error)\nexpected \(expected)" }
    } catch {
      return "threw \(error), not a TableError"
    }
    return nil
  }

  func count(_ event: String) { stats[event, default: 0] += 1 }

  private func caseName(_ error: TableError) -> String {
    String(describing: Mirror(reflecting: error).children.first?.label ?? "\(error)")
  }

  private func checkHostEffect(_ effect: Plan.HostEffect, updates: Int, reloads: Int) -> String? {
    let newUpdates = host.appliedUpdateCount - updates
    let newReloads = host.reloadCount - reloads
    switch effect {
    case .untouched where newUpdates != 0 || newReloads != 0:
      return "the host got \(newUpdates) updates and \(newReloads) reloads from a call that changes nothing"
    case .touched where newUpdates == 0 && newReloads == 0:
      return "the host was not told about the change"
    default:
      return nil
    }
  }

  // MARK: Host and environment

  private func environmentStep() -> String? {
    let choice = random.weighted([5, 2, 3, 2, 3, 2, 2, 2, 3])
    if choice < 6 || choice == 7 {
      count(
        [
          "scroll", "scrollToRow", "resize width", "resize height", "on/off screen", "maximumAnimatedChanges", "",
          "invalidateAllHeights",
        ][choice])
    }
    switch choice {
    case 0:
      let offset = random.int(in: -2...(host.contentHeight + 2))
      note("host.scroll(toOffset: \(offset))")
      host.scroll(toOffset: offset)
    case 1:
      guard model.rowCount > 0 else { return environmentStep() }
      let path = randomPath(in: model)
      note("host.scrollToRow(at: \(format(path)))")
      host.scrollToRow(at: path)
    case 2:
      let width = random.int(in: 8...60)
      note("host.width = \(width)")
      host.width = width
    case 3:
      let height = random.int(in: 3...30)
      note("host.height = \(height)")
      host.height = height
    case 4:
      // Mostly on screen: off screen everything is a reload, which tests less.
      let onScreen = host.isOnScreen ? random.chance(60) : random.chance(70)
      note("host.isOnScreen = \(onScreen)")
      host.isOnScreen = onScreen
    case 5:
      let limit = random.pick([0, 2, 6, 1_000])
      note("engine.maximumAnimatedChanges = \(limit)")
      engine.maximumAnimatedChanges = limit
    case 6:
      return execute(
        Plan(
          description: "engine.reloadData()", after: model, registry: registry, error: nil, hostEffect: .touched
        ) { [engine] in
          engine.reloadData()
          return nil
        })
    case 7:
      note("engine.invalidateAllHeights()")
      engine.invalidateAllHeights()
    default:
      let invalid = random.chance(30) || model.rowCount == 0
      let path = invalid ? badPath(in: model, allowingEnd: false) : randomPath(in: model)
      return execute(
        Plan(
          description: "engine.invalidateHeight(forRowAt: \(format(path)))", after: model, registry: registry,
          error: model.rowError(path, "invalidateHeight(forRowAt:)"), hostEffect: .untouched
        ) { [engine] in
          try engine.invalidateHeight(forRowAt: path)
          return nil
        })
    }
    return checkEverything()
  }

  // MARK: Groups

  /// A `performBatchUpdates` group of several calls, each checked against the model as it
  /// goes; sometimes a refusal is passed on or the group is abandoned, and then everything the
  /// group did must be undone.
  private func groupStep() -> String? {
    let animation = randomAnimation()
    let start = model
    var scratch = model
    var passedOn: (any Error)?
    note("performBatchUpdates(animation: \(animation)) {")
    let updates = host.appliedUpdateCount
    let reloads = host.reloadCount
    var thrown: (any Error)?
    do {
      try engine.performBatchUpdates(animation: animation) {
        try self.groupBody(&scratch, depth: 1, passedOn: &passedOn)
      }
    } catch {
      thrown = error
    }
    if let pendingProblem { return pendingProblem }
    note("}" + (thrown.map { " threw \($0)" } ?? ""))
    count(thrown == nil ? "group committed" : "group undone")
    switch (thrown, passedOn) {
    case (nil, nil):
      model = scratch
      if let problem = checkHostEffect(.any, updates: updates, reloads: reloads) { return problem }
    case (let thrown?, let passedOn?):
      guard sameError(thrown, passedOn) else { return "the group threw \(thrown), its body threw \(passedOn)" }
      model = start
      if let problem = checkHostEffect(.untouched, updates: updates, reloads: reloads) {
        return "undone group: " + problem
      }
    case (let thrown?, nil):
      return "the group threw \(thrown), its body threw nothing"
    case (nil, let passedOn?):
      return "the body threw \(passedOn), the group threw nothing"
    }
    return checkEverything()
  }

  private func sameError(_ a: any Error, _ b: any Error) -> Bool {
    if let a = a as? TableError, let b = b as? TableError { return a == b }
    return a is AbandonGroup && b is AbandonGroup
  }

  /// The calls of one group; `scratch` follows what the table must be inside the group.
  private func groupBody(_ scratch: inout FuzzModel, depth: Int, passedOn: inout (any Error)?) throws {
    let indent = String(repeating: "  ", count: depth)
    let updates = host.appliedUpdateCount
    let reloads = host.reloadCount
    for _ in 0..<random.int(in: 1...5) {
      if depth == 1, random.chance(10) {
        try nestedGroup(&scratch, passedOn: &passedOn)
        continue
      }
      if random.chance(12) {
        hostRequestInGroup(scratch, indent: indent)
        if host.appliedUpdateCount != updates || host.reloadCount != reloads {
          try stopGroup("the host was updated inside a group")
        }
        continue
      }
      let plan =
        random.chance(5) ? planApply(in: scratch, insideGroup: true) : planMutation(in: scratch, insideGroup: true)
      note(indent + plan.description)
      if let problem = call(plan) { try stopGroup(problem) }
      scratch = plan.after
      // Inside a group each call sees the table as the previous ones left it; the host sees
      // nothing until the group ends.
      if let problem = compareEngine(with: scratch) { try stopGroup(problem) }
      if host.appliedUpdateCount != updates || host.reloadCount != reloads {
        try stopGroup("the host was updated inside a group")
      }
      if let error = plan.error, random.chance(40) {
        note(indent + "(the refusal is passed on)")
        passedOn = error
        throw error
      }
    }
    if random.chance(5) {
      note(indent + "throw AbandonGroup()")
      passedOn = AbandonGroup()
      throw AbandonGroup()
    }
  }

  /// A call inside a group that asks something of the host: it must wait for the end of the
  /// group (the host still shows the table as it was before the group), and an invalidation
  /// made here must hold after it.
  private func hostRequestInGroup(_ scratch: FuzzModel, indent: String) {
    switch random.below(3) {
    case 0 where scratch.rowCount > 0:
      let path = randomPath(in: scratch)
      note(indent + "engine.invalidateHeight(forRowAt: \(format(path)))")
      count("invalidateHeight in a group")
      do {
        try engine.invalidateHeight(forRowAt: path)
      } catch {
        pendingProblem = pendingProblem ?? "invalidateHeight(forRowAt: \(format(path))) threw \(error) in a group"
      }
    case 1:
      note(indent + "engine.reloadData()")
      count("reloadData in a group")
      engine.reloadData()
    default:
      note(indent + "engine.invalidateAllHeights()")
      count("invalidateAllHeights in a group")
      engine.invalidateAllHeights()
    }
  }

  /// A group inside a group: it joins the outer one. When it throws, its changes are undone
  /// (a group happens completely or not at all, nested or not), and the outer body either
  /// passes the error on or goes on without them.
  private func nestedGroup(_ scratch: inout FuzzModel, passedOn: inout (any Error)?) throws {
    note("  performBatchUpdates {")
    var nested = scratch
    var nestedPassedOn: (any Error)?
    do {
      try engine.performBatchUpdates(animation: randomAnimation()) {
        try self.groupBody(&nested, depth: 2, passedOn: &nestedPassedOn)
      }
      note("  }")
      if let nestedPassedOn { try stopGroup("the nested body threw \(nestedPassedOn), the group did not") }
      scratch = nested
    } catch {
      if pendingProblem != nil { throw error }
      note("  } threw \(error)")
      guard let nestedPassedOn, sameError(error, nestedPassedOn) else {
        try stopGroup("the nested group threw \(error), its body threw \(nestedPassedOn.map { "\($0)" } ?? "nothing")")
      }
      if random.chance(50) {
        note("  (the outer body goes on)")
        count("nested group failed, outer group goes on")
        if let problem = compareEngine(with: scratch) { try stopGroup("after a failed nested group: " + problem) }
        return
      }
      count("nested group failed, error passed on")
      passedOn = error
      throw error
    }
  }

  /// Records a failed check inside a group and unwinds the group.
  private func stopGroup(_ problem: String) throws -> Never {
    pendingProblem = pendingProblem ?? problem
    throw StopGroup()
  }
}
