import ComponentTable

/// The screens the settings screen's disclosure rows open. Each reads the model in its builder,
/// so a refresh shows the current values; what a child changes, the parent shows on the way
/// back, because the parents are made `whenRevealed: .refresh`.
extension SettingsScreen {
  /// "Apple ID": the name (editable; the profile card shows it at once, the "Apple ID" row
  /// after going back), the e-mail address, the iCloud plan, an option picker, and "Privacy &
  /// Security", the screen of changes that wait, fail or are refused.
  static func appleID<Kit: SettingsKit>(_ kit: Kit.Type, model: SettingsModel) -> TableScreen {
    let shown = ShownScreen()
    let screen = TableScreen(title: "Apple ID", whenRevealed: .refresh) {
      TableSection(
        id: "identity", header: Kit.profileCard(name: model.name, detail: model.email),
        rows: [
          Kit.textField("Name", text: model.name, placeholder: "Name") { name in
            model.name = name
            model.record("Name \(name)")
            // The profile card above shows the name: rebuild now, not when the user leaves.
            try? shown.screen?.refresh()
          },
          Kit.valueRow("Email", value: model.email),
        ])
      TableSection(
        id: "icloud", header: Kit.sectionTitle("iCloud"),
        footer: Kit.footerNote("The plan is shared with your family."),
        rows: [
          Kit.optionPicker(
            "iCloud+ Plan", options: SettingsModel.storagePlans, selected: model.storagePlan
          ) {
            model.storagePlan = $0
            model.record("iCloud+ Plan \(SettingsModel.storagePlans[$0])")
          }
        ])
      TableSection(
        id: "security",
        rows: [
          Kit.navigationRow("Passcode & Backup") {
            model.record("Opened Passcode & Backup")
            return privacy(kit, model: model)
          }
          .searchDestination { privacy(kit, model: model) }
        ])
    }
    shown.screen = screen
    return screen
  }

  /// "Family Sharing": the members and a note.
  static func familySharing<Kit: SettingsKit>(_ kit: Kit.Type, model: SettingsModel) -> TableScreen {
    TableScreen(title: "Family Sharing") {
      TableSection(
        id: "family", header: Kit.sectionTitle("Family"),
        footer: Kit.footerNote(
          "Up to five other people can share your subscriptions and purchases."),
        rows: [
          Kit.subtitleRow(model.name, subtitle: "Organiser (you)"),
          Kit.subtitleRow("Sam Lee", subtitle: "Adult"),
        ])
    }
  }

  /// "Other Networks": the networks in reach as a radio group (choosing one joins it, which the
  /// Wi-Fi section's "Network" row shows after going back), and the security of networks
  /// joined by hand, an option picker one level deeper.
  static func otherNetworks<Kit: SettingsKit>(_ kit: Kit.Type, model: SettingsModel) -> TableScreen {
    TableScreen(title: "Other Networks", whenRevealed: .refresh) {
      TableSection(
        id: "networks", header: Kit.sectionTitle("Networks"),
        rows: Kit.radioGroup(
          SettingsModel.networks,
          selected: SettingsModel.networks.firstIndex(of: model.network) ?? 0,
          id: "networks"
        ) { index in
          model.network = SettingsModel.networks[index]
          model.record("Joined \(model.network)")
        })
      TableSection(
        id: "manual", footer: Kit.footerNote("Used for networks you join by name."),
        rows: [
          Kit.optionPicker("Security", options: SettingsModel.securities, selected: model.security) {
            model.security = $0
            model.record("Security \(SettingsModel.securities[$0])")
          }
        ])
    }
  }

  /// "Legal & Regulatory": long notes that wrap to the width (self-sizing footers).
  static func legal<Kit: SettingsKit>(_ kit: Kit.Type) -> TableScreen {
    TableScreen(title: "Legal & Regulatory") {
      TableSection(
        id: "notices", header: Kit.sectionTitle("Legal Notices"),
        footer: Kit.footerNote(
          "This software is provided as is, without warranty of any kind, express or "
            + "implied, including but not limited to the warranties of merchantability, "
            + "fitness for a particular purpose and noninfringement. In no event shall the "
            + "authors be liable for any claim, damages or other liability arising from, out "
            + "of or in connection with the software or its use."),
        rows: [Kit.valueRow("Licence", value: "MIT")])
      TableSection(
        id: "regulatory", header: Kit.sectionTitle("Regulatory"),
        footer: Kit.footerNote(
          "This device complies with part 15 of the FCC Rules. Operation is subject to "
            + "the following two conditions: it may not cause harmful interference, and it "
            + "must accept any interference received, including interference that may cause "
            + "undesired operation."),
        rows: [Kit.valueRow("Model", value: "A1234"), Kit.valueRow("FCC ID", value: "BCG-E1234")])
    }
  }
}
