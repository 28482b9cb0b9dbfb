import ComponentTable
import ComponentTableTerminal
import Foundation

// The cost of the estimates UIKit asks on a reload: one per row of the table, before it lays
// out the few rows it shows. The engine answers from heights it already has (measured or
// cached) and never computes one; the former UIKit adapter answered with the row's real
// height, so after a width change (a rotation) or a new table every row was measured up front.

/// A self-sizing row whose estimate is worked out from its text, as a real one would (lines
/// of text at the width).
@MainActor
final class WrappingTextCell: TerminalTableCell, ComponentView {
  func configure(with data: String) {}

  static func height(for data: String, width: CGFloat) -> ComponentHeight {
    let columns = max(1, Int(width))
    var lines = 1
    var column = 0
    for character in data.unicodeScalars {
      if character == "\n" || column == columns {
        lines += 1
        column = 0
      }
      if character != "\n" { column += 1 }
    }
    return .automatic(estimate: CGFloat(lines))
  }
}

@MainActor
func reloadEstimateBenchmark(_ config: Config) throws -> BenchResult {
  let rows = config.heightRows / 10
  let host = TerminalTableView(width: 80, height: 40)
  let engine = TableEngine(host: host)
  let text = String(repeating: "A settings note that wraps over a few lines. ", count: 4)
  try engine.addSection(
    TableSection(rows: (0..<rows).map { TableComponent(WrappingTextCell.self, data: "\(text)\($0)") }),
    animation: .none)
  let paths = (0..<rows).map { IndexPath(row: $0, section: 0) }
  let widths: [CGFloat] = [80, 60]
  var round = 0

  let samples = interleave(
    rounds: config.rounds, warmups: 1, repeats: config.repeats,
    engine: {
      // The width changed: the engine knows no height at the new one and computes none.
      round += 1
      let width = widths[round % 2]
      _ = engine.dataSource.heightForRow(at: paths[0], width: width)
      return measureNs {
        Sink.add(
          engineSide {
            var sum: CGFloat = 0
            let dataSource = engine.dataSource
            for path in paths { sum += dataSource.estimatedHeightForRow(at: path, width: width) ?? 44 }
            return sum
          })
      } / Double(rows)
    },
    baseline: {
      round += 1
      let width = widths[round % 2]
      return measureNs {
        Sink.add(
          baselineSide {
            var sum: CGFloat = 0
            let dataSource = engine.dataSource
            for path in paths { sum += dataSource.heightForRow(at: path, width: width).value }
            return sum
          })
      } / Double(rows)
    })
  withExtendedLifetime(host) {}
  return BenchResult(
    name: "estimates of \(Format.size(rows)) self-sizing rows on a reload after a width change",
    quantity: .time(per: "row"), samples: samples,
    baselineName: "the former UIKit estimate: each row's height(for:width:) at the new width",
    goal: .ratioAtMost(0.5),
    note:
      "engine.dataSource.estimatedHeightForRow(at:width:) (nil until the row is laid out or measured; UIKit then uses its default) against computing every row's height, as an estimate method that measures every row does."
  )
}
