// Word wrapping to a number of terminal cells.

/// Greedy word wrapping over layout pieces, shared by `String` and `StyledText`.
enum WordWrapper {
  /// The lines of `pieces` wrapped to `width` cells, as ranges of piece indices.
  ///
  /// Lines break at spaces, and the spaces at a break are dropped. Explicit line breaks
  /// are kept (the break piece itself belongs to no line), so an empty paragraph gives an
  /// empty line. Spaces that open a paragraph are kept as indentation when the first word
  /// fits after them. A word wider than
  /// the line starts on a line of its own and is broken between grapheme clusters.
  /// Every line fits in `width` cells, except that a single cluster wider than `width`
  /// (a wide character when `width` is 1) gets a line of its own.
  static func lineRanges(of pieces: [TextLayoutPiece], width: Int) -> [Range<Int>] {
    let width = max(width, 1)
    var lines: [Range<Int>] = []
    var paragraphStart = 0
    for index in pieces.indices where pieces[index].kind == .lineBreak {
      wrapParagraph(pieces, paragraphStart..<index, width: width, into: &lines)
      paragraphStart = index + 1
    }
    wrapParagraph(pieces, paragraphStart..<pieces.count, width: width, into: &lines)
    return lines
  }

  private static func wrapParagraph(
    _ pieces: [TextLayoutPiece], _ paragraph: Range<Int>, width: Int,
    into lines: inout [Range<Int>]
  ) {
    let linesBefore = lines.count
    var line: Range<Int>?
    var lineWidth = 0
    var index = paragraph.lowerBound

    while index < paragraph.upperBound {
      let spacesStart = index
      while index < paragraph.upperBound && pieces[index].kind == .space { index += 1 }
      let spacesWidth = index - spacesStart
      guard index < paragraph.upperBound else { break }  // trailing spaces are dropped

      let wordStart = index
      var wordWidth = 0
      while index < paragraph.upperBound && pieces[index].kind != .space {
        wordWidth += pieces[index].width
        index += 1
      }

      if let current = line {
        if lineWidth + spacesWidth + wordWidth <= width {
          line = current.lowerBound..<index
          lineWidth += spacesWidth + wordWidth
          continue
        }
        lines.append(current)
        line = nil
      }
      // Indentation stays only when the first word fits after it: a line of nothing but
      // spaces, or a word broken because of its indentation, helps nobody.
      let isIndented =
        spacesStart == paragraph.lowerBound && spacesWidth > 0 && spacesWidth + wordWidth <= width
      let word = (isIndented ? spacesStart : wordStart)..<index
      let placed = place(
        pieces, word, wordWidth: wordWidth + (isIndented ? spacesWidth : 0), width: width,
        into: &lines)
      line = placed.line
      lineWidth = placed.width
    }

    if let line { lines.append(line) }
    if lines.count == linesBefore {
      lines.append(paragraph.lowerBound..<paragraph.lowerBound)
    }
  }

  /// Starts a line with `word`, breaking it between clusters when it is too wide; the
  /// last part stays open so the following words can join it.
  private static func place(
    _ pieces: [TextLayoutPiece], _ word: Range<Int>, wordWidth: Int, width: Int,
    into lines: inout [Range<Int>]
  ) -> (line: Range<Int>, width: Int) {
    guard wordWidth > width else { return (word, wordWidth) }
    var chunkStart = word.lowerBound
    var chunkWidth = 0
    for index in word {
      let pieceWidth = pieces[index].width
      if chunkWidth + pieceWidth > width && chunkWidth > 0 {
        lines.append(chunkStart..<index)
        chunkStart = index
        chunkWidth = 0
      }
      chunkWidth += pieceWidth
    }
    return (chunkStart..<word.upperBound, chunkWidth)
  }
}

extension StringProtocol {
  /// This text wrapped into lines of at most `width` terminal cells.
  ///
  /// Breaks at spaces (dropping the spaces at each break), breaks words longer than a
  /// line between grapheme clusters, and keeps explicit newlines: "a\n\nb" gives
  /// `["a", "", "b"]`, and an empty string gives one empty line. Leading spaces of a
  /// paragraph are kept as indentation when the first word fits after them. Only a single
  /// cluster wider than `width` (a wide
  /// character when `width` is 1) can exceed it. Widths below 1 count as 1. Escape
  /// sequences stay in the line where they occur and take no room; to wrap styled text so
  /// that each line carries its own styles, use `StyledText.wrapped(toWidth:)`.
  ///
  /// Cost: O(n) in the length of the text; memory for the lines and the longest word.
  package func wrapped(toWidth width: Int) -> [String] {
    let text = String(self)[...]
    // Streamed: memory for the longest word and the lines, not a piece per character.
    return StreamingWordWrapper.lineRanges(of: text, width: width).map { String(text[$0]) }
  }
}
