import Foundation

/// Text as a search compares it: case and diacritics folded in the language the screens are
/// shown in ("Café" and "cafe", "İstanbul" in Turkish), cut into words at every character that
/// is not a letter or a digit.
///
/// Most settings titles are ASCII; they are lowered byte by byte, without Foundation's folding,
/// which costs about a microsecond per string.
struct SearchText {
  /// Lowercased, diacritic-free words of `text`, in order.
  static func words(of text: String, locale: Locale?) -> [Substring] {
    let folded = folded(text, locale: locale)
    // ASCII text (most titles) is cut byte by byte: Character's letter and number properties
    // cost a Unicode table lookup per character, most of what indexing cost.
    guard folded.utf8.allSatisfy({ $0 < 0x80 }) else { return folded.split { !$0.isLetter && !$0.isNumber } }
    var words: [Substring] = []
    var start: String.Index?
    var index = folded.utf8.startIndex
    for byte in folded.utf8 {
      if isLetterOrDigit(byte) {
        if start == nil { start = index }
      } else if let wordStart = start {
        words.append(folded[wordStart..<index])
        start = nil
      }
      index = folded.utf8.index(after: index)
    }
    if let wordStart = start { words.append(folded[wordStart..<folded.endIndex]) }
    return words
  }

  /// Whether an ASCII byte is a letter or a digit.
  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
  }

  /// `text` with case and diacritics folded.
  static func folded(_ text: String, locale: Locale?) -> String {
    var isASCII = true
    var hasUpper = false
    for byte in text.utf8 {
      if byte >= 0x80 {
        isASCII = false
        break
      }
      if byte >= 0x41 && byte <= 0x5A { hasUpper = true }
    }
    guard isASCII else {
      return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: locale)
    }
    guard hasUpper else { return text }
    return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
  }
}
