import ComponentTable
import ComponentTableTerminal
import Foundation

// MARK: - Search benchmarks
//
// A tree of 500 screens with 20 rows each (10,000 rows), titled from the words of settings
// screens. Building the search index (the entries from every screen's sections, then the
// sorted words) is compared with building those screens' sections; a query of one keystroke
// ("blu", the third key of "Bluetooth") with a scan that lowercases every title and looks for
// the query at the start of one of its words, the naive search an app writes first.

private let searchWords = [
  "Wi-Fi", "Bluetooth", "Network", "Privacy", "Display", "Brightness", "Sound", "Battery", "Café",
  "Général", "Notifications", "Keyboard", "Language", "Region", "Accessibility", "Storage",
  "Camera", "Photos", "Mail", "Calendar", "Location", "Backup", "Password", "Security",
]

/// The sections of the tree's screens, made as an app makes them.
@MainActor
private func makeScreens(screens: Int, rowsPerScreen: Int) -> [[TableSection]] {
  var generator = SplitMix(seed: 22)
  return (0..<screens).map { screen in
    let rows = (0..<rowsPerScreen).map { row -> TableComponent in
      let title = (0..<3).map { _ in searchWords[generator.below(searchWords.count)] }.joined(separator: " ")
      switch row % 4 {
      case 0: return TerminalSettingsKit.switchRow("\(title) \(row)", isOn: row % 3 == 0)
      case 1: return TerminalSettingsKit.valueRow("\(title) \(row)", value: "Home")
      case 2: return TerminalSettingsKit.disclosureRow("\(title) \(row)") { _ in }
      default: return TerminalSettingsKit.textRow("\(title) \(row)")
      }
    }
    return [
      TableSection(
        header: TerminalSettingsKit.sectionTitle("Screen \(screen)"),
        footer: TerminalSettingsKit.footerNote("Changes apply at once."), rows: rows)
    ]
  }
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

@MainActor
private func buildIndex(_ screens: [[TableSection]]) -> SearchIndex {
  var entries: [SearchEntry] = []
  for (index, sections) in screens.enumerated() {
    entries += SearchEntry.entries(
      of: sections, path: ["Settings", "Screen \(index)"], screens: [IndexPath(row: index, section: 0)])
  }
  return SearchIndex(entries: entries)
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

  let buildSamples = interleave(
    rounds: config.isQuick ? 3 : 7, warmups: 1, repeats: config.repeats,
    engine: {
      let screens = makeScreens(screens: screenCount, rowsPerScreen: rowsPerScreen)
      return measureNs { Sink.add(engineSide { buildIndex(screens) }.entries.count) }
    },
    baseline: {
      measureNs {
        Sink.add(baselineSide { makeScreens(screens: screenCount, rowsPerScreen: rowsPerScreen) }.count)
      }
    })
  results.append(
    BenchResult(
      name: "search index of \(screenCount) screens, \(Format.size(rows)) rows", quantity: .time(per: "build"),
      samples: buildSamples, baselineName: "building those screens' sections",
      goal: .ratioAtMost(10),
      note:
        "SearchEntry.entries(of:path:screens:) for every screen, then SearchIndex(entries:); the baseline makes the same screens' TableSections of TerminalSettingsKit rows."
    ))

  let screens = makeScreens(screens: screenCount, rowsPerScreen: rowsPerScreen)
  let index = buildIndex(screens)
  let titles = index.entries.map(\.title)
  let querySamples = interleave(
    rounds: config.rounds, warmups: 1, repeats: config.repeats,
    engine: { measureNs { Sink.add(engineSide { index.search("blu", limit: 50) }.count) } },
    baseline: { measureNs { Sink.add(baselineSide { naiveSearch("blu", titles: titles) }) } })
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
  return results
}
