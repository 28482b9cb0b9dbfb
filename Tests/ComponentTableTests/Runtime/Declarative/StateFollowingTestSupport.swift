import ComponentTable
import ComponentTableTerminal
import Foundation
import Observation
import Testing

/// The state the tests' screens follow: what `@Observable` expands to, written out, so the
/// tests also compile against SDKs whose Observation module is older than the compiler's
/// `@Observable` macro (its expansion then names members the older declaration does not cover).
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
@MainActor
final class FollowedModel: Observable {
  private let registrar = ObservationRegistrar()
  private var _wifi: Bool = false
  var wifi: Bool {
    get {
      registrar.access(self, keyPath: \.wifi)
      return _wifi
    }
    set { registrar.withMutation(of: self, keyPath: \.wifi) { _wifi = newValue } }
  }
  private var _network: String = "Home"
  var network: String {
    get {
      registrar.access(self, keyPath: \.network)
      return _network
    }
    set { registrar.withMutation(of: self, keyPath: \.network) { _network = newValue } }
  }
  private var _unread: Int = 0
  var unread: Int {
    get {
      registrar.access(self, keyPath: \.unread)
      return _unread
    }
    set { registrar.withMutation(of: self, keyPath: \.unread) { _unread = newValue } }
  }
  private var _configured: Int = 0
  var configured: Int {
    get {
      registrar.access(self, keyPath: \.configured)
      return _configured
    }
    set { registrar.withMutation(of: self, keyPath: \.configured) { _configured = newValue } }
  }
  private var _fails: Bool = false
  var fails: Bool {
    get {
      registrar.access(self, keyPath: \.fails)
      return _fails
    }
    set { registrar.withMutation(of: self, keyPath: \.fails) { _fails = newValue } }
  }
}

/// Lets the main-actor tasks a change scheduled run: a follower declares one turn after the
/// change, and a few more turns cover a declaration that waits for the engine.
@MainActor
func settle() async {
  for _ in 0..<20 { await Task.yield() }
}

/// Makes `change` once the table that followed the model is gone, lets it settle, and checks
/// that the builder did not run again: `builds` is still `expected`.
@MainActor
func expectNoDeclaration(
  after change: () -> Void, builds: () -> Int, expected: Int, sourceLocation: SourceLocation = #_sourceLocation
) async {
  change()
  await settle()
  #expect(builds() == expected, "a table that is gone declared again", sourceLocation: sourceLocation)
}

/// A cell that writes to the model each time it is configured: a loop for a screen whose
/// builder reads what it writes.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
@MainActor
final class ModelWritingCell: TerminalTableCell, ComponentView {
  static weak var model: FollowedModel?

  required init() { super.init() }

  func configure(with data: Int) { Self.model?.configured = data + 1 }

  /// Heights are asked while an update is applied: the write happens during the declaration.
  static func height(for data: Int, width: CGFloat) -> ComponentHeight {
    model?.configured = data + 1
    return .fixed(1)
  }

  override func render(width: Int) -> [String] { ["writer"] }
}

enum FollowTestError: Error { case broken }
