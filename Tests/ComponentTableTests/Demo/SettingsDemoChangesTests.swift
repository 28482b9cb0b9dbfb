import ComponentTable
import ComponentTableTerminal
import Foundation
import SettingsScreen
import Testing

/// The demo's Passcode & Backup screen (under Apple ID) and its reset question, driven by keys
/// as a user would: a switch refused with a way forward, a change whose pretend server fails and then succeeds, a
/// value that loads, and "Reset All Settings" asking first.
@MainActor
@Suite struct SettingsDemoChangesTests {

  /// The example app, 60 × 30, on the Passcode & Backup screen; its server answers at once.
  func passcodeAndBackup(_ model: SettingsModel) throws -> TerminalTableApp {
    model.serverDelay = 0
    let app = try TerminalTableApp(root: SettingsScreen.screen(model: model)) { model.log.last }
    app.resize(to: TerminalSize(columns: 60, rows: 30))
    try app.row(titled: "Apple ID").select()
    try app.row(titled: "Passcode & Backup").select()
    #expect(app.navigator?.path == ["Settings", "Apple ID", "Passcode & Backup"])
    return app
  }

  /// Ctrl-C ends the program whatever has the keys: a question, the list of a row's actions,
  /// the section index or the bar buttons must not trap the user.
  @Test(arguments: ["", "a", "i", "b"])
  func ctrlCEndsTheAppFromAQuestionOrAList(opening list: String) throws {
    let model = SettingsModel()
    let app = try passcodeAndBackup(model)
    if list.isEmpty {
      try app.row(titled: "Face ID").setOn(true)
      #expect(app.shownDialog != nil)
    } else {
      try app.replay(list)
    }
    try app.replay("ctrl-c")
    #expect(app.isFinished && app.wasInterrupted)
  }

  /// Face ID without a passcode is refused with a way forward: a question whose first answer
  /// opens the Passcode screen. Keys only: cancel leaves everything as it was; "Set Passcode"
  /// opens the screen, the passcode goes on there, and back on Passcode & Backup Face ID is
  /// taken.
  @Test func faceIDWithoutAPasscodeAsksAndOpensThePasscodeScreen() throws {
    let model = SettingsModel()
    let app = try passcodeAndBackup(model)
    let faceID = try app.row(titled: "Face ID")
    try faceID.setOn(true)
    #expect(!model.faceID && app.shownDialog?.dialog.title == "Set a passcode first")
    #expect(app.frameText.contains("1 Set Passcode") && app.frameText.contains("2 Cancel"))
    #expect(!app.frameText.contains("! Set a passcode first"))
    try app.replay("esc")  // Cancel: nothing changed, still on Passcode & Backup
    #expect(!model.faceID && app.shownDialog == nil)
    #expect(app.navigator?.path == ["Settings", "Apple ID", "Passcode & Backup"])
    try faceID.setOn(true)
    try app.replay("1")  // Set Passcode
    #expect(app.shownDialog == nil && !model.faceID && model.log.last == "Opened Passcode")
    #expect(app.navigator?.path == ["Settings", "Apple ID", "Passcode & Backup", "Passcode"])
    try app.row(titled: "Passcode").setOn(true)
    #expect(model.passcode)
    try app.replay("esc")  // back
    #expect(app.navigator?.path == ["Settings", "Apple ID", "Passcode & Backup"])
    try app.row(titled: "Face ID").setOn(true)
    #expect(model.passcode && model.faceID && app.shownDialog == nil)
    #expect(try app.row(titled: "Face ID").value == "On")
  }

  /// A change made after Storage Used arrived (which declares the screen outside its tracking)
  /// is shown by the next frame, without waiting for a task.
  @Test func aChangeAfterTheStorageFigureArrivedIsShownAtOnce() async throws {
    let model = SettingsModel()
    let app = try passcodeAndBackup(model)
    await app.settle()
    #expect(app.frameText.contains("12.4 GB of 50 GB"))
    try app.row(titled: "Passcode").setOn(true)
    try app.row(titled: "Face ID").setOn(true)
    #expect(model.passcode && model.faceID && app.shownDialog == nil)
    #expect(try app.row(titled: "Face ID").value == "On")
  }

  @Test func theBackupSwitchWaitsFailsAndRevertsThenSucceeds() async throws {
    let model = SettingsModel()
    let app = try passcodeAndBackup(model)
    let backup = try app.row(titled: "iCloud Backup")
    try backup.setOn(true)
    #expect(app.frameText.contains("⋯ Updating… [ on]"))
    #expect(try backup.value == "On, Updating")
    await app.settle()
    #expect(!model.iCloudBackup && app.frameText.contains("! The backup server did not answer."))
    #expect(try backup.value == "Off")
    try backup.setOn(true)
    await app.settle()
    #expect(model.iCloudBackup && model.log.last == "iCloud Backup on")
    #expect(!app.frameText.contains("! The backup server"))
  }

  @Test func storageUsedLoads() async throws {
    let model = SettingsModel()
    let app = try passcodeAndBackup(model)
    #expect(app.frameText.contains("Storage Used") && app.frameText.contains("Loading…"))
    await app.settle()
    #expect(app.frameText.contains("12.4 GB of 50 GB") && !app.frameText.contains("Loading…"))
  }

  @Test func resetAllSettingsAsksFirst() throws {
    let model = SettingsModel()
    model.wifi = false
    let app = try TerminalTableApp(root: SettingsScreen.screen(model: model))
    app.resize(to: TerminalSize(columns: 60, rows: 30))
    try app.replay("end enter")
    #expect(app.shownDialog?.dialog.title == "Reset all settings?")
    #expect(app.frameText.contains("1 Reset All Settings"))
    try app.replay("2")  // Cancel
    #expect(!model.wifi && app.shownDialog == nil)
    try app.replay("enter 1")
    #expect(model.wifi && model.log.last == "Settings reset")
  }
}
