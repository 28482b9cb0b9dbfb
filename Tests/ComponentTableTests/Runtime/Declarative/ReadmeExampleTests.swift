import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The README's declarative example, compiled and run, so the README cannot drift from the API.
@MainActor
@Suite struct ReadmeExampleTests {

  @MainActor final class Model {
    var wifi = true
    var network = "Home"
    var askToJoin = true
    var appearance = 2
    var signedIn = true
  }

  @MainActor final class Screen {
    let model = Model()
    let table = TerminalTableView(width: 40, height: 30, inconsistencyPolicy: .record)
    lazy var engine = TableEngine(host: table)

    func render() {
      try? engine.apply {
        TableSection(id: "network", header: TableComponent.sectionTitle("Network")) {
          TableComponent.switchRow("Wi-Fi", isOn: .value(model.wifi)) { [unowned self] isOn in
            model.wifi = isOn
            render()
          }
          if model.wifi {
            TableComponent.valueRow("Network", value: model.network)
            TableComponent.switchRow("Ask to Join Networks", isOn: .value(model.askToJoin)) { [unowned self] in
              model.askToJoin = $0
            }
          }
        }
        TableSection(id: "display", header: TableComponent.sectionTitle("Appearance")) {
          TableComponent.radioGroup(
            selection: .value(model.appearance), options: [(0, "Light"), (1, "Dark"), (2, "Automatic")], id: "look"
          ) {
            [unowned self] in
            model.appearance = $0
          }
        }
        if model.signedIn {
          TableSection(id: "account") {
            TableComponent.buttonRow("Sign Out", role: .destructive) { [unowned self] _ in
              model.signedIn = false
              render()
            }
          }
        }
      }
    }
  }

  @Test func declarativeExampleRevealsAndHidesRows() throws {
    let screen = Screen()
    screen.render()
    #expect(screen.engine.dataSource.numberOfRows(inSection: 0) == 3)
    let wifiView = screen.table.cellForRow(at: IndexPath(row: 0, section: 0))
    screen.table.selectRow(at: IndexPath(row: 0, section: 0))  // Wi-Fi off: two rows go
    #expect(screen.model.wifi == false)
    #expect(screen.engine.dataSource.numberOfRows(inSection: 0) == 1)
    #expect(screen.table.cellForRow(at: IndexPath(row: 0, section: 0)) === wifiView)
    screen.table.selectRow(at: IndexPath(row: 0, section: 2))  // sign out: the section goes
    #expect(screen.engine.sectionCount == 2)
    #expect(screen.table.inconsistencies.isEmpty)
  }
}
