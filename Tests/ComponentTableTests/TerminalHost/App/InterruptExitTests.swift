import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `settings-demo` in a real pseudo-terminal: Ctrl-C (a key in raw mode) and SIGTERM
/// end it as an interrupt and a termination, which a shell reports as 130 and 143, after the
/// terminal was given back (the alternate screen left).
///
/// On the main actor: a process inherits the signal mask of the thread that starts it, and the
/// test runner's worker threads block SIGTERM, which the demo would then never see.
@MainActor
@Suite(.serialized) struct InterruptExitTests {
  /// The demo running on the slave side of a new pseudo-terminal of 24 × 60.
  @MainActor final class Session {
    let process = Process()
    let master: Int32
    private(set) var output = ""

    init() throws {
      let pty = try PseudoTerminalCalls()
      master = pty.open(O_RDWR | O_NOCTTY)
      guard master >= 0, pty.grant(master) == 0, pty.unlock(master) == 0, let name = pty.name(master) else {
        throw POSIXError(.ENOTTY)
      }
      var size = winsize(ws_row: 24, ws_col: 60, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &size)
      let slave = FileHandle(forUpdatingAtPath: String(cString: name))
      guard let slave else { throw POSIXError(.ENOTTY) }
      let store = FileManager.default.temporaryDirectory
        .appendingPathComponent("interrupt-\(UUID().uuidString).plist")
      process.executableURL = try settingsDemoBinary()
      process.arguments = ["--store", store.path]
      process.standardInput = slave
      process.standardOutput = slave
      process.standardError = FileHandle.nullDevice
      try process.run()
      try slave.close()
    }

    deinit { close(master) }

    /// Reads what the demo wrote until `text` appears or the demo ends; gives up after about
    /// thirty seconds of silence, so a broken demo fails the test instead of hanging it.
    @discardableResult
    func read(until text: String) -> Bool {
      var silentPolls = 0
      while !output.contains(text), silentPolls < 300 {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 100) > 0 else {
          silentPolls += 1
          continue
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = readBytes(master, &buffer)
        guard count > 0 else { return output.contains(text) }  // the demo closed the terminal
        output += String(decoding: buffer[0..<count], as: UTF8.self)
      }
      return output.contains(text)
    }

    func type(_ bytes: [UInt8]) {
      _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits for the demo to end, reading its last output. A demo still running after that
    /// (its output went quiet for thirty seconds) is killed, so the test fails instead of
    /// hanging; then it ends by SIGKILL, which no expectation accepts.
    func finish() {
      read(until: "\u{1B}[?1049l")  // the alternate screen left: the terminal restored
      for _ in 0..<100 where process.isRunning { usleep(100_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
  }

  @Test func ctrlCEndsTheDemoByAnInterruptAfterRestoringTheTerminal() throws {
    let session = try Session()
    #expect(session.read(until: "Settings"))
    session.type([0x03])
    session.finish()
    #expect(session.process.terminationReason == .uncaughtSignal)
    #expect(session.process.terminationStatus == SIGINT)  // a shell shows 128 + 2 = 130
    #expect(session.output.contains("\u{1B}[?1049l"))
  }

  @Test func sigtermEndsTheDemoByTheSignalAfterRestoringTheTerminal() throws {
    let session = try Session()
    #expect(session.read(until: "Settings"))
    session.process.terminate()
    session.finish()
    #expect(session.process.terminationReason == .uncaughtSignal)
    #expect(session.process.terminationStatus == SIGTERM)  // 128 + 15 = 143
    #expect(session.output.contains("\u{1B}[?1049l"))
  }
}

/// `read(2)`, named apart from `Session.read(until:)`.
private func readBytes(_ descriptor: Int32, _ buffer: inout [UInt8]) -> Int {
  buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
}

/// The C library's pseudo-terminal calls, looked up at run time: Glibc's Swift module does not
/// import them (they need `_XOPEN_SOURCE`).
struct PseudoTerminalCalls {
  typealias Open = @convention(c) (Int32) -> Int32
  typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
  let open: Open
  let grant: Open
  let unlock: Open
  let name: Name

  init() throws {
    let library = dlopen(nil, RTLD_NOW)
    func symbol<Function>(_ name: String, as type: Function.Type) throws -> Function {
      guard let address = dlsym(library, name) else { throw POSIXError(.ENOSYS) }
      return unsafeBitCast(address, to: type)
    }
    open = try symbol("posix_openpt", as: Open.self)
    grant = try symbol("grantpt", as: Open.self)
    unlock = try symbol("unlockpt", as: Open.self)
    name = try symbol("ptsname", as: Name.self)
  }
}
