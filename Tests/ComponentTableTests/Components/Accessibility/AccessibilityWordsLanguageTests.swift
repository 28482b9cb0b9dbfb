import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// The package's own words for assistive technology follow the language the app is shown in
/// (the first of its preferred localizations), not English whatever the app shows.
@MainActor
@Suite struct AccessibilityWordsLanguageTests {
  @Test func theFirstPreferredLocalizationChoosesTheWords() {
    #expect(AccessibilityWords.forPreferredLocalizations(["de"]) == .german)
    #expect(AccessibilityWords.forPreferredLocalizations(["de-CH", "en"]) == .german)
    #expect(AccessibilityWords.forPreferredLocalizations(["en", "de"]) == .english)
  }

  @Test func aLanguageWithoutWordsHereFallsBackToEnglish() {
    // The app shows French: its German localization is not what the user sees.
    #expect(AccessibilityWords.forPreferredLocalizations(["fr", "de"]) == .english)
    #expect(AccessibilityWords.forPreferredLocalizations(["Base"]) == .english)
    #expect(AccessibilityWords.forPreferredLocalizations([]) == .english)
  }

  @Test func theAppLanguageIsThatOfTheMainBundle() {
    #expect(AccessibilityWords.appLanguage == .forPreferredLocalizations(Bundle.main.preferredLocalizations))
  }

  @Test func aNavigatorStartsWithTheWordsOfTheAppLanguage() throws {
    let navigator = try makeNavigator(root: labelScreen("Settings"))
    #expect(navigator.accessibilityWords == .appLanguage)
    #expect(navigator.top.engine?.accessibilityWords == .appLanguage)
  }
}
