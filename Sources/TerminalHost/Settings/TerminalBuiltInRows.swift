import ComponentTable
import Foundation

/// The data of a built-in row as the terminal draws it: each kind says only its lines and its
/// height at a width, and one generic view (``TerminalBuiltInCell``, or
/// ``TerminalBuiltInHeaderFooterView`` for section decorations) shows any of them.
@MainActor
package protocol TerminalDrawnRow {
  /// The row's lines, each at most `width` display columns wide; data in them is made safe
  /// to print (`TerminalText.oneLine(_:)`).
  func terminalLines(width: Int) -> [String]
  /// How many lines ``terminalLines(width:)`` returns at `width`, without drawing them.
  func terminalHeight(width: Int) -> ComponentHeight
}

extension TerminalDrawnRow where Self: RowStatusCarrying {
  /// One line; two while the row shows why its value could not be loaded or changed.
  package func terminalHeight(width: Int) -> ComponentHeight { TerminalRowLine.height(status: status) }
}

/// The cell of every built-in row kind: it keeps the data it shows and draws it as the data's
/// kind says. Not configured yet, it draws nothing.
@MainActor
package class TerminalBuiltInCell<Row: TerminalDrawnRow>: TerminalTableCell, ComponentView {
  /// The data shown.
  package private(set) var data: Row?
  /// Shows `data`; the view draws it at the next render.
  package func configure(with data: Row) { self.data = data }
  /// The height of the row's kind at `width`.
  package static func height(for data: Row, width: CGFloat) -> ComponentHeight {
    data.terminalHeight(width: Int(width))
  }
  /// The row's lines.
  package override func render(width: Int) -> [String] { data?.terminalLines(width: width) ?? [] }
}

/// The header and footer view of every built-in section decoration, as ``TerminalBuiltInCell``
/// is the cell of every built-in row.
@MainActor
package final class TerminalBuiltInHeaderFooterView<Row: TerminalDrawnRow>: TerminalHeaderFooterView, ComponentView {
  /// The data shown.
  package private(set) var data: Row?
  /// Shows `data`; the view draws it at the next render.
  package func configure(with data: Row) { self.data = data }
  /// The height of the decoration's kind at `width`.
  package static func height(for data: Row, width: CGFloat) -> ComponentHeight {
    data.terminalHeight(width: Int(width))
  }
  /// The decoration's lines.
  package override func render(width: Int) -> [String] { data?.terminalLines(width: width) ?? [] }
}

// The names the app and the tests use for the built-in views.
package typealias TerminalTextCell = TerminalBuiltInCell<TextRowData>
package typealias TerminalValueCell = TerminalBuiltInCell<ValueRowData>
package typealias TerminalSwitchCell = TerminalBuiltInCell<SwitchRowData>
package typealias TerminalCheckmarkCell = TerminalBuiltInCell<CheckmarkRowData>
package typealias TerminalButtonCell = TerminalBuiltInCell<ButtonRowData>
package typealias TerminalStepperCell = TerminalBuiltInCell<StepperRowData>
package typealias TerminalSliderCell = TerminalBuiltInCell<SliderRowData>
package typealias TerminalSectionTitleView = TerminalBuiltInHeaderFooterView<SectionTitleData>
package typealias TerminalFooterNoteView = TerminalBuiltInHeaderFooterView<FooterNoteData>
package typealias TerminalProfileCardView = TerminalBuiltInHeaderFooterView<ProfileCardData>

extension ViewCatalog {
  /// The terminal host's catalog: it draws every built-in row (a switch as `[ on]`, a stepper
  /// as `− 3 +`, a section title in capitals…); register classes of your own in it once, before
  /// the first screen is shown.
  public static let terminal: ViewCatalog = {
    let catalog = ViewCatalog()
    catalog.register(TerminalTextCell.self)
    catalog.register(TerminalValueCell.self)
    catalog.register(TerminalSwitchCell.self)
    catalog.register(TerminalCheckmarkCell.self)
    catalog.register(TerminalButtonCell.self)
    catalog.register(TerminalTextFieldCell.self)
    catalog.register(TerminalStepperCell.self)
    catalog.register(TerminalSliderCell.self)
    catalog.register(TerminalSectionTitleView.self)
    catalog.register(TerminalFooterNoteView.self)
    catalog.register(TerminalProfileCardView.self)
    return catalog
  }()
}
