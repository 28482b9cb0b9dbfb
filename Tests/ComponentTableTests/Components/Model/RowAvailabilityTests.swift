import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Disabled rows (`TableComponent.disabled(_:reason:)`, `RowAvailability`): shown dimmed with
/// their reason, reached by the focus and by VoiceOver, and doing nothing on any host.
@MainActor
@Suite struct RowAvailabilityTests {

  func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  func table(_ rows: [TableComponent]) throws -> (TableEngine, TerminalTableView) {
    let (engine, host) = makeTable(width: 40, height: 10)
    try engine.addSection(TableSection(id: "s", rows: rows))
    return (engine, host)
  }

  @Test func aDisabledRowCarriesItsStateAndReasonAndCanBeEnabledAgain() {
    let row = TableComponent.switchRow("Face ID", isOn: .value(false)) { _ in }
    #expect(row.availability == .enabled && row.isEnabled)
    let locked = row.disabled(reason: "Set a passcode first")
    #expect(locked.availability == .disabled(reason: "Set a passcode first"))
    #expect(!locked.isEnabled)
    #expect(locked.disabled(false).availability == .enabled)
    #expect(row.disabled(false).isEnabled)
    // An empty reason is none; a reason given with `false` is ignored.
    #expect(row.disabled(reason: "").availability == .disabled(reason: nil))
    #expect(row.disabled(false, reason: "ignored").availability == .enabled)
    // Other modifiers keep the state, and it keeps theirs.
    #expect(locked.movable().availability == locked.availability)
    #expect(row.movable().disabled().canMove)
  }

  @Test func aDisabledRowIsNeitherSelectableNorActivatableAndOffersNoEditing() {
    let actions = [RowAction.delete()]
    let row = TableComponent.textRow("Help") { _ in }.swipeActions(trailing: actions).movable()
    #expect(row.interaction.isSelectable && row.interaction.hasSwipeActions)
    let interaction = row.disabled().interaction
    #expect(!interaction.isEnabled)
    #expect(!interaction.isSelectable && !interaction.isActivatable)
    #expect(!interaction.hasSwipeActions && interaction.editingStyle == .none)
    #expect(interaction.editingStyle(inEditingMode: false) == .none)
    // The app's own delegate gets no say over a disabled row's swipe actions either.
    #expect(!interaction.leavesEditingToExternalDelegate)
    #expect(interaction.editingStyle(inEditingMode: false, externalDelegateOffersSwipeActions: true) == .none)
    #expect(TableComponent.switchRow("Wi-Fi", isOn: .value(true)).disabled().interaction.isActivatable == false)
  }

  @Test func theEngineRunsNothingForADisabledRow() throws {
    var events: [String] = []
    let delegate = RecordingDelegate()
    let (engine, host) = makeTable(width: 40, height: 10, delegate: delegate)
    try engine.addSection(
      TableSection(rows: [
        TableComponent.switchRow("Wi-Fi", isOn: .value(false)) { events.append("toggled \($0)") }.disabled(),
        TableComponent.textRow("Help") { _ in events.append("selected") }
          .swipeActions(trailing: [RowAction("Share") { _ in events.append("shared") }]).movable().disabled(),
        label("after"),
      ]))
    defer { withExtendedLifetime(host) {} }
    engine.dataSource.send(.control(.toggle(true), at: path(0)))
    #expect(engine.dataSource.willSelectRow(at: path(1)) == nil)
    engine.dataSource.send(.select(path(1)))
    #expect(engine.dataSource.rowState(at: path(1)).trailingActions.isEmpty)
    #expect(!engine.dataSource.send(.action(position: 0, edge: .trailing, row: RowReference(indexPath: path(1)))))
    #expect(!engine.dataSource.rowState(at: path(1)).canMove)
    #expect(!engine.dataSource.send(.move(from: path(1), to: path(2))))
    #expect(events.isEmpty)
    #expect(delegate.events.filter { $0.hasPrefix("didSelect") }.isEmpty)
    // What the screen declared is still there to read.
    #expect(try engine.component(at: path(1)).trailingActions.map(\.title) == ["Share"])
    // Enabled again, the same row acts.
    try engine.updateCell(
      at: path(0), with: TableComponent.switchRow("Wi-Fi", isOn: .value(false)) { events.append("toggled \($0)") })
    engine.dataSource.send(.control(.toggle(true), at: path(0)))
    #expect(events == ["toggled true"])
  }

  @Test func flippingTheStateReconfiguresTheRowInPlace() throws {
    let (engine, host) = makeTable(width: 40, height: 10)
    try engine.apply([TableSection(id: "s", rows: [TableComponent(LabelCell.self, data: "Face ID", id: "faceID")])])
    let cell = try #require(host.cellForRow(at: path(0)) as? LabelCell)
    let before = cell.configureCount
    try engine.apply([
      TableSection(id: "s", rows: [TableComponent(LabelCell.self, data: "Face ID", id: "faceID").disabled()])
    ])
    // The same view, configured again: not deleted and inserted, not left as it was.
    #expect(host.cellForRow(at: path(0)) === cell)
    #expect(cell.configureCount == before + 1)
    #expect(!engine.dataSource.rowState(at: path(0)).interaction.isEnabled)
    // Another reason is another state too; the same state again changes nothing.
    try engine.apply([
      TableSection(id: "s", rows: [TableComponent(LabelCell.self, data: "Face ID", id: "faceID").disabled(reason: "x")])
    ])
    #expect(cell.configureCount == before + 2)
    try engine.apply([
      TableSection(id: "s", rows: [TableComponent(LabelCell.self, data: "Face ID", id: "faceID").disabled(reason: "x")])
    ])
    #expect(cell.configureCount == before + 2)
    let plain = TableComponent(LabelCell.self, data: "a")
    #expect(!plain.hasSameContent(as: plain.disabled()))
    #expect(
      plain.disabled(reason: "r").hasSameContent(as: TableComponent(LabelCell.self, data: "a").disabled(reason: "r")))
  }

  @Test func voiceOverHearsADimmedRowAndWhyWithNothingToDo() throws {
    let (engine, host) = try table([
      TableComponent.switchRow("Face ID", isOn: .value(true)) { _ in }.disabled(reason: "Set a passcode first"),
      TableComponent.stepperRow("Size", value: .value(2), range: 0...5) { _ in }.disabled(),
      TableComponent.switchRow("Wi-Fi", isOn: .value(true)) { _ in },
    ])
    defer { withExtendedLifetime(host) {} }
    let faceID = try #require(try engine.accessibilityDescription(forRowAt: path(0)))
    #expect(faceID.traits.contains(.notEnabled) && faceID.traits.contains(.toggle))
    #expect(faceID.hint == "Set a passcode first")
    #expect(faceID.activation == nil)
    #expect(faceID.spokenText == "Face ID, Switch button, On, Dimmed, Set a passcode first")
    let size = try #require(try engine.accessibilityDescription(forRowAt: path(1)))
    #expect(size.increment == nil && size.decrement == nil && size.hint == nil)
    #expect(!size.spokenText.contains("Swipe"))
    #expect(size.spokenText.hasSuffix("Dimmed"))
    let wifi = try #require(try engine.accessibilityDescription(forRowAt: path(2)))
    #expect(!wifi.traits.contains(.notEnabled) && wifi.activation != nil)
  }

  @Test func theTerminalDimsADisabledRowAndItsKeysDoNothing() throws {
    var events: [String] = []
    let host = TerminalTableView(width: 40, height: 8)
    let engine = TableEngine(host: host)
    try engine.addSection(
      TableSection(rows: [
        TableComponent.switchRow("Face ID", isOn: .value(false)) { events.append("faceID \($0)") }.disabled(
          reason: "Set a passcode first"),
        TableComponent.stepperRow("Size", value: .value(2), range: 0...5) { events.append("size \($0)") }.disabled(),
        TableComponent.textFieldRow("Name", text: .value("Ada")) { events.append("name \($0)") }.disabled(),
        TableComponent.switchRow("Wi-Fi", isOn: .value(false)) { events.append("wifi \($0)") },
      ]))
    let app = TerminalTableApp(title: "Settings", table: host)
    app.replay(try KeyScript.parse("enter right space"))
    #expect(app.renderFrame(styled: false).contains { $0.contains("🔒 Set a passcode first") })
    app.replay(try KeyScript.parse("down right left enter down enter x y"))
    #expect(app.editingIndexPath == nil)
    #expect(app.renderFrame(styled: false).contains { $0.contains("Dimmed") })
    #expect(events.isEmpty)
    // The focus reached every disabled row, and the enabled one after them still works.
    app.replay(try KeyScript.parse("down enter"))
    #expect(events == ["wifi true"])
    // Drawn dimmed and plain in a real terminal; the enabled row is not dimmed.
    host.setFocus(nil)
    let screen = host.renderScreen(styled: true)
    let dim = "\u{1B}[0;2m"
    #expect(screen[0].contains(dim) && screen[1].contains(dim) && screen[2].contains(dim))
    #expect(!screen[3].contains(dim))
    host.setFocus(path(0))
    #expect(host.renderScreen(styled: true)[0].contains("\u{1B}[0;2;7m"))
    #expect(host.render()[0].hasPrefix("Face ID"))
  }

  @Test func theRowStateCarriesEveryRowsAvailabilityEnabledIncluded() throws {
    let host = TerminalTableView(width: 40, height: 3)
    let engine = TableEngine(host: host)
    try engine.addSection(
      TableSection(
        rows: (0..<3).map { index in
          let row = TableComponent(LabelCell.self, data: "row \(index)")
          return index == 0 ? row.disabled(reason: "locked") : index == 1 ? row.disabled() : row
        }))
    let states = (0..<3).map { engine.dataSource.rowState(at: path($0)) }
    #expect(states.map(\.availability) == [.disabled(reason: "locked"), .disabled(reason: nil), .enabled])
    try engine.updateCell(at: path(0), with: TableComponent(LabelCell.self, data: "free"))
    #expect(engine.dataSource.rowState(at: path(0)).availability == .enabled)
  }
}
