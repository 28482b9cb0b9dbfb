import Foundation
import Testing

/// The tests compile for macOS against an SDK whose Observation module is older than the
/// compiler's `@Observable` macro, whose expansion then names members that module does not
/// declare (the Apple build fails). A model a test follows writes the expansion out instead,
/// as `FollowedModel` does.
@Suite struct ObservableMacroTests {
  @Test func noTestUsesTheObservableMacro() throws {
    let tests = packageRoot().appendingPathComponent("Tests")
    let files = try #require(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
    var uses: [String] = []
    // This file names the macro in its own checks.
    let own = URL(fileURLWithPath: #filePath).lastPathComponent
    for case let file as URL in files where file.pathExtension == "swift" && file.lastPathComponent != own {
      let text = try String(contentsOf: file, encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = line.trimmingCharacters(in: .whitespaces)
        if !code.hasPrefix("//"), code.range(of: #"@Observable\b"#, options: .regularExpression) != nil {
          uses.append("\(file.lastPathComponent):\(number + 1)")
        }
      }
    }
    #expect(uses.isEmpty, "the @Observable macro in \(uses); write its expansion out")
  }
}
