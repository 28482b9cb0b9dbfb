import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A cell that shows nothing of its own: what assistive technology hears of its row comes from
/// the description the host reads.
@MainActor
final class DescribedCell<RowData>: TerminalTableCell, ComponentView {
  func configure(with data: RowData) {}
  static func height(for data: RowData, width: CGFloat) -> ComponentHeight { .fixed(1) }
}

/// A section header that counts its configurations, to see a changed header configured again.
@MainActor
final class DescribedTitleView: TerminalHeaderFooterView, ComponentView {
  private(set) var titles: [String] = []
  func configure(with data: SectionTitleData) { titles.append(data.title) }
  static func height(for data: SectionTitleData, width: CGFloat) -> ComponentHeight { .fixed(1) }
  override func render(width: Int) -> [String] { [titles.last ?? ""] }
}

/// The description a host draws with each row, header and footer: the same one the engine's
/// public accessibility API, the audit and the screen reader read, on every path the table
/// changes by.
@MainActor
@Suite struct RowStateAccessibilityTests {
  let wifi = IndexPath(row: 0, section: 0)
  let about = IndexPath(row: 1, section: 0)

  func table() throws -> (TerminalTableView, TableEngine) {
    let table = TerminalTableView(width: 40, height: 10)
    let engine = TableEngine(host: table)
    try engine.addSection(
      TableSection(
        id: "main", header: TableComponent(DescribedTitleView.self, data: SectionTitleData(title: "Network")),
        footerTitle: "Used when no network is known.",
        rows: [
          TableComponent(
            DescribedCell<SwitchRowData>.self, data: SwitchRowData(title: "Wi-Fi", isOn: true), id: "wifi"),
          // Plain text, but selecting it does something: the engine says it is a button.
          TableComponent(DescribedCell<TextRowData>.self, data: TextRowData(title: "About")) { _ in },
        ]))
    _ = table.render()
    return (table, engine)
  }

  @Test func theRowStateSaysWhatTheRowShowsAndWhatItDoes() throws {
    let (table, engine) = try table()
    defer { withExtendedLifetime(table) {} }
    let source = engine.dataSource
    #expect(source.rowState(at: wifi).accessibility == (try engine.accessibilityDescription(forRowAt: wifi)))
    #expect(source.rowState(at: wifi).accessibility?.value == "On")
    #expect(source.rowState(at: about).accessibility?.traits == .button)
    #expect(source.accessibility(of: .header(0))?.traits == .header)
    #expect(source.accessibility(of: .footer(0))?.label == "Used when no network is known.")
    let row = TableComponent(
      DescribedCell<SwitchRowData>.self, data: SwitchRowData(title: "Wi-Fi", isOn: false), id: "wifi")
    try engine.updateCell(at: wifi, with: row)
    #expect(source.rowState(at: wifi).accessibility?.value == "Off", "the state follows the new data")
  }

  @Test func aDisabledRowIsDescribedAsDimmedWithItsReason() throws {
    let (table, engine) = try table()
    defer { withExtendedLifetime(table) {} }
    try engine.updateCell(
      at: wifi,
      with: TableComponent(DescribedCell<SwitchRowData>.self, data: SwitchRowData(title: "Wi-Fi", isOn: true))
        .disabled(reason: "Managed by your organization"))
    let described = try #require(engine.dataSource.rowState(at: wifi).accessibility)
    #expect(described.traits.contains(.notEnabled))
    #expect(described.hint == "Managed by your organization")
    #expect(described.activation == nil)
  }

  /// A header whose data changed in an `apply` keeps its view: the host configures the view it
  /// shows again, and reads the new description.
  @Test func aChangedHeaderIsConfiguredAgainInPlaceByTheHost() throws {
    let (table, engine) = try table()
    let header = try #require(table.headerView(forSection: 0) as? DescribedTitleView)
    try engine.apply([
      TableSection(
        id: "main", header: TableComponent(DescribedTitleView.self, data: SectionTitleData(title: "Networks")),
        footerTitle: "Used when no network is known.",
        rows: [
          TableComponent(
            DescribedCell<SwitchRowData>.self, data: SwitchRowData(title: "Wi-Fi", isOn: true), id: "wifi"),
          TableComponent(DescribedCell<TextRowData>.self, data: TextRowData(title: "About")) { _ in },
        ])
    ])
    #expect(header.titles.last == "Networks")
    #expect(table.headerView(forSection: 0) === header, "the same view, configured again")
    #expect(engine.dataSource.accessibility(of: .header(0))?.label == "Networks")
  }
}
