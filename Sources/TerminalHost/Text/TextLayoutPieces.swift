// The shared model behind truncation and wrapping of both plain `String`s and
// `StyledText`: text is cut into pieces that must never be split (a grapheme cluster or an
// escape sequence), each with its width and the role it plays in line breaking. The
// algorithms work on pieces only, so plain and styled text lay out identically.

import ComponentTable

/// One indivisible piece of text: a grapheme cluster or an escape sequence.
struct TextLayoutPiece {
  enum Kind: Equatable {
    /// Visible (or zero-width) content that belongs to a word.
    case content
    /// A U+0020 space: a line may break here, and the space is dropped at the break.
    case space
    /// An explicit line break ("\n", "\r\n", "\r", U+2028…).
    case lineBreak
    /// A terminal escape sequence: zero width, never dropped by truncation.
    case escape
  }

  var kind: Kind
  var width: Int
  /// Which run of text the piece comes from: always 0 for a plain string, the span index
  /// for styled text.
  var source: Int
  /// Where the piece is in its source text.
  var range: Range<String.Index>

  /// Appends the pieces of `text` to `pieces`, stopping early once they are wider than
  /// `widthLimit` (when given); returns where it stopped, which is `text.endIndex` when
  /// all of `text` was cut into pieces.
  ///
  /// Cost: O(n) in the part of `text` covered, forming each grapheme cluster once.
  @discardableResult
  static func appendPieces(
    of text: Substring, source: Int, to pieces: inout [TextLayoutPiece],
    stoppingBeyondWidth widthLimit: Int? = nil
  ) -> String.Index {
    var totalWidth = 0
    for segment in TerminalTextSegments(text) {
      switch segment {
      case .escape(let sequence):
        pieces.append(
          TextLayoutPiece(
            kind: .escape, width: 0, source: source,
            range: sequence.startIndex..<sequence.endIndex))
      case .text(let run):
        var index = run.startIndex
        while index < run.endIndex {
          let character = run[index]
          let next = run.index(after: index)
          let kind: Kind
          if character == " " {
            kind = .space
          } else if character.isNewline {
            kind = .lineBreak
          } else {
            kind = .content
          }
          let width = kind == .content ? character.displayWidth : (kind == .space ? 1 : 0)
          pieces.append(
            TextLayoutPiece(kind: kind, width: width, source: source, range: index..<next))
          totalWidth += width
          if let widthLimit, totalWidth > widthLimit { return next }
          index = next
        }
      }
    }
    return text.endIndex
  }

  static func pieces(of text: Substring) -> [TextLayoutPiece] {
    var pieces: [TextLayoutPiece] = []
    pieces.reserveCapacity(text.utf8.count)
    appendPieces(of: text, source: 0, to: &pieces)
    return pieces
  }

  /// Joins the text of `pieces` from a single source, copying contiguous runs at once.
  static func joinedText<Pieces: Sequence<TextLayoutPiece>>(
    of pieces: Pieces, in text: Substring
  ) -> String {
    var result = ""
    var runStart: String.Index?
    var runEnd = text.startIndex
    for piece in pieces {
      if let start = runStart, piece.range.lowerBound == runEnd {
        runEnd = piece.range.upperBound
        runStart = start
      } else {
        if let start = runStart { result += text[start..<runEnd] }
        runStart = piece.range.lowerBound
        runEnd = piece.range.upperBound
      }
    }
    if let start = runStart { result += text[start..<runEnd] }
    return result
  }
}
