import ComponentTableTerminal
import Foundation
import Testing

/// `TextStyle`, `TextAttributes` and `TerminalColor`: the SGR escape sequences a style becomes.
@Suite struct TextStyleTests {
  @Test func thePlainStyleIsABareReset() {
    #expect(TextStyle.plain.isPlain)
    #expect(TextStyle.plain.sgrParameters.isEmpty)
    #expect(TextStyle.plain.escapeSequence == "\u{1B}[0m")
    #expect(TextStyle.resetSequence == "\u{1B}[0m")
  }

  @Test func attributesAndColoursBecomeParametersAfterAReset() {
    let style = TextStyle(attributes: [.bold, .underline], foreground: .green, background: .brightBlue)
    #expect(style.sgrParameters == [1, 4, 32, 104])
    #expect(style.escapeSequence == "\u{1B}[0;1;4;32;104m")
  }

  @Test(arguments: [
    (TerminalColor.black, [30], [40]), (.white, [37], [47]), (.brightBlack, [90], [100]), (.gray, [90], [100]),
    (.brightWhite, [97], [107]), (.palette(208), [38, 5, 208], [48, 5, 208]),
    (.rgb(red: 1, green: 2, blue: 3), [38, 2, 1, 2, 3], [48, 2, 1, 2, 3]),
  ])
  func eachColourSelectsItsForegroundAndBackground(color: TerminalColor, foreground: [Int], background: [Int]) {
    #expect(TextStyle(foreground: color).sgrParameters == foreground)
    #expect(TextStyle(background: color).sgrParameters == background)
  }

  @Test func addingLayersAttributesAndLetsTheNewColoursWin() {
    let base = TextStyle(attributes: .bold, foreground: .red, background: .black)
    let layered = base.adding(TextStyle(attributes: .italic, foreground: .cyan))
    #expect(layered.attributes == [.bold, .italic])
    #expect(layered.foreground == .cyan)
    #expect(layered.background == .black, "a colour the layer does not set is kept")
    #expect(TextStyle.dim.foreground(.yellow).background(.blue).sgrParameters == [2, 33, 44])
  }
}
