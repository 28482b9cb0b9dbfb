import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A banner above or below all sections.
@MainActor
final class BannerView: TerminalView, ComponentView {
  private(set) var text = ""

  func configure(with data: String) { text = data }

  static func height(for data: String, width: CGFloat) -> ComponentHeight {
    .fixed(CGFloat(data.split(separator: "\n").count))
  }

  override func render(width: Int) -> [String] { text.split(separator: "\n").map(String.init) }
}

/// A one-line banner that reports its height calls to its probe.
@MainActor
final class ProbedBannerView: TerminalView, ComponentView {
  func configure(with data: Probed<String>) {}

  static func height(for data: Probed<String>, width: CGFloat) -> ComponentHeight {
    data.probe.heightCalls += 1
    return .fixed(1)
  }
}

/// The views above and below all sections (UIKit's `tableHeaderView`/`tableFooterView`).
@MainActor
@Suite struct TableHeaderFooterTests {
  @Test func headerAndFooterFrameTheSectionsAndScrollWithThem() throws {
    let (engine, host) = makeTable(width: 20, height: 20)
    try engine.addSection(TableSection(rows: [label("row")]))
    try engine.setTableHeader(TableComponent(BannerView.self, data: "TOP\nbanner"))
    try engine.setTableFooter(TableComponent(BannerView.self, data: "END"))
    #expect(host.render() == ["TOP", "banner", "row", "END"])
    #expect(host.contentHeight == 4)
    #expect((host.tableHeaderView as? BannerView)?.text == "TOP\nbanner")
    #expect((host.tableFooterView as? BannerView)?.text == "END")
    #expect(engine.tableHeader?.data(as: BannerView.Data.self) == "TOP\nbanner")

    host.height = 2
    host.scroll(toOffset: 2)
    #expect(host.render() == ["row", "END"])
    #expect(host.tableHeaderView == nil, "a header scrolled out of view has no view")
    host.scroll(toOffset: 0)
    #expect(host.render() == ["TOP", "banner"])
    #expect((host.tableHeaderView as? BannerView)?.text == "TOP\nbanner", "the header scrolled back shows its data")
  }

  @Test func replacingAndRemovingUpdateTheHost() throws {
    let (engine, host) = makeTable(width: 20, height: 20)
    try engine.addSection(TableSection(rows: [label("row")]))
    try engine.setTableHeader(TableComponent(BannerView.self, data: "one"))
    #expect(host.render() == ["one", "row"])
    try engine.setTableHeader(TableComponent(BannerView.self, data: "two\nlines"))
    #expect(host.render() == ["two", "lines", "row"])
    try engine.setTableHeader(nil)
    #expect(host.render() == ["row"])
    #expect(engine.tableHeader == nil)
    #expect(host.reloadCount == 1, "only the attach reloads; header changes do not reload the rows")
  }

  @Test func heightsAreCachedPerWidth() throws {
    let (engine, host) = makeTable(width: 20, height: 20)
    let probe = ViewProbe()
    try engine.setTableHeader(TableComponent(ProbedBannerView.self, data: Probed(value: "a", probe: probe)))
    probe.heightCalls = 0
    _ = host.render()
    _ = engine.dataSource.height(of: .tableHeader, width: 20)
    #expect(probe.heightCalls == 1)
    host.width = 30
    _ = host.render()
    #expect(probe.heightCalls == 2, "a new width asks again")
    engine.invalidateAllHeights()
    _ = host.render()
    #expect(probe.heightCalls == 3)
  }

  @Test func aGroupThatThrowsUndoesTheTableHeader() throws {
    let (engine, host) = makeTable(width: 20, height: 20)
    try engine.setTableHeader(TableComponent(BannerView.self, data: "kept"))
    struct Stop: Error {}
    #expect(throws: Stop.self) {
      try engine.performBatchUpdates {
        try engine.setTableHeader(TableComponent(BannerView.self, data: "dropped"))
        try engine.setTableFooter(TableComponent(BannerView.self, data: "dropped too"))
        throw Stop()
      }
    }
    #expect(engine.tableHeader?.data(as: BannerView.Data.self) == "kept")
    #expect(engine.tableFooter == nil)
    #expect(host.render() == ["kept"])
    try engine.performBatchUpdates {
      try engine.addSection(TableSection(rows: [label("row")]))
      try engine.setTableFooter(TableComponent(BannerView.self, data: "shown at the end"))
    }
    #expect(host.render() == ["kept", "row", "shown at the end"])
    try engine.performBatchUpdates {
      try engine.setTableHeader(TableComponent(BannerView.self, data: "replaced"))
      #expect(host.render().first == "kept", "inside a group the host hears of it at the end")
    }
    #expect(host.render().first == "replaced")
  }

  @Test func badComponentsAreRefusedAndChangeNothing() throws {
    let (engine, host) = makeTable()
    try engine.setTableHeader(TableComponent(BannerView.self, data: "kept"))
    _ = host.render()
    expectRefused(
      .unsupportedViewClass(
        viewClass: String(reflecting: NotATerminalView.self), role: .tableHeaderFooter,
        reason: "the terminal host shows the table header and footer with TerminalView subclasses"),
      in: engine, host: host
    ) { try engine.setTableHeader(TableComponent(NotATerminalView.self, data: "x")) }
    expectRefused(
      .emptyReuseIdentifier(operation: "setTableFooter(_:)", viewClass: String(reflecting: BannerView.self)),
      in: engine, host: host
    ) { try engine.setTableFooter(TableComponent(BannerView.self, data: "x", reuseIdentifier: "")) }
    #expect(engine.tableHeader?.data(as: BannerView.Data.self) == "kept")
    #expect(engine.tableFooter == nil)
    #expect(
      TableError.unsupportedViewClass(viewClass: "V", role: .tableHeaderFooter, reason: "r").description
        == "V cannot be used as a table header/footer view: r")
  }

  @Test func theHostLettingGoDropsThemToo() throws {
    weak var weakEngine: TableEngine?
    do {
      let (engine, host) = makeTable()
      weakEngine = engine
      // A closure in the header that holds the engine: a cycle unless the host breaks it.
      try engine.setTableHeader(TableComponent(BannerView.self, data: "x") { _ in _ = engine })
      _ = host.render()
    }
    #expect(weakEngine == nil)
  }
}
