import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The room between sections (`SectionEdgeHeight`, `TableEngine.sectionSpacing`): decided by
/// the engine, so that a grouped UIKit table keeps its gaps between groups unless the screen
/// asks for none. The UIKit host maps `.standardSpacing` to `automaticDimension`.
@MainActor
@Suite struct SectionSpacingTests {
  @Test func sectionsWithoutHeaderOrFooterKeepTheStandardSpacing() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.addSection(TableSection(rows: [label("About")]))
    try engine.addSection(TableSection(rows: [label("Reset")]))
    #expect(engine.sectionSpacing == .standard)
    for section in 0..<2 {
      #expect(engine.dataSource.headerEdgeHeight(inSection: section, width: 40) == .standardSpacing)
      #expect(engine.dataSource.footerEdgeHeight(inSection: section, width: 40) == .standardSpacing)
    }
  }

  @Test func aScreenCanAskForNoSpacing() throws {
    let (tableView, host) = UIKitShapedHost.make()
    defer { withExtendedLifetime(tableView) {} }
    let engine = TableEngine(host: host)
    try engine.addSection(TableSection(rows: [label("About")]))
    host.calls = []
    engine.sectionSpacing = .none
    #expect(engine.dataSource.headerEdgeHeight(inSection: 0, width: 40) == SectionEdgeHeight.none)
    #expect(engine.dataSource.footerEdgeHeight(inSection: 0, width: 40) == SectionEdgeHeight.none)
    #expect(host.calls == ["invalidateLayout"])
    engine.sectionSpacing = .none  // no change, no layout
    #expect(host.calls == ["invalidateLayout"])
  }

  @Test func componentsAndTitlesWinOverSpacing() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.addSection(
      TableSection(footer: TableComponent(NoteFooter.self, data: "a note"), headerTitle: "Network", rows: [label("x")]))
    for spacing in [SectionSpacing.standard, .none] {
      engine.sectionSpacing = spacing
      #expect(engine.dataSource.headerEdgeHeight(inSection: 0, width: 40) == .title)
      #expect(engine.dataSource.footerEdgeHeight(inSection: 0, width: 40) == .component(.fixed(1)))
    }
  }

  @Test func theRuleItself() {
    #expect(SectionEdgeHeight(componentHeight: nil, hasTitle: false, spacing: .standard) == .standardSpacing)
    #expect(SectionEdgeHeight(componentHeight: nil, hasTitle: false, spacing: .none) == SectionEdgeHeight.none)
    #expect(SectionEdgeHeight(componentHeight: .fixed(4), hasTitle: true, spacing: .none) == .component(.fixed(4)))
  }
}
