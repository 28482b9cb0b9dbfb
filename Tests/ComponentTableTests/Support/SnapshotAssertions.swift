import Foundation
import Testing

/// Compares `text` with the reference file `Snapshots/name.txt` beside the calling test file,
/// as swift-snapshot-testing does:
///
/// - a missing reference is recorded from `text`, and the test fails once, saying where it was
///   written (run it again to compare, and commit the file);
/// - a mismatch fails with a line diff of the reference against `text`, and when the
///   environment variable `SNAPSHOT_ARTIFACTS` names a folder, `text` is written there too;
/// - `RECORD_SNAPSHOTS=1` records every reference from `text` instead of comparing.
func expectSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots").appendingPathComponent("\(name).txt")
  let environment = ProcessInfo.processInfo.environment
  let actual = text + "\n"
  if environment["RECORD_SNAPSHOTS"] == "1" {
    try actual.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  guard FileManager.default.fileExists(atPath: url.path) else {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try actual.write(to: url, atomically: true, encoding: .utf8)
    Issue.record(
      "No reference was found for snapshot \(name). Recorded it at \(url.path); run the test again to compare.",
      sourceLocation: sourceLocation)
    return
  }
  let expected = try String(contentsOf: url, encoding: .utf8)
  guard actual != expected else { return }
  var message = "Snapshot \(name) does not match its reference \(url.lastPathComponent) (- reference, + now):\n"
  message += snapshotLineDiff(expected: expected, actual: actual).joined(separator: "\n")
  if let folder = environment["SNAPSHOT_ARTIFACTS"] {
    let artifact = URL(fileURLWithPath: folder).appendingPathComponent("\(name).txt")
    try FileManager.default.createDirectory(
      at: artifact.deletingLastPathComponent(), withIntermediateDirectories: true)
    try actual.write(to: artifact, atomically: true, encoding: .utf8)
    message += "\nThe new snapshot is at \(artifact.path)."
  }
  Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

/// The lines that differ between two texts, from a longest common subsequence of their lines:
/// `-` for a line only in `expected`, `+` for one only in `actual`, one unchanged line of
/// context around each change, and `@@ line N` (of `expected`) before each run of changes.
func snapshotLineDiff(expected: String, actual: String) -> [String] {
  let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  // common[i][j]: the longest common subsequence of old[i...] and new[j...]. O(n · m).
  var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
    }
  }
  enum Step {
    case same(String, line: Int)
    case removed(String, line: Int)
    case added(String)
  }
  var steps: [Step] = []
  var (i, j) = (0, 0)
  while i < old.count || j < new.count {
    if i < old.count, j < new.count, old[i] == new[j] {
      steps.append(.same(old[i], line: i + 1))
      i += 1
      j += 1
    } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
      steps.append(.removed(old[i], line: i + 1))
      i += 1
    } else {
      steps.append(.added(new[j]))
      j += 1
    }
  }
  func isChange(_ index: Int) -> Bool {
    guard steps.indices.contains(index) else { return false }
    if case .same = steps[index] { return false }
    return true
  }
  var lines: [String] = []
  var lastShown = -2
  for index in steps.indices where isChange(index) || isChange(index - 1) || isChange(index + 1) {
    if index != lastShown + 1 {
      let line: Int
      switch steps[index] {
      case .same(_, let number), .removed(_, let number): line = number
      case .added: line = steps[..<index].reduce(1) { if case .added = $1 { $0 } else { $0 + 1 } }
      }
      lines.append("@@ line \(line)")
    }
    switch steps[index] {
    case .same(let text, _): lines.append("  \(text)")
    case .removed(let text, _): lines.append("- \(text)")
    case .added(let text): lines.append("+ \(text)")
    }
    lastShown = index
  }
  return lines
}
