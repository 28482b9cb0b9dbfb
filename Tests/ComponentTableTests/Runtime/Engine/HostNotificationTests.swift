import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// What the engine must tell a host that cannot find out by itself, as `UITableView` cannot:
/// that it went away, that the section index changed, that the table header and footer need
/// sizing at a new width.
@MainActor
@Suite struct HostNotificationTests {
  // MARK: The host goes away

  @Test func anEngineHeldInACycleByItsRowsLeaksWithoutBeingTold() async throws {
    // The premise of the token: an engine whose row closure captures it survives its host
    // unless told. The adapter here has no token, so nothing tells the engine.
    weak var weakEngine: TableEngine?
    weak var weakAdapter: UIKitShapedHost.Adapter?
    do {
      let (tableView, host) = UIKitShapedHost.make(keepsLifetimeToken: false)
      let engine = TableEngine(host: host)
      try engine.addSection(TableSection(rows: [label("x") { _ in _ = engine.sectionCount }]))
      weakEngine = engine
      weakAdapter = tableView.adapter
      #expect(tableView.adapter?.lifetime == nil)
      // The table view goes away, and nobody tells the engine: what it held is released.
      tableView.adapter = nil
    }
    #expect(weakAdapter == nil, "the adapter, the table view's only link to the engine, is gone")
    // As many turns of the main actor as the token tests wait for its notice: none comes.
    await untilReleased { weakEngine }
    #expect(weakEngine != nil, "without the notification the cycle keeps the engine alive")
    var escaped = weakEngine
    escaped?.dataSource.send(.disappear)  // break the cycle so the test itself leaks nothing
    escaped = nil
    #expect(weakEngine == nil, "the notification is what breaks the cycle")
  }

  @Test func releasingTheLifetimeTokenBreaksTheCycle() async throws {
    weak var weakEngine: TableEngine?
    weak var weakHost: UIKitShapedHost?
    weak var weakTableView: UIKitShapedHost.FakeTableView?
    weak var captured: Token?
    do {
      let (tableView, host) = UIKitShapedHost.make()
      weakTableView = tableView
      let engine = TableEngine(host: host)
      let token = Token()
      try engine.addSection(
        TableSection(rows: [
          label("x") { _ in _ = engine.sectionCount },
          label("y") { _ in _ = token },
        ]))
      try engine.setTableHeader(label("header") { _ in _ = engine })
      weakEngine = engine
      weakHost = host
      captured = token
    }
    #expect(weakTableView == nil)
    #expect(weakHost == nil)
    // On iOS the token calls the engine at once (views go on the main thread); here the main
    // actor runs on a dispatch thread, so the call is a task on the main actor.
    await untilReleased { weakEngine }
    #expect(weakEngine == nil, "the token told the engine, which dropped the rows holding it")
    #expect(captured == nil)
  }

  @Test func releasingTheLifetimeTokenDropsActionsWaitingForTheLayout() async throws {
    weak var weakEngine: TableEngine?
    var ran = false
    do {
      let (tableView, host) = UIKitShapedHost.make()
      let engine = TableEngine(host: host)
      let probe = ViewProbe()
      try engine.addSection(
        TableSection(rows: [TableComponent(IdleActionTests.CallbackCell.self, data: Probed(value: "a", probe: probe))]))
      probe.onConfigure = {
        engine.performWhenIdle {
          ran = true
          _ = engine.sectionCount
        }
      }
      // UIKit configures a cell in its layout pass; the table view goes before the pass ends.
      engine.dataSource.reconfigure(IdleActionTests.CallbackCell(), forRowAt: IndexPath(row: 0, section: 0))
      probe.onConfigure = nil
      #expect(engine.dataSource.hasChangesWaitingForLayout)
      weakEngine = engine
      withExtendedLifetime(tableView) {}
    }
    await untilReleased { weakEngine }
    let engineWasFreed = weakEngine == nil  // not the engine itself: see IdleActionTests
    #expect(engineWasFreed, "the token told the engine, which dropped the action holding it")
    #expect(!ran)
  }

  @Test func aTokenReleasedOffTheMainThreadTellsTheEngineOnTheMainActor() async throws {
    weak var weakEngine: TableEngine?
    let handOver = TokenHandOver()
    do {
      let (tableView, host) = UIKitShapedHost.make()
      let engine = TableEngine(host: host)
      try engine.addSection(TableSection(rows: [label("x") { _ in _ = engine.sectionCount }]))
      weakEngine = engine
      handOver.adapter = tableView.adapter  // the last reference now goes to another thread
      tableView.adapter = nil
    }
    #expect(weakEngine != nil)
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        handOver.adapter = nil
        done.resume()
      }
    }
    await untilReleased { weakEngine }
    #expect(weakEngine == nil)
  }

  @Test func aTokenOutlivingItsEngineCallsNothing() throws {
    var token: TableHostLifetime?
    weak var weakEngine: TableEngine?
    do {
      let host = TerminalTableView()
      let engine = TableEngine(host: host)
      token = TableHostLifetime(of: engine.dataSource)
      weakEngine = engine
    }
    #expect(weakEngine == nil, "the token holds the engine weakly")
    token = nil  // would crash if it kept a dangling reference
    #expect(token == nil)
  }

  // MARK: The section index

  @Test func applyChangingOnlyIndexTitlesReloadsTheIndex() throws {
    let (tableView, host) = UIKitShapedHost.make()
    defer { withExtendedLifetime(tableView) {} }
    host.onScreen = true
    let engine = TableEngine(host: host)
    let rows = [label("Ann"), label("Bob")]
    try engine.apply([TableSection(id: "a", indexTitle: "A", rows: rows)])
    #expect(host.count("reloadSectionIndexTitles") == 1)
    host.calls.removeAll()

    try engine.apply([TableSection(id: "a", indexTitle: "#", rows: rows)])
    #expect(engine.sectionIndexTitles == ["#"])
    #expect(host.calls == ["reloadSectionIndexTitles"], "nothing else changed, so nothing else is sent")

    try engine.apply([TableSection(id: "a", indexTitle: "#", rows: rows)])
    #expect(host.calls == ["reloadSectionIndexTitles"], "the same titles again reload nothing")

    try engine.apply([TableSection(id: "a", rows: rows)])
    #expect(engine.sectionIndexTitles == nil)
    #expect(host.count("reloadSectionIndexTitles") == 2, "removing the index is a change too")
  }

  @Test func sectionChangesReloadTheIndexOnlyWhenTheTitlesChange() throws {
    let (tableView, host) = UIKitShapedHost.make()
    defer { withExtendedLifetime(tableView) {} }
    host.onScreen = true
    let engine = TableEngine(host: host)
    try engine.addSection(TableSection(indexTitle: "A", rows: [label("Ann")]))
    try engine.addSection(TableSection(rows: [label("no title")]))
    try engine.addCell(label("Amy"), toSection: 0)
    try engine.moveSection(at: 1, to: 0)
    try engine.updateSection(at: 0, with: TableSection(indexTitle: "B", rows: [label("Bob")]))
    try engine.removeSection(at: 1)
    #expect(
      host.calls.filter { $0 == "reloadSectionIndexTitles" || $0 == "performBatchUpdates" } == [
        "performBatchUpdates", "reloadSectionIndexTitles",  // add A
        "performBatchUpdates",  // add a section without a title
        "performBatchUpdates",  // a row: the titles cannot change
        "performBatchUpdates",  // move: same titles, same order of titled sections
        "performBatchUpdates", "reloadSectionIndexTitles",  // replace: B joins
        "performBatchUpdates", "reloadSectionIndexTitles",  // remove A
      ])
    #expect(engine.sectionIndexTitles == ["B"])
  }

  @Test func aGroupReloadsTheIndexOnceAtItsEndAndNotWhenUndone() throws {
    let (tableView, host) = UIKitShapedHost.make()
    defer { withExtendedLifetime(tableView) {} }
    host.onScreen = true
    let engine = TableEngine(host: host)
    try engine.performBatchUpdates {
      try engine.addSection(TableSection(indexTitle: "A", rows: [label("Ann")]))
      try engine.addSection(TableSection(indexTitle: "B", rows: [label("Bob")]))
      #expect(host.count("reloadSectionIndexTitles") == 0, "nothing reaches the host inside a group")
    }
    #expect(host.count("reloadSectionIndexTitles") == 1)
    struct Refused: Error {}
    #expect(throws: Refused.self) {
      try engine.performBatchUpdates {
        try engine.removeSection(at: 0)
        throw Refused()
      }
    }
    #expect(host.count("reloadSectionIndexTitles") == 1, "an undone group changes no title")
    #expect(engine.sectionIndexTitles == ["A", "B"])
  }

  @Test func aRefusedApplyReloadsNoIndex() throws {
    let (tableView, host) = UIKitShapedHost.make()
    defer { withExtendedLifetime(tableView) {} }
    let engine = TableEngine(host: host)
    try engine.apply([TableSection(id: "a", indexTitle: "A", rows: [label("Ann")])])
    host.calls.removeAll()
    #expect(throws: TableError.self) {
      try engine.apply([
        TableSection(id: "a", indexTitle: "Z", rows: [TableComponent(LabelCell.self, data: "x", reuseIdentifier: "")])
      ])
    }
    #expect(host.calls.isEmpty)
    #expect(engine.sectionIndexTitles == ["A"])
  }

  // MARK: The table header and footer at a new width

  @Test func aNewWidthAsksTheHostToSizeTheTableHeaderAgainOncePerChange() throws {
    let (tableView, host) = UIKitShapedHost.make()
    defer { withExtendedLifetime(tableView) {} }
    let engine = TableEngine(host: host)
    try engine.addSection(TableSection(rows: [label("a"), label("b")]))
    try engine.setTableHeader(TableComponent(WidthBanner.self, data: "a banner that wraps"))
    _ = engine.dataSource.height(of: .tableHeader, width: 40)
    _ = engine.dataSource.heightForRow(at: IndexPath(row: 0, section: 0), width: 40)
    #expect(host.count("tableHeaderAndFooterNeedLayout") == 0, "the first width is no change")

    // Rotation: UIKit asks the rows at the new width first.
    _ = engine.dataSource.heightForRow(at: IndexPath(row: 0, section: 0), width: 10)
    _ = engine.dataSource.heightForRow(at: IndexPath(row: 1, section: 0), width: 10)
    #expect(host.count("tableHeaderAndFooterNeedLayout") == 1, "once per change, not per row")
    #expect(engine.dataSource.height(of: .tableHeader, width: 10) == .fixed(2), "measured again at the new width")
    #expect(engine.dataSource.height(of: .tableHeader, width: 40) == .fixed(1))
    #expect(host.count("tableHeaderAndFooterNeedLayout") == 2)
  }

  @Test func aNewWidthWithoutTableHeaderOrFooterAsksNothing() throws {
    let (tableView, host) = UIKitShapedHost.make()
    defer { withExtendedLifetime(tableView) {} }
    let engine = TableEngine(host: host)
    try engine.addSection(TableSection(rows: [label("a")]))
    _ = engine.dataSource.heightForRow(at: IndexPath(row: 0, section: 0), width: 40)
    _ = engine.dataSource.heightForRow(at: IndexPath(row: 0, section: 0), width: 20)
    #expect(host.count("tableHeaderAndFooterNeedLayout") == 0)
    try engine.setTableFooter(TableComponent(WidthBanner.self, data: "footer"))
    _ = engine.dataSource.heightForRow(at: IndexPath(row: 0, section: 0), width: 30)
    #expect(host.count("tableHeaderAndFooterNeedLayout") == 1, "a footer alone needs it too")
  }

  @Test func theTerminalShowsTheTableHeaderAtTheNewWidth() throws {
    let (engine, host) = makeTable(width: 40, height: 10)
    try engine.addSection(TableSection(rows: [label("row")]))
    try engine.setTableHeader(TableComponent(WidthBanner.self, data: "a banner that wraps"))
    #expect(host.render() == ["a banner that wraps", "row"])
    host.width = 10
    #expect(host.render() == ["a banner", "that wraps", "row"])
  }
}

/// Gives the main actor a bounded number of turns to run the lifetime token's task.
@MainActor
private func untilReleased(_ object: () -> AnyObject?) async {
  for _ in 0..<1_000 where object() != nil { await Task.yield() }
}

/// A banner that wraps its text at the table's width: its height depends on the width.
@MainActor
final class WidthBanner: TerminalView, ComponentView {
  private var text = ""
  func configure(with data: String) { text = data }
  static func height(for data: String, width: CGFloat) -> ComponentHeight {
    .fixed(CGFloat(lines(data, width: Int(width)).count))
  }
  override func render(width: Int) -> [String] { Self.lines(text, width: width) }

  static func lines(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    for word in text.split(separator: " ") {
      if let last = lines.last, last.count + 1 + word.count <= width {
        lines[lines.count - 1] = last + " " + word
      } else {
        lines.append(String(word))
      }
    }
    return lines
  }
}

/// Carries the last reference to an adapter to another thread.
private final class TokenHandOver: @unchecked Sendable {
  var adapter: UIKitShapedHost.Adapter?
}
