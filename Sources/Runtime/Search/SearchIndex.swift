import Foundation

/// A row that a search can find: what it shows, where it is, and the words that find it.
public struct SearchEntry: Hashable, Sendable {
  /// The titles of the screens from the root to the row's screen: `["Settings", "Wi-Fi"]`.
  public var path: [String]
  /// The row's title, as the result shows it.
  public var title: String
  /// A second line the row shows (a subtitle, its value), also searched; `nil` for none.
  public var detail: String?
  /// More words that find the row without being shown: its section's title and footer, the
  /// titles of the options it opens, keywords it carries.
  public var keywords: [String]
  /// Where the row is, for the host that opens its screen and brings it into view: its
  /// identity (``TableComponent/id``) when it has one, else its position.
  public var location: SearchLocation

  /// An entry; `detail` and `keywords` default to none.
  public init(
    path: [String], title: String, detail: String? = nil, keywords: [String] = [],
    location: SearchLocation
  ) {
    self.path = path
    self.title = title
    self.detail = detail
    self.keywords = keywords
    self.location = location
  }

  /// The row as a result names it: `Settings › Wi-Fi › Ask to Join Networks`.
  public var displayPath: String { (path + [title]).joined(separator: " › ") }
}

/// Where a found row is: the screens to open from the root, then the row on the last one.
public struct SearchLocation: Hashable, Sendable {
  /// The index of the row that opens each screen after the root, as a position in its
  /// screen: empty for a row of the root screen.
  public var screens: [IndexPath]
  /// The titles of the rows at ``screens``, one each: when a screen changed since it was
  /// indexed and its row moved, the row is found again by its title.
  public var openerTitles: [String]
  /// The row on its screen.
  public var row: IndexPath
  /// A location; `openerTitles` is empty or has one title per element of `screens`.
  public init(screens: [IndexPath], openerTitles: [String] = [], row: IndexPath) {
    self.screens = screens
    self.openerTitles = openerTitles
    self.row = row
  }
}

/// What a search found: the entry, and how well it matched.
public struct SearchResult: Hashable, Sendable {
  /// The entry found.
  public var entry: SearchEntry
  /// Higher is better: a match in the title beats one in the detail, which beats one in the
  /// keywords; a match at the start of the title beats one further in.
  public var score: Int
}

/// An index of the rows of a tree of screens that finds rows by the beginnings of their words,
/// as the Settings app's search does: "blue" finds "Bluetooth", "join" finds "Ask to Join
/// Networks", "wi f" finds "Wi-Fi". Matching ignores case and diacritics ("cafe" finds "Café")
/// in the language of `locale`. Every word of the query must begin a word of the entry.
///
/// - Complexity: building sorts every word of every entry, O(w log w) for w words; a query
///   costs O(q log w) to find the words its words begin, plus the entries those words belong
///   to. A query never scans the entries.
public struct SearchIndex: Sendable {
  /// What one indexed word belongs to.
  private struct Posting: Sendable {
    var word: String
    var entry: Int32
    /// Where the word came from: 2 the title, 1 the detail, 0 a keyword.
    var field: Int8
    /// The word's place in its field; the first word of a title ranks first.
    var position: Int16
  }

  /// The entries, in the order given.
  public let entries: [SearchEntry]
  private let postings: [Posting]
  private let locale: Locale?

  /// An index of `entries`, matching in the language of `locale` (`nil`: no language's special
  /// cases, as for English).
  public init(entries: [SearchEntry], locale: Locale? = nil) {
    self.entries = entries
    self.locale = locale
    var postings: [Posting] = []
    postings.reserveCapacity(entries.count * 4)
    // A section's header and footer are keywords of each of its rows: their words are cut once.
    var keywordWords: [String: [Substring]] = [:]
    func add(_ text: String, entry: Int, field: Int8) {
      let words: [Substring]
      if field == 0 {
        if let known = keywordWords[text] {
          words = known
        } else {
          words = SearchText.words(of: text, locale: locale)
          keywordWords[text] = words
        }
      } else {
        words = SearchText.words(of: text, locale: locale)
      }
      for (position, word) in words.enumerated() {
        postings.append(
          Posting(word: String(word), entry: Int32(entry), field: field, position: Int16(min(position, 1000))))
      }
    }
    for (index, entry) in entries.enumerated() {
      add(entry.title, entry: index, field: 2)
      if let detail = entry.detail { add(detail, entry: index, field: 1) }
      for keyword in entry.keywords { add(keyword, entry: index, field: 0) }
    }
    postings.sort { $0.word < $1.word }
    self.postings = postings
  }

  /// The entries that `query` finds, best first (then in the order given), at most `limit`.
  /// An empty query finds nothing.
  public func search(_ query: String, limit: Int = 50) -> [SearchResult] {
    let words = SearchText.words(of: query, locale: locale)
    guard !words.isEmpty, limit > 0 else { return [] }
    // The rarest word first: its entries bound the result, and the others only filter them.
    var scores: [Int32: Int]?
    for word in words.sorted(by: { $0.count > $1.count }) {
      var found: [Int32: Int] = [:]
      let range = prefixRange(String(word))
      for posting in postings[range] {
        guard scores == nil || scores![posting.entry] != nil else { continue }
        let score = Int(posting.field) * 1_000 - Int(posting.position)
        found[posting.entry] = max(found[posting.entry] ?? .min, score)
      }
      if let previous = scores {
        scores = found.reduce(into: [:]) { kept, pair in kept[pair.key] = pair.value + previous[pair.key]! }
      } else {
        scores = found
      }
      if scores!.isEmpty { return [] }
    }
    let ranked = scores!.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    return ranked.prefix(limit).map { SearchResult(entry: entries[Int($0.key)], score: $0.value) }
  }

  /// The postings whose word begins with `prefix`, by binary search.
  private func prefixRange(_ prefix: String) -> Range<Int> {
    var low = 0
    var high = postings.count
    while low < high {
      let mid = (low + high) / 2
      if postings[mid].word < prefix { low = mid + 1 } else { high = mid }
    }
    var end = low
    // Words that begin with `prefix` sort right after it, before the first that does not.
    var upper = postings.count
    while end < upper {
      let mid = (end + upper) / 2
      if postings[mid].word.hasPrefix(prefix) { end = mid + 1 } else { upper = mid }
    }
    return low..<end
  }
}
