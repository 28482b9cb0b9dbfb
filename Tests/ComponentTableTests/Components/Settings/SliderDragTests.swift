import ComponentTable
import Testing

/// A drag moves the label with the finger and commits one value when it ends.
@Suite struct SliderDragTests {
  let brightness = SliderRowData(title: "Brightness", value: 0.5, range: 0...1, step: 0.05)

  @Test func aDragOfManyMovementsSendsOneEvent() {
    var drag = SliderDrag(from: brightness)
    var labels: [String] = []
    for tick in 1...60 { labels.append(drag.move(to: 0.5 + Double(tick) / 200)) }
    #expect(labels[9] == "55%" && labels.last == "80%")
    #expect(drag.end() == .slide(0.8))
  }

  @Test func aDragThatEndsWhereItBeganSendsNothing() {
    var drag = SliderDrag(from: brightness)
    _ = drag.move(to: 0.9)
    _ = drag.move(to: 0.5)
    #expect(drag.end() == nil)
    #expect(SliderDrag(from: brightness).end() == nil)
  }

  @Test func theLabelReadsAsTheRowDoes() {
    var drag = SliderDrag(from: SliderRowData(title: "Volume", value: 3, range: 0...10, step: 1))
    #expect(drag.move(to: 7.4) == "7")
    #expect(drag.move(to: 12) == "10")  // clamped, as the row shows it
    var bad = SliderDrag(from: brightness)
    _ = bad.move(to: .nan)
    #expect(bad.end() == nil)
  }
}
