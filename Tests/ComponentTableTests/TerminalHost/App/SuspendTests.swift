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
  /// Ctrl-Z in the built `settings-demo`, which runs on `runInteractiveAsync()`: the real key in a
  /// real terminal under a parent with job control. The demo stops (the parent sees it stopped by
  /// SIGTSTP), with the terminal's settings given back while it is stopped; continued, it takes
  /// the terminal again and draws its screen.
  @MainActor
  @Suite(.serialized) struct SuspendTests {
    @Test func ctrlZStopsTheDemoWithTheTerminalRestoredAndContinuingRedraws() throws {
      let terminal = try JobControlTerminal()
      defer { terminal.finish() }
      let cooked = terminal.attributes.comparable
      #expect(terminal.read(until: "Settings"))
      #expect(terminal.attributes.isRaw)

      let beforeStop = terminal.output.endIndex
      terminal.type([0x1A])
      #expect(terminal.nextStatus() == .stopped(signal: SIGTSTP))
      #expect(terminal.attributes.comparable == cooked)
      // The screen was given back before the stop; its bytes may still be in the pty's buffer.
      #expect(terminal.read(until: "\u{1B}[?1049l", after: beforeStop))
      #expect(terminal.output.hasSuffix("\u{1B}[?1049l"))

      let mark = terminal.output.endIndex
      kill(terminal.demo, SIGCONT)
      #expect(terminal.nextStatus() == .continued)
      #expect(terminal.read(until: "Settings", after: mark))
      #expect(terminal.output[mark...].contains("\u{1B}[?1049h"))
      #expect(terminal.attributes.isRaw)

      terminal.type(Array("q".utf8))
      #expect(terminal.nextStatus() == .exited(code: 0))
      #expect(terminal.attributes.comparable == cooked)
    }
  }
#endif
