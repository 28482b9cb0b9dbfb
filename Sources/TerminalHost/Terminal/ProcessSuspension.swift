// Stopping the program as Ctrl-Z does outside raw mode, and noticing a SIGTSTP sent from outside.
//
// With ISIG off the terminal sends Ctrl-Z as a byte, so the program stops itself, as the
// terminal would have: SIGTSTP to the whole foreground process group (a pipeline or a launcher
// that waits for the program stops with it). The process must stop on the thread that gave the
// terminal back, before that thread does anything else: a SIGTSTP sent to the process is taken
// by whichever thread does not block it (the main thread of an `async` main, parked in
// `sigsuspend`), and the stop reaches the other threads only once that thread runs; meanwhile
// the sender would take the terminal again and be stopped with it raw. So the process stops
// itself by a signal directed at the calling thread, which stops it inside that call.
//
// A SIGTSTP from outside (`kill -TSTP`) would stop the process with the terminal raw. While a
// session runs, its handler only notes it in a pipe the input loop polls, and the loop stops
// the process as Ctrl-Z does, the terminal given back first.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stops the process (and its process group) until the shell continues it.
package enum ProcessSuspension {
  /// Whether stopping means anything: false when SIGTSTP is ignored, as a shell without job
  /// control starts a program, where nothing could continue it.
  package static var isAvailable: Bool {
    var current = sigaction()
    return sigaction(SIGTSTP, nil, &current) == 0 && !TerminalSignalHandlers.isIgnoring(current)
  }

  // nonisolated(unsafe), as all state here: made or set only by the session's thread, before
  // the handler that reads it is installed (see `TerminalSignals.swift`).
  private nonisolated(unsafe) static var requestPipe =
    TerminalSignalHandlers.makeWakeUpPipe() ?? (read: -1, write: -1)
  /// The end the handler writes to: a plain value, without the lazy initialisation above.
  private nonisolated(unsafe) static var handlerWriteDescriptor: Int32 = -1
  private nonisolated(unsafe) static var previousAction: sigaction?

  /// Readable when a SIGTSTP arrived while the request handler is installed.
  package static var requestDescriptor: Int32 { requestPipe.read }

  /// Makes a SIGTSTP a request to stop (readable on ``requestDescriptor``) instead of a stop,
  /// unless SIGTSTP is ignored: what a session does while it owns the terminal.
  package static func installRequestHandler() {
    guard previousAction == nil, requestPipe.write >= 0 else { return }
    handlerWriteDescriptor = requestPipe.write
    previousAction = TerminalSignalHandlers.install(
      { _ in TerminalSignalHandlers.wakeUp(ProcessSuspension.handlerWriteDescriptor) }, for: SIGTSTP,
      flags: SA_RESTART)
    takeRequest()
  }

  /// Puts back the action SIGTSTP had before ``installRequestHandler()``.
  package static func removeRequestHandler() {
    guard var previous = previousAction else { return }
    sigaction(SIGTSTP, &previous, nil)
    previousAction = nil
    takeRequest()
  }

  /// Empties the request pipe (or `descriptor`, a pipe like it); returns whether a SIGTSTP
  /// was noted.
  @discardableResult
  package static func takeRequest(from descriptor: Int32? = nil) -> Bool {
    TerminalSignalHandlers.drain(descriptor ?? requestPipe.read)
  }

  /// Sends SIGTSTP to the process group and returns once the process is continued (`fg`): what
  /// Ctrl-Z does. This process stops on the calling thread (``stopProcess()``); the SIGTSTP it
  /// sends itself with the group is only noted, and taken, so it asks for no second stop. In
  /// an orphaned process group the kernel discards the stop, and this returns at once.
  package static func stopProcessGroup() {
    let installedHere = previousAction == nil
    if installedHere { installRequestHandler() }
    defer { if installedHere { removeRequestHandler() } }
    // Without the handler (no pipe) the group's signal would stop this process on another
    // thread; the process alone stops then.
    if previousAction != nil {
      withStopSignalUnblocked {
        // The handler runs on some thread that does not block the signal (this one, at the
        // latest while it polls), and notes it.
        guard kill(0, SIGTSTP) == 0 else { return }
        var descriptor = pollfd(fd: requestPipe.read, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, -1) < 0 && errno == EINTR {}
        takeRequest()
      }
    }
    stopProcess()
  }

  /// Stops this process (not its group) with SIGTSTP's default action, directed at the calling
  /// thread, and returns once it is continued: what a SIGTSTP from outside asks for.
  package static func stopProcess() {
    var requestAction = sigaction()
    sigaction(SIGTSTP, nil, &requestAction)
    signal(SIGTSTP, SIG_DFL)
    withStopSignalUnblocked { _ = pthread_kill(pthread_self(), SIGTSTP) }
    sigaction(SIGTSTP, &requestAction, nil)
  }

  private static func withStopSignalUnblocked(_ body: () -> Void) {
    var stopSignal = sigset_t()
    sigemptyset(&stopSignal)
    sigaddset(&stopSignal, SIGTSTP)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &stopSignal, &previousMask)
    body()
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
  }
}
