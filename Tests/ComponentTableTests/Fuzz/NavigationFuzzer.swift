import ComponentTable
import Foundation

@testable import ComponentTableTerminal

/// Drives a ``TableNavigator`` on headless tables through a seeded random sequence of pushes,
/// pops, state changes and refreshes of random screens, with a share of pushes it must refuse,
/// keeping a model of the stack and of what each screen's engine must show. After every step
/// the stack must be the model's, every screen on it must have an engine showing its model
/// sections on a consistent table, screens off the stack must have none, and the engines of
/// popped screens must be gone. `run(steps:)` returns the first disagreement, or nil.
@MainActor
final class NavigationFuzzer {
  /// One screen of the run: its state (what its builder returns now) and what its engine
  /// shows (the state at its last build or refresh).
  final class Entry {
    let number: Int
    var state: [FuzzSection]
    var shown: [FuzzSection] = []
    var registry = FuzzRegistry()
    var screen: TableScreen!
    init(number: Int, state: [FuzzSection]) {
      self.number = number
      self.state = state
    }
    var title: String { "S\(number)" }
  }

  let seed: UInt64
  private var random: FuzzRandom
  /// Makes the random sections, rows and supplementary views, as for the engine fuzzer.
  private let values: EngineFuzzer
  private var entries: [Entry] = []
  private var stack: [Entry] = []
  private var navigator: TableNavigator!
  private var reported: [TableError] = []
  /// The engines and tables of popped screens, which must be gone.
  private var released: [(title: String, engine: Weak<TableEngine>, table: Weak<TerminalTableView>)] = []
  private var recent: [String] = []
  private(set) var stats: [String: Int] = [:]
  var verbose = false

  init(seed: UInt64) {
    self.seed = seed
    random = FuzzRandom(seed: seed)
    values = EngineFuzzer(seed: seed ^ 0x5EED)
  }

  func run(steps: Int) -> String? {
    let root = makeEntry()
    do {
      navigator = try TableNavigator(root: root.screen) { _ in
        TerminalTableView(width: 30, height: 8, inconsistencyPolicy: .record)
      }
    } catch {
      // A root with sections the engine refuses: made valid below, so this does not happen.
      return "the root was refused: \(error)"
    }
    root.shown = root.state
    stack = [root]
    // What nobody could be told of (a refused refresh after a pop) is checked step by step.
    return TableDiagnostic.withHandler({ [weak self] diagnostic in
      guard case .failed(let error) = diagnostic.kind else { return }
      self?.reported.append(error)
    }) {
      for step in 0..<steps {
        if let problem = runStep() ?? check() {
          return "navigation seed 0x\(String(seed, radix: 16)), step \(step): \(problem)\n"
            + recent.suffix(10).map { "  \($0)" }.joined(separator: "\n")
        }
      }
      return nil
    }
  }

  private func note(_ text: String) {
    recent.append(text)
    if recent.count > 20 { recent.removeFirst() }
    if verbose { print(text) }
  }

  private func count(_ event: String) { stats[event, default: 0] += 1 }

  /// A screen of up to three random sections; `poisoned`, one the engine refuses.
  private func makeEntry(poisoned: Bool = false) -> Entry {
    var sections = (0..<random.int(in: 0...3)).map { _ in values.newSection() }
    if poisoned { sections.append(values.poisoned(values.newSection())) }
    let entry = Entry(number: entries.count, state: sections)
    // The model expects the screen a pop reveals to be rebuilt.
    entry.screen = TableScreen(title: entry.title, revealBehavior: .refresh) { [unowned entry] in
      entry.state.map(\.tableSection)
    }
    entries.append(entry)
    return entry
  }

  private func runStep() -> String? {
    switch random.weighted([6, 2, 2, 5, 1, 4, 3, 1]) {
    case 0: return push(random.chance(10) ? makeEntry(poisoned: true) : makeEntry())
    case 1:
      // A screen that was popped before: it gets a new engine.
      let off = entries.filter { entry in !stack.contains { $0 === entry } }
      return push(off.isEmpty ? makeEntry() : random.pick(off))
    case 2: return pushAgain(random.pick(stack))
    case 3: return pop(toRoot: false)
    case 4: return pop(toRoot: true)
    case 5: return changeState(of: random.pick(entries), refresh: random.chance(60))
    case 6: return refresh(random.pick(entries))
    default: return pushFromBuilder()
    }
  }

  /// The error the engine must throw for `sections` in `registry`, registering as it goes.
  private func expectedRefusal(_ sections: [FuzzSection], in registry: inout FuzzRegistry)
    -> TableError?
  {
    registry.register(sections, operation: "apply(_:animation:)")
  }

  private func push(_ entry: Entry) -> String? {
    note("push(\(entry.title)) [\(entry.state.map(\.summary).joined(separator: ", "))]")
    var registry = FuzzRegistry()
    let refusal = expectedRefusal(entry.state, in: &registry)
    do {
      try navigator.push(entry.screen)
      if let refusal { return "push(\(entry.title)) was not refused; expected \(refusal)" }
      count("push")
      entry.registry = registry
      entry.shown = entry.state
      stack.append(entry)
    } catch {
      count("push refused: build failed")
      let expected = refusal.map {
        TableError.buildFailed(operation: "push(_:)", title: entry.title, error: $0)
      }
      if error != expected {
        return
          "push(\(entry.title)) threw \(error), expected \(expected.map { "\($0)" } ?? "nothing")"
      }
      // Refused for good: the screen is made valid, so that later steps can push it.
      entry.state.removeAll()
    }
    return nil
  }

  private func pushAgain(_ entry: Entry) -> String? {
    note("push(\(entry.title)) again")
    count("push refused: already shown")
    let depth = stack.firstIndex { $0 === entry } ?? -1
    let expected = TableError.screenAlreadyShown(
      operation: "push(_:)", title: entry.title, depth: depth)
    do {
      try navigator.push(entry.screen)
      return "pushing \(entry.title) again was not refused"
    } catch {
      return error == expected
        ? nil : "pushing \(entry.title) again threw \(error), expected \(expected)"
    }
  }

  /// `pop()`, or `popToRoot()` when `toRoot`: each pops when a screen is above the root and
  /// says so, and the screen it reveals is checked.
  private func pop(toRoot: Bool) -> String? {
    let name = toRoot ? "popToRoot" : "pop"
    note("\(name)()")
    let popped = toRoot ? navigator.popToRoot() : navigator.pop()
    guard popped == (stack.count > 1) else {
      return "\(name)() returned \(popped) with \(stack.count) screens"
    }
    count(popped ? name : "\(name) at the root")
    guard popped else { return nil }
    repeat { remember(stack.removeLast()) } while toRoot && stack.count > 1
    return revealTop(after: "\(name)()")
  }

  /// The screen a pop revealed was refreshed; a refusal was reported as `.failed`.
  private func revealTop(after operation: String) -> String? {
    let top = stack[stack.count - 1]
    let refusal = expectedRefusal(top.state, in: &top.registry)
    let expected = refusal.map {
      TableError.buildFailed(operation: operation, title: top.title, error: $0)
    }
    let got = reported.popLast()
    guard reported.isEmpty, got == expected else {
      return
        "after \(operation) the diagnostics channel got \(describe(got)), expected \(describe(expected))"
    }
    if refusal == nil { top.shown = top.state }
    return nil
  }

  private func remember(_ entry: Entry) {
    released.append(
      (
        entry.title, Weak(entry.screen.engine),
        Weak(entry.screen.engine?.host as? TerminalTableView)
      ))
  }

  private func changeState(of entry: Entry, refresh: Bool) -> String? {
    var model = FuzzModel()
    model.sections = entry.state
    var list = values.applyList(from: model)
    if random.chance(8), !list.isEmpty { list[0] = values.poisoned(list[0]) }
    note("\(entry.title).state = [\(list.map(\.summary).joined(separator: ", "))]")
    entry.state = list
    return refresh ? self.refresh(entry) : nil
  }

  private func refresh(_ entry: Entry) -> String? {
    note("\(entry.title).refresh()")
    let onStack = stack.contains { $0 === entry }
    var registry = entry.registry
    let refusal = onStack ? expectedRefusal(entry.state, in: &registry) : nil
    do {
      try entry.screen.refresh(animation: values.randomAnimation())
      if let refusal { return "\(entry.title).refresh() was not refused; expected \(refusal)" }
      count(onStack ? "refresh" : "refresh off the stack")
      if onStack { entry.shown = entry.state }
    } catch {
      count("refresh refused")
      if error != refusal {
        return
          "\(entry.title).refresh() threw \(error), expected \(describe(refusal))"
      }
    }
    if onStack { entry.registry = registry }
    return nil
  }

  /// A screen whose builder pushes and pops: both are refused while it is being built.
  private func pushFromBuilder() -> String? {
    let nested = makeEntry()
    let entry = Entry(number: entries.count, state: [])
    var pushError: TableError?
    var popResult: Bool?
    entry.screen = TableScreen(title: entry.title, revealBehavior: .refresh) { [unowned self, unowned entry] in
      let _ = {
        do throws(TableError) { try self.navigator.push(nested.screen) } catch {
          pushError = error
        }
        popResult = self.navigator.pop()
      }()
      entry.state.map(\.tableSection)
    }
    entries.append(entry)
    note("push(\(entry.title)) whose builder pushes \(nested.title) and pops")
    if let problem = push(entry) { return problem }
    count("navigation from a builder refused")
    let expected = TableError.reentrantNavigation(
      operation: "push(_:)", title: nested.title,
      during: "the screen \"\(entry.title)\" is being built")
    if pushError != expected {
      return
        "the push from a builder threw \(describe(pushError)), expected \(expected)"
    }
    if popResult != false {
      return "the pop from a builder returned \(popResult.map { "\($0)" } ?? "nothing")"
    }
    return nil
  }

  // MARK: Checks

  private func check() -> String? {
    let screens = navigator.screens
    guard screens.count == stack.count, zip(screens, stack).allSatisfy({ $0 === $1.screen }) else {
      return "the stack is \(navigator.path), the model's \(stack.map(\.title))"
    }
    for entry in stack {
      guard let engine = entry.screen.engine, let table = engine.host as? TerminalTableView else {
        return "\(entry.title) is on the stack without an engine on a table"
      }
      guard engine.navigator === navigator, engine.screen === entry.screen,
        entry.screen.navigator === navigator
      else {
        return "\(entry.title)'s engine does not lead back to its screen and navigator"
      }
      let actual = engine.allSections.map(FuzzSectionSnapshot.init)
      let expected = entry.shown.map(\.expected)
      guard actual == expected else {
        return "\(entry.title)'s engine shows\n\(actual)\nexpected\n\(expected)"
      }
      if let inconsistency = table.inconsistencies.first {
        return "\(entry.title)'s table recorded an inconsistency: \(inconsistency.message)"
      }
      _ = table.render()
    }
    for entry in entries where !stack.contains(where: { $0 === entry }) {
      if entry.screen.engine != nil || entry.screen.navigator != nil {
        return "\(entry.title) is off the stack but keeps an engine or a navigator"
      }
    }
    for record in released where record.engine.value != nil || record.table.value != nil {
      return "the engine or table of a popped \(record.title) is still alive"
    }
    released.removeAll()
    return nil
  }
}

/// `value`, or "nothing".
func describe<Value>(_ value: Value?) -> String { value.map { "\($0)" } ?? "nothing" }

/// A weak reference, to see whether something was released.
final class Weak<Object: AnyObject> {
  weak var value: Object?
  init(_ value: Object?) { self.value = value }
}
