// Filling text out to a number of terminal cells, as table columns need.

/// Where text sits within a wider space when it is padded.
package enum PaddingAlignment: Hashable, Sendable {
  /// Text first, spaces after it.
  case left
  /// Spaces first, text flush with the right edge.
  case right
  /// Spaces split on both sides; the odd space, if any, goes on the right.
  case center

  /// How many spaces go before and after text of `width` cells to fill `targetWidth`.
  func spaces(forWidth width: Int, in targetWidth: Int) -> (leading: Int, trailing: Int) {
    let missing = max(targetWidth - width, 0)
    switch self {
    case .left: return (0, missing)
    case .right: return (missing, 0)
    case .center: return (missing / 2, missing - missing / 2)
    }
  }
}

extension StringProtocol {
  /// This text with spaces added so that it occupies at least `width` terminal cells.
  ///
  /// Text that is already as wide or wider is returned unchanged (see
  /// `fitted(toWidth:alignment:ellipsis:)` to also cut it). Escape sequences do not
  /// count towards the width.
  ///
  /// Cost: O(n) to measure the text.
  package func padded(toWidth width: Int, alignment: PaddingAlignment = .left) -> String {
    let (leading, trailing) = alignment.spaces(forWidth: displayWidth, in: width)
    guard leading > 0 || trailing > 0 else { return String(self) }
    return String(repeating: " ", count: leading) + self + String(repeating: " ", count: trailing)
  }

  /// This text occupying exactly `width` terminal cells: truncated (with `ellipsis`) when
  /// it is wider, padded with spaces when it is narrower. The usual way to draw a cell.
  ///
  /// Cost: O(n).
  package func fitted(
    toWidth width: Int, alignment: PaddingAlignment = .left, ellipsis: String? = "…"
  ) -> String {
    truncated(toWidth: width, ellipsis: ellipsis).padded(toWidth: width, alignment: alignment)
  }
}
