#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a terminal session could not start.
package enum TerminalSessionError: Error, Equatable, CustomStringConvertible {
  /// Standard input is not a terminal (a pipe, a file, CI): use `--keys` instead.
  case notATerminal
  /// The terminal refused the raw-mode attributes.
  case cannotEnterRawMode

  package var description: String {
    switch self {
    case .notATerminal: "standard input is not a terminal"
    case .cannotEnterRawMode: "the terminal refused raw mode"
    }
  }
}

/// Owns the terminal while a full-screen program runs: raw mode, the alternate screen, a hidden
/// cursor and bracketed paste, and the guarantee that all of it is undone exactly once — when
/// `restore()` is called, the session is released, `run` returns or throws, on `exit(3)`, and
/// on SIGINT, SIGTERM, SIGHUP and the quit and crash signals (whose handler restores, then
/// raises the signal again). Starting a second session takes signal handling over from the
/// first.
package final class TerminalSession {
  package let device: any TerminalDevice
  private let restorer: TerminalRestorer
  /// The attributes the terminal had before the session, given back while suspended.
  private let originalAttributes: termios

  /// Enters raw mode and the alternate screen on `device`; `handlesSignals: false` (tests with
  /// a fake device) leaves the process's handlers alone. Throws, having changed nothing, when
  /// the device is not a terminal or refuses raw mode.
  package init(device: any TerminalDevice, handlesSignals: Bool = true) throws(TerminalSessionError) {
    guard let original = device.readAttributes() else { throw .notATerminal }
    let restorer = TerminalRestorer(device: device, originalAttributes: original)
    // Handlers first: a signal between here and the end of init still finds a restorer.
    TerminalSignalHandlers.activate(restorer, installHandlers: handlesSignals)
    guard device.applyAttributes(RawModeAttributes.make(from: original)) else {
      TerminalSignalHandlers.deactivate(restorer)
      throw .cannotEnterRawMode
    }
    // Stored only now, so that a failed init never reaches `deinit` and its restore.
    self.device = device
    self.restorer = restorer
    originalAttributes = original
    device.write(TerminalControlSequence.enterSession)
  }

  deinit { restore() }

  /// Whether the terminal has been given back.
  package var isRestored: Bool { restorer.isRestored }

  /// The size of the terminal window.
  package var size: TerminalSize { TerminalSize.current(of: device) }

  /// Writes `text` (with any escape sequences) to the terminal.
  package func write(_ text: String) { device.write(text) }

  /// Gives the terminal back and puts the previous signal handlers back. Safe to call any
  /// number of times.
  package func restore() {
    restorer.restore()
    TerminalSignalHandlers.deactivate(restorer)
  }

  /// Gives the terminal back for as long as `stop` lasts, then takes it again: what Ctrl-Z
  /// does. In raw mode the terminal sends Ctrl-Z as a byte, so the program stops itself, by
  /// default as the terminal would have (`ProcessSuspension.stopProcessGroup()`). Nothing
  /// happens when SIGTSTP is ignored. The caller draws the screen again.
  package func suspend(stop: () -> Void = ProcessSuspension.stopProcessGroup) {
    guard !restorer.isRestored, ProcessSuspension.isAvailable else { return }
    device.write(TerminalControlSequence.restoreSession)
    _ = device.applyAttributes(originalAttributes)
    stop()
    _ = device.applyAttributes(RawModeAttributes.make(from: originalAttributes))
    device.write(TerminalControlSequence.enterSession)
  }

  /// Runs `body` in a session on `device`, restoring the terminal when `body` returns or
  /// throws.
  package static func run<Result>(
    on device: any TerminalDevice = SystemTerminalDevice(), handlesSignals: Bool = true,
    _ body: (TerminalSession) throws -> Result
  ) throws -> Result {
    let session = try TerminalSession(device: device, handlesSignals: handlesSignals)
    defer { session.restore() }
    return try body(session)
  }
}

/// Restores a terminal's original attributes and screen, once, from whichever exit path gets
/// there first. Async-signal-safe, since a signal handler calls it: the restore sequence is
/// copied into memory allocated up front, and restoring only calls the device's `write(_:)`
/// and `applyAttributes(_:)`.
package final class TerminalRestorer {
  private let device: any TerminalDevice
  private let originalAttributes: termios
  private let restoreSequence: UnsafeMutableRawBufferPointer
  /// Whether `restore()` has run. Set before the work is done, so that a second call (even from
  /// a signal arriving mid-restore) does nothing. A signal between the check and the set could
  /// restore twice, which is harmless; avoiding it would need atomics a signal handler cannot
  /// rely on.
  package private(set) var isRestored = false

  package init(
    device: any TerminalDevice, originalAttributes: termios,
    restoreSequence: String = TerminalControlSequence.restoreSession
  ) {
    self.device = device
    self.originalAttributes = originalAttributes
    let bytes = Array(restoreSequence.utf8)
    self.restoreSequence = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
    bytes.withUnsafeBytes { self.restoreSequence.copyMemory(from: $0) }
  }

  deinit { restoreSequence.deallocate() }

  /// Writes the restore sequence and puts the original attributes back, the first time only.
  /// Returns whether this call restored.
  @discardableResult
  package func restore() -> Bool {
    guard !isRestored else { return false }
    isRestored = true
    device.write(UnsafeRawBufferPointer(restoreSequence))
    device.applyAttributes(originalAttributes)
    return true
  }
}

/// What a session writes to the terminal on entering and leaving.
package enum TerminalControlSequence {
  /// The alternate screen (its content disappears on leaving it, so the shell's scrollback is
  /// left as it was), a hidden cursor, a cleared screen, and bracketed paste (`ESC [200~` …
  /// `ESC [201~` around pasted text, so that a paste is told from typing).
  package static let enterSession = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J\u{1B}[H\u{1B}[?2004h"
  /// No bracketed paste, the default style, a visible cursor and the main screen.
  package static let restoreSession = "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  package static let cursorHome = "\u{1B}[H"
  package static let clearToEndOfLine = "\u{1B}[K"
}

/// Derives raw-mode terminal attributes from the current ones.
package enum RawModeAttributes {
  /// `original` changed for reading single key presses: no echo, no line editing, no signals
  /// from the keyboard (Ctrl-C arrives as 0x03, Ctrl-Z as 0x1A), no flow control, no CR-to-NL
  /// translation, 8-bit characters, and reads that return as soon as one byte is there. Output
  /// processing stays on, so "\n" still returns to column 0.
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
