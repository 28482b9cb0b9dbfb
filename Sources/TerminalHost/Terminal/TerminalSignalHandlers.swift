// Restoring the terminal when the process is ended by a signal.
//
// A signal handler cannot capture context, so the restorer it calls lives in global
// state. It is set before the handlers are installed and cleared after they are removed,
// always from the thread that owns the terminal session; the handler only reads it.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Installs and removes the handlers that restore the terminal on signals that end the
/// process, and on `exit(3)`, and the one that turns SIGTSTP into a request to stop
/// (`ProcessSuspension`).
package enum TerminalSignalHandlers {
  /// Signals that end the process and after which the terminal must be usable again:
  /// interrupt, termination and hang-up, plus quit and the crash signals, whose previous
  /// handlers (such as the Swift runtime's backtracer) still run after the restore.
  package static let handledSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE,
  ]

  // nonisolated(unsafe): written only by `activate`/`deactivate` on the session's thread
  // while no handler can observe a half-done change (the restorer is published before
  // any handler is installed and withdrawn after they are removed); handlers only read.
  // Unmanaged so that reading it in a handler takes no lock and allocates nothing.
  private nonisolated(unsafe) static var activeRestorer: Unmanaged<TerminalRestorer>?

  // nonisolated(unsafe): one slot per signal number, allocated once and never freed;
  // written while installing (before the handler for that slot exists), read by the
  // handler to hand the signal on. A raw buffer, not an Array, so the handler
  // neither retains nor allocates.
  private nonisolated(unsafe) static var previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: slotCount)
    pointer.initialize(repeating: sigaction(), count: slotCount)
    return pointer
  }()

  // nonisolated(unsafe): which slots of `previousActions` hold a saved action; same
  // discipline as `previousActions`.
  private nonisolated(unsafe) static var installedSignals: Set<Int32> = []

  // nonisolated(unsafe): atexit(3) has no way to unregister, so it is registered once;
  // only touched by `activate` on the session's thread.
  private nonisolated(unsafe) static var isExitHookRegistered = false

  private static let slotCount = 65

  /// Makes `restorer` the one that signals and `exit(3)` use, and installs the handlers
  /// (when `installHandlers` is true). A signal whose disposition was "ignore" (as under
  /// nohup) stays ignored.
  package static func activate(_ restorer: TerminalRestorer, installHandlers: Bool) {
    deactivate()
    activeRestorer = Unmanaged.passUnretained(restorer)
    guard installHandlers else { return }
    if !isExitHookRegistered {
      isExitHookRegistered = true
      atexit { TerminalSignalHandlers.restoreActiveTerminal() }
    }
    unblockEndingSignals()
    for signalNumber in handledSignals where signalNumber < slotCount {
      var action = sigaction()
      setHandler(terminatingSignalHandler, of: &action)
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      var previous = sigaction()
      guard sigaction(signalNumber, &action, &previous) == 0 else { continue }
      if isIgnoring(previous) {
        sigaction(signalNumber, &previous, nil)
        continue
      }
      previousActions[Int(signalNumber)] = previous
      installedSignals.insert(signalNumber)
    }
    ProcessSuspension.installRequestHandler()
  }

  /// Puts the previous handlers back and forgets the active restorer. With `restorer`,
  /// does so only while that restorer is the active one, so a session that was taken
  /// over does not remove its successor's handlers.
  package static func deactivate(_ restorer: TerminalRestorer? = nil) {
    if let restorer, activeRestorer?.takeUnretainedValue() !== restorer { return }
    for signalNumber in installedSignals {
      sigaction(signalNumber, previousActions + Int(signalNumber), nil)
    }
    installedSignals.removeAll()
    ProcessSuspension.removeRequestHandler()
    reblockEndingSignals()
    activeRestorer = nil
  }

  /// The signals that end or stop a session from outside (interrupt, termination, hang-up,
  /// terminal stop).
  private static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP]

  // nonisolated(unsafe): which of `endingSignals` were blocked before `activate` unblocked
  // them; same discipline as `installedSignals`.
  private nonisolated(unsafe) static var reblockedSignals: [Int32] = []

  /// Unblocks SIGINT, SIGTERM, SIGHUP and SIGTSTP on this thread for the session, remembering
  /// which were blocked. A program started with them blocked (a launcher's thread mask is
  /// inherited) would otherwise never run the handler, leaving the terminal raw, and never end
  /// or stop.
  private static func unblockEndingSignals() {
    var current = sigset_t()
    pthread_sigmask(SIG_BLOCK, nil, &current)
    reblockedSignals = endingSignals.filter { sigismember(&current, $0) == 1 }
    guard !reblockedSignals.isEmpty else { return }
    var set = sigset_t()
    sigemptyset(&set)
    for signalNumber in reblockedSignals { sigaddset(&set, signalNumber) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  /// Blocks again what `unblockEndingSignals` unblocked.
  private static func reblockEndingSignals() {
    guard !reblockedSignals.isEmpty else { return }
    var set = sigset_t()
    sigemptyset(&set)
    for signalNumber in reblockedSignals { sigaddset(&set, signalNumber) }
    pthread_sigmask(SIG_BLOCK, &set, nil)
    reblockedSignals = []
  }

  /// Restores the terminal through the active restorer, if any: what the signal
  /// handlers and the exit hook do before the process goes away. Safe to call more than
  /// once; only the first call has an effect.
  package static func restoreActiveTerminal() {
    activeRestorer?.takeUnretainedValue().restore()
  }

  /// The handler itself: restore, then let the signal do what it would have done, by
  /// putting the previous action back and raising the signal again (it is delivered as
  /// soon as this handler returns). Calls only async-signal-safe functions.
  private static let terminatingSignalHandler: @convention(c) (Int32) -> Void = { signalNumber in
    TerminalSignalHandlers.restoreActiveTerminal()
    if signalNumber >= 0 && signalNumber < TerminalSignalHandlers.slotCount {
      sigaction(signalNumber, TerminalSignalHandlers.previousActions + Int(signalNumber), nil)
    } else {
      signal(signalNumber, SIG_DFL)
    }
    raise(signalNumber)
  }

  /// Puts `handler` into `action`, whose field for it each C library names differently.
  static func setHandler(
    _ handler: @escaping @convention(c) (Int32) -> Void, of action: inout sigaction
  ) {
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #elseif canImport(Musl)
      action.__sa_handler.sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
  }

  /// Whether `action` is SIG_IGN. Handlers are C function pointers, which Swift cannot
  /// compare, so compare their addresses.
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
}
