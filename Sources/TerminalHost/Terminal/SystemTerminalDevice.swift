// The real terminal: termios and ioctl on the process's standard file descriptors.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal the process runs in, reached through file descriptors (by default
/// standard input for attributes and standard output for writing).
///
/// Every method is a thin wrapper around one or two system calls; `applyAttributes(_:)`
/// and `write(_:)` only call tcsetattr(3) and write(2), which are async-signal-safe.
package final class SystemTerminalDevice: TerminalDevice {
  package let inputDescriptor: Int32
  package let outputDescriptor: Int32

  package init(inputDescriptor: Int32 = STDIN_FILENO, outputDescriptor: Int32 = STDOUT_FILENO) {
    self.inputDescriptor = inputDescriptor
    self.outputDescriptor = outputDescriptor
  }

  /// Whether both standard input and standard output are terminals, which an
  /// interactive session needs; when not (pipes, CI), replay keys with `--keys` instead.
  package static var isInteractive: Bool {
    isTerminal(STDIN_FILENO) && isTerminal(STDOUT_FILENO)
  }

  /// Whether `descriptor` refers to a terminal (isatty(3)).
  package static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  package func readAttributes() -> termios? {
    var attributes = termios()
    return tcgetattr(inputDescriptor, &attributes) == 0 ? attributes : nil
  }

  @discardableResult
  package func applyAttributes(_ attributes: termios) -> Bool {
    var attributes = attributes
    while true {
      if tcsetattr(inputDescriptor, TCSANOW, &attributes) == 0 { return true }
      if errno != EINTR { return false }
    }
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
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return  // the terminal is gone (EIO after a hang-up) or refuses: nothing to do
      }
    }
  }

  package func windowSize() -> TerminalSize? {
    for descriptor in [outputDescriptor, inputDescriptor] {
      var size = winsize()
      let status = withUnsafeMutablePointer(to: &size) { pointer in
        ioctl(descriptor, UInt(TIOCGWINSZ), pointer)
      }
      if status == 0 && size.ws_col > 0 && size.ws_row > 0 {
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
      }
    }
    return nil
  }
}
