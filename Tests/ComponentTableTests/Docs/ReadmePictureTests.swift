import Foundation
import Testing

/// The README shows the demo's screen as `settings-demo --width 60 | cat` prints it; the picture
/// must be what the demo prints today, with the defaults of a fresh store.
@Suite struct ReadmePictureTests {
  /// The package's root folder, from this file's place in it.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The lines of the first code block after the line that names the command.
  static func readmePicture() throws -> [String] {
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = readme.components(separatedBy: "\n")
    let mention = try #require(lines.firstIndex { $0.contains("settings-demo --width 60 | cat") })
    let open = try #require(lines[mention...].firstIndex { $0.hasPrefix("```") })
    let close = try #require(lines[(open + 1)...].firstIndex { $0.hasPrefix("```") })
    return Array(lines[(open + 1)..<close])
  }

  @Test func theReadmesPictureIsWhatTheDemoPrints() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = try settingsDemoBinary()
    process.arguments = ["--width", "60", "--store", folder.appendingPathComponent("settings.plist").path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let printed = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
      .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    let shown = printed.last == "" ? Array(printed.dropLast()) : printed
    let picture = try Self.readmePicture()
    #expect(
      picture == shown,
      "the README shows\n\(picture.joined(separator: "\n"))\nthe demo prints\n\(shown.joined(separator: "\n"))")
  }
}
