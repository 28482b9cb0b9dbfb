/// Whether a tap on a row selects it.
///
/// iOS highlights and selects a row only when something happens: a Settings row with a switch
/// or a stepper does nothing when the row itself is tapped (the control is what acts), and a
/// row that only shows text does not light up. ``automatic`` decides that from the row.
public enum RowSelectionMode: Hashable, Sendable {
  /// Selectable when the row has a selection closure or stays selected after a tap
  /// (`deselectsAfterSelection: false`); otherwise a tap does nothing. The default.
  case automatic
  /// Always selectable: for rows whose taps an external delegate handles
  /// (`TableEngineDelegate` or `UITableViewDelegate` `didSelectRowAt`), which a row cannot
  /// know about.
  case always
  /// Never selectable, even with a selection closure. The row is still enabled: its controls
  /// work and it is not dimmed (a row that does nothing at all is
  /// ``TableComponent/disabled(_:reason:)``, ``RowAvailability/disabled(reason:)``).
  case never
  /// A row whose control does the work (a switch, a stepper): a tap on the row does nothing, as
  /// in iOS Settings, but hosts that activate the focused row with a key (the terminal's
  /// Return, a remote's select button) run the selection closure, which stands in for the
  /// control there.
  case keyboardOnly
}

/// What editing mode shows beside a row.
package enum RowEditingStyle: Hashable, Sendable {
  /// No control: the row can at most be moved.
  case none
  /// The delete control; tapping it shows the row's trailing actions.
  case delete
}

/// What a row can do, decided once from the component so that every host answers alike:
/// whether a tap highlights and selects it, whether a key activates it, and what editing mode
/// shows beside it.
///
/// The UIKit host answers `tableView(_:shouldHighlightRowAt:)`, `willSelectRowAt`,
/// `editingStyleForRowAt` and `shouldIndentWhileEditingRowAt` from it; the terminal host
/// activates the focused row only when ``isActivatable`` is `true`.
package struct RowInteraction: Hashable, Sendable {
  /// A tap highlights the row and selects it.
  package let isSelectable: Bool
  /// A host that selects the focused row with a key (Return, a remote's select button) may run
  /// the row's selection: every selectable row, and rows that are ``RowSelectionMode/keyboardOnly``.
  package let isActivatable: Bool
  /// What editing mode shows beside the row: the delete control only for a row with a
  /// destructive trailing action (what `RowAction.delete()` makes), else nothing.
  package let editingStyle: RowEditingStyle

  /// The row has leading or trailing actions (revealed by swiping on iOS).
  package let hasSwipeActions: Bool

  /// Whether the row can be used, and if not, why. A disabled row is not selectable or
  /// activatable, shows no editing control and no swipe actions.
  package let availability: RowAvailability

  /// The row's view has a control that changes its value (a switch, a stepper, a text field).
  package let hasControl: Bool

  /// Whether the row can be used at all: its controls change, its swipe actions show.
  package var isEnabled: Bool { availability.isEnabled }

  /// Whether focus (tvOS's remote, a hardware keyboard on iPad) may rest on the row: only when
  /// something happens there, a selection or a control; focus skips rows that only show
  /// something and disabled rows.
  package var isFocusable: Bool { isActivatable || (isEnabled && hasControl) }

  /// Whether a selection gesture selects the row on a host where the row's own controls can be
  /// reached (a touch screen: ``isSelectable``) or cannot (tvOS, where focus moves between rows
  /// and the remote's select button is the one way to act: ``isActivatable``).
  package func selects(controlsReachable: Bool) -> Bool {
    controlsReachable ? isSelectable : isActivatable
  }

  /// Whether the row's content moves aside in editing mode: only to make room for a control.
  package var indentsWhileEditing: Bool { editingStyle != .none }

  /// The style to answer a host that asks both in and out of editing mode (UIKit's
  /// `editingStyleForRowAt`): ``editingStyle`` in editing mode; outside it, `.delete` for a row
  /// with swipe actions, because UIKit offers swipe actions only on rows whose editing style is
  /// not `.none`, and `.none` for the others.
  package func editingStyle(inEditingMode: Bool) -> RowEditingStyle {
    if inEditingMode { return editingStyle }
    return hasSwipeActions ? .delete : .none
  }

  /// Whether the component says nothing about editing the row (it has no actions and is not
  /// disabled), so that a host's external delegate may: UIKit asks the app's own
  /// `editingStyleForRowAt` and swipe configurations for such a row.
  package var leavesEditingToExternalDelegate: Bool { !hasSwipeActions && isEnabled }

  /// The style to answer UIKit's `editingStyleForRowAt` when an external delegate may offer
  /// swipe actions of its own (`externalDelegateOffersSwipeActions`): a row whose component has
  /// no actions then answers `.delete` outside editing mode, as a row with actions does,
  /// because UIKit offers swipe actions only on rows whose editing style is not `.none`;
  /// answering `.none` would hide the delegate's actions. In editing mode, and for rows with
  /// actions of their own, ``editingStyle(inEditingMode:)``.
  package func editingStyle(inEditingMode: Bool, externalDelegateOffersSwipeActions: Bool) -> RowEditingStyle {
    guard !inEditingMode, leavesEditingToExternalDelegate, externalDelegateOffersSwipeActions else {
      return editingStyle(inEditingMode: inEditingMode)
    }
    return .delete
  }

  /// The interaction of a row with these traits.
  ///
  /// - Parameters:
  ///   - mode: How the row asked to be selected.
  ///   - hasSelectionAction: The row has a selection closure.
  ///   - staysSelected: The row stays selected after a tap (it is not deselected at once).
  ///   - hasDestructiveTrailingAction: One of the row's trailing actions is destructive.
  ///   - hasSwipeActions: The row has leading or trailing actions; implied by
  ///     `hasDestructiveTrailingAction`.
  ///   - availability: Whether the row can be used; a disabled row does nothing whatever the
  ///     other traits say.
  ///   - hasControl: The row's view has a control that sends control events.
  package init(
    mode: RowSelectionMode, hasSelectionAction: Bool, staysSelected: Bool, hasDestructiveTrailingAction: Bool,
    hasSwipeActions: Bool = false, availability: RowAvailability = .enabled, hasControl: Bool = false
  ) {
    self.availability = availability
    self.hasControl = hasControl
    guard availability.isEnabled else {
      isSelectable = false
      isActivatable = false
      editingStyle = .none
      self.hasSwipeActions = false
      return
    }
    self.hasSwipeActions = hasSwipeActions || hasDestructiveTrailingAction
    switch mode {
    case .automatic: isSelectable = hasSelectionAction || staysSelected
    case .always: isSelectable = true
    case .never, .keyboardOnly: isSelectable = false
    }
    isActivatable = isSelectable || (mode == .keyboardOnly && hasSelectionAction)
    editingStyle = hasDestructiveTrailingAction ? .delete : .none
  }

  /// A row a tap selects, with no editing control, and with `availability`: what a host asks
  /// of a data source that has no rule of its own.
  package static func selectable(_ availability: RowAvailability = .enabled) -> RowInteraction {
    RowInteraction(
      mode: .always, hasSelectionAction: true, staysSelected: false, hasDestructiveTrailingAction: false,
      availability: availability)
  }
}
