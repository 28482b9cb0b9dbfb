import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Text from data with controls, escape sequences and invisible characters, in every path to the
/// terminal: the drawn frame, the status line, the spoken lines, an announcement, and the demo's
/// diagnostics. Each path goes through the one sanitiser.
@MainActor
@Suite struct TerminalSanitizingPathsTests {
  let hostile = HostileText.all

  func app(statusLine: @escaping () -> String? = { nil }) throws -> TerminalTableApp {
    let table = TerminalTableView()
    let engine = TableEngine(host: table)
    try engine.addSection(
      TableSection(
        header: TableComponent.sectionTitle(hostile), footer: TableComponent.footerNote(hostile),
        rows: [TableComponent.valueRow(hostile, value: hostile), TableComponent.switchRow(hostile, isOn: .value(true))])
    )
    try engine.addSection(
      TableSection(
        header: TableComponent.sectionTitle(hostile), footer: TableComponent.footerNote(hostile),
        rows: [TableComponent.valueRow("B", value: "")]))
    let app = TerminalTableApp(title: hostile, table: table, statusLine: statusLine)
    app.resize(to: TerminalSize(columns: 200, rows: 20))
    return app
  }

  @Test func theFrameIsSafe() throws {
    let app = try app()
    for styled in [false, true] {
      let frame = app.renderFrame(styled: styled)
      #expect(frame.allSatisfy { HostileText.isSafe($0, allowingStyles: styled) }, "\(frame)")
      #expect(frame.contains { $0.contains("Tittt") })
    }
  }

  @Test func theStatusLineIsSafe() throws {
    let app = try app { self.hostile }
    let status = app.renderFrame(styled: true).dropLast().last ?? ""
    #expect(status.contains("Ti") && status.contains("le"))
    #expect(HostileText.isSafe(status, allowingStyles: true), "\(Array(status.unicodeScalars))")
  }

  @Test func spokenLinesAreSafe() throws {
    let app = try app()
    app.speaksForScreenReaders = true
    app.replay([.down, .down, .down, .down])
    #expect(app.spokenLines.count >= 3)
    #expect(app.spokenLines.allSatisfy { HostileText.isSafe($0) }, "\(app.spokenLines)")
    let status = app.renderFrame(styled: false).dropLast().last ?? ""
    #expect(HostileText.isSafe(status))
  }

  @Test func anAnnouncementIsSafeOnTheStatusLineAndSpoken() throws {
    let app = try app()
    app.speaksForScreenReaders = true
    app.table.announce(hostile)
    app.replay([.character("x")])
    app.table.announce(hostile)
    let status = app.renderFrame(styled: true).dropLast().last ?? ""
    #expect(status.contains("Ti"))
    #expect(HostileText.isSafe(status, allowingStyles: true))
    app.replay([.character("x")])
    #expect(app.spokenLines.contains { $0.hasPrefix("Ti") })
    #expect(app.spokenLines.allSatisfy { HostileText.isSafe($0) })
  }
}

/// The demo's diagnostics: an option it does not know is quoted safely, on one line, followed
/// by a pointer to `--help` rather than the whole usage.
@Suite struct SettingsDemoDiagnosticsTests {
  @Test func aBadOptionIsOneSafeLineAndAPointerToHelp() throws {
    let process = Process()
    process.executableURL = try settingsDemoBinary()
    process.arguments = ["--wid" + HostileText.all]
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(process.terminationStatus == 2)
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.first?.hasPrefix("settings-demo: unknown option \"--widTi") == true)
    #expect(lines.allSatisfy { HostileText.isSafe($0) }, "\(lines.map { Array($0.unicodeScalars) })")
    #expect(lines.last == "see settings-demo --help")
  }
}
