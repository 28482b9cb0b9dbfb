// Terminals encode special keys as escape sequences (CSI "ESC [ … final" and SS3 "ESC O x"),
// text as UTF-8, and Ctrl combinations as control bytes. A read can end anywhere, even inside
// a sequence or a character: the parser keeps what it has not finished and waits for more.

/// An incremental decoder of terminal input: feed it bytes as they are read, get keys.
///
/// A lone ESC is ambiguous: it is the Escape key, or the start of a sequence whose rest
/// has not arrived yet. The parser holds it back; when a read times out with
/// `hasPendingInput` still true, call `flush()` to settle it as Escape.
///
/// Alt with a key is ESC and the key in the same read: a terminal writes the pair at once.
/// An ESC that ended a read was the Escape key pressed by itself, so a printable byte in the
/// next read is a key of its own (Esc, then `q` typed quickly) and only `[` or `O` continues
/// a sequence that was split. crossterm decides the same way: a buffer holding only ESC, with
/// no more input ready, is the Escape key; ESC and a character together are Alt
/// (https://github.com/crossterm-rs/crossterm/blob/master/src/event/sys/unix/parse.rs).
///
/// A bracketed paste (`ESC [200~` … `ESC [201~`, which the session turns on) is one
/// `.paste` key, however many reads it takes: its line breaks and letters never act as keys.
package struct TerminalKeyParser: Sendable {
  private enum State: Sendable {
    case ground
    /// Saw ESC.
    case escape
    /// Saw ESC "[", collecting parameter and intermediate bytes.
    case controlSequence
    /// Saw ESC "O".
    case singleShift
    /// In a UTF-8 character, waiting for this many more continuation bytes.
    case utf8(remaining: Int)
    /// Between `ESC [200~` and `ESC [201~`: the bytes are pasted text.
    case paste
  }

  /// What ends a bracketed paste.
  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Longest escape sequence kept before it is thrown away as garbage.
  private static let maximumSequenceLength = 32

  private var state = State.ground
  /// The bytes of the unfinished sequence or character, starting with its first byte.
  private var pendingBytes: [UInt8] = []
  /// Printable text not yet turned into keys, so that a grapheme cluster that arrives
  /// in one read (an emoji with a skin tone, a letter with a combining accent) becomes
  /// one key.
  private var pendingText = String.UnicodeScalarView()
  /// Whether the last byte was CR, so that the LF of a CR LF pair is not a second Enter.
  private var lastByteWasCarriageReturn = false
  /// Whether the held ESC ended the previous read, so it was a key press of its own.
  private var escapeEndedRead = false
  /// The text of the paste being read.
  private var pastedBytes: [UInt8] = []

  package init() {}

  /// Whether an unfinished escape sequence or character is held back.
  package var hasPendingInput: Bool {
    switch state {
    case .ground, .paste: return false
    default: return true
    }
  }

  /// Decodes `bytes`, returning the keys they complete.
  ///
  /// Cost: O(n) in the number of bytes.
  package mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [TerminalKey] {
    var keys: [TerminalKey] = []
    for byte in bytes { process(byte, into: &keys) }
    emitPendingText(into: &keys)
    if case .escape = state { escapeEndedRead = true }
    return keys
  }

  /// Settles what is held back because no more input came: a lone ESC becomes Escape,
  /// an unfinished sequence becomes Escape followed by its other bytes as typed keys,
  /// and an unfinished UTF-8 character becomes U+FFFD.
  package mutating func flush() -> [TerminalKey] {
    var keys: [TerminalKey] = []
    switch state {
    case .ground, .paste:
      break  // a paste waits for its end however long it takes
    case .escape, .controlSequence, .singleShift:
      let rest = pendingBytes.dropFirst()
      reset()
      keys.append(.escape)
      for byte in rest { process(byte, into: &keys) }
      // A sequence cannot start again inside `rest` (it holds no ESC), but a UTF-8 lead
      // byte could be left waiting.
      keys += flush()
    case .utf8:
      reset()
      pendingText.append("\u{FFFD}")
    }
    emitPendingText(into: &keys)
    return keys
  }

  private mutating func reset() {
    state = .ground
    escapeEndedRead = false
    pendingBytes.removeAll(keepingCapacity: true)
  }

  private mutating func process(_ byte: UInt8, into keys: inout [TerminalKey]) {
    defer { lastByteWasCarriageReturn = byte == 0x0D }
    switch state {
    case .ground:
      processInGround(byte, into: &keys)

    case .escape:
      switch byte {
      case UInt8(ascii: "["):
        state = .controlSequence
        pendingBytes.append(byte)
      case UInt8(ascii: "O"):
        state = .singleShift
        pendingBytes.append(byte)
      case 0x20...0x7E where !escapeEndedRead:
        reset()
        emitPendingText(into: &keys)
        keys.append(.alt(Character(Unicode.Scalar(byte))))
      default:
        // ESC ESC, ESC + control, ESC + non-ASCII, or an ESC that ended the previous read: the
        // ESC was the Escape key.
        reset()
        emitPendingText(into: &keys)
        keys.append(.escape)
        processInGround(byte, into: &keys)
      }

    case .controlSequence:
      switch byte {
      case 0x20...0x3F:
        pendingBytes.append(byte)
        if pendingBytes.count > Self.maximumSequenceLength { reset() }
      case 0x40...0x7E:
        let parameters = pendingBytes.dropFirst(2)
        reset()
        emitPendingText(into: &keys)
        if byte == UInt8(ascii: "~"), Self.leadingNumber(of: parameters) == 200 {
          state = .paste
          pastedBytes.removeAll(keepingCapacity: true)
          return
        }
        let key =
          switch byte {
          case UInt8(ascii: "Z"): TerminalKey.backTab
          case UInt8(ascii: "~"): Self.keyForTildeSequence(number: Self.leadingNumber(of: parameters))
          default: Self.cursorOrFunctionKey(final: byte)
          }
        if let key { keys.append(key) }
      default:
        // Not part of a well-formed sequence: drop the sequence, keep the byte.
        reset()
        processInGround(byte, into: &keys)
      }

    case .singleShift:
      reset()
      guard (0x40...0x7E).contains(byte) else {
        processInGround(byte, into: &keys)
        return
      }
      emitPendingText(into: &keys)
      // Application cursor and keypad mode: `ESC O M` is the keypad's Enter.
      if let key = byte == UInt8(ascii: "M") ? .enter : Self.cursorOrFunctionKey(final: byte) { keys.append(key) }

    case .paste:
      pastedBytes.append(byte)
      guard pastedBytes.count >= Self.pasteEnd.count,
        pastedBytes.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd)
      else { return }
      pastedBytes.removeLast(Self.pasteEnd.count)
      state = .ground
      keys.append(.paste(String(decoding: pastedBytes, as: UTF8.self)))
      pastedBytes.removeAll(keepingCapacity: true)

    case .utf8(let remaining):
      guard (0x80...0xBF).contains(byte) else {
        reset()
        pendingText.append("\u{FFFD}")
        processInGround(byte, into: &keys)
        return
      }
      pendingBytes.append(byte)
      if remaining > 1 {
        state = .utf8(remaining: remaining - 1)
      } else {
        pendingText.append(contentsOf: String(decoding: pendingBytes, as: UTF8.self).unicodeScalars)
        reset()
      }
    }
  }

  private mutating func processInGround(_ byte: UInt8, into keys: inout [TerminalKey]) {
    switch byte {
    case 0x1B:
      emitPendingText(into: &keys)
      state = .escape
      pendingBytes = [byte]
    case 0x0A where lastByteWasCarriageReturn:
      break
    case 0x00...0x1F, 0x7F:
      emitPendingText(into: &keys)
      if let key = TerminalKey(controlByte: byte) { keys.append(key) }
    case 0x20...0x7E:
      pendingText.append(Unicode.Scalar(byte))
    case 0xC2...0xF4:
      // A lead byte says how many continuation bytes follow: 1 to 3.
      state = .utf8(remaining: byte < 0xE0 ? 1 : byte < 0xF0 ? 2 : 3)
      pendingBytes = [byte]
    default:
      pendingText.append("\u{FFFD}")  // a stray continuation byte or an invalid lead byte
    }
  }

  private mutating func emitPendingText(into keys: inout [TerminalKey]) {
    guard !pendingText.isEmpty else { return }
    for character in String(pendingText) { keys.append(TerminalKey(typing: character)) }
    pendingText.removeAll()
  }

  /// The keys both `ESC [` and `ESC O` end with the same letter: the arrows, Home, End and
  /// F1–F4; nil for any other final byte.
  private static func cursorOrFunctionKey(final: UInt8) -> TerminalKey? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(final - UInt8(ascii: "P")) + 1)
    default: return nil
    }
  }

  /// The key for `ESC [ number ~` (VT220-style editing and function keys).
  private static func keyForTildeSequence(number: Int?) -> TerminalKey? {
    guard let number else { return nil }
    switch number {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(number - 10)
    case 17...21: return .function(number - 11)
    case 23, 24: return .function(number - 12)
    default: return nil
    }
  }

  /// The first decimal parameter of a control sequence ("5" in "5;2"), if any.
  private static func leadingNumber(of parameters: ArraySlice<UInt8>) -> Int? {
    var number: Int?
    for byte in parameters {
      guard (0x30...0x39).contains(byte) else { break }
      number = (number ?? 0) * 10 + Int(byte - 0x30)
      if number! > 10_000 { return nil }
    }
    return number
  }
}
