import Foundation
import Testing

@testable import ComponentTableTerminal

@Suite struct TextWrappingTests {
  @Test func breaksAtSpaces() {
    #expect(
      "the quick brown fox jumps over the lazy dog".wrapped(toWidth: 10)
        == ["the quick", "brown fox", "jumps over", "the lazy", "dog"])
    #expect("one two".wrapped(toWidth: 7) == ["one two"])
    #expect("one two".wrapped(toWidth: 6) == ["one", "two"])
  }

  @Test func keepsExplicitNewlines() {
    #expect("a\nb".wrapped(toWidth: 10) == ["a", "b"])
    #expect("a\n\nb".wrapped(toWidth: 10) == ["a", "", "b"])
    #expect("a\n".wrapped(toWidth: 10) == ["a", ""])
    #expect("a\r\nb".wrapped(toWidth: 10) == ["a", "b"])
    #expect("".wrapped(toWidth: 10) == [""])
  }

  @Test func breaksLongWordsBetweenClusters() {
    #expect("abcdefghij".wrapped(toWidth: 4) == ["abcd", "efgh", "ij"])
    #expect("hi abcdefghij".wrapped(toWidth: 4) == ["hi", "abcd", "efgh", "ij"])
    #expect("abcdefgh ij".wrapped(toWidth: 4) == ["abcd", "efgh", "ij"])
    #expect("abcdef ij".wrapped(toWidth: 4) == ["abcd", "ef", "ij"])
  }

  @Test func wideClustersAreNeverSplitOrOverflowed() {
    #expect("你好世界".wrapped(toWidth: 5) == ["你好", "世界"])
    #expect("你好世界".wrapped(toWidth: 3) == ["你", "好", "世", "界"])
    #expect("👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦".wrapped(toWidth: 4) == ["👨‍👩‍👧‍👦👨‍👩‍👧‍👦", "👨‍👩‍👧‍👦"])
    #expect("e\u{301}e\u{301}e\u{301}".wrapped(toWidth: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
  }

  @Test func aClusterWiderThanTheLineGetsALineOfItsOwn() {
    #expect("你好".wrapped(toWidth: 1) == ["你", "好"])
    #expect("a你b".wrapped(toWidth: 0) == ["a", "你", "b"])
  }

  @Test func spacesAtBreaksAreDroppedOthersKept() {
    #expect("a  b   c".wrapped(toWidth: 4) == ["a  b", "c"])
    #expect("word   ".wrapped(toWidth: 10) == ["word"])
    #expect("   ".wrapped(toWidth: 10) == [""])
  }

  @Test func paragraphIndentationIsKept() {
    #expect("  one two three".wrapped(toWidth: 9) == ["  one two", "three"])
  }

  @Test func escapeSequencesTakeNoRoom() {
    #expect(
      "\u{1B}[1mbold\u{1B}[0m text".wrapped(toWidth: 4) == ["\u{1B}[1mbold\u{1B}[0m", "text"])
  }

  /// Property: lines never exceed the width (every cluster here fits in two cells) and
  /// wrapping loses nothing but the spaces at breaks.
  @Test func wrappingPropertiesOverRandomText() {
    let (cases, _) = ClusterMix.samples(1000, seed: 2024, pieces: 40, widths: 2..<16, spaces: true, escapes: false)
    for (text, width) in cases {
      let lines = text.wrapped(toWidth: width)
      let context = "\(text.debugDescription) at \(width) -> \(lines)"
      #expect(!lines.isEmpty, "\(context)")
      for line in lines {
        #expect(line.displayWidth <= width, "\(context)")
        #expect(line.first != " " || line == lines.first, "\(context)")
        #expect(line.last != " ", "\(context)")
      }
      let withoutSpaces = { (string: String) in string.filter { $0 != " " } }
      #expect(withoutSpaces(lines.joined()) == withoutSpaces(text), "\(context)")
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

  /// Wrapping keeps only the current word's pieces, not a piece per character.
  @Test func aFiveMegabyteNoteWraps() {
    let note = String(repeating: "Known networks are joined automatically. ", count: 125_000)
    let lines = note.wrapped(toWidth: 58)
    #expect(lines.count > 80_000)
    #expect(lines.allSatisfy { $0.count <= 58 })
    #expect(lines.joined(separator: " ") == note.trimmingCharacters(in: .whitespaces))
  }
}
