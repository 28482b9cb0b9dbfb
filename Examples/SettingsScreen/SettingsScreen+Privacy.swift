import ComponentTable
import ComponentTableSettings
import Foundation

/// "Passcode & Backup": the rows whose changes wait, fail or are refused. The Face ID switch
/// refuses to turn on without a passcode and offers to open the Passcode screen; the iCloud
/// Backup switch asks a "server" (a timer)
/// that fails every other time, so the switch shows "Updating…" and then either stays or
/// goes back with the server's message; "Storage Used" loads.
extension SettingsScreen {
  /// The error of the demo's pretend server.
  struct ServerUnreachable: LocalizedError {
    var errorDescription: String? { "The backup server did not answer." }
  }

  static func privacy(model: SettingsModel) -> TableScreen {
    let shown = ShownScreen()
    // A loaded value is not state the screen follows: its arrival declares the screen again,
    // and the row keeps its identity, so it is configured again in place.
    model.storageUsed.onChange = { try? shown.screen?.refresh() }
    let screen = TableScreen.observing(title: "Passcode & Backup", store: model.store) {
      TableSection(
        id: "unlock", header: .sectionTitle("Unlock"),
        footer: .footerNote("Face ID needs a passcode to fall back on."),
        rows: [
          passcodeRow(model: model),
          .switchRow(
            "Face ID", isOn: .value(model.faceID),
            change: .refusing { isOn, context in
              guard isOn, !model.passcode else { return .accept }
              // The way forward, not just a no: the passcode screen is one answer away.
              return .ask(
                try TableDialog(
                  title: "Set a passcode first", message: "Face ID needs a passcode to fall back on.",
                  actions: [
                    .init("Set Passcode") {
                      model.record("Opened Passcode")
                      try? context.navigator?.push(passcode(model: model))
                    },
                    .cancel(),
                  ]))
            }
          ) { isOn in
            model.faceID = isOn
            model.record("Face ID \(isOn ? "on" : "off")")
          },
        ])
      TableSection(
        id: "backup", header: .sectionTitle("iCloud"),
        footer: .footerNote("The backup server answers after a moment, and fails every other time."),
        rows: [
          .switchRow(
            "iCloud Backup", isOn: .value(model.iCloudBackup),
            change: .confirmed { _ in
              model.backupRequests += 1
              try await Task.sleep(nanoseconds: model.serverDelay)
              if model.backupRequests % 2 == 1 { throw ServerUnreachable() }
            }
          ) { isOn in
            model.iCloudBackup = isOn
            model.record("iCloud Backup \(isOn ? "on" : "off")")
          },
          .valueRow("Storage Used", value: model.storageUsed.value ?? "").loading(model.storageUsed),
        ])
    }
    shown.screen = screen
    // A link to the screen: the UIKit host registers it with Spotlight while it is shown, with
    // its path ("Apple ID/Passcode & Backup/") for the app to open again.
    return screen.userActivity(activityType, keywords: ["Face ID", "iCloud Backup", "Passcode"])
  }

  /// "Passcode": the screen Face ID's refusal opens, where the passcode is turned on.
  static func passcode(model: SettingsModel) -> TableScreen {
    TableScreen.observing(title: "Passcode", store: model.store) {
      TableSection(
        id: "passcode", footer: .footerNote("Face ID falls back on the passcode."),
        rows: [passcodeRow(model: model)])
    }
  }

  /// The Passcode switch, on both screens that show it; turning it off turns Face ID off.
  static func passcodeRow(model: SettingsModel) -> TableComponent {
    .switchRow("Passcode", isOn: .value(model.passcode)) { isOn in
      model.passcode = isOn
      if !isOn { model.faceID = false }
      model.record("Passcode \(isOn ? "on" : "off")")
    }
  }

  /// The activity type of the Passcode & Backup screen's link, listed under
  /// `NSUserActivityTypes` in the Info.plist of an app that shows it.
  public static let activityType = "com.example.settings.passcode"

  /// The question "Reset All Settings" asks first.
  static func resetConfirmation(_ reset: @escaping @MainActor @Sendable () -> Void) -> TableDialog? {
    try? TableDialog(
      title: "Reset all settings?",
      message: "Every setting on this screen goes back to its default. Your account stays.",
      style: .actionSheet,
      actions: [.init("Reset All Settings", role: .destructive, handler: reset), .cancel()])
  }
}
