import ComponentTable
import ComponentTableTerminal
import Foundation
import SettingsScreen
import Testing

/// The terminal's linear mode for screen readers: the example screen's rows said as VoiceOver
/// says them, end to end through the app, and through the demo binary.
@MainActor
@Suite struct ScreenReaderModeTests {
  func app() throws -> TerminalTableApp {
    let app = try TerminalTableApp(root: SettingsScreen.screen(model: SettingsModel()))
    app.resize(to: TerminalSize(columns: 60, rows: 40))
    app.speaksForScreenReaders = true
    return app
  }

  @Test func movingTheFocusSaysEachRowOnce() throws {
    let app = try app()
    try app.replay("down down down")
    #expect(
      app.spokenLines == [
        // A new screen starts at its first section's header, a heading.
        "Settings. Ann Lee, ann.lee@example.com, Heading. Apple ID, Ann Lee, Button, Opens Apple ID.",
        "Family Sharing, Button, Opens Family Sharing.",
        // Entering the next section says its header on the way.
        "Network, Heading. Airplane Mode, Switch button, Off, Double-tap to toggle setting.",
        "Wi-Fi, Switch button, On, Double-tap to toggle setting.",
      ])
    // The status line says the focused row.
    #expect(app.frameText.contains("Wi-Fi, Switch button, On"))
  }

  @Test func aChangedValueAndAnotherScreenAreSaid() throws {
    let app = try app()
    try app.replay("down*3 space")  // Wi-Fi off
    #expect(app.spokenLines.last == "Wi-Fi, Switch button, Off, Double-tap to toggle setting.")
    try app.replay("up up enter")  // Family Sharing opens
    #expect(app.spokenLines.last?.hasPrefix("Settings › Family Sharing. ") == true)
    let count = app.spokenLines.count
    try app.replay("end home end")  // nothing new is said twice in a row for the same focus
    #expect(app.spokenLines.count <= count + 3)
  }

  @Test func steppersAndSlidersSayTheirNewValue() throws {
    let app = try app()
    try app.replay("down*11")
    #expect(app.spokenLines.last == "Text Size, 3, Adjustable, Swipe up or down with one finger to adjust the value.")
    try app.replay("right")
    #expect(app.spokenLines.last == "Text Size, 4, Adjustable, Swipe up or down with one finger to adjust the value.")
    try app.replay("down")
    #expect(app.spokenLines.last?.hasPrefix("Brightness, 50%, Adjustable") == true)
  }

  @Test func positionsThatAreNotRowsSayNothing() throws {
    let app = try app()
    for path in [IndexPath(row: 99, section: 0), IndexPath(row: 0, section: 99), IndexPath(row: -1, section: 0)] {
      #expect(app.table.spokenText(forRowAt: path) == nil, "\(path)")
    }
    #expect(app.table.spokenText(forRowAt: IndexPath(index: 0)) == nil)
    #expect(app.spokenLines.count == 1)  // asking changes nothing
  }

  @Test func offItSaysNothing() throws {
    let app = try app()
    app.speaksForScreenReaders = false
    let said = app.spokenLines.count
    try app.replay("down down")
    #expect(app.spokenLines.count == said)
    #expect(!app.frameText.contains("Button, Opens"))
  }
}

/// The demo's `--screen-reader`: one line per change instead of the screen.
@Suite struct ScreenReaderDemoTests {
  @Test func theDemoPrintsWhatTheFocusSaid() throws {
    let run = try DemoRun.run(["--screen-reader", "--keys", "down*3"])
    #expect(run.status == 0)
    #expect(
      run.lines.first == "Settings. Ann Lee, ann.lee@example.com, Heading. Apple ID, Ann Lee, Button, Opens Apple ID.")
    #expect(run.lines.last == "Wi-Fi, Switch button, On, Double-tap to toggle setting.")
    #expect(run.lines.count == 4)
  }
}
