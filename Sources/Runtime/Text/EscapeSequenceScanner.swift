// Recognises terminal escape sequences (ECMA-48) so that width calculations and
// plain-text output can step over them. All sequence bytes are ASCII, so scanning UTF-8
// bytes is enough, and every index found is also a valid `String.Index`.

/// Finds where a terminal escape sequence that starts with ESC (0x1B) ends.
package enum EscapeSequenceScanner {
  private static let escape: UInt8 = 0x1B
  private static let bell: UInt8 = 0x07
  private static let backslash: UInt8 = 0x5C

  /// The index just past the escape sequence whose ESC byte is at `start`.
  ///
  /// Recognised forms: CSI (`ESC [` parameters, intermediates, final byte — this covers
  /// SGR styles and cursor movement), string sequences (`ESC ]` OSC, `ESC P` DCS,
  /// `ESC X`, `ESC ^`, `ESC _`, ended by BEL or `ESC \`), and short `ESC` +
  /// intermediates + final byte forms. A malformed sequence ends before the first byte
  /// that cannot belong to it, and an unterminated one runs to the end of `bytes`.
  package static func endOfSequence<Bytes: Collection>(
    in bytes: Bytes, startingAt start: Bytes.Index
  ) -> Bytes.Index where Bytes.Element == UInt8 {
    var index = bytes.index(after: start)
    guard index < bytes.endIndex else { return index }
    let introducer = bytes[index]
    bytes.formIndex(after: &index)
    switch introducer {
    case 0x5B:  // "[": control sequence
      while index < bytes.endIndex {
        let byte = bytes[index]
        if (0x40...0x7E).contains(byte) { return bytes.index(after: index) }
        guard (0x20...0x3F).contains(byte) else { return index }
        bytes.formIndex(after: &index)
      }
      return index
    case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // "]", "P", "X", "^", "_": control strings
      while index < bytes.endIndex {
        let byte = bytes[index]
        if byte == bell { return bytes.index(after: index) }
        if byte == escape {
          let next = bytes.index(after: index)
          if next < bytes.endIndex && bytes[next] == backslash { return bytes.index(after: next) }
          return index
        }
        bytes.formIndex(after: &index)
      }
      return index
    case 0x20...0x2F:  // intermediates, then a final byte, as in "ESC ( B"
      while index < bytes.endIndex && (0x20...0x2F).contains(bytes[index]) {
        bytes.formIndex(after: &index)
      }
      if index < bytes.endIndex && (0x30...0x7E).contains(bytes[index]) {
        return bytes.index(after: index)
      }
      return index
    case 0x30...0x7E:  // two-byte forms such as "ESC 7" or "ESC ="
      return index
    default:
      return bytes.index(after: start)
    }
  }
}

/// Text split into runs of printable text and the escape sequences between them.
package struct TerminalTextSegments: Sequence {
  package enum Segment: Equatable {
    /// Text without escape sequences (it may still contain other controls).
    case text(Substring)
    /// One complete (or unterminated, at the end) escape sequence.
    case escape(Substring)
  }

  private let text: Substring

  package init(_ text: String) { self.text = text[...] }
  package init(_ text: Substring) { self.text = text }

  package func makeIterator() -> Iterator { Iterator(text: text, position: text.startIndex) }

  package struct Iterator: IteratorProtocol {
    let text: Substring
    var position: String.Index

    package mutating func next() -> Segment? {
      let bytes = text.utf8
      guard position < bytes.endIndex else { return nil }
      if bytes[position] == 0x1B {
        let end = EscapeSequenceScanner.endOfSequence(in: bytes, startingAt: position)
        defer { position = end }
        return .escape(text[position..<end])
      }
      let end = bytes[position...].firstIndex(of: 0x1B) ?? bytes.endIndex
      defer { position = end }
      return .text(text[position..<end])
    }
  }
}

extension StringProtocol {
  /// This text without terminal escape sequences (SGR styles, cursor movement, OSC
  /// titles and links…), as it would read on screen.
  ///
  /// Cost: O(n); returns a copy even when there is nothing to remove.
  package func removingEscapeSequences() -> String {
    var result = ""
    result.reserveCapacity(utf8.count)
    for segment in TerminalTextSegments(String(self)) {
      if case .text(let text) = segment { result += text }
    }
    return result
  }
}
