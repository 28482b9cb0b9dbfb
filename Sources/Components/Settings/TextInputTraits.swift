/// How a text field takes input: hidden or not, and the keyboard, capitalisation and
/// correction a host with a software keyboard uses (the terminal honours only `isSecure`).
/// A Settings.bundle's `PSTextFieldSpecifier` sets all four.
public struct TextInputTraits: Hashable, Sendable {
  /// The keyboard a host shows.
  public enum Keyboard: String, Hashable, Sendable, CaseIterable {
    /// Letters first (`Alphabet`).
    case alphabet = "Alphabet"
    /// Numbers and punctuation first (`NumbersAndPunctuation`).
    case numbersAndPunctuation = "NumbersAndPunctuation"
    /// Digits only (`NumberPad`).
    case numberPad = "NumberPad"
    /// For web addresses (`URL`).
    case url = "URL"
    /// For e-mail addresses (`EmailAddress`).
    case emailAddress = "EmailAddress"
  }

  /// What a host capitalises as the user types.
  public enum Capitalization: String, Hashable, Sendable, CaseIterable {
    /// Nothing (`None`).
    case none = "None"
    /// The first letter of every word (`Words`).
    case words = "Words"
    /// The first letter of every sentence (`Sentences`).
    case sentences = "Sentences"
    /// Every letter (`AllCharacters`).
    case allCharacters = "AllCharacters"
  }

  /// Whether a host corrects spelling as the user types.
  public enum Correction: String, Hashable, Sendable, CaseIterable {
    /// The platform's default (`Default`).
    case `default` = "Default"
    /// Never (`No`).
    case no = "No"
    /// Always (`Yes`).
    case yes = "Yes"
  }

  /// Whether the text is hidden (a password): the terminal shows bullets.
  public var isSecure: Bool
  /// The keyboard.
  public var keyboard: Keyboard
  /// The capitalisation.
  public var capitalization: Capitalization
  /// The spelling correction.
  public var correction: Correction
  /// Whether the text may span lines (InAppSettingsKit's text view): the terminal shows it
  /// wrapped below the title, its line breaks kept.
  public var isMultiline: Bool

  /// Traits with the given parts; by default plain one-line text with the platform's defaults.
  public init(
    isSecure: Bool = false, keyboard: Keyboard = .alphabet, capitalization: Capitalization = .none,
    correction: Correction = .default, isMultiline: Bool = false
  ) {
    self.isSecure = isSecure
    self.keyboard = keyboard
    self.capitalization = capitalization
    self.correction = correction
    self.isMultiline = isMultiline
  }
}
