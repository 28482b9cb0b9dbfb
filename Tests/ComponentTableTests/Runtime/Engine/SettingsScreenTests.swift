import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The foundation's acceptance scenario: a heterogeneous settings screen built incrementally,
/// scrolled and tapped in the headless host.
@MainActor
@Suite struct SettingsScreenTests {
  @Test func incrementallyBuiltScreenScrollsSelectsAndForwards() throws {
    let delegate = RecordingDelegate()
    let (engine, host) = makeTable(width: 30, height: 8, delegate: delegate)
    var wifiOn = false
    var opened: [String] = []

    let account = try engine.addSection(
      TableSection(header: TableComponent(ProfileHeader.self, data: Profile(name: "Ann Lee", email: "ann@example.com")))
    )
    func wifiRow() -> TableComponent {
      TableComponent(SwitchCell.self, data: SwitchState(title: "Wi-Fi", isOn: wifiOn)) { selection in
        wifiOn.toggle()
        try? selection.engine.updateCell(
          at: selection.indexPath, with: wifiRow(), animation: .none)
      }
    }
    try account.addCell(wifiRow())
    let general = try engine.addSection(TableSection(headerTitle: "General"))
    try general.addCell(
      TableComponent(ValueCell.self, data: TitleValue(title: "Language", value: "English")) { selection in
        opened.append(selection.data.title)
        #expect((selection.view as? ValueCell)?.item.value == "English")
      })
    try engine.addSection(
      TableSection(
        footer: TableComponent(NoteFooter.self, data: "Resetting erases every setting on this device."),
        rows: [label("Reset")]))

    #expect(engine.sectionCount == 3)
    // header, wifi, title, value, spacer, reset, note
    #expect(host.contentHeight == 3 + 1 + 2 + 1 + 1 + 1 + 2)
    #expect(
      host.render() == [
        "+--", "| Ann Lee", "| ann@example.com", "Wi-Fi [off]", "", "GENERAL", "Language: English", "",
      ])

    // The switch's closure flips the state and reconfigures the same view in place.
    let switchView = try #require(host.cellForRow(at: IndexPath(row: 0, section: 0)) as? SwitchCell)
    host.selectRow(at: IndexPath(row: 0, section: 0))
    #expect(wifiOn)
    #expect(host.cellForRow(at: IndexPath(row: 0, section: 0)) === switchView)
    #expect(switchView.state.isOn)
    #expect(host.indexPathForSelectedRow == nil)  // deselected after the closure

    host.selectRow(at: IndexPath(row: 0, section: 1))
    #expect(opened == ["Language"])

    host.height = 4
    host.scroll(toOffset: 100)
    #expect(host.contentOffset == host.contentHeight - 4)
    #expect(
      host.render().suffix(2) == ["Resetting erases every setti", "ng on this device."]
        || host.render().last!.hasSuffix("device."))

    // Handled events reach the delegate after the engine: did-select follows the closure.
    #expect(delegate.events(matching: "willSelect") == ["willSelect 0.0", "willSelect 1.0"])
    #expect(delegate.events(matching: "didSelect") == ["didSelect 0.0", "didSelect 1.0"])
    // Events the engine does not handle are passed through.
    #expect(delegate.events(matching: "didScroll") == ["didScroll \(host.contentHeight - 4)"])
    #expect(delegate.events.contains("willDisplayHeader 0"))
    #expect(delegate.events.contains("willDisplayFooter 2"))
    #expect(delegate.events.contains("didEndDisplaying 0.0"))
  }

  @Test func closureRunsBeforeDeselectAndBeforeTheDelegate() throws {
    let delegate = RecordingDelegate()
    let (engine, host) = makeTable(delegate: delegate)
    try engine.addSection(
      TableSection(rows: [
        label("a") { _ in
          delegate.events.append("closure selected=\(host.indexPathForSelectedRow.map { "\($0.row)" } ?? "none")")
        },
        TableComponent(LabelCell.self, data: "stays", deselectsAfterSelection: false),
      ]))
    host.selectRow(at: IndexPath(row: 0, section: 0))
    #expect(delegate.events.suffix(3) == ["willSelect 0.0", "closure selected=0", "didSelect 0.0"])
    #expect(host.indexPathForSelectedRow == nil)

    host.selectRow(at: IndexPath(row: 1, section: 0))
    #expect(host.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
  }

  @Test func delegateCanRedirectOrRefuseSelection() throws {
    let delegate = RecordingDelegate()
    let (engine, host) = makeTable(delegate: delegate)
    var selected: [String] = []
    try engine.addSection(TableSection(rows: ["a", "b"].map { name in label(name) { selected.append($0.data) } }))
    delegate.redirectSelection = { path in path.row == 0 ? IndexPath(row: 1, section: 0) : nil }
    host.selectRow(at: IndexPath(row: 0, section: 0))
    // refused: the second call returns nil
    delegate.redirectSelection = { _ in nil }
    host.selectRow(at: IndexPath(row: 1, section: 0))
    #expect(selected == ["b"])
  }

  @Test func scrollingThroughAThousandRowsShowsEachRowOnceAsItPasses() throws {
    let delegate = RecordingDelegate()
    let (engine, host) = makeTable(width: 20, height: 10, delegate: delegate)
    let section = try engine.addSection()
    try section.addCells((0..<1000).map { label("row \($0)") })
    // The host lays out after a batch when something reads the layout, as UIKit's next pass.
    #expect(delegate.events(matching: "willDisplay ").isEmpty)
    #expect(host.indexPathsForVisibleRows.count == 10)
    #expect(delegate.events(matching: "willDisplay ").count == 10)
    while host.contentOffset < host.contentHeight - host.height {
      host.scroll(by: 3)
      expectVisibleViewsMatchModel(engine, host)
      #expect(host.indexPathsForVisibleRows.count == host.height, "only the rows in the viewport have views")
      // The engine hears a row appear when it comes into view and end when it leaves: only the
      // rows in the viewport are shown.
      #expect(
        delegate.events(matching: "willDisplay ").count - delegate.events(matching: "didEndDisplaying ").count
          == host.indexPathsForVisibleRows.count)
    }
    #expect(host.indexPathsForVisibleRows.last == IndexPath(row: 999, section: 0))
    #expect(host.render().last == "row 999")
    #expect(delegate.events(matching: "willDisplay ").count == 1000, "each row is shown once on the way down")
  }

  @Test func aRowScrolledBackIntoViewIsShownConfiguredWithItsData() throws {
    let delegate = RecordingDelegate()
    let (engine, host) = makeTable(width: 20, height: 2, delegate: delegate)
    try engine.addSection(TableSection(rows: (0..<4).map { label("\($0)") }))
    #expect(host.render() == ["0", "1"])
    host.scroll(toOffset: 2)
    #expect(host.render() == ["2", "3"])
    host.scroll(toOffset: 0)
    #expect(host.render() == ["0", "1"])
    let cell = try #require(host.cellForRow(at: IndexPath(row: 0, section: 0)) as? LabelCell)
    #expect(cell.text == "0")
    #expect(cell.configureCount == 1, "the view showing a row is configured for that row, once")
    #expect(
      delegate.events(matching: "willDisplay 0.0") + delegate.events(matching: "didEndDisplaying 0.0")
        == ["willDisplay 0.0", "willDisplay 0.0", "didEndDisplaying 0.0"])
  }
}
