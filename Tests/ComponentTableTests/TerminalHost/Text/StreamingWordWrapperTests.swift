import Foundation
import Testing

@testable import ComponentTableTerminal

/// The streaming wrapper of plain strings gives exactly the lines of the piece-array wrapper
/// that styled text still uses, and wraps a 5 MB note without a piece per character.
@Suite struct StreamingWordWrapperTests {
  /// The lines as the piece-array wrapper makes them.
  static func reference(_ text: String, width: Int) -> [String] {
    let text = text[...]
    let pieces = TextLayoutPiece.pieces(of: text)
    return WordWrapper.lineRanges(of: pieces, width: width).map {
      TextLayoutPiece.joinedText(of: pieces[$0], in: text)
    }
  }

  static let fragments = [
    " ", " ", "  ", "a", "bc", "word", "é", "中", "中文", "\n", "\r\n", "\u{1B}[1m", "\u{1B}[0m",
    "averyveryverylongwordindeed", "e\u{301}", "👩‍👩‍👧", "\u{2028}", "\t",
  ]

  @Test func randomTextWrapsAsThePieceWrapperWrapsIt() {
    var random = SeededGenerator(seed: 20)
    for case_ in 0..<3_000 {
      let count = Int(random.next() % 24)
      let text = (0..<count).map { _ in Self.fragments[Int(random.next() % UInt64(Self.fragments.count))] }
        .joined()
      let width = 1 + Int(random.next() % 14)
      let streamed = text.wrapped(toWidth: width)
      let expected = Self.reference(text, width: width)
      #expect(streamed == expected, "case \(case_): \(text.debugDescription) at width \(width)")
      if streamed != expected { return }
    }
  }

  @Test func theUsualCases() {
    #expect("".wrapped(toWidth: 10) == [""])
    #expect("a\n\nb".wrapped(toWidth: 10) == ["a", "", "b"])
    // Indentation stays only when the first word fits after it: 2 + 8 > 9.
    #expect("  indented text".wrapped(toWidth: 9) == ["indented", "text"])
    #expect("  indented text".wrapped(toWidth: 10) == ["  indented", "text"])
    #expect("Resetting returns every setting".wrapped(toWidth: 12) == ["Resetting", "returns", "every", "setting"])
  }

  @Test func aFiveMegabyteNoteWraps() {
    let note = String(repeating: "Known networks are joined automatically. ", count: 125_000)
    let lines = note.wrapped(toWidth: 58)
    #expect(lines.count > 80_000)
    #expect(lines.allSatisfy { $0.count <= 58 })
    #expect(lines.joined(separator: " ") == note.trimmingCharacters(in: .whitespaces))
  }
}
