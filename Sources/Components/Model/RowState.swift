/// What a host draws of a row besides its data, decided once by the engine for every host:
/// whether the row can be used, what it is doing, what assistive technology hears, what UI
/// tests find it by, its icon and colour, and whether its control acts.
///
/// A host reads it where it shows a row (the UIKit host after it dequeues a cell, the terminal
/// when it draws a line) and draws all of it in one place, every time: a reused view must not
/// keep the state of the row it showed before.
package struct RowState: Hashable, Sendable {
  /// Whether the row can be used, and if not, why.
  package var availability: RowAvailability
  /// What the row is doing besides showing its value.
  package var status: RowStatus
  /// What assistive technology hears of the row, or `nil` when its data does not describe
  /// itself (the host's view then speaks for itself).
  package var accessibility: AccessibilityDescription?
  /// What UI tests find the row by (UIKit's `accessibilityIdentifier`), or `nil` for none. A
  /// host sets it, or clears it, on every row it shows: a reused view must not keep the
  /// identifier of another row, which a test would then find in the wrong place.
  package var accessibilityIdentifier: String?
  /// The row's icon, or `nil`: a host shows it, or clears the one a reused view showed.
  package var icon: RowIcon?
  /// The colour of the row's controls, checkmark and button title: the row's own tint, else
  /// its screen's; `nil` for the host's own colours. A host draws it, or clears the one a
  /// reused view showed.
  package var tint: TableColor?
  /// Whether the row's data leaves its control anything to do (a stepper over a range of one
  /// value does not).
  package var dataAcceptsInput: Bool

  /// The state of a row shown as `availability` with `status`.
  package init(
    availability: RowAvailability = .enabled, status: RowStatus = .idle,
    accessibility: AccessibilityDescription? = nil, accessibilityIdentifier: String? = nil,
    icon: RowIcon? = nil, tint: TableColor? = nil, dataAcceptsInput: Bool = true
  ) {
    self.availability = availability
    self.status = status
    self.accessibility = accessibility
    self.accessibilityIdentifier = accessibilityIdentifier
    self.icon = icon
    self.tint = tint
    self.dataAcceptsInput = dataAcceptsInput
  }

  /// Whether the row's control (a switch, a stepper, a text field) acts: the row is available,
  /// no change or load of it is under way, and its data leaves the control something to do. A
  /// control that acted while a change was pending would start a second change whose result
  /// the first one's would overwrite.
  package var controlIsEnabled: Bool {
    availability.isEnabled && !status.isBusy && dataAcceptsInput
  }
}

extension RowStatus {
  /// Whether a change or a load of the row is under way.
  package var isBusy: Bool { self == .pending || self == .loading }
}
