import ComponentTable
import Foundation
import Testing

/// A section title in capitals follows the capitals of its language: Turkish capitalises a
/// dotted i as İ.
@Suite struct SectionTitleCapitalsTests {
  @Test func turkishTitlesKeepTheDotOnTheCapitalI() {
    let title = SectionTitleData(title: "Bildirimler ve izinler")
    #expect(title.capitals(inLanguage: "tr") == "BİLDİRİMLER VE İZİNLER")
    #expect(title.capitals(inLanguage: "tr-TR") == "BİLDİRİMLER VE İZİNLER")
  }

  @Test func otherLanguagesCapitaliseAsBefore() {
    #expect(SectionTitleData(title: "Bildirimler ve izinler").capitals(inLanguage: "en") == "BILDIRIMLER VE IZINLER")
    #expect(SectionTitleData(title: "Straße").capitals(inLanguage: "de") == "STRASSE")
    #expect(SectionTitleData(title: "Wi-Fi").capitals(inLanguage: nil) == "WI-FI")
  }

  @Test func theAppLanguageIsThatOfTheMainBundle() {
    let title = SectionTitleData(title: "Network")
    #expect(title.capitalsInAppLanguage == title.capitals(inLanguage: Bundle.main.preferredLocalizations.first))
  }
}
