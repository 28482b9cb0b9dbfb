import Testing

@testable import ComponentTableTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every way out of a terminal session must give the terminal back exactly once.
/// Serialized: sessions share the process-wide signal restore state.
@Suite(.serialized) struct TerminalRestoreTests {
  private struct Boom: Error {}

  private let original = FakeTerminalDevice.cookedAttributes()

  private func expectRestoredOnce(
    _ device: FakeTerminalDevice, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      device.writeCount(of: TerminalControlSequence.restoreSession) == 1,
      sourceLocation: sourceLocation)
    #expect(device.applyCount(of: original) == 1, sourceLocation: sourceLocation)
    #expect(device.events.last == .applied(.init(original)), sourceLocation: sourceLocation)
    #expect(
      FakeTerminalDevice.AttributesSnapshot(device.attributes!) == .init(original),
      sourceLocation: sourceLocation)
  }

  @Test func enteringSwitchesToRawModeAndTheAlternateScreen() throws {
    let device = FakeTerminalDevice()
    let session = try TerminalSession(device: device, handlesSignals: false)
    defer { session.restore() }
    let raw = try #require(device.attributes)
    #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
    #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
    #expect(raw.c_oflag & tcflag_t(OPOST) != 0)
    #expect(device.events.count == 2)
    #expect(device.events.last == .wrote(TerminalControlSequence.enterSession))
    #expect(TerminalControlSequence.enterSession.contains("\u{1B}[?1049h"))
    #expect(TerminalControlSequence.enterSession.contains("\u{1B}[?25l"))
    #expect(!session.isRestored)
  }

  @Test func rawModeChangesOnlyWhatItNeeds() {
    let raw = RawModeAttributes.make(from: original)
    #expect(raw.c_lflag & tcflag_t(ECHOE) != 0)
    #expect(raw.c_cflag & tcflag_t(CS8) != 0)
    var copy = raw
    let controlCharacters = withUnsafeBytes(of: &copy.c_cc) { Array($0) }
    #expect(controlCharacters[Int(VMIN)] == 1)
    #expect(controlCharacters[Int(VTIME)] == 0)
  }

  @Test func normalExitRestoresOnce() throws {
    let device = FakeTerminalDevice()
    let value = try TerminalSession.run(on: device, handlesSignals: false) { session in
      session.write("frame")
      return 42
    }
    #expect(value == 42)
    expectRestoredOnce(device)
    #expect(device.output.hasSuffix(TerminalControlSequence.restoreSession))
    #expect(TerminalControlSequence.restoreSession.contains("\u{1B}[?1049l"))
    #expect(TerminalControlSequence.restoreSession.contains("\u{1B}[?25h"))
  }

  @Test func thrownErrorRestoresOnceAndPropagates() {
    let device = FakeTerminalDevice()
    #expect(throws: Boom.self) {
      try TerminalSession.run(on: device, handlesSignals: false) { _ in throw Boom() }
    }
    expectRestoredOnce(device)
  }

  @Test func signalPathUsesTheSameRestoreAndLaterExitsDoNothing() throws {
    let device = FakeTerminalDevice()
    try TerminalSession.run(on: device, handlesSignals: false) { session in
      // What the SIGINT/SIGTERM/SIGHUP handler and the exit hook call before the process ends.
      TerminalSignalHandlers.restoreActiveTerminal()
      #expect(session.isRestored)
      expectRestoredOnce(device)
      TerminalSignalHandlers.restoreActiveTerminal()
    }
    expectRestoredOnce(device)
  }

  @Test func duplicateAndNestedRestoresAreHarmless() throws {
    let device = FakeTerminalDevice()
    var session: TerminalSession? = try TerminalSession(device: device, handlesSignals: false)
    session?.restore()
    session?.restore()
    TerminalSignalHandlers.restoreActiveTerminal()
    session = nil  // deinit restores too, but there is nothing left to do
    expectRestoredOnce(device)
  }

  @Test func releasingASessionRestores() throws {
    let device = FakeTerminalDevice()
    var session: TerminalSession? = try TerminalSession(device: device, handlesSignals: false)
    #expect(session?.isRestored == false)
    session = nil
    expectRestoredOnce(device)
    TerminalSignalHandlers.restoreActiveTerminal()
    expectRestoredOnce(device)
  }

  @Test func notATerminalChangesNothing() {
    let device = FakeTerminalDevice(attributes: nil)
    #expect(throws: TerminalSessionError.notATerminal) {
      try TerminalSession(device: device, handlesSignals: false)
    }
    #expect(device.events.isEmpty)
  }

  @Test func refusedRawModeChangesNothingAndLeavesNoRestorer() {
    let device = FakeTerminalDevice()
    device.refusesAttributes = true
    #expect(throws: TerminalSessionError.cannotEnterRawMode) {
      try TerminalSession(device: device, handlesSignals: false)
    }
    TerminalSignalHandlers.restoreActiveTerminal()
    #expect(device.events.isEmpty)
  }

  @Test func aSecondSessionTakesOverSignalRestore() throws {
    let first = FakeTerminalDevice()
    let second = FakeTerminalDevice()
    let firstSession = try TerminalSession(device: first, handlesSignals: false)
    let secondSession = try TerminalSession(device: second, handlesSignals: false)
    firstSession.restore()
    TerminalSignalHandlers.restoreActiveTerminal()  // still reaches the second session
    #expect(secondSession.isRestored)
    expectRestoredOnce(first)
    expectRestoredOnce(second)
  }

  @Test func restorerWritesItsSequenceThenAttributes() {
    let device = FakeTerminalDevice()
    let restorer = TerminalRestorer(
      device: device, originalAttributes: original, restoreSequence: "bye")
    #expect(restorer.restore())
    #expect(!restorer.restore())
    #expect(device.events == [.wrote("bye"), .applied(.init(original))])
  }

  /// The real handlers are installed for the session and the previous ones put back.
  @Test func signalHandlersAreInstalledAndRemoved() throws {
    func currentHandlerAddress(_ signalNumber: Int32) -> Int {
      var action = sigaction()
      sigaction(signalNumber, nil, &action)
      #if canImport(Darwin)
        return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
      #elseif canImport(Musl)
        return unsafeBitCast(action.__sa_handler.sa_handler, to: Int.self)
      #else
        return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
      #endif
    }
    let before = [SIGINT, SIGTERM, SIGHUP].map(currentHandlerAddress)
    let device = FakeTerminalDevice()
    try TerminalSession.run(on: device, handlesSignals: true) { _ in
      let during = [SIGINT, SIGTERM, SIGHUP].map(currentHandlerAddress)
      for (old, new) in zip(before, during) where old != unsafeBitCast(SIG_IGN, to: Int.self) {
        #expect(old != new)
      }
    }
    #expect([SIGINT, SIGTERM, SIGHUP].map(currentHandlerAddress) == before)
    expectRestoredOnce(device)
  }
}

/// Ctrl-Z in a session: the terminal is given back while the process is stopped, and taken
/// again when it continues.
@Suite struct TerminalSuspendTests {
  @Test func suspendingGivesTheTerminalBackAndTakesItAgain() throws {
    let device = FakeTerminalDevice()
    let original = try #require(device.attributes)
    let session = try TerminalSession(device: device, handlesSignals: false)
    let before = device.events.count
    var stateWhileStopped: termios?
    session.suspend { stateWhileStopped = device.attributes }
    // While stopped: the shell's own attributes, the main screen and a visible cursor.
    #expect(
      stateWhileStopped.map(FakeTerminalDevice.AttributesSnapshot.init)
        == FakeTerminalDevice.AttributesSnapshot(original))
    let during = Array(device.events[before...])
    #expect(during.first == .wrote(TerminalControlSequence.restoreSession))
    #expect(during.dropFirst().first == .applied(FakeTerminalDevice.AttributesSnapshot(original)))
    // Continued: raw mode and the alternate screen again.
    #expect(
      during.suffix(2) == [
        .applied(FakeTerminalDevice.AttributesSnapshot(RawModeAttributes.make(from: original))),
        .wrote(TerminalControlSequence.enterSession),
      ])
    // The session still restores once at its end.
    session.restore()
    #expect(
      device.attributes.map(FakeTerminalDevice.AttributesSnapshot.init)
        == FakeTerminalDevice.AttributesSnapshot(original))
    // A restored session does not suspend.
    var stopped = false
    session.suspend { stopped = true }
    #expect(!stopped)
  }
}
