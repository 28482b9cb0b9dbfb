import ComponentTable
import ComponentTableTerminal
import Foundation

/// The heights, in lines, that the fuzz views answer and the model expects. They depend on the
/// text, and some on the width, so that a height cached for old content or an old width shows
/// up as a wrong content height.
enum FuzzMetrics {
  /// What a reused view shows until it is configured: a view handed out without
  /// `configure(with:)` is caught by the visible-view check.
  static let unconfigured = "<unconfigured>"

  /// A stable hash: `Hasher` is seeded per process, which would make a failure unrepeatable.
  static func digest(_ text: String) -> Int {
    text.unicodeScalars.reduce(7) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
  }

  /// `FuzzCell`, `FuzzOpaqueCell` and `FuzzEquatableCell`: one to three lines.
  static func cellLines(_ text: String, width: Int) -> Int {
    let digest = digest(text)
    return 1 + digest % 2 + (width < 24 && digest % 3 == 0 ? 1 : 0)
  }

  /// `FuzzOtherCell`: a fractional height, which the host rounds up.
  static func otherHeight(_ text: String) -> CGFloat {
    digest(text) % 2 == 0 ? 1 : 1.5
  }

  /// `FuzzAutoCell` sizes itself.
  static func autoLines(_ text: String) -> Int { 1 + digest(text) % 3 }

  /// `FuzzWrappingCell` sizes itself too, and narrow tables wrap it onto more lines.
  static func wrappingLines(_ text: String, width: Int) -> Int {
    1 + (digest(text) % 3) * (width < 30 ? 2 : 1)
  }

  static func headerLines(_ text: String) -> Int { 1 + digest(text) % 2 }

  static func footerLines(_ text: String, width: Int) -> Int {
    max(1, (text.count * 4 + width - 1) / max(1, width))
  }
}

/// The base of the fuzz cells: shows one text, and a marker until it is configured.
@MainActor
class FuzzTextCell: TerminalTableCell {
  var shownText = FuzzMetrics.unconfigured

  override func render(width: Int) -> [String] { [shownText] }
}

/// The base of the fuzz headers and footers.
@MainActor
class FuzzTextHeaderFooterView: TerminalHeaderFooterView {
  var shownText = FuzzMetrics.unconfigured

  override func render(width: Int) -> [String] { [shownText] }
}

/// Hashable data: the text is the row's identity unless an `id` is given.
@MainActor
final class FuzzCell: FuzzTextCell, ComponentView {
  func configure(with data: String) { shownText = data }

  static func height(for data: String, width: CGFloat) -> ComponentHeight {
    .fixed(CGFloat(FuzzMetrics.cellLines(data, width: Int(width))))
  }
}

/// A second class with the same data type, so that replacing a row can change its class.
@MainActor
final class FuzzOtherCell: FuzzTextCell, ComponentView {
  func configure(with data: String) { shownText = data }

  static func height(for data: String, width: CGFloat) -> ComponentHeight {
    .fixed(FuzzMetrics.otherHeight(data))
  }
}

/// Data that is neither `Equatable` nor `Hashable`: no identity, and content known to be the
/// same only for the very same component value.
struct FuzzOpaqueData {
  var text: String
}

@MainActor
final class FuzzOpaqueCell: FuzzTextCell, ComponentView {
  func configure(with data: FuzzOpaqueData) { shownText = data.text }

  static func height(for data: FuzzOpaqueData, width: CGFloat) -> ComponentHeight {
    .fixed(CGFloat(FuzzMetrics.cellLines(data.text, width: Int(width))))
  }
}

/// `Equatable` but not `Hashable` data: no identity, but content that can be compared.
struct FuzzEquatableData: Equatable {
  var text: String
}

@MainActor
final class FuzzEquatableCell: FuzzTextCell, ComponentView {
  func configure(with data: FuzzEquatableData) { shownText = data.text }

  static func height(for data: FuzzEquatableData, width: CGFloat) -> ComponentHeight {
    .fixed(CGFloat(FuzzMetrics.cellLines(data.text, width: Int(width))))
  }
}

/// A self-sizing cell: the host measures it through `fittingHeight(width:)`.
@MainActor
final class FuzzAutoCell: FuzzTextCell, ComponentView {
  func configure(with data: String) { shownText = data }

  static func height(for data: String, width: CGFloat) -> ComponentHeight { .automatic(estimate: 1) }

  override func render(width: Int) -> [String] {
    [shownText] + Array(repeating: "~", count: FuzzMetrics.autoLines(shownText) - 1)
  }
}

/// A self-sizing cell whose height depends on the width.
@MainActor
final class FuzzWrappingCell: FuzzTextCell, ComponentView {
  func configure(with data: String) { shownText = data }

  static func height(for data: String, width: CGFloat) -> ComponentHeight { .automatic(estimate: 1) }

  override func render(width: Int) -> [String] {
    [shownText] + Array(repeating: "~", count: FuzzMetrics.wrappingLines(shownText, width: width) - 1)
  }
}

@MainActor
final class FuzzHeaderView: FuzzTextHeaderFooterView, ComponentView {
  func configure(with data: String) { shownText = data }

  static func height(for data: String, width: CGFloat) -> ComponentHeight {
    .fixed(CGFloat(FuzzMetrics.headerLines(data)))
  }
}

@MainActor
final class FuzzFooterView: FuzzTextHeaderFooterView, ComponentView {
  func configure(with data: String) { shownText = data }

  static func height(for data: String, width: CGFloat) -> ComponentHeight {
    .fixed(CGFloat(FuzzMetrics.footerLines(data, width: Int(width))))
  }
}
