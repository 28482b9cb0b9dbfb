/// A key press read from a terminal (or replayed from a `--keys` script).
///
/// Modifier combinations that terminals encode in escape sequences (Ctrl+Up…) are
/// reported as the plain key.
public enum TerminalKey: Hashable, Sendable {
  /// The arrow keys.
  case up, down, left, right
  /// Page Up, Page Down, Home and End.
  case pageUp, pageDown, home, end
  /// Enter (Return), the space bar, Escape and Tab.
  case enter, space, escape, tab
  /// Shift+Tab.
  case backTab
  /// Backspace, Delete (forward delete) and Insert.
  case backspace, delete, insert
  /// Ctrl+C: raw mode delivers it as a key rather than a signal.
  case ctrlC
  /// Ctrl with another letter or symbol, lower-cased: Ctrl+D is `.control("d")`.
  case control(Character)
  /// Alt (Meta) with a character, sent by terminals as ESC followed by the character.
  case alt(Character)
  /// F1 to F12.
  case function(Int)
  /// A printable character (one grapheme cluster). A space is `.space`, never
  /// `.character(" ")`.
  case character(Character)
  /// Text pasted at once (a bracketed paste), as it came: its line breaks and letters are
  /// text, never keys. A text field being edited takes it, with line breaks as spaces;
  /// elsewhere it does nothing.
  case paste(String)

  /// The key for typing `character`: the named key for space, tab and newlines,
  /// `.character` otherwise.
  public init(typing character: Character) {
    switch character {
    case " ": self = .space
    case "\t": self = .tab
    case "\n", "\r", "\r\n": self = .enter
    default: self = .character(character)
    }
  }

  /// The key sent by a single control byte (0x00–0x1F, 0x7F); `nil` for ESC, which needs
  /// context to tell the Escape key from the start of a sequence.
  init?(controlByte byte: UInt8) {
    switch byte {
    case 0x03: self = .ctrlC
    case 0x09: self = .tab
    case 0x0A, 0x0D: self = .enter
    case 0x08, 0x7F: self = .backspace
    case 0x1B: return nil
    case 0x00: self = .control("@")
    case 0x01...0x1A: self = .control(Character(Unicode.Scalar(byte + 0x60)))
    case 0x1C...0x1F: self = .control(Character(Unicode.Scalar(byte + 0x40)))
    default: return nil
    }
  }
}
