import Foundation

/// A section of a table: an optional header and footer (components or plain titles) and rows.
@MainActor
public struct TableSection {
  /// The identity that tells this section apart when a new list of sections is applied.
  /// Sections without one are matched by position among the sections without one.
  public var id: AnyHashable?
  /// The header view's component, shown instead of `headerTitle` when both are set.
  public var header: TableComponent?
  /// The footer view's component, shown instead of `footerTitle` when both are set.
  public var footer: TableComponent?
  /// A plain header title, drawn by the host's standard header.
  public var headerTitle: String?
  /// A plain footer title (a note under the section), drawn by the host's standard footer.
  public var footerTitle: String?
  /// The rows, top to bottom.
  public var rows: [TableComponent]
  /// The section's entry in the table's section index (the A–Z strip beside a contacts list),
  /// or `nil` when it has none.
  public var indexTitle: String?

  /// A section with the given parts; every part is optional.
  public init(
    id: AnyHashable? = nil, header: TableComponent? = nil, footer: TableComponent? = nil,
    headerTitle: String? = nil, footerTitle: String? = nil, indexTitle: String? = nil,
    rows: [TableComponent] = []
  ) {
    self.id = id
    self.header = header
    self.footer = footer
    self.headerTitle = headerTitle
    self.footerTitle = footerTitle
    self.rows = rows
    self.indexTitle = indexTitle
  }
}
