import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A cell that keeps what the engine told it, as UIKit's cells set their accessibility
/// properties from it.
@MainActor
final class DescribedCell<RowData>: TerminalTableCell, ComponentView {
  private(set) var applied: [AccessibilityDescription] = []
  func configure(with data: RowData) {}
  static func height(for data: RowData, width: CGFloat) -> ComponentHeight { .fixed(1) }
}

extension DescribedCell: AccessibilityApplying {
  func applyAccessibility(_ description: AccessibilityDescription) { applied.append(description) }
}

@MainActor
final class DescribedTitleView: TerminalHeaderFooterView, ComponentView, AccessibilityApplying {
  private(set) var applied: [AccessibilityDescription] = []
  func configure(with data: SectionTitleData) {}
  static func height(for data: SectionTitleData, width: CGFloat) -> ComponentHeight { .fixed(1) }
  func applyAccessibility(_ description: AccessibilityDescription) { applied.append(description) }
}

/// The engine gives each view it configures the description of what it shows, when the host
/// asks for it (the UIKit host does): the same description on every path a view is configured.
@MainActor
@Suite struct AccessibilityApplyingTests {
  func table(applies: Bool) throws -> (TerminalTableView, TableEngine) {
    let table = TerminalTableView(width: 40, height: 10)
    table.appliesAccessibilityDescriptions = applies
    let engine = TableEngine(host: table)
    try engine.addSection(
      TableSection(
        id: "main", header: TableComponent(DescribedTitleView.self, data: SectionTitleData(title: "Network")),
        rows: [
          TableComponent(
            DescribedCell<SwitchRowData>.self, data: SwitchRowData(title: "Wi-Fi", isOn: true), id: "wifi"),
          // Plain text, but selecting it does something: the engine says it is a button.
          TableComponent(DescribedCell<TextRowData>.self, data: TextRowData(title: "About")) { _ in },
        ]))
    _ = table.render()
    return (table, engine)
  }

  @Test func viewsAreToldTheRowsDescriptionIncludingWhatTheRowDoes() throws {
    let (table, engine) = try table(applies: true)
    let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? DescribedCell<SwitchRowData>)
    let about = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? DescribedCell<TextRowData>)
    let header = try #require(table.headerView(forSection: 0) as? DescribedTitleView)
    #expect(wifi.applied.last == (try engine.accessibilityDescription(forRowAt: IndexPath(row: 0, section: 0))))
    #expect(wifi.applied.last?.value == "On")
    #expect(about.applied.last?.traits == .button)
    #expect(header.applied.last?.traits == .header)
    // A reconfigured view is told again, with the new value.
    let row = TableComponent(
      DescribedCell<SwitchRowData>.self, data: SwitchRowData(title: "Wi-Fi", isOn: false), id: "wifi")
    try engine.updateCell(at: IndexPath(row: 0, section: 0), with: row)
    _ = table.render()
    let shown = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? DescribedCell<SwitchRowData>)
    #expect(shown.applied.last?.value == "Off")
  }

  @Test func aHostThatDoesNotAskTellsNothing() throws {
    let (table, _) = try table(applies: false)
    let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? DescribedCell<SwitchRowData>)
    #expect(wifi.applied.isEmpty)
  }
}
