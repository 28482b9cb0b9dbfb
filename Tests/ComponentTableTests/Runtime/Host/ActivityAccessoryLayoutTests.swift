import ComponentTable
import Foundation
import Testing

/// A busy row's activity indicator takes its control's room, grown to fit the indicator.
@Suite struct ActivityAccessoryLayoutTests {
  let indicator = CGSize(width: 20, height: 20)

  @Test func theIndicatorTakesTheControlsSize() {
    #expect(
      ActivityAccessoryLayout.size(control: CGSize(width: 51, height: 31), indicator: indicator)
        == CGSize(width: 51, height: 31))
  }

  @Test func theFrameGrowsToFitTheIndicator() {
    #expect(
      ActivityAccessoryLayout.size(control: CGSize(width: 10, height: 40), indicator: indicator)
        == CGSize(width: 20, height: 40))
    #expect(ActivityAccessoryLayout.size(control: nil, indicator: indicator) == indicator)
  }
}
