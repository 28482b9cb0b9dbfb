import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The state a screen of every kind of built-in row shows.
@MainActor
final class EveryRowModel {
  var airplaneMode = false
  var wifi = true
  var textSize = 3
  var brightness = 0.5
  var deviceName = "Ann's Phone"
  var theme = 2
  var size = 0
  var syncs = false
  var resets = 0
  /// Whether a row is shown above every other: a test that names its rows passes either way.
  var showsAirplaneMode = false
}

/// Headless tests that name rows (`TerminalTableApp.row(titled:)` and its siblings) rather
/// than count them: found by title, identifier and id, read from what they show, acted on by
/// the keys a user presses.
@MainActor
@Suite struct TerminalRowTests {

  func everyRowScreen(_ model: EveryRowModel) -> TableScreen {
    TableScreen(title: "Settings") {
      TableSection(
        id: "network",
        rows: (model.showsAirplaneMode
          ? [TableComponent.switchRow("Airplane Mode", isOn: .value(model.airplaneMode)) { model.airplaneMode = $0 }]
          : [])
          + [
            TableComponent.switchRow("Wi-Fi", isOn: .value(model.wifi)) { model.wifi = $0 }.accessibilityIdentifier(
              "wifi"),
            TableComponent.switchRow("Bluetooth", isOn: .value(false)).disabled(reason: "Managed by your organization"),
          ])
      TableSection(
        id: "display",
        rows: [
          TableComponent.stepperRow("Text Size", value: .value(model.textSize), range: 0...5) { model.textSize = $0 },
          TableComponent.sliderRow("Brightness", value: .value(model.brightness), range: 0...1, step: 0.1) {
            model.brightness = $0
          },
          TableComponent.textFieldRow("Device Name", text: .value(model.deviceName)) { model.deviceName = $0 },
          TableComponent.pickerRow(
            "Theme", selection: .value(model.theme), options: [(0, "Light"), (1, "Dark"), (2, "Automatic")]
          ) {
            model.theme = $0
          },
          TableComponent.checkmarkRow("Sync", isChecked: .value(model.syncs)) { model.syncs = $0 },
        ]
          + TableComponent.radioGroup(selection: .value(model.size), options: [(0, "Small"), (1, "Large")]) {
            model.size = $0
          })
      TableSection(
        id: "about",
        rows: [
          TableComponent.valueRow("Version", value: "1.0 (42)"),
          TableComponent.textRow("About", id: "about"),
          TableComponent.navigationRow("Privacy") {
            TableScreen(title: "Privacy") {
              TableSection(rows: [TableComponent.switchRow("Analytics", isOn: .value(false))])
            }
          },
          TableComponent.buttonRow("Reset") { _ in model.resets += 1 },
        ])
    }
  }

  func app(_ model: EveryRowModel) throws -> TerminalTableApp {
    let app = try TerminalTableApp(root: everyRowScreen(model))
    // Fewer lines than rows: the rows a test uses are scrolled to as a user scrolls.
    app.resize(to: TerminalSize(columns: 50, rows: 10))
    return app
  }

  @Test func aRowIsFoundByTitleIdentifierOrIdAndSaysWhatItShows() throws {
    let app = try app(EveryRowModel())
    #expect(try app.row(titled: "Wi-Fi").value == "On")
    #expect(try app.row(identifiedBy: "wifi").title == "Wi-Fi")
    #expect(try app.row(id: "about").title == "About")
    #expect(try app.row(titled: "Version").value == "1.0 (42)")
    #expect(try app.row(titled: "Text Size").value == "3")
    #expect(try app.row(titled: "Brightness").value == "50%")
    #expect(try app.row(titled: "Device Name").value == "Ann's Phone")
    #expect(try app.row(titled: "Theme").value == "Automatic")
    #expect(try app.row(titled: "Small").isChecked && !app.row(titled: "Large").isChecked)
    #expect(try !app.row(titled: "Bluetooth").isEnabled && app.row(titled: "Wi-Fi").isEnabled)
    #expect(try app.row(titled: "Wi-Fi").accessibilityIdentifier == "wifi")
    #expect(try app.row(titled: "Reset").indexPath == IndexPath(row: 3, section: 2))
  }

  @Test func aMissingRowIsNamedWithTheTitlesThatExist() throws {
    let app = try app(EveryRowModel())
    let error = try #require(throws: TerminalTableApp.RowError.self) { try app.row(titled: "Wi-Fy") }
    #expect(error.kind == .notFound)
    #expect(error.description.hasPrefix("no row titled \"Wi-Fy\" on \"Settings\"; the titles of its rows: "))
    #expect(error.description.contains("\"Wi-Fi\", \"Bluetooth\", \"Text Size\""))
    #expect(error.description.hasSuffix("\"Privacy\", \"Reset\""))
    let byIdentifier = try #require(throws: TerminalTableApp.RowError.self) { try app.row(identifiedBy: "bt") }
    #expect(byIdentifier.description.hasPrefix("no row identified by \"bt\" on \"Settings\"; the titles"))
    let byID = try #require(throws: TerminalTableApp.RowError.self) { try app.row(id: 42) }
    #expect(byID.description.hasPrefix("no row with id 42 on \"Settings\""))
  }

  @Test func twoRowsWithOneTitleAreNamedByIdentifierInstead() throws {
    let app = try TerminalTableApp(
      root: TableScreen(title: "Names") {
        TableSection(rows: [
          TableComponent.valueRow("Name", value: "Ann").accessibilityIdentifier("first"),
          TableComponent.valueRow("Name", value: "Bo").accessibilityIdentifier("second"),
        ])
      })
    let error = try #require(throws: TerminalTableApp.RowError.self) { try app.row(titled: "Name") }
    #expect(error.kind == .ambiguous)
    #expect(error.description.contains("2 rows titled \"Name\" on \"Names\", at [0, 0], [0, 1]"))
    #expect(try app.row(identifiedBy: "second").value == "Bo")
  }

  /// Every kind of built-in row, acted on by name: the same test passes with a row inserted
  /// above all of them, which a script of `down*n` would not.
  @Test(arguments: [false, true])
  func everyKindOfRowIsActedOnByName(rowAbove: Bool) throws {
    let model = EveryRowModel()
    model.showsAirplaneMode = rowAbove
    let app = try app(model)

    try app.row(titled: "Wi-Fi").setOn(false)
    #expect(!model.wifi && !model.airplaneMode)
    #expect(try app.row(titled: "Wi-Fi").value == "Off")
    try app.row(titled: "Wi-Fi").setOn(false)  // already off: nothing
    #expect(!model.wifi)

    try app.row(titled: "Text Size").step(2)
    #expect(model.textSize == 5)
    try app.row(titled: "Text Size").step(-9)  // stops at the lower bound
    #expect(try model.textSize == 0 && app.row(titled: "Text Size").value == "0")

    try app.row(titled: "Brightness").step(-2)
    #expect(try app.row(titled: "Brightness").value == "30%")
    #expect(abs(model.brightness - 0.3) < 1e-9)

    try app.row(titled: "Device Name").setText("Bo's Laptop")
    #expect(try model.deviceName == "Bo's Laptop" && app.row(titled: "Device Name").value == "Bo's Laptop")

    try app.row(titled: "Theme").choose("Dark")
    #expect(try model.theme == 1 && app.row(titled: "Theme").value == "Dark")
    #expect(app.navigator?.path == ["Settings"])

    try app.row(titled: "Sync").select()
    #expect(try model.syncs && app.row(titled: "Sync").isChecked)

    try app.row(titled: "Large").select()
    #expect(try model.size == 1 && app.row(titled: "Large").isChecked && !app.row(titled: "Small").isChecked)

    try app.row(titled: "Reset").select()
    #expect(model.resets == 1)

    try app.row(titled: "Privacy").select()
    #expect(app.navigator?.path == ["Settings", "Privacy"])
    try app.row(titled: "Analytics").setOn(true)
    #expect(try app.row(titled: "Analytics").value == "On")
  }

  @Test func anActionThatCannotReachItsRowSaysWhy() throws {
    let app = try app(EveryRowModel())
    let bluetooth = try #require(throws: TerminalTableApp.RowError.self) {
      try app.row(titled: "Bluetooth").setOn(true)
    }
    #expect(bluetooth.kind == .disabled)
    #expect(
      bluetooth.description
        == "cannot set on or off the row titled \"Bluetooth\": it is disabled (Managed by your organization)")

    let notASwitch = try #require(throws: TerminalTableApp.RowError.self) { try app.row(titled: "Version").setOn(true) }
    #expect(notASwitch.description == "cannot set on or off the row titled \"Version\": it is not a switch")
    #expect(throws: TerminalTableApp.RowError.self) { try app.row(titled: "Wi-Fi").setText("x") }
    #expect(throws: TerminalTableApp.RowError.self) { try app.row(titled: "Wi-Fi").step(1) }

    // An option the list does not have: the list is closed again, nothing chosen.
    let option = try #require(throws: TerminalTableApp.RowError.self) { try app.row(titled: "Theme").choose("Blue") }
    #expect(
      option.description.hasPrefix(
        "no row titled \"Blue\" on \"Theme\"; the titles of its rows: \"Light\", \"Dark\", \"Automatic\""))
    #expect(app.navigator?.path == ["Settings"])

    // A row of a covered screen: keys would go to the screen shown.
    let wifi = try app.row(titled: "Wi-Fi")
    try app.row(titled: "Privacy").select()
    let covered = try #require(throws: TerminalTableApp.RowError.self) { try wifi.setOn(false) }
    #expect(covered.kind == .notShown)
    #expect(covered.description.contains("its screen \"Settings\" is not shown (\"Privacy\" is)"))
  }

  /// A row found before rows were inserted above it is the same row after: it is found again
  /// by its identity, and its properties say what it shows now.
  @Test func aRowFoundBeforeAnInsertionAboveItIsStillThatRow() throws {
    let model = EveryRowModel()
    let app = try app(model)
    let wifi = try app.row(titled: "Wi-Fi")
    #expect(try wifi.indexPath == IndexPath(row: 0, section: 0))
    model.showsAirplaneMode = true
    try app.navigator?.top.refresh(animation: .none)
    #expect(try wifi.indexPath == IndexPath(row: 1, section: 0))
    try wifi.setOn(false)
    #expect(try !model.wifi && !model.airplaneMode && wifi.value == "Off")
  }

  /// A row whose identity is gone is gone, even when another row now has its title: an action
  /// meant for it must not reach the new row.
  @Test func aRowWhoseIdentityIsGoneIsNotFoundByItsTitle() throws {
    @MainActor final class Plan { var id = "basic" }
    let plan = Plan()
    let app = try TerminalTableApp(
      root: TableScreen(title: "Account") { TableSection(rows: [TableComponent.textRow("Plan", id: plan.id)]) })
    let row = try app.row(titled: "Plan")
    plan.id = "pro"
    try app.navigator?.top.refresh(animation: .none)
    do {
      _ = try row.indexPath
      Issue.record("the row of another identity was found by its title")
    } catch {
      #expect(error.kind == .notFound)
      #expect(error.description == "no row titled \"Plan\" on \"Account\"; the titles of its rows: \"Plan\"")
    }
    #expect(try app.row(titled: "Plan").indexPath == IndexPath(row: 0, section: 0))
  }
}

/// The example of "Rows by name" in the article *Testing Headless*, run.
@MainActor
@Test func rowsByNameAsTheArticleShowsThem() throws {
  var appearance = 0
  let app = try TerminalTableApp(
    root: TableScreen(title: "Settings") {
      TableSection(rows: [
        TableComponent.switchRow("Wi-Fi", isOn: .value(true)),
        TableComponent.sliderRow("Brightness", value: .value(0.5), range: 0...1, step: 0.1)
          .accessibilityIdentifier("brightness"),
        TableComponent.textFieldRow("Device Name", text: .value("Ann's Phone")),
        TableComponent.pickerRow("Appearance", selection: .value(appearance), options: [(0, "Light"), (1, "Dark")]) {
          appearance = $0
        },
      ])
    })

  let wifi = try app.row(titled: "Wi-Fi")
  try wifi.setOn(false)
  #expect(try wifi.value == "Off")
  try app.row(identifiedBy: "brightness").step(2)
  #expect(try app.row(titled: "Brightness").value == "70%")
  try app.row(titled: "Device Name").setText("Ann's Laptop")
  try app.row(titled: "Appearance").choose("Dark")
  #expect(appearance == 1)
}
