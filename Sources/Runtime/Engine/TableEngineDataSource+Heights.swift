import Foundation

// Heights: cached per component and width, asked for every row the host lays out.
extension TableEngineDataSource {
  /// The height of the row at `indexPath` in a table `width` wide; what hosts call while laying
  /// out. A cached height costs a few loads; a new one, one call of the component's
  /// `height(for:width:)`. A different width than the last one drops every cached height.
  // Inlinable, so that a host reads the index path where it has it and makes one call.
  @inlinable
  public func heightForRow(at indexPath: IndexPath, width: CGFloat) -> ComponentHeight {
    heightForRow(inSection: indexPath.section, row: indexPath.row, width: width)
  }

  /// ``heightForRow(at:width:)`` for hosts that walk rows by number: the same cached answer
  /// without an `IndexPath` (on Linux its accessors are calls into Foundation that are not
  /// inlined).
  public func heightForRow(inSection section: Int, row: Int, width: CGFloat) -> ComponentHeight {
    precondition(
      section >= 0 && section < engine.sections.count && row >= 0 && row < engine.sections[section].rows.count,
      "heightForRow(at:width:): no row \(row) in section \(section) of a table of \(engine.sections.count) sections")
    if width != engine.cachedWidth { engine.resetHeightCache(for: width) }
    // One compare answers the common case, a positive fixed height (false for NaN and for
    // the sign-bit encoding of automatic heights); the rest decode the record's encoding.
    let stored = engine.sections[section].rows[row].storedHeight
    if stored > 0 { return .fixed(stored) }
    if let cached = engine.sections[section].rows[row].height { return cached }
    return engine.computeRowHeight(section: section, row: row, width: width)
  }

  /// Cached per width, as row heights are.
  package func height(of decoration: Decoration, width: CGFloat) -> ComponentHeight? {
    guard let component = engine.component(of: decoration, #function) else { return nil }
    if width != engine.cachedWidth { engine.resetHeightCache(for: width) }
    if let cached = engine[decoration]?.height { return cached }
    let height = engine.measuredHeight(of: component, width: width, at: decoration.place)
    engine[decoration]?.height = height
    return height
  }

  // MARK: Estimates

  /// The estimated height of the row at `indexPath` in a table `width` wide, or `nil` when the
  /// engine has none (the host then uses its default estimate). Costs a few loads; never calls
  /// the component's `height(for:width:)`.
  ///
  /// For a self-sizing row that the host measured at this width: the measured height. For a
  /// row whose height was asked at this width: that height (or its estimate). The estimate is
  /// the cached height, so it goes exactly when that goes.
  public func estimatedHeightForRow(at indexPath: IndexPath, width: CGFloat) -> CGFloat? {
    _ = engine.row(at: indexPath, #function)
    guard width == engine.cachedWidth else { return nil }
    return engine.sections[indexPath.section].rows[indexPath.row].height?.value
  }

  /// `TableEvent.measured` (UIKit: the cell's height when it is about to be displayed): kept as
  /// the row's estimate until the row's data or the width changes.
  ///
  /// Ignored for a row of fixed height (its height is known), for a row whose height was not
  /// asked at this width, for a width other than the cached one, and for a height that is not
  /// a finite number ≥ 0. A position that names no row (a late report) is ignored too.
  func rowWasMeasured(at indexPath: IndexPath, height: CGFloat, width: CGFloat) {
    guard height.isFinite, height >= 0, width == engine.cachedWidth, (try? engine.component(at: indexPath)) != nil,
      case .automatic = engine.sections[indexPath.section].rows[indexPath.row].height
    else { return }
    engine.sections[indexPath.section].rows[indexPath.row].height = .automatic(estimate: height)
  }
}
