import Foundation

/// What a run of the built `settings-demo` printed.
struct DemoRun {
  let status: Int32
  let lines: [String]

  /// Runs the demo with `arguments` and a store file of its own in a fresh folder (so no saved
  /// setting of another run shows), its standard error dropped; with `environment` when given,
  /// else this process's.
  static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> DemoRun {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = try settingsDemoBinary()
    process.arguments = arguments + ["--store", folder.appendingPathComponent("settings.plist").path]
    if let environment { process.environment = environment }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return DemoRun(status: process.terminationStatus, lines: lines)
  }
}
