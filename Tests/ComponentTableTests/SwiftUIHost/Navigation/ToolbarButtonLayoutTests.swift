import ComponentTable
import Testing

@testable import ComponentTableSwiftUI

/// How a screen's bar buttons become SwiftUI toolbar items (`ToolbarButtonLayout`): the
/// placement each kind and side get, the words, the weight, the role and the enabled state.
@MainActor
@Suite struct ToolbarButtonLayoutTests {
  func layout(
    _ kind: TableBarButton.Kind, placement: TableBarButton.Placement? = nil, role: TableBarButton.Role? = nil,
    isEnabled: Bool = true
  ) -> ToolbarButtonLayout {
    ToolbarButtonLayout(TableBarButton(kind, placement: placement, role: role, isEnabled: isEnabled) { _ in })
  }

  @Test func cancelAndConfirmationsGetTheirSemanticPlacements() {
    #expect(layout(.cancel).slot == .cancellation)
    #expect(layout(.done).slot == .confirmation)
    #expect(layout(.save).slot == .confirmation)
    #expect(layout(.title("Send"), role: .prominent).slot == .confirmation)
  }

  @Test func otherButtonsKeepTheirSide() {
    #expect(layout(.edit).slot == .trailing)
    #expect(layout(.close).slot == .trailing)
    #expect(layout(.title("Add")).slot == .trailing)
    #expect(layout(.done, placement: .leading).slot == .leading)
    #expect(layout(.title("Help"), placement: .leading, role: .prominent).slot == .leading)
    // A Cancel on the trailing side is where the screen put it, not a cancellation.
    #expect(layout(.cancel, placement: .trailing).slot == .trailing)
    // A destructive button is no confirmation, whatever it says.
    #expect(layout(.save, role: .destructive).slot == .trailing)
  }

  @Test func systemWordsAreLocalizationKeysAndTitlesAreShownAsTheyAre() {
    #expect(layout(.done).label == .localized("Done"))
    #expect(layout(.cancel).label == .localized("Cancel"))
    #expect(layout(.edit).label == .localized("Edit"))
    #expect(layout(.close).label == .closeSymbol("Close"))
    #expect(layout(.title("Réglages")).label == .verbatim("Réglages"))
  }

  @Test func weightRoleAndStateFollowTheButton() {
    #expect(layout(.done).isBold && layout(.save).isBold)
    #expect(layout(.title("Send"), placement: .leading, role: .prominent).isBold)
    #expect(!layout(.edit).isBold && !layout(.cancel).isBold)
    #expect(layout(.title("Delete"), role: .destructive).isDestructive)
    #expect(!layout(.title("Delete")).isDestructive)
    #expect(!layout(.save, isEnabled: false).isEnabled && layout(.save).isEnabled)
  }

  @Test func eachPlacementKeepsTheScreensOrder() {
    let buttons = [
      TableBarButton(.title("A")) { _ in }, TableBarButton(.cancel) { _ in }, TableBarButton(.done) { _ in },
      TableBarButton(.title("B")) { _ in }, TableBarButton(.title("C"), placement: .leading) { _ in },
    ]
    func titles(_ slot: ToolbarButtonLayout.Slot) -> [String] {
      ToolbarButtonLayout.buttons(buttons, in: slot).map(\.button.title)
    }
    #expect(titles(.trailing) == ["A", "B"])
    #expect(titles(.cancellation) == ["Cancel"])
    #expect(titles(.confirmation) == ["Done"])
    #expect(titles(.leading) == ["C"])
    #expect(ToolbarButtonLayout.buttons(buttons, in: .trailing).map(\.index) == [0, 3])
  }
}
