import Foundation

// The height cache: one height per row, header and footer at `cachedWidth`, filled as the host
// asks (`TableEngineDataSource`) and dropped when the width changes or screen code asks.
extension TableEngine {
  /// Drops the cached height of the row at `indexPath`, for a height that depends on something
  /// other than the data and the width; the host lays out again.
  ///
  /// Inside a ``performBatchUpdates(animation:_:)`` group, `indexPath` is a position in the
  /// table as the group has changed it so far, and the host lays out when the group ends.
  public func invalidateHeight(forRowAt indexPath: IndexPath) throws(TableError) {
    try checkRow(indexPath, operation: #function)
    sections[indexPath.section].rows[indexPath.row].height = nil
    checkInvariants()
    askHost(.invalidateLayout)
  }

  /// Drops every cached height (rows, headers and footers, the table header and footer); the
  /// host lays out again (at the end of the group, inside a
  /// ``performBatchUpdates(animation:_:)`` group).
  public func invalidateAllHeights() {
    clearHeightCache()
    askHost(.invalidateLayout)
  }

  // Out of line so that the cached path of `TableEngineDataSource.heightForRow` stays a
  // leaf-like function: inlined, this path's calls and string building made every lookup save
  // and restore more registers.
  @inline(never)
  func computeRowHeight(section: Int, row: Int, width: CGFloat) -> ComponentHeight {
    let height = measuredHeight(
      of: sections[section].rows[row].component, width: width, at: "row \(row) of section \(section)")
    sections[section].rows[row].height = height
    return height
  }

  /// The heights belong to one width: at another width, all of them are stale.
  func resetHeightCache(for width: CGFloat) {
    clearHeightCache()
    // The first width is not a change: the table header and footer were sized when assigned.
    let widthChanged = !cachedWidth.isNaN
    cachedWidth = width
    checkInvariants()
    if widthChanged && (tableHeaderRecord != nil || tableFooterRecord != nil) {
      tell(.tableHeaderAndFooterNeedLayout)
    }
  }

  func clearHeightCache() {
    tableHeaderRecord?.height = nil
    tableFooterRecord?.height = nil
    for section in sections.indices {
      sections[section].header?.height = nil
      sections[section].footer?.height = nil
      for row in sections[section].rows.indices {
        sections[section].rows[row].height = nil
      }
    }
  }

  /// The height `component` asks for in a table `width` wide, or, for a negative or not finite
  /// one, a replacement reported as a diagnostic that names `place`.
  func measuredHeight(of component: TableComponent, width: CGFloat, at place: @autoclosure () -> String)
    -> ComponentHeight
  {
    let height = component.box.height(width: width, in: views)
    let value = height.value
    guard value.isNaN || value.isInfinite || value < 0 else { return height }
    let replacement: CGFloat = height.isAutomatic ? 1 : 0
    let kind = height.isAutomatic ? "estimated height" : "height"
    TableDiagnostic.report(
      TableDiagnostic(
        kind: .invalidHeight(value: value, replacement: replacement),
        message:
          "\(String(reflecting: component.viewClass)).height(for:width:) returned the \(kind) \(value) for \(place()) at width \(cachedWidth); \(replacement) is used instead"
      ))
    return height.isAutomatic ? .automatic(estimate: replacement) : .fixed(replacement)
  }
}
