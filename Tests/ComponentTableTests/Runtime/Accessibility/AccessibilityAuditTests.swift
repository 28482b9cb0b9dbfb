import ComponentTable
import ComponentTableSettings
import ComponentTableTerminal
import Foundation
import SettingsScreen
import Testing

/// The accessibility audit: each rule with a row that fails it and one that passes, the
/// example screen and the example bundle passing, custom components taking part.
@MainActor
@Suite struct AccessibilityAuditTests {
  let terminal = AccessibilityAudit(textMetrics: nil)

  func kinds(_ rows: [TableComponent], audit: AccessibilityAudit? = nil) -> [AccessibilityFinding.Kind] {
    (audit ?? terminal).audit([TableSection(rows: rows)], path: ["S"]).map(\.kind)
  }

  /// Data of a custom component, describing itself as told.
  struct Described: Hashable, AccessibilityDescribing {
    var label: String
    var hint: String? = nil
    var traits: AccessibilityDescription.Traits = []
    var adjustable = false
    var accessibilityDescription: AccessibilityDescription {
      AccessibilityDescription(
        label: label, hint: hint, traits: traits,
        increment: adjustable ? .step(1) : nil, decrement: adjustable ? .step(-1) : nil)
    }
  }

  /// A view of `Described` whose height is fixed at `height` points.
  final class DescribedCell: TerminalTableCell, ComponentView {
    func configure(with data: Described) {}
    static func height(for data: Described, width: CGFloat) -> ComponentHeight {
      data.label.hasPrefix("Tall") ? .automatic(estimate: 44) : .fixed(44)
    }
  }

  /// Data that does not describe itself.
  struct Silent: Hashable {}
  final class SilentCell: TerminalTableCell, ComponentView {
    func configure(with data: Silent) {}
    static func height(for data: Silent, width: CGFloat) -> ComponentHeight { .fixed(1) }
  }

  func described(_ data: Described, onSelect: ((SelectionContext<Described>) -> Void)? = nil) -> TableComponent {
    TableComponent(DescribedCell.self, data: data, onSelect: onSelect)
  }

  /// A row of `data` that takes control events.
  func takingEvents(_ data: Described) -> TableComponent {
    TableComponent(DescribedCell.self, data: data, onControlEvent: { _, _ in })
  }

  @Test func aRowThatActsNeedsALabel() {
    #expect(kinds([TableComponent.buttonRow("") { _ in }]) == [.missingLabel])
    #expect(kinds([TableComponent.buttonRow("Sign Out") { _ in }]).isEmpty)
    #expect(kinds([TableComponent(SilentCell.self, data: Silent()) { _ in }]) == [.missingLabel])
    #expect(kinds([TableComponent(SilentCell.self, data: Silent())]).isEmpty)  // does nothing
  }

  @Test func aRowThatActsNeedsATraitThatSaysSo() {
    let events = takingEvents(Described(label: "Volume", traits: .staticText))
    #expect(kinds([events]) == [.missingActionTrait])
    // A selection closure makes a row a button, as the engine tells VoiceOver.
    #expect(kinds([described(Described(label: "Open", traits: .staticText)) { _ in }]).isEmpty)
  }

  @Test func aButtonMustDoSomething() {
    #expect(kinds([described(Described(label: "Nothing", traits: .button))]) == [.buttonWithoutAction])
    #expect(kinds([TableComponent.navigationRow("Wi-Fi") { TableScreen(title: "Wi-Fi") {} }]).isEmpty)
  }

  @Test func anAdjustableRowMustAdjust() {
    let noSteps = takingEvents(Described(label: "Level", traits: .adjustable))
    #expect(kinds([noSteps]) == [.adjustableWithoutAdjustment])
    let noEvents = described(Described(label: "Level", traits: .adjustable, adjustable: true))
    #expect(kinds([noEvents]) == [.adjustableWithoutAdjustment])
    #expect(
      kinds([
        TableComponent.stepperRow("Size", value: .value(2), range: 1...3),
        TableComponent.sliderRow("Volume", value: .value(0.5), range: 0...1),
      ]).isEmpty
    )
  }

  @Test func twoRowsOfASectionMustNotShareALabel() {
    let findings = terminal.audit(
      [
        TableSection(rows: [
          TableComponent.switchRow("Sync", isOn: .value(true)),
          TableComponent.switchRow("Sync", isOn: .value(false), id: "2"),
        ]),
        TableSection(rows: [TableComponent.switchRow("Sync", isOn: .value(true), id: "3")]),
      ], path: ["S"])
    #expect(findings.map(\.kind) == [.duplicateLabel])
    #expect(findings.first?.indexPath == IndexPath(row: 1, section: 0))
  }

  @Test func aHintMustNotNameAGesture() {
    #expect(
      kinds([described(Described(label: "Edit", hint: "Double-tap to edit.", traits: .button)) { _ in }]) == [
        .hintNamesGesture
      ])
    #expect(
      kinds([described(Described(label: "Edit", hint: "Zum Bearbeiten doppeltippen.", traits: .button)) { _ in }]) == [
        .hintNamesGesture
      ])
    #expect(kinds([described(Described(label: "Edit", hint: "Opens the editor.", traits: .button)) { _ in }]).isEmpty)
    #expect(
      kinds([described(Described(label: "Taps", hint: "Shows the taps you made.", traits: .button)) { _ in }]).isEmpty)
  }

  @Test func aFixedHeightMustNotClipTheTextAtTheLargestSize() {
    let points = AccessibilityAudit()
    #expect(kinds([described(Described(label: "Short", traits: .staticText))], audit: points) == [.clippedText])
    #expect(kinds([described(Described(label: "Tall row", traits: .staticText))], audit: points).isEmpty)
    // Without text metrics (terminal rows are lines) the check is left out.
    #expect(kinds([described(Described(label: "Short", traits: .staticText))]).isEmpty)
    #expect(AccessibilityAudit.lines(of: "", charactersPerLine: 18) == 0)
    #expect(AccessibilityAudit.lines(of: String(repeating: "a", count: 19), charactersPerLine: 18) == 2)
    #expect(AccessibilityAudit.lines(of: "a\nb", charactersPerLine: 18) == 2)
    // Metrics that fit no character on a line count one a line, never divide by zero.
    #expect(AccessibilityAudit.lines(of: "abc", charactersPerLine: 0) == 3)
  }

  @Test func findingsNameTheRowAndTheAuditType() {
    let finding = terminal.audit(
      [TableSection(rows: [TableComponent.textRow("x"), described(Described(label: "Nothing", traits: .button))])],
      path: ["Settings", "Wi-Fi"]
    ).first
    #expect(
      finding?.description
        == "Settings › Wi-Fi, section 0, row 1 (\"Nothing\"): trait (buttonWithoutAction): the row is a button but nothing happens when it is activated"
    )
    #expect(AccessibilityFinding.Kind.missingLabel.auditType == "sufficientElementDescription")
    #expect(AccessibilityFinding.Kind.clippedText.auditType == "textClipped")
    #expect(AccessibilityFinding.Kind.duplicateLabel.auditType == nil)
  }

  @Test func aWholeTreeIsWalkedAndNamed() {
    let root = TableScreen(title: "Settings") {
      TableSection(rows: [
        TableComponent.navigationRow("Privacy") {
          TableScreen(title: "Privacy") { TableSection(rows: [TableComponent.buttonRow("") { _ in }]) }
        }
      ])
    }
    let findings = terminal.audit(tree: root)
    #expect(findings.map(\.kind) == [.missingLabel])
    #expect(findings.first?.path == ["Settings", "Privacy"])
  }

  @Test func theExampleScreenPassesInEveryScreen() {
    let root = SettingsScreen.screen(model: SettingsModel())
    let findings = terminal.audit(tree: root)
    #expect(findings.isEmpty, "\(findings.map(\.description))")
  }

  @Test(.recordsDiagnostics, arguments: ["en", "de"])
  func theExampleBundlePassesInEveryPane(language: String) throws {
    let bundle = try SettingsBundle(contentsOf: exampleBundleURL, preferredLanguages: [language])
    let root = bundle.rootScreen(store: InMemorySettingsStore())
    let audit = AccessibilityAudit(words: .forLanguage(language), textMetrics: nil)
    let findings = audit.audit(tree: root)
    #expect(findings.isEmpty, "\(findings.map(\.description))")
  }
}
