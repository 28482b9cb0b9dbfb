import ComponentTable
import ComponentTableTerminal
import Foundation
import SettingsScreen
import Testing

/// The demo's Passcode & Backup screen (under Apple ID) and its reset question, driven by keys
/// as a user would: a refused switch, a change whose pretend server fails and then succeeds, a
/// value that loads, and "Reset All Settings" asking first.
@MainActor
@Suite struct SettingsDemoChangesTests {
  typealias Kit = TerminalSettingsKit

  /// The example app, 60 × 30, on the Passcode & Backup screen; its server answers at once.
  func passcodeAndBackup(_ model: SettingsModel) throws -> TerminalTableApp {
    model.serverDelay = 0
    let app = try TerminalTableApp(root: SettingsScreen.screen(Kit.self, model: model)) { model.log.last }
    app.resize(to: TerminalSize(columns: 60, rows: 30))
    try app.row(titled: "Apple ID").select()
    try app.row(titled: "Passcode & Backup").select()
    #expect(app.navigator?.path == ["Settings", "Apple ID", "Passcode & Backup"])
    return app
  }

  @Test func faceIDIsRefusedWithoutAPasscodeAndTakenWithOne() async throws {
    let model = SettingsModel()
    let app = try passcodeAndBackup(model)
    let faceID = try app.row(titled: "Face ID")
    try faceID.setOn(true)
    #expect(!model.faceID && app.frameText.contains("! Set a passcode first."))
    try faceID.setOn(true)  // refused again, the same
    #expect(!model.faceID && app.table.announcements == ["Set a passcode first.", "Set a passcode first."])
    try app.row(titled: "Passcode").setOn(true)
    try faceID.setOn(true)
    #expect(model.passcode && model.faceID)
    #expect(try faceID.value == "On")
    #expect(!app.frameText.contains("! Set a passcode first."))
  }

  /// "Set a passcode first." goes as soon as a passcode is set, Face ID still off: the screen
  /// declared again shows the row without it. (That a declaration for anything else keeps it
  /// is `ControlRefusalTests.aRefusalsMessageStaysWhileTheChangeWouldStillBeRefused`.)
  @Test func aRefusalsMessageGoesWhenItsCauseIsGone() throws {
    let model = SettingsModel()
    let app = try passcodeAndBackup(model)
    let (passcode, faceID) = (try app.row(titled: "Passcode"), try app.row(titled: "Face ID"))
    try faceID.setOn(true)  // refused
    #expect(!model.faceID && app.frameText.contains("! Set a passcode first."))
    try app.replay("up")  // moving declares nothing: the message stays
    #expect(app.frameText.contains("! Set a passcode first."))
    try passcode.setOn(true)
    #expect(model.passcode && !model.faceID)
    #expect(!app.frameText.contains("Set a passcode first."))
    try passcode.setOn(false)  // no passcode again: the message does not come back by itself
    #expect(!model.passcode && !app.frameText.contains("Set a passcode first."))
    try faceID.setOn(true)  // until Face ID is refused again
    #expect(!model.faceID && app.frameText.contains("! Set a passcode first."))
  }

  /// A change made after Storage Used arrived (which declares the screen outside its tracking)
  /// is shown by the next frame, without waiting for a task: the message goes with its cause.
  @Test func aChangeAfterTheStorageFigureArrivedIsShownAtOnce() async throws {
    let model = SettingsModel()
    let app = try passcodeAndBackup(model)
    try app.row(titled: "Face ID").setOn(true)  // refused
    await app.settle()
    #expect(app.frameText.contains("12.4 GB of 50 GB"))
    #expect(!model.faceID && app.frameText.contains("! Set a passcode first."))
    try app.row(titled: "Passcode").setOn(true)
    #expect(model.passcode && !app.frameText.contains("Set a passcode first."))
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
    let app = try TerminalTableApp(root: SettingsScreen.screen(Kit.self, model: model))
    app.resize(to: TerminalSize(columns: 60, rows: 30))
    try app.replay("end enter")
    #expect(app.shownConfirmation?.confirmation.title == "Reset all settings?")
    #expect(app.frameText.contains("1 Reset All Settings"))
    try app.replay("2")  // Cancel
    #expect(!model.wifi && app.shownConfirmation == nil)
    try app.replay("enter 1")
    #expect(model.wifi && model.log.last == "Settings reset")
  }
}
