// The complete example of the DocC article "Testing Headless" (ComponentTableTerminal): the
// article quotes this file, and CI runs it with every other test.

import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The state of the app under test.
@MainActor
final class ProfileModel {
  var name = "Ann Lee"
  var newsletter = false
}

/// The app: a root screen whose "Name" row opens a screen with a text field. The root is
/// rebuilt when the child is popped, so its row shows the edited name.
@MainActor
func profileApp(_ model: ProfileModel) throws -> TerminalTableApp {
  let root = TableScreen(title: "Account", revealBehavior: .refresh) {
    TableSection(
      id: "profile",
      rows: [
        TableComponent.navigationRow("Name", value: model.name) {
          TableScreen(title: "Name") {
            TableSection(rows: [
              TableComponent.textFieldRow("Name", text: .value(model.name), placeholder: "Your name") {
                model.name = $0
              }
            ])
          }
        },
        TableComponent.switchRow("Newsletter", isOn: .value(model.newsletter)) { model.newsletter = $0 },
      ])
  }
  return try TerminalTableApp(root: root)
}

@MainActor
@Suite struct HeadlessTestingExampleTests {
  @Test func editTheNameInAChildScreenAndSeeItOnTheRoot() throws {
    let model = ProfileModel()
    let app = try profileApp(model)
    app.resize(to: TerminalSize(columns: 40, rows: 8))
    #expect(try app.row(titled: "Name").value == "Ann Lee")

    // Rows are named by title (or accessibility identifier, or id), never counted: an action
    // focuses its row and presses the keys a user would.
    try app.row(titled: "Name").select()
    #expect(app.navigator?.path == ["Account", "Name"])
    try app.row(titled: "Name").setText("Ann Chen")
    #expect(model.name == "Ann Chen")
    try app.replay("esc")
    #expect(app.navigator?.path == ["Account"])
    #expect(try app.row(titled: "Name").value == "Ann Chen")

    try app.row(titled: "Newsletter").setOn(true)
    #expect(try model.newsletter && app.row(titled: "Newsletter").value == "On")
    // A row that is not there: the error names it and the titles the screen has.
    #expect(throws: TerminalTableApp.RowError.self) { try app.row(titled: "Newsleter") }
  }

  @Test func theScreenAsTheUserSeesItAndTheKeysTheyType() throws {
    let model = ProfileModel()
    let app = try profileApp(model)
    app.resize(to: TerminalSize(columns: 40, rows: 8))
    #expect(app.frameText.contains("Name                         Ann Lee ›"))

    // Open the child, edit the text field (End, delete "Lee", type "Chen", Enter), go back:
    // keys in the script syntax of `settings-demo --keys`.
    try app.replay("enter enter end backspace*3 'Chen' enter esc")
    #expect(model.name == "Ann Chen")
    #expect(app.frameText.contains("Name                        Ann Chen ›"))

    // A narrower terminal: every line is as wide as the screen, the value still shows.
    app.resize(to: TerminalSize(columns: 24, rows: 8))
    let frame = app.renderFrame(styled: false)
    #expect(frame.allSatisfy { $0.displayWidth == 24 })
    #expect(frame.contains { $0.contains("Ann Chen ›") })

    // The help line names what the keys do to the focused row.
    try app.row(titled: "Newsletter").setOn(true)
    #expect(app.frameText.contains("⏎/space"))
  }

  @Test func aBadKeyScriptNamesTheTokenAndChangesNothing() throws {
    let app = try profileApp(ProfileModel())
    #expect(throws: KeyScriptError.self) { try app.replay("down dwn enter") }
    #expect(app.table.focusedIndexPath == IndexPath(row: 0, section: 0))  // not even `down` ran
  }
}
