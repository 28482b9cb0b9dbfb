import ComponentTable
import ComponentTableTerminal
import Foundation

/// The calls one test's views receive, a closure they run when configured, and the text size
/// they are measured at. Handed to the views through their data (``Probed``), so tests running
/// in parallel never share a count, a hook or a setting, as they would through a `static var`.
@MainActor
final class ViewProbe {
  var heightCalls = 0
  var configureCalls = 0
  var onConfigure: (@MainActor () -> Void)?
  /// The user's text size, for views whose height follows it.
  var textScale = 1
}

/// A value shown by a probed view, with the probe it reports to: equal when the values are and
/// the probe is the same object.
struct Probed<Value: Hashable>: Hashable {
  var value: Value
  let probe: ViewProbe

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value && lhs.probe === rhs.probe }

  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
    hasher.combine(ObjectIdentifier(probe))
  }
}

/// A one-line cell showing a string, reporting its configurations and heights to the row's
/// probe.
@MainActor
final class ProbedLabelCell: TerminalTableCell, ComponentView {
  private(set) var text = ""

  func configure(with data: Probed<String>) {
    text = data.value
    data.probe.configureCalls += 1
    data.probe.onConfigure?()
  }

  static func height(for data: Probed<String>, width: CGFloat) -> ComponentHeight {
    data.probe.heightCalls += 1
    return .fixed(1)
  }

  override func render(width: Int) -> [String] { [text] }
}

/// A one-line cell showing a string; counts its configurations.
@MainActor
final class LabelCell: TerminalTableCell, ComponentView {
  private(set) var text = ""
  private(set) var configureCount = 0

  func configure(with data: String) {
    text = data
    configureCount += 1
  }

  static func height(for data: String, width: CGFloat) -> ComponentHeight { .fixed(1) }

  override func render(width: Int) -> [String] { [text] }
}

struct Profile: Hashable {
  var name: String
  var email: String
}

/// A three-line header card.
@MainActor
final class ProfileHeader: TerminalHeaderFooterView, ComponentView {
  private(set) var profile: Profile?

  func configure(with data: Profile) { profile = data }

  static func height(for data: Profile, width: CGFloat) -> ComponentHeight { .fixed(3) }

  override func render(width: Int) -> [String] {
    ["+--", "| \(profile?.name ?? "")", "| \(profile?.email ?? "")"]
  }
}

struct SwitchState: Equatable {
  var title: String
  var isOn: Bool
}

@MainActor
final class SwitchCell: TerminalTableCell, ComponentView {
  private(set) var state = SwitchState(title: "", isOn: false)

  func configure(with data: SwitchState) { state = data }

  static func height(for data: SwitchState, width: CGFloat) -> ComponentHeight { .fixed(1) }

  override func render(width: Int) -> [String] { ["\(state.title) [\(state.isOn ? "on" : "off")]"] }
}

/// Data that is neither Equatable nor Hashable.
struct TitleValue {
  var title: String
  var value: String
}

@MainActor
final class ValueCell: TerminalTableCell, ComponentView {
  private(set) var item = TitleValue(title: "", value: "")

  func configure(with data: TitleValue) { item = data }

  static func height(for data: TitleValue, width: CGFloat) -> ComponentHeight { .fixed(1) }

  override func render(width: Int) -> [String] { ["\(item.title): \(item.value)"] }
}

/// A footer whose height depends on the width: the note wrapped at the width.
@MainActor
final class NoteFooter: TerminalHeaderFooterView, ComponentView {
  private(set) var note = ""

  func configure(with data: String) { note = data }

  static func height(for data: String, width: CGFloat) -> ComponentHeight {
    let columns = max(1, Int(width))
    return .fixed(CGFloat((data.count + columns - 1) / columns))
  }

  override func render(width: Int) -> [String] {
    stride(from: 0, to: note.count, by: max(1, width)).map {
      let start = note.index(note.startIndex, offsetBy: $0)
      let end = note.index(start, offsetBy: min(width, note.distance(from: start, to: note.endIndex)))
      return String(note[start..<end])
    }
  }
}

/// A cell that sizes itself: one line per line of its text.
@MainActor
final class MultilineCell: TerminalTableCell, ComponentView {
  private(set) var text = ""

  func configure(with data: String) { text = data }

  static func height(for data: String, width: CGFloat) -> ComponentHeight { .automatic(estimate: 1) }

  override func render(width: Int) -> [String] { text.components(separatedBy: "\n") }
}

/// A cell returning whatever height it is given, to test bad heights.
@MainActor
final class BadHeightCell: TerminalTableCell, ComponentView {
  func configure(with data: CGFloat) {}

  static func height(for data: CGFloat, width: CGFloat) -> ComponentHeight { .fixed(data) }
}

/// A class the terminal host cannot show.
@MainActor
final class NotATerminalView: ComponentView {
  func configure(with data: String) {}
  static func height(for data: String, width: CGFloat) -> ComponentHeight { .fixed(1) }
}

/// Records every delegate event, in order.
@MainActor
final class RecordingDelegate: TableEngineDelegate {
  var events: [String] = []
  var redirectSelection: ((IndexPath) -> IndexPath?)?

  func tableEngine(_ engine: TableEngine, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    events.append("willSelect \(indexPath.section).\(indexPath.row)")
    guard let redirectSelection else { return indexPath }
    return redirectSelection(indexPath)
  }
  func tableEngine(_ engine: TableEngine, didSelectRowAt indexPath: IndexPath) {
    events.append("didSelect \(indexPath.section).\(indexPath.row)")
  }
  func tableEngine(_ engine: TableEngine, didDeselectRowAt indexPath: IndexPath) {
    events.append("didDeselect \(indexPath.section).\(indexPath.row)")
  }
  func tableEngine(_ engine: TableEngine, willDisplay view: AnyObject, forRowAt indexPath: IndexPath) {
    events.append("willDisplay \(indexPath.section).\(indexPath.row)")
  }
  func tableEngine(_ engine: TableEngine, didEndDisplaying view: AnyObject, forRowAt indexPath: IndexPath) {
    events.append("didEndDisplaying \(indexPath.section).\(indexPath.row)")
  }
  func tableEngine(_ engine: TableEngine, willDisplayHeaderView view: AnyObject, forSection section: Int) {
    events.append("willDisplayHeader \(section)")
  }
  func tableEngine(_ engine: TableEngine, willDisplayFooterView view: AnyObject, forSection section: Int) {
    events.append("willDisplayFooter \(section)")
  }
  func tableEngine(_ engine: TableEngine, didScrollTo contentOffset: CGFloat) {
    events.append("didScroll \(Int(contentOffset))")
  }

  func events(matching prefix: String) -> [String] { events.filter { $0.hasPrefix(prefix) } }
}
