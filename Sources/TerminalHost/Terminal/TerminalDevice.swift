#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal as raw mode sees it: its attributes, an output channel and a window size; a
/// protocol so that entering raw mode and restoring on every exit path can be tested with a
/// fake. `applyAttributes(_:)` and `write(_:)` must be async-signal-safe (no allocation, no
/// locks): the signal handler that restores the terminal calls them.
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
  /// Writes `text` as UTF-8. Allocates when `text` is not contiguous: never from a signal
  /// handler.
  package func write(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }
}

/// The terminal the process runs in, through its file descriptors (standard input for the
/// attributes, standard output for writing): each method is one or two system calls.
package final class SystemTerminalDevice: TerminalDevice {
  package let inputDescriptor: Int32
  package let outputDescriptor: Int32

  package init(inputDescriptor: Int32 = STDIN_FILENO, outputDescriptor: Int32 = STDOUT_FILENO) {
    self.inputDescriptor = inputDescriptor
    self.outputDescriptor = outputDescriptor
  }

  package func readAttributes() -> termios? {
    var attributes = termios()
    return tcgetattr(inputDescriptor, &attributes) == 0 ? attributes : nil
  }

  @discardableResult
  package func applyAttributes(_ attributes: termios) -> Bool {
    var attributes = attributes
    while tcsetattr(inputDescriptor, TCSANOW, &attributes) != 0 {
      if errno != EINTR { return false }
    }
    return true
  }

  package func write(_ bytes: UnsafeRawBufferPointer) {
    guard var address = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      #if canImport(Darwin)
        let written = Darwin.write(outputDescriptor, address, remaining)
      #elseif canImport(Musl)
        let written = Musl.write(outputDescriptor, address, remaining)
      #else
        let written = Glibc.write(outputDescriptor, address, remaining)
      #endif
      if written > 0 {
        address += written
        remaining -= written
      } else if written >= 0 || errno != EINTR {
        return  // the terminal is gone (EIO after a hang-up) or refuses: nothing to do
      }
    }
  }

  package func windowSize() -> TerminalSize? {
    for descriptor in [outputDescriptor, inputDescriptor] {
      var size = winsize()
      if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
      }
    }
    return nil
  }
}

/// The size of a terminal window in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// The width, in character cells.
  public var columns: Int
  /// The height, in lines.
  public var rows: Int

  /// A size of `columns` by `rows` cells.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The classic terminal size, used when nothing better is known.
  public static let fallback = TerminalSize(columns: 80, rows: 24)

  /// The size as `columns`x`rows`, such as `80x24`.
  public var description: String { "\(columns)x\(rows)" }

  /// `reported` (from the window-size ioctl) when it is usable, else the `COLUMNS`/`LINES`
  /// values in `environment`, else 80x24; each dimension on its own, zero or unparsable values
  /// counting as unknown.
  package static func resolve(reported: TerminalSize?, environment: (String) -> String?) -> TerminalSize {
    func positive(_ value: Int?) -> Int? { value.flatMap { $0 > 0 ? $0 : nil } }
    func fromEnvironment(_ name: String) -> Int? {
      let words = environment(name)?.split(separator: " ") ?? []
      return words.count == 1 ? positive(Int(words[0])) : nil
    }
    return TerminalSize(
      columns: positive(reported?.columns) ?? fromEnvironment("COLUMNS") ?? fallback.columns,
      rows: positive(reported?.rows) ?? fromEnvironment("LINES") ?? fallback.rows)
  }

  /// The size of the terminal behind `device`, resolved against the process environment.
  package static func current(of device: any TerminalDevice) -> TerminalSize {
    resolve(reported: device.windowSize()) { name in getenv(name).map { String(cString: $0) } }
  }
}
