import ComponentTable
import Foundation

@testable import ComponentTableTerminal

/// What the fuzzer checks after every call: the engine against the model, the host against the
/// model (content height, exactly the visible items, each with a view of the right class, pool
/// and data), section handles and the identity lookup.
extension EngineFuzzer {
  func checkEverything() -> String? {
    compareEngine(with: model) ?? checkHost() ?? checkHandles() ?? checkLookup()
  }

  func compareEngine(with model: FuzzModel) -> String? {
    if let problem = compareDecorations(with: model) { return problem }
    let sections = engine.allSections
    if sections.count == model.sections.count,
      zip(sections, model.sections).allSatisfy({ same($0, $1) })
    {
      return nil
    }
    let actual = sections.map(FuzzSectionSnapshot.init)
    let expected = model.snapshot
    func lines(_ sections: [FuzzSectionSnapshot]) -> String {
      sections.enumerated().map { "  \($0): \($1)" }.joined(separator: "\n")
    }
    return "the engine holds\n\(lines(actual))\nthe model expects\n\(lines(expected))"
  }

  /// Field by field without building snapshots: this runs after every call.
  func same(_ section: TableSection, _ model: FuzzSection) -> Bool {
    section.id == model.id.map({ AnyHashable($0) }) && section.headerTitle == model.headerTitle
      && section.footerTitle == model.footerTitle
      && section.header.map(FuzzComponentSnapshot.init) == model.header?.expected
      && section.footer.map(FuzzComponentSnapshot.init) == model.footer?.expected
      && section.rows.count == model.rows.count
      && zip(section.rows, model.rows).allSatisfy { FuzzComponentSnapshot($0) == $1.expected }
  }

  /// The host against the model: no inconsistency, the content height the model's heights add
  /// up to, exactly the items in the viewport shown, each by its own view of the right class
  /// and pool showing the data of its position.
  func checkHost() -> String? {
    if let inconsistency = host.inconsistencies.first {
      return "the host recorded an inconsistency: \(inconsistency.message)"
    }
    let width = host.width
    var rowFrames: [(path: IndexPath, top: Int, lines: Int)] = []
    var headerFrames: [(section: Int, top: Int, lines: Int)] = []
    var footerFrames: [(section: Int, top: Int, lines: Int)] = []
    let decorations = decorationLines(model, width: width)
    var y = decorations.header
    for (index, section) in model.sections.enumerated() {
      let header = section.headerLines(section: index, width: width)
      if header > 0 { headerFrames.append((index, y, header)) }
      y += header
      for (row, content) in section.rows.enumerated() {
        let lines = content.kind.lines(content.text, width: width)
        rowFrames.append((IndexPath(row: row, section: index), y, lines))
        y += lines
      }
      let footer = section.footerLines(width: width)
      if footer > 0 { footerFrames.append((index, y, footer)) }
      y += footer
    }
    let footerTop = y
    y += decorations.footer
    let contentHeight = host.contentHeight
    guard contentHeight == y else {
      return "the host's content height is \(contentHeight), the model's heights add up to \(y) at width \(width)"
    }
    let top = host.contentOffset
    let bottom = top + host.height
    guard top >= 0, top <= max(0, contentHeight - host.height) else {
      return "content offset \(top) outside 0...\(max(0, contentHeight - host.height))"
    }
    func visible(_ frameTop: Int, _ lines: Int) -> Bool { lines > 0 && frameTop + lines > top && frameTop < bottom }

    let expectedRows = rowFrames.filter { visible($0.top, $0.lines) }.map(\.path)
    let shownRows = host.indexPathsForVisibleRows
    guard shownRows == expectedRows else {
      return
        "visible rows \(formatAll(shownRows)), expected \(formatAll(expectedRows)) (offset \(top), height \(host.height))"
    }
    var views = Set<ObjectIdentifier>()
    for path in shownRows {
      guard let cell = host.cellForRow(at: path) else { return "no view for visible row \(format(path))" }
      guard views.insert(ObjectIdentifier(cell)).inserted else { return "row \(format(path)) shares its view" }
      let row = model[path]
      if let problem = mismatch(
        cell, shown: (cell as? FuzzTextCell)?.shownText, expected: row.expected, what: "row \(format(path))")
      {
        return problem
      }
    }
    if let problem = checkDecorationViews(
      headerVisible: visible(0, decorations.header), footerVisible: visible(footerTop, decorations.footer))
    {
      return problem
    }
    let expectedHeaders = Set(headerFrames.filter { visible($0.top, $0.lines) }.map(\.section))
    let expectedFooters = Set(footerFrames.filter { visible($0.top, $0.lines) }.map(\.section))
    // Two sections past the end: a view kept for a section that is gone is a stale view.
    for index in 0..<(model.sections.count + 2) {
      let section = index < model.sections.count ? model.sections[index] : nil
      let header = host.headerView(forSection: index)
      if let problem = checkSupplementary(
        header, expected: expectedHeaders.contains(index), component: section?.header,
        title: section?.headerTitle, isHeader: true, what: "header of section \(index)", views: &views)
      {
        return problem
      }
      let footer = host.footerView(forSection: index)
      if let problem = checkSupplementary(
        footer, expected: expectedFooters.contains(index), component: section?.footer,
        title: section?.footerTitle, isHeader: false, what: "footer of section \(index)", views: &views)
      {
        return problem
      }
    }
    return nil
  }

  func checkSupplementary(
    _ view: TerminalView?, expected: Bool, component: FuzzSupplementary?, title: String?, isHeader: Bool,
    what: String, views: inout Set<ObjectIdentifier>
  ) -> String? {
    guard let view else { return expected ? "no view for the visible \(what)" : nil }
    guard expected else { return "a view for the \(what), which is not visible" }
    guard views.insert(ObjectIdentifier(view)).inserted else { return "the \(what) shares its view" }
    if let component {
      return mismatch(
        view, shown: (view as? FuzzTextHeaderFooterView)?.shownText, expected: component.expected, what: what)
    }
    if isHeader {
      guard let shown = (view as? TerminalBuiltInHeaderFooterView<SectionTitleData>)?.data else {
        return "the \(what) is a \(type(of: view))"
      }
      return shown.title == (title ?? "") ? nil : "the \(what) shows \"\(shown.title)\", expected \"\(title ?? "")\""
    }
    guard let shown = (view as? TerminalBuiltInHeaderFooterView<FooterNoteData>)?.data else {
      return "the \(what) is a \(type(of: view))"
    }
    return shown.text == (title ?? "") ? nil : "the \(what) shows \"\(shown.text)\", expected \"\(title ?? "")\""
  }

  func mismatch(_ view: TerminalView, shown: String?, expected: FuzzComponentSnapshot, what: String)
    -> String?
  {
    let viewClass = fuzzName(of: type(of: view))
    if viewClass != expected.viewClass { return "the \(what) is a \(viewClass), expected \(expected)" }
    return shown != expected.text ? "the \(what) shows \(shown ?? "nil"), expected \(expected)" : nil
  }

  /// Handles follow their sections, and refuse once the section is gone.
  func checkHandles() -> String? {
    for (number, tracked) in handles.enumerated() {
      let expected = model.index(ofKey: tracked.key)
      guard tracked.handle.index == expected else {
        return
          "handle \(number) points at \(tracked.handle.index.map(String.init) ?? "nil"), expected \(expected.map(String.init) ?? "nil")"
      }
      do {
        let rows = try tracked.handle.rowCount()
        guard let expected, rows == model.sections[expected].rows.count else {
          return "handle \(number) counts \(rows) rows"
        }
      } catch {
        guard expected == nil, error == .sectionRemoved(operation: "rowCount()") else {
          return "handle \(number): rowCount() threw \(error)"
        }
      }
    }
    return nil
  }

  /// `indexPath(forRowWithID:)` finds the first row with an identity.
  func checkLookup() -> String? {
    guard model.rowCount > 0, let id = model[randomPath(in: model)].expected.id else { return nil }
    var expected: IndexPath?
    search: for (section, content) in model.sections.enumerated() {
      for (row, candidate) in content.rows.enumerated() where candidate.expected.id == id {
        expected = IndexPath(row: row, section: section)
        break search
      }
    }
    let found = engine.indexPath(forRowWithID: id)
    return found == expected
      ? nil
      : "indexPath(forRowWithID: \(id)) is \(found.map(format) ?? "nil"), expected \(expected.map(format) ?? "nil")"
  }
}
