import ComponentTable

/// The example settings screen, written once against `SettingsKit`: the terminal demo builds
/// it with `TerminalSettingsKit`, the iOS example with `UIKitSettingsKit`. This file imports no
/// host module.
///
/// It shows the heterogeneous screen the library is for: a custom profile header, switches
/// (one of which reveals three rows), value and disclosure rows, a radio group, a stepper, a
/// slider, a text field, an about section and a destructive button with a footer note.
///
/// Shown as ``screen(_:model:)`` on a navigator, its disclosure rows open the child screens of
/// `SettingsScreen+Children`; built into a bare engine with ``build(_:in:model:)``, they do
/// nothing.
@MainActor
public enum SettingsScreen {
  /// The identities of rows the screen finds again when it changes itself.
  enum RowID {
    static let wifi = "wifi"
  }

  /// Builds the screen into `engine`, section by section, with `Kit`'s view classes.
  public static func build<Kit: SettingsKit>(_ kit: Kit.Type, in engine: TableEngine, model: SettingsModel) throws {
    for section in sections(kit, model: model, engine: { [weak engine] in engine }) {
      try engine.addSection(section)
    }
  }

  /// The screen as a root for a navigator: "Settings", whose disclosure rows push the child
  /// screens. Its builder reads `model` on every refresh.
  public static func screen<Kit: SettingsKit>(_ kit: Kit.Type, model: SettingsModel) -> TableScreen {
    let shown = ShownScreen()
    // Rebuilt when a child is popped: its builder reads the values the children change, and
    // its own incremental changes (the Wi-Fi rows, the radio group) are what the builder makes.
    let screen = TableScreen(title: "Settings", whenRevealed: .refresh) {
      sections(kit, model: model, engine: { shown.screen?.engine })
    }
    shown.screen = screen
    return screen
  }

  /// The screen's sections; `engine` finds the table they are shown in, for the rows that
  /// change the table themselves.
  static func sections<Kit: SettingsKit>(
    _ kit: Kit.Type, model: SettingsModel, engine: @escaping @MainActor () -> TableEngine?
  ) -> [TableSection] {
    [
      account(kit, model: model), network(kit, engine: engine, model: model), display(kit, model: model),
      about(kit, model: model), reset(kit, engine: engine, model: model),
    ]
  }

  static func account<Kit: SettingsKit>(_ kit: Kit.Type, model: SettingsModel) -> TableSection {
    TableSection(
      id: "account", header: Kit.profileCard(name: model.name, detail: model.email),
      rows: [
        Kit.navigationRow("Apple ID", value: model.name) {
          model.record("Opened Apple ID")
          return appleID(kit, model: model)
        }
        // Search makes the screen without the record (here and below): opening is what the user
        // did, indexing is not.
        .searchDestination { appleID(kit, model: model) },
        Kit.navigationRow("Family Sharing") {
          model.record("Opened Family Sharing")
          return familySharing(kit, model: model)
        }
        .searchDestination { familySharing(kit, model: model) },
      ])
  }

  static func network<Kit: SettingsKit>(
    _ kit: Kit.Type, engine: @escaping @MainActor () -> TableEngine?, model: SettingsModel
  ) -> TableSection {
    var rows = [
      Kit.switchRow("Airplane Mode", isOn: model.airplaneMode) { isOn in
        model.airplaneMode = isOn
        model.record("Airplane Mode \(isOn ? "on" : "off")")
      },
      Kit.switchRow("Wi-Fi", isOn: model.wifi, id: RowID.wifi) { isOn in
        model.wifi = isOn
        model.record("Wi-Fi \(isOn ? "on" : "off")")
        guard let engine = engine(), let wifi = engine.indexPath(forRowWithID: RowID.wifi) else { return }
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
      Kit.navigationRow("Other Networks…") {
        model.record("Opened Other Networks")
        return otherNetworks(kit, model: model)
      }
      .searchDestination { otherNetworks(kit, model: model) },
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
        Kit.slider("Brightness", value: model.brightness, in: 0...1) { brightness in
          model.brightness = brightness
          model.record("Brightness \(Int((brightness * 100).rounded()))%")
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
        Kit.navigationRow("Legal & Regulatory") {
          model.record("Opened Legal & Regulatory")
          return legal(kit)
        }
        .searchDestination { legal(kit) },
      ])
  }

  static func reset<Kit: SettingsKit>(
    _ kit: Kit.Type, engine: @escaping @MainActor () -> TableEngine?, model: SettingsModel
  ) -> TableSection {
    TableSection(
      id: "reset",
      footer: Kit.footerNote(
        "Resetting returns every setting on this screen to its default. Your account and your data stay as they are."
      ),
      rows: [
        // Asks first; only "Reset All Settings" in the question resets.
        Kit.button("Reset All Settings", role: .destructive) { context in
          guard
            let question = resetConfirmation({
              model.reset()
              model.record("Settings reset")
              guard let engine = engine() else { return }
              // On a navigator the screen's builder reads the model again; bare, it is rebuilt.
              if let screen = engine.screen {
                try? screen.refresh()
                return
              }
              try? engine.performBatchUpdates {
                try engine.removeAll()
                try build(kit, in: engine, model: model)
              }
            })
          else { return }
          try? context.engine.requestConfirmation(question, forRowAt: context.indexPath)
        }
      ])
  }
}

/// The screen a root screen's builder belongs to, set once the screen exists: its rows find
/// their engine through it without the screen holding itself.
@MainActor
final class ShownScreen {
  weak var screen: TableScreen?
}
