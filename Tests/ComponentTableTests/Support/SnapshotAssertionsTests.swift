import Foundation
import Testing

/// `expectSnapshot(_:named:)` and its line diff: what a failing snapshot tells its reader.
@Suite struct SnapshotAssertionsTests {
  /// A folder of its own with a `Snapshots` folder in it, and a test file path beside them.
  func makeFolder() throws -> (testFile: String, snapshots: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("snapshot-tests-\(UUID().uuidString)")
    let snapshots = folder.appendingPathComponent("Snapshots")
    try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    return (folder.appendingPathComponent("SomeTests.swift").path, snapshots)
  }

  @Test func aChangedLineShowsAsRemovedAndAddedWithItsContext() {
    let diff = snapshotLineDiff(expected: "a\nb\nc\nd\ne\n", actual: "a\nb\nC\nd\ne\n")
    #expect(diff == ["@@ line 2", "  b", "- c", "+ C", "  d"])
  }

  @Test func insertedAndRemovedLinesAreNamedByTheReferencesLine() {
    #expect(snapshotLineDiff(expected: "a\nb\nc", actual: "a\nx\nb\nc") == ["@@ line 1", "  a", "+ x", "  b"])
    #expect(snapshotLineDiff(expected: "a\nb\nc\nd", actual: "a\nd") == ["@@ line 1", "  a", "- b", "- c", "  d"])
    #expect(snapshotLineDiff(expected: "same", actual: "same").isEmpty)
  }

  @Test func distantChangesAreSeparateHunks() {
    let old = (1...9).map(String.init).joined(separator: "\n")
    let new = old.replacingOccurrences(of: "2", with: "two").replacingOccurrences(of: "8", with: "eight")
    #expect(
      snapshotLineDiff(expected: old, actual: new) == [
        "@@ line 1", "  1", "- 2", "+ two", "  3", "@@ line 7", "  7", "- 8", "+ eight", "  9",
      ])
  }

  @Test func aMissingReferenceIsRecordedAndFailsOnce() throws {
    let (testFile, snapshots) = try makeFolder()
    try withKnownIssue {
      try expectSnapshot("first\nsecond", named: "fresh", filePath: testFile)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("No reference was found for snapshot fresh") }
    }
    let recorded = try String(contentsOf: snapshots.appendingPathComponent("fresh.txt"), encoding: .utf8)
    #expect(recorded == "first\nsecond\n")
    // The next run compares with it.
    try expectSnapshot("first\nsecond", named: "fresh", filePath: testFile)
  }

  @Test func aMismatchFailsWithTheDiffAndLeavesTheReference() throws {
    let (testFile, snapshots) = try makeFolder()
    let reference = snapshots.appendingPathComponent("screen.txt")
    try "title\nOn\nend\n".write(to: reference, atomically: true, encoding: .utf8)
    try withKnownIssue {
      try expectSnapshot("title\nOff\nend", named: "screen", filePath: testFile)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("- On\n+ Off") }
    }
    #expect(try String(contentsOf: reference, encoding: .utf8) == "title\nOn\nend\n")
  }
}
