/// Whether a row can be used, and if not, why: the state ``TableComponent/disabled(_:reason:)``
/// gives a row.
///
/// A disabled row still shows its content, dimmed, and assistive technology still reaches it
/// (VoiceOver reads a dimmed element and says "dimmed"), but nothing in it acts: a tap does not
/// select it, its controls do not change, its swipe actions and its move handle are gone, and
/// a control event that arrives for it anyway is dropped. Every host applies the same state
/// (the terminal dims the row and refuses its keys, UIKit disables the cell and its controls and
/// adds the not-enabled accessibility trait).
public enum RowAvailability: Hashable, Sendable {
  /// The row acts as its component says. The default.
  case enabled
  /// The row is shown dimmed and does nothing. `reason`, when given, is shown with the row and
  /// spoken after it: why the row cannot be used ("Managed by your organization", "Requires a
  /// passcode"), in the user's language.
  case disabled(reason: String?)

  /// Whether the row acts.
  public var isEnabled: Bool {
    if case .enabled = self { return true }
    return false
  }

  /// Why the row is disabled, when it is and a reason was given.
  public var reason: String? {
    if case .disabled(let reason) = self { return reason }
    return nil
  }
}
