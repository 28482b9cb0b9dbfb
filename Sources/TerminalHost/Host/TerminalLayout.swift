import ComponentTable
import Foundation

/// The key of a registration and of a reuse queue: UIKit keeps cells and header/footer views
/// in separate registries.
struct ReuseKey: Hashable {
  let role: TableViewRole
  let identifier: String
}

/// Where everything is, top to bottom, in lines.
struct TerminalLayout {
  enum Item: Hashable {
    case tableHeader
    case tableFooter
    case header(Int)
    case row(IndexPath)
    case footer(Int)
  }

  struct Frame {
    var item: Item
    var y: Int
    var height: Int
  }

  private(set) var frames: [Frame] = []
  /// The frame index of the first row of each section, so finding a row is O(1).
  private var firstRowFrame: [Int] = []
  private var rowCounts: [Int] = []
  private(set) var contentHeight = 0

  init() {}

  /// Lays out a table header, sections and a table footer whose parts have the given heights
  /// (0 for none).
  init(
    tableHeader: Int = 0, sectionCount: Int, rowCount: (Int) -> Int, header: (Int) -> Int,
    row: (IndexPath) -> Int, footer: (Int) -> Int, tableFooter: Int = 0
  ) {
    var y = 0
    if tableHeader > 0 {
      frames.append(Frame(item: .tableHeader, y: y, height: tableHeader))
      y += tableHeader
    }
    for section in 0..<sectionCount {
      let headerHeight = header(section)
      if headerHeight > 0 {
        frames.append(Frame(item: .header(section), y: y, height: headerHeight))
        y += headerHeight
      }
      firstRowFrame.append(frames.count)
      let count = rowCount(section)
      rowCounts.append(count)
      for index in 0..<count {
        let path = IndexPath(row: index, section: section)
        let rowHeight = max(0, row(path))
        frames.append(Frame(item: .row(path), y: y, height: rowHeight))
        y += rowHeight
      }
      let footerHeight = footer(section)
      if footerHeight > 0 {
        frames.append(Frame(item: .footer(section), y: y, height: footerHeight))
        y += footerHeight
      }
    }
    if tableFooter > 0 {
      frames.append(Frame(item: .tableFooter, y: y, height: tableFooter))
      y += tableFooter
    }
    contentHeight = y
  }

  func frame(ofRowAt indexPath: IndexPath) -> Frame? {
    guard firstRowFrame.indices.contains(indexPath.section), indexPath.row >= 0,
      indexPath.row < rowCounts[indexPath.section]
    else { return nil }
    return frames[firstRowFrame[indexPath.section] + indexPath.row]
  }

  /// The frames that show at least one line of `top..<top + height`. O(log n + visible).
  func frames(inViewportAt top: Int, height: Int) -> ArraySlice<Frame> {
    // First frame whose bottom is below the top of the viewport.
    var low = 0
    var high = frames.count
    while low < high {
      let mid = (low + high) / 2
      if frames[mid].y + frames[mid].height <= top { low = mid + 1 } else { high = mid }
    }
    var end = low
    while end < frames.count, frames[end].y < top + height { end += 1 }
    return frames[low..<end]
  }
}
