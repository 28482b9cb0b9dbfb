import ComponentTable
import ComponentTableTerminal
import Foundation
import Observation
import Testing

/// The state an observing screen reads: `shown` once the storage figure arrived, `watched`
/// while it loads. What `@Observable` expands to, written out, as `FollowedModel` is, so the
/// tests compile against SDKs whose Observation module is older than the macro.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
@MainActor final class LoadArrivalModel: Observable {
  private let registrar = ObservationRegistrar()
  private var _shown = "before"
  var shown: String {
    get {
      registrar.access(self, keyPath: \.shown)
      return _shown
    }
    set { registrar.withMutation(of: self, keyPath: \.shown) { _shown = newValue } }
  }
  private var _watched = "loading"
  var watched: String {
    get {
      registrar.access(self, keyPath: \.watched)
      return _watched
    }
    set { registrar.withMutation(of: self, keyPath: \.watched) { _watched = newValue } }
  }
}

/// A value that arrives while a screen follows its state: the arrival declares the screen
/// (`refresh()`), outside the follower's tracking, so the tracking of the declaration before it
/// is still live. A change after that is declared at once by a host that runs no tasks between
/// events (`applyFollowedChanges()`, what the terminal does after each key), whichever of the
/// two trackings reports last.
@MainActor
@Suite struct FollowerLoadArrivalTests {

  @Test func aChangeAfterALoadedValueArrivedIsDeclaredAtOnce() async throws {
    guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
    let model = LoadArrivalModel()
    var answer: CheckedContinuation<String, Never>?
    let storage = LoadableValue<String> { await withCheckedContinuation { answer = $0 } }
    var builds = 0
    let screen = TableScreen.observing(title: "Storage") {
      builds += 1
      return [
        TableSection(id: "storage") {
          TableComponent.valueRow("Storage", value: storage.value ?? "").loading(storage)
          TableComponent.valueRow("Plan", value: storage.value == nil ? model.watched : model.shown)
        }
      ]
    }
    storage.onChange = { [weak screen] in try? screen?.refresh() }
    let navigator = try TableNavigator(root: screen) { _ in TerminalTableView(width: 40, height: 8) }
    func lines() -> [String] { (screen.engine?.host as? TerminalTableView)?.render() ?? [] }
    #expect(builds == 1 && lines().contains { $0.contains("loading") })

    // The load, started by the row, waits for its answer; the answer declares the screen.
    while answer == nil { await Task.yield() }
    answer?.resume(returning: "12.4 GB")
    await LoadableValues.settle()
    #expect(builds == 2 && lines().contains { $0.contains("12.4 GB") } && lines().contains { $0.contains("before") })

    // In one turn: a change of what the current declaration read, then one of what only the
    // one before it read.
    model.shown = "after"
    model.watched = "stale"
    navigator.top.engine?.applyFollowedChanges()
    #expect(builds == 3)
    #expect(lines().contains { $0.contains("after") })
  }
}
