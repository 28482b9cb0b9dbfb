/// What assistive technology says about a row, header or footer, and what its gestures do:
/// described once, without a platform, so that every host applies the same description (the
/// UIKit cells set `accessibilityLabel`, `accessibilityValue`, `accessibilityTraits`…, the
/// terminal's screen-reader mode prints it) and a test on Linux can check it.
///
/// The built-in settings rows describe themselves (``AccessibilityDescribing``); a custom
/// component's data adopts the same protocol.
public struct AccessibilityDescription: Hashable, Sendable {
  /// What kind of element it is and what state it is in, as VoiceOver announces it. The cases
  /// mirror `UIAccessibilityTraits`
  /// (https://developer.apple.com/documentation/uikit/uiaccessibilitytraits) that settings rows
  /// use.
  public struct Traits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates traits from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Activating it does something (a button row, a row that opens a screen, an option).
    public static let button = Traits(rawValue: 1 << 0)
    /// It heads a group of rows (a section title).
    public static let header = Traits(rawValue: 1 << 1)
    /// It is the chosen one of its options (a checked row).
    public static let selected = Traits(rawValue: 1 << 2)
    /// Swiping up or down changes its value (a stepper, a slider): see
    /// ``AccessibilityDescription/increment`` and ``AccessibilityDescription/decrement``.
    public static let adjustable = Traits(rawValue: 1 << 3)
    /// It is a switch that is on or off (`UIAccessibilityTraits.toggleButton`, iOS 17; a
    /// switch's own traits before).
    public static let toggle = Traits(rawValue: 1 << 4)
    /// It shows text that does not change by itself and does nothing.
    public static let staticText = Traits(rawValue: 1 << 5)
    /// It is dimmed and cannot be used.
    public static let notEnabled = Traits(rawValue: 1 << 6)
    /// It is a field the user types text into: VoiceOver names it a text field and says how
    /// to edit it. UIKit gives a cell's `UITextField` this itself.
    public static let textField = Traits(rawValue: 1 << 7)
  }

  /// What the element is, spoken first: the title of the row.
  public var label: String
  /// Its current value, spoken after the label ("On", "3", "60%"); `nil` for none.
  public var value: String?
  /// What activating it does, spoken last after a pause ("Opens Wi-Fi."); `nil` for none.
  public var hint: String?
  /// What kind of element it is.
  public var traits: Traits
  /// The control event that VoiceOver's swipe up sends for an adjustable element.
  public var increment: ControlEvent?
  /// The control event that VoiceOver's swipe down sends for an adjustable element.
  public var decrement: ControlEvent?
  /// The control event that activating (double-tapping) the element sends instead of selecting
  /// its row: a switch row's toggle. `nil` when activating selects the row.
  public var activation: ControlEvent?

  /// A description; only `label` is required.
  public init(
    label: String, value: String? = nil, hint: String? = nil, traits: Traits = [],
    increment: ControlEvent? = nil, decrement: ControlEvent? = nil, activation: ControlEvent? = nil
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.increment = increment
    self.decrement = decrement
    self.activation = activation
  }

  /// The description as VoiceOver reads it in English: ``spokenText(in:)`` with
  /// ``AccessibilityWords/english``.
  public var spokenText: String { spokenText(in: .english) }

  /// The description as VoiceOver reads it, in its order: the label, the value, the kind of
  /// element and its state, then the hint, and the usage hint VoiceOver adds for adjustable
  /// elements, switches and text fields, in the language of `words`. Empty parts are left out.
  /// What the terminal's screen-reader mode prints, and what tests compare.
  public func spokenText(in words: AccessibilityWords) -> String {
    var parts: [String] = []
    if traits.contains(.selected) { parts.append(words.selected) }
    if !label.isEmpty { parts.append(label) }
    if traits.contains(.toggle) {
      parts.append(words.switchButton)
      if let value, !value.isEmpty { parts.append(value) }
    } else {
      if let value, !value.isEmpty { parts.append(value) }
      if traits.contains(.button) { parts.append(words.button) }
    }
    if traits.contains(.textField) { parts.append(words.textField) }
    if traits.contains(.header) { parts.append(words.heading) }
    if traits.contains(.adjustable) { parts.append(words.adjustable) }
    if traits.contains(.notEnabled) { parts.append(words.dimmed) }
    if let hint, !hint.isEmpty { parts.append(hint) }
    // A dimmed element does nothing, so VoiceOver gives no usage hint for it.
    if traits.contains(.notEnabled) {
    } else if traits.contains(.adjustable) {
      parts.append(words.adjustUsageHint)
    } else if traits.contains(.toggle) {
      parts.append(words.toggleUsageHint)
    } else if traits.contains(.textField) {
      parts.append(words.editUsageHint)
    }
    // VoiceOver pauses between parts: a comma, or a space after a sentence.
    var text = ""
    for part in parts {
      if let last = text.last { text += ".!?".contains(last) ? " " : ", " }
      text += part
    }
    return text
  }
}

/// Data that describes its row for assistive technology. The built-in settings row data adopt
/// it; adopt it in a custom component's data to give its rows the same treatment on every host.
public protocol AccessibilityDescribing {
  /// What assistive technology says about a row showing this data.
  var accessibilityDescription: AccessibilityDescription { get }
  /// What assistive technology says about a row showing this data, with the package's own
  /// words (a switch's "On", a hint) in the language of `words`. By default
  /// ``accessibilityDescription``: implement it when the data's description has such words.
  func accessibilityDescription(in words: AccessibilityWords) -> AccessibilityDescription
}

extension AccessibilityDescribing {
  /// ``accessibilityDescription``, whatever the language: the data's own words only.
  public func accessibilityDescription(in words: AccessibilityWords) -> AccessibilityDescription {
    accessibilityDescription
  }
}
