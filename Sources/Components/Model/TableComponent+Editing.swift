import Foundation

extension TableComponent {
  /// This component with actions for swiping the row (on iOS) or for the focused row's action
  /// list (in the terminal host). Each call replaces the actions given before.
  ///
  /// - Parameters:
  ///   - leading: Actions revealed from the leading edge.
  ///   - trailing: Actions revealed from the trailing edge; a destructive one is what the
  ///     terminal host's delete key runs.
  public func swipeActions(leading: [RowAction] = [], trailing: [RowAction] = []) -> TableComponent {
    var editing = box.options?.editing ?? RowEditing()
    editing.leadingActions = leading
    editing.trailingActions = trailing
    return replacingEditing(editing)
  }

  /// This component with the user allowed (or not) to move the row to another place.
  /// Programmatic moves (`moveCell`) are always allowed; this rule is for the user's.
  public func movable(_ canMove: Bool = true) -> TableComponent {
    var editing = box.options?.editing ?? RowEditing()
    editing.canMove = canMove
    return replacingEditing(editing)
  }

  /// This component with `mode` deciding whether a tap selects the row (see
  /// ``RowSelectionMode``); by default a row is selectable only when tapping it does something.
  public func selectable(_ mode: RowSelectionMode = .always) -> TableComponent {
    var editing = box.options?.editing ?? RowEditing()
    editing.selectionMode = mode
    return replacingEditing(editing)
  }

  /// This component disabled (or, with `false`, enabled again): shown dimmed, with `reason`
  /// when given, and doing nothing — no selection, no control changes, no swipe actions, no
  /// moving. See ``RowAvailability``.
  ///
  /// A condition reads as one line in a declared screen:
  ///
  /// ```swift
  /// TableComponent.switchRow("Unlock with Face ID", isOn: .value(model.usesFaceID)) { model.usesFaceID = $0 }
  ///   .disabled(!model.hasPasscode, reason: "Set a passcode first")
  /// ```
  ///
  /// The state is part of what a diff compares, so flipping it configures the row again in
  /// place (its identity is unchanged). Each call replaces the state given before.
  ///
  /// - Parameters:
  ///   - isDisabled: Whether the row is disabled. Defaults to `true`.
  ///   - reason: Why, shown with the row and spoken after it; `nil` (the default) for none. An
  ///     empty reason counts as none. Ignored when `isDisabled` is `false`.
  public func disabled(_ isDisabled: Bool = true, reason: String? = nil) -> TableComponent {
    var editing = box.options?.editing ?? RowEditing()
    let given = reason.flatMap { $0.isEmpty ? nil : $0 }
    editing.availability = isDisabled ? .disabled(reason: given) : .enabled
    return replacingEditing(editing)
  }

  /// Whether the row can be used, and if not, why: ``RowAvailability/enabled`` unless
  /// ``disabled(_:reason:)`` was applied.
  public var availability: RowAvailability { box.availability }

  /// Whether the row can be used: `false` after ``disabled(_:reason:)``.
  public var isEnabled: Bool { box.availability.isEnabled }

  /// How the row asked to be selected; ``RowSelectionMode/automatic`` unless
  /// ``selectable(_:)`` was applied.
  package var selectionMode: RowSelectionMode { box.options?.editing?.selectionMode ?? .automatic }

  /// What the row can do: whether a tap selects it, whether a key activates it, and what
  /// editing mode shows beside it. The same answer on every host.
  package var interaction: RowInteraction {
    RowInteraction(
      mode: selectionMode, hasSelectionAction: box.hasSelectionHandler, staysSelected: !box.deselectsAfterSelection,
      hasDestructiveTrailingAction: trailingActions.contains { $0.style == .destructive },
      hasSwipeActions: !leadingActions.isEmpty || !trailingActions.isEmpty, availability: box.availability,
      hasControl: box.options?.controlEventHandler != nil)
  }

  /// The actions revealed from the row's leading edge.
  package var leadingActions: [RowAction] { box.options?.editing?.leadingActions ?? [] }

  /// The actions revealed from the row's trailing edge.
  package var trailingActions: [RowAction] { box.options?.editing?.trailingActions ?? [] }

  /// Whether the user may move the row.
  package var canMove: Bool { box.options?.editing?.canMove ?? false }

  /// This row with `editing` as its editing options.
  package func replacingEditing(_ editing: RowEditing) -> TableComponent {
    let options =
      box.options?.replacingEditing(editing)
      ?? ComponentOptions(reuseIdentifier: nil, id: nil, controlEventHandler: nil, editing: editing)
    return TableComponent(box: box.replacingOptions(options))
  }
}
