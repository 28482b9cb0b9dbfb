import ComponentTableSettings
import Foundation
import Testing

/// Loading never recurses per pane: a chain of thousands of nested child panes loads on a
/// thread with a small stack, cut at `SettingsBundle.maximumPaneDepth` with a diagnostic,
/// and thousands of sibling panes all load.
@Suite(.recordsDiagnostics) struct SettingsBundleDepthTests {
  /// What a thread made, read after it signalled.
  final class ThreadResult<T>: @unchecked Sendable { var value: T? }

  /// A pane whose one row opens `child`, when given.
  static func pane(opening child: String?) -> [String: Any] {
    var specifiers: [[String: Any]] = [["Type": "PSToggleSwitchSpecifier", "Title": "T", "Key": "k"]]
    if let child { specifiers.append(["Type": "PSChildPaneSpecifier", "Title": child, "File": child]) }
    return ["PreferenceSpecifiers": specifiers]
  }

  /// Runs `body` on a thread with a stack of `stackSize` bytes and waits for it.
  static func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
    let box = ThreadResult<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = body()
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return box.value!
  }

  @Test func aChainOfThousandsOfPanesLoadsOnASmallStackAndIsCut() throws {
    let length = 3_000
    var files: [String: Any] = ["Root.plist": Self.pane(opening: "P1")]
    for level in 1..<length {
      files["P\(level).plist"] = Self.pane(opening: level + 1 < length ? "P\(level + 1)" : nil)
    }
    let bundle = try TemporaryBundle(files)
    defer { bundle.remove() }
    let url = bundle.url
    let outcome = Self.onThread(stackSize: 512 * 1024) {
      Result { try SettingsBundle(contentsOf: url, preferredLanguages: ["en"], idiom: .phone) }
    }
    let loaded = try outcome.get()
    let depth = SettingsBundle.maximumPaneDepth
    #expect(loaded.paneFiles.count == depth)
    #expect(loaded.paneFiles.last == "P\(depth - 1).plist")
    #expect(
      loaded.diagnostics.map(\.problem) == [.childPaneTooDeep(file: "P\(depth).plist", depth: depth)]
    )
    #expect(loaded.diagnostics.first?.file == "P\(depth - 1).plist")
  }

  @Test func thousandsOfSiblingPanesAllLoadInRowOrder() throws {
    let count = 2_000
    let rows: [[String: Any]] = (0..<count).map {
      ["Type": "PSChildPaneSpecifier", "Title": "S\($0)", "File": "S\($0)"]
    }
    var files: [String: Any] = ["Root.plist": ["PreferenceSpecifiers": rows]]
    for index in 0..<count { files["S\(index).plist"] = Self.pane(opening: nil) }
    let bundle = try TemporaryBundle(files)
    defer { bundle.remove() }
    let loaded = try bundle.load()
    #expect(loaded.paneFiles == ["Root.plist"] + (0..<count).map { "S\($0).plist" })
    #expect(loaded.diagnostics.isEmpty)
  }

  @Test func panesLoadDepthFirstInRowOrderAndCyclesAreReported() throws {
    let bundle = try TemporaryBundle([
      "Root.plist": [
        "PreferenceSpecifiers": [
          ["Type": "PSChildPaneSpecifier", "Title": "A", "File": "A"],
          ["Type": "PSChildPaneSpecifier", "Title": "C", "File": "C"],
        ]
      ],
      "A.plist": [
        "PreferenceSpecifiers": [
          ["Type": "PSChildPaneSpecifier", "Title": "B", "File": "B"],
          ["Type": "PSChildPaneSpecifier", "Title": "C", "File": "C"],
        ]
      ],
      "B.plist": [
        "PreferenceSpecifiers": [
          ["Type": "PSChildPaneSpecifier", "Title": "Root", "File": "Root"]
        ]
      ],
      "C.plist": Self.pane(opening: nil),
    ])
    defer { bundle.remove() }
    let loaded = try bundle.load()
    #expect(loaded.paneFiles == ["Root.plist", "A.plist", "B.plist", "C.plist"])
    #expect(
      loaded.diagnostics.map(\.problem) == [
        .childPaneCycle(["Root.plist", "A.plist", "B.plist", "Root.plist"])
      ])
  }
}
