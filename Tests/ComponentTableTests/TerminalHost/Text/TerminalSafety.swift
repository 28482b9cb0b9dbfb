/// Text a terminal would obey or hide rather than show, one sample of each kind, each between
/// visible letters: what the sanitiser must take out of every path to the terminal.
enum HostileText {
  static let samples: [String] = [
    "\u{0}", "\u{7}", "\u{8}", "\r", "\u{7F}",  // C0 and DEL
    "\u{9B}", "\u{85}", "\u{90}", "\u{9D}",  // C1: 8-bit CSI, NEL, DCS, OSC
    "\u{1B}[2J", "\u{1B}]0;pwned\u{7}", "\u{1B}]0;pwned\u{1B}\\",  // CSI, OSC ended by BEL and by ST
    "\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200E}", "\u{200F}",  // bidi
    "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}",  // zero width
  ]

  /// All of them in one title.
  static let all = "Ti" + samples.joined(separator: "t") + "le"

  /// The scalars that must never reach a terminal outside an SGR sequence.
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F..<0xA0, 0x200B...0x200F, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
  }

  /// Whether `text` holds nothing a terminal obeys or hides: no forbidden scalar, and with
  /// `allowingStyles` an ESC only as the start of a complete SGR sequence (`ESC [ digits ; m`).
  static func isSafe(_ text: String, allowingStyles: Bool = false) -> Bool {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if allowingStyles, scalars[index] == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
        var end = index + 2
        while end < scalars.count, ("0"..."9").contains(scalars[end]) || scalars[end] == ";" { end += 1 }
        guard end < scalars.count, scalars[end] == "m" else { return false }
        index = end + 1
        continue
      }
      if isForbidden(scalars[index]) { return false }
      index += 1
    }
    return true
  }
}
