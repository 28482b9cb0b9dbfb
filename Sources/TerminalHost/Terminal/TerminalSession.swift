#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// A stretch of time during which the program owns the terminal: raw mode, alternate
// screen, hidden cursor — and the guarantee that all of it is undone.

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

/// Owns the terminal while a full-screen program runs.
///
/// Starting a session saves the terminal's attributes, switches to raw mode and the
/// alternate screen and hides the cursor. `restore()` undoes all of it exactly once, and
/// runs no matter how the program ends: explicitly, when the session is released, when
/// `run` returns or throws, on `exit(3)`, and on SIGINT, SIGTERM, SIGHUP (and quit and
/// crash signals), whose handler restores and then re-raises the signal.
///
/// Only one session is active at a time; starting a second one takes signal handling
/// over from the first.
package final class TerminalSession {
  package let device: any TerminalDevice
  private let restorer: TerminalRestorer
  /// The attributes the terminal had before the session, given back while suspended.
  private let originalAttributes: termios

  /// Enters raw mode and the alternate screen on `device`.
  ///
  /// - Parameter handlesSignals: whether to install the signal handlers and exit hook
  ///   (tests with a fake device pass false to keep the process's handlers alone; the
  ///   restorer still becomes the one that `TerminalSignalHandlers` uses).
  /// - Throws: `TerminalSessionError` when the device is not a terminal or refuses raw
  ///   mode; nothing has been changed in that case.
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

  /// The size of the terminal window (see `TerminalSize.current(of:)`).
  package var size: TerminalSize { TerminalSize.current(of: device) }

  /// Writes `text` (with any escape sequences) to the terminal.
  package func write(_ text: String) { device.write(text) }

  /// Gives the terminal back: original attributes, main screen, visible cursor, and the
  /// previous signal handlers. Safe to call any number of times.
  package func restore() {
    restorer.restore()
    TerminalSignalHandlers.deactivate(restorer)
  }

  /// Gives the terminal back for as long as `stop` lasts, then takes it again: what Ctrl-Z
  /// does in a terminal program. In raw mode the terminal sends Ctrl-Z as a byte instead of
  /// stopping the process (no ISIG), so the program stops itself: by default as the terminal
  /// would have, SIGTSTP to the process group (see `ProcessSuspension`), which returns when the
  /// shell continues it (`fg`). Nothing happens when SIGTSTP is ignored. The caller draws the
  /// screen again.
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

  /// Runs `body` in a session on `device`, restoring the terminal when `body` returns or
  /// throws.
  package static func run<Result>(
    on device: any TerminalDevice = SystemTerminalDevice(), handlesSignals: Bool = true,
    _ body: (TerminalSession) async throws -> Result
  ) async throws -> Result {
    let session = try TerminalSession(device: device, handlesSignals: handlesSignals)
    defer { session.restore() }
    return try await body(session)
  }
}
