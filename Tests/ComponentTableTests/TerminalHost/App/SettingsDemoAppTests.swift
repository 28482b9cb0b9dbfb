import ComponentTable
import ComponentTableTerminal
import Foundation
import SettingsScreen
import Testing

/// The example settings screen in the terminal app, driven as a user would drive it: what the
/// reset footer promises, the profile card after an edit, the help line, Esc, Ctrl-C and `q`,
/// and the demo's size flags.
@MainActor
@Suite struct SettingsDemoAppTests {

  /// The example screen in an app of 60 × 30.
  func demo(_ model: SettingsModel = SettingsModel()) throws -> TerminalTableApp {
    let app = try TerminalTableApp(root: SettingsScreen.screen(model: model)) { model.log.last }
    app.resize(to: TerminalSize(columns: 60, rows: 30))
    return app
  }

  func frame(_ app: TerminalTableApp) -> [String] { app.renderFrame(styled: false) }

  @Test func resetAllSettingsKeepsTheAccountAsItsFooterSays() throws {
    let model = SettingsModel()
    let app = try demo(model)
    model.storagePlan = 3
    model.name = "Bo Chen"
    model.wifi = false
    app.replay(try KeyScript.parse("end enter 1"))  // "Reset All Settings", and yes
    #expect(model.log.last == "Settings reset")
    #expect(model.wifi)  // a setting: reset
    #expect(model.storagePlan == 3)  // the account: kept
    #expect(model.name == "Bo Chen")
  }

  @Test func editingTheNameInAppleIDUpdatesTheProfileCardAtOnce() throws {
    let model = SettingsModel()
    let app = try demo(model)
    app.replay(try KeyScript.parse("enter enter backspace*7 'Bo Chen' enter"))
    #expect(app.navigator?.path == ["Settings", "Apple ID"])
    #expect(model.name == "Bo Chen")
    let card = frame(app).prefix(4).joined(separator: "\n")  // the title and the card
    #expect(card.contains("│ BC │ Bo Chen"), "\(card)")
  }

  @Test func theHelpLineNamesOnlyWhatTheFocusedRowDoes() throws {
    let app = try demo()
    func help(at script: String) throws -> String {
      app.replay(try KeyScript.parse("home " + script))
      return frame(app).last ?? ""
    }
    let version = try help(at: "end up*3")  // "Version": a value row, no closure
    #expect(app.table.cellForRow(at: try #require(app.table.focusedIndexPath)) is TerminalBuiltInCell<ValueRowData>)
    #expect(!version.contains("⏎"), "\(version)")
    #expect(!version.contains("a actions"))
    #expect(version.contains("q quit"))
    let wifi = try help(at: "down*3")
    #expect(wifi.contains("⏎/space select") && wifi.contains("←→ adjust"), "\(wifi)")
    let deviceName = try help(at: "end up*4")
    #expect(deviceName.contains("⏎ edit"), "\(deviceName)")
    let appleID = try help(at: "")
    #expect(appleID.contains("⏎/→ open"))
  }

  @Test func aThenEscAtTheRootClosesTheNoteAndDoesNotQuit() throws {
    let app = try demo()
    app.replay([.character("a")])
    #expect(frame(app).contains { $0.contains("no actions for this row · esc close") })
    app.replay([.escape])
    #expect(!app.isFinished)
    app.replay([.escape])
    // A second Esc at the root does not quit: one Esc too many must not end the app.
    #expect(!app.isFinished)
    #expect(frame(app).contains { $0.contains("Already at the top · q quits") })
    app.replay([.down])
    #expect(!frame(app).contains { $0.contains("q quits") && $0.contains("Already") })
  }

  @Test func ctrlCFinishesAsAnInterruptAndQAsAQuit() throws {
    let interrupted = try demo()
    interrupted.replay([.down, .ctrlC])
    #expect(interrupted.isFinished && interrupted.wasInterrupted)
    let editing = try demo()
    editing.replay(try KeyScript.parse("end up*4 enter ctrl-c"))  // while editing a text field
    #expect(editing.isFinished && editing.wasInterrupted)
    let quit = try demo()
    quit.replay([.character("q")])
    #expect(quit.isFinished && !quit.wasInterrupted)
  }

  @Test(arguments: [1, 2, 3, 4])
  func aScreenOfFewRowsGetsExactlyThatManyLines(rows: Int) throws {
    let app = try demo()
    app.resize(to: TerminalSize(columns: 40, rows: rows))
    let lines = frame(app)
    #expect(lines.count == rows, "\(lines)")
    #expect(lines.contains { $0.contains("Apple ID") })  // the focused first row stays
    #expect(lines.allSatisfy { $0.displayWidth == 40 })
  }

  @Test func theDemosHeightFlagIsHonouredDownToOneLine() throws {
    for rows in 1...4 {
      let process = Process()
      process.executableURL = try settingsDemoBinary()
      let store = FileManager.default.temporaryDirectory.appendingPathComponent("height-\(UUID()).plist")
      process.arguments = ["--height", "\(rows)", "--width", "40", "--store", store.path]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      try? FileManager.default.removeItem(at: store)
      #expect(process.terminationStatus == 0)
      #expect(text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == rows, "\(text)")
    }
  }
}
