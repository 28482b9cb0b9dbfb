import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A row whose height follows the text size, as a UIKit component reading the font metrics
/// does: the scale stands for the user's setting.
@MainActor
final class ScaledTextCell: TerminalTableCell, ComponentView {
  func configure(with data: Probed<String>) {}
  static func height(for data: Probed<String>, width: CGFloat) -> ComponentHeight {
    .fixed(CGFloat(data.probe.textScale))
  }
}

/// Dynamic Type: when the text size changes, the heights measured with the old fonts go.
@MainActor
@Suite struct TextSizeObserverTests {
  static let name = Notification.Name("TextSizeObserverTests.textSizeChanged")

  /// Waits, boundedly, for a notification's hop to the main actor.
  func settle(until condition: () -> Bool) async {
    for _ in 0..<200 where !condition() { try? await Task.sleep(nanoseconds: 5_000_000) }
  }

  @Test func aTextSizeChangeDropsHeightsAndEstimates() async throws {
    let scale = ViewProbe()
    let table = TerminalTableView(width: 40, height: 10)
    let engine = TableEngine(host: table)
    try engine.addSection(
      TableSection(rows: [
        TableComponent(ScaledTextCell.self, data: Probed(value: "fixed", probe: scale)),
        TableComponent(MultilineCell.self, data: "self-sizing"),
      ]))
    let center = NotificationCenter()
    var observer: TextSizeObserver? = TextSizeObserver(engine: engine, notification: Self.name, center: center)
    let fixed = IndexPath(row: 0, section: 0)
    let selfSizing = IndexPath(row: 1, section: 0)
    #expect(engine.dataSource.heightForRow(at: fixed, width: 40) == .fixed(1))
    _ = engine.dataSource.heightForRow(at: selfSizing, width: 40)
    engine.dataSource.send(.measured(selfSizing, height: 30, width: 40))
    #expect(engine.dataSource.estimatedHeightForRow(at: selfSizing, width: 40) == 30)

    // The size changes: without a notification the cache keeps the old height.
    scale.textScale = 3
    #expect(engine.dataSource.heightForRow(at: fixed, width: 40) == .fixed(1))
    center.post(name: Self.name, object: nil)
    await settle { engine.dataSource.estimatedHeightForRow(at: selfSizing, width: 40) == nil }
    #expect(engine.dataSource.estimatedHeightForRow(at: selfSizing, width: 40) == nil)
    #expect(engine.dataSource.heightForRow(at: fixed, width: 40) == .fixed(3))

    // Released, it no longer listens.
    #expect(observer != nil)
    observer = nil
    scale.textScale = 5
    center.post(name: Self.name, object: nil)
    try await Task.sleep(nanoseconds: 50_000_000)
    #expect(engine.dataSource.heightForRow(at: fixed, width: 40) == .fixed(3))
  }
}
