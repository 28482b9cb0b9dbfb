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

  /// One laid-out item. Stored flat (a kind tag and two integers) rather than as an `Item`:
  /// on Linux an `IndexPath` is an enum with array storage, so a frame holding one is not
  /// trivially copyable, and a layout of a long table would retain and release every row's.
  struct Frame {
    private enum Kind: UInt8 { case tableHeader, tableFooter, header, row, footer }
    private let kind: Kind
    private let section: Int
    private let row: Int
    var y: Int
    var height: Int

    init(item: Item, y: Int, height: Int) {
      switch item {
      case .tableHeader: (kind, section, row) = (.tableHeader, 0, 0)
      case .tableFooter: (kind, section, row) = (.tableFooter, 0, 0)
      case .header(let index): (kind, section, row) = (.header, index, 0)
      case .row(let path): (kind, section, row) = (.row, path.section, path.row)
      case .footer(let index): (kind, section, row) = (.footer, index, 0)
      }
      self.y = y
      self.height = height
    }

    /// A row's frame, without building its index path.
    init(section: Int, row: Int, y: Int, height: Int) {
      (kind, self.section, self.row) = (.row, section, row)
      self.y = y
      self.height = height
    }

    var item: Item {
      switch kind {
      case .tableHeader: return .tableHeader
      case .tableFooter: return .tableFooter
      case .header: return .header(section)
      case .row: return .row(IndexPath(row: row, section: section))
      case .footer: return .footer(section)
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
    tableHeader: Int = 0, sectionCount: Int, rowCount: (Int) -> Int, header: (Int) -> Int,
    row: (_ section: Int, _ row: Int) -> Int, footer: (Int) -> Int, tableFooter: Int = 0
  ) {
    rowCounts = (0..<sectionCount).map(rowCount)
    // Sized once: a long table's frames otherwise regrow (and are copied) a dozen times.
    frames.reserveCapacity(rowCounts.reduce(2 + 2 * sectionCount, +))
    firstRowFrame.reserveCapacity(sectionCount)
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
      for index in 0..<rowCounts[section] {
        let rowHeight = max(0, row(section, index))
        frames.append(Frame(section: section, row: index, y: y, height: rowHeight))
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
