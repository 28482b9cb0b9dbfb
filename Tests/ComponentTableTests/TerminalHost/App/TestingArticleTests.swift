import Foundation
import Testing

/// The DocC article "Testing Headless" quotes `HeadlessTestingExampleTests.swift` in full, so
/// the example it shows is the one CI runs.
@Suite struct TestingArticleTests {
  @Test func theArticleQuotesTheExampleTestExactly() throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let package = packageRoot()
    let example = try String(
      contentsOf: tests.appendingPathComponent("HeadlessTestingExampleTests.swift"), encoding: .utf8)
    let article = try String(
      contentsOf: package.appendingPathComponent(
        "Sources/TerminalHost/ComponentTableTerminal.docc/TestingHeadless.md"), encoding: .utf8)
    let code = try #require(example.range(of: "import ComponentTable")).lowerBound
    let quoted = "```swift\n" + example[code...].trimmingCharacters(in: .newlines) + "\n```"
    #expect(article.contains(quoted), "the article's example differs from the test file")
  }
}
