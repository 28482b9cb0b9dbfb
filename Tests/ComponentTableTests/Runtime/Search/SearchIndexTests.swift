import ComponentTable
import ComponentTableTerminal
import Foundation
import Testing

/// Finding rows by the beginnings of their words, as the Settings app's search does.
@Suite struct SearchIndexTests {
  static func entry(_ path: [String], _ title: String, detail: String? = nil, keywords: [String] = [], row: Int = 0)
    -> SearchEntry
  {
    SearchEntry(
      path: path, title: title, detail: detail, keywords: keywords,
      location: SearchLocation(screens: [], row: IndexPath(row: row, section: 0)))
  }

  static let settings = SearchIndex(entries: [
    entry(["Settings"], "Wi-Fi", detail: "Home", row: 0),
    entry(
      ["Settings", "Wi-Fi"], "Ask to Join Networks", keywords: ["Known networks are joined automatically."], row: 1),
    entry(["Settings"], "Bluetooth", row: 2),
    entry(["Settings", "Display & Brightness"], "Automatic", keywords: ["Appearance"], row: 3),
    entry(["Settings", "General"], "Café Mode", row: 4),
    entry(["Settings", "General"], "Language & Region", detail: "English", row: 5),
  ])

  func titles(_ query: String, in index: SearchIndex = Self.settings) -> [String] {
    index.search(query).map(\.entry.title)
  }

  @Test func aQueryFindsRowsByTheBeginningsOfTheirWords() {
    #expect(titles("blue") == ["Bluetooth"])
    #expect(titles("join") == ["Ask to Join Networks"])
    #expect(titles("wi f") == ["Wi-Fi"])
    #expect(titles("tooth").isEmpty)  // not the beginning of a word
    #expect(titles("oin").isEmpty)
  }

  @Test func caseAndDiacriticsAreIgnoredBothWays() {
    #expect(titles("CAFE") == ["Café Mode"])
    #expect(titles("café") == ["Café Mode"])
    #expect(titles("Cafe\u{301}") == ["Café Mode"])  // a decomposed é
    #expect(titles("BLUETOOTH") == ["Bluetooth"])
  }

  @Test func everyWordOfTheQueryMustMatch() {
    #expect(titles("ask net") == ["Ask to Join Networks"])
    #expect(titles("ask blue").isEmpty)
  }

  @Test func detailsAndKeywordsFindRowsTooButRankBelowTitles() {
    #expect(titles("home") == ["Wi-Fi"])
    #expect(titles("appearance") == ["Automatic"])
    #expect(titles("known") == ["Ask to Join Networks"])
    // "a" begins "Ask" (a title's first word), "Automatic" (a title), "automatically" (a keyword)
    // and "Appearance" (a keyword): titles first, the first word of a title before others.
    let found = titles("a")
    #expect(found.first == "Ask to Join Networks" || found.first == "Automatic")
    #expect(Set(found) == ["Ask to Join Networks", "Automatic"])
    #expect(titles("english") == ["Language & Region"])
  }

  @Test func resultsNameTheirPath() {
    let result = Self.settings.search("join").first
    #expect(result?.entry.displayPath == "Settings › Wi-Fi › Ask to Join Networks")
    #expect(result?.entry.location.row == IndexPath(row: 1, section: 0))
  }

  @Test func emptyQueriesAndLimits() {
    #expect(titles("").isEmpty)
    #expect(titles("  - ").isEmpty)
    #expect(Self.settings.search("s", limit: 0).isEmpty)
    #expect(Self.settings.search("a", limit: 1).count == 1)
    #expect(SearchIndex(entries: []).search("wifi").isEmpty)
  }

  @Test func theLanguageDecidesHowLettersFold() {
    let entries = [Self.entry(["Ayarlar"], "İstanbul Saati")]
    #expect(
      titles("istanbul", in: SearchIndex(entries: entries, locale: Locale(identifier: "en"))) == ["İstanbul Saati"])
    #expect(titles("saati", in: SearchIndex(entries: entries, locale: Locale(identifier: "tr"))) == ["İstanbul Saati"])
  }

  @Test func aLargeIndexAnswersLikeAScanOfEveryTitle() {
    var entries: [SearchEntry] = []
    let words = [
      "Wi-Fi", "Bluetooth", "Network", "Privacy", "Display", "Sound", "Battery", "Café", "Général", "Ann's", "iCloud+",
      "A/B_test", "(5GB)", "ZIP-Code",
    ]
    var random = SeededGenerator(seed: 7)
    for index in 0..<2_000 {
      let title = (0..<3).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " ")
      entries.append(Self.entry(["Settings", "Screen \(index % 50)"], "\(title) \(index)", row: index))
    }
    let index = SearchIndex(entries: entries)
    for query in ["blu", "net priv", "cafe", "gene", "sound 12", "x", "ann s", "icloud", "b test", "5gb", "zip c"] {
      let queryWords = query.split(separator: " ").map { SearchTextForTests.fold(String($0)) }
      let expected = entries.filter { entry in
        let titleWords = entry.title.split { !$0.isLetter && !$0.isNumber }.map { SearchTextForTests.fold(String($0)) }
        return queryWords.allSatisfy { word in titleWords.contains { $0.hasPrefix(word) } }
      }
      let found = index.search(query, limit: .max)
      #expect(Set(found.map(\.entry)) == Set(expected), "query \(query)")
    }
  }
}

/// The naive folding the scan in the test uses, independent of the index's own.
enum SearchTextForTests {
  static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }
}

/// Entries made from a screen's sections, as a search of a screen tree makes them.
@MainActor
@Suite struct SearchEntriesOfSectionsTests {

  @Test func everyDescribedRowIsAnEntryWithItsSectionsWords() {
    let sections = [
      TableSection(
        header: TableComponent.sectionTitle("Network"), footer: TableComponent.footerNote("Known networks are joined."),
        rows: [
          TableComponent.switchRow("Wi-Fi", isOn: .value(true)),
          TableComponent.valueRow("Network", value: "Home"),
        ]),
      TableSection(
        headerTitle: "About", rows: [TableComponent.textRow("Acknowledgements", subtitle: "Licences"), label("x")]),
    ]
    let entries = SearchEntry.entries(
      of: sections, path: ["Settings", "Wi-Fi"], screens: [IndexPath(row: 1, section: 0)])
    // The label cell does not describe itself, so it is not an entry.
    #expect(entries.map(\.title) == ["Wi-Fi", "Network", "Acknowledgements"])
    #expect(entries[0].detail == "On")
    #expect(entries[0].keywords == ["Network", "Known networks are joined."])
    #expect(entries[2].keywords == ["About"])
    #expect(
      entries[2].location
        == SearchLocation(screens: [IndexPath(row: 1, section: 0)], row: IndexPath(row: 0, section: 1)))
    let index = SearchIndex(entries: entries)
    #expect(index.search("licen").map(\.entry.title) == ["Acknowledgements"])
    #expect(index.search("known").map(\.entry.title) == ["Wi-Fi", "Network"])
  }

  /// Results come best first, and their scores say why: a title beats a detail, which beats a
  /// keyword, and a match at the start of the title beats one further in.
  @Test func resultsAreRankedByTheirScores() throws {
    let index = SearchIndex(entries: [
      SearchIndexTests.entry(["Settings"], "Network", keywords: ["home"], row: 0),
      SearchIndexTests.entry(["Settings"], "Wi-Fi", detail: "Home", row: 1),
      SearchIndexTests.entry(["Settings"], "Home Screen", row: 2),
      SearchIndexTests.entry(["Settings"], "My Home", row: 3),
    ])
    let results: [SearchResult] = index.search("home")
    #expect(results.map { $0.entry.title } == ["Home Screen", "My Home", "Wi-Fi", "Network"])
    #expect(zip(results, results.dropFirst()).allSatisfy { $0.score > $1.score })
    #expect(index.search("home", limit: 2).map { $0.entry.title } == ["Home Screen", "My Home"])
    #expect(index.search("home", limit: 0).isEmpty)
  }
}
