import Foundation

// Estimated row heights: what a host asks for every row of the table, so that it can size its
// scroll range without measuring rows it does not show (UIKit asks `estimatedHeightForRowAt`
// for every row on each reload, and the real height only for the rows it lays out).
//
// An estimate is never computed: it is the height the engine already has for the row at the
// host's width, which is the height the host measured for a self-sizing row (reported with
// `rowWasMeasured(at:height:width:)`), else the cached height or the component's own estimate.
// A row never asked about has no estimate, and the host uses its default. The measured height
// is the cached automatic height's estimate, so it goes exactly when the cached height goes:
// when the row's data changes (a new record), the width changes, or a height is invalidated.
// Unchanged rows keep it through updates and reloads, so coming back to a screen whose table
// was reloaded while away scrolls without jumps.
extension TableEngine {
  /// The estimated height of the row at `indexPath` in a table `width` wide, or `nil` when the
  /// engine has none (the host then uses its default estimate). Costs a few loads; never calls
  /// the component's `height(for:width:)`.
  ///
  /// For a self-sizing row that the host measured at this width: the measured height. For a
  /// row whose height was asked at this width: that height (or its estimate).
  public func estimatedHeightForRow(at indexPath: IndexPath, width: CGFloat) -> CGFloat? {
    precondition(
      indexPath.count == 2 && sections.indices.contains(indexPath.section)
        && sections[indexPath.section].rows.indices.contains(indexPath.row),
      "estimatedHeightForRow(at:width:): no row at \(indexPath) in a table of \(sections.count) sections")
    guard width == cachedWidth else { return nil }
    return sections[indexPath.section].rows[indexPath.row].height?.value
  }

  /// The host laid out the self-sizing row at `indexPath` `height` tall in a table `width` wide
  /// (UIKit: the cell's height when it is about to be displayed). The engine keeps it as the
  /// row's estimate until the row's data or the width changes.
  ///
  /// Ignored for a row of fixed height (its height is known), for a row whose height was not
  /// asked at this width, for a width other than the cached one, and for a height that is not
  /// a finite number ≥ 0. A position that names no row (a late report) is ignored too.
  public func rowWasMeasured(at indexPath: IndexPath, height: CGFloat, width: CGFloat) {
    guard height.isFinite, height >= 0, width == cachedWidth, indexPath.count == 2,
      sections.indices.contains(indexPath.section),
      sections[indexPath.section].rows.indices.contains(indexPath.row),
      case .automatic = sections[indexPath.section].rows[indexPath.row].height
    else { return }
    sections[indexPath.section].rows[indexPath.row].height = .automatic(estimate: height)
  }
}
