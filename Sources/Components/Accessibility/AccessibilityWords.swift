import Foundation

/// The words the package itself says to assistive technology: switch values, the kinds of
/// element VoiceOver names, its usage hints, and the few hints and values the built-in rows
/// give. English and German come with the package; an app with another language makes its
/// own from its strings and gives it to the engine (`TableEngine.accessibilityWords`) or the
/// navigator.
///
/// Hints follow Apple's guidance: they say briefly what activating the element does ("Opens
/// Wi-Fi.") and never name the gesture, which VoiceOver adds itself in the user's language
/// (the usage hints here are what the terminal's screen-reader mode says in its place).
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
public struct AccessibilityWords: Hashable, Sendable {
  /// A switch's value when on ("On").
  public var on: String
  /// A switch's value when off ("Off").
  public var off: String
  /// What a switch is called ("Switch button").
  public var switchButton: String
  /// What a button is called ("Button").
  public var button: String
  /// What a heading is called ("Heading").
  public var heading: String
  /// What an adjustable element is called ("Adjustable").
  public var adjustable: String
  /// What a text field is called ("Text field").
  public var textField: String
  /// Said of an element that cannot be used ("Dimmed").
  public var dimmed: String
  /// Said before the chosen option ("Selected").
  public var selected: String
  /// The value of a secure text field that holds text ("Secure text").
  public var secureText: String
  /// The hint of a row that opens a screen; `%@` stands for the screen's title
  /// ("Opens %@.").
  public var opensFormat: String
  /// The hint of a destructive button ("Cannot be undone.").
  public var cannotBeUndone: String
  /// VoiceOver's usage hint for an adjustable element.
  public var adjustUsageHint: String
  /// VoiceOver's usage hint for a switch.
  public var toggleUsageHint: String
  /// VoiceOver's usage hint for a text field.
  public var editUsageHint: String
  /// Said when nothing is focused ("Empty").
  public var empty: String
  /// Said after the value of a row whose change is not confirmed yet ("Updating").
  public var updating = "Updating"
  /// The value of a row whose value is loading ("Loading").
  public var loading = "Loading"
  /// The value of a button whose action is running ("In progress").
  public var inProgress = "In progress"

  /// Words with the given parts.
  public init(
    on: String, off: String, switchButton: String, button: String, heading: String,
    adjustable: String, textField: String, dimmed: String, selected: String, secureText: String,
    opensFormat: String, cannotBeUndone: String, adjustUsageHint: String, toggleUsageHint: String,
    editUsageHint: String, empty: String
  ) {
    self.on = on
    self.off = off
    self.switchButton = switchButton
    self.button = button
    self.heading = heading
    self.adjustable = adjustable
    self.textField = textField
    self.dimmed = dimmed
    self.selected = selected
    self.secureText = secureText
    self.opensFormat = opensFormat
    self.cannotBeUndone = cannotBeUndone
    self.adjustUsageHint = adjustUsageHint
    self.toggleUsageHint = toggleUsageHint
    self.editUsageHint = editUsageHint
    self.empty = empty
  }

  /// English, as VoiceOver speaks it.
  public static let english = AccessibilityWords(
    on: "On", off: "Off", switchButton: "Switch button", button: "Button", heading: "Heading",
    adjustable: "Adjustable", textField: "Text field", dimmed: "Dimmed", selected: "Selected",
    secureText: "Secure text", opensFormat: "Opens %@.", cannotBeUndone: "Cannot be undone.",
    adjustUsageHint: "Swipe up or down with one finger to adjust the value.",
    toggleUsageHint: "Double-tap to toggle setting.", editUsageHint: "Double-tap to edit.",
    empty: "Empty")

  /// German, as VoiceOver speaks it.
  public static let german: AccessibilityWords = {
    var words = AccessibilityWords(
      on: "Ein", off: "Aus", switchButton: "Schalter", button: "Taste", heading: "Überschrift",
      adjustable: "Anpassbar", textField: "Textfeld", dimmed: "Abgeblendet", selected: "Ausgewählt",
      secureText: "Sicherer Text", opensFormat: "Öffnet „%@“.",
      cannotBeUndone: "Kann nicht widerrufen werden.",
      adjustUsageHint: "Zum Anpassen des Werts mit einem Finger nach oben oder unten streichen.",
      toggleUsageHint: "Zum Ändern der Einstellung doppeltippen.",
      editUsageHint: "Zum Bearbeiten doppeltippen.", empty: "Leer")
    words.updating = "Wird aktualisiert"
    words.loading = "Wird geladen"
    words.inProgress = "Wird ausgeführt"
    return words
  }()

  /// The words of the language `identifier` names (`de`, `de-CH`, `de_AT`): German for German,
  /// else English.
  public static func forLanguage(_ identifier: String?) -> AccessibilityWords {
    let language = identifier?.lowercased().split { $0 == "-" || $0 == "_" }.first
    return language == "de" ? .german : .english
  }

  /// The words of the language the app is shown in: the first of its preferred localizations
  /// (`preferredLocalizations`, the app's localizations in the order the user prefers them, of
  /// which the first is the one its own text uses:
  /// https://developer.apple.com/documentation/foundation/bundle/preferredlocalizations), so that
  /// the package's words speak the app's language, not the language of the device or English
  /// whatever the app shows. English when that language has no words here: an app in another
  /// language gives its own.
  public static func forPreferredLocalizations(_ localizations: [String]) -> AccessibilityWords {
    forLanguage(localizations.first)
  }

  /// The words of the language the main bundle is shown in
  /// (``forPreferredLocalizations(_:)`` of its `preferredLocalizations`): what engines and
  /// navigators start with.
  public static var appLanguage: AccessibilityWords {
    forPreferredLocalizations(Bundle.main.preferredLocalizations)
  }

  /// The hint of a row that opens the screen titled `title`.
  package func opens(_ title: String) -> String {
    // A title that ends a sentence itself ("Reset…") gets no second full stop.
    var format = opensFormat
    if let last = title.last, ".…!?".contains(last), format.hasSuffix("%@.") { format.removeLast() }
    return format.replacingFirst("%@", with: title)
  }
}

extension String {
  /// The string with its first `target` replaced by `replacement`; as it is when there is none.
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(target) {
        return String(self[..<index]) + replacement + self[self.index(index, offsetBy: target.count)...]
      }
      index = self.index(after: index)
    }
    return self
  }
}
