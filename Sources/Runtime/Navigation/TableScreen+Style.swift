/// How a screen lays out its sections: the look of a `UITableView.Style` or of a collection
/// view list's appearance, named without either, so a screen says it once for every host.
///
/// A style belongs to one screen (``TableScreen/style(_:)``): a screen without one takes the
/// default of what shows it, never the style of the screen it was opened from.
public enum TableStyle: Hashable, Sendable {
  /// Rows from edge to edge, sections one after the other. UIKit: a `.plain` table or list
  /// (a plain table's section headers stay at the top while their rows scroll under them).
  /// The terminal: no blank line between sections without a header.
  case plain
  /// Sections as groups with a gap between them, on the grouped background. UIKit: a
  /// `.grouped` table or list. The terminal: a blank line above every section but the first.
  case grouped
  /// Groups inset from the edges with rounded corners, the look of the Settings app. UIKit:
  /// an `.insetGrouped` table or list, `.grouped` on tvOS, which has no inset style. The
  /// terminal: as ``grouped``.
  case insetGrouped
}

extension TableScreen {
  /// Shows the screen in `style` (``TableStyle``); `nil` gives the default of what shows it
  /// (a UIKit navigator's `rowsView`, the terminal's grouped sections).
  ///
  /// The style is the screen's own: a screen that gives none is not shown in the style of the
  /// screen it was opened from, as the plain list of results a settings screen opens is not
  /// in groups, and a form that list opens is not plain. A host fixes the style when it makes
  /// the screen's view (a `UITableView`'s style is set when it is made), so the style is read
  /// each time the screen is pushed; set it before.
  ///
  /// ```swift
  /// let languages = TableScreen(title: "Language") {
  ///   TableSection(rows: [TableComponent.textRow("Deutsch", subtitle: "German")])
  /// }
  /// .style(.plain)
  /// ```
  @discardableResult
  public func style(_ style: TableStyle?) -> TableScreen {
    self.style = style
    return self
  }
}
