import Foundation
import Testing

/// The built `settings-demo`, whose screens are drawn in indigo, printed with `--styled`: the
/// tint reaches the terminal in the colours its environment says it shows, and not at all
/// under `NO_COLOR`, where the styles stay.
@Suite struct SettingsDemoColourTests {
  @Test func theTintFollowsTheEnvironmentsColours() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    environment["COLORTERM"] = nil
    environment["TERM"] = "xterm-256color"
    let coloured = try DemoRun.run(["--width", "60", "--styled"], environment: environment).lines.joined()
    #expect(coloured.contains("\u{1B}[0;38;5;63m[ on]"), "\(coloured)")
    environment["NO_COLOR"] = "1"
    let plain = try DemoRun.run(["--width", "60", "--styled"], environment: environment).lines.joined()
    #expect(Self.styleParameters(in: plain).isSubset(of: [0, 1, 2, 7]), "no colour: \(plain)")
    #expect(plain.contains("\u{1B}[0;7m") && plain.contains("[ on]"), "the focus is still inverted")
  }

  /// The parameters of every SGR sequence (`ESC [ … m`) in `text`.
  static func styleParameters(in text: String) -> Set<Int> {
    var parameters = Set<Int>()
    for sequence in text.split(separator: "\u{1B}").dropFirst() where sequence.hasPrefix("[") {
      guard let end = sequence.firstIndex(of: "m") else { continue }
      let body = sequence[sequence.index(after: sequence.startIndex)..<end]
      parameters.formUnion(body.split(separator: ";").compactMap { Int($0) })
    }
    return parameters
  }
}
