// Helpers for the terminal plumbing tests: a scriptable fake terminal and a seeded
// random generator for property-style loops.

@testable import ComponentTableTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal that records what is done to it.
final class FakeTerminalDevice: TerminalDevice {
  enum Event: Equatable {
    case applied(AttributesSnapshot)
    case wrote(String)
  }

  /// termios is a C struct without Equatable; compare its bytes.
  struct AttributesSnapshot: Equatable {
    let bytes: [UInt8]
    init(_ attributes: termios) {
      var copy = attributes
      bytes = withUnsafeBytes(of: &copy) { Array($0) }
    }
  }

  var attributes: termios?
  var refusesAttributes = false
  var size: TerminalSize?
  private(set) var events: [Event] = []

  init(attributes: termios? = FakeTerminalDevice.cookedAttributes(), size: TerminalSize? = nil) {
    self.attributes = attributes
    self.size = size
  }

  /// Attributes like a fresh interactive terminal's: canonical mode, echo, signals.
  static func cookedAttributes() -> termios {
    var attributes = termios()
    attributes.c_iflag = tcflag_t(ICRNL | IXON | BRKINT)
    attributes.c_oflag = tcflag_t(OPOST)
    attributes.c_cflag = tcflag_t(CS8 | CREAD)
    attributes.c_lflag = tcflag_t(ECHO | ICANON | ISIG | IEXTEN | ECHOE)
    withUnsafeMutableBytes(of: &attributes.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 0
      controlCharacters[Int(VTIME)] = 5
    }
    return attributes
  }

  func readAttributes() -> termios? { attributes }

  func applyAttributes(_ attributes: termios) -> Bool {
    guard !refusesAttributes else { return false }
    self.attributes = attributes
    events.append(.applied(AttributesSnapshot(attributes)))
    return true
  }

  func write(_ bytes: UnsafeRawBufferPointer) {
    events.append(.wrote(String(decoding: bytes, as: UTF8.self)))
  }

  func windowSize() -> TerminalSize? { size }

  /// Everything written, concatenated.
  var output: String {
    events.compactMap { if case .wrote(let text) = $0 { text } else { nil } }.joined()
  }

  /// How many times `text` was written as one write.
  func writeCount(of text: String) -> Int {
    events.filter { $0 == .wrote(text) }.count
  }

  /// How many times attributes equal to `attributes` were applied.
  func applyCount(of attributes: termios) -> Int {
    events.filter { $0 == .applied(AttributesSnapshot(attributes)) }.count
  }
}

/// Builds random text from grapheme clusters of every width class, so that property
/// tests exercise wide, zero-width and multi-scalar clusters together.
enum ClusterMix {
  /// Clusters that stay separate clusters whatever their neighbours, with their widths.
  static let clusters: [(text: String, width: Int)] = [
    ("a", 1), ("Z", 1), ("7", 1), ("-", 1), ("é", 1), ("e\u{301}", 1), ("o\u{308}\u{304}", 1),
    ("你", 2), ("語", 2), ("한", 2), ("Ａ", 2), ("ｶ", 1),
    ("😀", 2), ("👍🏽", 2), ("👨‍👩‍👧‍👦", 2), ("🇯🇵", 2), ("🇫🇷", 2), ("1️⃣", 2), ("❤️", 2),
    ("🏴󠁧󠁢󠁥󠁮󠁧󠁿", 2), ("Ω", 1),
  ]
  static let space = (text: " ", width: 1)
  static let styleEscapes = ["\u{1B}[1m", "\u{1B}[0m", "\u{1B}[38;5;208m"]

  /// A random string of `count` pieces; `spaces` and `escapes` mix those in too.
  static func randomText(
    count: Int, spaces: Bool, escapes: Bool, using generator: inout SeededGenerator
  ) -> String {
    var text = ""
    for _ in 0..<count {
      let roll = Int.random(in: 0..<10, using: &generator)
      if spaces && roll == 0 {
        text += space.text
      } else if escapes && roll == 1 {
        text += styleEscapes.randomElement(using: &generator)!
      } else {
        text += clusters.randomElement(using: &generator)!.text
      }
    }
    return text
  }

  /// `samples` random texts of fewer than `pieces` pieces (see ``randomText(count:spaces:escapes:using:)``),
  /// each with a random width in `widths`, drawn from `seed`, and the generator for any
  /// other choice a test makes per sample.
  static func samples(
    _ samples: Int, seed: UInt64, pieces: Int, widths: Range<Int>, spaces: Bool, escapes: Bool
  ) -> (cases: [(text: String, width: Int)], generator: SeededGenerator) {
    var generator = SeededGenerator(seed: seed)
    let cases = (0..<samples).map { _ in
      let text = randomText(
        count: Int.random(in: 0..<pieces, using: &generator), spaces: spaces, escapes: escapes, using: &generator)
      return (text, Int.random(in: widths, using: &generator))
    }
    return (cases, generator)
  }
}
