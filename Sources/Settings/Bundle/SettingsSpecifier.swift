import ComponentTable

/// One entry of a Settings.bundle pane's `PreferenceSpecifiers`, typed. Titles are already
/// localised by the loader.
public enum SettingsSpecifier: Sendable, Equatable {
  /// `PSGroupSpecifier`: starts a section with an optional title and footer (`FooterText`).
  case group(title: String?, footer: String?)
  /// `PSToggleSwitchSpecifier`: a switch.
  case toggle(Toggle)
  /// `PSTextFieldSpecifier`: an editable text field.
  case textField(TextField)
  /// `PSTitleValueSpecifier`: a read-only value.
  case titleValue(TitleValue)
  /// `PSMultiValueSpecifier`: a value chosen from a list on a child screen.
  case multiValue(Choice)
  /// `PSRadioGroupSpecifier`: a section of options, exactly one of them checked.
  case radioGroup(RadioGroup)
  /// `PSSliderSpecifier`: a number within a range.
  case slider(Slider)
  /// `PSChildPaneSpecifier`: a row that opens another pane (`File`).
  case childPane(title: String, file: String)
  /// A type the loader does not know, shown as a plain row and reported.
  case unknown(type: String, title: String?)
  /// `IASKButtonSpecifier`: a button row whose tap reaches the app
  /// (``SettingsBundleHooks/buttonTapped``); `key` tells the app which.
  case button(title: String, key: String)
  /// `IASKTextViewSpecifier`: multi-line text bound to its key.
  case textView(TextField)
  /// `IASKDatePickerSpecifier`: a date, a time or both, stored as a date.
  case datePicker(DatePicker)
  /// A `PSChildPaneSpecifier` whose screen the app makes (InAppSettingsKit's
  /// `IASKViewControllerClass`, `IASKSegueIdentifier`, `IASKViewControllerStoryBoardId`):
  /// opened through ``SettingsBundleHooks/appScreen``.
  case appPane(AppPane)
  /// `IASKOpenURLSpecifier`, or a child pane whose `File` is a URL or an `.html` page: a row
  /// that opens `url` through ``SettingsBundleHooks/openURL``.
  case openURL(title: String, url: String)
  /// `IASKMailComposeSpecifier`: a row that asks the app to compose a mail
  /// (``SettingsBundleHooks/composeMail``).
  case mailCompose(MailCompose)
  /// `IASKCustomViewSpecifier`: a row the app supplies (``SettingsBundleHooks/customRow``).
  case custom(title: String?, key: String)

  /// The key the specifier stores its value under, if it has one.
  package var key: String? {
    switch self {
    case .toggle(let toggle): toggle.key
    case .textField(let field): field.key
    case .titleValue(let value): value.key
    case .multiValue(let choice): choice.key
    case .radioGroup(let group): group.choice.key
    case .slider(let slider): slider.key
    case .textView(let field): field.key
    case .datePicker(let picker): picker.key
    case .group, .childPane, .unknown, .button, .appPane, .openURL, .mailCompose, .custom: nil
    }
  }

  /// The key the app names the specifier by, to hide it (``SettingsBundleHooks/hiddenKeys``):
  /// its ``key``, or the `Key` of a button, an app pane or a custom row.
  package var identifier: String? {
    switch self {
    case .button(_, let key), .custom(_, let key): key
    case .appPane(let pane): pane.key
    case .mailCompose(let mail): mail.key
    default: key
    }
  }

  /// The value registered for the key where the user set none.
  package var defaultValue: SettingsValue? {
    switch self {
    case .toggle(let toggle): toggle.defaultValue
    case .textField(let field): field.defaultValue.map(SettingsValue.string)
    case .titleValue(let value): value.defaultValue
    case .multiValue(let choice): choice.defaultValue
    case .radioGroup(let group): group.choice.defaultValue
    case .slider(let slider): .double(slider.defaultValue)
    case .textView(let field): field.defaultValue.map(SettingsValue.string)
    case .datePicker(let picker): picker.defaultValue.map(SettingsValue.date)
    case .group, .childPane, .unknown, .button, .appPane, .openURL, .mailCompose, .custom: nil
    }
  }

  /// A `PSToggleSwitchSpecifier`.
  public struct Toggle: Sendable, Equatable {
    /// The row's title.
    package var title: String
    /// The key of the value.
    package var key: String
    /// The value when the user set none (`DefaultValue`).
    package var defaultValue: SettingsValue?
    /// The value stored when on (`TrueValue`, default `true`).
    package var trueValue: SettingsValue
    /// The value stored when off (`FalseValue`, default `false`).
    package var falseValue: SettingsValue

    /// A specifier with the given parts.
    package init(
      title: String, key: String, defaultValue: SettingsValue?,
      trueValue: SettingsValue = .bool(true), falseValue: SettingsValue = .bool(false)
    ) {
      self.title = title
      self.key = key
      self.defaultValue = defaultValue
      self.trueValue = trueValue
      self.falseValue = falseValue
    }
  }

  /// A `PSTextFieldSpecifier`. The keyboard settings are kept for hosts with a keyboard; the
  /// terminal ignores them.
  public struct TextField: Sendable, Equatable {
    /// The row's title; may be empty.
    package var title: String
    /// The key of the value.
    package var key: String
    /// The text when the user set none (`DefaultValue`).
    package var defaultValue: String?
    /// Whether the text is hidden as typed (`IsSecure`).
    package var isSecure: Bool
    /// `KeyboardType`: `Alphabet`, `NumbersAndPunctuation`, `NumberPad`, `URL`, `EmailAddress`,
    /// or one of `SettingsPaneParser.moreKeyboardTypes`, spelled as there whatever the case in
    /// the file.
    package var keyboardType: String
    /// `AutocapitalizationType`: `None`, `Words`, `Sentences` or `AllCharacters`.
    package var autocapitalizationType: String
    /// `AutocorrectionType`: `Default`, `No` or `Yes`.
    package var autocorrectionType: String

    /// The keyboards InAppSettingsKit names that `TextInputTraits` has no case of, and the
    /// nearest one it has.
    private static let nearestKeyboards: [String: TextInputTraits.Keyboard] = [
      "ASCIICapableNumberPad": .numberPad, "WebSearch": .url,
    ]

    /// A specifier with the given parts.
    package init(
      title: String, key: String, defaultValue: String? = nil, isSecure: Bool = false,
      keyboardType: String = "Alphabet", autocapitalizationType: String = "None",
      autocorrectionType: String = "Default"
    ) {
      self.title = title
      self.key = key
      self.defaultValue = defaultValue
      self.isSecure = isSecure
      self.keyboardType = keyboardType
      self.autocapitalizationType = autocapitalizationType
      self.autocorrectionType = autocorrectionType
    }

    /// The keyboard settings as the text field row's traits. Keyboards the row's traits do not
    /// name take the nearest one (`ASCIICapableNumberPad` a number pad, `WebSearch` the URL
    /// keyboard); values the parser did not check fall back to the defaults.
    package var traits: TextInputTraits {
      TextInputTraits(
        isSecure: isSecure,
        keyboard: TextInputTraits.Keyboard(rawValue: keyboardType)
          ?? Self.nearestKeyboards[keyboardType] ?? .alphabet,
        capitalization: TextInputTraits.Capitalization(rawValue: autocapitalizationType) ?? .none,
        correction: TextInputTraits.Correction(rawValue: autocorrectionType) ?? .default)
    }
  }

  /// A `PSTitleValueSpecifier`: the stored value, shown through `Titles` when `Values` has it.
  public struct TitleValue: Sendable, Equatable {
    /// The row's title.
    package var title: String
    /// The key of the value.
    package var key: String
    /// The value when the user set none (`DefaultValue`).
    package var defaultValue: SettingsValue?
    /// The titles shown for `values`, same length; both empty when the value is shown as is.
    package var titles: [String]
    /// The values `titles` stand for.
    package var values: [SettingsValue]

    /// A specifier with the given parts.
    package init(
      title: String, key: String, defaultValue: SettingsValue?, titles: [String] = [],
      values: [SettingsValue] = []
    ) {
      self.title = title
      self.key = key
      self.defaultValue = defaultValue
      self.titles = titles
      self.values = values
    }

    /// What the row shows for `value`: its title when `values` has it, else the value itself.
    package func text(for value: SettingsValue?) -> String {
      guard let value else { return "" }
      return values.firstIndex { $0.matches(value) }.map { titles[$0] } ?? value.stringValue
    }
  }

  /// The options of a `PSMultiValueSpecifier` or `PSRadioGroupSpecifier`.
  public struct Choice: Sendable, Equatable {
    /// The title (of the row; of the section for a radio group); may be empty.
    package var title: String
    /// The key of the value.
    package var key: String
    /// The value when the user set none (`DefaultValue`).
    package var defaultValue: SettingsValue?
    /// The option titles, one per value (`Titles`).
    package var titles: [String]
    /// The values stored (`Values`).
    package var values: [SettingsValue]
    /// Short titles shown on the row instead of `titles` (`ShortTitles`), when given.
    package var shortTitles: [String]?
    /// Text under the options of a multi-value's list (`FooterText`, which InAppSettingsKit
    /// reads there); a radio group's footer is its ``RadioGroup/footer``.
    package var footer: String?

    /// A specifier with the given parts.
    package init(
      title: String, key: String, defaultValue: SettingsValue?, titles: [String],
      values: [SettingsValue], shortTitles: [String]? = nil, footer: String? = nil
    ) {
      self.title = title
      self.key = key
      self.defaultValue = defaultValue
      self.titles = titles
      self.values = values
      self.shortTitles = shortTitles
      self.footer = footer
    }

    /// The index of the option whose value is `value`, if any.
    package func index(of value: SettingsValue?) -> Int? {
      guard let value else { return nil }
      return values.firstIndex { $0.matches(value) }
    }
  }

  /// A `PSRadioGroupSpecifier`: its options and the footer under them.
  public struct RadioGroup: Sendable, Equatable {
    /// The options.
    package var choice: Choice
    /// The footer under the options (`FooterText`).
    package var footer: String?

    /// A specifier with the given parts.
    package init(
      choice: Choice, footer: String? = nil
    ) {
      self.choice = choice
      self.footer = footer
    }
  }

  /// A `PSSliderSpecifier`.
  public struct Slider: Sendable, Equatable {
    /// The row's title: `Title` when given; Apple's sliders have none, and show none.
    package var title: String
    /// The key of the value.
    package var key: String
    /// The value when the user set none (`DefaultValue`).
    package var defaultValue: Double
    /// The lowest value (`MinimumValue`).
    package var minimumValue: Double
    /// The highest value (`MaximumValue`), above the lowest.
    package var maximumValue: Double

    /// A specifier with the given parts.
    package init(
      title: String, key: String, defaultValue: Double, minimumValue: Double, maximumValue: Double
    ) {
      self.title = title
      self.key = key
      self.defaultValue = defaultValue
      self.minimumValue = minimumValue
      self.maximumValue = maximumValue
    }
  }
}
