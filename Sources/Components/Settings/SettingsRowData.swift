/// The data of the built-in settings components. Every host shows these with its own view
/// classes (the ones its `ViewCatalog` has for each type); the values are the same everywhere.

/// A row with a title, and a second line under it when it has a subtitle.
public struct TextRowData: Hashable, Sendable {
  /// The title, on the first line.
  public var title: String
  /// The second line, under the title; `nil` for a row of one line.
  public var subtitle: String?
  /// A row showing `title`, over `subtitle` when there is one.
  package init(title: String, subtitle: String? = nil) {
    self.title = title
    self.subtitle = subtitle
  }
}

/// A row with a title and a value on the right; with `showsDisclosure`, a row that opens
/// another screen.
public struct ValueRowData: Hashable, Sendable {
  /// The title, on the left.
  public var title: String
  /// The value, on the right; may be empty.
  public var value: String
  /// Whether the row shows a disclosure indicator because it opens another screen.
  public var showsDisclosure: Bool
  /// What the row is doing besides showing its value (a change being confirmed, a failure's
  /// message); ``RowStatus/idle`` by default.
  public var status: RowStatus
  /// A value row; `showsDisclosure` defaults to `false`, a row that opens nothing.
  package init(title: String, value: String, showsDisclosure: Bool = false, status: RowStatus = .idle) {
    self.title = title
    self.value = value
    self.showsDisclosure = showsDisclosure
    self.status = status
  }
}

/// A row with a switch.
public struct SwitchRowData: Hashable, Sendable {
  /// The title.
  public var title: String
  /// Whether the switch is on.
  public var isOn: Bool
  /// What the row is doing besides showing its value (a change being confirmed, a failure's
  /// message); ``RowStatus/idle`` by default.
  public var status: RowStatus
  /// A switch row showing `title`, on or off.
  package init(title: String, isOn: Bool, status: RowStatus = .idle) {
    self.title = title
    self.isOn = isOn
    self.status = status
  }
}

/// A row that shows a checkmark when checked (alone, or as an option of a radio group).
public struct CheckmarkRowData: Hashable, Sendable {
  /// The title.
  public var title: String
  /// Whether the checkmark shows.
  public var isChecked: Bool
  /// What the row is doing besides showing its value (a change being confirmed, a failure's
  /// message); ``RowStatus/idle`` by default.
  public var status: RowStatus
  /// A checkmark row showing `title`, checked or not.
  package init(title: String, isChecked: Bool, status: RowStatus = .idle) {
    self.title = title
    self.isChecked = isChecked
    self.status = status
  }
}

/// A row that acts as a button.
public struct ButtonRowData: Hashable, Sendable {
  /// How a button reads.
  public enum Role: Hashable, Sendable {
    /// An ordinary action.
    case normal
    /// An action that destroys data; drawn in red.
    case destructive
  }

  /// The button's title.
  public var title: String
  /// How the button reads: an ordinary or a destructive action.
  public var role: Role
  /// What the button is doing: ``RowStatus/pending`` while an action that waits runs (the row
  /// does not act then), ``RowStatus/failed(_:)`` with why it failed, until the next tap.
  public var status: RowStatus
  /// A button row; `role` defaults to an ordinary action.
  package init(title: String, role: Role = .normal, status: RowStatus = .idle) {
    self.title = title
    self.role = role
    self.status = status
  }
}

/// A row with an editable text field.
public struct TextFieldRowData: Hashable, Sendable {
  /// The label, on the left.
  public var title: String
  /// The text in the field.
  public var text: String
  /// What the field shows, dimmed, while `text` is empty.
  public var placeholder: String
  /// Whether the text is hidden, and the keyboard a host shows.
  public var traits: TextInputTraits
  /// What the row is doing besides showing its value (a change being confirmed, a failure's
  /// message); ``RowStatus/idle`` by default.
  public var status: RowStatus
  /// A text field row; the placeholder defaults to none, the traits to plain text.
  package init(
    title: String, text: String, placeholder: String = "",
    traits: TextInputTraits = TextInputTraits(), status: RowStatus = .idle
  ) {
    self.title = title
    self.text = text
    self.placeholder = placeholder
    self.traits = traits
    self.status = status
  }
}

/// A row with a stepper that changes a number within a range: a whole number or a fraction,
/// as the row's value is one (`TableComponent.stepperRow`).
public struct StepperRowData: Hashable, Sendable {
  /// The title.
  public var title: String
  /// The current value, as a host's stepper takes it.
  public var value: Double
  /// The values the stepper allows.
  public var range: ClosedRange<Double>
  /// How far one step moves the value.
  public var step: Double
  /// The value as the row shows it, in its own type: "3" for a whole number, "0.5" for a
  /// fraction.
  public var valueText: String
  /// What the row is doing besides showing its value (a change being confirmed, a failure's
  /// message); ``RowStatus/idle`` by default.
  public var status: RowStatus
  /// A stepper row; `step` defaults to 1, and `valueText` to the value written as a whole
  /// number when it is one ("3"). The value is stored as given: the `TableComponent.stepperRow`
  /// factory is what clamps it to `range`.
  package init(
    title: String, value: Double, range: ClosedRange<Double>, step: Double = 1, valueText: String? = nil,
    status: RowStatus = .idle
  ) {
    self.title = title
    self.value = value
    self.range = range
    self.step = step
    self.valueText = valueText ?? (value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value))
    self.status = status
  }

  /// Whether a step up stays in the range.
  public var canStepUp: Bool { value < range.upperBound }
  /// Whether a step down stays in the range.
  public var canStepDown: Bool { value > range.lowerBound }
}

/// A row with a slider that sets a number within a range.
public struct SliderRowData: Hashable, Sendable {
  /// The title.
  public var title: String
  /// The current value.
  public var value: Double
  /// The values the slider allows.
  public var range: ClosedRange<Double>
  /// How far one step (a key press in the terminal) moves the value.
  public var step: Double
  /// What the row is doing besides showing its value (a change being confirmed, a failure's
  /// message); ``RowStatus/idle`` by default.
  public var status: RowStatus
  /// A slider row. The values are stored as given: the `TableComponent.sliderRow` factory is
  /// what clamps the value to `range` and chooses the step.
  package init(
    title: String, value: Double, range: ClosedRange<Double>, step: Double, status: RowStatus = .idle
  ) {
    self.title = title
    self.value = value
    self.range = range
    self.step = step
    self.status = status
  }

  /// Where the value lies in the range, from 0 (the lower bound) to 1 (the upper bound):
  /// clamped, and 0 for a value that is not a number or a range of one value.
  public var fraction: Double {
    let lower = range.lowerBound
    let upper = range.upperBound
    guard !value.isNaN, lower < upper else { return 0 }
    // Divided first, so that a range as wide as the finite numbers does not overflow.
    let fraction = (value / 2 - lower / 2) / (upper / 2 - lower / 2)
    return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
  }

  /// Whether the value reads as a whole number: the bounds and the step are whole numbers
  /// (and small enough to be counted exactly), as in a range like 0…10.
  public var isWholeNumberScale: Bool {
    let limit = 9_007_199_254_740_992.0  // 2^53: every whole number below is a Double
    return [range.lowerBound, range.upperBound, step].allSatisfy {
      $0.rounded() == $0 && abs($0) < limit
    }
  }

  /// The value as a person reads it: the whole number for a scale of whole numbers ("7"),
  /// else the percentage of the range ("60%").
  public var valueText: String {
    if isWholeNumberScale, !value.isNaN {
      let clamped = min(max(value, range.lowerBound), range.upperBound)
      return String(Int(clamped.rounded()))
    }
    return "\(Int((fraction * 100).rounded()))%"
  }
}

/// A section header with a title.
public struct SectionTitleData: Hashable, Sendable {
  /// The title; hosts may show it in capitals.
  public var title: String
  /// A section header showing `title`.
  package init(title: String) { self.title = title }
}

/// A section footer with a note of any length, wrapped to the width.
public struct FooterNoteData: Hashable, Sendable {
  /// The note; it wraps to the table's width.
  public var text: String
  /// A section footer showing `text`.
  package init(text: String) { self.text = text }
}

/// A header card with a person's name and a detail line (an e-mail address, a plan).
public struct ProfileCardData: Hashable, Sendable {
  /// The person's name.
  public var name: String
  /// The line under the name.
  public var detail: String
  /// A card for `name` with `detail` under it.
  package init(name: String, detail: String) {
    self.name = name
    self.detail = detail
  }

  /// Up to two initials of the name, for the avatar.
  public var initials: String {
    String(name.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
  }
}
