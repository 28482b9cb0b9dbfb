import ComponentTable
import ComponentTableTerminal
import Foundation

// MARK: - Search benchmarks
//
// A tree of 500 screens with 20 rows each (10,000 rows), titled from the words of settings
// screens, under a root whose navigation rows open them. Building the search index (walking
// the tree through those rows, every screen's rows as entries, then the sorted words) is
// compared with running the same screens' builders; a query of one keystroke ("blu", the third
// key of "Bluetooth") with a scan that lowercases every title and looks for the query at the
// start of one of its words, the naive search an app writes first.

private let searchWords = [
  "Wi-Fi", "Bluetooth", "Network", "Privacy", "Display", "Brightness", "Sound", "Battery", "Café",
  "Général", "Notifications", "Keyboard", "Language", "Region", "Accessibility", "Storage",
  "Camera", "Photos", "Mail", "Calendar", "Location", "Backup", "Password", "Security",
]

/// The titles of the rows of each screen of the tree, made once so that neither side of a
/// measurement pays for making up titles.
private func makeTitles(screens: Int, rowsPerScreen: Int) -> [[String]] {
  var generator = SplitMix(seed: 22)
  return (0..<screens).map { _ in
    (0..<rowsPerScreen).map { row in
      (0..<3).map { _ in searchWords[generator.below(searchWords.count)] }.joined(separator: " ") + " \(row)"
    }
  }
}

/// One screen's sections, made as an app's builder makes them.
@MainActor
private func screenSections(_ screen: Int, titles: [String]) -> [TableSection] {
  let rows = titles.enumerated().map { row, title -> TableComponent in
    switch row % 4 {
    case 0: return TableComponent.switchRow(title, isOn: .value(row % 3 == 0))
    case 1: return TableComponent.valueRow(title, value: "Home")
    case 2: return TableComponent.valueRow(title) { _ in }
    default: return TableComponent.textRow(title)
    }
  }
  return [
    TableSection(
      header: TableComponent.sectionTitle("Screen \(screen)"),
      footer: TableComponent.footerNote("Changes apply at once."), rows: rows)
  ]
}

/// The root's sections: one row per screen, opening it.
@MainActor
private func rootSections(_ titles: [[String]]) -> [TableSection] {
  [
    TableSection(
      rows: titles.indices.map { screen in
        TableComponent.navigationRow("Screen \(screen)") {
          TableScreen(title: "Screen \(screen)") { screenSections(screen, titles: titles[screen]) }
        }
      })
  ]
}

/// A small seeded generator, so every run indexes the same titles.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func below(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}

/// The index of the whole tree, as a host makes it: every screen read through the rows that
/// open it, then the words sorted.
@MainActor
private func buildIndex(_ titles: [[String]]) -> SearchIndex {
  let search = TableSearch(root: TableScreen(title: "Settings") { rootSections(titles) })
  search.indexNow()
  return search.index!
}

/// The naive search: every title lowercased, its words compared with the query.
private func naiveSearch(_ query: String, titles: [String]) -> Int {
  let query = query.lowercased()
  var found = 0
  for title in titles {
    let words = title.lowercased().split { !$0.isLetter && !$0.isNumber }
    if words.contains(where: { $0.hasPrefix(query) }) { found += 1 }
  }
  return found
}

@MainActor
func searchBenchmarks(_ config: Config) throws -> [BenchResult] {
  let screenCount = config.isQuick ? 100 : 500
  let rowsPerScreen = 20
  let rows = screenCount * rowsPerScreen
  var results: [BenchResult] = []
  let titles = makeTitles(screens: screenCount, rowsPerScreen: rowsPerScreen)

  let buildSamples = interleave(
    rounds: config.isQuick ? 3 : 7, warmups: 1, repeats: config.repeats,
    engine: { measureNs { Sink.add(engineSide { buildIndex(titles) }.entries.count) } },
    baseline: {
      measureNs {
        Sink.add(
          baselineSide {
            rootSections(titles).count + titles.indices.reduce(0) { $0 + screenSections($1, titles: titles[$1]).count }
          })
      }
    })
  results.append(
    BenchResult(
      name: "search index of \(screenCount) screens, \(Format.size(rows)) rows", quantity: .time(per: "build"),
      samples: buildSamples, baselineName: "building those screens' sections",
      goal: .ratioAtMost(10),
      note:
        "TableSearch(root:).indexNow(): the walk through the root's navigation rows, every screen's builder, the entries, the sorted words; the baseline runs the same builders (the root's and every screen's TableSections of built-in rows)."
    ))

  let index = buildIndex(titles)
  let entryTitles = index.entries.map(\.title)
  let querySamples = interleave(
    rounds: config.rounds, warmups: 1, repeats: config.repeats,
    engine: { measureNs { Sink.add(engineSide { index.search("blu", limit: 50) }.count) } },
    baseline: { measureNs { Sink.add(baselineSide { naiveSearch("blu", titles: entryTitles) }) } })
  results.append(
    BenchResult(
      name: "search query \"blu\" in \(Format.size(rows)) rows", quantity: .time(per: "query"),
      samples: querySamples, baselineName: "lowercasing and comparing every title",
      goal: .ratioAtMost(0.2), note: "the first 50 results, ranked."))
  results.append(
    BenchResult(
      name: "search query \"blu\" in \(Format.size(rows)) rows, time", quantity: .time(per: "query"),
      samples: querySamples, baselineName: "lowercasing and comparing every title",
      goal: .valueAtMost(1_000_000), note: "one keystroke's query must take at most 1 ms."))

  // The slowest kinds of query: a word read across words ("wifi" is "Wi" then "Fi"), and one
  // with a typing mistake, compared with every distinct word that begins with its letter.
  for query in ["wifi", "bluetoth"] {
    let samples = interleave(
      rounds: config.rounds, warmups: 1, repeats: config.repeats,
      engine: { measureNs { Sink.add(engineSide { index.search(query, limit: 50) }.count) } },
      baseline: { measureNs { Sink.add(baselineSide { naiveSearch(query, titles: entryTitles) }) } })
    results.append(
      BenchResult(
        name: "search query \"\(query)\" in \(Format.size(rows)) rows, time", quantity: .time(per: "query"),
        samples: samples, baselineName: "lowercasing and comparing every title",
        goal: .valueAtMost(1_000_000),
        note: query == "wifi"
          ? "a word found across the words Wi and Fi; at most 1 ms."
          : "one letter missing from Bluetooth, forgiven; at most 1 ms."))
  }
  return results
}
