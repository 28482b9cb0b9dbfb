// How each built-in settings row reads to VoiceOver, as the iOS Settings app's rows read: the
// title as the label, the state as the value, and the traits of the control the row shows.
// The rows' behaviour decides the traits: a row that opens a screen or acts is a button, a
// switch is a toggle that double-tapping flips, steppers and sliders are adjusted by swiping.

extension TextRowData: AccessibilityDescribing {
  /// The title as static text, with the subtitle, when there is one, as its value.
  public var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(label: title, value: subtitle, traits: .staticText)
  }
}

extension ValueRowData: AccessibilityDescribing {
  /// The title and the value; a row that opens another screen is a button that says so.
  public var accessibilityDescription: AccessibilityDescription { accessibilityDescription(in: .english) }

  /// The title and the value; a row that opens another screen is a button whose hint says
  /// so in the language of `words`.
  public func accessibilityDescription(in words: AccessibilityWords) -> AccessibilityDescription {
    AccessibilityDescription(
      label: title, value: value.isEmpty ? nil : value,
      hint: showsDisclosure ? words.opens(title) : nil,
      traits: showsDisclosure ? .button : .staticText
    ).with(status, in: words)
  }
}

extension SwitchRowData: AccessibilityDescribing {
  /// The title, "On" or "Off", a toggle; double-tapping flips it.
  public var accessibilityDescription: AccessibilityDescription { accessibilityDescription(in: .english) }

  /// The title, on or off in the language of `words`, a toggle; double-tapping flips it.
  public func accessibilityDescription(in words: AccessibilityWords) -> AccessibilityDescription {
    AccessibilityDescription(
      label: title, value: isOn ? words.on : words.off, traits: .toggle, activation: .toggle(!isOn)
    ).with(status, in: words)
  }
}

extension CheckmarkRowData: AccessibilityDescribing {
  /// The title as a button, selected when checked (an option of a radio group).
  public var accessibilityDescription: AccessibilityDescription { accessibilityDescription(in: .english) }

  /// The title as a button, selected when checked, with its status in the language of `words`.
  public func accessibilityDescription(in words: AccessibilityWords) -> AccessibilityDescription {
    AccessibilityDescription(label: title, traits: isChecked ? [.button, .selected] : .button).with(status, in: words)
  }
}

extension ButtonRowData: AccessibilityDescribing {
  /// The title as a button; a destructive one says so in its hint.
  public var accessibilityDescription: AccessibilityDescription { accessibilityDescription(in: .english) }

  /// The title as a button; a destructive one says so in its hint, in the language of `words`.
  /// While its action runs its value is "in progress"; after the action failed, the message
  /// starts its hint.
  public func accessibilityDescription(in words: AccessibilityWords) -> AccessibilityDescription {
    var description = AccessibilityDescription(
      label: title, hint: role == .destructive ? words.cannotBeUndone : nil, traits: .button)
    // A button has no value to say "updating" after: what runs is the action itself.
    guard status != .pending else {
      description.value = words.inProgress
      return description
    }
    return description.with(status, in: words)
  }
}

extension TextFieldRowData: AccessibilityDescribing {
  /// The title, and the text (the placeholder while it is empty; never a secure field's text).
  public var accessibilityDescription: AccessibilityDescription { accessibilityDescription(in: .english) }

  /// The title and the text (the placeholder while it is empty; never a secure field's text),
  /// as a text field: VoiceOver says how to edit it, so the row gives no hint of its own.
  public func accessibilityDescription(in words: AccessibilityWords) -> AccessibilityDescription {
    let shown: String
    if traits.isSecure {
      shown = text.isEmpty ? placeholder : words.secureText
    } else {
      shown = text.isEmpty ? placeholder : text
    }
    return AccessibilityDescription(label: title, value: shown.isEmpty ? nil : shown, traits: .textField)
      .with(status, in: words)
  }
}

extension StepperRowData: AccessibilityDescribing {
  /// The title and the value, adjustable by a step at a time within the range.
  public var accessibilityDescription: AccessibilityDescription { accessibilityDescription(in: .english) }

  /// The title and the value, adjustable by a step at a time, with its status in the language
  /// of `words`.
  public func accessibilityDescription(in words: AccessibilityWords) -> AccessibilityDescription {
    AccessibilityDescription(
      label: title, value: valueText, traits: .adjustable,
      increment: canStepUp ? .step(1) : nil, decrement: canStepDown ? .step(-1) : nil
    ).with(status, in: words)
  }
}

extension SliderRowData: AccessibilityDescribing {
  /// The title and the value as the row shows it ("7", "60%"), adjustable by a step.
  public var accessibilityDescription: AccessibilityDescription { accessibilityDescription(in: .english) }

  /// The title and the value as the row shows it, adjustable by a step, with its status in the
  /// language of `words`.
  public func accessibilityDescription(in words: AccessibilityWords) -> AccessibilityDescription {
    AccessibilityDescription(
      label: title, value: valueText, traits: .adjustable,
      increment: fraction < 1 ? .step(1) : nil, decrement: fraction > 0 ? .step(-1) : nil
    ).with(status, in: words)
  }
}

extension SectionTitleData: AccessibilityDescribing {
  /// The title as a heading, so VoiceOver's rotor moves between sections.
  public var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(label: title, traits: .header)
  }
}

extension FooterNoteData: AccessibilityDescribing {
  /// The note, as static text.
  public var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(label: text, traits: .staticText)
  }
}

extension ProfileCardData: AccessibilityDescribing {
  /// The name, with the detail line as its value; the initials drawn in the avatar are not
  /// read.
  public var accessibilityDescription: AccessibilityDescription {
    AccessibilityDescription(label: name, value: detail.isEmpty ? nil : detail, traits: .header)
  }
}

// The rows whose change or value can wait, fail or be refused say so (``RowStatus``).
extension ValueRowData: RowStatusCarrying {}
extension SwitchRowData: RowStatusCarrying {}
extension CheckmarkRowData: RowStatusCarrying {}
extension ButtonRowData: RowStatusCarrying {}
extension TextFieldRowData: RowStatusCarrying {}
extension StepperRowData: RowStatusCarrying {
  /// Whether the range has more than one value to step through.
  package var acceptsInput: Bool { range.lowerBound < range.upperBound }
}
extension SliderRowData: RowStatusCarrying {
  /// Whether the range has more than one value to slide through.
  package var acceptsInput: Bool { range.lowerBound < range.upperBound }
}
