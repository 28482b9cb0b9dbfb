// The signals a terminal program must answer: those that end the process (the terminal is
// restored first), SIGWINCH (the window changed size) and SIGTSTP (`ProcessSuspension`). A
// handler may do almost nothing and cannot capture context, so the ending handler reads a
// restorer from global state, and the others write a byte to a pipe that the input loop polls
// next to standard input (the self-pipe trick). Global state is written only by the thread
// that owns the session, while no handler can see a half-done change; handlers only read it.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Installs and removes the handlers that restore the terminal on signals that end the process
/// and on `exit(3)`, and the one that turns SIGTSTP into a request to stop.
package enum TerminalSignalHandlers {
  /// Interrupt, termination and hang-up, plus quit and the crash signals, whose previous
  /// handlers (such as the Swift runtime's backtracer) still run after the restore.
  private static let handledSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE,
  ]

  // nonisolated(unsafe), as all state here: see the top of the file. Unmanaged, so that a
  // handler reading it takes no lock and allocates nothing.
  private nonisolated(unsafe) static var activeRestorer: Unmanaged<TerminalRestorer>?
  // One slot per signal number, allocated once: a raw buffer, not an Array, so the handler
  // neither retains nor allocates.
  private nonisolated(unsafe) static var previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: slotCount)
    pointer.initialize(repeating: sigaction(), count: slotCount)
    return pointer
  }()
  private nonisolated(unsafe) static var installedSignals: Set<Int32> = []
  // atexit(3) cannot unregister, so the hook is registered once.
  private nonisolated(unsafe) static var isExitHookRegistered = false
  /// Which of SIGINT, SIGTERM, SIGHUP and SIGTSTP were blocked before `activate` unblocked them.
  private nonisolated(unsafe) static var reblockedSignals: [Int32] = []
  private static let slotCount = 65

  /// Makes `restorer` the one that signals and `exit(3)` use, and installs the handlers when
  /// `installHandlers`. A signal that was ignored (as under nohup) stays ignored.
  package static func activate(_ restorer: TerminalRestorer, installHandlers: Bool) {
    deactivate()
    activeRestorer = Unmanaged.passUnretained(restorer)
    guard installHandlers else { return }
    if !isExitHookRegistered {
      isExitHookRegistered = true
      atexit { TerminalSignalHandlers.restoreActiveTerminal() }
    }
    // A program started with these blocked (a launcher's mask is inherited) would never run
    // the handler, leaving the terminal raw, and never end or stop.
    var blocked = sigset_t()
    pthread_sigmask(SIG_BLOCK, nil, &blocked)
    reblockedSignals = [SIGINT, SIGTERM, SIGHUP, SIGTSTP].filter { sigismember(&blocked, $0) == 1 }
    setMask(SIG_UNBLOCK, reblockedSignals)
    for signalNumber in handledSignals where signalNumber < slotCount {
      if let previous = install(terminatingSignalHandler, for: signalNumber, flags: 0) {
        previousActions[Int(signalNumber)] = previous
        installedSignals.insert(signalNumber)
      }
    }
    ProcessSuspension.installRequestHandler()
  }

  /// Puts the previous handlers back and forgets the active restorer; with `restorer`, only
  /// while it is the active one, so a session that was taken over leaves its successor alone.
  package static func deactivate(_ restorer: TerminalRestorer? = nil) {
    if let restorer, activeRestorer?.takeUnretainedValue() !== restorer { return }
    for signalNumber in installedSignals { sigaction(signalNumber, previousActions + Int(signalNumber), nil) }
    installedSignals.removeAll()
    ProcessSuspension.removeRequestHandler()
    setMask(SIG_BLOCK, reblockedSignals)
    reblockedSignals = []
    activeRestorer = nil
  }

  /// Restores the terminal through the active restorer, if any: what the handlers and the exit
  /// hook do before the process goes away.
  package static func restoreActiveTerminal() {
    activeRestorer?.takeUnretainedValue().restore()
  }

  /// Restores, then lets the signal do what it would have done: the previous action back and
  /// the signal raised again, delivered as soon as the handler returns. Async-signal-safe.
  private static let terminatingSignalHandler: @convention(c) (Int32) -> Void = { signalNumber in
    TerminalSignalHandlers.restoreActiveTerminal()
    if signalNumber >= 0 && signalNumber < TerminalSignalHandlers.slotCount {
      sigaction(signalNumber, TerminalSignalHandlers.previousActions + Int(signalNumber), nil)
    } else {
      signal(signalNumber, SIG_DFL)
    }
    raise(signalNumber)
  }

  private static func setMask(_ how: Int32, _ signals: [Int32]) {
    guard !signals.isEmpty else { return }
    var set = sigset_t()
    sigemptyset(&set)
    for signalNumber in signals { sigaddset(&set, signalNumber) }
    pthread_sigmask(how, &set, nil)
  }

  /// Installs `handler` for `signalNumber` and returns the previous action, unless installing
  /// failed or, `unlessIgnored`, the signal was ignored (then it stays ignored).
  static func install(
    _ handler: @escaping @convention(c) (Int32) -> Void, for signalNumber: Int32, flags: Int32,
    unlessIgnored: Bool = true
  ) -> sigaction? {
    var action = sigaction()
    // Each C library names the handler's field differently.
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #elseif canImport(Musl)
      action.__sa_handler.sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    var previous = sigaction()
    guard sigaction(signalNumber, &action, &previous) == 0 else { return nil }
    guard !unlessIgnored || !isIgnoring(previous) else {
      sigaction(signalNumber, &previous, nil)
      return nil
    }
    return previous
  }

  /// Whether `action` is SIG_IGN. C function pointers cannot be compared in Swift: their
  /// addresses are.
  static func isIgnoring(_ action: sigaction) -> Bool {
    #if canImport(Darwin)
      let handler = action.__sigaction_u.__sa_handler
    #elseif canImport(Musl)
      let handler = action.__sa_handler.sa_handler
    #else
      let handler = action.__sigaction_handler.sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// A pipe that a handler writes a byte to, for poll(2) to wake on; non-blocking on both ends
  /// (a handler must never block on a full pipe, which holds a wake-up already, and draining
  /// stops when it is empty), closed on exec.
  static func makeWakeUpPipe() -> (read: Int32, write: Int32)? {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return nil }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    return (descriptors[0], descriptors[1])
  }

  /// Writes a wake-up byte; async-signal-safe, and `errno` is kept for the interrupted code.
  static func wakeUp(_ descriptor: Int32) {
    guard descriptor >= 0 else { return }
    let savedErrno = errno
    var byte: UInt8 = 1
    _ = write(descriptor, &byte, 1)
    errno = savedErrno
  }

  /// Empties a wake-up pipe; returns whether it held a wake-up.
  @discardableResult
  static func drain(_ descriptor: Int32) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 64)
    var woke = false
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 {
        woke = true
      } else if count >= 0 || errno != EINTR {
        return woke
      }
    }
  }
}

/// Turns SIGWINCH into a readable file descriptor for poll(2). Only one notifier is active at a
/// time; a new one takes the handler over.
package final class ResizeNotifier {
  /// Poll this for reading; it becomes readable after a resize. Call `drain()` then.
  package let readDescriptor: Int32
  private let writeDescriptor: Int32
  private var previousAction: sigaction?
  // The pipe end the handler writes to; see the top of the file.
  private nonisolated(unsafe) static var signalWriteDescriptor: Int32 = -1

  /// Creates the pipe and, when `installsHandler`, the SIGWINCH handler (tests pass false and
  /// call `notify()`). Nil when no pipe can be made.
  package init?(installsHandler: Bool = true) {
    guard let pipe = TerminalSignalHandlers.makeWakeUpPipe() else { return nil }
    (readDescriptor, writeDescriptor) = pipe
    guard installsHandler else { return }
    Self.signalWriteDescriptor = writeDescriptor
    previousAction = TerminalSignalHandlers.install(
      { _ in TerminalSignalHandlers.wakeUp(ResizeNotifier.signalWriteDescriptor) }, for: SIGWINCH, flags: SA_RESTART,
      unlessIgnored: false)
  }

  deinit {
    // A notifier made later owns the handler now; leave it alone.
    if var previousAction, Self.signalWriteDescriptor == writeDescriptor {
      sigaction(SIGWINCH, &previousAction, nil)
      Self.signalWriteDescriptor = -1
    }
    close(readDescriptor)
    close(writeDescriptor)
  }

  /// Signals a resize, exactly as the SIGWINCH handler does.
  package func notify() { TerminalSignalHandlers.wakeUp(writeDescriptor) }

  /// Empties the pipe; returns whether any resize was pending.
  @discardableResult
  package func drain() -> Bool { TerminalSignalHandlers.drain(readDescriptor) }
}
