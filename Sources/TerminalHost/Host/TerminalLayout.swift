import ComponentTable
import Foundation

/// Where everything is, top to bottom, in lines.
struct TerminalLayout {
  enum Item: Hashable {
    case tableHeader
    case tableFooter
    case header(Int)
    case row(IndexPath)
    case footer(Int)
  }

  /// One laid-out item. Stored flat (a kind tag and two integers) rather than as an `Item`:
  /// on Linux an `IndexPath` is an enum with array storage, so a frame holding one is not
  /// trivially copyable, and a layout of a long table would retain and release every row's.
  struct Frame {
    fileprivate enum Kind: UInt8 { case tableHeader, tableFooter, header, row, footer }
    fileprivate let kind: Kind
    fileprivate let section: Int
    fileprivate let row: Int
    let y: Int
    let height: Int

    var item: Item {
      switch kind {
      case .tableHeader: .tableHeader
      case .tableFooter: .tableFooter
      case .header: .header(section)
      case .row: .row(IndexPath(row: row, section: section))
      case .footer: .footer(section)
      }
    }
  }

  private(set) var frames: [Frame] = []
  /// The frame index of the first row of each section, so finding a row is O(1).
  private var firstRowFrame: [Int] = []
  private(set) var rowCounts: [Int] = []
  private(set) var contentHeight = 0

  init() {}

  /// Lays out a table header, sections and a table footer whose parts have the given heights
  /// (0 for none).
  init(
    tableHeader: Int, sectionCount: Int, rowCount: (Int) -> Int, header: (Int) -> Int,
    row: (_ section: Int, _ row: Int) -> Int, footer: (Int) -> Int, tableFooter: Int
  ) {
    rowCounts = (0..<sectionCount).map(rowCount)
    // Sized once: a long table's frames otherwise regrow (and are copied) a dozen times.
    frames.reserveCapacity(rowCounts.reduce(2 + 2 * sectionCount, +))
    firstRowFrame.reserveCapacity(sectionCount)
    var y = 0
    func add(_ kind: Frame.Kind, _ section: Int, _ row: Int, height: Int) {
      frames.append(Frame(kind: kind, section: section, row: row, y: y, height: height))
      y += height
    }
    if tableHeader > 0 { add(.tableHeader, 0, 0, height: tableHeader) }
    for section in 0..<sectionCount {
      let headerHeight = header(section)
      if headerHeight > 0 { add(.header, section, 0, height: headerHeight) }
      firstRowFrame.append(frames.count)
      for index in 0..<rowCounts[section] { add(.row, section, index, height: max(0, row(section, index))) }
      let footerHeight = footer(section)
      if footerHeight > 0 { add(.footer, section, 0, height: footerHeight) }
    }
    if tableFooter > 0 { add(.tableFooter, 0, 0, height: tableFooter) }
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
    // The first frame whose bottom is below the top of the viewport.
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
