import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// `performWhenIdle(_:)`: work that arrives while the engine is busy waits for it, in order,
/// instead of being refused and lost.
@MainActor
@Suite struct IdleActionTests {
  /// A cell whose configuration runs a closure: the engine is busy configuring it then.
  final class CallbackCell: TerminalTableCell, ComponentView {
    func configure(with data: Probed<String>) { data.probe.onConfigure?() }
    static func height(for data: Probed<String>, width: CGFloat) -> ComponentHeight { .fixed(1) }
  }

  /// A section header, footer or table header whose configuration runs a closure.
  final class CallbackHeader: TerminalHeaderFooterView, ComponentView {
    func configure(with data: Probed<String>) { data.probe.onConfigure?() }
    static func height(for data: Probed<String>, width: CGFloat) -> ComponentHeight { .fixed(1) }
  }

  /// The closure the callback views of a test run: each test has its own.
  let probe = ViewProbe()

  func callbackCell(_ text: String) -> TableComponent {
    TableComponent(CallbackCell.self, data: Probed(value: text, probe: probe))
  }

  // What the UIKit host relies on to schedule `layoutDidFinish()` after a header or footer
  // view, as after a cell: configuring one from idle defers actions until the layout ends.
  @Test func anActionGivenWhileAHeaderOrFooterIsConfiguredWaitsForTheLayoutToEnd() throws {
    let (engine, host) = makeTable()  // the host dequeues the views the engine configures
    defer { withExtendedLifetime(host) {} }
    let header = TableComponent(CallbackHeader.self, data: Probed(value: "h", probe: probe))
    try engine.addSection(TableSection(header: header, footer: header, rows: [label("a")]))
    try engine.setTableHeader(header)
    var log: [String] = []
    let views: [(String, () -> AnyObject?)] = [
      ("section header", { engine.dataSource.view(of: .header(0)) }),
      ("section footer", { engine.dataSource.view(of: .footer(0)) }),
      ("table header", { engine.dataSource.view(of: .tableHeader) }),
    ]
    for (name, view) in views {
      probe.onConfigure = { engine.performWhenIdle { log.append(name) } }
      #expect(view() != nil)
      probe.onConfigure = nil
      #expect(log.isEmpty, "\(name): nothing runs in the middle of the layout")
      #expect(engine.dataSource.hasChangesWaitingForLayout, "\(name): the host is told to finish the layout")
      engine.dataSource.send(.layoutFinished)
      #expect(log == [name])
      #expect(!engine.dataSource.hasChangesWaitingForLayout)
      log.removeAll()
    }
  }

  @Test func anIdleEngineRunsTheActionAtOnce() {
    let (engine, _) = makeTable()
    var ran = false
    #expect(engine.isIdle)
    engine.performWhenIdle { ran = true }
    #expect(ran)
  }

  @Test func actionsGivenInAGroupRunInOrderAfterItsUpdateReachedTheHost() throws {
    let (engine, host) = makeTable()
    try engine.addSection(TableSection(rows: [label("a")]))
    var log: [String] = []
    try engine.performBatchUpdates {
      #expect(!engine.isIdle)
      try engine.addCell(label("b"), toSection: 0)
      engine.performWhenIdle { log.append("first, rows \(engine.dataSource.numberOfRows(inSection: 0))") }
      engine.performWhenIdle { log.append("second, updates \(host.appliedUpdateCount)") }
      #expect(log.isEmpty)
    }
    #expect(log == ["first, rows 2", "second, updates \(host.appliedUpdateCount)"])
    #expect(engine.isIdle)
  }

  @Test func actionsGivenInAFailedGroupRunAfterItWasUndone() throws {
    struct Failure: Error {}
    let (engine, _) = makeTable()
    try engine.addSection(TableSection(rows: [label("a")]))
    var rowsSeen: Int?
    #expect(throws: Failure.self) {
      try engine.performBatchUpdates {
        try engine.addCell(label("b"), toSection: 0)
        engine.performWhenIdle { rowsSeen = engine.dataSource.numberOfRows(inSection: 0) }
        throw Failure()
      }
    }
    #expect(rowsSeen == 1)
  }

  @Test func anApplyRefusedWhileAViewIsConfiguredCanWaitAndThenSucceeds() throws {
    let (engine, host) = makeTable()
    var refused: TableError?
    var applied = false
    probe.onConfigure = {
      probe.onConfigure = nil
      #expect(!engine.isIdle)
      do {
        try engine.apply([TableSection(rows: [label("replaced")])])
      } catch {
        refused = error as? TableError
        engine.performWhenIdle {
          applied = (try? engine.apply([TableSection(rows: [label("replaced")])])) != nil
        }
      }
    }
    try engine.addSection(TableSection(rows: [callbackCell("x")]))
    _ = host.render()  // lays out and configures the cell
    #expect(refused == .reentrantMutation(operation: "apply(_:animation:)", during: "a view is being configured"))
    #expect(applied)
    let screen = host.render()
    #expect(screen.first?.hasPrefix("replaced") == true, "\(screen)")
  }

  @Test func actionsRunInTheOrderGivenAlsoWhenOneStartsAGroup() throws {
    let (engine, _) = makeTable()
    var log: [String] = []
    try engine.performBatchUpdates {
      engine.performWhenIdle {
        // Its group makes the engine busy; when that group ends the engine is idle again and
        // the actions waiting by then run, oldest first, before this one goes on.
        try? engine.performBatchUpdates {
          engine.performWhenIdle { log.append("queued by the first") }
        }
        log.append("first")
      }
      engine.performWhenIdle { log.append("second") }
    }
    #expect(log == ["second", "queued by the first", "first"])
  }

  @Test func anActionGivenWhileTheHostLaysOutRunsWhenTheLayoutEnds() throws {
    let (engine, host) = makeTable()
    var log: [String] = []
    probe.onConfigure = {
      log.append("configure")
      if log.count == 1 { engine.performWhenIdle { log.append("action") } }
    }
    try engine.addSection(
      TableSection(rows: [callbackCell("a"), callbackCell("b")]))
    _ = host.render()
    // Not at the end of the first row's configuration, in the middle of the layout: after it.
    #expect(log == ["configure", "configure", "action"])
    #expect(!engine.dataSource.hasChangesWaitingForLayout)
  }

  @Test func anActionStillWaitingWhenTheHostGoesIsDroppedWithWhatItCaptured() throws {
    weak var weakEngine: TableEngine?
    weak var weakHost: TerminalTableView?
    var ran = false
    do {
      let host = TerminalTableView(width: 20, height: 5)
      let engine = TableEngine(host: host)
      try engine.addSection(TableSection(rows: [callbackCell("a")]))
      probe.onConfigure = {
        probe.onConfigure = nil
        // A strong capture: the engine keeps the action, the action keeps the engine.
        engine.performWhenIdle {
          ran = true
          _ = engine.sectionCount
        }
      }
      // The host configures a view while it lays out, then goes before its layout ends (a
      // table view deallocated with `layoutDidFinish()` still scheduled).
      engine.dataSource.reconfigure(CallbackCell(), forRowAt: IndexPath(row: 0, section: 0))
      #expect(engine.dataSource.hasChangesWaitingForLayout)
      weakEngine = engine
      weakHost = host
    }
    #expect(weakHost == nil)
    // A Bool, not the engine: a failed expectation describes its operands, and describing a
    // leaked engine reads its unowned reference to the host that is gone.
    let engineWasFreed = weakEngine == nil
    #expect(engineWasFreed, "the host's notice dropped the waiting action, and the cycle with it")
    #expect(!ran, "an action waiting for a layout that never ends does not run")
  }
}
