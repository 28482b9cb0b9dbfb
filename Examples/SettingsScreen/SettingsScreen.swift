import ComponentTable

/// The example settings screen, written once against `SettingsKit`: the terminal demo builds
/// it with `TerminalSettingsKit`, the iOS example with `UIKitSettingsKit`. This file imports no
/// host module.
///
/// It shows the heterogeneous screen the library is for: a custom profile header, switches
/// (one of which reveals three rows), value and disclosure rows, a radio group, a stepper, a
/// text field, an about section and a destructive button with a footer note.
@MainActor
public enum SettingsScreen {
  /// The identities of rows the screen finds again when it changes itself.
  enum RowID {
    static let wifi = "wifi"
  }

  /// Builds the screen into `engine`, section by section, with `Kit`'s view classes.
  public static func build<Kit: SettingsKit>(_ kit: Kit.Type, in engine: TableEngine, model: SettingsModel) throws {
    try engine.addSection(account(kit, model: model))
    try engine.addSection(network(kit, engine: engine, model: model))
    try engine.addSection(display(kit, model: model))
    try engine.addSection(about(kit, model: model))
    try engine.addSection(reset(kit, engine: engine, model: model))
  }

  static func account<Kit: SettingsKit>(_ kit: Kit.Type, model: SettingsModel) -> TableSection {
    TableSection(
      id: "account", header: Kit.profileCard(name: model.name, detail: model.email),
      rows: [
        Kit.disclosureRow("Apple ID", value: model.name) { _ in model.record("Opened Apple ID") },
        Kit.disclosureRow("Family Sharing") { _ in model.record("Opened Family Sharing") },
      ])
  }

  static func network<Kit: SettingsKit>(_ kit: Kit.Type, engine: TableEngine, model: SettingsModel) -> TableSection {
    var rows = [
      Kit.switchRow("Airplane Mode", isOn: model.airplaneMode) { isOn in
        model.airplaneMode = isOn
        model.record("Airplane Mode \(isOn ? "on" : "off")")
      },
      Kit.switchRow("Wi-Fi", isOn: model.wifi, id: RowID.wifi) { [weak engine] isOn in
        model.wifi = isOn
        model.record("Wi-Fi \(isOn ? "on" : "off")")
        guard let engine, let wifi = engine.indexPath(forRowWithID: RowID.wifi) else { return }
        let first = IndexPath(row: wifi.row + 1, section: wifi.section)
        if isOn {
          try? engine.insertRows(wifiDetails(kit, model: model), at: first)
        } else {
          let paths = (0..<wifiDetails(kit, model: model).count).map {
            IndexPath(row: first.row + $0, section: first.section)
          }
          try? engine.removeRows(at: paths)
        }
      },
    ]
    if model.wifi { rows += wifiDetails(kit, model: model) }
    rows.append(
      Kit.switchRow("Bluetooth", isOn: model.bluetooth) { isOn in
        model.bluetooth = isOn
        model.record("Bluetooth \(isOn ? "on" : "off")")
      })
    return TableSection(id: "network", header: Kit.sectionTitle("Network"), rows: rows)
  }

  /// The rows the Wi-Fi switch reveals.
  static func wifiDetails<Kit: SettingsKit>(_ kit: Kit.Type, model: SettingsModel) -> [TableComponent] {
    [
      Kit.valueRow("Network", value: model.network),
      Kit.switchRow("Ask to Join Networks", isOn: model.askToJoin) { isOn in
        model.askToJoin = isOn
        model.record("Ask to Join \(isOn ? "on" : "off")")
      },
      Kit.disclosureRow("Other Networks…") { _ in model.record("Opened Other Networks") },
    ]
  }

  static func display<Kit: SettingsKit>(_ kit: Kit.Type, model: SettingsModel) -> TableSection {
    let appearance = Kit.radioGroup(SettingsModel.appearances, selected: model.appearance, id: "appearance") { index in
      model.appearance = index
      model.record("Appearance \(SettingsModel.appearances[index])")
    }
    return TableSection(
      id: "display", header: Kit.sectionTitle("Display & Brightness"),
      footer: Kit.footerNote("Automatic follows the time of day."),
      rows: appearance + [
        Kit.stepper("Text Size", value: model.textSize, in: 1...7) { size in
          model.textSize = size
          model.record("Text Size \(size)")
        },
        Kit.textField("Device Name", text: model.deviceName, placeholder: "Name") { name in
          model.deviceName = name
          model.record("Device Name \(name)")
        },
      ])
  }

  static func about<Kit: SettingsKit>(_ kit: Kit.Type, model: SettingsModel) -> TableSection {
    TableSection(
      id: "about", header: Kit.sectionTitle("About"),
      rows: [
        Kit.valueRow("Version", value: "1.0 (42)"),
        Kit.subtitleRow("Acknowledgements", subtitle: "Open-source licences") { _ in
          model.record("Opened Acknowledgements")
        },
        Kit.disclosureRow("Legal & Regulatory") { _ in model.record("Opened Legal & Regulatory") },
      ])
  }

  static func reset<Kit: SettingsKit>(_ kit: Kit.Type, engine: TableEngine, model: SettingsModel) -> TableSection {
    TableSection(
      id: "reset",
      footer: Kit.footerNote(
        "Resetting returns every setting on this screen to its default. Your account and your data stay as they are."
      ),
      rows: [
        Kit.button("Reset All Settings", role: .destructive) { [weak engine] _ in
          model.reset()
          model.record("Settings reset")
          guard let engine else { return }
          try? engine.performBatchUpdates {
            try engine.removeAll()
            try build(kit, in: engine, model: model)
          }
        }
      ])
  }
}
