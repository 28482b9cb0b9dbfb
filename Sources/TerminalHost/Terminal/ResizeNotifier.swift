// Noticing that the terminal window changed size.
//
// The kernel sends SIGWINCH on a resize. A handler may do almost nothing, so it writes a
// byte to a pipe (the "self-pipe trick"); the input loop polls the pipe's read end next
// to standard input and wakes up on either.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns SIGWINCH into a readable file descriptor for `poll(2)`.
///
/// Only one notifier may be active at a time; creating another replaces the first's
/// signal handler.
package final class ResizeNotifier {
  /// Poll this for reading; it becomes readable after a resize. Call `drain()` then.
  package let readDescriptor: Int32
  private let writeDescriptor: Int32
  private let installsHandler: Bool
  private var previousAction = sigaction()

  // nonisolated(unsafe): the pipe end the SIGWINCH handler writes to. Set before the
  // handler is installed and reset to -1 after it is removed, on the thread that owns
  // the notifier; the handler only reads it and calls write(2), which is
  // async-signal-safe.
  private nonisolated(unsafe) static var signalWriteDescriptor: Int32 = -1

  /// Creates the pipe and, when `installsHandler` is true, the SIGWINCH handler (tests
  /// pass false and call `notify()` themselves). Returns nil when no pipe can be made.
  package init?(installsHandler: Bool = true) {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return nil }
    readDescriptor = descriptors[0]
    writeDescriptor = descriptors[1]
    self.installsHandler = installsHandler
    for descriptor in descriptors {
      // Non-blocking on both ends: the handler must never block on a full pipe, and
      // draining must stop when the pipe is empty.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    guard installsHandler else { return }
    Self.signalWriteDescriptor = writeDescriptor
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = Self.handleResizeSignal
    #elseif canImport(Musl)
      action.__sa_handler.sa_handler = Self.handleResizeSignal
    #else
      action.__sigaction_handler.sa_handler = Self.handleResizeSignal
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(SIGWINCH, &action, &previousAction)
  }

  deinit {
    // A notifier created later owns the handler now; leave it alone.
    if installsHandler && Self.signalWriteDescriptor == writeDescriptor {
      sigaction(SIGWINCH, &previousAction, nil)
      Self.signalWriteDescriptor = -1
    }
    close(readDescriptor)
    close(writeDescriptor)
  }

  /// Signals a resize, exactly as the SIGWINCH handler does.
  package func notify() { Self.writeWakeUpByte(to: writeDescriptor) }

  /// Empties the pipe; returns whether any resize was pending.
  @discardableResult
  package func drain() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 64)
    var sawResize = false
    while true {
      let count = read(readDescriptor, &buffer, buffer.count)
      if count > 0 {
        sawResize = true
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return sawResize
      }
    }
  }

  private static let handleResizeSignal: @convention(c) (Int32) -> Void = { _ in
    let savedErrno = errno  // the interrupted code may be about to read errno
    ResizeNotifier.writeWakeUpByte(to: ResizeNotifier.signalWriteDescriptor)
    errno = savedErrno
  }

  private static func writeWakeUpByte(to descriptor: Int32) {
    guard descriptor >= 0 else { return }
    var byte: UInt8 = 1
    // A full pipe (EAGAIN) already holds a pending wake-up, so a failed write loses nothing.
    _ = write(descriptor, &byte, 1)
  }
}
