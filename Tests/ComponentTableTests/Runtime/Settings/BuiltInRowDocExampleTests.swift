import ComponentTable
import ComponentTableSettings
import Foundation
import Testing

/// The examples in the doc comments of the built-in row factories, written here as they stand
/// there, so that they compile; a test checks that every line of every example is here.
@MainActor
@Suite struct BuiltInRowDocExampleTests {
  enum Theme { case light, dark }

  /// What the examples read and write.
  final class Model {
    var wifi = true
    var brightness = 0.5
    var textSize = 3
    var copies = 1
    var spacing = 1.0
    var theme = Theme.light
    var showsPreviews = true
    var deviceName = "Ann's Phone"
    var language = "English"
    var email = "ann@example.com"
    var plan = 0
    var resetLinkSent = false
    var log: [String] = []
    func reset() { log.append("reset") }
    func signOut() { log.append("sign out") }
    func showAccount() { log.append("account") }
    func showAcknowledgements() { log.append("acknowledgements") }
  }

  /// The server the waiting button's example asks.
  struct Server {
    func sendResetLink() async throws {}
  }

  static func rows(
    model: Model, store: any SettingsStore, storage: LoadableValue<String>,
    plans: LoadableValue<[(value: Int, title: String)]>, server: Server, resetQuestion: TableDialog,
    lockAfter: SettingsKey<Int>
  ) -> [TableSection] {
    let rows = TableSection {
      TableComponent.textRow("Wi-Fi Assist", subtitle: "Uses mobile data when Wi-Fi is poor")
      TableComponent.textRow("Acknowledgements") { _ in model.showAcknowledgements() }
      TableComponent.valueRow("Version", value: "2.1")
      TableComponent.valueRow("Account", value: model.email) { _ in model.showAccount() }
      TableComponent.switchRow("Wi-Fi", isOn: .value(model.wifi)) { model.wifi = $0 }
      TableComponent.checkmarkRow("Show Previews", isChecked: .value(model.showsPreviews)) {
        model.showsPreviews = $0
      }
      TableComponent.buttonRow("Sign Out") { _ in model.signOut() }
      TableComponent.buttonRow("Reset All Settings", role: .destructive) { $0.present(resetQuestion) }
      TableComponent.buttonRow("Send Reset Link") {
        try await server.sendResetLink()
        model.resetLinkSent = true  // a screen that follows the model shows it
      }
      TableComponent.textFieldRow("Name", text: .value(model.deviceName), placeholder: "iPhone") {
        model.deviceName = $0
      }
      TableComponent.stepperRow("Text Size", value: .value(model.textSize), range: 1...7) { model.textSize = $0 }
      TableComponent.stepperRow("Line Spacing", value: .value(model.spacing), range: 1...2, step: 0.25) {
        model.spacing = $0
      }
      TableComponent.stepperRow("Copies", value: .value(model.copies), range: 1...99) { model.copies = $0 }
      TableComponent.stepperRow("Spacing", value: .value(model.spacing), range: 0...3, step: 0.5) {
        model.spacing = $0
      }
      TableComponent.sliderRow("Brightness", value: .value(model.brightness), range: 0...1) {
        model.brightness = $0
      }
      TableComponent.navigationRow("Language", value: model.language) {
        TableScreen(title: "Language") { TableSection(rows: [.textRow("English")]) }
      }
      TableComponent.pickerRow(
        "Require Passcode", selection: .key(lockAfter, in: store),
        options: [(0, "Immediately"), (60, "After 1 minute"), (300, "After 5 minutes")])
      TableComponent.radioGroup(selection: .value(model.theme), options: [(.light, "Light"), (.dark, "Dark")]) {
        model.theme = $0
      }
      TableComponent.valueRow("Storage Used", value: storage.value ?? "").loading(storage)
      TableComponent.pickerRow("Plan", selection: .value(model.plan), options: plans.value ?? []) {
        model.plan = $0
      }.loading(plans)
    }
    return [rows] + sections(model: model)
  }

  /// The examples of headers and footers.
  @TableSectionsBuilder static func sections(model: Model) -> [TableSection] {
    TableSection(header: .sectionTitle("Network"), rows: [.switchRow("Wi-Fi", isOn: .value(model.wifi))])
    TableSection(footer: .footerNote("Resetting keeps your data."), rows: [.buttonRow("Reset") { _ in model.reset() }])
    TableSection(header: .profileCard(name: "Ann Lee", detail: "ann@example.com"))
  }

  /// The example of presenting a dialog from a selection.
  static func presenting(model: Model) throws -> TableSection {
    let reset = try TableDialog(
      title: "Reset all settings?", style: .actionSheet,
      actions: [.init("Reset", role: .destructive) { model.reset() }, .cancel()])
    return TableSection {
      TableComponent.buttonRow("Reset All Settings", role: .destructive) { $0.present(reset) }
    }
  }

  @Test func theExamplesMakeTheirRows() throws {
    let storage = LoadableValue<String>("12 GB") { "12 GB" }
    let plans = LoadableValue<[(value: Int, title: String)]>([(0, "Free"), (1, "Pro")]) { [] }
    let sections = Self.rows(
      model: Model(), store: InMemorySettingsStore(), storage: storage, plans: plans, server: Server(),
      resetQuestion: try TableDialog(title: "Reset?", actions: [.init("Reset"), .cancel()]),
      lockAfter: SettingsKey("lockAfter", default: 60))
    #expect(sections.first?.rows.count == 21)
    #expect(try Self.presenting(model: Model()).rows.count == 1)
  }

  /// Every line of every example in the factories' doc comments is in this file.
  @Test func everyExampleOfTheFactoriesIsCompiledHere() throws {
    let root = packageRoot()
    let here = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let lines = Set(here.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    let files =
      [
        "BuiltInRows.swift", "BuiltInRows+ButtonAction.swift", "BuiltInRows+Loading.swift",
        "BuiltInRows+Navigation.swift", "BuiltInRows+RadioGroup.swift", "BuiltInRows+Slider.swift",
        "AdjustableNumber.swift",
      ].map { "Sources/Runtime/Settings/" + $0 } + ["Sources/Runtime/Engine/SelectionContext+Engine.swift"]
    var examples = 0
    for file in files {
      let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      var inExample = false
      for line in source.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        if line == "/// ```swift" {
          inExample = true
          examples += 1
        } else if line == "/// ```" {
          inExample = false
        } else if inExample {
          let code = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
          if !lines.contains(code) { Issue.record("\(file): this line of an example is not here: \(code)") }
        }
      }
    }
    #expect(examples >= 17)
  }
}
