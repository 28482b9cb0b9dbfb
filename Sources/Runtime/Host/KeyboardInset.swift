import Foundation

/// The part of a table's bottom inset a host added for the keyboard, kept apart so that it can
/// be taken back without touching the inset the app set itself.
package struct KeyboardInset: Equatable {
  /// The inset added now.
  package private(set) var added: CGFloat = 0

  /// An inset of `0`: no keyboard.
  package init() {}

  /// Follows one of the keyboard's notifications (``KeyboardOverlap/insetAfterNotification(keyboardHides:tableIsInWindow:measure:)``)
  /// and returns what to add to the table's bottom inset, or `nil` when it stays: always for a
  /// table something else moves out of the keyboard's way (`avoidedElsewhere`: UIKit's
  /// `UITableViewController` adjusts its own table).
  package mutating func follow(
    keyboardHides: Bool, tableIsInWindow: Bool, avoidedElsewhere: Bool = false, measure: () -> CGFloat
  ) -> CGFloat? {
    guard !avoidedElsewhere,
      let inset = KeyboardOverlap.insetAfterNotification(
        keyboardHides: keyboardHides, tableIsInWindow: tableIsInWindow, measure: measure),
      inset != added
    else { return nil }
    defer { added = inset }
    return inset - added
  }

  /// Whether the row being edited is scrolled into view: while the keyboard covers part of
  /// the table.
  package var revealsEditedRow: Bool { added > 0 }
}
