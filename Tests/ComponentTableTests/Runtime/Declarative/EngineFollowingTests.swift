import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// A bare engine that follows an `@Observable` model: declared again after a change of what it
/// read, once per main-actor turn, never for what it did not read, never after it is gone.
@MainActor
@Suite struct EngineFollowingTests {

  /// An engine on a UIKit-shaped host following `model`, and the number of builder runs.
  @available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
  @MainActor
  final class Fixture {
    let tableView: UIKitShapedHost.FakeTableView
    let host: UIKitShapedHost
    let engine: TableEngine
    var builds = 0

    init(model: FollowedModel) throws {
      (tableView, host) = UIKitShapedHost.make()
      host.onScreen = true
      engine = TableEngine(host: host)
      try engine.follow(name: "Wi-Fi") { [unowned self] in
        self.builds += 1
        return [
          TableSection(id: "network") {
            TableComponent.switchRow("Wi-Fi", isOn: .value(model.wifi)) { model.wifi = $0 }
            if model.wifi { TableComponent.valueRow("Network", value: model.network) }
          }
        ]
      }
      firstBatches = host.calls.filter { $0 == "performBatchUpdates" }.count
    }

    /// The batch updates since the first declaration.
    var batches: Int { host.calls.filter { $0 == "performBatchUpdates" }.count - firstBatches }
    private var firstBatches = 0
    var rowTitles: [String] {
      engine.allSections.flatMap(\.rows).compactMap { row in
        row.data(as: SwitchRowData.self)?.title
          ?? row.data(as: ValueRowData.self).map { "\($0.title): \($0.value)" }
      }
    }
  }

  @Test func aChangeOfWhatTheBuilderReadDeclaresAgainAsOneAnimatedBatch() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let model = FollowedModel()
    let fixture = try Fixture(model: model)
    #expect(fixture.rowTitles == ["Wi-Fi"] && fixture.builds == 1)
    model.wifi = true
    #expect(fixture.builds == 1)  // not during the turn of the write
    await settle()
    // One apply: the row inserted and the switch reconfigured (the engine gives UIKit
    // reconfigurations in a batch of their own).
    #expect(fixture.builds == 2 && fixture.batches == 2)
    #expect(fixture.rowTitles == ["Wi-Fi", "Network: Home"])
    #expect(fixture.host.animations.last == .automatic)
    model.network = "Office"  // read now that the row shows
    await settle()
    #expect(fixture.rowTitles == ["Wi-Fi", "Network: Office"] && fixture.builds == 3)
    #expect(fixture.host.inconsistencies.isEmpty)
  }

  @Test func aHundredWritesInOneTurnApplyOnce() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let model = FollowedModel()
    let fixture = try Fixture(model: model)
    for index in 0..<100 {
      model.wifi = index % 2 == 1
      model.network = "Network \(index)"
    }
    await settle()
    #expect(fixture.builds == 2)
    #expect(fixture.rowTitles == ["Wi-Fi", "Network: Network 99"])  // the last writes
    // The same host calls as one write of the final state: one apply.
    let reference = try Fixture(model: FollowedModel())
    reference.engine.stopFollowing()
    try reference.engine.apply {
      TableSection(id: "network") {
        TableComponent.switchRow("Wi-Fi", isOn: .value(true))
        TableComponent.valueRow("Network", value: "Network 99")
      }
    }
    #expect(fixture.batches == reference.batches && fixture.batches > 0)
  }

  @Test func aChangeTheBuilderDidNotReadDoesNothing() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let model = FollowedModel()
    let fixture = try Fixture(model: model)
    let calls = fixture.host.calls
    model.unread = 5
    model.network = "Office"  // not read while Wi-Fi is off
    await settle()
    #expect(fixture.builds == 1 && fixture.host.calls == calls)
  }

  @Test func releasingTheEngineEndsFollowingWithNoLateApply() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let model = FollowedModel()
    var fixture: Fixture? = try Fixture(model: model)
    weak let engine = fixture?.engine
    weak let host = fixture?.host
    var builds = 0
    try fixture?.engine.follow {
      builds += 1
      return [TableSection(id: "a") { TableComponent.valueRow("Network", value: model.network) }]
    }
    model.network = "Office"  // a declaration is scheduled; the table goes before it runs
    fixture = nil
    #expect(engine == nil && host == nil)
    await settle()
    #expect(builds == 1)
    await expectNoDeclaration(after: { model.network = "Home" }, builds: { builds }, expected: 1)
  }

  @Test func stoppingOrReplacingTheBuilderEndsTheOldTracking() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let model = FollowedModel()
    let fixture = try Fixture(model: model)
    fixture.engine.stopFollowing()
    model.wifi = true
    await settle()
    #expect(fixture.builds == 1 && fixture.rowTitles == ["Wi-Fi"])
    var newBuilds = 0
    try fixture.engine.follow {
      newBuilds += 1
      return [TableSection(id: "count") { TableComponent.valueRow("Unread", value: "\(model.unread)") }]
    }
    model.wifi = false  // read only by the old builder
    await settle()
    #expect(fixture.builds == 1 && newBuilds == 1)
    model.unread = 2
    await settle()
    #expect(newBuilds == 2 && fixture.rowTitles == ["Unread: 2"])
  }

  @Test(.recordsDiagnostics) func aBuilderThatThrowsIsReportedAndTheTableStaysAsItWas() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let model = FollowedModel()
    let (tableView, host) = UIKitShapedHost.make()
    let engine = TableEngine(host: host)
    let reported = try reportedDiagnostics()
    try engine.follow(name: "Network") {
      if model.fails { throw FollowTestError.broken }
      return [TableSection(id: "a") { TableComponent.valueRow("Network", value: model.network) }]
    }
    let before = engine.allSections.flatMap(\.rows).count
    model.fails = true
    await settle()
    #expect(reported.entries.map(\.kind) == [.refreshFailed(screen: "Network")])
    #expect(reported.entries.first?.message.contains("broken") == true)
    #expect(engine.allSections.flatMap(\.rows).count == before)
    // What was read before the throw is still followed: fixing it shows the new state.
    model.network = "Office"
    model.fails = false
    await settle()
    #expect(engine.allSections.first?.rows.first?.data(as: ValueRowData.self)?.value == "Office")
    // A builder that throws at once throws from follow, and nothing is followed.
    #expect(throws: FollowTestError.self) {
      try engine.follow { () throws -> [TableSection] in throw FollowTestError.broken }
    }
    withExtendedLifetime(tableView) {}
  }

  @Test(.recordsDiagnostics) func aTableWhoseEveryDeclarationChangesWhatItReadsIsStoppedAsALoop() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let model = FollowedModel()
    ModelWritingCell.model = model
    let host = TerminalTableView(width: 30, height: 5)
    let engine = TableEngine(host: host)
    let reported = try reportedDiagnostics()
    var builds = 0
    try engine.follow(name: "Loop") {
      builds += 1
      return [TableSection(id: "a") { TableComponent(ModelWritingCell.self, data: model.configured, id: "w") }]
    }
    _ = host.render()
    for _ in 0..<30 {
      await settle()
      _ = host.render()
    }
    #expect(reported.entries.count == 1)
    #expect(reported.entries.first?.message.contains("a loop") == true)
    let stoppedAt = builds
    model.configured = 100
    await settle()
    #expect(builds == stoppedAt && builds < 30)
  }
}
