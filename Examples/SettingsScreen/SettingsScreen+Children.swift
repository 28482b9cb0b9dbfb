import ComponentTable
import ComponentTableSettings

/// The screens the settings screen's disclosure rows open. Each follows the settings it reads,
/// as the root does: what a child changes, the parent shows when it is revealed again (a
/// covered screen waits, and declares once when it is seen).
extension SettingsScreen {
  /// "Apple ID": the name (editable; the profile card shows it at once, the "Apple ID" row
  /// after going back), the e-mail address, the iCloud plan, an option picker, and "Privacy &
  /// Security", the screen of changes that wait, fail or are refused.
  static func appleID(model: SettingsModel) -> TableScreen {
    let keys = SettingsModel.Keys.self
    let plans = SettingsModel.storagePlans.enumerated().map { (value: $0.offset, title: $0.element) }
    return TableScreen.observing(title: "Apple ID", store: model.store) {
      // The profile card shows the name: it follows the text field at once.
      TableSection(
        id: "identity", header: .profileCard(name: model.name, detail: model.email),
        rows: [
          .textFieldRow("Name", text: .key(keys.name, in: model.store), placeholder: "Name") { name in
            model.record("Name \(name)")
          },
          .valueRow("Email", value: model.email),
        ])
      TableSection(
        id: "icloud", header: .sectionTitle("iCloud"),
        footer: .footerNote("The plan is shared with your family."),
        rows: [
          .pickerRow("iCloud+ Plan", selection: .key(keys.storagePlan, in: model.store), options: plans) { plan in
            model.record("iCloud+ Plan \(SettingsModel.storagePlans[plan])")
          }
        ])
      TableSection(
        id: "security",
        rows: [
          .navigationRow("Passcode & Backup") {
            model.record("Opened Passcode & Backup")
            return privacy(model: model)
          }
          .searchDestination { privacy(model: model) }
        ])
    }
  }

  /// "Family Sharing": the members and a note.
  static func familySharing(model: SettingsModel) -> TableScreen {
    TableScreen(title: "Family Sharing") {
      TableSection(
        id: "family", header: .sectionTitle("Family"),
        footer: .footerNote(
          "Up to five other people can share your subscriptions and purchases."),
        rows: [
          .textRow(model.name, subtitle: "Organiser (you)"),
          .textRow("Sam Lee", subtitle: "Adult"),
        ])
    }
  }

  /// "Other Networks": the networks in reach as a radio group (choosing one joins it, which the
  /// Wi-Fi section's "Network" row shows after going back), and the security of networks
  /// joined by hand, an option picker one level deeper.
  static func otherNetworks(model: SettingsModel) -> TableScreen {
    let keys = SettingsModel.Keys.self
    let securities = SettingsModel.securities.enumerated().map { (value: $0.offset, title: $0.element) }
    return TableScreen.observing(title: "Other Networks", store: model.store) {
      TableSection(
        id: "networks", header: .sectionTitle("Networks"),
        rows: TableComponent.radioGroup(
          selection: .key(keys.network, in: model.store), options: SettingsModel.networks.map { (value: $0, title: $0) }
        ) { network in
          model.record("Joined \(network)")
        })
      TableSection(
        id: "manual", footer: .footerNote("Used for networks you join by name."),
        rows: [
          .pickerRow("Security", selection: .key(keys.security, in: model.store), options: securities) { security in
            model.record("Security \(SettingsModel.securities[security])")
          }
        ])
    }
  }

  /// "Acknowledgements": presented over the settings with a Done button of its own, as an app
  /// shows its licences in a sheet.
  static func acknowledgements() -> TableScreen {
    TableScreen(
      title: "Acknowledgements",
      barButtons: [TableBarButton(.done) { screen in screen.navigator?.dismiss() }]
    ) {
      TableSection(
        id: "licences", footer: .footerNote("Each is used under its licence; the texts ship with the app."),
        rows: [.valueRow("ComponentTable", value: "MIT"), .valueRow("Swift", value: "Apache 2.0")])
    }
  }

  /// "Legal & Regulatory": long notes that wrap to the width (self-sizing footers).
  static func legal() -> TableScreen {
    TableScreen(title: "Legal & Regulatory") {
      TableSection(
        id: "notices", header: .sectionTitle("Legal Notices"),
        footer: .footerNote(
          "This software is provided as is, without warranty of any kind, express or "
            + "implied, including but not limited to the warranties of merchantability, "
            + "fitness for a particular purpose and noninfringement. In no event shall the "
            + "authors be liable for any claim, damages or other liability arising from, out "
            + "of or in connection with the software or its use."),
        rows: [.valueRow("Licence", value: "MIT")])
      TableSection(
        id: "regulatory", header: .sectionTitle("Regulatory"),
        footer: .footerNote(
          "This device complies with part 15 of the FCC Rules. Operation is subject to "
            + "the following two conditions: it may not cause harmful interference, and it "
            + "must accept any interference received, including interference that may cause "
            + "undesired operation."),
        rows: [.valueRow("Model", value: "A1234"), .valueRow("FCC ID", value: "BCG-E1234")])
    }
  }
}
