import ComponentTable
import ComponentTableSettings
import ComponentTableSwiftUI
import ComponentTableUIKit
import SwiftUI

/// The example settings screen in a SwiftUI app: the same `SettingsScreen` the terminal demo
/// and `SettingsViewController` show, with its child screens, in a `ComponentTableNavigationView`;
/// and a screen declared from SwiftUI state ("Quick"), where the table and SwiftUI controls edit
/// the same values.
///
/// Add this file and every file of `Examples/SettingsScreen` (`SettingsModel.swift`,
/// `SettingsScreen.swift`, `SettingsScreen+Children.swift`) to a SwiftUI app target (and delete
/// the template's own `@main` app); see ../README.md. The app needs iOS 16 (`NavigationStack`,
/// SwiftUI rows); `ComponentTableView` itself runs from iOS 15.
@main
struct SettingsApp: App {
  /// The settings, kept in the app's defaults between launches: made once, by the app. A
  /// `@State` property "always instantiates its default value when SwiftUI instantiates the
  /// view" and keeps only the first
  /// (https://developer.apple.com/documentation/swiftui/state), so a model made there (a store
  /// and its observers) would be made again, and thrown away, whenever the parent's body runs.
  private let model = SettingsModel(store: UserDefaultsSettingsStore())

  var body: some Scene {
    WindowGroup {
      SettingsTabs(model: model)
    }
  }
}

/// The two screens, one per tab.
@MainActor
struct SettingsTabs: View {
  /// The settings the app made.
  let model: SettingsModel

  var body: some View {
    TabView {
      // A tree of screens: disclosure rows push child screens on the tab's own navigation bar.
      ComponentTableNavigationView(searchable: true) { SettingsScreen.screen(model: model) }
        .ignoresSafeArea()
        .tabItem { Label("Settings", systemImage: "gear") }
      NavigationStack {
        QuickSettingsView()
      }
      .tabItem { Label("Quick", systemImage: "bolt") }
    }
  }
}

/// A screen declared from SwiftUI state: each change, made in the table or by the SwiftUI
/// controls below it, re-declares the sections, and the table shows the minimal animated update.
@MainActor
struct QuickSettingsView: View {
  @State private var wifi = true
  @State private var appearance = 2
  @State private var textSize = 3
  @State private var deviceName = "Ann's Phone"
  @State private var taps = 0

  var body: some View {
    VStack(spacing: 0) {
      ComponentTableView {
        TableSection(id: "network", header: TableComponent.sectionTitle("Network")) {
          TableComponent.switchRow("Wi-Fi", isOn: .binding($wifi))
          if wifi {
            TableComponent.valueRow("Network", value: "Home")
            TableComponent.switchRow("Ask to Join Networks", isOn: .value(true))
          }
        }
        TableSection(id: "display", header: TableComponent.sectionTitle("Display")) {
          TableComponent.radioGroup(
            selection: .binding($appearance),
            options: SettingsModel.appearances.enumerated().map { ($0.offset, $0.element) }, id: "appearance")
          TableComponent.stepperRow("Text Size", value: .binding($textSize), range: 1...7)
          TableComponent.textFieldRow("Device Name", text: .binding($deviceName))
        }
        TableSection(id: "about") {
          // Pushed on the tab's NavigationStack, with its title; the back button comes back.
          TableComponent.navigationRow("About", value: deviceName) {
            TableScreen(title: "About") {
              TableSection(rows: [
                TableComponent.valueRow("Name", value: deviceName),
                TableComponent.valueRow("Version", value: "1.0"),
              ])
            }
          }
        }
        TableSection(id: "storage", footer: TableComponent.footerNote("Tapped \(taps) times.")) {
          // Compared by its value: other state changes (a tap, Wi-Fi) leave this row alone.
          TableComponent.hosting(
            id: "storage", value: 3 * Double(textSize), content: { StorageGauge(usedGB: $0) }
          ) { _ in
            taps += 1
          }
        }
      }
      Form {
        Toggle("Wi-Fi (SwiftUI)", isOn: $wifi.animation())
        Stepper("Text size \(textSize)", value: $textSize, in: 1...7)
      }
      .frame(maxHeight: 160)
    }
    .navigationTitle("Quick Settings")
  }
}

/// A SwiftUI view shown as a table row.
@MainActor
struct StorageGauge: View {
  let usedGB: Double

  var body: some View {
    Gauge(value: usedGB, in: 0...64) {
      Text("Storage")
    } currentValueLabel: {
      Text("\(Int(usedGB)) GB of 64 GB")
    }
    .padding(.vertical, 4)
  }
}
