/// How a change appears on screen. The cases mirror `UITableView.RowAnimation`.
public enum TableAnimation: Sendable, Hashable {
  /// No animation: the change appears at once.
  case none
  /// The host's choice, the usual one.
  case automatic
  /// The rows fade in or out.
  case fade
  /// Rows slide in from or out to the left.
  case left
  /// Rows slide in from or out to the right.
  case right
  /// Rows slide in from or out to the top.
  case top
  /// Rows slide in from or out to the bottom.
  case bottom
  /// Rows stay centred while they appear or disappear.
  case middle
}
