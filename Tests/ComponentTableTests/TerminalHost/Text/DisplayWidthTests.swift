import ComponentTable
import Testing

@testable import ComponentTableTerminal

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("", 0), ("a", 1), ("hello", 5), ("Hello, World!", 13), ("~", 1),
    ("\u{7}", 0), ("\t", 0), ("a\nb", 2), ("\r\n", 0), ("\u{7F}", 0),
  ])
  func ascii(text: String, width: Int) {
    #expect(text.displayWidth == width)
  }

  @Test(arguments: [
    ("你好", 4), ("日本語", 6), ("한국어", 6), ("カタカナ", 8), ("中a文", 5),
    ("\u{1100}\u{1161}\u{11A8}", 2),  // Hangul syllable spelled with conjoining jamo
    ("〈〉", 4), ("\u{3000}", 2),  // ideographic punctuation and space
    ("𠀋", 2),  // CJK extension B, outside the Basic Multilingual Plane
  ])
  func eastAsianWide(text: String, width: Int) {
    #expect(text.displayWidth == width)
  }

  @Test(arguments: [
    ("ＡＢＣ", 6), ("１２３", 6), ("！", 2),  // fullwidth forms
    ("ｶﾀｶﾅ", 4),  // halfwidth katakana stay one cell
  ])
  func fullwidthAndHalfwidth(text: String, width: Int) {
    #expect(text.displayWidth == width)
  }

  @Test(arguments: [
    ("e\u{301}", 1), ("e\u{301}\u{302}", 1), ("o\u{308}\u{304}", 1), ("\u{301}", 0),
    ("a\u{200D}", 1), ("\u{200D}", 0), ("\u{200B}", 0), ("\u{FE0F}", 0), ("\u{FE0E}", 0),
    ("\u{E0100}", 0), ("कि", 1), ("\u{AD}", 1),
  ])
  func zeroWidthScalars(text: String, width: Int) {
    #expect(text.displayWidth == width)
  }

  @Test(arguments: [
    ("😀", 2), ("👍", 2), ("🚀", 2),
    ("👨‍👩‍👧‍👦", 2), ("👩‍💻", 2), ("🏳️‍🌈", 2),  // ZWJ sequences
    ("🇯🇵", 2), ("🇯🇵🇫🇷", 4), ("🏴󠁧󠁢󠁥󠁮󠁧󠁿", 2),  // flags
    ("👍🏽", 2), ("👋🏿", 2), ("☝🏻", 2),  // skin tones, also on a text-default base
    ("1️⃣", 2), ("#️⃣", 2), ("*️⃣", 2),  // keycaps
    ("❤️", 2), ("❤", 1), ("✔️", 2), ("✔", 1), ("☀️", 2),  // variation selector 16
  ])
  func emoji(text: String, width: Int) {
    #expect(text.displayWidth == width)
  }

  @Test func charactersAreMeasuredAsWholeClusters() {
    let family: Character = "👨‍👩‍👧‍👦"
    #expect(family.unicodeScalars.count == 7)
    #expect(family.displayWidth == 2)
    #expect(Character("e\u{301}").displayWidth == 1)
    #expect(Character("\r\n").displayWidth == 0)
  }

  @Test func escapeSequencesTakeNoRoom() {
    #expect("\u{1B}[1;31mred\u{1B}[0m".displayWidth == 3)
    #expect("\u{1B}[1m你好\u{1B}[0m".displayWidth == 4)
    #expect("\u{1B}]8;;https://example.com\u{7}link\u{1B}]8;;\u{1B}\\".displayWidth == 4)
    #expect("\u{1B}[2J\u{1B}[3;4Hx".displayWidth == 1)
    #expect("a\u{1B}".displayWidth == 1)
  }

  @Test func substringsMeasureTheirOwnText() {
    let text = "ab你好cd"
    #expect(text.dropFirst(2).prefix(2).displayWidth == 4)
  }

  @Test func asciiFastPathAgreesWithClusterWalk() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<200 {
      let bytes = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in
        UInt8.random(in: 0...0x7F, using: &generator)
      }
      let text = String(decoding: bytes, as: UTF8.self)
      var clusterWidth = 0
      for segment in TerminalTextSegments(text) {
        if case .text(let run) = segment { clusterWidth += run.reduce(0) { $0 + $1.displayWidth } }
      }
      #expect(text.displayWidth == clusterWidth, "\(text.debugDescription)")
    }
  }

  /// The generated tables must agree with the Unicode properties the standard library
  /// knows about: every emoji-presentation scalar is wide, every mark is zero.
  @Test func tableAgreesWithStandardLibraryProperties() {
    var mismatches: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      let width = scalar.displayWidth
      switch properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .control:
        if width != 0 { mismatches.append("U+\(String(value, radix: 16)) mark/control \(width)") }
      case .unassigned, .format:
        break
      default:
        if properties.isEmojiPresentation && width != 2 {
          mismatches.append("U+\(String(value, radix: 16)) emoji \(width)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
  }

  @Test func scalarWidthsAtTheEdgesOfTheFastPath() {
    #expect(Unicode.Scalar(0x1F)!.displayWidth == 0)
    #expect(Unicode.Scalar(0x20)!.displayWidth == 1)
    #expect(Unicode.Scalar(0x9F)!.displayWidth == 0)
    #expect(Unicode.Scalar(0xA0)!.displayWidth == 1)
    #expect(Unicode.Scalar(0x2FF)!.displayWidth == 1)
    #expect(Unicode.Scalar(0x300)!.displayWidth == 0)
    #expect(Unicode.Scalar(0x10FFFF)!.displayWidth == 1)
  }
}
