#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Something the input loop has to react to.
package enum TerminalEvent: Hashable, Sendable {
  case key(TerminalKey)
  /// The window changed size; ask for the new size (`TerminalSession.size`).
  case resize
  /// Input was closed (end of file on standard input).
  case endOfInput
  /// A SIGTSTP arrived from outside (`kill -TSTP`): stop as Ctrl-Z does
  /// (`TerminalSession.suspend(stop:)` with `ProcessSuspension.stopProcess`).
  case stopRequested
}

/// Why reading input failed.
package struct TerminalInputError: Error, Equatable {
  /// The `errno` of the failing poll(2) or read(2).
  package var code: Int32
}

/// Reads terminal events from a file descriptor with poll(2).
///
/// Escape sequences arrive in one burst, while a person pressing Escape sends a lone ESC.
/// So when a read ends inside a possible sequence, the reader waits `escapeTimeout`
/// milliseconds more before deciding it was the Escape key.
package final class TerminalInputReader {
  private let inputDescriptor: Int32
  private let resizeNotifier: ResizeNotifier?
  private let stopRequestDescriptor: Int32?
  private let escapeTimeout: Int32
  private var parser = TerminalKeyParser()
  private var reachedEnd = false
  private var buffer = [UInt8](repeating: 0, count: 4096)

  /// - Parameters:
  ///   - inputDescriptor: where keys come from, standard input by default.
  ///   - resizeNotifier: reports `.resize` events when given.
  ///   - stopRequestDescriptor: reports `.stopRequested` when it becomes readable, and is
  ///     then emptied (`ProcessSuspension.requestDescriptor`).
  ///   - escapeTimeout: milliseconds to wait for the rest of an escape sequence.
  package init(
    inputDescriptor: Int32 = STDIN_FILENO, resizeNotifier: ResizeNotifier? = nil,
    stopRequestDescriptor: Int32? = nil, escapeTimeout: Int32 = 50
  ) {
    self.inputDescriptor = inputDescriptor
    self.resizeNotifier = resizeNotifier
    self.stopRequestDescriptor = stopRequestDescriptor
    self.escapeTimeout = escapeTimeout
  }

  /// Waits for events and returns them, in order; several keys can come from one read
  /// (a paste, fast typing).
  ///
  /// - Parameter timeout: milliseconds to wait for input, or nil to wait as long as it
  ///   takes. Returns an empty array when it runs out. An interrupted wait starts over,
  ///   so a signal may stretch it.
  /// - Returns: after end of input, `[.endOfInput]` on every call.
  /// - Throws: `TerminalInputError` when poll(2) or read(2) fail for a reason other than
  ///   an interruption.
  package func nextEvents(timeout: Int32? = nil) throws(TerminalInputError) -> [TerminalEvent] {
    if reachedEnd { return [.endOfInput] }
    while true {
      var descriptors = [
        pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: resizeNotifier?.readDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stopRequestDescriptor ?? -1, events: Int16(POLLIN), revents: 0),
      ]
      let wait = parser.hasPendingInput ? escapeTimeout : (timeout ?? -1)
      let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
      if ready < 0 {
        if errno == EINTR { continue }
        throw TerminalInputError(code: errno)
      }
      if ready == 0 {
        // Nothing more came: whatever the parser holds back is complete as it is.
        return parser.flush().map(TerminalEvent.key)
      }

      var events: [TerminalEvent] = []
      // poll(2) skips the negative descriptors of what was not given.
      if descriptors[1].revents != 0 && resizeNotifier?.drain() == true {
        events.append(.resize)
      }
      if descriptors[0].revents != 0 {
        events += try readKeys()
      }
      // After the keys that came before it, so that they are handled before the stop.
      if descriptors[2].revents != 0 && ProcessSuspension.takeRequest(from: descriptors[2].fd) {
        events.append(.stopRequested)
      }
      // Empty when the read only started an escape sequence: wait for its end.
      if !events.isEmpty { return events }
    }
  }

  private func readKeys() throws(TerminalInputError) -> [TerminalEvent] {
    let count = buffer.withUnsafeMutableBytes { bytes in
      read(inputDescriptor, bytes.baseAddress, bytes.count)
    }
    if count > 0 {
      return parser.feed(buffer[..<count]).map(TerminalEvent.key)
    }
    if count == 0 {
      reachedEnd = true
      return parser.flush().map(TerminalEvent.key) + [.endOfInput]
    }
    if errno == EINTR || errno == EAGAIN { return [] }
    throw TerminalInputError(code: errno)
  }
}
