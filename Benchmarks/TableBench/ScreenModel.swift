import ComponentTable
import ComponentTableTerminal
import Foundation

/// One screen's content as model enums, turned into either the hand-written data source's
/// arrays or the engine's components, so both sides show exactly the same values.
@MainActor
struct ScreenModel {
  var headers: [HeaderModel]
  var rows: [[RowModel]]

  var rowCount: Int { rows.reduce(0) { $0 + $1.count } }

  /// `rowCount` rows of the five cell classes in a deterministic shuffle (runs of one class
  /// are short, as on a real settings or feed screen), in sections of `rowsPerSection` whose
  /// headers cycle through the three kinds.
  static func heterogeneous(rowCount: Int, rowsPerSection: Int = 100) -> ScreenModel {
    var generator = SplitMix64(seed: 0x5EED)
    var headers: [HeaderModel] = []
    var rows: [[RowModel]] = []
    var made = 0
    while made < rowCount {
      let section = headers.count
      switch section % 3 {
      case 0:
        headers.append(
          .banner(BannerItem(title: "Section \(section)", subtitle: "All the settings of group \(section)")))
      case 1: headers.append(.caption("Group \(section)"))
      default: headers.append(.title("Plain title \(section)"))
      }
      let count = min(rowsPerSection, rowCount - made)
      var sectionRows: [RowModel] = []
      sectionRows.reserveCapacity(count)
      for _ in 0..<count {
        let i = made
        // Mixed string lengths: some fit in a small (inline) string, some live on the heap.
        switch generator.next() % 5 {
        case 0: sectionRows.append(.text("Row \(i)"))
        case 1:
          sectionRows.append(
            .subtitle(SubtitleItem(title: "Item \(i)", detail: "Details of the item at position \(i)")))
        case 2: sectionRows.append(.toggle(ToggleItem(title: "Enable feature \(i)", isOn: i % 2 == 0)))
        case 3: sectionRows.append(.titleValue(TitleValueItem(title: "Key \(i)", value: "Value \(i * 7)")))
        default: sectionRows.append(.counter(i))
        }
        made += 1
      }
      rows.append(sectionRows)
    }
    return ScreenModel(headers: headers, rows: rows)
  }

  static func component(for row: RowModel) -> TableComponent {
    switch row {
    case .text(let text): return TableComponent(TextCell.self, data: text)
    case .subtitle(let item): return TableComponent(SubtitleCell.self, data: item)
    case .toggle(let item): return TableComponent(ToggleCell.self, data: item)
    case .titleValue(let item): return TableComponent(TitleValueCell.self, data: item)
    case .counter(let count): return TableComponent(CounterCell.self, data: count)
    }
  }

  /// The same content as the engine's sections.
  var sections: [TableSection] {
    zip(headers, rows).map { header, rows in
      let components = rows.map(Self.component(for:))
      switch header {
      case .banner(let item):
        return TableSection(header: TableComponent(BannerHeader.self, data: item), rows: components)
      case .caption(let caption):
        return TableSection(header: TableComponent(CaptionHeader.self, data: caption), rows: components)
      case .title(let title):
        return TableSection(headerTitle: title, rows: components)
      }
    }
  }

  /// An engine showing this screen on `host`, built in one group so the host lays out once.
  func makeEngine(on host: TerminalTableView) throws -> TableEngine {
    let engine = TableEngine(host: host)
    let sections = self.sections
    try engine.performBatchUpdates(animation: .none) {
      for section in sections { try engine.addSection(section, animation: .none) }
    }
    return engine
  }

  /// The hand-written data source showing this screen on `host`.
  func makeHandWritten(on host: TerminalTableView) throws -> HandWrittenDataSource {
    try HandWrittenDataSource.attach(to: host, headers: headers, rows: rows)
  }
}

/// A small deterministic generator, so every run benchmarks the same screen.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
