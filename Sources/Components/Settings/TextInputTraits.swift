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
    /// Digits and the decimal separator (`DecimalPad`), for values such as "2.5".
    case decimalPad = "DecimalPad"
    /// A telephone keypad: digits, `*`, `#` and `+` (`PhonePad`).
    case phonePad = "PhonePad"
    /// For web addresses (`URL`).
    case url = "URL"
    /// For e-mail addresses (`EmailAddress`).
    case emailAddress = "EmailAddress"

    /// Whether the keyboard has a key that ends editing (Return, Done). The keypads
    /// (`numberPad`, `decimalPad`, `phonePad`) have none: UIKit's number and phone pads show
    /// digits only, with nothing to commit or dismiss them
    /// (https://developer.apple.com/documentation/uikit/uikeyboardtype/numberpad), so a host
    /// must offer its own way to end editing there (the UIKit host: a Done button above the
    /// keyboard), or the value would be written only when the user leaves the screen.
    public var hasReturnKey: Bool {
      switch self {
      case .alphabet, .numbersAndPunctuation, .url, .emailAddress: true
      case .numberPad, .decimalPad, .phonePad: false
      }
    }
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
