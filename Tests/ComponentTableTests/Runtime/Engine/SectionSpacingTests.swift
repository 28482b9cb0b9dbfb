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
      #expect(engine.dataSource.edgeHeight(of: .header(section), width: 40) == .standardSpacing)
      #expect(engine.dataSource.edgeHeight(of: .footer(section), width: 40) == .standardSpacing)
    }
  }

  @Test func aScreenCanAskForNoSpacing() throws {
    let (tableView, host) = UIKitShapedHost.make()
    defer { withExtendedLifetime(tableView) {} }
    let engine = TableEngine(host: host)
    try engine.addSection(TableSection(rows: [label("About")]))
    host.calls = []
    engine.sectionSpacing = .none
    #expect(engine.dataSource.edgeHeight(of: .header(0), width: 40) == SectionEdgeHeight.none)
    #expect(engine.dataSource.edgeHeight(of: .footer(0), width: 40) == SectionEdgeHeight.none)
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
      #expect(engine.dataSource.edgeHeight(of: .header(0), width: 40) == .title)
      #expect(engine.dataSource.edgeHeight(of: .footer(0), width: 40) == .component(.fixed(1)))
    }
  }

  /// A host that lays out only the edges it has a view for (a collection view list) shows one
  /// for a component or a title, and none for spacing, whatever the spacing.
  @Test func onlyComponentsAndTitlesShowAView() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.addSection(
      TableSection(footer: TableComponent(NoteFooter.self, data: "a note"), headerTitle: "Network", rows: [label("x")]))
    try engine.addSection(TableSection(rows: [label("y")]))
    for spacing in [SectionSpacing.standard, .none] {
      engine.sectionSpacing = spacing
      let shown = [Decoration.header(0), .footer(0), .header(1), .footer(1)].map {
        engine.dataSource.edgeHeight(of: $0, width: 40).showsView
      }
      #expect(shown == [true, true, false, false])
    }
  }

  /// A host asks a header and a footer the same questions by `Decoration`: each answers its
  /// own title, and the table's own have none.
  @Test func aHeaderAndAFooterAreAskedAlike() throws {
    let (engine, host) = makeTable()
    defer { withExtendedLifetime(host) {} }
    try engine.addSection(TableSection(headerTitle: "Network", rows: [label("x")]))
    try engine.addSection(TableSection(footerTitle: "Used when no network is known.", rows: [label("y")]))
    try engine.setTableHeader(TableComponent(NoteFooter.self, data: "top"))
    let source = engine.dataSource
    #expect(source.title(of: .header(0)) == "Network" && source.title(of: .footer(0)) == nil)
    #expect(source.title(of: .header(1)) == nil && source.title(of: .footer(1)) == "Used when no network is known.")
    #expect(source.title(of: .tableHeader) == nil && source.title(of: .tableFooter) == nil)
    for spacing in [SectionSpacing.standard, .none] {
      engine.sectionSpacing = spacing
      #expect(source.sectionSpacing == spacing)
      let nothing: SectionEdgeHeight = spacing == .standard ? .standardSpacing : .none
      #expect(source.edgeHeight(of: .header(0), width: 40) == .title)
      #expect(source.edgeHeight(of: .footer(0), width: 40) == nothing)
      #expect(source.edgeHeight(of: .header(1), width: 40) == nothing)
      #expect(source.edgeHeight(of: .footer(1), width: 40) == .title)
    }
  }

  // Exit tests came with Swift 6.2's Swift Testing; the package admits Swift 6.0.
  #if compiler(>=6.2)
    /// A host only asks about sections it got from the counts: a footer's title out of range
    /// traps with a message that names the call and the values.
    @Test func askingTheTitleOfASectionThatIsNotThereTraps() async throws {
      let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let engine = TableEngine(host: TerminalTableView())
          _ = try? engine.addSection(TableSection(rows: [label("x")]))
          _ = engine.dataSource.title(of: .footer(3))
        }
      }
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("title(of:): section 3 is out of range; the table has 1 sections"))
    }
  #endif

  @Test func theRuleItself() {
    #expect(SectionEdgeHeight(componentHeight: nil, hasTitle: false, spacing: .standard) == .standardSpacing)
    #expect(SectionEdgeHeight(componentHeight: nil, hasTitle: false, spacing: .none) == SectionEdgeHeight.none)
    #expect(SectionEdgeHeight(componentHeight: .fixed(4), hasTitle: true, spacing: .none) == .component(.fixed(4)))
  }
}
