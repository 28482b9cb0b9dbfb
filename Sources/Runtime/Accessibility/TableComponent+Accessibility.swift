extension TableComponent {
  /// What every host draws of this row besides its data (see `RowState`), with the package's
  /// own words of its accessibility description in the language of `words`.
  func state(in words: AccessibilityWords) -> RowState {
    let carried = box.anyData as? any RowStatusCarrying
    return RowState(
      availability: box.availability, status: carried?.status ?? .idle,
      accessibility: accessibilityDescription(in: words), dataAcceptsInput: carried?.acceptsInput ?? true)
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
