import ComponentTable
import ComponentTableTerminal
import Foundation
import SettingsScreen
import Testing

/// The demo's child screens as a user reaches them with the keys: pushing, the path in the
/// title line, going back with the focus where it was, values a child changed shown by the
/// parent, and quitting from any depth.
@MainActor
@Suite struct SettingsNavigationDemoTests {
  typealias Demo = SettingsDemoTests.Demo

  /// Keys from the first row to the "Other Networks…" row.
  static let toOtherNetworks = "down*6"

  func titleLine(_ demo: Demo) -> String { demo.screen[0].trimmingCharacters(in: .whitespaces) }
  func helpLine(_ demo: Demo) -> String { demo.screen[demo.screen.count - 1] }

  @Test func rightOnADisclosureRowPushesAndEscGoesBackToTheSameRow() throws {
    let demo = try Demo(columns: 60, rows: 20)
    try demo.press("\(Self.toOtherNetworks) right")
    #expect(titleLine(demo) == "Settings › Other Networks")
    #expect(demo.app.navigator?.path == ["Settings", "Other Networks"])
    #expect(demo.app.table !== demo.table)
    #expect(demo.screen.contains { $0.hasPrefix("›Home") })
    #expect(helpLine(demo).contains("←/esc back"))
    #expect(demo.model.log.last == "Opened Other Networks")
    try demo.press("esc")
    #expect(titleLine(demo) == "Settings")
    #expect(demo.app.table === demo.table)
    #expect(demo.table.focusedIndexPath == IndexPath(row: 4, section: 1))
    #expect(demo.screen.contains { $0.hasPrefix("›Other Networks…") })
    #expect(!demo.app.isFinished)
  }

  @Test func aNetworkChosenInTheChildShowsInTheParentAfterGoingBack() throws {
    let demo = try Demo(columns: 60)
    try demo.press("\(Self.toOtherNetworks) enter down enter")
    #expect(demo.model.network == "Office")
    #expect(demo.model.log.last == "Joined Office")
    try demo.press("left")  // a checkmark row does not take ←: back
    #expect(demo.app.navigator?.screens.count == 1)
    let network = try #require(demo.screen.first { $0.hasPrefix(" Network ") })
    #expect(network.trimmingCharacters(in: .whitespaces).hasSuffix("Office"))
    #expect(demo.table.inconsistencies.isEmpty)
    // The refresh was an update of one row, not a reload.
    #expect(demo.table.reloadCount == 1)
  }

  @Test func threeLevelsDeepThePathShowsAndTheOptionPickerWritesBack() throws {
    let demo = try Demo(columns: 70, rows: 20)
    try demo.press("\(Self.toOtherNetworks) right down*4 right")
    #expect(titleLine(demo) == "Settings › Other Networks › Security")
    // The list opens on the chosen option (the third), as a picker does.
    #expect(demo.app.table.focusedIndexPath == IndexPath(row: 2, section: 0))
    try demo.press("up enter")
    #expect(demo.model.security == 1)
    #expect(
      demo.screen.contains {
        $0.hasPrefix("›WPA2") && $0.trimmingCharacters(in: .whitespaces).hasSuffix("✓")
      })
    try demo.press("esc")
    #expect(titleLine(demo) == "Settings › Other Networks")
    #expect(demo.screen.contains { $0.hasPrefix("›Security") && $0.contains("WPA2 ›") })
    try demo.press("q")
    #expect(demo.app.isFinished)
    #expect(demo.app.navigator?.screens.count == 2)  // q quits without unwinding
  }

  @Test(arguments: ["q", "ctrl-c"])
  func quitKeysFinishFromAnyDepth(_ key: String) throws {
    let demo = try Demo(columns: 60, rows: 20)
    try demo.press("\(Self.toOtherNetworks) right down*4 right \(key) esc esc")
    #expect(demo.app.isFinished)
    #expect(demo.app.navigator?.screens.count == 3)  // keys after the quit are not applied
  }

  @Test func escAtTheRootSaysHowToQuitAndPopsEverywhereElse() throws {
    let demo = try Demo(columns: 60, rows: 20)
    try demo.press("\(Self.toOtherNetworks) right down*4 right esc esc")
    #expect(!demo.app.isFinished)
    #expect(demo.app.navigator?.screens.count == 1)
    try demo.press("esc")
    #expect(!demo.app.isFinished)
    #expect(demo.screen.contains { $0.contains("Already at the top · q quits") })
  }

  @Test func leftOnARowThatTakesItAdjustsInsteadOfGoingBack() throws {
    let demo = try Demo(columns: 60, rows: 20)
    try demo.press("right")  // Apple ID
    #expect(titleLine(demo) == "Settings › Apple ID")
    // The name field: ← does not edit text, so it goes back.
    try demo.press("left")
    #expect(titleLine(demo) == "Settings")
    // On the root, ← on a switch turns it off and → on; neither navigates.
    try demo.press("down*3 left")
    #expect(demo.model.wifi == false)
    #expect(helpLine(demo).contains("←→ adjust"))
    #expect(!helpLine(demo).contains("back"))
  }

  @Test func anEditedNameShowsInTheProfileCardAfterGoingBack() throws {
    let demo = try Demo(columns: 60)
    try demo.press("enter enter backspace*3 text:Smith enter esc")
    #expect(demo.model.name == "Ann Smith")
    #expect(demo.text.contains("│ AS │ Ann Smith"))
    #expect(demo.screen.contains { $0.hasPrefix("›Apple ID") && $0.contains("Ann Smith ›") })
  }

  @Test func theStoragePlanPickerIsTwoLevelsDown() throws {
    let demo = try Demo(columns: 60)
    try demo.press("enter down*2 enter")
    #expect(titleLine(demo) == "Settings › Apple ID › iCloud+ Plan")
    try demo.press("end enter esc")
    #expect(demo.model.storagePlan == SettingsModel.storagePlans.count - 1)
    #expect(demo.screen.contains { $0.contains("iCloud+ Plan") && $0.contains("2 TB ›") })
  }

  @Test func acknowledgementsArePresentedAndDoneDismissesThem() throws {
    let demo = try Demo(columns: 60, rows: 20)
    try demo.press("end up up enter")
    #expect(demo.model.log.last == "Opened Acknowledgements")
    #expect(demo.app.navigator?.presented?.top.title == "Acknowledgements")
    #expect(titleLine(demo).contains("Acknowledgements") && titleLine(demo).contains("[Done]"))
    #expect(demo.screen.contains { $0.contains("ComponentTable") && $0.contains("MIT") })
    try demo.press("b")
    #expect(helpLine(demo).hasPrefix(" 1 press · esc close"), "one button: one key, not a range")
    try demo.press("esc")
    #expect(demo.app.navigator?.presented != nil, "Esc closes the list of buttons, not the sheet")
    try demo.app.pressBarButton(titled: "Done")
    #expect(demo.app.navigator?.presented == nil)
    #expect(titleLine(demo) == "Settings")
    #expect(demo.screen.contains { $0.hasPrefix("›Acknowledgements") })
  }

  @Test func legalWrapsItsLongNotesToTheWidth() throws {
    for columns in [40, 80] {
      let demo = try Demo(columns: columns, rows: 60)
      try demo.press("end up right")
      #expect(titleLine(demo) == "Settings › Legal & Regulatory")
      let lines = demo.screen
      #expect(lines.allSatisfy { $0.displayWidth == columns })
      let notice = lines.filter {
        $0.contains("warranty") || $0.contains("merchantability") || $0.contains("liability")
      }
      #expect(notice.count >= 2)
      #expect(lines.contains { $0.contains("its use.") })
    }
  }

  @Test func aResizeWhileAChildIsShownKeepsTheParentsFocusVisibleOnTheWayBack() throws {
    let demo = try Demo(columns: 80, rows: 30)
    try demo.press("end up right")
    demo.app.resize(to: TerminalSize(columns: 50, rows: 12))
    try demo.press("esc")
    #expect(demo.table.width == 48)
    #expect(demo.screen.contains { $0.hasPrefix("›Legal & Regulatory") })
  }

  @Test func aLongPathLosesItsFirstTitlesToAnEllipsis() throws {
    let demo = try Demo(columns: 30, rows: 20)
    try demo.press("\(Self.toOtherNetworks) right down*4 right")
    #expect(titleLine(demo) == "… › Other Networks › Security")
  }

  @Test func aPoppedScreensEngineAndTableAreReleased() throws {
    let demo = try Demo(columns: 60, rows: 20)
    weak var childTable: TerminalTableView?
    weak var childEngine: TableEngine?
    try demo.press("\(Self.toOtherNetworks) right")
    childTable = demo.app.table
    childEngine = demo.app.navigator?.top.engine
    #expect(childEngine != nil)
    try demo.press("esc")
    #expect(childTable == nil)
    #expect(childEngine == nil)
  }

  /// The Passcode & Backup screen links to itself: its activity's path, opened again after the
  /// user went elsewhere, brings it back with the screens on the way.
  @Test func thePasscodeScreensLinkOpensItAgain() throws {
    let demo = try Demo(columns: 60, rows: 20)
    let navigator = try #require(demo.app.navigator)
    try navigator.open(TablePath(["Apple ID", "Passcode & Backup"], isScreen: true))
    #expect(navigator.path == ["Settings", "Apple ID", "Passcode & Backup"])
    #expect(navigator.top.activity?.activityType == SettingsScreen.activityType)
    let link = try #require(navigator.tablePath(of: navigator.top))
    #expect(link.description == "Apple%20ID/Passcode%20&%20Backup/")
    #expect(navigator.popToRoot())
    try navigator.open(try #require(TablePath(userInfo: link.userInfo)))
    #expect(navigator.path == ["Settings", "Apple ID", "Passcode & Backup"])
  }
}
