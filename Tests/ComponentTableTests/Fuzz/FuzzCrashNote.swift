#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Names the seed, step and call the fuzzer was running when the process crashes: an engine or
/// host precondition (a bug the fuzzer exists to find) kills the test process, and without this
/// the seed to replay would be lost with it.
///
/// The text is kept in a fixed buffer, written before every call, because a signal handler may
/// not allocate; the handler prints it and hands the signal on to the handler that was there
/// before (the Swift backtracer), so the backtrace still comes.
enum FuzzCrashNote {
  private static let capacity = 4_096
  nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    buffer.initialize(repeating: 0, count: capacity)
    return buffer
  }()
  nonisolated(unsafe) private static var length = 0
  nonisolated(unsafe) private static var previous: [Int32: sigaction] = [:]
  nonisolated(unsafe) private static var installed = false
  private static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  /// Installs the handler once; the note stays empty (nothing printed) until `set` is called.
  @MainActor
  static func install() {
    guard !installed else { return }
    installed = true
    _ = buffer
    for signal in signals {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = handle
      #else
        action.__sigaction_u.__sa_sigaction = handle
      #endif
      action.sa_flags = SA_SIGINFO
      sigemptyset(&action.sa_mask)
      var old = sigaction()
      sigaction(signal, &action, &old)
      previous[signal] = old
    }
  }

  /// Makes `text` what a crash prints (cut to the buffer); an empty text prints nothing.
  @MainActor
  static func set(_ text: String) {
    // Empty first, so that a crash while copying prints nothing rather than a mix.
    length = 0
    guard !text.isEmpty else { return }
    var text = "\nEngineFuzz was running: " + text + "\n"
    let count = text.withUTF8 { bytes in
      let count = min(bytes.count, capacity)
      UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: count)
      return count
    }
    length = count
  }

  private static let handle:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
      signal, _, _ in
      if length > 0 { _ = write(2, buffer, length) }
      if var old = previous[signal] {
        sigaction(signal, &old, nil)
      } else {
        var fallback = sigaction()
        sigaction(signal, &fallback, nil)
      }
      raise(signal)
    }
}
