// Word wrapping of a plain string without a piece for every character.
//
// `WordWrapper` works on an array of layout pieces, one per grapheme cluster: fine for a row's
// title, but a 5 MB footer note made five million of them (about 240 MB, and seconds to lay
// out). This wrapper reads the pieces one at a time and keeps only the current word's, so its
// memory is the longest word's and the lines it returns. It gives exactly `WordWrapper`'s
// lines (a test compares them on random text).

import ComponentTable

enum StreamingWordWrapper {
  /// One piece as it is read: its kind, width and place in the text.
  private struct Piece {
    var kind: TextLayoutPiece.Kind
    var width: Int
    var range: Range<String.Index>
  }

  /// Reads the pieces of a plain text in order: grapheme clusters and escape sequences.
  private struct PieceReader {
    private var segments: TerminalTextSegments.Iterator
    private var run: Substring = ""
    private var index: String.Index

    init(_ text: Substring) {
      segments = TerminalTextSegments(text).makeIterator()
      index = text.startIndex
      run = text[text.startIndex..<text.startIndex]
    }

    mutating func next() -> Piece? {
      while index >= run.endIndex {
        guard let segment = segments.next() else { return nil }
        switch segment {
        case .escape(let sequence):
          return Piece(kind: .escape, width: 0, range: sequence.startIndex..<sequence.endIndex)
        case .text(let text):
          run = text
          index = text.startIndex
        }
      }
      let character = run[index]
      let next = run.index(after: index)
      defer { index = next }
      if character == " " { return Piece(kind: .space, width: 1, range: index..<next) }
      if character.isNewline { return Piece(kind: .lineBreak, width: 0, range: index..<next) }
      return Piece(kind: .content, width: character.displayWidth, range: index..<next)
    }
  }

  /// The lines of `text` wrapped to `width` cells, as ranges of `text`: the same lines as
  /// `WordWrapper.lineRanges(of:width:)` gives for its pieces.
  static func lineRanges(of text: Substring, width: Int) -> [Range<String.Index>] {
    let width = max(width, 1)
    var lines: [Range<String.Index>] = []
    var reader = PieceReader(text)
    var lookahead = reader.next()
    var word: [Piece] = []
    var paragraphStart = text.startIndex
    var paragraphOpen = true
    while paragraphOpen {
      let linesBefore = lines.count
      var line: Range<String.Index>?
      var lineWidth = 0
      var isFirstRun = true
      paragraphLoop: while true {
        // A run of spaces; at the end of the paragraph they are dropped.
        var spacesStart: String.Index?
        var spacesWidth = 0
        while let piece = lookahead, piece.kind == .space {
          if spacesStart == nil { spacesStart = piece.range.lowerBound }
          spacesWidth += 1
          lookahead = reader.next()
        }
        guard let first = lookahead, first.kind != .lineBreak else { break paragraphLoop }
        // A word: everything up to the next space or line break.
        word.removeAll(keepingCapacity: true)
        var wordWidth = 0
        while let piece = lookahead, piece.kind != .space, piece.kind != .lineBreak {
          word.append(piece)
          wordWidth += piece.width
          lookahead = reader.next()
        }
        let wordStart = first.range.lowerBound
        let wordEnd = word[word.count - 1].range.upperBound
        let startsParagraph = isFirstRun
        isFirstRun = false
        if let current = line {
          if lineWidth + spacesWidth + wordWidth <= width {
            line = current.lowerBound..<wordEnd
            lineWidth += spacesWidth + wordWidth
            continue
          }
          lines.append(current)
          line = nil
        }
        // Indentation stays only when the first word fits after it (as `WordWrapper`).
        if startsParagraph, let spacesStart, spacesWidth + wordWidth <= width {
          line = spacesStart..<wordEnd
          lineWidth = spacesWidth + wordWidth
          continue
        }
        guard wordWidth > width else {
          line = wordStart..<wordEnd
          lineWidth = wordWidth
          continue
        }
        // Too wide for a line: broken between clusters; the last part stays open.
        var chunkStart = wordStart
        var chunkWidth = 0
        for piece in word {
          if chunkWidth + piece.width > width && chunkWidth > 0 {
            lines.append(chunkStart..<piece.range.lowerBound)
            chunkStart = piece.range.lowerBound
            chunkWidth = 0
          }
          chunkWidth += piece.width
        }
        line = chunkStart..<wordEnd
        lineWidth = chunkWidth
      }
      if let line { lines.append(line) }
      if lines.count == linesBefore { lines.append(paragraphStart..<paragraphStart) }
      // The line break ends this paragraph; the next starts after it.
      if let lineBreak = lookahead, lineBreak.kind == .lineBreak {
        paragraphStart = lineBreak.range.upperBound
        lookahead = reader.next()
      } else {
        paragraphOpen = false
      }
    }
    return lines
  }
}
