import ComponentTable
import ComponentTableSettings

/// The example settings screen, written once for every host: its rows are the built-in rows
/// (`TableComponent.switchRow` and its siblings), which the terminal demo draws with the
/// terminal's views and the iOS example with UIKit's cells. This file imports no host module.
///
/// It shows the heterogeneous screen the library is for: a custom profile header, switches
/// (one of which reveals three rows, one of which is disabled while Airplane Mode is on), value
/// and disclosure rows, a radio group, a stepper, a slider, a text field, an about section and
/// a destructive button with a footer note. Its rows are bound to the model's typed keys, and
/// it is declared from the model's state: the Wi-Fi rows are a plain `if`, and every change,
/// made here or anywhere else, shows as one animated update (see ``screen(model:)``).
///
/// Shown as ``screen(model:)`` on a navigator, its disclosure rows open the child screens of
/// `SettingsScreen+Children`; built into a bare engine with ``build(in:model:)``, they do
/// nothing.
@MainActor
public enum SettingsScreen {
  /// Builds the screen into `engine`, drawn with its host's views, following the model where
  /// Observation exists: every change of a setting it shows is applied to the table.
  public static func build(in engine: TableEngine, model: SettingsModel) throws {
    if #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) {
      try engine.follow(name: "the settings screen") { sections(model: model) }
    } else {
      try engine.apply(sections(model: model), animation: .none)
    }
  }

  /// The screen as a root for a navigator: "Settings", whose disclosure rows push the child
  /// screens, all drawn in indigo.
  ///
  /// Where Observation exists (iOS 17, macOS 14, tvOS 17, visionOS 1, Linux) the screen follows
  /// the model: its builder is declared again after any setting it read changes. Before, it is
  /// declared again when its store posts a change, which for the built-in stores is every write.
  public static func screen(model: SettingsModel) -> TableScreen {
    TableScreen.observing(title: "Settings", store: model.store) { sections(model: model) }.tint(.indigo)
  }

  /// The screen's sections.
  @TableSectionsBuilder
  static func sections(model: SettingsModel) -> [TableSection] {
    account(model: model)
    network(model: model)
    display(model: model)
    about(model: model)
    reset(model: model)
  }

  static func account(model: SettingsModel) -> TableSection {
    TableSection(
      id: "account", header: .profileCard(name: model.name, detail: model.email),
      rows: [
        TableComponent.navigationRow("Apple ID", value: model.name) {
          model.record("Opened Apple ID")
          return appleID(model: model)
        }
        // Search makes the screen without the record (here and below): opening is what the user
        // did, indexing is not.
        .searchDestination { appleID(model: model) },
        TableComponent.navigationRow("Family Sharing") {
          model.record("Opened Family Sharing")
          return familySharing(model: model)
        }
        .searchDestination { familySharing(model: model) },
      ])
  }

  static func network(model: SettingsModel) -> TableSection {
    let keys = SettingsModel.Keys.self
    return TableSection(id: "network", header: .sectionTitle("Network")) {
      TableComponent.switchRow("Airplane Mode", isOn: .key(keys.airplaneMode, in: model.store)) { isOn in
        model.record("Airplane Mode \(isOn ? "on" : "off")")
      }
      .icon(.systemImage("airplane", background: .orange))
      TableComponent.switchRow("Wi-Fi", isOn: .key(keys.wifi, in: model.store)) { isOn in
        model.record("Wi-Fi \(isOn ? "on" : "off")")
      }
      .icon(.systemImage("wifi", background: .blue))
      // Shown while Wi-Fi is on: the screen is declared again when it changes.
      if model.wifi {
        TableComponent.valueRow("Network", value: model.network)
        TableComponent.switchRow("Ask to Join Networks", isOn: .key(keys.askToJoin, in: model.store)) { isOn in
          model.record("Ask to Join \(isOn ? "on" : "off")")
        }
        .disabled(model.airplaneMode, reason: "Turn off Airplane Mode to change")
        TableComponent.navigationRow("Other Networks…") {
          model.record("Opened Other Networks")
          return otherNetworks(model: model)
        }
        .searchDestination { otherNetworks(model: model) }
      }
      TableComponent.switchRow("Bluetooth", isOn: .key(keys.bluetooth, in: model.store)) { isOn in
        model.record("Bluetooth \(isOn ? "on" : "off")")
      }
      .icon(.systemImage("antenna.radiowaves.left.and.right", background: .blue))
    }
  }

  static func display(model: SettingsModel) -> TableSection {
    let keys = SettingsModel.Keys.self
    let appearances = SettingsModel.appearances.enumerated().map { (value: $0.offset, title: $0.element) }
    let appearance = TableComponent.radioGroup(selection: .key(keys.appearance, in: model.store), options: appearances)
    {
      index in
      model.record("Appearance \(SettingsModel.appearances[index])")
    }
    return TableSection(
      id: "display", header: .sectionTitle("Display & Brightness"),
      footer: .footerNote("Automatic follows the time of day."),
      rows: appearance + [
        TableComponent.stepperRow("Text Size", value: .key(keys.textSize, in: model.store), range: 1...7) { size in
          model.record("Text Size \(size)")
        },
        TableComponent.sliderRow("Brightness", value: .key(keys.brightness, in: model.store), range: 0...1) {
          brightness in
          model.record("Brightness \(Int((brightness * 100).rounded()))%")
        },
        TableComponent.textFieldRow("Device Name", text: .key(keys.deviceName, in: model.store), placeholder: "Name") {
          name in
          model.record("Device Name \(name)")
        },
      ])
  }

  static func about(model: SettingsModel) -> TableSection {
    TableSection(
      id: "about", header: .sectionTitle("About"),
      rows: [
        TableComponent.valueRow("Version", value: "1.0 (42)"),
        TableComponent.textRow("Acknowledgements", subtitle: "Open-source licences") { selection in
          model.record("Opened Acknowledgements")
          try? selection.engine.navigator?.present(acknowledgements())
        },
        TableComponent.navigationRow("Legal & Regulatory") {
          model.record("Opened Legal & Regulatory")
          return legal()
        }
        .searchDestination { legal() },
      ])
  }

  static func reset(model: SettingsModel) -> TableSection {
    TableSection(
      id: "reset",
      footer: .footerNote(
        "Resetting returns every setting on this screen to its default. Your account and your data stay as they are."
      ),
      rows: [
        // Asks first; only "Reset All Settings" in the question resets. The screen follows the
        // settings, so resetting them is all the answer does.
        TableComponent.buttonRow("Reset All Settings", role: .destructive) { context in
          guard
            let question = resetConfirmation({
              model.reset()
              model.record("Settings reset")
            })
          else { return }
          context.present(question)
        }
      ])
  }
}

/// The screen a builder belongs to, set once the screen exists: a value that arrives by itself
/// (a load) asks the screen to declare again through it, without the screen holding itself.
@MainActor
final class ShownScreen {
  weak var screen: TableScreen?
}
