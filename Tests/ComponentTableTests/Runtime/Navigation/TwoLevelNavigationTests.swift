import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A settings tree two levels deep, driven with a user's keys: a child's change shows in its
/// parent when the user goes back, and Esc at the root does not quit.
@MainActor
@Suite struct TwoLevelNavigationTests {

  @MainActor final class Model {
    var wifi = true
    var band = 0
  }

  func wifiScreen(model: Model) -> TableScreen {
    TableScreen(title: "Wi-Fi") {
      TableSection(rows: [
        TableComponent.switchRow("Wi-Fi", isOn: .value(model.wifi)) { model.wifi = $0 },
        TableComponent.pickerRow("Band", selection: .value(model.band), options: [(0, "2.4 GHz"), (1, "5 GHz")]) {
          model.band = $0
        },
      ])
    }
  }

  func aboutScreen() -> TableScreen {
    TableScreen(title: "About") { TableSection(rows: [TableComponent.valueRow("Version", value: "1.0")]) }
  }

  @Test func aChildsChangeShowsInTheParentAfterGoingBack() throws {
    let model = Model()
    let settings = TableScreen(title: "Settings", revealBehavior: .refresh) {
      TableSection(rows: [
        TableComponent.navigationRow("Wi-Fi", value: model.wifi ? "On" : "Off") {
          wifiScreen(model: model)
        },
        TableComponent.valueRow("About") { selection in
          try? selection.engine.navigator?.push(aboutScreen())
        },
      ])
    }
    let app = try TerminalTableApp(root: settings)
    app.resize(to: TerminalSize(columns: 40, rows: 10))
    app.replay([.right, .enter, .down, .enter, .down, .enter, .escape])
    #expect(app.navigator?.path == ["Settings", "Wi-Fi"])  // the Band list was chosen in and left
    #expect(model.wifi == false)
    #expect(model.band == 1)
    #expect(
      app.renderFrame(styled: false).contains { $0.contains("Band") && $0.contains("5 GHz ›") })
    app.replay([.escape])
    #expect(app.navigator?.path == ["Settings"])
    #expect(
      app.renderFrame(styled: false).contains { $0.contains("Wi-Fi") && $0.contains("Off ›") })
    app.replay([.down, .right])
    #expect(app.navigator?.path == ["Settings", "About"])
    app.replay([.escape, .escape])
    #expect(app.navigator?.path == ["Settings"])
    #expect(!app.isFinished)  // Esc at the root says that q quits, and does not quit
    app.replay([.character("q")])
    #expect(app.isFinished)
  }
}
