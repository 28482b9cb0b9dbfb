import Foundation

/// A header or footer view: of a section, or of the whole table (above or below all sections,
/// UIKit's `tableHeaderView` and `tableFooterView`). A host asks for each one's view, height and
/// description by naming it; the engine shows all four as it shows a row: a component,
/// registered, configured, measured and cached on one path.
package enum Decoration: Equatable, Sendable {
  case header(Int)
  case footer(Int)
  case tableHeader
  case tableFooter

  /// The section it belongs to, or `nil` for the table's own.
  package var section: Int? {
    switch self {
    case .header(let section), .footer(let section): section
    case .tableHeader, .tableFooter: nil
    }
  }

  /// The role its view is registered and dequeued in.
  var role: TableViewRole { section == nil ? .tableHeaderFooter : .headerFooter }

  /// How a diagnostic names it.
  var place: String {
    switch self {
    case .header(let section): "the header of section \(section)"
    case .footer(let section): "the footer of section \(section)"
    case .tableHeader: "the table header"
    case .tableFooter: "the table footer"
    }
  }
}
