import ComponentTable
import Foundation

// The terminal host's views for the built-in settings components. Each shows its data on one
// line (a text row with a subtitle on two); accessories use characters that every terminal font has.

/// Shows `TextRowData`: the title, and the subtitle dimmed under it when there is one.
@MainActor
package final class TerminalTextCell: TerminalTableCell, ComponentView {
  private var data = TextRowData(title: "")
  /// Shows `data`; the view draws it at the next render.
  package func configure(with data: TextRowData) { self.data = data }
  /// One line, two with a subtitle.
  package static func height(for data: TextRowData, width: CGFloat) -> ComponentHeight {
    .fixed(data.subtitle == nil ? 1 : 2)
  }
  /// The title, and the subtitle dimmed under it; each cut with an ellipsis when it does not
  /// fit.
  package override func render(width: Int) -> [String] {
    let title = TerminalRowLine.make(title: data.title, width: width)
    guard let subtitle = data.subtitle else { return [title] }
    return [
      title,
      TerminalText.styled(TerminalText.truncate(TerminalText.oneLine(subtitle), toWidth: width, ellipsis: true), .dim),
    ]
  }
}

/// Shows `ValueRowData`: the title, the value on the right, and `›` when it opens a screen.
@MainActor
package final class TerminalValueCell: TerminalTableCell, ComponentView {
  private var data = ValueRowData(title: "", value: "")
  /// Shows `data`; the view draws it at the next render.
  package func configure(with data: ValueRowData) { self.data = data }
  /// One line; two while it shows why its value could not be loaded.
  package static func height(for data: ValueRowData, width: CGFloat) -> ComponentHeight {
    TerminalRowLine.height(status: data.status)
  }
  /// The title on the left, the value (and `›` for a disclosure row) on the right.
  package override func render(width: Int) -> [String] {
    TerminalRowLine.lines(
      title: data.title, control: TerminalText.oneLine(data.value), accessory: data.showsDisclosure ? "›" : "",
      status: data.status, width: width)
  }
}

/// Shows `SwitchRowData`: the title and `[ on]` or `[off]`.
@MainActor
package final class TerminalSwitchCell: TerminalTableCell, ComponentView {
  private var data = SwitchRowData(title: "", isOn: false)
  /// Shows `data`; the view draws it at the next render.
  package func configure(with data: SwitchRowData) { self.data = data }
  /// One line; two while it shows why its last change failed.
  package static func height(for data: SwitchRowData, width: CGFloat) -> ComponentHeight {
    TerminalRowLine.height(status: data.status)
  }
  /// The title on the left, `[ on]` or `[off]` on the right.
  package override func render(width: Int) -> [String] {
    let state = data.isOn ? TerminalText.styled("[ on]", .accent) : "[off]"
    return TerminalRowLine.lines(title: data.title, control: state, status: data.status, width: width)
  }
}

/// Shows `CheckmarkRowData`: the title and `✓` when checked.
@MainActor
package final class TerminalCheckmarkCell: TerminalTableCell, ComponentView {
  private var data = CheckmarkRowData(title: "", isChecked: false)
  /// Shows `data`; the view draws it at the next render.
  package func configure(with data: CheckmarkRowData) { self.data = data }
  /// One line; two while it shows why choosing it failed.
  package static func height(for data: CheckmarkRowData, width: CGFloat) -> ComponentHeight {
    TerminalRowLine.height(status: data.status)
  }
  /// The title on the left, `✓` on the right when checked.
  package override func render(width: Int) -> [String] {
    let mark = data.isChecked ? TerminalText.styled("✓", .accent) : ""
    return TerminalRowLine.lines(title: data.title, control: mark, status: data.status, width: width)
  }
}

/// Shows `ButtonRowData`: the title in the accent colour, or red when destructive; while its
/// action runs, the title uncoloured (it does not act) with `RowStatusText.inProgress`, and
/// after the action failed, the message under it.
@MainActor
package final class TerminalButtonCell: TerminalTableCell, ComponentView {
  private var data = ButtonRowData(title: "")
  /// Shows `data`; the view draws it at the next render.
  package func configure(with data: ButtonRowData) { self.data = data }
  /// One line; two while it shows why its action failed.
  package static func height(for data: ButtonRowData, width: CGFloat) -> ComponentHeight {
    TerminalRowLine.height(status: data.status)
  }
  /// The title in the accent colour, or in red for a destructive button; while pending, the
  /// title and the status on the right.
  package override func render(width: Int) -> [String] {
    guard data.status != .pending else {
      let marker = "\(TerminalRowLine.pendingMarker) \(TerminalText.oneLine(RowStatusText.inProgress))"
      return [TerminalRowLine.make(title: data.title, trailing: TerminalText.styled(marker, .dim), width: width)]
    }
    let title = TerminalText.truncate(TerminalText.oneLine(data.title), toWidth: width, ellipsis: true)
    return [TerminalText.styled(title, data.role == .destructive ? .red : .accent)]
      + TerminalRowLine.statusLines(data.status, width: width)
  }
}

/// Shows `StepperRowData`: the title and `− value +`.
@MainActor
package final class TerminalStepperCell: TerminalTableCell, ComponentView {
  private var data = StepperRowData(title: "", value: 0, range: 0...0)
  /// Shows `data`; the view draws it at the next render.
  package func configure(with data: StepperRowData) { self.data = data }
  /// One line; two while it shows why its last change failed.
  package static func height(for data: StepperRowData, width: CGFloat) -> ComponentHeight {
    TerminalRowLine.height(status: data.status)
  }
  /// The title on the left, `− value +` on the right; a sign is dimmed at its end of the
  /// range.
  package override func render(width: Int) -> [String] {
    let minus = data.canStepDown ? "−" : TerminalText.styled("−", .dim)
    let plus = data.canStepUp ? "+" : TerminalText.styled("+", .dim)
    return TerminalRowLine.lines(
      title: data.title, control: "\(minus) \(data.valueText) \(plus)", status: data.status, width: width)
  }
}
