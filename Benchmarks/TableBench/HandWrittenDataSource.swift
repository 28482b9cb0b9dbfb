import ComponentTable
import ComponentTableTerminal
import Foundation

// The "before" code the engine replaces: a data source with arrays of model enums and a
// `switch` in every callback. It is written the way a careful app would write it, so the
// ratios are against good code, not a straw man.

enum RowModel {
  case text(String)
  case subtitle(SubtitleItem)
  case toggle(ToggleItem)
  case titleValue(TitleValueItem)
  case counter(Int)
}

enum HeaderModel {
  case banner(BannerItem)
  case caption(String)
  /// Drawn by the host's standard title header, as `title(of:)`.
  case title(String)
}

@MainActor
final class HandWrittenDataSource: TableViewDataSource {
  // `unowned`, not weak: a UIKit data source gets the table view as a parameter for free;
  // this is the closest equivalent, so the baseline pays no weak-reference load per call.
  private unowned let host: TerminalTableView
  var headers: [HeaderModel]
  var rows: [[RowModel]]

  init(host: TerminalTableView, headers: [HeaderModel], rows: [[RowModel]]) {
    self.host = host
    self.headers = headers
    self.rows = rows
  }

  /// Registers the classes the way an app does in `viewDidLoad`, then attaches.
  static func attach(to host: TerminalTableView, headers: [HeaderModel], rows: [[RowModel]])
    throws(TableError) -> HandWrittenDataSource
  {
    try host.register(TextCell.self, forReuseIdentifier: ReuseID.text, role: .cell)
    try host.register(SubtitleCell.self, forReuseIdentifier: ReuseID.subtitle, role: .cell)
    try host.register(ToggleCell.self, forReuseIdentifier: ReuseID.toggle, role: .cell)
    try host.register(TitleValueCell.self, forReuseIdentifier: ReuseID.titleValue, role: .cell)
    try host.register(CounterCell.self, forReuseIdentifier: ReuseID.counter, role: .cell)
    try host.register(BannerHeader.self, forReuseIdentifier: ReuseID.banner, role: .headerFooter)
    try host.register(CaptionHeader.self, forReuseIdentifier: ReuseID.caption, role: .headerFooter)
    let dataSource = HandWrittenDataSource(host: host, headers: headers, rows: rows)
    host.attach(dataSource)
    return dataSource
  }

  var numberOfSections: Int { rows.count }

  func numberOfRows(inSection section: Int) -> Int { rows[section].count }

  func viewForRow(at indexPath: IndexPath) -> AnyObject {
    switch rows[indexPath.section][indexPath.row] {
    case .text(let text): return dequeue(TextCell.self, ReuseID.text, role: .cell, showing: text)
    case .subtitle(let item): return dequeue(SubtitleCell.self, ReuseID.subtitle, role: .cell, showing: item)
    case .toggle(let item): return dequeue(ToggleCell.self, ReuseID.toggle, role: .cell, showing: item)
    case .titleValue(let item): return dequeue(TitleValueCell.self, ReuseID.titleValue, role: .cell, showing: item)
    case .counter(let count): return dequeue(CounterCell.self, ReuseID.counter, role: .cell, showing: count)
    }
  }

  /// A view of `viewClass` dequeued from the host and configured with `data`, as a
  /// `tableView(_:cellForRowAt:)` writes it: dequeue, force-cast, configure.
  private func dequeue<View: ComponentView>(
    _ viewClass: View.Type, _ identifier: String, role: TableViewRole, showing data: View.Data
  ) -> View {
    let view = host.dequeueReusableView(withIdentifier: identifier, role: role) as! View
    view.configure(with: data)
    return view
  }

  func heightForRow(at indexPath: IndexPath, width: CGFloat) -> ComponentHeight {
    heightForRow(inSection: indexPath.section, row: indexPath.row, width: width)
  }

  // What the terminal host calls while laying out; written by hand too, so that both sides
  // answer the host's question directly.
  func heightForRow(inSection section: Int, row: Int, width: CGFloat) -> ComponentHeight {
    switch rows[section][row] {
    case .text(let text): return TextCell.height(for: text, width: width)
    case .subtitle(let item): return SubtitleCell.height(for: item, width: width)
    case .toggle(let item): return ToggleCell.height(for: item, width: width)
    case .titleValue(let item): return TitleValueCell.height(for: item, width: width)
    case .counter(let count): return CounterCell.height(for: count, width: width)
    }
  }

  func reuseIdentifierForRow(at indexPath: IndexPath) -> String {
    switch rows[indexPath.section][indexPath.row] {
    case .text: return ReuseID.text
    case .subtitle: return ReuseID.subtitle
    case .toggle: return ReuseID.toggle
    case .titleValue: return ReuseID.titleValue
    case .counter: return ReuseID.counter
    }
  }

  func reconfigure(_ view: AnyObject, forRowAt indexPath: IndexPath) {
    switch rows[indexPath.section][indexPath.row] {
    case .text(let text): (view as! TextCell).configure(with: text)
    case .subtitle(let item): (view as! SubtitleCell).configure(with: item)
    case .toggle(let item): (view as! ToggleCell).configure(with: item)
    case .titleValue(let item): (view as! TitleValueCell).configure(with: item)
    case .counter(let count): (view as! CounterCell).configure(with: count)
    }
  }

  func view(of decoration: Decoration) -> AnyObject? {
    guard case .header(let section) = decoration else { return nil }
    switch headers[section] {
    case .banner(let item): return dequeue(BannerHeader.self, ReuseID.banner, role: .headerFooter, showing: item)
    case .caption(let caption):
      return dequeue(CaptionHeader.self, ReuseID.caption, role: .headerFooter, showing: caption)
    case .title: return nil
    }
  }

  func height(of decoration: Decoration, width: CGFloat) -> ComponentHeight? {
    guard case .header(let section) = decoration else { return nil }
    switch headers[section] {
    case .banner(let item): return BannerHeader.height(for: item, width: width)
    case .caption(let caption): return CaptionHeader.height(for: caption, width: width)
    case .title: return nil
    }
  }

  func title(of decoration: Decoration) -> String? {
    if case .header(let section) = decoration, case .title(let title) = headers[section] { return title }
    return nil
  }
}
