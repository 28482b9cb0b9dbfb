import ComponentTable
import Foundation

@testable import ComponentTableTerminal

/// The fuzzer's table header and footer calls (`setTableHeader`, `setTableFooter`), and the
/// check that the host shows what the model holds above and below the sections.
extension EngineFuzzer {
  /// Sets or removes the table header or footer; invalid: an empty reuse identifier, or an
  /// identifier of the role registered for another class. The host is told at once outside a
  /// group (no batch update, no reload: the views are asked for again at the next layout).
  func planTableDecoration(_ model: FuzzModel, header: Bool, invalid: Bool) -> Plan {
    let operation = header ? "setTableHeader(_:)" : "setTableFooter(_:)"
    let decoration: FuzzSupplementary?
    if invalid {
      let stealable = registry.identifiers(of: .tableHeaderFooter, notFor: FuzzFooterView.self)
      let kind: FuzzSupplementaryKind =
        stealable.isEmpty || random.chance(40) ? .emptyIdentifier : .stolen(random.pick(stealable))
      decoration = FuzzSupplementary(kind, "bad\(random.below(4))")
    } else {
      decoration =
        random.chance(25)
        ? nil : FuzzSupplementary(random.pick(FuzzSupplementaryKind.valid), "t\(random.below(6))")
    }
    let component = decoration?.component
    return plan(
      "\(operation.prefix { $0 != "(" })(\(decoration?.summary ?? "nil"))", in: model,
      effect: .untouched,
      checks: [
        { registry in
          guard let decoration else { return nil }
          return registry.register(
            viewClass: decoration.kind.viewClass, identifier: decoration.kind.reuseIdentifier,
            role: .tableHeaderFooter, operation: operation)
        }
      ],
      change: { model in
        if header { model.tableHeader = decoration } else { model.tableFooter = decoration }
      }
    ) { [engine] in
      if header {
        try engine.setTableHeader(component)
      } else {
        try engine.setTableFooter(component)
      }
      return nil
    }
  }

  /// The lines the table header and footer take at `width`.
  func decorationLines(_ model: FuzzModel, width: Int) -> (header: Int, footer: Int) {
    (
      model.tableHeader.map { $0.kind.lines($0.text, width: width) } ?? 0,
      model.tableFooter.map { $0.kind.lines($0.text, width: width) } ?? 0
    )
  }

  /// The engine holds the model's table header and footer.
  func compareDecorations(with model: FuzzModel) -> String? {
    let header = engine.tableHeader.map(FuzzComponentSnapshot.init)
    let footer = engine.tableFooter.map(FuzzComponentSnapshot.init)
    if header != model.tableHeader?.expected {
      return
        "the engine's table header is \(describe(header)), expected \(describe(model.tableHeader?.expected))"
    }
    if footer != model.tableFooter?.expected {
      return
        "the engine's table footer is \(describe(footer)), expected \(describe(model.tableFooter?.expected))"
    }
    return nil
  }

  /// The host shows a view for the table header (footer) exactly when the model has one and
  /// its lines are in the viewport, of the right class and pool, showing its text.
  func checkDecorationViews(headerVisible: Bool, footerVisible: Bool) -> String? {
    for (view, decoration, visible, what) in [
      (host.tableHeaderView, model.tableHeader, headerVisible, "table header"),
      (host.tableFooterView, model.tableFooter, footerVisible, "table footer"),
    ] {
      guard let view else {
        if visible { return "no view for the visible \(what)" }
        continue
      }
      guard visible, let decoration else { return "a view for the \(what), which is not visible" }
      let viewClass = fuzzName(of: type(of: view))
      let shown = (view as? FuzzTextHeaderFooterView)?.shownText
      if viewClass != decoration.expected.viewClass || shown != decoration.text {
        return
          "the \(what) is a \(viewClass) showing \(shown ?? "nil"), expected \(decoration.expected)"
      }
    }
    return nil
  }
}
