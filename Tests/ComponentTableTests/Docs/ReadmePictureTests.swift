import Foundation
import Testing

/// The README shows the demo's screen as `settings-demo --width 60 | cat` prints it; the picture
/// must be what the demo prints today, with the defaults of a fresh store.
@Suite struct ReadmePictureTests {
  /// The package's root folder.
  static let packageRoot = ComponentTableTests.packageRoot()

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
    let run = try DemoRun.run(["--width", "60"])
    #expect(run.status == 0)
    let shown = run.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    let picture = try Self.readmePicture()
    #expect(
      picture == shown,
      "the README shows\n\(picture.joined(separator: "\n"))\nthe demo prints\n\(shown.joined(separator: "\n"))")
  }
}
