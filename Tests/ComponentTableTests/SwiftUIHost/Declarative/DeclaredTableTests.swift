import ComponentTable
import ComponentTableSwiftUI
import ComponentTableTerminal
import Foundation
import Testing

/// The platform-free half of `ComponentTableView`: sections declared from state, re-declared
/// whenever the state changes, applied as SwiftUI would have them applied.
@MainActor
@Suite struct DeclaredTableTests {
  /// A SwiftUI state change animates the table only when it was made with an animation.
  @Test func onlyATransactionWithAnAnimationAnimates() {
    #expect(DeclaredTable.animates(transactionHasAnimation: true, disablesAnimations: false))
    #expect(!DeclaredTable.animates(transactionHasAnimation: false, disablesAnimations: false))
    #expect(!DeclaredTable.animates(transactionHasAnimation: true, disablesAnimations: true))
    #expect(!DeclaredTable.animates(transactionHasAnimation: false, disablesAnimations: true))
  }

  @Test func theFirstSectionsAppearWithoutAnimationAndLaterOnesAnimate() throws {
    let host = UIKitShapedHost.make()
    host.1.onScreen = true
    let table = DeclaredTable(engine: TableEngine(host: host.1))
    table.update(to: [TableSection(id: "a", rows: [label("one")])])
    table.update(to: [TableSection(id: "a", rows: [label("one"), label("two")])])
    table.update(to: [TableSection(id: "a", rows: [label("two")])], animated: false)
    #expect(host.1.animations == [.none, .automatic, .none])
    #expect(table.appliedUpdateCount == 3)
    #expect(table.engine.dataSource.numberOfRows(inSection: 0) == 1)
  }

  @Test func stateChangedFromARowIsDeclaredAgainAsTheMinimalUpdate() throws {
    let (engine, host) = makeTable(width: 30, height: 10)
    let table = DeclaredTable(engine: engine)
    let state = ScreenState()
    @TableSectionsBuilder func body() -> [TableSection] {
      TableSection(id: "network") {
        TableComponent.switchRow("Wi-Fi", isOn: .value(state.wifi)) { isOn in
          state.wifi = isOn
          render()  // what SwiftUI does after the binding changed
        }
        if state.wifi {
          TableComponent.valueRow("Network", value: state.network)
        }
      }
    }
    func render() { table.update(to: body()) }
    render()
    #expect(host.render().map { $0.trimmingCharacters(in: .whitespaces) }.count == 2)
    let switchView = host.cellForRow(at: IndexPath(row: 0, section: 0))
    let updatesBefore = host.appliedUpdateCount

    host.selectRow(at: IndexPath(row: 0, section: 0))  // flip Wi-Fi off in the table
    #expect(state.wifi == false)
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 1)
    #expect(updates(host, since: updatesBefore).flatMap(\.deletedRows) == [IndexPath(row: 1, section: 0)])
    #expect(
      updates(host, since: updatesBefore).flatMap(\.reloadedRows).isEmpty, "the switch row is never reloaded")
    #expect(host.cellForRow(at: IndexPath(row: 0, section: 0)) === switchView, "the same view shows it")

    state.wifi = true  // changed elsewhere (another SwiftUI control): declared again
    render()
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 2)
    #expect(updates(host, since: updatesBefore).flatMap(\.insertedRows) == [IndexPath(row: 1, section: 0)])
  }

  @Test func sectionsDeclaredWhileTheEngineIsBusyWaitAndOnlyTheNewestApply() throws {
    let (engine, _) = makeTable()
    let table = DeclaredTable(engine: engine)
    table.update(to: [TableSection(id: "a", rows: [label("one")])])
    try engine.performBatchUpdates {
      table.update(to: [TableSection(id: "a", rows: [label("two")])])
      table.update(to: [TableSection(id: "a", rows: [label("three"), label("four")])])
      #expect(table.hasPendingUpdate)
      #expect(engine.dataSource.numberOfRows(inSection: 0) == 1, "not applied inside the group")
    }
    // Applied when the group ended, as one update.
    #expect(!table.hasPendingUpdate)
    #expect(engine.dataSource.numberOfRows(inSection: 0) == 2)
    #expect(try engine.component(at: IndexPath(row: 0, section: 0)).data(as: LabelCell.Data.self) == "three")
    #expect(table.appliedUpdateCount == 2, "the two waiting updates were applied as one")
  }

  @Test(.recordsDiagnostics) func refusedSectionsChangeNothingAndAreReported() throws {
    let reported = try reportedDiagnostics()
    let (engine, host) = makeTable(width: 20)
    let table = DeclaredTable(engine: engine)
    table.update(to: [TableSection(id: "a", rows: [label("kept")])])
    table.update(to: [
      TableSection(id: "a", rows: [TableComponent(LabelCell.self, data: "bad", reuseIdentifier: "")])
    ])
    let refusal = TableError.emptyReuseIdentifier(
      operation: "apply(_:animation:)", viewClass: String(reflecting: LabelCell.self))
    #expect(reported.entries.map(\.kind) == [.failed(refusal)])
    #expect(reported.entries.first?.message.contains("empty reuse identifier") == true)
    #expect(!table.hasPendingUpdate, "a refused update is not retried")
    #expect(host.render() == ["kept"])
    #expect(table.appliedUpdateCount == 1)
  }

  @Test func aTableNobodyKeepsDropsItsWaitingUpdate() throws {
    let (engine, _) = makeTable()
    weak var weakTable: DeclaredTable?
    try engine.performBatchUpdates {
      let table = DeclaredTable(engine: engine)
      weakTable = table
      table.update(to: [TableSection(rows: [label("never")])])
    }
    #expect(weakTable == nil)
    #expect(engine.sectionCount == 0, "the table went away before it could apply")
  }
}

@MainActor
private final class ScreenState {
  var wifi = true
  var network = "Home"
}
