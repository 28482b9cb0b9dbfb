import Foundation
import Testing

@Suite struct TemporaryDefaultsSuiteTests {
  /// A test's suite leaves nothing behind: its domain is gone, and on Linux so is the file
  /// Foundation wrote it to in the user's home folder.
  @Test func aRemovedSuiteLeavesNothingBehind() throws {
    let suite = try TemporaryDefaultsSuite()
    suite.defaults.set("value", forKey: "key")
    // Written to disk now, as it would be by the time the process ends.
    suite.defaults.synchronize()
    #if os(Linux)
      // The test looks where Foundation writes: the file is there before the suite is removed.
      #expect(FileManager.default.fileExists(atPath: suite.fileURL.path))
    #endif
    suite.remove()
    // Apple's Foundation answers nil for a removed domain, swift-corelibs-foundation an empty one.
    #expect(UserDefaults.standard.persistentDomain(forName: suite.name)?.isEmpty ?? true)
    #if os(Linux)
      #expect(!FileManager.default.fileExists(atPath: suite.fileURL.path))
    #endif
  }
}
