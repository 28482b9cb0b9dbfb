/// What a host shows and answers of a row besides its data, decided once by the engine for
/// every host: whether the row can be used, what it is doing, what assistive technology hears,
/// what UI tests find it by, its icon and colour, whether its control acts, and what the user
/// can do with it (select it, use its actions, move it).
///
/// A host reads it where it shows a row (the UIKit host after it dequeues a cell, the terminal
/// when it draws a line) and draws all of it in one place, every time: a reused view must not
/// keep the state of the row it showed before. What a host must answer at once about a row (may
/// a tap select it, which actions show, may it move) it reads from the same value.
package struct RowState: Sendable {
  /// What the row can do: whether a tap selects it, whether a key activates it, whether it has
  /// a control, and what editing mode shows beside it.
  package var interaction: RowInteraction
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
  /// The actions revealed from the row's leading edge (swipe actions); none for a disabled row.
  package var leadingActions: [RowAction]
  /// The actions revealed from the row's trailing edge; none for a disabled row.
  package var trailingActions: [RowAction]
  /// Whether the user may move the row; never a disabled row.
  package var canMove: Bool

  /// The state of a row that can do what `interaction` says, shown with `status`.
  package init(
    interaction: RowInteraction = .selectable(), status: RowStatus = .idle,
    accessibility: AccessibilityDescription? = nil, accessibilityIdentifier: String? = nil,
    icon: RowIcon? = nil, tint: TableColor? = nil, dataAcceptsInput: Bool = true,
    leadingActions: [RowAction] = [], trailingActions: [RowAction] = [], canMove: Bool = false
  ) {
    self.interaction = interaction
    self.status = status
    self.accessibility = accessibility
    self.accessibilityIdentifier = accessibilityIdentifier
    self.icon = icon
    self.tint = tint
    self.dataAcceptsInput = dataAcceptsInput
    self.leadingActions = leadingActions
    self.trailingActions = trailingActions
    self.canMove = canMove
  }

  /// Whether the row can be used, and if not, why.
  package var availability: RowAvailability { interaction.availability }

  /// Whether the row reacts to control events: a host only routes keys to rows that do.
  package var handlesControlEvents: Bool { interaction.hasControl }
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
