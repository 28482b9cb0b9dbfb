// The few system calls that raw mode and drawing need, behind a protocol so that the
// logic around them (entering raw mode, restoring on every exit path) can be tested
// with a fake instead of a real terminal.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal as raw mode sees it: its line discipline attributes, an output channel and
/// a window size.
///
/// Implementations used with `TerminalSession` must keep `applyAttributes(_:)` and
/// `write(_:)` async-signal-safe — no allocation, no locks — because the signal handler
/// that restores the terminal calls them.
package protocol TerminalDevice: AnyObject {
  /// The current attributes of the input side, or nil when it is not a terminal.
  func readAttributes() -> termios?
  /// Replaces the attributes immediately; false when the system refused.
  @discardableResult func applyAttributes(_ attributes: termios) -> Bool
  /// Writes all of `bytes` to the output, retrying partial and interrupted writes.
  func write(_ bytes: UnsafeRawBufferPointer)
  /// The window size in cells, or nil when the system does not know it.
  func windowSize() -> TerminalSize?
}

extension TerminalDevice {
  /// Writes `text` as UTF-8. Allocates when `text` is not stored contiguously, so never
  /// call it from a signal handler.
  package func write(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }
}
