import Foundation
import Testing

@testable import ComponentTableTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The reader against real pipes: poll(2), read(2) and the escape timeout, no terminal.
@Suite(.serialized) struct TerminalInputReaderTests {
  private final class Pipe {
    let readEnd: Int32
    var writeEnd: Int32

    init() {
      var descriptors: [Int32] = [-1, -1]
      precondition(pipe(&descriptors) == 0)
      readEnd = descriptors[0]
      writeEnd = descriptors[1]
    }

    deinit {
      close(readEnd)
      closeWriteEnd()
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) {
      _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
    }

    func closeWriteEnd() {
      if writeEnd >= 0 { close(writeEnd) }
      writeEnd = -1
    }
  }

  @Test func readsCompleteSequences() throws {
    let pipe = Pipe()
    let reader = TerminalInputReader(inputDescriptor: pipe.readEnd)
    pipe.send("\u{1B}[Aj\u{1B}[6~")
    #expect(try reader.nextEvents() == [.key(.up), .key(.character("j")), .key(.pageDown)])
  }

  @Test func loneEscapeIsReportedAfterTheTimeout() throws {
    let pipe = Pipe()
    let reader = TerminalInputReader(inputDescriptor: pipe.readEnd, escapeTimeout: 20)
    pipe.send([0x1B])
    #expect(try reader.nextEvents() == [.key(.escape)])
  }

  @Test func sequenceCompletedWithinTheTimeoutIsOneKey() throws {
    let pipe = Pipe()
    let reader = TerminalInputReader(inputDescriptor: pipe.readEnd, escapeTimeout: 3000)
    pipe.send([0x1B])
    let writeEnd = pipe.writeEnd
    let thread = Thread {
      usleep(50_000)
      _ = Array("[B".utf8).withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
    }
    thread.start()
    #expect(try reader.nextEvents() == [.key(.down)])
  }

  @Test func timeoutWithoutInputReturnsNothing() throws {
    let pipe = Pipe()
    let reader = TerminalInputReader(inputDescriptor: pipe.readEnd)
    #expect(try reader.nextEvents(timeout: 10) == [])
  }

  @Test func endOfInputIsReportedAndSticks() throws {
    let pipe = Pipe()
    let reader = TerminalInputReader(inputDescriptor: pipe.readEnd)
    pipe.send("q\u{1B}")
    pipe.closeWriteEnd()
    var events: [TerminalEvent] = []
    while events.last != .endOfInput { events += try reader.nextEvents() }
    #expect(events == [.key(.character("q")), .key(.escape), .endOfInput])
    #expect(try reader.nextEvents() == [.endOfInput])
  }

  @Test func resizeNotificationWakesTheReader() throws {
    let pipe = Pipe()
    let notifier = try #require(ResizeNotifier(installsHandler: false))
    let reader = TerminalInputReader(inputDescriptor: pipe.readEnd, resizeNotifier: notifier)
    notifier.notify()
    notifier.notify()
    #expect(try reader.nextEvents() == [.resize])
    #expect(try reader.nextEvents(timeout: 10) == [])
    notifier.notify()
    pipe.send("k")
    #expect(try reader.nextEvents() == [.resize, .key(.character("k"))])
  }

  @Test func sigwinchReachesTheReader() throws {
    let pipe = Pipe()
    let notifier = try #require(ResizeNotifier())
    let reader = TerminalInputReader(inputDescriptor: pipe.readEnd, resizeNotifier: notifier)
    kill(getpid(), SIGWINCH)
    #expect(try reader.nextEvents(timeout: 2000) == [.resize])
  }

  @Test func systemDeviceOnAPipeIsNotATerminal() throws {
    let pipe = Pipe()
    let device = SystemTerminalDevice(
      inputDescriptor: pipe.readEnd, outputDescriptor: pipe.writeEnd)
    #expect(device.readAttributes() == nil)
    #expect(device.windowSize() == nil)
    #expect(throws: TerminalSessionError.notATerminal) {
      try TerminalSession(device: device, handlesSignals: false)
    }
    device.write("hi")
    var buffer = [UInt8](repeating: 0, count: 8)
    #expect(read(pipe.readEnd, &buffer, 8) == 2)
    #expect(Array(buffer.prefix(2)) == Array("hi".utf8))
  }
}

@Suite struct TerminalSizeTests {
  private func environment(_ values: [String: String]) -> (String) -> String? { { values[$0] } }

  @Test func reportedSizeWins() {
    let size = TerminalSize.resolve(
      reported: TerminalSize(columns: 120, rows: 40), environment: environment(["COLUMNS": "10"]))
    #expect(size == TerminalSize(columns: 120, rows: 40))
  }

  @Test func environmentFillsIn() {
    #expect(
      TerminalSize.resolve(
        reported: nil, environment: environment(["COLUMNS": "100", "LINES": " 30 "]))
        == TerminalSize(columns: 100, rows: 30))
    #expect(
      TerminalSize.resolve(
        reported: TerminalSize(columns: 0, rows: 0), environment: environment(["LINES": "50"]))
        == TerminalSize(columns: 80, rows: 50))
  }

  @Test func fallsBackTo80x24() {
    #expect(TerminalSize.resolve(reported: nil, environment: environment([:])) == .fallback)
    #expect(
      TerminalSize.resolve(
        reported: nil, environment: environment(["COLUMNS": "wide", "LINES": "-3"]))
        == TerminalSize(columns: 80, rows: 24))
    #expect(TerminalSize.fallback.description == "80x24")
  }

  @Test func currentAsksTheDevice() {
    let device = FakeTerminalDevice(size: TerminalSize(columns: 132, rows: 43))
    #expect(TerminalSize.current(of: device) == TerminalSize(columns: 132, rows: 43))
  }
}
