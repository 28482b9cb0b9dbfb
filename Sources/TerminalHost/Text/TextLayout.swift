// Cutting, padding and wrapping text by terminal cells. Text is read as pieces that are never
// split (a grapheme cluster or an escape sequence), each with its width and its part in line
// breaking; escape sequences take no room and are never dropped.

import ComponentTable

/// One piece of text that is never split: a grapheme cluster or an escape sequence.
struct TextPiece {
  enum Kind: Equatable {
    /// Visible (or zero-width) content that belongs to a word.
    case content
    /// A U+0020 space: a line may break here, and the space is dropped at the break.
    case space
    /// An explicit line break ("\n", "\r\n", "\r", U+2028…).
    case lineBreak
    /// A terminal escape sequence.
    case escape
  }

  var kind: Kind
  var width: Int
  var range: Range<String.Index>
}

/// Reads the pieces of a text in order, forming each grapheme cluster once.
struct TextPieceReader: IteratorProtocol {
  private var segments: TerminalTextSegments.Iterator
  private var run: Substring
  private var index: String.Index

  init(_ text: Substring) {
    segments = TerminalTextSegments(text).makeIterator()
    run = text[text.startIndex..<text.startIndex]
    index = text.startIndex
  }

  mutating func next() -> TextPiece? {
    while index >= run.endIndex {
      guard let segment = segments.next() else { return nil }
      switch segment {
      case .escape(let sequence):
        return TextPiece(kind: .escape, width: 0, range: sequence.startIndex..<sequence.endIndex)
      case .text(let text): (run, index) = (text, text.startIndex)
      }
    }
    let character = run[index]
    let next = run.index(after: index)
    defer { index = next }
    if character == " " { return TextPiece(kind: .space, width: 1, range: index..<next) }
    if character.isNewline { return TextPiece(kind: .lineBreak, width: 0, range: index..<next) }
    return TextPiece(kind: .content, width: character.displayWidth, range: index..<next)
  }
}

extension StringProtocol {
  /// This text cut so that it occupies at most `maxWidth` terminal cells, ending with
  /// `ellipsis` when something was cut.
  ///
  /// Text that fits is returned unchanged. Grapheme clusters are never split, so the result
  /// may be a cell narrower than `maxWidth`; the ellipsis is left out when it is wider than
  /// `maxWidth`, and spaces before it are dropped. Escape sequences are kept, those after the
  /// cut included, so a trailing style reset survives. Line breaks count as zero width.
  ///
  /// Cost: clusters are formed only up to the cut; the rest is scanned for escape sequences.
  package func truncated(toWidth maxWidth: Int, ellipsis: String? = "…") -> String {
    let text = String(self)[...]
    let limit = Swift.max(maxWidth, 0)
    var pieces: [TextPiece] = []
    var total = 0
    var reader = TextPieceReader(text)
    while total <= limit, let piece = reader.next() {
      pieces.append(piece)
      total += piece.width
    }
    guard total > limit, let end = pieces.last?.range.upperBound else { return String(text) }
    let ellipsis = ellipsis ?? ""
    let ellipsisWidth = ellipsis.displayWidth
    let appendsEllipsis = ellipsisWidth > 0 && ellipsisWidth <= limit
    let budget = appendsEllipsis ? limit - ellipsisWidth : limit
    var used = 0
    var kept = 0
    for piece in pieces {
      guard used + piece.width <= budget else { break }
      used += piece.width
      kept += 1
    }
    // Zero-width pieces (marks left alone, controls) right at the cut would only glue
    // themselves to the ellipsis, and "word …" reads worse than "word…": drop both.
    while kept > 0 {
      let last = pieces[kept - 1]
      guard (last.width == 0 && last.kind != .escape) || (appendsEllipsis && last.kind == .space) else { break }
      kept -= 1
    }
    var result = String(text[text.startIndex..<(kept > 0 ? pieces[kept - 1].range.upperBound : text.startIndex)])
    if appendsEllipsis { result += ellipsis }
    for piece in pieces[kept...] where piece.kind == .escape { result += text[piece.range] }
    for case .escape(let sequence) in TerminalTextSegments(text[end...]) { result += sequence }
    return result
  }

  /// This text with spaces after it so that it occupies at least `width` terminal cells.
  package func padded(toWidth width: Int) -> String {
    let missing = width - displayWidth
    return missing > 0 ? self + String(repeating: " ", count: missing) : String(self)
  }

  /// This text wrapped into lines of at most `width` terminal cells.
  ///
  /// Breaks at spaces (dropping the spaces at each break), breaks words longer than a line
  /// between grapheme clusters, and keeps explicit newlines: "a\n\nb" gives `["a", "", "b"]`,
  /// and an empty string gives one empty line. Leading spaces of a paragraph are kept as
  /// indentation when the first word fits after them. Only a single cluster wider than `width`
  /// can exceed it. Widths below 1 count as 1. Escape sequences stay where they occur and take
  /// no room.
  ///
  /// Cost: O(n); memory for the lines and the longest word, not a piece per character.
  package func wrapped(toWidth width: Int) -> [String] {
    let text = String(self)[...]
    let width = Swift.max(width, 1)
    var lines: [Range<String.Index>] = []
    var reader = TextPieceReader(text)
    var lookahead = reader.next()
    var word: [TextPiece] = []
    var paragraphStart = text.startIndex
    while true {
      let linesBefore = lines.count
      var line: Range<String.Index>?
      var lineWidth = 0
      var startsParagraph = true
      while true {
        // A run of spaces; at the end of the paragraph they are dropped.
        var spacesStart: String.Index?
        var spacesWidth = 0
        while let piece = lookahead, piece.kind == .space {
          if spacesStart == nil { spacesStart = piece.range.lowerBound }
          spacesWidth += 1
          lookahead = reader.next()
        }
        guard let first = lookahead, first.kind != .lineBreak else { break }
        // A word: everything up to the next space or line break.
        word.removeAll(keepingCapacity: true)
        var wordWidth = 0
        while let piece = lookahead, piece.kind != .space, piece.kind != .lineBreak {
          word.append(piece)
          wordWidth += piece.width
          lookahead = reader.next()
        }
        let wordEnd = word[word.count - 1].range.upperBound
        defer { startsParagraph = false }
        if let current = line {
          if lineWidth + spacesWidth + wordWidth <= width {
            line = current.lowerBound..<wordEnd
            lineWidth += spacesWidth + wordWidth
            continue
          }
          lines.append(current)
        }
        // Indentation stays only when the first word fits after it: a line of nothing but
        // spaces, or a word broken because of its indentation, helps nobody.
        if startsParagraph, let spacesStart, spacesWidth + wordWidth <= width {
          (line, lineWidth) = (spacesStart..<wordEnd, spacesWidth + wordWidth)
          continue
        }
        // A word too wide for a line is broken between clusters; the last part stays open.
        var chunkStart = first.range.lowerBound
        var chunkWidth = 0
        for piece in word where wordWidth > width {
          if chunkWidth + piece.width > width && chunkWidth > 0 {
            lines.append(chunkStart..<piece.range.lowerBound)
            (chunkStart, chunkWidth) = (piece.range.lowerBound, 0)
          }
          chunkWidth += piece.width
        }
        (line, lineWidth) = (chunkStart..<wordEnd, wordWidth > width ? chunkWidth : wordWidth)
      }
      if let line { lines.append(line) }
      if lines.count == linesBefore { lines.append(paragraphStart..<paragraphStart) }
      // The line break ends this paragraph; the next starts after it.
      guard let lineBreak = lookahead else { break }
      paragraphStart = lineBreak.range.upperBound
      lookahead = reader.next()
    }
    return lines.map { String(text[$0]) }
  }
}
