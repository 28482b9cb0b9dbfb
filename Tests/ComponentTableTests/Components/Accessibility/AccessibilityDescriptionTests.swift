import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Every built-in row describes itself for assistive technology, and the engine hands the
/// description to hosts: what VoiceOver would say, and what its gestures send.
@MainActor
@Suite struct AccessibilityDescriptionTests {

  /// The description of the one row of a table made of `row`.
  private func describe(_ row: TableComponent) throws -> AccessibilityDescription? {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.addSection(TableSection(rows: [row]))
    return try engine.accessibilityDescription(forRowAt: IndexPath(row: 0, section: 0))
  }

  private func spoken(_ row: TableComponent) throws -> String? {
    try describe(row)?.spokenText
  }

  @Test func textRowsAreStaticTextUnlessTheyAct() throws {
    #expect(try spoken(TableComponent.textRow("Version 1.0")) == "Version 1.0")
    #expect(try describe(TableComponent.textRow("Version 1.0"))?.traits == .staticText)
    // A row that does something when selected is a button, whatever its data.
    #expect(try spoken(TableComponent.textRow("Licences") { _ in }) == "Licences, Button")
    #expect(
      try spoken(TableComponent.textRow("Acknowledgements", subtitle: "Open-source licences"))
        == "Acknowledgements, Open-source licences")
  }

  @Test func valueAndDisclosureRows() throws {
    #expect(try spoken(TableComponent.valueRow("Network", value: "Home")) == "Network, Home")
    #expect(try spoken(TableComponent.valueRow("Network", value: "")) == "Network")
    #expect(
      try spoken(TableComponent.valueRow("Wi-Fi", value: "On") { _ in }) == "Wi-Fi, On, Button, Opens Wi-Fi.")
    #expect(
      try spoken(TableComponent.valueRow("Family Sharing") { _ in })
        == "Family Sharing, Button, Opens Family Sharing.")
  }

  @Test func aSwitchIsAToggleThatDoubleTappingFlips() throws {
    let on = try #require(try describe(TableComponent.switchRow("Wi-Fi", isOn: .value(true))))
    #expect(on.spokenText == "Wi-Fi, Switch button, On, Double-tap to toggle setting.")
    #expect(on.traits == .toggle)
    #expect(on.activation == .toggle(false))
    #expect(try describe(TableComponent.switchRow("Wi-Fi", isOn: .value(false)))?.activation == .toggle(true))
  }

  @Test func checkedOptionsAreSelectedButtons() throws {
    let rows = TableComponent.radioGroup(selection: .value(1), options: [(0, "Light"), (1, "Dark")], id: "look")
    #expect(try spoken(rows[0]) == "Light, Button")
    #expect(try spoken(rows[1]) == "Selected, Dark, Button")
    #expect(try describe(TableComponent.checkmarkRow("Bold", isChecked: .value(true)))?.traits == [.button, .selected])
  }

  @Test func buttonsSayWhenTheyDestroy() throws {
    #expect(try spoken(TableComponent.buttonRow("Sign Out") { _ in }) == "Sign Out, Button")
    #expect(
      try spoken(TableComponent.buttonRow("Reset", role: .destructive) { _ in }) == "Reset, Button, Cannot be undone.")
  }

  @Test func textFieldsReadTheirTextButNeverASecureOne() throws {
    #expect(
      try spoken(TableComponent.textFieldRow("Name", text: .value("Ann"), placeholder: "Name"))
        == "Name, Ann, Text field, Double-tap to edit.")
    #expect(
      try spoken(TableComponent.textFieldRow("Name", text: .value(""), placeholder: "Your name"))
        == "Name, Your name, Text field, Double-tap to edit.")
    let secure = TableComponent.textFieldRow(
      "Password", text: .value("hunter2"), traits: TextInputTraits(isSecure: true))
    #expect(try spoken(secure) == "Password, Secure text, Text field, Double-tap to edit.")
    #expect(try spoken(secure)?.contains("hunter2") == false)
  }

  @Test func steppersAndSlidersAreAdjustedByAStepWithinTheirRange() throws {
    let stepper = try #require(try describe(TableComponent.stepperRow("Text Size", value: .value(3), range: 1...7)))
    #expect(stepper.spokenText == "Text Size, 3, Adjustable, Swipe up or down with one finger to adjust the value.")
    #expect(stepper.increment == .step(1) && stepper.decrement == .step(-1))
    let top = try #require(try describe(TableComponent.stepperRow("Text Size", value: .value(7), range: 1...7)))
    #expect(top.increment == nil && top.decrement == .step(-1))
    let bottom = try #require(try describe(TableComponent.stepperRow("Text Size", value: .value(1), range: 1...7)))
    #expect(bottom.increment == .step(1) && bottom.decrement == nil)

    let slider = try #require(try describe(TableComponent.sliderRow("Brightness", value: .value(0.5), range: 0...1)))
    #expect(slider.value == "50%" && slider.traits == .adjustable)
    #expect(slider.increment == .step(1) && slider.decrement == .step(-1))
    #expect(try describe(TableComponent.sliderRow("Volume", value: .value(10), range: 0...10))?.increment == nil)
    #expect(try describe(TableComponent.sliderRow("Volume", value: .value(0), range: 0...10))?.decrement == nil)
    #expect(try describe(TableComponent.sliderRow("Volume", value: .value(7), range: 0...10))?.value == "7")
  }

  @Test func theAdjustActionsMoveTheRowLikeItsControls() throws {
    var size = 3
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.addSection(
      TableSection(rows: [TableComponent.stepperRow("Text Size", value: .value(size), range: 1...7) { size = $0 }]))
    let path = IndexPath(row: 0, section: 0)
    let increment = try #require(try engine.accessibilityDescription(forRowAt: path)?.increment)
    engine.dataSource.send(.control(increment, at: path))
    #expect(size == 4)
    #expect(try engine.accessibilityDescription(forRowAt: path)?.value == "4")
  }

  @Test func headersAndFootersAreHeadingsAndText() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.addSection(
      TableSection(
        header: TableComponent.sectionTitle("Network"), footer: TableComponent.footerNote("Joins known networks.")))
    try engine.addSection(TableSection(headerTitle: "About", footerTitle: "Version 1"))
    try engine.addSection(TableSection(header: TableComponent.profileCard(name: "Ann Lee", detail: "ann@example.com")))
    try engine.addSection(TableSection())
    #expect(engine.dataSource.accessibility(of: .header(0))?.spokenText == "Network, Heading")
    #expect(engine.dataSource.accessibility(of: .footer(0))?.spokenText == "Joins known networks.")
    #expect(engine.dataSource.accessibility(of: .header(1))?.spokenText == "About, Heading")
    #expect(engine.dataSource.accessibility(of: .footer(1))?.traits == .staticText)
    #expect(engine.dataSource.accessibility(of: .header(2))?.spokenText == "Ann Lee, ann@example.com, Heading")
    #expect(engine.dataSource.accessibility(of: .header(3)) == nil)
    #expect(engine.dataSource.accessibility(of: .footer(3)) == nil)
  }

  @Test func customComponentsDescribeThemselvesThroughTheirData() throws {
    #expect(
      try describe(TableComponent(AccessibleBadgeCell.self, data: AccessibleBadge(count: 3)))?.spokenText
        == "Unread, 3 messages")
    // Data that does not describe itself leaves the host's view to speak for itself.
    #expect(try describe(label("plain")) == nil)
  }

  @Test func positionsOutsideTheTableAreRefusedWithTheirValues() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.addSection(TableSection(rows: [TableComponent.textRow("a")]))
    #expect(
      throws: TableError.rowOutOfRange(
        operation: "accessibilityDescription(forRowAt:)", indexPath: IndexPath(row: 1, section: 0), rowCount: 1)
    ) { try engine.accessibilityDescription(forRowAt: IndexPath(row: 1, section: 0)) }
    #expect(engine.sectionCount == 1 && engine.dataSource.numberOfRows(inSection: 0) == 1)
  }
}

/// A custom component's data that describes its row.
struct AccessibleBadge: Hashable, AccessibilityDescribing {
  var count: Int
  var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(label: "Unread", value: "\(count) messages", traits: .staticText)
  }
}

@MainActor
final class AccessibleBadgeCell: TerminalTableCell, ComponentView {
  func configure(with data: AccessibleBadge) {}
  static func height(for data: AccessibleBadge, width: CGFloat) -> ComponentHeight { .fixed(1) }
}
