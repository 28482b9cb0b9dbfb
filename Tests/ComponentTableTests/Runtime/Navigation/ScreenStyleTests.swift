import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A screen's style is its own: kept by the screen, and read by what makes each screen's view
/// when the navigator pushes or presents it, with no style for a screen that gives none.
@MainActor
@Suite struct ScreenStyleTests {
  @Test func aScreenKeepsTheStyleItIsGivenAndForgetsItForNil() {
    let screen = labelScreen("Results")
    #expect(screen.style == nil)
    for style: TableStyle in [.plain, .grouped, .insetGrouped] {
      #expect(screen.style(style) === screen)
      #expect(screen.style == style)
    }
    screen.style(nil)
    #expect(screen.style == nil)
  }

  @Test func everyViewTheNavigatorAsksForIsForAScreenCarryingItsOwnStyle() throws {
    var asked: [String] = []
    let navigator = try TableNavigator(root: labelScreen("Settings").style(.insetGrouped)) { screen in
      asked.append("\(screen.title) \(screen.style.map { "\($0)" } ?? "default")")
      return TerminalTableView(width: 40, height: 6)
    }
    try navigator.push(labelScreen("Languages").style(.plain))
    // Opened from a plain screen, a screen that gives no style gets the host's default.
    try navigator.push(labelScreen("Details"))
    try navigator.present(labelScreen("Sign In").style(.grouped))
    #expect(
      asked == ["Settings insetGrouped", "Languages plain", "Details default", "Sign In grouped"])
  }
}
