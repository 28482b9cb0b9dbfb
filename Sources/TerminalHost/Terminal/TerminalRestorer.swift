// Putting the terminal back the way it was, from whichever exit path gets there first.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Restores a terminal's original attributes and screen state, once.
///
/// The same `restore()` runs on a normal exit, after a thrown error, from `exit(3)`
/// (through an atexit hook) and from a signal handler, so it is written to be
/// async-signal-safe: the restore sequence is copied into memory allocated up front, and
/// restoring only calls the device's `write(_:)` and `applyAttributes(_:)`.
package final class TerminalRestorer {
  private let device: any TerminalDevice
  private let originalAttributes: termios
  private let restoreSequence: UnsafeMutableRawBufferPointer
  /// Set before the work is done so that a second call, even a nested one from a
  /// signal arriving mid-restore, does nothing. A signal landing between the check and
  /// the set could restore twice; that is harmless (same attributes, idempotent
  /// sequences), and avoiding it would need atomics a signal handler cannot rely on.
  private var hasRestored = false

  /// - Parameters:
  ///   - originalAttributes: what to put back, read before changing anything.
  ///   - restoreSequence: the bytes that undo the screen changes (main screen,
  ///     visible cursor, default style).
  package init(
    device: any TerminalDevice, originalAttributes: termios,
    restoreSequence: String = TerminalControlSequence.restoreSession
  ) {
    self.device = device
    self.originalAttributes = originalAttributes
    let bytes = Array(restoreSequence.utf8)
    self.restoreSequence = UnsafeMutableRawBufferPointer.allocate(
      byteCount: bytes.count, alignment: 1)
    bytes.withUnsafeBytes { self.restoreSequence.copyMemory(from: $0) }
  }

  deinit { restoreSequence.deallocate() }

  /// Whether `restore()` has run.
  package var isRestored: Bool { hasRestored }

  /// Writes the restore sequence and puts the original attributes back, the first time
  /// it is called; later calls do nothing. Returns whether this call restored.
  @discardableResult
  package func restore() -> Bool {
    guard !hasRestored else { return false }
    hasRestored = true
    device.write(UnsafeRawBufferPointer(restoreSequence))
    device.applyAttributes(originalAttributes)
    return true
  }
}
