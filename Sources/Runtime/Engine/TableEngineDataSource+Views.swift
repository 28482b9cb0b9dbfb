import Foundation

// The views a host shows: configured by the engine, dequeued from the host.
extension TableEngineDataSource {
  /// A configured view for the row at `indexPath`, dequeued from the host.
  package func viewForRow(at indexPath: IndexPath) -> AnyObject {
    engine.dequeueAndConfigure(engine.box(at: indexPath, #function), role: .cell)
  }

  /// What the host draws of the row at `indexPath` besides its data: its availability, its
  /// status, its accessibility description, its icon and tint, and whether its control acts
  /// (see `RowState`). A host asks it wherever it shows the row, after the row's view was
  /// configured.
  package func rowState(at indexPath: IndexPath) -> RowState {
    _ = engine.box(at: indexPath, #function)
    return engine.sections[indexPath.section].rows[indexPath.row].component.state(
      in: engine.accessibilityWords, screenTint: engine.tint)
  }

  /// What assistive technology hears of the header of `section`: its component's description,
  /// or its plain title as a heading; `nil` when it has neither.
  package func headerAccessibility(inSection section: Int) -> AccessibilityDescription? {
    _ = engine.sectionRecord(section, #function)
    return try? engine.accessibilityDescription(forHeaderInSection: section)
  }

  /// What assistive technology hears of the footer of `section`: its component's description,
  /// or its plain title as static text; `nil` when it has neither.
  package func footerAccessibility(inSection section: Int) -> AccessibilityDescription? {
    _ = engine.sectionRecord(section, #function)
    return try? engine.accessibilityDescription(forFooterInSection: section)
  }

  /// A configured header view for `section`, or `nil` when the section has no header component.
  package func headerView(inSection section: Int) -> AnyObject? {
    guard let box = engine.sectionRecord(section, #function).header?.box else { return nil }
    return engine.dequeueAndConfigure(box, role: .headerFooter)
  }

  /// A configured footer view for `section`, or `nil` when the section has no footer component.
  package func footerView(inSection section: Int) -> AnyObject? {
    guard let box = engine.sectionRecord(section, #function).footer?.box else { return nil }
    return engine.dequeueAndConfigure(box, role: .headerFooter)
  }

  /// The plain header title of `section`, used when it has no header component.
  package func headerTitle(inSection section: Int) -> String? {
    engine.sectionRecord(section, #function).headerTitle
  }

  /// The plain footer title of `section`, used when it has no footer component.
  package func footerTitle(inSection section: Int) -> String? {
    engine.sectionRecord(section, #function).footerTitle
  }

  /// Configures `view` again with the current data of the row at `indexPath` (for hosts that
  /// reconfigure a kept view, UIKit's `reconfigureRows`).
  package func reconfigure(_ view: AnyObject, forRowAt indexPath: IndexPath) {
    engine.configure(view, with: engine.box(at: indexPath, #function))
  }

  /// The reuse identifier of the row's view.
  package func reuseIdentifierForRow(at indexPath: IndexPath) -> String {
    engine.reuseIdentifier(of: engine.box(at: indexPath, #function))
  }

  /// Configures the header view `view` of `section` again, after its data changed.
  package func reconfigureHeaderView(_ view: AnyObject, inSection section: Int) {
    engine.reconfigureHeader(view, inSection: section)
  }

  /// Configures the footer view `view` of `section` again, after its data changed.
  package func reconfigureFooterView(_ view: AnyObject, inSection section: Int) {
    engine.reconfigureFooter(view, inSection: section)
  }

  /// A configured view for the table header, or `nil` when there is none. The host asks again
  /// after `TableHost.reloadTableHeaderAndFooter()`.
  package func tableHeaderView() -> AnyObject? {
    guard let box = engine.tableHeaderRecord?.component.box else { return nil }
    return engine.dequeueAndConfigure(box, role: .tableHeaderFooter)
  }

  /// A configured view for the table footer, or `nil` when there is none.
  package func tableFooterView() -> AnyObject? {
    guard let box = engine.tableFooterRecord?.component.box else { return nil }
    return engine.dequeueAndConfigure(box, role: .tableHeaderFooter)
  }
}

// What the data source's views need of the engine, and what the engine's own updates reuse
// (a header kept on screen is configured again after an `apply`).
extension TableEngine {
  /// Configures the header view `view` of `section` again, after its data changed.
  func reconfigureHeader(_ view: AnyObject, inSection section: Int) {
    guard let box = sectionRecord(section, "reconfigureHeaderView(_:inSection:)").header?.box else { return }
    configure(view, with: box)
  }

  /// Configures the footer view `view` of `section` again, after its data changed.
  func reconfigureFooter(_ view: AnyObject, inSection section: Int) {
    guard let box = sectionRecord(section, "reconfigureFooterView(_:inSection:)").footer?.box else { return }
    configure(view, with: box)
  }

  func dequeueAndConfigure(_ box: AnyComponentBox, role: TableViewRole) -> AnyObject {
    // Only the host asks for views, from inside its own layout, so it is alive here.
    guard let host else { preconditionFailure("a view was asked for after the host went away") }
    let view = host.dequeueReusableView(withIdentifier: reuseIdentifier(of: box), role: role)
    configure(view, with: box)
    return view
  }

  func configure(_ view: AnyObject, with box: AnyComponentBox) {
    let configured = during(.configuringView) { box.configure(view, in: views) }
    // Registration allows one class per identifier, so only a host that made a view of
    // another class can get here.
    precondition(
      configured,
      "the host returned a \(type(of: view)) for a component shown by \(box.viewClass)")
  }

  // MARK: Lookup

  /// The component storage of the row at `indexPath`, without copying its record. A host only
  /// asks about positions it got from the counts: any other traps, naming `method`.
  func box(at indexPath: IndexPath, _ method: StaticString) -> AnyComponentBox {
    let section = indexPath.section
    let row = indexPath.row
    precondition(
      section >= 0 && section < sections.count && row >= 0 && row < sections[section].rows.count,
      "\(method): no row at \(indexPath) in a table of \(sections.count) sections")
    return sections[section].rows[row].component.box
  }

  /// The record of `section`, for a host; any other section traps, naming `method`.
  func sectionRecord(_ section: Int, _ method: String) -> SectionRecord {
    precondition(
      sections.indices.contains(section),
      "\(method): section \(section) is out of range; the table has \(sections.count) sections")
    return sections[section]
  }
}
