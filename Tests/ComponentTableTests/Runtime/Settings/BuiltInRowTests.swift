import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The built-in settings components' behaviour, which lives in the factories on
/// `TableComponent` and is the same on every host.
@MainActor
@Suite struct BuiltInRowTests {

  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test func switchFlipsOnSelectionAndOnControlEventsKeepingItsView() throws {
    var changes: [Bool] = []
    let (engine, host) = try makeTable(showing: [
      TableComponent.switchRow("Wi-Fi", isOn: .value(false)) { changes.append($0) }
    ])
    let view = try #require(host.cellForRow(at: path(0)))
    #expect(host.render() == [rowLine("Wi-Fi", "[off]")])
    host.selectRow(at: path(0))
    #expect(changes == [true])
    #expect(host.render() == [rowLine("Wi-Fi", "[ on]")])
    #expect(host.cellForRow(at: path(0)) === view)
    #expect(
      try engine.component(at: path(0)).data(as: SwitchRowData.self) == SwitchRowData(title: "Wi-Fi", isOn: true))
    engine.dataSource.send(.control(.toggle(true), at: path(0)))  // already on: nothing happens
    #expect(changes == [true])
    engine.dataSource.send(.control(.toggle(false), at: path(0)))
    #expect(changes == [true, false])
    engine.dataSource.send(.control(.step(1), at: path(0)))  // not a switch event
    #expect(changes == [true, false])
    #expect(host.lastAppliedUpdate == TableBatchUpdate(reconfiguredRows: [path(0)]))
  }

  @Test func controlEventForARowThatIsGoneIsIgnored() throws {
    var changes: [Bool] = []
    let (engine, host) = try makeTable(showing: [
      TableComponent.switchRow("Wi-Fi", isOn: .value(false)) { changes.append($0) }
    ])
    defer { withExtendedLifetime(host) {} }  // the table keeps the rows
    let before = dump(engine)
    engine.dataSource.send(.control(.toggle(true), at: path(5)))
    engine.dataSource.send(.control(.toggle(true), at: IndexPath(row: 0, section: 3)))
    engine.dataSource.send(.control(.toggle(true), at: IndexPath(index: 0)))
    #expect(changes.isEmpty)
    #expect(dump(engine) == before)
  }

  @Test func switchKeepsItsIdentityWhenFlipped() throws {
    let (engine, host) = try makeTable(showing: [TableComponent.switchRow("Wi-Fi", isOn: .value(false))])
    let before = try engine.component(at: path(0)).id
    host.selectRow(at: path(0))
    #expect(try engine.component(at: path(0)).id == before)
    #expect(before != nil)
  }

  @Test func radioGroupHasExactlyOneCheckmark() throws {
    var chosen: [Int] = []
    let rows =
      [TableComponent.textRow("Before")]
      + TableComponent.radioGroup(selection: .value(0), options: [(0, "Light"), (1, "Dark"), (2, "Auto")], id: "look") {
        chosen.append($0)
      }
    let (engine, host) = try makeTable(showing: rows)
    func checked() throws -> [Bool] {
      try (1...3).map { try #require(engine.component(at: path($0)).data(as: CheckmarkRowData.self)).isChecked }
    }
    #expect(try checked() == [true, false, false])
    host.selectRow(at: path(3))
    #expect(try checked() == [false, false, true])
    #expect(chosen == [2])
    host.selectRow(at: path(3))  // already checked: nothing
    #expect(chosen == [2])
    // Rows inserted inside the group: the options are found by identity.
    try engine.insertCell(TableComponent.textRow("Inside"), at: path(2))
    host.selectRow(at: path(2 + 1 - 1))  // "Inside" is a text row, not an option
    host.selectRow(at: path(1))
    #expect(chosen == [2, 0])
    let marks = try [1, 3, 4].map {
      try #require(engine.component(at: path($0)).data(as: CheckmarkRowData.self)).isChecked
    }
    #expect(marks == [true, false, false])
    #expect(host.render()[1].hasSuffix("✓"))
  }

  @Test func aRadioGroupWhoseValueIsNoneOfItsOptionsChecksNone() throws {
    let rows = TableComponent.radioGroup(selection: .value(7), options: [(0, "a"), (1, "b")], id: "g")
    #expect(rows.map { $0.data(as: CheckmarkRowData.self)?.isChecked } == [false, false])
    #expect(TableComponent.radioGroup(selection: .value(0), options: [], id: "empty").isEmpty)
  }

  /// Without an `id`, a group's identity is its kind and its options' titles, as a row's is its
  /// kind and title: declared again, it is the same group; other options make another group.
  @Test func radioGroupWithoutAnIDIsIdentifiedByItsOptions() throws {
    let ids = TableComponent.radioGroup(selection: .value(0), options: [(0, "Light"), (1, "Dark")]).map(\.id)
    #expect(TableComponent.radioGroup(selection: .value(1), options: [(0, "Light"), (1, "Dark")]).map(\.id) == ids)
    #expect(Set(ids).count == 2)
    let others = TableComponent.radioGroup(selection: .value(0), options: [(0, "Light"), (1, "Dim")]).map(\.id)
    #expect(Set(ids).isDisjoint(with: others))
    #expect(
      TableComponent.radioGroup(selection: .value(0), options: [(0, "Light"), (1, "Dark")], id: "look").map(\.id) != ids
    )
    var chosen: [Int] = []
    let (engine, host) = try makeTable(
      showing: TableComponent.radioGroup(selection: .value(0), options: [(0, "Light"), (1, "Dark")]) {
        chosen.append($0)
      })
    host.selectRow(at: path(1))
    #expect(chosen == [1])
    #expect(try engine.component(at: path(1)).data(as: CheckmarkRowData.self)?.isChecked == true)
  }

  @Test func stepperStepsWithinItsRange() throws {
    var values: [Int] = []
    let (engine, host) = try makeTable(showing: [
      TableComponent.stepperRow("Size", value: .value(6), range: 1...7, step: 1) { values.append($0) }
    ])
    defer { withExtendedLifetime(host) {} }  // the table keeps the rows
    func value() throws -> Double {
      try #require(engine.component(at: path(0)).data(as: StepperRowData.self)).value
    }
    engine.dataSource.send(.control(.step(1), at: path(0)))
    #expect(try value() == 7)
    engine.dataSource.send(.control(.step(1), at: path(0)))  // clamped: no change, no callback
    engine.dataSource.send(.control(.step(-100), at: path(0)))
    #expect(try value() == 1)
    engine.dataSource.send(.control(.step(.max), at: path(0)))
    #expect(try value() == 7)
    #expect(values == [7, 1, 7])
  }

  @Test func stepperSelectionStepsUpAndStopsAtTheMaximum() throws {
    var heard: [Int] = []
    let (engine, host) = try makeTable(showing: [
      TableComponent.stepperRow("Size", value: .value(2), range: 1...3) { heard.append($0) }
    ])
    func value() throws -> Double {
      try #require(engine.component(at: path(0)).data(as: StepperRowData.self)).value
    }
    host.selectRow(at: path(0))
    #expect(try value() == 3)
    // At the maximum, selecting again changes nothing: it never wraps to the minimum.
    host.selectRow(at: path(0))
    #expect(try value() == 3)
    #expect(heard == [3])
    #expect(
      TableComponent.stepperRow("Clamped", value: .value(99), range: 1...3).data(as: StepperRowData.self)?.value
        == 3)
  }

  @Test func textFieldCommitsText() throws {
    var committed: [String] = []
    let (engine, host) = try makeTable(showing: [
      TableComponent.textFieldRow("Name", text: .value("Ann"), placeholder: "Your name") { committed.append($0) }
    ])
    #expect(host.render() == ["Name                               [Ann]"])
    engine.dataSource.send(.control(.text("Ann"), at: path(0)))  // unchanged: nothing
    engine.dataSource.send(.control(.text(""), at: path(0)))
    #expect(committed == [""])
    #expect(host.render() == ["Name                         [Your name]"])
    engine.dataSource.send(.control(.toggle(true), at: path(0)))
    #expect(committed == [""])
  }

  @Test func everyRowKindRenders() throws {
    var tapped: [String] = []
    let (_, host) = try makeTable(showing: [
      TableComponent.textRow("Plain"),
      TableComponent.textRow("Title", subtitle: "Subtitle"),
      TableComponent.valueRow("Version", value: "1.0"),
      TableComponent.valueRow("General") { _ in tapped.append("general") },
      TableComponent.valueRow("Wi-Fi", value: "Home") { _ in },
      TableComponent.checkmarkRow("Option", isChecked: .value(true)),
      TableComponent.buttonRow("Sign Out", role: .destructive) { tapped.append($0.data.title) },
      TableComponent.stepperRow("Size", value: .value(1), range: 1...3),
    ])
    #expect(
      host.render() == [
        "Plain",
        "Title",
        "Subtitle",
        "Version                              1.0",
        "General                                ›",
        "Wi-Fi                             Home ›",
        "Option                                 ✓",
        "Sign Out",
        "Size                               − 1 +",
      ])
    host.selectRow(at: path(3))
    host.selectRow(at: path(6))
    #expect(tapped == ["general", "Sign Out"])
  }

  @Test func checkmarkRowToggles() throws {
    var states: [Bool] = []
    let (engine, host) = try makeTable(showing: [
      TableComponent.checkmarkRow("Sync", isChecked: .value(false)) { states.append($0) }
    ])
    host.selectRow(at: path(0))
    host.selectRow(at: path(0))
    #expect(states == [true, false])
    #expect(try engine.component(at: path(0)).data(as: CheckmarkRowData.self)?.isChecked == false)
  }

  @Test func headersAndFootersRender() throws {
    let (engine, host) = makeTable(width: 30, height: 20)
    try engine.addSection(
      TableSection(
        header: TableComponent.profileCard(name: "Ann Lee", detail: "ann@example.com"),
        footer: TableComponent.footerNote("A note long enough to wrap onto a second line."),
        rows: [TableComponent.textRow("Row")]))
    try engine.addSection(
      TableSection(header: TableComponent.sectionTitle("General"), rows: [TableComponent.textRow("Other")]))
    #expect(
      host.render() == [
        "╭────╮",
        "│ AL │ Ann Lee",
        "╰────╯ ann@example.com",
        "",
        "Row",
        "A note long enough to wrap",
        "onto a second line.",
        "",
        "GENERAL",
        "Other",
      ])
  }
}
