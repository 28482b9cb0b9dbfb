// Cutting text to a number of terminal cells.

import ComponentTable

/// Where to cut a run of pieces so that it fits a width, shared by `String` and
/// `StyledText` truncation.
struct TruncationPlan {
  /// How many leading pieces stay.
  var keptCount: Int
  /// Whether the ellipsis goes after the kept pieces.
  var appendsEllipsis: Bool

  /// The plan for fitting `pieces` into `maxWidth` cells, or nil when they already fit.
  ///
  /// The ellipsis is added only when it fits; otherwise the text is cut hard. A cluster
  /// that would cross the limit is dropped whole, so the result may be one cell narrower
  /// than `maxWidth` when the next cluster is wide, and spaces before the ellipsis go.
  static func make(
    for pieces: [TextLayoutPiece], maxWidth: Int, ellipsisWidth: Int
  ) -> TruncationPlan? {
    let limit = max(maxWidth, 0)
    var total = 0
    for piece in pieces { total += piece.width }
    guard total > limit else { return nil }

    let appendsEllipsis = ellipsisWidth > 0 && ellipsisWidth <= limit
    let budget = appendsEllipsis ? limit - ellipsisWidth : limit
    var used = 0
    var keptCount = 0
    for piece in pieces {
      guard used + piece.width <= budget else { break }
      used += piece.width
      keptCount += 1
    }
    // Zero-width pieces (marks left alone, controls) right at the cut would only glue
    // themselves to the ellipsis, and "word …" reads worse than "word…": drop both.
    while keptCount > 0 {
      let last = pieces[keptCount - 1]
      let isInvisible = last.width == 0 && last.kind != .escape
      guard isInvisible || (appendsEllipsis && last.kind == .space) else { break }
      keptCount -= 1
    }
    return TruncationPlan(keptCount: keptCount, appendsEllipsis: appendsEllipsis)
  }
}

extension StringProtocol {
  /// This text cut so that it occupies at most `maxWidth` terminal cells, ending with
  /// `ellipsis` when something was cut.
  ///
  /// Text that already fits is returned unchanged. Grapheme clusters are never split, and
  /// the result never exceeds `maxWidth`: when the next cluster is wide and only one cell
  /// is left, it is dropped and the result is one cell narrower. The ellipsis is left out
  /// when it is wider than `maxWidth` itself; pass nil (or "") to cut without one. Escape
  /// sequences are kept, including those after the cut, so a trailing style reset
  /// survives. Meant for single lines: line breaks count as zero width.
  ///
  /// Cost: grapheme clusters are formed only up to the cut; the rest of the text is
  /// scanned byte by byte for escape sequences, so long text is cheap to cut short.
  package func truncated(toWidth maxWidth: Int, ellipsis: String? = "…") -> String {
    let text = String(self)[...]
    // Cutting the text into pieces stops as soon as it is known to be too wide; past
    // that point only escape sequences matter, and finding them needs no clusters.
    var pieces: [TextLayoutPiece] = []
    let end = TextLayoutPiece.appendPieces(
      of: text, source: 0, to: &pieces, stoppingBeyondWidth: Swift.max(maxWidth, 0))
    let ellipsisText = ellipsis ?? ""
    guard
      let plan = TruncationPlan.make(
        for: pieces, maxWidth: maxWidth, ellipsisWidth: ellipsisText.displayWidth)
    else { return String(text) }

    var result = TextLayoutPiece.joinedText(of: pieces[..<plan.keptCount], in: text)
    if plan.appendsEllipsis { result += ellipsisText }
    let droppedEscapes = pieces[plan.keptCount...].lazy.filter { $0.kind == .escape }
    result += TextLayoutPiece.joinedText(of: droppedEscapes, in: text)
    for case .escape(let sequence) in TerminalTextSegments(text[end...]) {
      result += sequence
    }
    return result
  }
}
