// Display width: how many terminal cells a piece of text occupies.
//
// Terminals lay text out in a grid of cells. Most characters take one cell, East Asian
// wide characters and emoji take two, and combining marks, joiners and controls take none.
// A grapheme cluster (a `Character`) is measured as a whole, because a terminal draws
// "e" + U+0301, a family joined with U+200D, or a flag made of two regional indicators as
// one glyph.

import ComponentTable

extension Unicode.Scalar {
  /// The number of terminal cells this scalar occupies on its own: 0 for combining marks,
  /// format characters, controls and line separators; 2 for East Asian Wide and Fullwidth
  /// characters and emoji with emoji presentation; 1 otherwise.
  ///
  /// Cost: constant below U+0300; otherwise a binary search over a few hundred ranges.
  public var displayWidth: Int {
    let value = self.value
    if value < 0x300 {
      if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
      return 1
    }
    return Int(UnicodeWidthTables.width(ofScalarAtLeast0x300: value))
  }

  /// Whether this scalar is an emoji that renders as text unless a U+FE0F variation
  /// selector requests emoji presentation.
  var hasTextPresentationByDefault: Bool {
    UnicodeWidthTables.rangeRow(holding: value, in: UnicodeWidthTables.textPresentationEmojiRanges, rowLength: 2) != nil
  }
}

extension Character {
  /// The number of terminal cells this grapheme cluster occupies, measured as one glyph: its
  /// widest scalar decides, so "e\u{301}" is 1 and a ZWJ family or a flag is 2. A U+FE0F
  /// variation selector after a text-presentation emoji ("❤️", the keycap "1️⃣") makes it 2.
  ///
  /// Cost: O(scalars in the cluster).
  public var displayWidth: Int {
    let scalars = unicodeScalars
    var iterator = scalars.makeIterator()
    guard let first = iterator.next() else { return 0 }
    guard let second = iterator.next() else { return first.displayWidth }

    var widest = max(first.displayWidth, second.displayWidth)
    var requestsEmojiPresentation = second.value == 0xFE0F
    while let scalar = iterator.next() {
      widest = max(widest, scalar.displayWidth)
      if scalar.value == 0xFE0F { requestsEmojiPresentation = true }
    }
    if requestsEmojiPresentation && widest < 2 && first.hasTextPresentationByDefault {
      return 2
    }
    return widest
  }
}

extension StringProtocol {
  /// The number of terminal cells this text occupies when printed on one line: each grapheme
  /// cluster measured as a whole (`Character.displayWidth`); escape sequences, newlines and
  /// other controls count as zero, so styled text measures as its plain text.
  ///
  /// Cost: O(n); pure ASCII takes a byte loop that forms no grapheme clusters.
  public var displayWidth: Int {
    if let asciiWidth = utf8.withContiguousStorageIfAvailable(Self.asciiDisplayWidth) ?? nil {
      return asciiWidth
    }
    var width = 0
    for segment in TerminalTextSegments(String(self)) {
      if case .text(let text) = segment {
        for character in text { width += character.displayWidth }
      }
    }
    return width
  }

  /// The width of ASCII-only text, skipping escape sequences, or nil as soon as a
  /// non-ASCII byte shows up.
  private static func asciiDisplayWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var width = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= 0x80 { return nil }
      if byte == 0x1B {
        index = EscapeSequenceScanner.endOfSequence(in: bytes, startingAt: index)
        continue
      }
      if byte >= 0x20 && byte != 0x7F { width += 1 }
      index += 1
    }
    return width
  }
}

extension UnicodeWidthTables {
  /// Looks a scalar up in `widthRanges`; scalars not covered are one cell wide.
  static func width(ofScalarAtLeast0x300 value: UInt32) -> UInt32 {
    rangeRow(holding: value, in: widthRanges, rowLength: 3).map { widthRanges[$0 * 3 + 2] } ?? 1
  }

  /// Binary search over a flat table of sorted, disjoint ranges, `rowLength` values a row, each
  /// row starting with `first, last`: the row whose range holds `value`, if any.
  @inline(__always)
  fileprivate static func rangeRow(holding value: UInt32, in table: [UInt32], rowLength: Int) -> Int? {
    var low = 0
    var high = table.count / rowLength - 1
    while low <= high {
      let middle = (low + high) / 2
      if value < table[middle * rowLength] {
        high = middle - 1
      } else if value > table[middle * rowLength + 1] {
        low = middle + 1
      } else {
        return middle
      }
    }
    return nil
  }
}
