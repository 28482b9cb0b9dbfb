import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `fork(2)` is unavailable to Swift on Apple platforms; job control is tested on Linux, where
// CI runs.
#if os(Linux)
  /// Stopping the built `settings-demo`, which runs on `runInteractiveAsync()`: the real key, or
  /// a real SIGTSTP from outside, in a real terminal under a parent with job control. The demo
  /// stops (the parent sees it stopped by SIGTSTP), with the terminal's settings and screen given
  /// back before it stops; continued, it takes the terminal again (raw mode, then the alternate
  /// screen and bracketed paste) and draws its screen. Each runs with SIGTSTP blocked in every
  /// thread of the demo, and with it blocked in none, as a shell starts a job.
  @MainActor
  @Suite(.serialized) struct SuspendTests {
    @Test(arguments: [true, false])
    func ctrlZStopsTheDemoWithTheTerminalRestoredAndContinuingRedraws(blocksStopSignal: Bool) throws {
      // Unblocked, the demo on one processor: a SIGTSTP sent to the process is taken by the main
      // thread (which waits in `sigsuspend`), and only once the thread that sent it waits.
      let terminal = try JobControlTerminal(
        blocksStopSignal: blocksStopSignal, runsOnOneProcessor: !blocksStopSignal)
      defer { terminal.finish() }
      try expectStopAndContinue(in: terminal) { terminal.type([0x1A]) }
    }

    @Test(arguments: [true, false])
    func sigtstpFromOutsideStopsTheDemoWithTheTerminalRestoredAndContinuingRedraws(
      blocksStopSignal: Bool
    ) throws {
      let terminal = try JobControlTerminal(blocksStopSignal: blocksStopSignal)
      defer { terminal.finish() }
      try expectStopAndContinue(in: terminal) { kill(terminal.demo, SIGTSTP) }
    }

    /// Stops the demo with `stop`, checks what the terminal holds while it is stopped and after
    /// it is continued, and quits it.
    private func expectStopAndContinue(in terminal: JobControlTerminal, by stop: () -> Void) throws {
      let cooked = terminal.attributes.comparable
      #expect(terminal.read(until: "Settings"))
      #expect(terminal.attributes.isRaw)

      let beforeStop = terminal.output.endIndex
      stop()
      #expect(terminal.nextStatus() == .stopped(signal: SIGTSTP))
      #expect(terminal.attributes.comparable == cooked)
      // The screen was given back before the stop; its bytes may still be in the pty's buffer.
      // Nothing follows them: a shell that takes the terminal meanwhile resets what the program
      // asked for (bracketed paste), so what is asked for before the stop does not last.
      #expect(terminal.read(until: "\u{1B}[?1049l", after: beforeStop))
      #expect(terminal.output.hasSuffix("\u{1B}[?1049l"))

      // What a shell does to the terminal while the job is stopped: its own settings.
      var shellSettings = terminal.attributes
      shellSettings.c_lflag |= tcflag_t(ICANON | ECHO | ISIG)
      tcsetattr(terminal.master, TCSANOW, &shellSettings)

      let mark = terminal.output.endIndex
      kill(terminal.demo, SIGCONT)
      #expect(terminal.nextStatus() == .continued)
      #expect(terminal.read(until: "Settings", after: mark))
      let resumed = terminal.output[mark...]
      #expect(resumed.contains("\u{1B}[?1049h"))
      #expect(resumed.contains("\u{1B}[?2004h"))
      #expect(terminal.attributes.isRaw)

      terminal.type(Array("q".utf8))
      #expect(terminal.nextStatus() == .exited(code: 0))
      #expect(terminal.attributes.comparable == cooked)
    }
  }
#endif
