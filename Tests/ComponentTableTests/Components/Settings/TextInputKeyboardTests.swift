import ComponentTable
import Foundation
import Testing

/// Which keyboards need a host's own way to end editing: the keypads have no Return key.
@Suite struct TextInputKeyboardTests {
  @Test func onlyTheKeypadsLackAReturnKey() {
    let withoutReturn = TextInputTraits.Keyboard.allCases.filter { !$0.hasReturnKey }
    #expect(withoutReturn == [.numberPad, .decimalPad, .phonePad])
  }

  @Test func decimalAndPhonePadsAreKeyboardsOfTheirOwn() {
    #expect(TextInputTraits.Keyboard(rawValue: "DecimalPad") == .decimalPad)
    #expect(TextInputTraits.Keyboard(rawValue: "PhonePad") == .phonePad)
  }
}
