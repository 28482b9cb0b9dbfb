// Stopping the program as Ctrl-Z does outside raw mode.
//
// With ISIG off the terminal sends Ctrl-Z as a byte, so the program stops itself. It must do
// so as the terminal would have: SIGTSTP to the whole foreground process group (a pipeline or a
// launcher that waits for the program stops with it, and the shell sees the job stopped), with
// the default action, delivered to a thread that does not block it. `raise(3)` on the calling
// thread is not enough: the main actor of an `async` main runs on a dispatch worker thread,
// which blocks every asynchronous signal, so the signal would stay pending there for good.

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

  /// Sends SIGTSTP with its default action to the process group and returns once the process
  /// is continued (SIGCONT, the shell's `fg`). The signal's handler and this thread's mask are
  /// put back afterwards.
  ///
  /// The kernel discards SIGTSTP in an orphaned process group (no shell of the session could
  /// continue it), and then this returns at once.
  package static func stopProcessGroup() {
    var previousAction = sigaction()
    sigaction(SIGTSTP, nil, &previousAction)
    signal(SIGTSTP, SIG_DFL)
    var stopSignal = sigset_t()
    sigemptyset(&stopSignal)
    sigaddset(&stopSignal, SIGTSTP)
    var previousMask = sigset_t()
    // Unblocked on this thread, a process-directed signal sent by this thread is delivered to
    // it before `kill` returns: the whole process stops there.
    pthread_sigmask(SIG_UNBLOCK, &stopSignal, &previousMask)
    kill(0, SIGTSTP)
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    sigaction(SIGTSTP, &previousAction, nil)
  }
}
