// Stopping the program as Ctrl-Z does outside raw mode, and noticing a SIGTSTP sent from outside.
//
// With ISIG off the terminal sends Ctrl-Z as a byte, so the program stops itself. It must do
// so as the terminal would have: SIGTSTP to the whole foreground process group (a pipeline or a
// launcher that waits for the program stops with it, and the shell sees the job stopped). The
// process must stop on the thread that gave the terminal back, before that thread does anything
// else: a SIGTSTP sent to the process is taken by whichever thread does not block it (the main
// thread of an `async` main, parked in `sigsuspend`), and the stop reaches the other threads only
// once that thread runs. The thread that sent it would meanwhile take the terminal again (raw
// mode, bracketed paste) and be stopped with the terminal raw; the shell then resets it, and
// after `fg` the program runs in a cooked terminal without bracketed paste. So the process
// stops itself by a signal directed at the calling thread, which stops it inside that call.
//
// A SIGTSTP from outside (`kill -TSTP`) would stop the process with the terminal raw. While a
// session runs, its handler only notes it, through a pipe the input loop polls next to standard
// input, and the loop stops the process as Ctrl-Z does, the terminal given back first.

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
    guard sigaction(SIGTSTP, nil, &current) == 0 else { return false }
    return !TerminalSignalHandlers.isIgnoring(current)
  }

  // nonisolated(unsafe): the pipe that notes a SIGTSTP, made once (on first use, by the session's
  // thread) and never closed.
  private nonisolated(unsafe) static var requestPipe: (read: Int32, write: Int32) = makeRequestPipe()

  // nonisolated(unsafe): the pipe end the handler writes to, a plain value the handler can read
  // without the lazy initialisation of `requestPipe`. Set before the handler is installed.
  private nonisolated(unsafe) static var handlerWriteDescriptor: Int32 = -1

  // nonisolated(unsafe): the action SIGTSTP had before `installRequestHandler()`, and whether
  // the handler is installed; touched only by the session's thread, never by the handler.
  private nonisolated(unsafe) static var previousAction = sigaction()
  private nonisolated(unsafe) static var isRequestHandlerInstalled = false

  /// Poll this for reading: it becomes readable when a SIGTSTP arrived while the request
  /// handler is installed. Call ``takeRequest()`` then.
  package static var requestDescriptor: Int32 { requestPipe.read }

  /// Makes a SIGTSTP a request to stop (readable on ``requestDescriptor``) instead of a stop,
  /// unless SIGTSTP is ignored; what a terminal session does while it owns the terminal.
  package static func installRequestHandler() {
    guard !isRequestHandlerInstalled, requestPipe.write >= 0 else { return }
    handlerWriteDescriptor = requestPipe.write
    var action = sigaction()
    TerminalSignalHandlers.setHandler(noteRequest, of: &action)
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    var previous = sigaction()
    guard sigaction(SIGTSTP, &action, &previous) == 0 else { return }
    if TerminalSignalHandlers.isIgnoring(previous) {
      sigaction(SIGTSTP, &previous, nil)
      return
    }
    previousAction = previous
    isRequestHandlerInstalled = true
    takeRequest()
  }

  /// Puts back the action SIGTSTP had before ``installRequestHandler()``.
  package static func removeRequestHandler() {
    guard isRequestHandlerInstalled else { return }
    sigaction(SIGTSTP, &previousAction, nil)
    isRequestHandlerInstalled = false
    takeRequest()
  }

  /// Empties the request pipe (or `descriptor`, a pipe like it); returns whether a SIGTSTP
  /// was noted.
  @discardableResult
  package static func takeRequest(from descriptor: Int32? = nil) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 16)
    var noted = false
    while true {
      let count = read(descriptor ?? requestPipe.read, &buffer, buffer.count)
      if count > 0 {
        noted = true
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return noted
      }
    }
  }

  /// Sends SIGTSTP to the process group and returns once the process is continued (SIGCONT,
  /// the shell's `fg`): what Ctrl-Z does. This process stops on the calling thread (see
  /// ``stopProcess()``); the SIGTSTP it sends itself with the group is only noted, and taken
  /// here, so that it asks for no second stop. The signal's handler and this thread's mask are
  /// put back afterwards.
  ///
  /// The kernel discards a stopping SIGTSTP in an orphaned process group (no shell of the
  /// session could continue it), and then this returns at once.
  package static func stopProcessGroup() {
    let installedHere = !isRequestHandlerInstalled
    if installedHere { installRequestHandler() }
    defer { if installedHere { removeRequestHandler() } }
    // Without the handler (no pipe) the group's signal would stop this process on another
    // thread; the process alone stops then.
    if isRequestHandlerInstalled {
      withStopSignalUnblocked {
        // The group's signal reaches this process too: its handler runs on some thread that
        // does not block it (this one, at the latest while it polls), and notes it.
        guard kill(0, SIGTSTP) == 0 else { return }
        var descriptor = pollfd(fd: requestPipe.read, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, -1) < 0 && errno == EINTR {}
        takeRequest()
      }
    }
    stopProcess()
  }

  /// Stops this process (not its group) with SIGTSTP's default action and returns once it is
  /// continued: what a SIGTSTP from outside asks for. The signal is directed at the calling
  /// thread, which does not block it meanwhile, so the process stops before this returns (or
  /// the kernel discards it, in an orphaned process group).
  package static func stopProcess() {
    var requestAction = sigaction()
    sigaction(SIGTSTP, nil, &requestAction)
    signal(SIGTSTP, SIG_DFL)
    withStopSignalUnblocked { _ = pthread_kill(pthread_self(), SIGTSTP) }
    sigaction(SIGTSTP, &requestAction, nil)
  }

  /// Runs `body` with SIGTSTP unblocked on this thread, and the thread's mask back afterwards.
  private static func withStopSignalUnblocked(_ body: () -> Void) {
    var stopSignal = sigset_t()
    sigemptyset(&stopSignal)
    sigaddset(&stopSignal, SIGTSTP)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &stopSignal, &previousMask)
    body()
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
  }

  private static func makeRequestPipe() -> (read: Int32, write: Int32) {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return (-1, -1) }
    for descriptor in descriptors {
      // Non-blocking on both ends: the handler must never block on a full pipe (which already
      // holds a request), and taking a request must stop when the pipe is empty.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    return (descriptors[0], descriptors[1])
  }

  /// The handler: a byte into the pipe, and nothing else (write(2) is async-signal-safe).
  private static let noteRequest: @convention(c) (Int32) -> Void = { _ in
    let savedErrno = errno
    var byte: UInt8 = 1
    _ = write(ProcessSuspension.handlerWriteDescriptor, &byte, 1)
    errno = savedErrno
  }
}
