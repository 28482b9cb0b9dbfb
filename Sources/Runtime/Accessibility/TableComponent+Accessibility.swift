extension TableComponent {
  /// What every host shows and answers of this row besides its data (see `RowState`), with the
  /// package's own words of its accessibility description in the language of `words`, in the
  /// row's own tint, else `screenTint`. A disabled row offers no actions and cannot be moved.
  func state(in words: AccessibilityWords, screenTint: TableColor?) -> RowState {
    let carried = box.anyData as? any RowStatusCarrying
    var accessibility = accessibilityDescription(in: words)
    // An icon is heard only when it says something the title does not.
    if let spoken = box.icon?.accessibilityLabel, !spoken.isEmpty, let described = accessibility {
      accessibility?.label = described.label.isEmpty ? spoken : "\(described.label), \(spoken)"
    }
    let editing = isEnabled ? box.options?.editing : nil
    return RowState(
      interaction: interaction, status: carried?.status ?? .idle,
      accessibility: accessibility, accessibilityIdentifier: box.accessibilityIdentifier, icon: box.icon,
      tint: box.tint ?? screenTint, dataAcceptsInput: carried?.acceptsInput ?? true,
      leadingActions: editing?.leadingActions ?? [], trailingActions: editing?.trailingActions ?? [],
      canMove: editing?.canMove ?? false)
  }

  /// This row found by `identifier` in UI tests: every host gives the row's view this
  /// identifier (UIKit's `accessibilityIdentifier`) and takes it away when the view shows
  /// another row, and a headless test finds the row by it (`TerminalTableApp.row(identifiedBy:)`).
  /// Users never hear it, so it need not be localized: name the setting, not its title.
  ///
  /// ```swift
  /// TableComponent.switchRow("Wi-Fi", isOn: .value(model.wifi)) { model.wifi = $0 }
  ///   .accessibilityIdentifier("wifi")
  /// ```
  ///
  /// A built-in row bound to a store key is identified by the key's name unless it is given
  /// one (an option of a radio group is not: the key names the group, not the option). A
  /// built-in row keeps its identifier when it replaces itself to show a new value. The
  /// identifier is part of what a diff compares, so changing it configures the row again in
  /// place. Each call replaces the identifier given before.
  ///
  /// - Parameter identifier: The identifier; `nil` or empty for none.
  public func accessibilityIdentifier(_ identifier: String?) -> TableComponent {
    let given = identifier.flatMap { $0.isEmpty ? nil : $0 }
    let options =
      box.options?.replacingAccessibilityIdentifier(given)
      ?? ComponentOptions(reuseIdentifier: nil, id: nil, controlEventHandler: nil, accessibilityIdentifier: given)
    return TableComponent(box: box.replacingOptions(options))
  }

  /// This row with `icon` beside its title (see ``RowIcon``): every built-in row, and a row of
  /// your own whose cell uses a list content configuration, shows it on UIKit. A built-in row
  /// keeps its icon when it replaces itself to show a new value; changing the icon configures
  /// the row again in place. `nil` removes it.
  public func icon(_ icon: RowIcon?) -> TableComponent {
    let options =
      box.options?.replacingIcon(icon)
      ?? ComponentOptions(reuseIdentifier: nil, id: nil, controlEventHandler: nil, icon: icon)
    return TableComponent(box: box.replacingOptions(options))
  }

  /// This row drawn in `tint` instead of its screen's (``TableEngine/tint``): the colour of its
  /// switch when on, its checkmark, a button's title, a slider's track and an icon without a
  /// background; a destructive button stays red. Every built-in row takes it, and a row of your
  /// own gets it as its cell's `tintColor` on UIKit.
  ///
  /// ```swift
  /// TableComponent.switchRow("Low Power Mode", isOn: .value(model.lowPower)) { model.lowPower = $0 }
  ///   .tint(.yellow)
  /// ```
  ///
  /// The colour says nothing on its own, and nothing of it is spoken: what the row means is in
  /// its title and value. A built-in row keeps its tint when it replaces itself to show a new
  /// value; changing the tint configures the row again in place. `nil` gives the row its
  /// screen's tint again.
  public func tint(_ tint: TableColor?) -> TableComponent {
    let options =
      box.options?.replacingTint(tint)
      ?? ComponentOptions(reuseIdentifier: nil, id: nil, controlEventHandler: nil, tint: tint)
    return TableComponent(box: box.replacingOptions(options))
  }

  /// The identifier UI tests find this row by (``accessibilityIdentifier(_:)``), or `nil`.
  package var accessibilityIdentifier: String? { box.accessibilityIdentifier }

  /// This row with the modifiers the app put on `current`, the row it replaces in its table: a
  /// built-in row that shows a new value by replacing itself is still the row the app made, with
  /// its identifier, its icon, its tint, its editing options (swipe actions, moves, selection,
  /// availability) and what it tells search (keywords, destination, hidden).
  package func keepingModifiers(of current: TableComponent?) -> TableComponent {
    var kept = self
    if let current { kept = kept.keepingSearch(of: current) }
    // The current row's editing options are the factory's with the app's modifiers on top.
    if let editing = current?.box.options?.editing { kept = kept.replacingEditing(editing) }
    if let current, current.box.icon != kept.box.icon { kept = kept.icon(current.box.icon) }
    if let current, current.box.tint != kept.box.tint { kept = kept.tint(current.box.tint) }
    let identifier = current?.accessibilityIdentifier
    return identifier == kept.accessibilityIdentifier ? kept : kept.accessibilityIdentifier(identifier)
  }

  /// This row identified by `identifier` unless it already is: a built-in row's default.
  package func identifiedByDefault(_ identifier: String) -> TableComponent {
    accessibilityIdentifier == nil ? accessibilityIdentifier(identifier) : self
  }

  /// What assistive technology hears of this row, in the language of `words`: its data's
  /// description (``AccessibilityDescribing``), with what the row does added. A row with a
  /// selection closure is a button even when its data alone reads as text: selecting it does
  /// something. `nil` when the data does not describe itself. The engine tells the hosts this
  /// description, and the audit checks the same one.
  func accessibilityDescription(in words: AccessibilityWords) -> AccessibilityDescription? {
    guard var description = (box.anyData as? any AccessibilityDescribing)?.accessibilityDescription(in: words)
    else { return nil }
    let acting: AccessibilityDescription.Traits = [.button, .toggle, .adjustable, .textField]
    if box.hasSelectionHandler, description.traits.isDisjoint(with: acting) {
      description.traits.remove(.staticText)
      description.traits.insert(.button)
    }
    if case .disabled(let reason) = box.availability { description.disable(reason: reason) }
    return description
  }
}

extension AccessibilityDescription {
  /// The description of the same element disabled: dimmed, with nothing to activate or adjust,
  /// and `reason` as its hint (what activating it would have done no longer happens; why it
  /// cannot is what the user needs to hear).
  mutating func disable(reason: String?) {
    traits.insert(.notEnabled)
    hint = reason
    increment = nil
    decrement = nil
    activation = nil
  }
}
