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
  package func terminalHeight(width: Int) -> ComponentHeight {
    .fixed(CGFloat(1 + TerminalRowLine.statusHeight(status)))
  }
}

/// The cell of every built-in row kind: it keeps the data it shows and draws it as the data's
/// kind says. Not configured yet, it draws nothing.
@MainActor
package class TerminalBuiltInCell<Row: TerminalDrawnRow>: TerminalTableCell, ComponentView {
  package private(set) var data: Row?
  package func configure(with data: Row) { self.data = data }
  package static func height(for data: Row, width: CGFloat) -> ComponentHeight {
    data.terminalHeight(width: Int(width))
  }
  package override func render(width: Int) -> [String] { data?.terminalLines(width: width) ?? [] }
}

/// The header and footer view of every built-in section decoration, as ``TerminalBuiltInCell``
/// is the cell of every built-in row.
@MainActor
package final class TerminalBuiltInHeaderFooterView<Row: TerminalDrawnRow>: TerminalHeaderFooterView, ComponentView {
  package private(set) var data: Row?
  package func configure(with data: Row) { self.data = data }
  package static func height(for data: Row, width: CGFloat) -> ComponentHeight {
    data.terminalHeight(width: Int(width))
  }
  package override func render(width: Int) -> [String] { data?.terminalLines(width: width) ?? [] }
}

extension ViewCatalog {
  /// The terminal host's catalog: it draws every built-in row (a switch as `[ on]`, a stepper
  /// as `− 3 +`, a section title in capitals…); register classes of your own in it once, before
  /// the first screen is shown.
  public static let terminal: ViewCatalog = {
    let catalog = ViewCatalog()
    catalog.register(TerminalBuiltInCell<TextRowData>.self)
    catalog.register(TerminalBuiltInCell<ValueRowData>.self)
    catalog.register(TerminalBuiltInCell<SwitchRowData>.self)
    catalog.register(TerminalBuiltInCell<CheckmarkRowData>.self)
    catalog.register(TerminalBuiltInCell<ButtonRowData>.self)
    catalog.register(TerminalTextFieldCell.self)
    catalog.register(TerminalBuiltInCell<StepperRowData>.self)
    catalog.register(TerminalBuiltInCell<SliderRowData>.self)
    catalog.register(TerminalBuiltInHeaderFooterView<SectionTitleData>.self)
    catalog.register(TerminalBuiltInHeaderFooterView<FooterNoteData>.self)
    catalog.register(TerminalBuiltInHeaderFooterView<ProfileCardData>.self)
    return catalog
  }()
}
