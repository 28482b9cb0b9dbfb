// The one place where text is made safe to print on a terminal. Text from data (a bundle's
// title, a stored value, a server's message) can hold bytes that a terminal obeys rather than
// shows: C0 and C1 controls (an 8-bit CSI, U+009B, is as good as ESC [), escape sequences that
// clear the screen or set the window title, and invisible characters that reorder or hide what
// is shown (bidi overrides, zero-width spaces). Every text the package prints on a terminal —
// the terminal host's frame, status line and spoken lines, and the diagnostics the default
// handler writes to standard error — goes through `TerminalSanitizer`.

/// Removes from text what a terminal would obey or hide rather than show.
package enum TerminalSanitizer {
  /// What becomes of a line break (LF, VT, FF, CR, CR LF, NEL U+0085, U+2028, U+2029).
  package enum LineBreaks {
    /// A space: the text is shown on one line.
    case spaces
    /// `\n`: the text keeps its lines.
    case kept
  }

  /// `text` without controls: a tab is a space, a line break follows `lineBreaks`, an escape
  /// sequence (CSI, OSC ended by BEL or ST, DCS, and the short forms) is removed whole, other
  /// C0 and C1 controls and DEL are dropped, and so are the bidi controls (U+202A–U+202E,
  /// U+2066–U+2069, U+200E, U+200F, U+061C) and the invisible characters (U+200B, U+2060,
  /// U+FEFF, U+00AD). U+200C and U+200D (the joiners) are dropped except between two
  /// non-ASCII characters, where they are part of a script or an emoji sequence
  /// ("👨‍👩‍👧"); between ASCII letters they only hide. With `keepingStyles`, SGR
  /// sequences (`ESC [ … m`) are kept: for lines the host styled itself.
  ///
  /// Cost: O(n). Text with none of these is returned as it is after one pass over its bytes.
  package static func sanitize(_ text: String, lineBreaks: LineBreaks, keepingStyles: Bool = false) -> String {
    guard mayNeedSanitizing(text) else { return text }
    var result = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      defer { index += 1 }
      switch scalar.value {
      case 0x1B:
        let end = endOfEscapeSequence(in: scalars, at: index)
        if keepingStyles, isStyle(scalars[index..<end]) { result.append(contentsOf: scalars[index..<end]) }
        index = end - 1
      case 0x0A where index > 0 && scalars[index - 1] == "\r":
        continue  // the line break of a CR LF pair was written for the CR
      case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
        result.append(lineBreaks == .kept ? "\n" : " ")
      case 0x09:
        result.append(" ")
      case 0x00..<0x20, 0x7F..<0xA0:
        continue
      case 0x200C, 0x200D:
        let before = index > 0 ? scalars[index - 1].value : 0
        let after = index + 1 < scalars.count ? scalars[index + 1].value : 0
        if before >= 0x80 && after >= 0x80 { result.append(scalar) }
      case 0x00AD, 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF:
        continue
      default:
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// Whether `text` may hold something to remove: a C0 byte, DEL, or a lead byte of the
  /// ranges above (0xC2: C1 and U+00AD; 0xD8: U+061C; 0xE2: U+2000–U+2FFF; 0xEF: U+FEFF).
  private static func mayNeedSanitizing(_ text: String) -> Bool {
    text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 || $0 == 0xEF }
  }

  /// Where the escape sequence whose ESC is at `start` ends (see `EscapeSequenceScanner`).
  private static func endOfEscapeSequence(in scalars: [Unicode.Scalar], at start: Int) -> Int {
    // Every byte of a sequence is ASCII: scan the ASCII prefix as bytes, a non-ASCII scalar
    // ends it.
    var bytes: [UInt8] = []
    var index = start
    while index < scalars.count, scalars[index].isASCII {
      bytes.append(UInt8(scalars[index].value))
      index += 1
    }
    return start + EscapeSequenceScanner.endOfSequence(in: bytes, startingAt: 0)
  }

  /// Whether `sequence` is a complete SGR sequence: `ESC [`, digits and `;`, `m`.
  private static func isStyle(_ sequence: ArraySlice<Unicode.Scalar>) -> Bool {
    guard sequence.count >= 3, sequence.last == "m", sequence[sequence.startIndex + 1] == "[" else { return false }
    return sequence.dropFirst(2).dropLast().allSatisfy { ("0"..."9").contains($0) || $0 == ";" }
  }
}

extension StringProtocol {
  /// This text made safe to print on a terminal: escape sequences removed whole, every
  /// other control character dropped (C0, DEL, C1 such as the 8-bit CSI U+009B), tabs as
  /// spaces, line breaks as spaces (or kept, with `keepingLineBreaks`), and the invisible
  /// characters that reorder or hide text (bidi controls, zero-width spaces) dropped. What
  /// the terminal host prints goes through it; print text from data (a bundle, a server, a
  /// file) through it too.
  ///
  /// Cost: O(n); text with nothing to remove is returned after one pass over its bytes.
  package func sanitizedForTerminal(keepingLineBreaks: Bool = false) -> String {
    TerminalSanitizer.sanitize(String(self), lineBreaks: keepingLineBreaks ? .kept : .spaces)
  }
}
