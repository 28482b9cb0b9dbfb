/// The data of the built-in settings components. Every host shows these with its own view
/// classes (see `SettingsKit` in `ComponentTable`); the values are the same everywhere.

/// A row with a title only.
public struct TextRowData: Hashable, Sendable {
  public var title: String
  public init(title: String) { self.title = title }
}

/// A row with a title and a second line under it.
public struct SubtitleRowData: Hashable, Sendable {
  public var title: String
  public var subtitle: String
  public init(title: String, subtitle: String) {
    self.title = title
    self.subtitle = subtitle
  }
}

/// A row with a title and a value on the right; with `showsDisclosure`, a row that opens
/// another screen.
public struct ValueRowData: Hashable, Sendable {
  public var title: String
  public var value: String
  public var showsDisclosure: Bool
  public init(title: String, value: String, showsDisclosure: Bool = false) {
    self.title = title
    self.value = value
    self.showsDisclosure = showsDisclosure
  }
}

/// A row with a switch.
public struct SwitchRowData: Hashable, Sendable {
  public var title: String
  public var isOn: Bool
  public init(title: String, isOn: Bool) {
    self.title = title
    self.isOn = isOn
  }
}

/// A row that shows a checkmark when checked (alone, or as an option of a radio group).
public struct CheckmarkRowData: Hashable, Sendable {
  public var title: String
  public var isChecked: Bool
  public init(title: String, isChecked: Bool) {
    self.title = title
    self.isChecked = isChecked
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

  public var title: String
  public var role: Role
  public init(title: String, role: Role = .normal) {
    self.title = title
    self.role = role
  }
}

/// A row with an editable text field.
public struct TextFieldRowData: Hashable, Sendable {
  public var title: String
  public var text: String
  public var placeholder: String
  public init(title: String, text: String, placeholder: String = "") {
    self.title = title
    self.text = text
    self.placeholder = placeholder
  }
}

/// A row with a stepper that changes a whole number within a range.
public struct StepperRowData: Hashable, Sendable {
  public var title: String
  public var value: Int
  public var range: ClosedRange<Int>
  public var step: Int
  public init(title: String, value: Int, range: ClosedRange<Int>, step: Int = 1) {
    self.title = title
    self.value = value
    self.range = range
    self.step = step
  }
}

/// A section header with a title.
public struct SectionTitleData: Hashable, Sendable {
  public var title: String
  public init(title: String) { self.title = title }
}

/// A section footer with a note of any length, wrapped to the width.
public struct FooterNoteData: Hashable, Sendable {
  public var text: String
  public init(text: String) { self.text = text }
}

/// A header card with a person's name and a detail line (an e-mail address, a plan).
public struct ProfileCardData: Hashable, Sendable {
  public var name: String
  public var detail: String
  public init(name: String, detail: String) {
    self.name = name
    self.detail = detail
  }

  /// Up to two initials of the name, for the avatar.
  public var initials: String {
    String(name.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
  }
}
