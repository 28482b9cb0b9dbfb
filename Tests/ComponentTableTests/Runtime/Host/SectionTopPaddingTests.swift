import ComponentTable
import Foundation
import Testing

/// The padding above section headers: removed for `SectionSpacing.none`, given back only where
/// it was removed, so an app's own padding stays.
@Suite struct SectionTopPaddingTests {
  let standard: CGFloat = -1

  @Test func noSpacingRemovesThePaddingAndStandardGivesItBack() {
    var padding = SectionTopPadding()
    #expect(padding.padding(for: .none, current: standard, standard: standard) == 0)
    #expect(padding.padding(for: .none, current: 0, standard: standard) == nil)
    #expect(padding.padding(for: .standard, current: 0, standard: standard) == standard)
    #expect(padding.padding(for: .standard, current: standard, standard: standard) == nil)
  }

  @Test func anAppsOwnPaddingIsLeftAlone() {
    var padding = SectionTopPadding()
    #expect(padding.padding(for: .standard, current: 8, standard: standard) == nil)
    // An app's zero is not taken over: giving back the default later would undo it.
    #expect(padding.padding(for: .none, current: 0, standard: standard) == nil)
    #expect(padding.padding(for: .standard, current: 0, standard: standard) == nil)
  }
}
