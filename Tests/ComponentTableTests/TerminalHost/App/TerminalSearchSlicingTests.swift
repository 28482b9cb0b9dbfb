import ComponentTable
import Foundation
import Testing

@testable import ComponentTableTerminal

/// In a terminal the index is made between keys: typing goes on while it is made, and the
/// results come when it is ready.
@MainActor
@Suite struct TerminalSearchSlicingTests {
  @Test func typingGoesOnWhileTheIndexIsMadeBetweenKeys() async throws {
    let root = TableScreen(title: "Settings") {
      TableSection(
        rows: (0..<60).map { index in
          TableComponent.navigationRow("Screen \(index)") {
            TableScreen(title: "Screen \(index)") {
              TableSection(rows: [TableComponent.switchRow("Bluetooth \(index)", isOn: .value(false))])
            }
          }
        })
    }
    let app = try TerminalTableApp(root: root)
    app.resize(to: TerminalSize(columns: 60, rows: 12))
    app.indexesSearchBetweenKeys = true
    try app.replay("/ 'bluetooth 4'")
    // Nothing was indexed while typing: the keys were taken at once.
    #expect(app.searchQuery == "bluetooth 4")
    #expect(app.searchResults.isEmpty)
    #expect(app.frameText.contains("indexing 0 screens…"))
    var slices = 0
    while app.prepareToWaitForKey().timeout != nil, slices < 2_000 {
      slices += 1
      if slices > 5 { try await Task.sleep(nanoseconds: 1_000_000) }
    }
    #expect(slices >= 4)  // 61 screens, 16 a slice, then the sort
    #expect(app.searchResults.first?.entry.title == "Bluetooth 4")
    #expect(app.frameText.contains("result"))
  }

  /// The run loop's turns between keys, as `runInteractive` takes them, until it would wait
  /// for a key without a time limit; the frames it drew, in order.
  func idleTurns(_ app: TerminalTableApp) async throws -> (frames: [String], turns: Int) {
    var frames: [String] = []
    var turns = 0
    while turns < 5_000 {
      turns += 1
      let wait = app.prepareToWaitForKey()
      if wait.drawFirst { frames.append(app.frameText) }
      guard wait.timeout != nil else { break }
      // No key came within the wait: the loop draws and takes another turn.
      frames.append(app.frameText)
      if turns > 5 { try await Task.sleep(nanoseconds: 1_000_000) }
    }
    return (frames, turns)
  }

  static func tree() -> TableScreen {
    TableScreen(title: "Settings") {
      TableSection(
        rows: (0..<60).map { index in
          TableComponent.navigationRow("Screen \(index)") {
            TableScreen(title: "Screen \(index)") {
              TableSection(rows: [TableComponent.switchRow("Ask to Join \(index)", isOn: .value(false))])
            }
          }
        })
    }
  }

  @Test func aBurstOfKeysShowsItsResultsAsSoonAsIndexingEnds() async throws {
    let app = try TerminalTableApp(root: Self.tree())
    app.resize(to: TerminalSize(columns: 60, rows: 12))
    app.indexesSearchBetweenKeys = true
    // Typed in one burst: every key is taken before the first idle turn.
    try app.replay("/ 'join 42'")
    let (frames, _) = try await idleTurns(app)
    // The last frame drawn before waiting for the next key shows the result, not "indexing…".
    let last = try #require(frames.last)
    #expect(last.contains("Ask to Join 42"))
    #expect(!last.contains("indexing"))
    // Once ready, the loop waits for a key without drawing again.
    let wait = app.prepareToWaitForKey()
    #expect(!wait.drawFirst && wait.timeout == nil)
  }

  @Test func aSearchFieldOpenedAloneNeverStaysIndexing() async throws {
    let app = try TerminalTableApp(root: Self.tree())
    app.resize(to: TerminalSize(columns: 60, rows: 12))
    app.indexesSearchBetweenKeys = true
    try app.replay("/")
    #expect(app.frameText.contains("indexing"))
    let (frames, _) = try await idleTurns(app)
    let last = try #require(frames.last)
    #expect(!last.contains("indexing"))
    #expect(last.contains("type to search every screen"))
  }
}
