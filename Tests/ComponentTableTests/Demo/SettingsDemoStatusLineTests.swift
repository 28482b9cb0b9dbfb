import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import Testing

/// The demo's status line says what the last key did, only until the next key; a list of
/// options opens on the chosen one.
@MainActor
@Suite(.recordsDiagnostics) struct SettingsDemoStatusLineTests {
  @Test func whatAKeyDidIsSaidUntilTheNextKey() throws {
    let opened = try DemoRun.run(["--width", "60", "--keys", "down enter"])
    #expect(opened.lines.joined(separator: "\n").contains("Opened Family Sharing"))
    // Going back, or moving on, leaves it behind.
    let back = try DemoRun.run(["--width", "60", "--keys", "down enter esc"])
    #expect(!back.lines.joined(separator: "\n").contains("Opened Family Sharing"))
    let moved = try DemoRun.run(["--width", "60", "--keys", "down enter esc down"])
    #expect(!moved.lines.joined(separator: "\n").contains("Opened"))
  }

  @Test func escAtTheRootSaysHowToQuit() throws {
    let run = try DemoRun.run(["--width", "60", "--keys", "esc"])
    #expect(run.status == 0)
    #expect(run.lines.joined(separator: "\n").contains("Already at the top · q quits"))
  }

  @Test func aListOfOptionsOpensOnTheChosenOne() throws {
    let bundle = try SettingsBundle(contentsOf: exampleBundleURL, preferredLanguages: ["en"])
    let app = try TerminalTableApp(root: bundle.rootScreen(store: InMemorySettingsStore()))
    app.resize(to: TerminalSize(columns: 60, rows: 20))
    try app.replay("down*3 enter")
    #expect(app.navigator?.path == ["Settings", "Refresh"])
    let path = try #require(app.table.focusedIndexPath)
    #expect(app.table.spokenText(forRowAt: path)?.hasPrefix("Selected, Every 15 Minutes") == true)
  }
}
