import ComponentTable
import ComponentTableTerminal
import Foundation

// The component classes both sides of every comparison show. Their `configure(with:)` is what a
// real cell does (store what it shows), so the work being compared is the data source's, not
// the cells'; the engine and the hand-written data source configure the same classes with the
// same values.

/// Collects values that must not be optimised away; printed at the end.
@MainActor
enum Sink {
  static var value: UInt64 = 0

  static func add(_ x: Int) { value &+= UInt64(truncatingIfNeeded: x) }
  static func add(_ x: Double) { value &+= UInt64(truncatingIfNeeded: Int(x)) }
}

// MARK: Data

/// A title with a second line (Hashable: the engine gives it a hashable box).
struct SubtitleItem: Hashable {
  var title: String
  var detail: String
}

/// A switch row (Equatable only: an equatable box).
struct ToggleItem: Equatable {
  var title: String
  var isOn: Bool
}

/// A title and value (neither Equatable nor Hashable: the plain box).
struct TitleValueItem {
  var title: String
  var value: String
}

/// The data of the big section header.
struct BannerItem: Hashable {
  var title: String
  var subtitle: String
}

// MARK: Cells (five classes)

@MainActor
final class TextCell: TerminalTableCell, ComponentView {
  private(set) var text = ""
  private(set) var configureCount = 0

  func configure(with data: String) {
    text = data
    configureCount &+= 1
  }

  static func height(for data: String, width: CGFloat) -> ComponentHeight { .fixed(1) }

  override func render(width: Int) -> [String] { [text] }
}

@MainActor
final class SubtitleCell: TerminalTableCell, ComponentView {
  private(set) var item = SubtitleItem(title: "", detail: "")
  private(set) var configureCount = 0

  func configure(with data: SubtitleItem) {
    item = data
    configureCount &+= 1
  }

  static func height(for data: SubtitleItem, width: CGFloat) -> ComponentHeight { .fixed(2) }

  override func render(width: Int) -> [String] { [item.title, "  " + item.detail] }
}

@MainActor
final class ToggleCell: TerminalTableCell, ComponentView {
  private(set) var item = ToggleItem(title: "", isOn: false)
  private(set) var configureCount = 0

  func configure(with data: ToggleItem) {
    item = data
    configureCount &+= 1
  }

  static func height(for data: ToggleItem, width: CGFloat) -> ComponentHeight { .fixed(1) }

  override func render(width: Int) -> [String] { ["\(item.title) [\(item.isOn ? "on" : "off")]"] }
}

@MainActor
final class TitleValueCell: TerminalTableCell, ComponentView {
  private(set) var item = TitleValueItem(title: "", value: "")
  private(set) var configureCount = 0

  func configure(with data: TitleValueItem) {
    item = data
    configureCount &+= 1
  }

  static func height(for data: TitleValueItem, width: CGFloat) -> ComponentHeight { .fixed(1) }

  override func render(width: Int) -> [String] { ["\(item.title): \(item.value)"] }
}

/// Also the cell of the build and memory benchmarks: its data is one `Int`, whose size is known.
@MainActor
final class CounterCell: TerminalTableCell, ComponentView {
  private(set) var count = 0
  private(set) var configureCount = 0

  func configure(with data: Int) {
    count = data
    configureCount &+= 1
  }

  static func height(for data: Int, width: CGFloat) -> ComponentHeight { .fixed(1) }

  override func render(width: Int) -> [String] { ["\(count)"] }
}

// MARK: Headers (two component classes; the third kind is the host's plain title)

@MainActor
final class BannerHeader: TerminalHeaderFooterView, ComponentView {
  private(set) var item = BannerItem(title: "", subtitle: "")

  func configure(with data: BannerItem) { item = data }

  static func height(for data: BannerItem, width: CGFloat) -> ComponentHeight { .fixed(3) }

  override func render(width: Int) -> [String] { ["", item.title, item.subtitle] }
}

@MainActor
final class CaptionHeader: TerminalHeaderFooterView, ComponentView {
  private(set) var caption = ""

  func configure(with data: String) { caption = data }

  static func height(for data: String, width: CGFloat) -> ComponentHeight { .fixed(1) }

  override func render(width: Int) -> [String] { [caption] }
}

/// The reuse identifiers both sides use. The engine derives its own from the class; the
/// baseline registers the same strings so that the host's reuse-queue hashing costs the same
/// on both sides and the ratio isolates the data source.
@MainActor
enum ReuseID {
  static let text = TableComponent.derivedReuseIdentifier(for: TextCell.self)
  static let subtitle = TableComponent.derivedReuseIdentifier(for: SubtitleCell.self)
  static let toggle = TableComponent.derivedReuseIdentifier(for: ToggleCell.self)
  static let titleValue = TableComponent.derivedReuseIdentifier(for: TitleValueCell.self)
  static let counter = TableComponent.derivedReuseIdentifier(for: CounterCell.self)
  static let banner = TableComponent.derivedReuseIdentifier(for: BannerHeader.self)
  static let caption = TableComponent.derivedReuseIdentifier(for: CaptionHeader.self)
}
