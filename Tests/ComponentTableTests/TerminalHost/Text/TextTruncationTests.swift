import ComponentTable
import Testing

@testable import ComponentTableTerminal

@Suite struct TextTruncationTests {
  @Test func textThatFitsIsUnchanged() {
    #expect("hello".truncated(toWidth: 5) == "hello")
    #expect("hello".truncated(toWidth: 80) == "hello")
    #expect("你好".truncated(toWidth: 4) == "你好")
    #expect("".truncated(toWidth: 0) == "")
  }

  @Test func cutsWithAnEllipsis() {
    #expect("hello world".truncated(toWidth: 8) == "hello w…")
    #expect("hello world".truncated(toWidth: 1) == "…")
    #expect("hello world".truncated(toWidth: 0) == "")
    #expect("hello world".truncated(toWidth: -3) == "")
  }

  @Test func cutsHardWithoutAnEllipsis() {
    #expect("hello world".truncated(toWidth: 8, ellipsis: nil) == "hello wo")
    #expect("hello world".truncated(toWidth: 8, ellipsis: "") == "hello wo")
  }

  @Test func customEllipsisAndOneThatDoesNotFit() {
    #expect("hello world".truncated(toWidth: 8, ellipsis: "...") == "hello...")
    #expect("hello world".truncated(toWidth: 2, ellipsis: "...") == "he")
  }

  @Test func dropsSpacesBeforeTheEllipsis() {
    #expect("red text".truncated(toWidth: 5) == "red…")
    #expect("red text".truncated(toWidth: 5, ellipsis: nil) == "red t")
  }

  @Test func neverExceedsTheWidthWhenTheNextClusterIsWide() {
    #expect("你好世界".truncated(toWidth: 5) == "你好…")
    #expect("你好世界".truncated(toWidth: 4) == "你…")
    #expect("你好世界".truncated(toWidth: 3, ellipsis: nil) == "你")
    #expect("你好世界".truncated(toWidth: 1, ellipsis: nil) == "")
    #expect("a你".truncated(toWidth: 2, ellipsis: nil) == "a")
  }

  @Test func neverSplitsAGraphemeCluster() {
    #expect("e\u{301}e\u{301}e\u{301}".truncated(toWidth: 2, ellipsis: nil) == "e\u{301}e\u{301}")
    #expect("👨‍👩‍👧‍👦👨‍👩‍👧‍👦".truncated(toWidth: 3) == "👨‍👩‍👧‍👦…")
    #expect("🇯🇵🇫🇷🇩🇪".truncated(toWidth: 4, ellipsis: nil) == "🇯🇵🇫🇷")
    #expect("👍🏽👍🏽".truncated(toWidth: 3, ellipsis: nil) == "👍🏽")
    #expect("1️⃣2️⃣".truncated(toWidth: 3) == "1️⃣…")
  }

  @Test func keepsEscapeSequencesSoStylesAreClosed() {
    #expect("\u{1B}[31mred text\u{1B}[0m".truncated(toWidth: 5) == "\u{1B}[31mred…\u{1B}[0m")
    #expect("\u{1B}[1mbold\u{1B}[0m".truncated(toWidth: 4) == "\u{1B}[1mbold\u{1B}[0m")
  }

  @Test func padsWithSpacesAfter() {
    #expect("ab".padded(toWidth: 5) == "ab   ")
    #expect("你好".padded(toWidth: 6) == "你好  ")
    #expect("toolong".padded(toWidth: 3) == "toolong")
    #expect("\u{1B}[1mab\u{1B}[0m".padded(toWidth: 3) == "\u{1B}[1mab\u{1B}[0m ")
  }

  /// What the host does to every line it draws: cut, then padded to exactly the width.
  @Test func cutAndPaddedIsAlwaysExactlyTheWidth() {
    #expect("hello world".truncated(toWidth: 8).padded(toWidth: 8) == "hello w…")
    #expect("你好世界".truncated(toWidth: 5, ellipsis: nil).padded(toWidth: 5) == "你好 ")
  }

  /// Property: for many random mixes of narrow, wide, zero-width and multi-scalar
  /// clusters, truncation never exceeds the width, never splits a cluster, keeps a prefix,
  /// and fills the width as far as the clusters allow.
  @Test func truncationPropertiesOverRandomText() {
    var (cases, generator) = ClusterMix.samples(
      2000, seed: 0x5EED, pieces: 16, widths: 0..<24, spaces: false, escapes: false)
    for (text, limit) in cases {
      let ellipsis: String? = Bool.random(using: &generator) ? "…" : nil
      let result = text.truncated(toWidth: limit, ellipsis: ellipsis)
      let context = "\(text.debugDescription) to \(limit) -> \(result.debugDescription)"

      #expect(result.displayWidth <= limit, "\(context)")
      if text.displayWidth <= limit {
        #expect(result == text, "\(context)")
        continue
      }
      var kept = Array(result)
      if let ellipsis, limit >= 1 {
        #expect(kept.last == Character(ellipsis), "\(context)")
        kept.removeLast()
      }
      let original = Array(text)
      #expect(kept.count < original.count, "\(context)")
      #expect(Array(original.prefix(kept.count)) == kept, "\(context)")
      // Every cluster is at most two cells, so at most one cell is left unused.
      #expect(result.displayWidth >= limit - 1, "\(context)")
    }
  }

  @Test func truncationKeepsEveryEscapeOverRandomStyledText() {
    let (cases, _) = ClusterMix.samples(500, seed: 42, pieces: 16, widths: 0..<20, spaces: true, escapes: true)
    for (text, limit) in cases {
      let result = text.truncated(toWidth: limit)
      #expect(result.displayWidth <= limit)
      let escapes = { (string: String) in
        TerminalTextSegments(string).filter { if case .escape = $0 { true } else { false } }.count
      }
      #expect(escapes(result) == escapes(text), "\(text.debugDescription)")
    }
  }

  @Test func cutAndPaddedPropertyOverRandomText() {
    let (cases, _) = ClusterMix.samples(500, seed: 99, pieces: 12, widths: 0..<20, spaces: true, escapes: true)
    for (text, width) in cases {
      #expect(text.truncated(toWidth: width).padded(toWidth: width).displayWidth == width)
    }
  }
}
