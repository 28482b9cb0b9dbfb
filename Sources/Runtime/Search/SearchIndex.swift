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
  package var location: SearchLocation
  /// Whether the row can be used where it is (``TableComponent/disabled(_:reason:)``): a
  /// result marks a disabled row, with its reason, so that the user knows before opening it
  /// that it is locked ("Managed by your organization").
  public var availability: RowAvailability

  /// An entry; `detail` and `keywords` default to none, `availability` to an enabled row.
  package init(
    path: [String], title: String, detail: String? = nil, keywords: [String] = [],
    location: SearchLocation, availability: RowAvailability = .enabled
  ) {
    self.path = path
    self.title = title
    self.detail = detail
    self.keywords = keywords
    self.location = location
    self.availability = availability
  }

  /// The row as a result names it: `Settings › Wi-Fi › Ask to Join Networks`.
  public var displayPath: String { (path + [title]).joined(separator: " › ") }

  /// What a result shows under its title: the path of screens it is on, and for a disabled
  /// row "🔒" and its reason (or only "🔒" without one): `Settings › General · 🔒 Managed by
  /// your organization`.
  public var resultSubtitle: String {
    let place = path.joined(separator: " › ")
    guard case .disabled(let reason) = availability else { return place }
    let lock = reason.map { "🔒 " + $0 } ?? "🔒"
    return place.isEmpty ? lock : place + " · " + lock
  }
}

/// Where a found row is: the screens to open from the root, then the row on the last one.
package struct SearchLocation: Hashable, Sendable {
  /// The index of the row that opens each screen after the root, as a position in its
  /// screen: empty for a row of the root screen.
  package var screens: [IndexPath]
  /// The titles of the rows at ``screens``, one each: when a screen changed since it was
  /// indexed and its row moved, the row is found again by its title.
  package var openerTitles: [String]
  /// The row on its screen; for a section (``isSection``), row 0 of that section.
  package var row: IndexPath
  /// Whether the result is a section's heading or footer rather than a row: a section that
  /// shows text but no row search can find (a licence in an acknowledgements pane). Opening
  /// it opens its screen at that section.
  package var isSection: Bool
  /// A location; `openerTitles` is empty or has one title per element of `screens`.
  package init(screens: [IndexPath], openerTitles: [String] = [], row: IndexPath, isSection: Bool = false) {
    self.screens = screens
    self.openerTitles = openerTitles
    self.row = row
    self.isSection = isSection
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
/// in the language of `locale`.
///
/// How a query is read, so that it matches how people type:
/// - Every word of the query (the query cut at spaces) must match the entry.
/// - Punctuation and case inside a word do not matter: "wifi", "wi-fi" and "WiFi" find "Wi-Fi",
///   and "icloud" finds "iCloud+". A word matches the beginning of a word of the entry, or of
///   words that follow each other there read as one ("wifi" is "Wi" then "Fi").
/// - A word with punctuation is one word: "wi-fi" finds "Wi-Fi", never "without … fitness".
/// - In a keyword (text the row does not show: its section's header and footer, its options'
///   titles), every word of the query but the last matches a whole word: the words a user
///   finished typing name words, and only the last, still being typed, is a beginning. So
///   "without fit" finds a licence whose footer says "without warranty … fitness", and "wi fi"
///   does not: in the title "Wi-Fi" the two beginnings read as one word, in a long footer they
///   would only be the beginnings of two words that happen to be there.
/// - Several words that match as one phrase ("wi fi" in "Wi-Fi") rank above words found apart.
/// - A word of five letters or more with one typing mistake (a letter wrong, missing, extra or
///   two swapped: "bluetoth") still finds its word, ranked below every exact match.
/// - A match in the title ranks above one in the detail, which ranks above one in the keywords
///   (a section's header and footer); the first word of a title ranks first.
///
/// - Complexity: building sorts every word of every entry, O(w log w) for w words; a query
///   costs O(q log w) to find the words its words begin, plus the entries those words belong
///   to, plus, for a word of five letters or more, a look at the distinct words that begin with
///   its first letter. A query never scans the entries.
public struct SearchIndex: Sendable {
  /// What one indexed word belongs to.
  private struct Posting: Sendable {
    var word: String
    var entry: Int32
    /// Where the word came from: 2 the title, 1 the detail, 0 a keyword.
    var field: Int8
    /// The word's place in its field; the first word of a title ranks first.
    var position: Int16
    /// The word's place in ``SearchIndex/sequence``, where the words that follow it are.
    var ordinal: Int32
  }

  /// A word in the order it stands in its field, and whether the next word of ``sequence``
  /// follows it in that same field.
  private struct SequenceWord: Sendable {
    var word: String
    var isFollowed: Bool
  }

  /// What a query's match at a word is worth below an exact one: a typing mistake ranks below
  /// every exact match, whatever its field.
  private static let typoPenalty = 3_000
  /// What a phrase match adds: it ranks above the same words found apart.
  private static let phraseBonus = 5_000
  /// The fewest letters a query word needs before a typing mistake in it is forgiven: shorter
  /// words are within one edit of too many others.
  private static let typoMinimumLength = 5

  /// The entries, in the order given.
  public let entries: [SearchEntry]
  private let postings: [Posting]
  /// Every word of every field in its order, to read a query word across the words that follow
  /// each other ("wi" then "fi").
  private let sequence: [SequenceWord]
  /// The distinct words of ``postings``, sorted, with the index of their first posting: what a
  /// query word with a typing mistake is compared with.
  private let distinctWords: [(word: String, start: Int)]
  private let locale: Locale?

  /// An index of `entries`, matching in the language of `locale` (`nil`: no language's special
  /// cases, as for English).
  public init(entries: [SearchEntry], locale: Locale? = nil) {
    self.entries = entries
    self.locale = locale
    var postings: [Posting] = []
    postings.reserveCapacity(entries.count * 4)
    var sequence: [SequenceWord] = []
    sequence.reserveCapacity(entries.count * 4)
    // A section's header and footer are keywords of each of its rows: their words are cut once.
    var keywordWords: [String: [String]] = [:]
    func add(_ text: String, entry: Int, field: Int8) {
      let words: [String]
      if field == 0, let known = keywordWords[text] {
        words = known
      } else {
        words = SearchText.words(of: text, locale: locale).map(String.init)
        if field == 0 { keywordWords[text] = words }
      }
      for (position, word) in words.enumerated() {
        postings.append(
          Posting(
            word: word, entry: Int32(entry), field: field, position: Int16(min(position, 1000)),
            ordinal: Int32(sequence.count)))
        sequence.append(SequenceWord(word: word, isFollowed: position + 1 < words.count))
      }
    }
    for (index, entry) in entries.enumerated() {
      add(entry.title, entry: index, field: 2)
      if let detail = entry.detail { add(detail, entry: index, field: 1) }
      for keyword in entry.keywords { add(keyword, entry: index, field: 0) }
    }
    postings.sort { $0.word < $1.word }
    var distinctWords: [(word: String, start: Int)] = []
    for (index, posting) in postings.enumerated() where distinctWords.last?.word != posting.word {
      distinctWords.append((posting.word, index))
    }
    self.postings = postings
    self.sequence = sequence
    self.distinctWords = distinctWords
  }

  /// The entries that `query` finds, best first (then in the order given), at most `limit`.
  /// An empty query finds nothing.
  public func search(_ query: String, limit: Int = 50) -> [SearchResult] {
    // Each word of the query with its punctuation taken out: "Wi-Fi" is "wifi".
    let words = query.split(whereSeparator: \.isWhitespace).compactMap { word -> String? in
      let parts = SearchText.words(of: String(word), locale: locale)
      return parts.isEmpty ? nil : parts.joined()
    }
    guard !words.isEmpty, limit > 0 else { return [] }
    // The rarest word first: its entries bound the result, and the others only filter them.
    var scores: [Int32: Int]?
    for place in words.indices.sorted(by: { words[$0].count > words[$1].count }) {
      let found = matches(of: words[place], among: scores, wholeWordsInKeywords: place < words.count - 1)
      if let previous = scores {
        scores = found.reduce(into: [:]) { kept, pair in kept[pair.key] = pair.value + previous[pair.key]! }
      } else {
        scores = found
      }
      if scores!.isEmpty { break }
    }
    var ranked = scores ?? [:]
    if words.count > 1 {
      // The words read as one phrase ("wi fi" as "wifi") rank above the same words found apart,
      // and find entries where they only stand together ("WiFi").
      for (entry, score) in matches(of: words.joined(), among: nil, forgivingTypos: false) {
        ranked[entry] = max(ranked[entry] ?? .min, score + Self.phraseBonus)
      }
    }
    return ranked.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .prefix(limit).map { SearchResult(entry: entries[Int($0.key)], score: $0.value) }
  }

  /// The entries one query word matches, with the score of their best match: at the beginning
  /// of a word, across words that follow each other, or with one typing mistake where
  /// `forgivingTypos`. Where `wholeWordsInKeywords`, it matches a keyword's words only whole
  /// and exactly, as a word the user finished typing. Only entries in `candidates` are looked
  /// at, when given.
  private func matches(
    of word: String, among candidates: [Int32: Int]?, forgivingTypos: Bool = true, wholeWordsInKeywords: Bool = false
  ) -> [Int32: Int] {
    var found: [Int32: Int] = [:]
    func record(_ posting: Posting, penalty: Int = 0) {
      guard candidates == nil || candidates![posting.entry] != nil else { return }
      let score = Int(posting.field) * 1_000 - Int(posting.position) - penalty
      found[posting.entry] = max(found[posting.entry] ?? .min, score)
    }
    for posting in postings[range(beginningWith: word)]
    where !wholeWordsInKeywords || posting.field > 0 || posting.word == word {
      record(posting)
    }
    // A word of the entry that is the query word's beginning ("wi" of "wifi"), followed by
    // words that go on with the rest.
    var head = ""
    for character in word.dropLast() {
      head.append(character)
      let rest = word.dropFirst(head.count)
      for posting in postings[range(equalTo: head)] where sequence[Int(posting.ordinal)].isFollowed {
        let whole = wholeWordsInKeywords && posting.field == 0
        if continues(rest, at: Int(posting.ordinal) + 1, endingAWord: whole) { record(posting) }
      }
    }
    if forgivingTypos, word.count >= Self.typoMinimumLength, let first = word.first {
      let letters = Array(word.unicodeScalars)
      let start = lowerBound(of: String(first), in: distinctWords.indices) { distinctWords[$0].word }
      var index = start
      while index < distinctWords.count, distinctWords[index].word.first == first {
        let candidate = distinctWords[index]
        if !candidate.word.hasPrefix(word), Self.isOneEditFromAPrefix(letters, of: candidate.word) {
          let end = index + 1 < distinctWords.count ? distinctWords[index + 1].start : postings.count
          for posting in postings[candidate.start..<end] where !wholeWordsInKeywords || posting.field > 0 {
            record(posting, penalty: Self.typoPenalty)
          }
        }
        index += 1
      }
    }
    return found
  }

  /// Whether `rest` is read by the words of ``sequence`` from `ordinal` on: the first begins
  /// with it (is it, where `endingAWord`), or is its beginning and the words after it read
  /// the remainder.
  private func continues(_ rest: Substring, at ordinal: Int, endingAWord: Bool) -> Bool {
    var rest = rest
    var ordinal = ordinal
    while ordinal < sequence.count {
      let next = sequence[ordinal]
      if endingAWord ? next.word == rest : next.word.hasPrefix(rest) { return true }
      guard next.isFollowed, rest.hasPrefix(next.word) else { return false }
      rest = rest.dropFirst(next.word.count)
      ordinal += 1
    }
    return false
  }

  /// Whether `query` is one edit (a letter replaced, left out, added, or two swapped) away from
  /// a beginning of `word`.
  static func isOneEditFromAPrefix(_ query: [Unicode.Scalar], of word: String) -> Bool {
    let word = Array(word.unicodeScalars.prefix(query.count + 1))
    let count = query.count
    // The first difference; the query is not a beginning of the word here.
    var index = 0
    while index < count, index < word.count, query[index] == word[index] { index += 1 }
    guard index < count else { return false }
    func same(_ a: ArraySlice<Unicode.Scalar>, _ b: ArraySlice<Unicode.Scalar>) -> Bool {
      a.count <= b.count && zip(a, b).allSatisfy { $0 == $1 }
    }
    // Replaced: the rest matches after skipping one letter in both.
    if index < word.count, same(query[(index + 1)...], word[min(index + 1, word.count)...]) {
      return true
    }
    // Left out of the query: the rest of the query matches the word one letter later.
    if index + 1 <= word.count, same(query[index...], word[(index + 1)...]) { return true }
    // Added to the query: the query one letter later matches the rest of the word (the word
    // may end: the query's last letter is the extra one).
    if same(query[(index + 1)...], word[index...]) { return true }
    // Two letters swapped.
    if index + 1 < count, index + 1 < word.count, query[index] == word[index + 1],
      query[index + 1] == word[index], same(query[(index + 2)...], word[(index + 2)...])
    {
      return true
    }
    return false
  }

  /// The postings whose word begins with `prefix`.
  private func range(beginningWith prefix: String) -> Range<Int> {
    let low = lowerBound(of: prefix, in: postings.indices) { postings[$0].word }
    var end = low
    // Words that begin with `prefix` sort right after it, before the first that does not.
    var upper = postings.count
    while end < upper {
      let mid = (end + upper) / 2
      if postings[mid].word.hasPrefix(prefix) { end = mid + 1 } else { upper = mid }
    }
    return low..<end
  }

  /// The postings whose word is `word`.
  private func range(equalTo word: String) -> Range<Int> {
    let low = lowerBound(of: word, in: postings.indices) { postings[$0].word }
    var end = low
    while end < postings.count, postings[end].word == word { end += 1 }
    return low..<end
  }

  /// The first index in `indices` whose key is not below `value`, by binary search.
  private func lowerBound(of value: String, in indices: Range<Int>, key: (Int) -> String) -> Int {
    var low = indices.lowerBound
    var high = indices.upperBound
    while low < high {
      let mid = (low + high) / 2
      if key(mid) < value { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
