import Foundation
import Testing

@testable import ComponentTable

/// A query matches how people type: punctuation and case inside a word do not matter, a word
/// with punctuation is one word, a phrase ranks above words found apart, one typing mistake in
/// a long word is forgiven below every exact match, and titles rank above footers.
@Suite struct SearchMatchingTests {
  static func entry(_ title: String, keywords: [String] = [], row: Int) -> SearchEntry {
    SearchEntry(
      path: ["Settings"], title: title, keywords: keywords,
      location: SearchLocation(screens: [], row: IndexPath(row: row, section: 0)))
  }

  static let index = SearchIndex(entries: [
    entry("Wi-Fi", row: 0),
    entry("Licence", keywords: ["Use without restrictions, with no fitness for purpose."], row: 1),
    entry("iCloud+", row: 2),
    entry("Bluetooth", row: 3),
    entry("Personal Hotspot", keywords: ["Share your WiFi connection."], row: 4),
    entry("Network Settings", row: 5),
    entry("Reset", keywords: ["Your network settings are kept."], row: 6),
    entry("Bluetoth Legacy Mode", row: 7),
    entry("Wireless Firmware", row: 8),
  ])

  func titles(_ query: String) -> [String] { Self.index.search(query).map(\.entry.title) }

  @Test(arguments: ["wifi", "WiFi", "wi-fi", "Wi Fi", "WI-FI", "wi–fi", "wif"])
  func punctuationAndCaseInsideAWordDoNotMatter(query: String) {
    #expect(titles(query).first == "Wi-Fi")
  }

  @Test func aJoinedWordAlsoFindsItsSpelledOutForm() {
    // "WiFi" in a keyword is one word; "wi-fi" finds it as "wifi".
    #expect(Set(titles("wi-fi")) == ["Wi-Fi", "Personal Hotspot"])
    #expect(titles("wi-fi").first == "Wi-Fi")
  }

  @Test func iCloudIsFoundWithoutItsPlus() {
    #expect(titles("icloud") == ["iCloud+"])
    #expect(titles("icloud+") == ["iCloud+"])
  }

  @Test func aHyphenatedWordIsOneWordNotTwo() {
    // "wi" and "fi" begin "without" and "fitness", but "wi-fi" is one word.
    #expect(!titles("wi-fi").contains("Licence"))
    #expect(!titles("wifi").contains("Licence"))
  }

  @Test func wordsThatMatchAsAPhraseRankAboveWordsFoundApart() {
    let found = titles("wi fi")
    #expect(found.first == "Wi-Fi")
    // Found apart in a title ("Wireless Firmware"), the row still comes, below.
    #expect(found.contains("Wireless Firmware"))
    #expect(found.firstIndex(of: "Wireless Firmware")! > found.firstIndex(of: "Wi-Fi")!)
  }

  /// A keyword is text the row does not show; there the words the user finished typing match
  /// whole words, and only the last word is a beginning. Titles keep matching beginnings.
  @Test func inAKeywordEveryWordButTheLastMatchesAWholeWord() {
    // "wi" and "fi" begin "without" and "fitness" in the licence's footer: not words typed.
    #expect(titles("wi fi") == ["Wi-Fi", "Personal Hotspot", "Wireless Firmware"])
    #expect(!titles("Wi Fi").contains("Licence"))
    #expect(titles("wi fitness").isEmpty)
    // Typed out, the footer's words find it, in any order, the last by its beginning.
    #expect(titles("without fitness") == ["Licence"])
    #expect(titles("fitness without") == ["Licence"])
    #expect(titles("without fit") == ["Licence"])
    #expect(titles("witho") == ["Licence"])
    // A title's word and a footer's word together.
    #expect(titles("reset network") == ["Reset"])
    #expect(titles("reset netw") == ["Reset"])
    #expect(titles("netw reset").isEmpty)  // "netw" is not a word of the footer
    // A typing mistake in a finished word is forgiven in a title, not in a footer.
    #expect(titles("wirless firm") == ["Wireless Firmware"])
    #expect(titles("withot fitness").isEmpty)
  }

  /// The rule is "five letters or more": "rezet" (five, one letter wrong) finds "Reset", and
  /// "reze" (four, one letter wrong) finds nothing, while "rese", exact, still does.
  @Test func oneTypingMistakeIsForgivenFromFiveLettersOnExactly() {
    #expect(titles("rezet") == ["Reset"])
    #expect(titles("reze") == [])
    #expect(titles("rset") == [])
    #expect(titles("rese") == ["Reset"])
  }

  @Test(arguments: ["bluetoth", "blutooth", "bleutooth", "bluetoooth", "bluxtooth", "BLUETOTH"])
  func oneTypingMistakeInALongWordIsForgiven(query: String) {
    #expect(titles(query).contains("Bluetooth"))
  }

  @Test func aTypingMistakeRanksBelowEveryExactMatch() {
    // "bluetoth" is exactly the first word of the legacy row, and one letter off "Bluetooth".
    #expect(titles("bluetoth") == ["Bluetoth Legacy Mode", "Bluetooth"])
    let scores = Self.index.search("bluetoth").map(\.score)
    #expect(scores[0] > scores[1])
  }

  @Test func shortWordsAndTwoMistakesAreNotForgiven() {
    #expect(titles("blx").isEmpty)
    #expect(titles("icxoxd").isEmpty)  // six letters but two mistakes
    #expect(titles("bluxtoxth").isEmpty)
  }

  @Test func titlesRankAboveFooters() {
    #expect(titles("network") == ["Network Settings", "Reset"])
    #expect(titles("network settings") == ["Network Settings", "Reset"])
  }

  @Test func theOneEditCheckCoversEachKindOfEdit() {
    func check(_ query: String, _ word: String) -> Bool {
      SearchIndex.isOneEditFromAPrefix(Array(query.unicodeScalars), of: word)
    }
    #expect(check("bxuetooth", "bluetooth"))  // replaced
    #expect(check("buetooth", "bluetooth"))  // left out
    #expect(check("blluetooth", "bluetooth"))  // added
    #expect(check("bluetootha", "bluetooth"))  // added at the end
    #expect(check("lbuetooth", "bluetooth"))  // swapped
    #expect(check("bluet", "blxetooth"))  // a beginning of the word
    #expect(!check("bluetooth", "bluetooth"))  // exact is not a typing mistake
    #expect(!check("bluet", "bluetooth"))
    #expect(!check("bxuxtooth", "bluetooth"))
  }
}
