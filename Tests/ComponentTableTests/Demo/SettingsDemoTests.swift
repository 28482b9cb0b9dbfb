import ComponentTable
import ComponentTableTerminal
import Foundation
import SettingsScreen
import Testing

/// The settings demo as a user drives it: the screen is built from `Examples/`, keys are
/// replayed through the same controller the interactive app uses, and both the rendered text
/// and the model are checked.
@MainActor
@Suite struct SettingsDemoTests {
  @MainActor struct Demo {
    let model = SettingsModel()
    let app: TerminalTableApp
    /// The root screen's table (the app's `table` is the shown screen's).
    let table: TerminalTableView
    let engine: TableEngine

    init(columns: Int = 60, rows: Int? = nil) throws {
      let model = self.model
      app = try TerminalTableApp(root: SettingsScreen.screen(model: model)) {
        model.log.last
      }
      table = app.table
      engine = try #require(table.engine)
      engine.hostCallObserver = UIKitRulesOracle(policy: .record)
      table.width = columns - 2
      table.height = rows.map { $0 - TerminalTableApp.chromeHeight } ?? table.contentHeight
    }

    func press(_ script: String) throws {
      app.replay(try KeyScript.parse(script))
    }

    var screen: [String] { app.renderFrame(styled: false) }
    var text: String { screen.joined(separator: "\n") }
  }

  @Test(arguments: [40, 80])
  func screenMatchesSnapshot(columns: Int) throws {
    let demo = try Demo(columns: columns)
    try expectSnapshot(demo.text, named: "settings-\(columns)")
    #expect(demo.screen.allSatisfy { $0.displayWidth == columns })
  }

  @Test func togglingWiFiRemovesAndRestoresItsThreeRows() throws {
    let demo = try Demo()
    #expect(demo.engine.dataSource.numberOfRows(inSection: 1) == 6)
    // The switch is bound to the key "wifi", which identifies it.
    try demo.app.row(identifiedBy: "wifi").setOn(false)
    #expect(demo.model.wifi == false)
    #expect(demo.model.log.last == "Wi-Fi off")
    #expect(demo.engine.dataSource.numberOfRows(inSection: 1) == 3)
    #expect(demo.text.contains("Wi-Fi" + String(repeating: " ", count: 48) + "[off]"))
    #expect(!demo.text.contains("Ask to Join"))
    #expect(demo.text.contains(" Wi-Fi off"))  // the status line
    #expect(demo.table.focusedIndexPath == IndexPath(row: 1, section: 1))
    #expect(
      demo.table.lastAppliedUpdate
        == TableBatchUpdate(deletedRows: [4, 3, 2].map { IndexPath(row: $0, section: 1) }.reversed()))
    #expect(demo.table.inconsistencies.isEmpty)

    try demo.press("space")
    #expect(demo.model.wifi)
    #expect(demo.engine.dataSource.numberOfRows(inSection: 1) == 6)
    #expect(demo.text.contains("Ask to Join Networks"))
    #expect(demo.table.inconsistencies.isEmpty)
  }

  @Test func radioCheckmarkMovesToTheSelectedOption() throws {
    let demo = try Demo()
    try demo.app.row(titled: "Light").select()
    #expect(demo.model.appearance == 0)
    #expect(demo.model.log.last == "Appearance Light")
    #expect(try demo.app.row(titled: "Light").isChecked)
    #expect(try !demo.app.row(titled: "Dark").isChecked && !demo.app.row(titled: "Automatic").isChecked)
    // One checkmark drawn, on the focused row.
    #expect(demo.screen.filter { $0.contains("✓") }.count == 1)
    #expect(demo.screen.contains { $0.hasPrefix("›Light") && $0.hasSuffix("✓ ") })
  }

  @Test func stepperAndTextFieldChangeTheModel() throws {
    let demo = try Demo()
    try demo.app.row(titled: "Text Size").step(1)
    #expect(demo.model.textSize == 4)
    #expect(try demo.app.row(titled: "Text Size").value == "4")
    #expect(demo.text.contains("− 4 +"))
    try demo.app.row(titled: "Device Name").setText("Ann's Laptop")
    #expect(demo.model.deviceName == "Ann's Laptop")
    #expect(demo.text.contains("[Ann's Laptop]"))
    // Esc cancels an edit and leaves the text as it was.
    try demo.press("enter text:xyz esc")
    #expect(demo.model.deviceName == "Ann's Laptop")
    #expect(demo.app.isFinished == false)
  }

  @Test func theBrightnessSliderMovesByAStepAndStopsAtTheEnds() throws {
    let demo = try Demo()
    let brightness = try demo.app.row(titled: "Brightness")
    let line = { demo.screen.first { $0.contains("Brightness") } ?? "" }
    #expect(line().hasSuffix("Brightness" + String(repeating: " ", count: 31) + "▕█████░░░░░▏  50% "))
    try brightness.step(2)
    try brightness.step(-1)
    // The help line names the keys the slider takes.
    #expect(demo.screen.last?.contains("←→ adjust") == true)
    try demo.press("right")
    #expect(demo.model.brightness == 0.6)
    #expect(try brightness.value == "60%")
    #expect(demo.model.log.last == "Brightness 60%")
    #expect(line().contains("▕██████░░░░▏  60%"))
    try demo.press("right*20")
    #expect(demo.model.brightness == 1)
    #expect(line().contains("▕██████████▏ 100%"))
    try demo.press("left*30")
    #expect(demo.model.brightness == 0)
    #expect(line().contains("▕░░░░░░░░░░▏   0%"))
    #expect(demo.table.inconsistencies.isEmpty)
  }

  @Test func endScrollsToTheBottomInASmallWindow() throws {
    let demo = try Demo(columns: 50, rows: 12)
    #expect(demo.screen.count == 12)
    try demo.press("end")
    #expect(demo.table.focusedIndexPath == IndexPath(row: 0, section: 4))
    let lines = demo.screen
    // title, 9 table lines, status, help: the reset row and its 3-line note end the table.
    #expect(lines[lines.count - 6].hasPrefix("›Reset All Settings"))
    #expect(lines[lines.count - 5].contains("Resetting returns"))
    #expect(lines[lines.count - 3].contains("as they are."))
    // The scroll indicator's thumb is at the bottom.
    #expect(lines[lines.count - 3].hasSuffix("┃"))
    #expect(lines[1].hasSuffix("│"))
    try demo.press("home")
    #expect(demo.table.contentOffset == 0)
    #expect(demo.table.focusedIndexPath == IndexPath(row: 0, section: 0))
  }

  @Test func pageDownMovesTheFocusWithThePage() throws {
    let demo = try Demo(columns: 50, rows: 12)
    try demo.press("pgdn")
    #expect(demo.table.contentOffset == 8)
    let focus = try #require(demo.table.focusedIndexPath)
    #expect(demo.table.indexPathsForVisibleRows.contains(focus))
    try demo.press("pgdn*20")
    #expect(demo.table.focusedIndexPath == IndexPath(row: 0, section: 4))
    try demo.press("pgup*20")
    #expect(demo.table.contentOffset == 0)
  }

  @Test func resetRestoresTheDefaults() throws {
    let demo = try Demo()
    try demo.press("down*3 enter down*4 enter end enter")
    // The reset asks first: Esc leaves everything as it was, 1 resets.
    #expect(demo.text.contains("1 Reset All Settings"))
    try demo.press("esc")
    #expect(!demo.model.wifi && demo.model.log.last != "Settings reset")
    try demo.press("enter 1")
    #expect(demo.model.log.suffix(1) == ["Settings reset"])
    #expect(demo.model.wifi)
    #expect(demo.model.appearance == 2)
    #expect(demo.engine.sectionCount == 5)
    #expect(demo.engine.dataSource.numberOfRows(inSection: 1) == 6)
    #expect(demo.table.inconsistencies.isEmpty)
  }

  @Test func quitKeysFinish() throws {
    for script in ["q", "ctrl-c"] {
      let demo = try Demo()
      try demo.press("down \(script) down")
      #expect(demo.app.isFinished)
      #expect(demo.table.focusedIndexPath == IndexPath(row: 1, section: 0))
    }
  }
}
