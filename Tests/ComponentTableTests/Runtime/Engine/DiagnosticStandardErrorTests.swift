import Foundation
import Testing

@testable import ComponentTable

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The default diagnostics handler writes to the process's real standard error, which is
/// usually a terminal: a message quoting a bundle's title must not carry the title's escape
/// sequences or control characters there.
@MainActor
@Suite(.serialized) struct DiagnosticStandardErrorTests {
  /// What `body` wrote to file descriptor 2, read back through a pipe put in its place.
  func standardError(during body: () -> Void) throws -> String {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let saved = dup(STDERR_FILENO)
    try #require(saved >= 0)
    dup2(ends[1], STDERR_FILENO)
    body()
    dup2(saved, STDERR_FILENO)
    close(saved)
    close(ends[1])
    let data = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func theDefaultHandlerWritesNoEscapeSequenceOrControlCharacter() throws {
    let marker = "marker-\(UUID().uuidString)"
    let title = "\u{1B}[2JWi\u{7}-\u{9B}Fi\u{1B}]0;owned\u{7}\u{202E} \(marker)"
    let diagnostic = TableDiagnostic(kind: .unsupportedInput(source: "Root.plist"), message: "bad title \(title)")
    let written = try standardError { TableDiagnostic.writeToStandardError(diagnostic) }
    let line = try #require(written.split(separator: "\n").first { $0.contains(marker) })
    #expect(line == "ComponentTable: bad title Wi-Fi \(marker)")
    #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
  }
}
