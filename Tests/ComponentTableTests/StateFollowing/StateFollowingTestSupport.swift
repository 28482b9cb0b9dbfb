import ComponentTable
import ComponentTableTerminal
import Foundation
import Observation

/// The state the tests' screens follow.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)
@Observable
@MainActor
final class FollowedModel {
  var wifi = false
  var network = "Home"
  var unread = 0
  var configured = 0
  var fails = false
}

/// Lets the main-actor tasks a change scheduled run: a follower declares one turn after the
/// change, and a few more turns cover a declaration that waits for the engine.
@MainActor
func settle() async {
  for _ in 0..<20 { await Task.yield() }
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
