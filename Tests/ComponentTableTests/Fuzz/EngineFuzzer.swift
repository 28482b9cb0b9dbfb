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
    host = TerminalTableView(
      width: random.int(in: 12...60), height: random.int(in: 4...24), inconsistencyPolicy: .record)
    engine = TableEngine(host: host)
    // A refused height would be a diagnostic, and none is expected: every fuzz height is valid.
    engine.diagnosticHandler = { [weak self] diagnostic in
      guard let self else { return }
      self.pendingProblem = self.pendingProblem ?? "unexpected diagnostic: \(diagnostic.message)"
    }
  }

  /// Runs `steps` steps; returns a report of the first failure, or nil.
  func run(steps: Int) -> String? {
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
  private var replayCommand: String { "\(options.replayEnvironment)FUZZ_SEED=\(seedText) swift test --filter EngineFuzz" }

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
    let updates = host.appliedUpdates.count
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
    count("\(name)" + (plan.error.map { " refused: \(caseName($0))" } ?? (plan.hostEffect == .untouched ? " no-op" : "")))
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
    let newUpdates = host.appliedUpdates.count - updates
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
      count(["scroll", "scrollToRow", "resize width", "resize height", "on/off screen", "maximumAnimatedChanges", "", "invalidateAllHeights"][choice])
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
    let updates = host.appliedUpdates.count
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
    let updates = host.appliedUpdates.count
    let reloads = host.reloadCount
    for _ in 0..<random.int(in: 1...5) {
      if depth == 1, random.chance(10) {
        try nestedGroup(&scratch, passedOn: &passedOn)
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
      if host.appliedUpdates.count != updates || host.reloadCount != reloads {
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

  // MARK: Checks

  private func checkEverything() -> String? {
    compareEngine(with: model) ?? checkHost() ?? checkHandles() ?? checkLookup()
  }

  private func compareEngine(with model: FuzzModel) -> String? {
    if let problem = compareDecorations(with: model) { return problem }
    let sections = engine.allSections
    if sections.count == model.sections.count,
      zip(sections, model.sections).allSatisfy({ same($0, $1) })
    {
      return nil
    }
    let actual = sections.map(FuzzSectionSnapshot.init)
    let expected = model.snapshot
    func lines(_ sections: [FuzzSectionSnapshot]) -> String {
      sections.enumerated().map { "  \($0): \($1)" }.joined(separator: "\n")
    }
    return "the engine holds\n\(lines(actual))\nthe model expects\n\(lines(expected))"
  }

  /// Field by field without building snapshots: this runs after every call.
  private func same(_ section: TableSection, _ model: FuzzSection) -> Bool {
    section.id == model.id.map({ AnyHashable($0) }) && section.headerTitle == model.headerTitle
      && section.footerTitle == model.footerTitle
      && section.header.map(FuzzComponentSnapshot.init) == model.header?.expected
      && section.footer.map(FuzzComponentSnapshot.init) == model.footer?.expected
      && section.rows.count == model.rows.count
      && zip(section.rows, model.rows).allSatisfy { FuzzComponentSnapshot($0) == $1.expected }
  }

  /// The host against the model: no inconsistency, the content height the model's heights add
  /// up to, exactly the items in the viewport shown, each by its own view of the right class
  /// and pool showing the data of its position.
  private func checkHost() -> String? {
    if let inconsistency = host.inconsistencies.first {
      return "the host recorded an inconsistency: \(inconsistency.message)"
    }
    let width = host.width
    var rowFrames: [(path: IndexPath, top: Int, lines: Int)] = []
    var headerFrames: [(section: Int, top: Int, lines: Int)] = []
    var footerFrames: [(section: Int, top: Int, lines: Int)] = []
    let decorations = decorationLines(model, width: width)
    var y = decorations.header
    for (index, section) in model.sections.enumerated() {
      let header = section.headerLines(section: index, width: width)
      if header > 0 { headerFrames.append((index, y, header)) }
      y += header
      for (row, content) in section.rows.enumerated() {
        let lines = content.kind.lines(content.text, width: width)
        rowFrames.append((IndexPath(row: row, section: index), y, lines))
        y += lines
      }
      let footer = section.footerLines(width: width)
      if footer > 0 { footerFrames.append((index, y, footer)) }
      y += footer
    }
    let footerTop = y
    y += decorations.footer
    let contentHeight = host.contentHeight
    guard contentHeight == y else {
      return "the host's content height is \(contentHeight), the model's heights add up to \(y) at width \(width)"
    }
    let top = host.contentOffset
    let bottom = top + host.height
    guard top >= 0, top <= max(0, contentHeight - host.height) else {
      return "content offset \(top) outside 0...\(max(0, contentHeight - host.height))"
    }
    func visible(_ frameTop: Int, _ lines: Int) -> Bool { lines > 0 && frameTop + lines > top && frameTop < bottom }

    let expectedRows = rowFrames.filter { visible($0.top, $0.lines) }.map(\.path)
    let shownRows = host.indexPathsForVisibleRows
    guard shownRows == expectedRows else {
      return "visible rows \(formatAll(shownRows)), expected \(formatAll(expectedRows)) (offset \(top), height \(host.height))"
    }
    var views = Set<ObjectIdentifier>()
    for path in shownRows {
      guard let cell = host.cellForRow(at: path) else { return "no view for visible row \(format(path))" }
      guard views.insert(ObjectIdentifier(cell)).inserted else { return "row \(format(path)) shares its view" }
      let row = model[path]
      if let problem = mismatch(
        cell, shown: (cell as? FuzzTextCell)?.shownText, expected: row.expected, what: "row \(format(path))")
      {
        return problem
      }
    }
    if let problem = checkDecorationViews(
      headerVisible: visible(0, decorations.header), footerVisible: visible(footerTop, decorations.footer))
    {
      return problem
    }
    let expectedHeaders = Set(headerFrames.filter { visible($0.top, $0.lines) }.map(\.section))
    let expectedFooters = Set(footerFrames.filter { visible($0.top, $0.lines) }.map(\.section))
    // Two sections past the end: a view kept for a section that is gone is a stale view.
    for index in 0..<(model.sections.count + 2) {
      let section = index < model.sections.count ? model.sections[index] : nil
      let header = host.headerView(forSection: index)
      if let problem = checkSupplementary(
        header, expected: expectedHeaders.contains(index), component: section?.header,
        title: section?.headerTitle, isHeader: true, what: "header of section \(index)", views: &views)
      {
        return problem
      }
      let footer = host.footerView(forSection: index)
      if let problem = checkSupplementary(
        footer, expected: expectedFooters.contains(index), component: section?.footer,
        title: section?.footerTitle, isHeader: false, what: "footer of section \(index)", views: &views)
      {
        return problem
      }
    }
    return nil
  }

  private func checkSupplementary(
    _ view: TerminalView?, expected: Bool, component: FuzzSupplementary?, title: String?, isHeader: Bool,
    what: String, views: inout Set<ObjectIdentifier>
  ) -> String? {
    guard let view else { return expected ? "no view for the visible \(what)" : nil }
    guard expected else { return "a view for the \(what), which is not visible" }
    guard views.insert(ObjectIdentifier(view)).inserted else { return "the \(what) shares its view" }
    if let component {
      return mismatch(
        view, shown: (view as? FuzzTextHeaderFooterView)?.shownText, expected: component.expected, what: what)
    }
    if isHeader {
      guard let titleView = view as? TitleHeaderView else { return "the \(what) is a \(type(of: view))" }
      return titleView.title == (title ?? "") ? nil : "the \(what) shows \"\(titleView.title)\", expected \"\(title ?? "")\""
    }
    guard let noteView = view as? NoteFooterView else { return "the \(what) is a \(type(of: view))" }
    return noteView.note == (title ?? "") ? nil : "the \(what) shows \"\(noteView.note)\", expected \"\(title ?? "")\""
  }

  private func mismatch(_ view: TerminalView, shown: String?, expected: FuzzComponentSnapshot, what: String)
    -> String?
  {
    let viewClass = fuzzName(of: type(of: view))
    if viewClass != expected.viewClass { return "the \(what) is a \(viewClass), expected \(expected)" }
    if shown != expected.text { return "the \(what) shows \(shown ?? "nil"), expected \(expected)" }
    if view.reuseIdentifier != expected.reuseIdentifier {
      return "the \(what) is a view of pool \(view.reuseIdentifier ?? "nil"), expected \(expected)"
    }
    return nil
  }

  /// Handles follow their sections, and refuse once the section is gone.
  private func checkHandles() -> String? {
    for (number, tracked) in handles.enumerated() {
      let expected = model.index(ofKey: tracked.key)
      guard tracked.handle.index == expected else {
        return "handle \(number) points at \(tracked.handle.index.map(String.init) ?? "nil"), expected \(expected.map(String.init) ?? "nil")"
      }
      do {
        let rows = try tracked.handle.numberOfRows()
        guard let expected, rows == model.sections[expected].rows.count else {
          return "handle \(number) counts \(rows) rows"
        }
      } catch {
        guard expected == nil, error == .sectionRemoved(operation: "numberOfRows()") else {
          return "handle \(number): numberOfRows() threw \(error)"
        }
      }
    }
    return nil
  }

  /// `indexPath(forRowWithID:)` finds the first row with an identity.
  private func checkLookup() -> String? {
    guard model.rowCount > 0, let id = model[randomPath(in: model)].expected.id else { return nil }
    var expected: IndexPath?
    search: for (section, content) in model.sections.enumerated() {
      for (row, candidate) in content.rows.enumerated() where candidate.expected.id == id {
        expected = IndexPath(row: row, section: section)
        break search
      }
    }
    let found = engine.indexPath(forRowWithID: id)
    return found == expected ? nil : "indexPath(forRowWithID: \(id)) is \(found.map(format) ?? "nil"), expected \(expected.map(format) ?? "nil")"
  }
}
