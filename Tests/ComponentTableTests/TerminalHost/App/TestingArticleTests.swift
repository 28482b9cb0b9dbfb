import Foundation
import Testing

/// The DocC article "Testing Headless" quotes `HeadlessTestingExampleTests.swift` and
/// `HeadlessWaitingExampleTests.swift` in full, so the examples it shows are the ones CI runs.
@Suite struct TestingArticleTests {
  @Test func theArticleQuotesTheExampleTestExactly() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let package = packageRoot()
    let article = try String(
      contentsOf: package.appendingPathComponent(
        "Sources/TerminalHost/ComponentTableTerminal.docc/TestingHeadless.md"), encoding: .utf8)
    for file in ["HeadlessTestingExampleTests.swift", "HeadlessWaitingExampleTests.swift"] {
      let example = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
      let code = try #require(example.range(of: "import ComponentTable")).lowerBound
      let quoted = "```swift\n" + example[code...].trimmingCharacters(in: .newlines) + "\n```"
      #expect(article.contains(quoted), "the article's example differs from \(file)")
    }
  }
}
