// What "raw mode" changes in the terminal's line discipline.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Derives raw-mode terminal attributes from the current ones.
package enum RawModeAttributes {
  /// `original` changed for reading single key presses: no echo, no line editing
  /// (ICANON), no signals from the keyboard (ISIG: Ctrl-C arrives as byte 0x03, Ctrl-Z
  /// as 0x1A), no flow control (IXON: Ctrl-S/Ctrl-Q arrive as keys), no CR-to-NL
  /// translation (Enter arrives as CR), 8-bit characters, and reads that return as soon
  /// as one byte is there.
  ///
  /// Output processing (OPOST) stays on so that "\n" still returns to column 0; the rest
  /// of the attributes are left alone, so restoring `original` undoes exactly this.
  package static func make(from original: termios) -> termios {
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    return raw
  }
}
