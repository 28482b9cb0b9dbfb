import Foundation

extension TableEngine {
  /// Turns the table's editing mode on or off, in which rows show their delete and reorder
  /// controls: call it instead of the table view's `setEditing(_:animated:)` or the collection
  /// view's `isEditing`. A text field that stops editing because of it sends its text after
  /// the host's pass, not inside it, where a change of a UIKit table raises
  /// (https://github.com/lionheart/openradar-mirror/issues/17458). A host without an editing
  /// mode (the terminal host) ignores it.
  ///
  /// ```swift
  /// engine.setEditing(true, animated: true)
  /// ```
  public func setEditing(_ editing: Bool, animated: Bool) {
    guard let host else { return }
    dataSource.performHostUpdate { host.setEditing(editing, animated: animated) }
  }
}
