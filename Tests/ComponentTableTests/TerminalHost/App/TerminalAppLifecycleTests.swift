import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The terminal app driven by keys makes screens appear and disappear in the order UIKit
/// would: the root when the app starts, each screen opened or gone back to before the one it
/// replaces disappears, and the screen shown when the app quits.
@MainActor
@Suite struct TerminalAppLifecycleTests {

  @MainActor final class Log {
    var events: [String] = []
  }

  func screen(_ title: String, log: Log, rows: [TableComponent]) -> TableScreen {
    TableScreen(title: title) { TableSection(id: "rows", rows: rows) }
      .onAppear { log.events.append("appear \(title)") }
      .onDisappear { log.events.append("disappear \(title)") }
  }

  @Test func keysOpenAndCloseScreensInUIKitsOrder() throws {
    let log = Log()
    let about: @MainActor () -> TableScreen = {
      self.screen("About", log: log, rows: [TableComponent.valueRow("Version", value: "1")])
    }
    let general: @MainActor () -> TableScreen = {
      self.screen("General", log: log, rows: [TableComponent.navigationRow("About", destination: about)])
    }
    let app = try TerminalTableApp(
      root: screen("Settings", log: log, rows: [TableComponent.navigationRow("General", destination: general)]))
    app.resize(to: TerminalSize(columns: 40, rows: 10))
    #expect(log.events == ["appear Settings"])
    app.replay([.enter, .right])  // General, then About
    #expect(
      log.events == ["appear Settings", "appear General", "disappear Settings", "appear About", "disappear General"])
    log.events = []
    app.replay([.escape, .left])  // back to General, then to Settings
    #expect(log.events == ["appear General", "disappear About", "appear Settings", "disappear General"])
    log.events = []
    app.replay([.character("q")])
    #expect(app.isFinished)
    #expect(log.events == ["disappear Settings"])
  }

  @Test func anAppearActionsChangeShowsInTheScreensFirstFrame() throws {
    @MainActor final class Storage {
      var cacheSize = "unknown"
      var measurements = 0
    }
    let storage = Storage()
    let cache: @MainActor () -> TableScreen = {
      TableScreen(title: "Storage", revealBehavior: .refresh) {
        TableSection(rows: [TableComponent.valueRow("Cache", value: storage.cacheSize)])
      }
    }
    let root = TableScreen(title: "Settings") {
      TableSection(rows: [
        TableComponent.navigationRow("Storage") {
          let screen = cache()
          return screen.onAppear { [weak screen] in
            storage.measurements += 1
            storage.cacheSize = "\(storage.measurements * 10) MB"
            try? screen?.refresh(animation: .none)
          }
        }
      ])
    }
    let app = try TerminalTableApp(root: root)
    app.resize(to: TerminalSize(columns: 40, rows: 8))
    app.replay([.enter])
    #expect(app.renderFrame(styled: false).contains { $0.contains("10 MB") })
    app.replay([.escape, .enter])  // a new Storage screen, measured again
    #expect(app.renderFrame(styled: false).contains { $0.contains("20 MB") })
  }
}
