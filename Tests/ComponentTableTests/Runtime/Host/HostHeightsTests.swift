import ComponentTable
import Foundation
import Testing

/// The numbers the UIKit host answers for heights, with `automaticDimension` as `automatic`.
@Suite struct HostHeightsTests {
  let automatic: CGFloat = -1

  @Test func aRowAnswersItsFixedHeightOrAutomatic() {
    #expect(ComponentHeight.fixed(44).answer(automatic: automatic) == 44)
    #expect(ComponentHeight.automatic(estimate: 60).answer(automatic: automatic) == automatic)
  }

  @Test func aSectionEdgeAnswersItsComponentTitleSpacingOrNoRoom() {
    #expect(SectionEdgeHeight.component(.fixed(30)).height(automatic: automatic) == 30)
    #expect(SectionEdgeHeight.component(.automatic(estimate: 30)).height(automatic: automatic) == automatic)
    #expect(SectionEdgeHeight.title.height(automatic: automatic) == automatic)
    #expect(SectionEdgeHeight.standardSpacing.height(automatic: automatic) == automatic)
    // Not 0, which grouped tables read as "default height".
    #expect(SectionEdgeHeight.none.height(automatic: automatic) == .leastNonzeroMagnitude)
  }

  @Test func anEstimateIsTheComponentsEstimateElseTheHeight() {
    #expect(SectionEdgeHeight.component(.automatic(estimate: 30)).estimate(automatic: automatic) == 30)
    #expect(SectionEdgeHeight.component(.fixed(12)).estimate(automatic: automatic) == 12)
    #expect(SectionEdgeHeight.title.estimate(automatic: automatic) == automatic)
    #expect(SectionEdgeHeight.none.estimate(automatic: automatic) == .leastNonzeroMagnitude)
  }
}
