import ComponentTable
import Foundation
import Testing

/// A text field or slider beside a row's title grows with the text size but leaves the title
/// half the row.
@Suite struct AccessoryControlWidthTests {
  @Test func aWideRowAtTheDefaultSizeGetsThePreferredWidth() {
    #expect(AccessoryControlWidth.width(preferred: 180, rowWidth: 700, textScale: 1) == 180)
    #expect(AccessoryControlWidth.width(preferred: 180, rowWidth: 700, textScale: 0.8) == 180, "never below it")
  }

  @Test func largerTextGrowsTheControlUpToHalfTheRow() {
    #expect(AccessoryControlWidth.width(preferred: 180, rowWidth: 700, textScale: 1.5) == 270)
    #expect(AccessoryControlWidth.width(preferred: 180, rowWidth: 700, textScale: 3.1) == 350)
  }

  @Test func aNarrowRowLeavesTheTitleHalf() {
    #expect(AccessoryControlWidth.width(preferred: 180, rowWidth: 288, textScale: 1) == 144)
    #expect(AccessoryControlWidth.width(preferred: 160, rowWidth: 0, textScale: 1) == 0)
  }

  @Test func badInputsGiveAUsableWidth() {
    #expect(AccessoryControlWidth.width(preferred: 180, rowWidth: 700, textScale: .nan) == 180)
    #expect(AccessoryControlWidth.width(preferred: 180, rowWidth: .infinity, textScale: 1) == 0)
    #expect(AccessoryControlWidth.width(preferred: -5, rowWidth: 700, textScale: 2) == 0)
  }
}
