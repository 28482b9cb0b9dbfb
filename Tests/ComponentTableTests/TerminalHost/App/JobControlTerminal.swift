import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `fork(2)` is unavailable to Swift on Apple platforms; job control is tested on Linux, where
// CI runs.
#if os(Linux)
  /// The built `settings-demo` run as a shell with job control runs it: in a pseudo-terminal that
  /// is the controlling terminal of a session, as the foreground process group of its own, under a
  /// parent in the same session. Only then does SIGTSTP stop it (the kernel discards it in an
  /// orphaned process group), and only a parent can see it stopped with `waitpid(2)`. That parent
  /// is a process forked here, which waits with `WUNTRACED | WCONTINUED` and sends every status
  /// it gets back through a pipe.
  ///
  /// Between `fork` and `execve` the children call only async-signal-safe functions on values
  /// prepared before the fork.
  @MainActor final class JobControlTerminal {
    /// What `waitpid(2)` reported for the demo.
    enum Status: Equatable {
      case stopped(signal: Int32)
      case continued
      case exited(code: Int32)
      case killed(signal: Int32)

      init(_ status: Int32) {
        if status & 0xFF == 0x7F {
          self = .stopped(signal: (status >> 8) & 0xFF)
        } else if status == 0xFFFF {
          self = .continued
        } else if status & 0x7F == 0 {
          self = .exited(code: (status >> 8) & 0xFF)
        } else {
          self = .killed(signal: status & 0x7F)
        }
      }
    }

    let master: Int32
    /// The demo's process id.
    let demo: pid_t
    private let parent: pid_t
    private let statusPipe: Int32
    private let store: URL
    private(set) var output = ""
    private var finished = false

    /// Starts the demo with `arguments` (and a store file of its own) in a terminal of
    /// `columns` × `rows`. With `blocksStopSignal`, every thread of the demo starts with SIGTSTP
    /// blocked, as a dispatch worker blocks it; without, none does, as a shell starts a job, and
    /// a process-directed SIGTSTP may be taken by a thread other than the one that reads keys.
    ///
    /// With `runsOnOneProcessor`, the demo runs on one processor with no preemption on wake-up
    /// (`SCHED_BATCH`): a thread that wakes another one keeps running until it waits, so a
    /// signal handed to another thread takes effect only once the running thread waits.
    init(
      arguments: [String] = [], columns: UInt16 = 60, rows: UInt16 = 24, blocksStopSignal: Bool = true,
      runsOnOneProcessor: Bool = false
    ) throws {
      let pty = try PseudoTerminalCalls()
      master = pty.open(O_RDWR | O_NOCTTY)
      guard master >= 0, pty.grant(master) == 0, pty.unlock(master) == 0, let name = pty.name(master) else {
        throw POSIXError(.ENOTTY)
      }
      var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)
      store = FileManager.default.temporaryDirectory.appendingPathComponent("job-\(UUID().uuidString).plist")
      let binary = try settingsDemoBinary().path
      let argv = ([binary, "--store", store.path] + arguments).map { strdup($0) } + [nil]
      let slavePath = strdup(String(cString: name))
      let nullPath = strdup("/dev/null")
      defer {
        for argument in argv { free(argument) }
        free(slavePath)
        free(nullPath)
      }
      var pipeEnds: [Int32] = [0, 0]
      guard pipe(&pipeEnds) == 0 else { throw POSIXError(.EMFILE) }
      let oneProcessor = runsOnOneProcessor ? try Self.oneProcessorAffinity() : nil
      let masterDescriptor = master
      let forked = fork()
      if forked == 0 {
        // The parent in the session: a session leader whose controlling terminal is the pty.
        close(masterDescriptor)
        close(pipeEnds[0])
        setsid()
        let terminal = open(slavePath!, O_RDWR)
        _ = ioctl(terminal, UInt(TIOCSCTTY), 0)
        let child = fork()
        if child == 0 {
          setpgid(0, 0)
          // The program starts as a shell starts a job: its own foreground group, default
          // signal actions.
          var all = sigset_t()
          sigfillset(&all)
          sigprocmask(SIG_BLOCK, &all, nil)
          tcsetpgrp(terminal, getpid())
          for signalNumber in [SIGTSTP, SIGTTOU, SIGTTIN, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD, SIGPIPE] {
            signal(signalNumber, SIG_DFL)
          }
          // SIGTSTP blocked: the thread that reads the keys may block it, as a dispatch worker
          // that runs the main actor of an `async` main does (the demo under `swift run` in
          // tmux). Started so, every thread of the demo does, deterministically. Unblocked, the
          // thread that takes a process-directed SIGTSTP is the kernel's choice.
          var stopOnly = sigset_t()
          sigemptyset(&stopOnly)
          if blocksStopSignal { sigaddset(&stopOnly, SIGTSTP) }
          sigprocmask(SIG_SETMASK, &stopOnly, nil)
          if let (setAffinity, processors) = oneProcessor {
            var processors = processors
            _ = setAffinity(0, MemoryLayout<cpu_set_t>.size, &processors)
            var parameters = sched_param(sched_priority: 0)
            _ = sched_setscheduler(0, Self.batchPolicy, &parameters)
          }
          close(pipeEnds[1])
          dup2(terminal, 0)
          dup2(terminal, 1)
          let null = open(nullPath!, O_WRONLY)
          dup2(null, 2)
          execve(argv[0]!, argv, environ)
          _exit(127)
        }
        setpgid(child, child)
        tcsetpgrp(terminal, child)
        var reported = child
        _ = write(pipeEnds[1], &reported, MemoryLayout<Int32>.size)
        while true {
          var status: Int32 = 0
          guard waitpid(child, &status, WUNTRACED | WCONTINUED) == child else { _exit(1) }
          _ = write(pipeEnds[1], &status, MemoryLayout<Int32>.size)
          if status & 0x7F != 0x7F, status != 0xFFFF { _exit(0) }
        }
      }
      close(pipeEnds[1])
      guard forked > 0 else {
        close(pipeEnds[0])
        throw POSIXError(.EAGAIN)
      }
      parent = forked
      statusPipe = pipeEnds[0]
      var child: Int32 = 0
      guard Self.readFully(statusPipe, &child) else { throw POSIXError(.ECHILD) }
      demo = child
    }

    deinit {
      close(master)
      close(statusPipe)
      try? FileManager.default.removeItem(at: store)
    }

    /// The terminal's attributes as the program sees them (a pty's master reads its slave's).
    var attributes: termios {
      var attributes = termios()
      tcgetattr(master, &attributes)
      return attributes
    }

    /// Reads what the demo wrote until `text` appears after `position` in ``output``, or
    /// about ten seconds pass without output, so that a broken demo fails a test instead of
    /// hanging it.
    @discardableResult
    func read(until text: String, after position: String.Index? = nil) -> Bool {
      var silentPolls = 0
      func found() -> Bool { output[(position ?? output.startIndex)...].contains(text) }
      while !found(), silentPolls < 100 {
        if !pump(timeout: 100) { silentPolls += 1 }
      }
      return found()
    }

    /// The next status of the demo, reading its output meanwhile (a full terminal would block
    /// it); `nil` after about ten seconds without one.
    func nextStatus() -> Status? {
      for _ in 0..<100 {
        var descriptor = pollfd(fd: statusPipe, events: Int16(POLLIN), revents: 0)
        if poll(&descriptor, 1, 0) > 0 {
          var status: Int32 = 0
          guard Self.readFully(statusPipe, &status) else { return nil }
          return Status(status)
        }
        pump(timeout: 100)
      }
      return nil
    }

    func type(_ bytes: [UInt8]) {
      _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
    }

    /// Ends the demo if it still runs (SIGKILL, after SIGCONT) and waits for both processes.
    func finish() {
      guard !finished else { return }
      finished = true
      kill(demo, SIGKILL)
      kill(demo, SIGCONT)
      var status: Int32 = 0
      while waitpid(parent, &status, 0) < 0 && errno == EINTR {}
    }

    /// Reads what is there within `timeout` milliseconds; whether anything came.
    @discardableResult
    private func pump(timeout: Int32) -> Bool {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, timeout) > 0 else { return false }
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { systemRead(master, $0.baseAddress, $0.count) }
      guard count > 0 else { return false }
      output += String(decoding: buffer[0..<count], as: UTF8.self)
      return true
    }

    /// `SCHED_BATCH`, which Glibc's module does not export.
    private static let batchPolicy: Int32 = 3

    /// `sched_setaffinity(2)` and the set of the first processor this process may run on.
    /// Glibc's module does not export the call, so it is looked up, before the fork.
    private static func oneProcessorAffinity() throws -> (
      @convention(c) (pid_t, Int, UnsafeMutablePointer<cpu_set_t>) -> Int32, cpu_set_t
    ) {
      typealias Affinity = @convention(c) (pid_t, Int, UnsafeMutablePointer<cpu_set_t>) -> Int32
      guard let get = dlsym(nil, "sched_getaffinity"), let set = dlsym(nil, "sched_setaffinity") else {
        throw POSIXError(.ENOSYS)
      }
      var allowed = cpu_set_t()
      guard unsafeBitCast(get, to: Affinity.self)(0, MemoryLayout<cpu_set_t>.size, &allowed) == 0 else {
        throw POSIXError(.EINVAL)
      }
      var one = cpu_set_t()
      withUnsafeBytes(of: &allowed) { allowedBytes in
        withUnsafeMutableBytes(of: &one) { oneBytes in
          guard let index = allowedBytes.firstIndex(where: { $0 != 0 }) else { return }
          let byte = allowedBytes[index]
          oneBytes[index] = byte & (~byte &+ 1)
        }
      }
      return (unsafeBitCast(set, to: Affinity.self), one)
    }

    private static func readFully(_ descriptor: Int32, _ value: inout Int32) -> Bool {
      var descriptor = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 10_000) > 0 else { return false }
      return systemRead(descriptor.fd, &value, MemoryLayout<Int32>.size) == MemoryLayout<Int32>.size
    }
  }

  extension termios {
    /// The attributes a test compares: modes and control characters.
    var comparable: [UInt] {
      var copy = self
      let characters = withUnsafeBytes(of: &copy.c_cc) { $0.map(UInt.init) }
      return [UInt(c_iflag), UInt(c_oflag), UInt(c_cflag), UInt(c_lflag)] + characters
    }

    /// Whether the terminal is in raw mode as a session sets it: no line editing, no echo.
    var isRaw: Bool { c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0 }
  }

  /// `read(2)`, named apart from `JobControlTerminal.read(until:after:)`.
  private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
  }
#endif
